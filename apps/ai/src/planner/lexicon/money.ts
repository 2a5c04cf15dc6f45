import type { CURRENCIES } from '@northstar/shared/campaign';
import type { Entry, Vocabulary } from './vocabulary.ts';

// Money words: currencies by name, code and symbol, and the units amounts and rates are said in.

type Currency = (typeof CURRENCIES)[number];

/** Currency entries; `symbols` are read by the recogniser's money span, not as words. */
export const CURRENCY_SYMBOLS: Readonly<Record<Currency, readonly string[]>> = {
  USD: ['US$', '$'],
  EUR: ['€'],
  GBP: ['£'],
  CAD: ['C$', 'CA$'],
  AUD: ['A$', 'AU$'],
};

export const CURRENCY_WORDS: Vocabulary<Currency> = {
  kind: 'currency',
  entries: [
    { values: ['USD'], names: ['USD', 'dollar', 'dollars', 'US dollars', 'American dollars', 'bucks'] },
    { values: ['EUR'], names: ['EUR', 'euro', 'euros'] },
    { values: ['GBP'], names: ['GBP', 'pound', 'pounds', 'pounds sterling', 'sterling', 'quid'] },
    { values: ['CAD'], names: ['CAD', 'Canadian dollar', 'Canadian dollars'] },
    { values: ['AUD'], names: ['AUD', 'Australian dollar', 'Australian dollars'] },
  ] satisfies Entry<Currency>[],
};

/** Multipliers after a number ("20k", "1.5 million", "2 grand"). */
export const MULTIPLIERS: Vocabulary<'1000' | '1000000'> = {
  kind: 'multiplier',
  entries: [
    { values: ['1000'], names: ['k', 'K', 'thousand', 'grand', 'thou'] },
    { values: ['1000000'], names: ['m', 'M', 'mm', 'million', 'mil', 'mio'] },
  ],
};

/** Periods a rate is said per ("a day", "weekly", "/mo"). */
export const PERIODS: Vocabulary<'day' | 'week' | 'month' | 'year'> = {
  kind: 'period',
  entries: [
    { values: ['day'], names: ['day', 'daily', 'per day', 'a day', 'each day', 'every day', 'dy'] },
    { values: ['week'], names: ['week', 'weekly', 'per week', 'a week', 'wk', 'wks'] },
    { values: ['month'], names: ['month', 'monthly', 'per month', 'a month', 'mo', 'mth', 'pm'] },
    { values: ['year'], names: ['year', 'yearly', 'annually', 'per year', 'a year', 'yr', 'pa'] },
  ],
};

/** How many times, said as a word ("twice a week"): a count that needs no unit. */
export const TIMES: Vocabulary<'1' | '2' | '3'> = {
  kind: 'times',
  entries: [
    { values: ['1'], names: ['once', 'one time'] },
    { values: ['2'], names: ['twice', 'two times'] },
    { values: ['3'], names: ['thrice', 'three times'] },
  ],
};
