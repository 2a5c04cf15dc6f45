import type { CampaignDraft, ComplianceStatus } from './campaign/draft.ts';
import {
  networksForCategory,
  type PlatformId,
  platformName,
  platformPolicy,
  type RegulatedCategory,
} from './campaign/platforms.ts';
import { type ComplianceFinding, normaliseCopy, reviewCopy } from './compliance-copy.ts';
import { CATEGORY_KEYWORDS, CATEGORY_RULES, type Disclaimer } from './compliance-rules.ts';

export type { AdCopy, ComplianceFinding, Severity } from './compliance-copy.ts';
export { reviewCopy } from './compliance-copy.ts';

export interface ComplianceReview {
  /** rejected: a blocker; pending: warnings or missing input; approved: nothing to fix. */
  status: ComplianceStatus;
  findings: ComplianceFinding[];
  /** Where a blocked regulated campaign can run instead. */
  alternatives: { platforms: PlatformId[]; countries: string[] };
}

/** The parts of a draft the review reads; a full CampaignDraft fits. */
export interface ComplianceInput {
  campaignType: CampaignDraft['campaignType'];
  regulatedCategory: CampaignDraft['regulatedCategory'];
  platforms: { selected: readonly PlatformId[] };
  targeting: { demographics: { ageMin: number }; geography: { countries: readonly string[] } };
  creatives: { copy: { headlines: readonly string[]; descriptions: readonly string[] } };
  compliance?: { certifications?: readonly PlatformId[] };
}

const list = (items: readonly string[], max = 8) =>
  items.length > max ? `${items.slice(0, max).join(', ')} and ${items.length - max} more` : items.join(', ');
const names = (ids: readonly PlatformId[]) => list(ids.map(platformName));

export function isCountryAllowed(category: RegulatedCategory, country: string): boolean {
  const { countries } = CATEGORY_RULES[category];
  return 'allow' in countries ? countries.allow.includes(country) : !countries.block.includes(country);
}

/** Minimum audience age: the strictest of the targeted countries (the category default when none). */
export function requiredMinimumAge(category: RegulatedCategory, countries: readonly string[]): number {
  const rule = CATEGORY_RULES[category];
  return Math.max(rule.minAge, ...countries.map((c) => rule.minAgeByCountry?.[c] ?? rule.minAge));
}

const applies = (d: Disclaimer, countries: readonly string[]) =>
  !d.countries || d.countries.some((c) => countries.includes(c));

/** Disclaimers the category needs for these countries that the copy does not contain. */
export function missingDisclaimers(
  category: RegulatedCategory,
  countries: readonly string[],
  copyText: string,
): Disclaimer[] {
  const copy = normaliseCopy(copyText);
  return CATEGORY_RULES[category].disclaimers.filter(
    (d) => applies(d, countries) && !d.phrases.some((p) => copy.includes(normaliseCopy(p))),
  );
}

