import { describe, expect, it } from 'vitest';
import { readBudget, readMoney } from './money.ts';

// What an amount is (budget, bid, other), what is not money at all, and which amount is the budget.

const bare = { bareNumbers: true };

describe('readMoney roles', () => {
  it.each([
    ['tCPA €35', 35, 'EUR'],
    ['target CPA of $40', 40, 'USD'],
    ['CPA target 25', 25, 'USD'],
    ['$40 CPA target', 40, 'USD'],
    ['max CPC $2', 2, 'USD'],
    ['max CPC of 1.50', 1.5, 'USD'],
    ['bid cap 3 dollars', 3, 'USD'],
    ['cost per lead under $30', 30, 'USD'],
    ['keep CPI below $2.50', 2.5, 'USD'],
    ['cpm around $8', 8, 'USD'],
    ['$2 per click', 2, 'USD'],
    ['5 dollar CPC', 5, 'USD'],
    ['we want a CPA under 20 bucks', 20, 'USD'],
  ])('reads "%s" as a bid, never a budget', (text, amount, currency) => {
    expect(readMoney(text)).toMatchObject([{ amount, currency, role: 'bid' }]);
    expect(readBudget(text)).toBeNull();
  });

  it('tells the budget from the bid in one message', () => {
    const text = 'budget 20k, tCPA €35';
    expect(readBudget(text)).toMatchObject({ amount: 20_000, role: 'budget' });
    expect(readMoney(text).find((r) => r.amount === 35)).toMatchObject({
      role: 'bid',
      currency: 'EUR',
      explicit: true,
    });
    expect(readBudget('€35 tCPA and €20k budget')?.amount).toBe(20_000);
  });

  it.each([
    ['we sell shoes for $120', 120],
    ['Our AOV is $80', 80],
    ['$10 off', 10],
    ['$5 each', 5],
    ['we make $2m in revenue', 2_000_000],
    ['instead of 20k', 20_000],
  ])('reads "%s" as other money', (text, amount) => {
    expect(readMoney(text)).toMatchObject([{ amount, role: 'other' }]);
    expect(readBudget(text)).toBeNull();
  });
});

describe('readMoney: what is not money', () => {
  it.each([
    '25-40',
    'women 25-40',
    'ages 18+',
    'ages 18-34 and 3 headlines',
    '6 weeks',
    '3 months',
    'run it for 30 days',
    'Q1',
    '2027',
    'we launched in 2019',
    '25% off',
    '60% Google, 40% Facebook',
    '4x ROAS',
    'top 10',
    '500 signups',
    '28-day click',
    'the 1st to the 15th',
    'from the 1st to the 15th of January',
    'call me at 555-123-4567',
    'call (555) 123-4567 or +44 20 7946 0958',
    'Jan 15',
    'starting April 15',
    '15 Jan',
    '1/15',
    'on 2025-04-01',
    'at 10:30 tomorrow',
    'at 5pm',
    'version v2 of Q3',
    '2 platforms, 3 countries, 5 headlines',
    '10 to 15 people',
    'one platform only',
    'twenty five',
    'Order 66',
    '20kg of flour',
    'split it 60/40',
    'the first 100 customers get 10% off',
  ])('finds no money in "%s" even when the budget was asked for', (text) => {
    expect(readMoney(text, bare)).toEqual([]);
  });

  it.each([
    '10k followers',
    '500k impressions',
    '1m views',
    '10k shoppers',
    'a 5k run',
    'a grand opening',
    'a grand idea',
    '2 grand prizes',
    'half the budget on Google',
    'we have 5000 followers',
  ])('finds no money in "%s"', (text) => {
    expect(readMoney(text)).toEqual([]);
  });
});

