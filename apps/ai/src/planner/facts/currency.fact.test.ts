import { describe, expect, it } from 'vitest';
import { slotFact } from './slots.ts';

const currencyFact = slotFact('currency');

import { runFact } from './fact-test-helpers.ts';

const read = (text: string) => runFact(currencyFact, 7, text).facts.map((f) => f.value);

describe('currency fact (words and symbols from lexicon/money.ts)', () => {
  it.each([
    ["oh that's euros not dollars", 'EUR'],
    ['currency: GBP', 'GBP'],
    ['switch to pounds', 'GBP'],
    ['in pounds sterling please', 'GBP'],
    ['we pay in Canadian dollars', 'CAD'],
    ['currency is AUD', 'AUD'],
    ['US dollars', 'USD'],
  ])('reads "%s" as %s', (text, currency) => {
    expect(read(text)).toEqual([currency]);
  });

  it('reads nothing when two currencies are both wanted, or none is named', () => {
    expect(read('dollars or euros')).toEqual([]);
    expect(read('make it bigger')).toEqual([]);
  });
});