function reviewRegulated(input: ComplianceInput, category: RegulatedCategory): ComplianceFinding[] {
  const rule = CATEGORY_RULES[category];
  const countries = input.targeting.geography.countries;
  const certified = input.compliance?.certifications ?? [];
  const accepting = networksForCategory(category).map((p) => p.id);
  const findings: ComplianceFinding[] = [];

  for (const platform of input.platforms.selected) {
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
      const held = certified.includes(platform);
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
    for (const country of countries.filter((c) => policy.countries && !policy.countries.includes(c))) {
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

  for (const country of countries.filter((c) => !isCountryAllowed(category, c))) {
    const where =
      'allow' in rule.countries
        ? `${rule.label} ads can run in ${list(rule.countries.allow)}`
        : `Remove ${country}`;
    findings.push({
      ruleId: `${category}.countries`,
      severity: 'blocker',
      message: `${rule.label} ads are not allowed in ${country}.`,
      fix: `${where}.`,
      citation: rule.countriesCitation,
      country,
    });
  }

  const minAge = requiredMinimumAge(category, countries);
  const ageMin = input.targeting.demographics.ageMin;
  if (ageMin < minAge) {
    findings.push({
      ruleId: `${category}.min-age`,
      severity: 'blocker',
      message: `${rule.label} ads need an audience aged ${minAge}+; this audience starts at ${ageMin}.`,
      fix: `Raise the minimum age to ${minAge}.`,
      citation: rule.minAgeCitation,
    });
  }

  const copy = [...input.creatives.copy.headlines, ...input.creatives.copy.descriptions].join('\n');
  if (copy.trim()) {
    for (const d of missingDisclaimers(category, countries, copy)) {
      findings.push({
        ruleId: d.id,
        severity: 'blocker',
        message: `The copy lacks the required ${rule.label} disclaimer.`,
        fix: `Add "${d.text}" to a description.`,
        citation: d.citation,
      });
    }
  }

  for (const note of rule.notes ?? []) {
    if (!countries.includes(note.country)) continue;
    findings.push({
      ruleId: `${category}.note.${note.country}`,
      severity: 'info',
      message: note.text,
      fix: 'Narrow the location targeting accordingly.',
      citation: rule.countriesCitation,
      country: note.country,
    });
  }
  return findings;
}

function alternativesFor(
  input: ComplianceInput,
  category: RegulatedCategory | null,
): ComplianceReview['alternatives'] {
  if (input.campaignType !== 'regulated' || !category) return { platforms: [], countries: [] };
  const rule = CATEGORY_RULES[category];
  const targeted = input.targeting.geography.countries;
  const countries =
    'allow' in rule.countries
      ? [...rule.countries.allow]
      : targeted.filter((c) => isCountryAllowed(category, c));
  // Networks that accept the category in at least one of the countries we can suggest.
  const platforms = networksForCategory(category)
    .filter((p) => {
      const only = platformPolicy(category, p.id).countries;
      return !only || countries.length === 0 || only.some((c) => countries.includes(c));
    })
    .map((p) => p.id);
  return { platforms, countries };
}

/** Step 6: runs the rules table over the draft and decides approved / pending / rejected. */
export function reviewCompliance(input: ComplianceInput): ComplianceReview {
  const regulated = input.campaignType === 'regulated';
  const category = regulated ? input.regulatedCategory : null;
  const findings: ComplianceFinding[] = [];
  let incomplete = false;

  if (regulated && !category) {
    incomplete = true;
    findings.push({
      ruleId: 'review.category-missing',
      severity: 'warning',
      message: 'Choose the regulated category so the right rules apply.',
      fix: 'Select Cannabis, CBD, Adult, Gambling, Crypto or Forex in Campaign Setup.',
      citation: 'Northstar regulated-channel rules',
    });
  }
  const hasCopy = input.creatives.copy.headlines.some((h) => h.trim() !== '');
  if (input.platforms.selected.length === 0 || !hasCopy || input.targeting.geography.countries.length === 0) {
    incomplete = true;
    findings.push({
      ruleId: 'review.incomplete',
      severity: 'info',
      message: 'The review is partial until platforms, countries and at least one headline are chosen.',
      fix: 'Complete steps 3 to 5, then review again.',
      citation: 'Northstar compliance review',
    });
  }

  if (category) findings.push(...reviewRegulated(input, category));
  findings.push(...reviewCopy(input.creatives.copy, input.platforms.selected, category));

  if (!regulated) {
    const copy = [...input.creatives.copy.headlines, ...input.creatives.copy.descriptions].join('\n');
    for (const [cat, pattern] of Object.entries(CATEGORY_KEYWORDS) as [RegulatedCategory, RegExp][]) {
      if (!pattern.test(copy)) continue;
      findings.push({
        ruleId: `universal.regulated-content.${cat}`,
        severity: 'warning',
        message: `The copy looks like ${CATEGORY_RULES[cat].label} advertising, which universal channels restrict.`,
        fix: `Build this campaign in Regulated Channels under ${CATEGORY_RULES[cat].label}.`,
        citation: 'Platform restricted-content policies (Google Ads, Meta, TikTok, LinkedIn)',
      });
    }
  }

  const status: ComplianceStatus = findings.some((f) => f.severity === 'blocker')
    ? 'rejected'
    : incomplete || findings.some((f) => f.severity === 'warning')
      ? 'pending'
      : 'approved';
  return { status, findings, alternatives: alternativesFor(input, category) };
}
