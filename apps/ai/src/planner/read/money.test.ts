import { describe, expect, it } from 'vitest';
import { type MoneyReading, readBudget, readMoney } from './money.ts';

const bare = { bareNumbers: true };

/** The single reading in text; fails when there is none or more than one. */
function one(text: string, opts = {}): MoneyReading {
  const all = readMoney(text, opts);
  expect(all, text).toHaveLength(1);
  return all[0] as MoneyReading;
}
const claimed = (text: string, r: MoneyReading) => text.slice(r.start, r.end);

describe('readMoney amounts', () => {
  it.each([
    ['20 grand', 20_000],
    ['2.5 grand', 2500],
    ['20k', 20_000],
    ['50 K', 50_000],
    ['$20K', 20_000],
    ['$20.000', 20_000],
    ['€40.000', 40_000],
    ['€1.250.000', 1_250_000],
    ['40 000 €', 40_000],
    ['$1,250.50', 1250.5],
    ['$2.50', 2.5],
    ['€2,50', 2.5],
    ['1.5m', 1_500_000],
    ['2.5 mil', 2_500_000],
    ['3MM', 3_000_000],
    ['$1.2 million', 1_200_000],
    ['7,5k', 7500],
    ['1.500k', 1500],
    ['5 hundred bucks', 500],
    ['2 and a half million', 2_500_000],
    ['half a million', 500_000],
    ['twenty five thousand', 25_000],
    ['twenty-five thousand dollars', 25_000],
    ['fifty k', 50_000],
    ['a hundred grand', 100_000],
    ['three hundred and fifty thousand', 350_000],
    ['ten thousand euros', 10_000],
    ['one and a half million', 1_500_000],
    ['two point five million', 2_500_000],
    ['a couple grand', 2000],
    ['twenty-five hundred bucks', 2500],
  ])('reads "%s" as %d', (text, amount) => {
    const r = one(text);
    expect(r.amount).toBe(amount);
    expect(claimed(text, r)).toBe(text);
  });

  it('reads "a grand a day" as 1000 a day', () => {
    expect(one('a grand a day')).toMatchObject({
      amount: 1000,
      period: 'day',
      role: 'budget',
      start: 0,
      end: 13,
    });
  });

  it('reads a bare number only when the planner asked for the budget or a budget word is near', () => {
    expect(readMoney('20,000')).toEqual([]);
    expect(one('20,000', bare)).toMatchObject({ amount: 20_000, currency: 'USD', explicit: false });
    expect(one('budget of 25000').amount).toBe(25_000);
    expect(one('we have 5000').amount).toBe(5000);
    expect(one('we can put in 3000 this month').amount).toBe(3000);
    expect(one('5000 to spend').amount).toBe(5000);
  });

  it('reads a bare "Nk" or "N thousand" as money after a change or a question', () => {
    for (const text of ['actually make it 30k', 'what would 30k get me', 'no wait, 30 thousand', 'with 30k?'])
      expect(one(text), text).toMatchObject({ amount: 30_000, role: 'budget' });
    expect(one('make it 30000').amount).toBe(30_000);
  });

  it('reads "20k+" and "20k-ish" as 20k', () => {
    expect(one('20k+').amount).toBe(20_000);
    expect(one('budget 20k-ish').amount).toBe(20_000);
  });

  it('reads a currency mark before number words', () => {
    expect(one('£ five hundred')).toMatchObject({ amount: 500, currency: 'GBP', explicit: true });
    expect(one('USD twenty thousand')).toMatchObject({ amount: 20_000, currency: 'USD', explicit: true });
  });

  it('refuses amounts beyond the draft schema limit', () => {
    expect(readMoney('$2 billion')).toEqual([]);
  });
});

describe('readMoney currencies', () => {
  it.each([
    ['$500', 'USD'],
    ['US$500', 'USD'],
    ['USD 500', 'USD'],
    ['USD500', 'USD'],
    ['500 dollars', 'USD'],
    ['500 bucks', 'USD'],
    ['500 usd', 'USD'],
    ['€500', 'EUR'],
    ['EUR 500', 'EUR'],
    ['500 euros', 'EUR'],
    ['5k€', 'EUR'],
    ['€5k', 'EUR'],
    ['£500', 'GBP'],
    ['GBP 500', 'GBP'],
    ['500 pounds', 'GBP'],
    ['500 quid', 'GBP'],
    ['C$500', 'CAD'],
    ['CA$500', 'CAD'],
    ['CAD 500', 'CAD'],
    ['500 canadian dollars', 'CAD'],
    ['A$500', 'AUD'],
    ['AUD 500', 'AUD'],
    ['500 australian dollars', 'AUD'],
  ])('reads the currency of "%s"', (text, currency) => {
    const r = one(text);
    expect(r).toMatchObject({ currency, explicit: true });
    expect(r.amount === 500 || r.amount === 5000).toBe(true);
    expect(claimed(text, r)).toBe(text);
  });

  it('gives an unmarked amount the currency named elsewhere in the message, else USD', () => {
    expect(readMoney('tCPA 35, budget €20k').map((r) => [r.currency, r.explicit])).toEqual([
      ['EUR', false],
      ['EUR', true],
    ]);
    expect(one('20k')).toMatchObject({ currency: 'USD', explicit: false });
  });

  it('does not count "grand" as a currency mark', () => {
    expect(one('20 grand').explicit).toBe(false);
  });
});

