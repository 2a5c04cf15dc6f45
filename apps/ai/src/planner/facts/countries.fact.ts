import { REGULATED_CATEGORIES, regulatedCategoryOf } from '@northstar/shared/campaign';
import { countryCodeSchema } from '@northstar/shared/campaign/schemas';
import { isCountryAllowed } from '@northstar/shared/compliance';
import { z } from 'zod';
import { countryMentions, countryName, ISO_COUNTRY_CODES } from '../extract/countries.ts';
import { joinList } from '../format.ts';
import { defineFact } from './fact-types.ts';
import { applyListOp, listFacts } from './list-facts.ts';

// Target countries, by name, abbreviation ("US", "the UK"), group ("the EU", "DACH", "the Nordics") or,
// when the planner asked for countries, bare ISO codes ("US, CA, DE").

const categoryLabel = (id: string | null) => REGULATED_CATEGORIES.find((c) => c.id === id)?.label ?? id ?? '';

export const countriesFact = defineFact<string[]>({
  key: 'countries',
  step: 4,
  scope: 'anywhere',
  prompt: 'Which countries should it target?',
  examples: ['United States and Canada', 'the EU except France', 'DACH', 'UK & Ireland'],
  read(message, ctx) {
    const codes = ctx.step === 4 || ctx.awaiting === 'countries' || ctx.awaiting === 'audience';
    return listFacts('countries', message, countryMentions(message.text, { codes }));
  },
  apply(fact, { draft }) {
    const countries = applyListOp(draft.targeting.geography.countries, fact.op, fact.value);
    const warnings: string[] = [];
    const category = regulatedCategoryOf(draft);
    const blocked = category ? countries.filter((c) => !isCountryAllowed(category, c)) : [];
    if (category && blocked.length)
      warnings.push(
        `Heads-up: ${categoryLabel(category)} ads are not allowed in ${joinList(blocked.map(countryName))}; the compliance review (step 6) will flag it.`,
      );
    return {
      patch: { targeting: { geography: { countries } } },
      said: `countries ${countries.length ? joinList(countries.map(countryName)) : 'none'}`,
      warnings,
    };
  },
  llm: {
    field: 'countries',
    describe: 'ISO 3166-1 alpha-2 codes of the countries to target',
    schema: z.array(countryCodeSchema).min(1).max(60),
    toFacts: (value) => {
      const parsed = z.array(countryCodeSchema.refine((c) => ISO_COUNTRY_CODES.has(c))).safeParse(value);
      return parsed.success ? [{ key: 'countries', op: 'replace', value: parsed.data }] : [];
    },
  },
});
