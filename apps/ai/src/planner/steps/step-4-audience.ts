import { AGE_MAX, platformPolicy, REGULATED_CATEGORIES, validateStep } from '@northstar/shared/campaign';
import type { CampaignDraft } from '@northstar/shared/campaign/schemas';
import {
  CATEGORY_RULES,
  isCountryAllowed,
  requiredMinimumAge,
  US_ADULT_USE_STATES,
} from '@northstar/shared/compliance';
import { findRegion } from '@northstar/shared/geo';
import { countryName } from '../extract/countries.ts';
import { joinList } from '../format.ts';
import { APPROVAL_PROMPT, type StepHandler } from './step-types.ts';

const HOME_COUNTRY: Record<string, string[]> = {
  USD: ['US', 'CA', 'GB'],
  EUR: ['DE', 'FR', 'NL'],
  GBP: ['GB', 'IE'],
  CAD: ['CA', 'US'],
  AUD: ['AU', 'NZ'],
};

export const ageText = (min: number, max: number) => (max >= AGE_MAX ? `${min}+` : `${min}–${max}`);

/** Countries where a regulated campaign may run on its selected networks. */
function suggestedCountries(d: CampaignDraft): string[] {
  const category = d.regulatedCategory;
  if (!category) return [];
  const rule = CATEGORY_RULES[category];
  const fits = (c: string) =>
    isCountryAllowed(category, c) &&
    d.platforms.selected.every((p) => {
      const only = platformPolicy(category, p).countries;
      return !only || only.includes(c);
    });
  // The currency's home markets first; a category legal in only a few places falls back to those.
  const home = (HOME_COUNTRY[d.budget.currency] ?? ['US']).filter(fits);
  if (home.length > 0) return home;
  return 'allow' in rule.countries ? rule.countries.allow.filter(fits).slice(0, 3) : [];
}

/** US cannabis runs state by state: the adult-use states stand in for the whole country. */
function statesFor(category: string, countries: readonly string[]): string[] {
  if (category !== 'cannabis' || !countries.includes('US')) return [];
  return US_ADULT_USE_STATES.flatMap((code) => findRegion(code)?.name ?? []);
}

function placesText(countries: readonly string[], states: readonly string[]): string {
  const names = countries.map((c) =>
    c === 'US' && states.length
      ? `the ${states.length} US states with licensed adult-use cannabis (${states.slice(0, 3).join(', ')} and ${states.length - 3} more)`
      : countryName(c),
  );
  return joinList(names);
}

export const step4: StepHandler = {
  step: 4,
  missing: (d) => validateStep(d, 4),
  recommendOnArrival: true,
  recommend(d, _ctx, variant) {
    if (d.campaignType !== 'regulated' || !d.regulatedCategory) return null;
    const all = suggestedCountries(d);
    const countries = variant === 0 ? all : variant === 1 && all.length > 1 ? all.slice(0, 1) : [];
    if (countries.length === 0) return null;
    const regions = statesFor(d.regulatedCategory, countries);
    const ageMin = Math.max(
      d.targeting.demographics.ageMin,
      requiredMinimumAge(d.regulatedCategory, countries, regions),
    );
    const ageMax = Math.max(d.targeting.demographics.ageMax, ageMin);
    const label =
      REGULATED_CATEGORIES.find((c) => c.id === d.regulatedCategory)?.label ?? d.regulatedCategory;
    const names = placesText(countries, regions);
    const short = regions.length
      ? joinList(countries.map((c) => (c === 'US' ? `${regions.length} US states` : countryName(c))))
      : names;
    const narrow = regions.length
      ? ' Name the states you are licensed in to narrow it, e.g. “Colorado only”.'
      : '';
    return {
      kind: 'audience',
      text: `I recommend targeting ${names}, ages ${ageText(ageMin, ageMax)}: ${label} ads are allowed there on your networks, for adults ${ageMin}+.${narrow} ${APPROVAL_PROMPT}`,
      summary: `Target ${short}, ages ${ageText(ageMin, ageMax)}`,
      patch: {
        targeting: {
          geography: { countries, ...(regions.length ? { regions } : {}) },
          demographics: { ageMin, ageMax },
        },
      },
      variant,
    };
  },
  ask(d) {
    const name = d.campaignName.trim() || 'the campaign';
    return {
      text: `Which countries should “${name}” target? For example “United States and Canada” or “US, UK, Germany”. You can add an age range too, like “ages 25-54”.`,
      awaiting: 'countries',
    };
  },
  describe(d) {
    const { ageMin, ageMax } = d.targeting.demographics;
    const { countries, regions, cities } = d.targeting.geography;
    const places = [...regions, ...cities];
    const within = places.length
      ? ` (${places.slice(0, 5).join(', ')}${places.length > 5 ? ` and ${places.length - 5} more` : ''})`
      : '';
    return `${joinList(countries.map(countryName)) || 'no countries yet'}${within}; ages ${ageText(ageMin, ageMax)}`;
  },
};
