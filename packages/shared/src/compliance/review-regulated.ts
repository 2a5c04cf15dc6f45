import {
  networksForCategory,
  type PlatformId,
  platformName,
  platformPolicy,
  type RegulatedCategory,
} from '../campaign/platforms.ts';
import { findRegion } from '../geo/regions.ts';
import { US_ADULT_USE_STATES, US_CANNABIS_CITATION, US_CANNABIS_STATES } from './cannabis-regions.ts';
import { CATEGORY_RULES } from './category-rules.ts';
import type { ComplianceFinding } from './copy-review.ts';
import {
  applicableDisclaimers,
  type CopyLines,
  fittingWording,
  isDisclaimerShown,
  shortestLine,
  visibleLines,
} from './disclaimers.ts';
import { entriesIn, type Jurisdictions, targets } from './jurisdictions.ts';
import { DESCRIPTION_LIMITS, strictestLimit } from './limits.ts';

// CATEGORY x PLATFORM x JURISDICTION checks for a regulated campaign.

export interface RegulatedInput {
  platforms: readonly PlatformId[];
  certifications: readonly PlatformId[];
  ageMin: number;
  copy: CopyLines;
}

export const list = (items: readonly string[], max = 8) =>
  items.length > max ? `${items.slice(0, max).join(', ')} and ${items.length - max} more` : items.join(', ');
const names = (ids: readonly PlatformId[]) => list(ids.map(platformName));
const regionName = (code: string) => findRegion(code)?.name ?? code;

export function isCountryAllowed(category: RegulatedCategory, country: string): boolean {
  const { countries } = CATEGORY_RULES[category];
  return 'allow' in countries ? countries.allow.includes(country) : !countries.block.includes(country);
}

/** The minimum audience age: the strictest of the targeted countries and regions. */
export function minimumAgeFor(category: RegulatedCategory, j: Jurisdictions): number {
  const rule = CATEGORY_RULES[category];
  const countryAge = (c: string) => rule.minAgeByCountry?.[c] ?? rule.minAge;
  const regionAge = (code: string) => rule.minAgeByRegion?.[code] ?? countryAge(code.slice(0, 2));
  if (j.countries.length === 0) return rule.minAge;
  return Math.max(
    ...j.countries.map((c) => {
      const narrowed = j.narrowedTo[c];
      if (narrowed) return Math.max(...narrowed.map(regionAge));
      // The whole country includes its strictest region.
      const regional = Object.entries(rule.minAgeByRegion ?? {}).filter(([code]) => code.startsWith(`${c}-`));
      return Math.max(countryAge(c), ...regional.map(([, age]) => age));
    }),
  );
}

/** " (targeted through Bavaria)" when a country is reached only through regions or cities. */
const through = (j: Jurisdictions, country: string, listed: readonly string[]) => {
  if (listed.includes(country)) return '';
  const via = entriesIn(j, country).map((e) => e.name);
  return via.length ? ` (targeted through ${list(via, 3)})` : '';
};

function platformFindings(category: RegulatedCategory, input: RegulatedInput, j: Jurisdictions) {
  const rule = CATEGORY_RULES[category];
  const accepting = networksForCategory(category).map((p) => p.id);
  const findings: ComplianceFinding[] = [];
  for (const platform of input.platforms) {
    const policy = platformPolicy(category, platform);
    const name = platformName(platform);
    const others = accepting.filter((p) => p !== platform);
    if (policy.access === 'prohibited') {
      findings.push({
        ruleId: policy.id,
        severity: 'blocker',
        message: `${name} does not accept ${rule.label} ads.`,
        fix: `Remove ${name}; ${rule.label} campaigns can run on ${names(accepting)}.`,
        citation: policy.citation,
        platform,
      });
      continue;
    }
    if (policy.access === 'certification') {
      const held = input.certifications.includes(platform);
      findings.push({
        ruleId: `${policy.id}.certification`,
        severity: held ? 'info' : 'warning',
        message: held
          ? `${name} certification for ${rule.label} ads is on file.`
          : `${name} accepts ${rule.label} ads only from certified advertisers.`,
        fix: held
          ? 'Keep the certification current.'
          : `Confirm your ${name} certification, or run on ${names(others)}.`,
        citation: policy.citation,
        platform,
      });
    }
    for (const country of j.countries.filter((c) => policy.countries && !policy.countries.includes(c))) {
      findings.push({
        ruleId: `${policy.id}.countries`,
        severity: 'blocker',
        message: `${name} accepts ${rule.label} ads only in ${list(policy.countries ?? [])}, not ${country}.`,
        fix: `Target ${list(policy.countries ?? [])} on ${name}, or drop ${name} for ${country}.`,
        citation: policy.citation,
        platform,
        country,
      });
    }
  }
  return findings;
}

