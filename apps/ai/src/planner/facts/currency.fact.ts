import { CURRENCIES } from '@northstar/shared/campaign';
import { z } from 'zod';
import { CURRENCY_SYMBOLS, CURRENCY_WORDS } from '../lexicon/money.ts';
import { findEntities } from '../lexicon/vocabulary.ts';
import { defineFact } from './fact-types.ts';

// The budget's currency on its own: "oh that's euros not dollars", "currency: GBP", "switch to pounds".
// An amount with its currency ("€40,000") is the budget fact's; this reads what is left.

type Currency = (typeof CURRENCIES)[number];

interface Found {
  currency: Currency;
  at: number;
  end: number;
}

/** Currency names and symbols in text, from the lexicon (lexicon/money.ts), longest first. */
function currenciesIn(text: string): Found[] {
  const found: Found[] = findEntities(CURRENCY_WORDS, text, { typos: false }).map((m) => ({
    currency: m.values[0] as Currency,
    at: m.start,
    end: m.end,
  }));
  const symbols = Object.entries(CURRENCY_SYMBOLS)
    .flatMap(([currency, list]) => list.map((symbol) => ({ currency: currency as Currency, symbol })))
    .sort((a, b) => b.symbol.length - a.symbol.length);
  const upper = text.toUpperCase();
  for (const { currency, symbol } of symbols)
    for (let at = upper.indexOf(symbol); at !== -1; at = upper.indexOf(symbol, at + 1)) {
      // "C$" is CAD, not also USD; a symbol glued to a word's end ("NZ$") is not read.
      if (found.some((f) => at < f.end && f.at < at + symbol.length)) continue;
      found.push({ currency, at, end: at + symbol.length });
    }
  return found.sort((a, b) => a.at - b.at);
}
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
    const found = currenciesIn(text);
    const chosen = found.filter((f) => !NEGATED_BEFORE.test(text.slice(Math.max(0, f.at - 16), f.at)));
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
