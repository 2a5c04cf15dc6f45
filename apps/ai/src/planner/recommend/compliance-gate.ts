import { type RegulatedCategory, regulatedCategoryOf } from '@northstar/shared/campaign';
import type { CampaignDraft } from '@northstar/shared/campaign/schemas';
import {
  CATEGORY_RULES,
  copyViolations,
  isCountryAllowed,
  type Jurisdictions,
  minimumAgeFor,
  resolveGeography,
  US_CANNABIS_STATES,
} from '@northstar/shared/compliance';
import { countryName } from '../extract/countries.ts';
import type { Fact, FactApplication } from '../facts/fact-types.ts';
import { joinList } from '../format.ts';

// What a regulated campaign may not take in, checked as each fact is applied (the builder's rules, so
// the planner never writes into the draft what the review would block): a country where the category
// may not run is left out, a US state with no licensed cannabis market is left out, an audience younger
// than the legal age is raised to it, and a copy line with a prohibited claim or an appeal to minors is
// not used. Every refusal is said in the reply. Everything else passes through unchanged.

interface GeoValue {
  regions: string[];
  cities: string[];
  countries: string[];
  only?: boolean;
}
interface AgeValue {
  ageMin?: number;
  ageMax?: number;
  generation?: string;
}

const categoryOf = regulatedCategoryOf;
const quote = (text: string) => `“${text.trim()}”`;
const WITH_THE =
  /^(?:United\b|Netherlands|Philippines|Bahamas|Czech Republic|Dominican Republic|Gambia|Maldives)/;
/** A country's name as it reads in a sentence: "the United States", "Germany". */
export const placeName = (code: string): string => {
  const name = countryName(code);
  return WITH_THE.test(name) ? `the ${name}` : name;
};
const itOrThem = (n: number) => (n === 1 ? 'it' : 'them');

/** Where the category may run, in words ("United States and Canada"), for an allow-list category. */
function allowedWhere(category: RegulatedCategory): string {
  const rule = CATEGORY_RULES[category];
  if (!('allow' in rule.countries)) return '';
  const names = rule.countries.allow.map((c) =>
    c === 'US' && category === 'cannabis' ? 'US states with adult-use cannabis' : placeName(c),
  );
  return names.length <= 8 ? `: they can run in ${joinList(names)}` : '';
}

function gateCountries(fact: Fact<string[]>, category: RegulatedCategory): [Fact | null, string[]] {
  const refused = fact.value.filter((c) => !isCountryAllowed(category, c));
  if (refused.length === 0) return [fact, []];
  const label = CATEGORY_RULES[category].label;
  const names = joinList(refused.map(placeName));
  const warning = `${label} ads are not allowed in ${names}, so I left ${itOrThem(refused.length)} out${allowedWhere(category)}.`;
  const kept = fact.value.filter((c) => !refused.includes(c));
  return [kept.length ? { ...fact, value: kept } : null, [warning]];
}

/** Why a place may not be targeted, or null. */
function placeRefusal(category: RegulatedCategory, field: 'regions' | 'cities', name: string): string | null {
  const entry = resolveGeography({ countries: [], [field]: [name] }).entries[0];
  if (!entry) return null;
  const label = CATEGORY_RULES[category].label;
  if (!isCountryAllowed(category, entry.country))
    return `${label} ads are not allowed in ${placeName(entry.country)}, so I left ${name} out.`;
  if (category === 'cannabis' && entry.country === 'US' && entry.region && !US_CANNABIS_STATES[entry.region])
    return `Cannabis ads are not allowed in ${name}: the state licenses no cannabis sales, so I left it out.`;
  return null;
}

function gatePlaces(fact: Fact<GeoValue>, category: RegulatedCategory): [Fact | null, string[]] {
  const warnings: string[] = [];
  const keep = (field: 'regions' | 'cities') =>
    fact.value[field].filter((name) => {
      const why = placeRefusal(category, field, name);
      if (why) warnings.push(why);
      return !why;
    });
  if (fact.op === 'remove') return [fact, []];
  const regions = keep('regions');
  const cities = keep('cities');
  if (warnings.length === 0) return [fact, []];
  if (regions.length + cities.length === 0) return [null, warnings];
  const j = resolveGeography({ countries: [], regions, cities });
  return [{ ...fact, value: { ...fact.value, regions, cities, countries: [...j.countries] } }, warnings];
}