// Cannabis is legal state by state in the US: a US campaign must name the states it runs in.
function cannabisStateFindings(j: Jurisdictions): ComplianceFinding[] {
  if (!j.countries.includes('US')) return [];
  const narrowed = j.narrowedTo.US;
  if (!narrowed) {
    const states = US_ADULT_USE_STATES.map(regionName);
    return [
      {
        ruleId: 'cannabis.us-states',
        severity: 'blocker',
        message:
          'Cannabis is legal state by state in the US; a US campaign must be limited to states where licensed cannabis advertising is lawful.',
        fix: `Target only the ${states.length} adult-use states: ${list(states, 30)}.`,
        citation: US_CANNABIS_CITATION,
        country: 'US',
      },
    ];
  }
  const findings: ComplianceFinding[] = [];
  for (const code of narrowed) {
    const state = US_CANNABIS_STATES[code];
    const name = regionName(code);
    const via = entriesIn(j, code).map((e) => e.name);
    if (!state) {
      findings.push({
        ruleId: 'cannabis.us-state',
        severity: 'blocker',
        message: `Cannabis ads are not allowed in ${name}: the state licenses no cannabis sales.`,
        fix: `Remove ${list(via.length ? via : [name], 3)} from the targeting.`,
        citation: US_CANNABIS_CITATION,
        country: 'US',
        region: code,
      });
    } else if (state.programme === 'medical') {
      findings.push({
        ruleId: 'cannabis.us-state.medical',
        severity: 'warning',
        message: `${name} licenses medical cannabis only: only a licensed medical operator may advertise there, without adult-use framing.`,
        fix: `Confirm your medical licence in ${name}, or remove it from the targeting.`,
        citation: state.source,
        country: 'US',
        region: code,
      });
    }
  }
  return findings;
}

function disclaimerFindings(category: RegulatedCategory, input: RegulatedInput, j: Jurisdictions) {
  const rule = CATEGORY_RULES[category];
  const findings: ComplianceFinding[] = [];
  const hasCopy = [...input.copy.headlines, ...input.copy.descriptions].some((l) => l.trim() !== '');
  if (!hasCopy) return findings;
  const lines = visibleLines(input.copy, input.platforms);
  const maxLine = strictestLimit(DESCRIPTION_LIMITS, input.platforms);
  for (const d of applicableDisclaimers(category, j, input.platforms)) {
    if (isDisclaimerShown(d, lines)) continue;
    const wording = fittingWording(d, maxLine);
    // A platform whose description is shorter than every wording cannot carry the disclaimer at all.
    const tooShort = input.platforms.find((p) => (DESCRIPTION_LIMITS[p]?.max ?? Infinity) < shortestLine(d));
    findings.push({
      ruleId: d.id,
      severity: 'blocker',
      message: tooShort
        ? `The copy lacks the required ${rule.label} disclaimer, and no wording of it fits a ${platformName(tooShort)} description.`
        : `The copy lacks the required ${rule.label} disclaimer.`,
      fix: wording
        ? `Add ${wording.map((l) => `"${l}"`).join(' and ')} as ${wording.length > 1 ? 'separate description lines' : 'a description line'}.${d.note ? ` ${d.note}` : ''}`
        : `Drop ${tooShort ? platformName(tooShort) : 'the platform'}: its descriptions are too short for "${d.text}".`,
      citation: d.citation,
      ...(tooShort ? { platform: tooShort } : {}),
    });
  }
  return findings;
}

export function reviewRegulated(
  category: RegulatedCategory,
  input: RegulatedInput,
  j: Jurisdictions,
  listedCountries: readonly string[],
): ComplianceFinding[] {
  const rule = CATEGORY_RULES[category];
  const findings = platformFindings(category, input, j);

  for (const country of j.countries.filter((c) => !isCountryAllowed(category, c))) {
    const where =
      'allow' in rule.countries
        ? `${rule.label} ads can run in ${list(rule.countries.allow)}`
        : `Remove ${country}`;
    findings.push({
      ruleId: `${category}.countries`,
      severity: 'blocker',
      message: `${rule.label} ads are not allowed in ${country}${through(j, country, listedCountries)}.`,
      fix: `${where}.`,
      citation: rule.countriesCitation,
      country,
    });
  }
  if (category === 'cannabis') findings.push(...cannabisStateFindings(j));

  const minAge = minimumAgeFor(category, j);
  if (input.ageMin < minAge) {
    findings.push({
      ruleId: `${category}.min-age`,
      severity: 'blocker',
      message: `${rule.label} ads need an audience aged ${minAge}+; this audience starts at ${input.ageMin}.`,
      fix: `Raise the minimum age to ${minAge}.`,
      citation: rule.minAgeCitation,
    });
  }
  findings.push(...disclaimerFindings(category, input, j));

  for (const note of rule.notes ?? []) {
    if (!targets(j, note.jurisdiction)) continue;
    findings.push({
      ruleId: `${category}.note.${note.jurisdiction}`,
      severity: note.severity,
      message: note.text,
      fix: note.fix,
      citation: note.citation,
      country: note.jurisdiction.slice(0, 2),
      ...(note.jurisdiction.length > 2 ? { region: note.jurisdiction } : {}),
    });
  }
  for (const u of j.unknown) {
    findings.push({
      ruleId: 'geo.unknown-location',
      severity: 'info',
      message: `"${u.name}" is not a region or city the rules know, so the review judges the countries around it.`,
      fix: 'Use a state, province or major city name, or the country alone.',
      citation: 'Northstar regions and cities table',
    });
  }
  return findings;
}