describe('readMoney periods and durations', () => {
  it.each([
    ['2.5k a day', 2500, 'day'],
    ['$500/day', 500, 'day'],
    ['1.2k/d', 1200, 'day'],
    ['€300 p/d', 300, 'day'],
    ['$500 per day', 500, 'day'],
    ['$1,000 weekly', 1000, 'week'],
    ['we could do 1k/week', 1000, 'week'],
    ['$5k per month', 5000, 'month'],
    ['$5k/mo', 5000, 'month'],
    ['30k total', 30_000, 'total'],
    ['30k overall', 30_000, 'total'],
    ['30k in total', 30_000, 'total'],
    ['30k for the whole campaign', 30_000, 'total'],
    ['about 10-12 grand all in', 11_000, 'total'],
  ])('reads "%s" as %d per %s, claiming the period words', (text, amount, period) => {
    const r = one(text);
    expect(r).toMatchObject({ amount, period });
    expect(claimed(text, r).endsWith(text.split(' ').at(-1) as string)).toBe(true);
  });

  it('reads a period named before the amount and claims it', () => {
    const text = 'a daily budget of 300';
    expect(one(text)).toMatchObject({ amount: 300, period: 'day' });
    expect(claimed(text, one(text))).toBe('daily budget of 300');
    expect(one('monthly budget: 4,000')).toMatchObject({ amount: 4000, period: 'month' });
    expect(one('total budget $30k')).toMatchObject({ amount: 30_000, period: 'total' });
    expect(one('lifetime budget 12k').period).toBe('total');
  });

  it('reads "500 daily" when the budget was asked for', () => {
    expect(one('500 daily', bare)).toMatchObject({ amount: 500, period: 'day' });
  });

  it('leaves the period null when the text says nothing', () => {
    expect(one('$25k').period).toBeNull();
  });

  it.each([
    ['$5k per month for 3 months', 5000, 'month', { count: 3, unit: 'month' }],
    ['1k a week for six weeks', 1000, 'week', { count: 6, unit: 'week' }],
    ['$200 a day for 2 weeks', 200, 'day', { count: 2, unit: 'week' }],
    ['5k a month for the next three months', 5000, 'month', { count: 3, unit: 'month' }],
    ['100 bucks a day for a month', 100, 'day', { count: 1, unit: 'month' }],
    ['$5k/mo for 3 mos', 5000, 'month', { count: 3, unit: 'month' }],
  ])('reads the rate and duration of "%s"', (text, amount, period, duration) => {
    const r = one(text);
    expect(r).toMatchObject({ amount, period, duration });
    expect(claimed(text, r)).toBe(text);
  });

  it('stops the claim at the duration: "starting March" is for the schedule', () => {
    const text = '$10k/month for 6 months starting March';
    expect(claimed(text, one(text))).toBe('$10k/month for 6 months');
  });

  it('reads "30k over 3 months" as a total and leaves "3 months" for the schedule', () => {
    const text = '30k over 3 months';
    const r = one(text);
    expect(r).toMatchObject({ amount: 30_000, period: 'total' });
    expect(r.duration).toBeUndefined();
    expect(claimed(text, r)).toBe('30k');
  });
});

describe('readMoney ranges', () => {
  it.each([
    ['15-20k', 15_000, 20_000],
    ['$15-20k', 15_000, 20_000],
    ['15k–20k', 15_000, 20_000],
    ['between $15k and $20k', 15_000, 20_000],
    ['between fifteen and twenty thousand', 15_000, 20_000],
    ['15 to 20 grand', 15_000, 20_000],
    ['$500-$2k', 500, 2000],
    ['$15,000 to $20,000', 15_000, 20_000],
  ])('reads "%s" as a range', (text, low, high) => {
    const r = one(text);
    expect(r).toMatchObject({ range: [low, high], amount: (low + high) / 2 });
    expect(claimed(text, r)).toBe(text);
  });

  it('reads "somewhere around 10-12k" with its midpoint', () => {
    expect(one('somewhere around 10-12k')).toMatchObject({ range: [10_000, 12_000], amount: 11_000 });
  });

  it('reads a range with a period', () => {
    expect(one('$15k-$20k a month')).toMatchObject({ range: [15_000, 20_000], period: 'month' });
    expect(one('budget 500-1000 a day')).toMatchObject({ range: [500, 1000], period: 'day' });
  });

  it('reads "from 20k to 30k" after a change verb as the old and the new amount, not a range', () => {
    const [old, next] = readMoney('raise it from 20k to 30k');
    expect(old).toMatchObject({ amount: 20_000, role: 'other' });
    expect(next).toMatchObject({ amount: 30_000, role: 'budget' });
    expect(next?.range).toBeUndefined();
    expect(readBudget('raise the budget from 20k to 30k')?.amount).toBe(30_000);
  });
});
