import { AGE_MAX, type CampaignDraft } from '@northstar/shared/campaign/draft';
import { platformPolicy, REGULATED_CATEGORIES } from '@northstar/shared/campaign/platforms';
import { validateStep } from '@northstar/shared/campaign/validation';
import { isCountryAllowed, requiredMinimumAge } from '@northstar/shared/compliance';
import { CATEGORY_RULES } from '@northstar/shared/compliance-rules';
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

export const step4: StepHandler = {
  step: 4,
  missing: (d) => validateStep(d, 4),
  recommendOnArrival: true,
  recommend(d, _ctx, variant) {
    if (d.campaignType !== 'regulated' || !d.regulatedCategory) return null;
    const all = suggestedCountries(d);
    const countries = variant === 0 ? all : variant === 1 && all.length > 1 ? all.slice(0, 1) : [];
    if (countries.length === 0) return null;
    const ageMin = Math.max(
      d.targeting.demographics.ageMin,
      requiredMinimumAge(d.regulatedCategory, countries),
    );
    const ageMax = Math.max(d.targeting.demographics.ageMax, ageMin);
    const label =
      REGULATED_CATEGORIES.find((c) => c.id === d.regulatedCategory)?.label ?? d.regulatedCategory;
    const names = joinList(countries.map(countryName));
    return {
      kind: 'audience',
      text: `I recommend targeting ${names}, ages ${ageText(ageMin, ageMax)}: ${label} ads are allowed there on your networks, for adults ${ageMin}+. ${APPROVAL_PROMPT}`,
      summary: `Target ${names}, ages ${ageText(ageMin, ageMax)}`,
      patch: { targeting: { geography: { countries }, demographics: { ageMin, ageMax } } },
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
    return `${joinList(d.targeting.geography.countries.map(countryName)) || 'no countries yet'}; ages ${ageText(ageMin, ageMax)}`;
  },
};
