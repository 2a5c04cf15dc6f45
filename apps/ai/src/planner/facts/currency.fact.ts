import { CURRENCIES } from '@northstar/shared/campaign/draft';
import { z } from 'zod';
import { defineFact } from './fact-types.ts';

// The budget's currency on its own: "oh that's euros not dollars", "currency: GBP", "switch to pounds".
// An amount with its currency ("€40,000") is the budget fact's; this reads what is left.

type Currency = (typeof CURRENCIES)[number];

const WORDS: readonly [RegExp, Currency][] = [
  [/\b(?:euros?|eur)\b|€/gi, 'EUR'],
  [/\b(?:pounds?(?:\s+sterling)?|sterling|gbp|quid)\b|£/gi, 'GBP'],
  [/\b(?:canadian\s+dollars?|cad)\b|c\$/gi, 'CAD'],
  [/\b(?:australian\s+dollars?|aud)\b|a\$/gi, 'AUD'],
  [/\b(?:(?:us|american)\s+dollars?|dollars?|usd|bucks)\b|\$/gi, 'USD'],
];
// "euros not dollars": the currency said after a negation is the one being replaced.
const NEGATED_BEFORE = /\b(?:not|no|instead\s+of|rather\s+than|than)\s+(?:in\s+)?$/i;
const CURRENCY_CONTEXT =
  /\b(?:currency|euros?|pounds?|sterling|dollars?|in\s+(?:eur|gbp|usd|cad|aud)|(?:eur|gbp|usd|cad|aud)\b)/i;

export const currencyFact = defineFact<Currency>({
  key: 'currency',
  step: 7,
  scope: 'anywhere',
  prompt: 'Which currency is the budget in?',
  examples: ["oh that's euros not dollars", 'currency: GBP', 'switch to pounds'],
  read(message) {
    const text = message.text;
    if (!CURRENCY_CONTEXT.test(text)) return [];
    const found: { currency: Currency; at: number; end: number }[] = [];
    for (const [pattern, currency] of WORDS) {
      for (const m of text.matchAll(pattern)) {
        const at = m.index ?? 0;
        // "Canadian dollars" is CAD, not also USD.
        if (found.some((f) => at >= f.at && at < f.end)) continue;
        found.push({ currency, at, end: at + m[0].length });
      }
    }
    const chosen = found
      .sort((a, b) => a.at - b.at)
      .filter((f) => !NEGATED_BEFORE.test(text.slice(Math.max(0, f.at - 16), f.at)));
    if (chosen.length !== 1 || !chosen[0]) return [];
    for (const f of found) message.claim(f.at, f.end);
    return [{ key: 'currency', op: 'set', value: chosen[0].currency }];
  },
  apply(fact) {
    return { patch: { budget: { currency: fact.value } }, said: `currency ${fact.value}` };
  },
  llm: {
    field: 'currency',
    describe: 'the budget currency when stated without an amount: USD | EUR | GBP | CAD | AUD',
    schema: z.enum(CURRENCIES),
    toFacts: (value) => {
      const parsed = z.enum(CURRENCIES).safeParse(value);
      return parsed.success ? [{ key: 'currency', op: 'set', value: parsed.data }] : [];
    },
  },
});