/** "in New Jersey", "in the United States": the places that set the minimum age. */
function whereText(j: Jurisdictions): string {
  const places = j.entries.map((e) => e.name);
  const names = places.length ? places : j.countries.map(placeName);
  return names.length && names.length <= 4 ? ` in ${joinList(names)}` : '';
}

function gateAges(fact: Fact<AgeValue>, category: RegulatedCategory, draft: CampaignDraft): [Fact, string[]] {
  const j = resolveGeography(draft.targeting.geography);
  const required = minimumAgeFor(category, j);
  const asked = fact.value.ageMin ?? draft.targeting.demographics.ageMin;
  if (asked >= required) return [fact, []];
  const label = CATEGORY_RULES[category].label;
  const ageMax = Math.max(required, fact.value.ageMax ?? draft.targeting.demographics.ageMax);
  return [
    { ...fact, value: { ...fact.value, ageMin: required, ageMax } },
    [
      `${label} ads may only reach adults ${required}+${whereText(j)}, so I set the minimum age to ${required} instead of ${asked}.`,
    ],
  ];
}

/** What a copy line breaks, in a few words ("appeals to minors", "makes a prohibited claim: ..."). */
function copyProblem(category: RegulatedCategory, line: string, j: Jurisdictions): string | null {
  const broken = copyViolations(line, category, j);
  const first = broken[0];
  if (!first) return null;
  const label = CATEGORY_RULES[category].label;
  if (first.id.endsWith('.minors.imagery'))
    return `${label} ads may not use cartoon or candy imagery that appeals to minors`;
  if (first.id.endsWith('.minors')) return `${label} ads may not appeal to minors`;
  return `${label} ads may not make that claim (${first.label.replace(/"/g, '')})`;
}

function gateCopy(
  fact: Fact<string[]>,
  category: RegulatedCategory,
  draft: CampaignDraft,
): [Fact | null, string[]] {
  if (fact.op === 'remove') return [fact, []];
  const j = resolveGeography(draft.targeting.geography);
  const warnings: string[] = [];
  const kept = fact.value.filter((line) => {
    const why = copyProblem(category, line, j);
    if (why) warnings.push(`I did not use ${quote(line)}: ${why}. Try another wording.`);
    return !why;
  });
  if (warnings.length === 0) return [fact, []];
  return [kept.length ? { ...fact, value: kept } : null, warnings];
}

/** The fact as a regulated campaign may take it, and what was refused; universal drafts pass through. */
export function gateFact(fact: Fact, draft: CampaignDraft): { fact: Fact | null; warnings: string[] } {
  const category = categoryOf(draft);
  if (!category || fact.op === 'remove') return { fact, warnings: [] };
  let result: [Fact | null, string[]] = [fact, []];
  if (fact.key === 'countries' && Array.isArray(fact.value))
    result = gateCountries(fact as Fact<string[]>, category);
  else if (fact.key === 'regions') result = gatePlaces(fact as Fact<GeoValue>, category);
  else if (fact.key === 'ages') result = gateAges(fact as Fact<AgeValue>, category, draft);
  else if ((fact.key === 'headlines' || fact.key === 'descriptions') && Array.isArray(fact.value))
    result = gateCopy(fact as Fact<string[]>, category, draft);
  return { fact: result[0], warnings: result[1] };
}

/** Applies a fact through the gate: refused parts never reach `apply`, and the reply says why. */
export function applyGated(
  fact: Fact,
  draft: CampaignDraft,
  apply: (fact: Fact) => FactApplication,
): FactApplication {
  const gated = gateFact(fact, draft);
  if (!gated.fact) return { warnings: gated.warnings };
  const result = apply(gated.fact);
  return gated.warnings.length
    ? { ...result, warnings: [...gated.warnings, ...(result.warnings ?? [])] }
    : result;
}