describe('readBudget', () => {
  it.each([
    ['$25k', 25_000, 'USD', null],
    ['25,000 dollars', 25_000, 'USD', null],
    ['USD 1.2m', 1_200_000, 'USD', null],
    ['£2.5k per day', 2500, 'GBP', 'day'],
    ['CA$3000', 3000, 'CAD', null],
    ['AUD 40,000', 40_000, 'AUD', null],
    ['Q3 budget: 40k', 40_000, 'USD', null],
    ['we can spend 10 thousand euros', 10_000, 'EUR', null],
    ['we can put in about 15 grand over Q1', 15_000, 'USD', null],
    ['Name: Summer Sizzle 2026; budget 40 000 €', 40_000, 'EUR', null],
  ])('reads the budget in "%s"', (text, amount, currency, period) => {
    expect(readBudget(text)).toMatchObject({ amount, currency, period, role: 'budget' });
  });

  it('prefers the amount next to a budget word', () => {
    expect(readBudget('max CPC $2, total budget $30k')?.amount).toBe(30_000);
    expect(readBudget('we sell shoes for $120, budget is 10k')?.amount).toBe(10_000);
    expect(readBudget('20k for Google and we have 5k for tests')?.amount).toBe(5000);
  });

  it('prefers an explicit amount, then the first', () => {
    expect(readBudget('maybe 20k, 25k, or $30k')?.amount).toBe(30_000);
    expect(readBudget('maybe 20k or 25k')?.amount).toBe(20_000);
  });

  it('reads the budget out of a message full of other facts', () => {
    const text =
      'Hi! We are a bakery in Denver, want leads from women 25-40, budget 20k total, run it for 6 weeks starting Jan 15';
    expect(readMoney(text)).toHaveLength(1);
    expect(readBudget(text)).toMatchObject({ amount: 20_000, period: 'total', explicit: false });
    const mixed = 'budget: $25k, 60% Google 40% Facebook, tCPA €35, 28-day click';
    expect(readMoney(mixed).map((r) => [r.amount, r.role])).toEqual([
      [25_000, 'budget'],
      [35, 'bid'],
    ]);
  });

  it('reads a bare number only when asked', () => {
    expect(readBudget('25000')).toBeNull();
    expect(readBudget('25000', bare)).toMatchObject({ amount: 25_000, currency: 'USD', explicit: false });
    expect(readBudget('25k', bare)?.amount).toBe(25_000);
  });

  it('returns null when there is no budget', () => {
    expect(readBudget('hi there')).toBeNull();
    expect(readBudget('ages 25-40, 6 weeks', bare)).toBeNull();
  });
});

describe('readBudget self-corrections, rate durations and named currencies', () => {
  it.each([
    ['15k... actually 18k', 18_000],
    ['budget 30k, sorry I mean 35k', 35_000],
    ['$9,000 or rather $12,000', 12_000],
    ['12 grand, scratch that, 14 grand', 14_000],
  ])('takes the amount after a self-correction in "%s"', (text, amount) => {
    const r = readBudget(text, bare);
    expect(r?.amount).toBe(amount);
    expect(r?.replaced).toHaveLength(1);
  });

  it('keeps the budget-word amount when nothing is corrected', () => {
    expect(readBudget('we sell for $40, budget $5k')?.amount).toBe(5_000);
  });

  it.each([
    ['4k/week, 6 weeks', 4_000, 'week', { count: 6, unit: 'week' }],
    ['2k a month x 3 months', 2_000, 'month', { count: 3, unit: 'month' }],
    ['$150 a day - 10 days', 150, 'day', { count: 10, unit: 'day' }],
  ])('reads the duration a rate is given for in "%s"', (text, amount, period, duration) => {
    expect(readBudget(text, bare)).toMatchObject({ amount, period, duration });
  });

  it('leaves a bare duration after a total for the schedule', () => {
    expect(readBudget('30k, 3 months', bare)?.duration).toBeUndefined();
  });

  it.each([
    ['5 grand a month, in pounds', 'GBP'],
    ['twenty thousand, all figures in EUR', 'EUR'],
    ['10k total, currency: CAD', 'CAD'],
  ])('takes the currency named apart from the amount in "%s"', (text, currency) => {
    expect(readBudget(text, bare)?.currency).toBe(currency);
  });
});

describe('cents, ceilings, typos and multi-buys', () => {
  it.each([
    ['max cpc 65 cents', 0.65, 'USD', 'bid'],
    ['bid 40c a click', 0.4, 'USD', 'bid'],
    ['max cpc of 90p', 0.9, 'GBP', 'bid'],
    ['buget is 12k max', 12000, 'USD', 'budget'],
    ['bugdet: 8 grand tops', 8000, 'USD', 'budget'],
    ['the offer is 3 for $25', 25, 'USD', 'other'],
    ['buy two get one for £5', 5, 'GBP', 'other'],
    ['our average basket is around $70', 70, 'USD', 'other'],
    ['bundle price $49', 49, 'USD', 'other'],
  ])('reads "%s" as %s %s (%s)', (text, amount, currency, role) => {
    const [r] = readMoney(text);
    expect(r).toMatchObject({ amount, currency, role });
  });

  it('a multi-buy next to the budget is not the budget', () => {
    expect(readBudget('budget $18k, and the deal is 2 for $30')?.amount).toBe(18000);
  });

  it('"c" inside a word is no cents', () => {
    expect(readMoney('we sell to 5 c-suite execs')).toEqual([]);
  });
});
