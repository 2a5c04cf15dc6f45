import { describe, expect, it } from 'vitest';
import { readRelativeBudget } from './relative-budget.ts';

describe('a budget relative to the current one', () => {
  it.each([
    ['if we doubled the budget how many more sales would that be', 2],
    ['what if we double our spend?', 2],
    ['triple the budget', 3],
    ['cut it in half', 0.5],
    ['halve the budget pls', 0.5],
    ['20% more budget', 1.2],
    ['what about 10 percent less spend', 0.9],
    ['push the budget up 50%', 1.5],
  ])('reads "%s" as x%s', (text, factor) => {
    expect(readRelativeBudget(text)?.factor).toBeCloseTo(factor);
  });

  it.each([
    'double check the headlines',
    '20% off everything',
    'a budget of 20k',
    'half the audience is in Texas',
  ])('reads nothing in "%s"', (text) => {
    expect(readRelativeBudget(text)).toBeNull();
  });
});
