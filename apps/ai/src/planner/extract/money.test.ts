import { describe, expect, it } from 'vitest';
import { extractBudget, extractMoney } from './money.ts';

describe('extractBudget', () => {
  it.each([
    ['$25k', 25_000, 'USD', false],
    ['25,000 dollars', 25_000, 'USD', false],
    ['USD 1.2m', 1_200_000, 'USD', false],
    ['€5000', 5000, 'EUR', false],
    ['£2.5k per day', 2500, 'GBP', true],
    ['CA$3000', 3000, 'CAD', false],
    ['AUD 40,000', 40_000, 'AUD', false],
    ['$500 a day', 500, 'USD', true],
    ['a daily budget of $750', 750, 'USD', true],
    ['budget of 25000', 25_000, 'USD', false],
    ['Q3 budget: 40k', 40_000, 'USD', false],
    ['we can spend 10 thousand euros', 10_000, 'EUR', false],
  ])('reads %s', (text, amount, currency, daily) => {
    expect(extractBudget(text)).toEqual({ amount, currency, daily });
  });

  it('reads a bare number only when the planner asked for the budget', () => {
    expect(extractBudget('25000')).toBeNull();
    expect(extractBudget('25000', { bareNumbers: true })).toEqual({
      amount: 25_000,
      currency: 'USD',
      daily: false,
    });
  });

  it('prefers the amount next to the word budget', () => {
    expect(extractBudget('max CPC $2, total budget $30k')?.amount).toBe(30_000);
  });

  it.each([
    'ages 18-34 and 3 headlines',
    'run it for 30 days',
    'raise it by 30%',
    'starting April 15',
    'version v2 of Q3',
    'on 2025-04-01',
  ])('finds no amount in "%s" even when asked', (text) => {
    expect(extractBudget(text, { bareNumbers: true })).toBeNull();
  });

  it('refuses amounts beyond the draft schema limit', () => {
    expect(extractMoney('$2 billion')).toEqual([]);
  });
});
