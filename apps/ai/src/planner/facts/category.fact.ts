import { REGULATED_CATEGORIES, type RegulatedCategory } from '@northstar/shared/campaign';
import { regulatedCategorySchema } from '@northstar/shared/campaign/schemas';
import { findCategory } from '../extract/category.ts';
import { defineFact } from './fact-types.ts';

// The regulated category ("we sell CBD oils", "it's a sportsbook"): it makes the campaign regulated.

const label = (id: string) => REGULATED_CATEGORIES.find((c) => c.id === id)?.label ?? id;

export const categoryFact = defineFact<RegulatedCategory>({
  key: 'category',
  step: 1,
  scope: 'anywhere',
  prompt: 'Which regulated category: Cannabis, CBD, Adult, Gambling, Crypto or Forex?',
  examples: ['we sell CBD oils', 'an online casino', 'a crypto exchange'],
  read(message, ctx) {
    const found = findCategory(message.text, { loose: ctx.awaiting === 'category' });
    // In a universal campaign a passing mention ("no crypto stuff") is not a category; on step 1, in a
    // regulated chat or when asked it is.
    const regulatedContext =
      ctx.draft.campaignType === 'regulated' || ctx.step === 1 || /\bcategory\b/i.test(message.text);
    if (!found || !regulatedContext) return [];
    // The category's word is not also the industry ("we sell CBD oils") or an interest.
    message.claim(found.start, found.end);
    return [{ key: 'category', op: 'set', value: found.category }];
  },
  apply(fact) {
    return {
      patch: { campaignType: 'regulated', regulatedCategory: fact.value },
      said: `category ${label(fact.value)} (regulated)`,
    };
  },
  llm: {
    field: 'regulatedCategory',
    describe: 'cannabis | cbd | adult | gambling | crypto | forex, only for such products',
    schema: regulatedCategorySchema,
    toFacts: (value) => {
      const parsed = regulatedCategorySchema.safeParse(value);
      return parsed.success ? [{ key: 'category', op: 'set', value: parsed.data }] : [];
    },
  },
});
