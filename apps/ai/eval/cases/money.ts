import type { CaseStart, PhrasingCase } from '../eval-types.ts';

// Budget amounts (grand, k, number words, regional notation), currencies, ranges, rates, budget type,
// pacing, allocation, and bid targets that are never the budget.

type Draft = NonNullable<CaseStart['draft']>;
const base: Draft = {
  campaignName: 'Winter Boots',
  objective: 'sales',
  kpis: { primary: 'roas' },
  platforms: { selected: ['google-ads', 'facebook', 'instagram'] },
  targeting: { geography: { countries: ['US'] } },
  creatives: { copy: { headlines: ['Boots built for snow'] } },
};
const euro: Draft = { ...base, targeting: { geography: { countries: ['DE', 'AT', 'CH'] } } };
const withBudget = (d: Draft, budget: Draft['budget']): Draft => ({ ...d, budget });
const onPlatforms = (...selected: NonNullable<NonNullable<Draft['platforms']>['selected']>): Draft => ({
  ...base,
  platforms: { selected },
});
const withDates = (startDate: string, endDate = ''): Draft => ({ ...base, schedule: { startDate, endDate } });

const TOTAL = 'budget.totalBudget';
const TYPE = 'budget.budgetType';
const CURRENCY = 'budget.currency';
const PACING = 'budget.pacing';
const END = 'schedule.endDate';
const CAP_IMPRESSIONS = 'bidding.optimization.frequencyCap.impressions';
const CAP_PER = 'bidding.optimization.frequencyCap.per';

// The runner compares leaf paths: each platform's share is its own path.
const alloc = (shares: Record<string, number>) =>
  Object.fromEntries(Object.entries(shares).map(([platform, pct]) => [`budget.allocation.${platform}`, pct]));

export const cases: PhrasingCase[] = [
  // --- amounts ---
  {
    id: 'budget-grand-1',
    fact: 'budget',
    at: { step: 7, draft: base },
    say: '20 grand',
    expect: { [TOTAL]: 20000, [TYPE]: 'lifetime' },
  },
  {
    id: 'budget-grand-2',
    fact: 'budget',
    at: { step: 7, draft: base },
    say: '2.5 grand',
    expect: { [TOTAL]: 2500, [TYPE]: 'lifetime' },
  },
  {
    id: 'budget-words-1',
    fact: 'budget',
    at: { step: 7, draft: base },
    say: 'twenty five thousand',
    expect: { [TOTAL]: 25000, [TYPE]: 'lifetime' },
  },
  {
    id: 'budget-k-total-1',
    fact: 'budget',
    at: { step: 7, draft: base },
    say: '$25k total',
    expect: { [TOTAL]: 25000, [TYPE]: 'lifetime', [CURRENCY]: 'USD' },
  },
  {
    id: 'budget-per-day-1',
    fact: 'budget',
    at: { step: 7, draft: base },
    say: '2.5k a day',
    expect: { [TOTAL]: 2500, [TYPE]: 'daily' },
  },
  {
    id: 'budget-euro-comma-1',
    fact: 'budget',
    at: { step: 7, draft: euro },
    say: '€40,000',
    expect: { [TOTAL]: 40000, [TYPE]: 'lifetime', [CURRENCY]: 'EUR' },
  },
  // European thousands separator.
  {
    id: 'budget-euro-dot-1',
    fact: 'budget',
    at: { step: 7, draft: euro },
    say: '€40.000',
    expect: { [TOTAL]: 40000, [TYPE]: 'lifetime', [CURRENCY]: 'EUR' },
  },
  {
    id: 'budget-quid-1',
    fact: 'budget',
    at: { step: 7, draft: base },
    say: '40k quid',
    expect: { [TOTAL]: 40000, [TYPE]: 'lifetime', [CURRENCY]: 'GBP' },
  },
  {
    id: 'budget-pounds-1',
    fact: 'budget',
    at: { step: 7, draft: base },
    say: '£12k for the whole thing',
    expect: { [TOTAL]: 12000, [TYPE]: 'lifetime', [CURRENCY]: 'GBP' },
  },
  {
    id: 'budget-cad-1',
    fact: 'budget',
    at: { step: 7, draft: base },
    say: 'budget is 15000 CAD',
    expect: { [TOTAL]: 15000, [TYPE]: 'lifetime', [CURRENCY]: 'CAD' },
  },
  {
    id: 'budget-aud-1',
    fact: 'budget',
    at: { step: 7, draft: base },
    say: 'A$8,000 all up',
    expect: { [TOTAL]: 8000, [TYPE]: 'lifetime', [CURRENCY]: 'AUD' },
  },
  {
    id: 'budget-slash-day-1',
    fact: 'budget',
    at: { step: 7, draft: base },
    say: '$600/day',
    expect: { [TOTAL]: 600, [TYPE]: 'daily' },
  },
  {
    id: 'budget-words-2',
    fact: 'budget',
    at: { step: 7, draft: base },
    say: 'half a million',
    expect: { [TOTAL]: 500000, [TYPE]: 'lifetime' },
  },
  {
    id: 'budget-words-per-day-1',
    fact: 'budget',
    at: { step: 7, draft: base },
    say: 'fifteen hundred a day',
    expect: { [TOTAL]: 1500, [TYPE]: 'daily' },
  },
  {
    id: 'budget-million-1',
    fact: 'budget',
    at: { step: 7, draft: base },
    say: '1.2m',
    expect: { [TOTAL]: 1200000, [TYPE]: 'lifetime' },
  },
  {
    id: 'budget-about-1',
    fact: 'budget',
    at: { step: 7, draft: base },
    say: 'we can spend about 3k',
    expect: { [TOTAL]: 3000, [TYPE]: 'lifetime' },
  },
  {
    id: 'budget-self-correction-1',
    fact: 'budget',
    at: { step: 7, draft: base },
    say: '20k, no wait 25k',
    expect: { [TOTAL]: 25000, [TYPE]: 'lifetime' },
  },
  {
    id: 'budget-words-3',
    fact: 'budget',
    at: { step: 7, draft: base },
    say: 'ten thousand dollars',
    expect: { [TOTAL]: 10000, [TYPE]: 'lifetime', [CURRENCY]: 'USD' },
  },
  {
    id: 'budget-euro-per-day-1',
    fact: 'budget',
    at: { step: 7, draft: euro },
    say: '€2.500 a day',
    expect: { [TOTAL]: 2500, [TYPE]: 'daily', [CURRENCY]: 'EUR' },
  },
  {
    id: 'budget-pounds-words-1',
    fact: 'budget',
    at: { step: 7, draft: base },
    say: '5 thousand pounds',
    expect: { [TOTAL]: 5000, [TYPE]: 'lifetime', [CURRENCY]: 'GBP' },
  },
  {
    id: 'budget-hundred-k-1',
    fact: 'budget',
    at: { step: 7, draft: base },
    say: 'a hundred k',
    expect: { [TOTAL]: 100000, [TYPE]: 'lifetime' },
  },
  {
    id: 'budget-lifetime-label-1',
    fact: 'budget',
    at: { step: 7, draft: base },
    say: '$7,500 lifetime',
    expect: { [TOTAL]: 7500, [TYPE]: 'lifetime' },
  },
  {
    id: 'budget-bucks-1',
    fact: 'budget',
    at: { step: 7, draft: base },
    say: '50k bucks',
    expect: { [TOTAL]: 50000, [TYPE]: 'lifetime' },
  },
  {
    id: 'budget-thirty-k-1',
    fact: 'budget',
    at: { step: 7, draft: base },
    say: 'thirty k',
    expect: { [TOTAL]: 30000, [TYPE]: 'lifetime' },
  },
  {
    id: 'budget-correction-1',
    fact: 'budget',
    at: { step: 7, draft: withBudget(base, { totalBudget: 20000, budgetType: 'lifetime' }) },
    say: 'actually make it $30k',
    expect: { [TOTAL]: 30000 },
  },
  {
    id: 'budget-correction-2',
    fact: 'budget',
    at: { step: 7, draft: withBudget(base, { totalBudget: 20000, budgetType: 'lifetime' }) },
    say: 'no wait, 40k',
    expect: { [TOTAL]: 40000 },
  },
  {
    id: 'budget-correction-3',
    fact: 'budget',
    at: { step: 8, draft: withBudget(base, { totalBudget: 20000, budgetType: 'lifetime' }) },
    say: 'change the budget to 30k',
    expect: { [TOTAL]: 30000 },
  },
  {
    id: 'budget-front-loaded-1',
    fact: 'budget',
    at: { step: 1 },
    say: "we've got 10k to spend on leads",
    expect: { objective: 'leads', [TOTAL]: 10000, [TYPE]: 'lifetime' },
  },
  {
    id: 'budget-front-loaded-2',
    fact: 'budget',
    at: { step: 3, draft: { campaignName: 'Winter Boots', objective: 'sales', kpis: { primary: 'roas' } } },
    say: 'google and fb, about 15k total',
    expect: { 'platforms.selected': ['google-ads', 'facebook'], [TOTAL]: 15000, [TYPE]: 'lifetime' },
  },
  {
    id: 'budget-front-loaded-3',
    fact: 'budget',
    at: { step: 4, draft: base },
    say: 'UK only, and the budget is 2 grand a day',
    expect: { 'targeting.geography.countries': ['GB'], [TOTAL]: 2000, [TYPE]: 'daily' },
  },

  // --- ranges --- (not applied: the reply names the range and offers the midpoint)
  {
    id: 'budget-range-1',
    fact: 'budget-range',
    at: { step: 7, draft: base },
    say: '15-20k',
    unchanged: true,
    asksApproval: true,
    replyIncludes: ['17,500'],
  },
  {
    id: 'budget-range-2',
    fact: 'budget-range',
    at: { step: 7, draft: base },
    say: 'somewhere between 10 and 15 grand',
    unchanged: true,
    asksApproval: true,
    replyIncludes: ['12,500'],
  },
  {
    id: 'budget-range-3',
    fact: 'budget-range',
    at: { step: 7, draft: euro },
    say: '€30-40k',
    unchanged: true,
    asksApproval: true,
    replyIncludes: ['35,000'],
  },
  {
    id: 'budget-range-4',
    fact: 'budget-range',
    at: { step: 7, draft: base },
    say: '5 to 8k a day',
    unchanged: true,
    asksApproval: true,
    replyIncludes: ['6,500'],
  },
  {
    id: 'budget-range-approve-1',
    fact: 'budget-range',
    at: { step: 7, draft: base, before: ['15-20k'] },
    say: 'yes go with that',
    expect: { [TOTAL]: 17500, [TYPE]: 'lifetime' },
  },
  {
    id: 'budget-range-modify-1',
    fact: 'budget-range',
    at: { step: 7, draft: base, before: ['15-20k'] },
    say: 'no, 20k',
    expect: { [TOTAL]: 20000, [TYPE]: 'lifetime' },
  },

  // --- rate + duration --- (lifetime total; end date = start + N months, less a day)
  {
    id: 'budget-rate-1',
    fact: 'budget-rate',
    at: { step: 7, draft: base },
    say: '$5k per month for 3 months',
    expect: { [TOTAL]: 15000, [TYPE]: 'lifetime', [END]: '2027-02-23' },
  },
  {
    id: 'budget-rate-2',
    fact: 'budget-rate',
    at: { step: 7, draft: base },
    say: '2k a month for six months',
    expect: { [TOTAL]: 12000, [TYPE]: 'lifetime', [END]: '2027-05-23' },
  },
  {
    id: 'budget-rate-3',
    fact: 'budget-rate',
    at: { step: 7, draft: base },
    say: '10k/month, 2 months',
    expect: { [TOTAL]: 20000, [TYPE]: 'lifetime', [END]: '2027-01-23' },
  },
  {
    id: 'budget-rate-4',
    fact: 'budget-rate',
    at: { step: 7, draft: euro },
    say: '€3k monthly for the next 4 months',
    expect: { [TOTAL]: 12000, [TYPE]: 'lifetime', [CURRENCY]: 'EUR', [END]: '2027-03-23' },
  },
  {
    id: 'budget-rate-start-set-1',
    fact: 'budget-rate',
    at: { step: 7, draft: withDates('2027-01-01') },
    say: '$5k per month for 3 months',
    expect: { [TOTAL]: 15000, [TYPE]: 'lifetime', [END]: '2027-03-31' },
  },
  // A weekly rate with a duration works like the monthly one: 8 weeks = 56 days counted from the start.
  {
    id: 'budget-rate-weekly-1',
    fact: 'budget-rate',
    at: { step: 7, draft: base },
    say: '1k a week for 8 weeks',
    expect: { [TOTAL]: 8000, [TYPE]: 'lifetime', [END]: '2027-01-18' },
  },
  {
    id: 'budget-rate-quid-1',
    fact: 'budget-rate',
    at: { step: 7, draft: base },
    say: '3 grand a month for 2 months, in quid',
    expect: { [TOTAL]: 6000, [TYPE]: 'lifetime', [CURRENCY]: 'GBP', [END]: '2027-01-23' },
  },
  {
    id: 'budget-rate-front-loaded-1',
    fact: 'budget-rate',
    at: { step: 1 },
    say: 'name: Always On; $5k per month for 3 months',
    expect: { campaignName: 'Always On', [TOTAL]: 15000, [TYPE]: 'lifetime', [END]: '2027-02-23' },
  },

  // --- budget type and pacing ---
  {
    id: 'budget-type-daily-1',
    fact: 'budget-type',
    at: { step: 7, draft: withBudget(base, { totalBudget: 500, budgetType: 'lifetime' }) },
    say: 'make it a daily budget',
    expect: { [TYPE]: 'daily' },
  },
  {
    id: 'budget-type-lifetime-1',
    fact: 'budget-type',
    at: { step: 7, draft: withBudget(base, { totalBudget: 9000, budgetType: 'daily' }) },
    say: 'switch to lifetime',
    expect: { [TYPE]: 'lifetime' },
  },
  {
    id: 'budget-type-daily-2',
    fact: 'budget-type',
    at: { step: 7, draft: withBudget(base, { totalBudget: 300, budgetType: 'lifetime' }) },
    say: 'oh thats per day btw',
    expect: { [TYPE]: 'daily' },
  },
  {
    id: 'budget-type-daily-amount-1',
    fact: 'budget-type',
    at: { step: 7, draft: base },
    say: 'daily budget 300',
    expect: { [TOTAL]: 300, [TYPE]: 'daily' },
  },
  {
    id: 'pacing-standard-1',
    fact: 'pacing',
    at: {
      step: 7,
      draft: withBudget(base, { totalBudget: 20000, budgetType: 'lifetime', pacing: 'accelerated' }),
    },
    say: 'spend it evenly',
    expect: { [PACING]: 'standard' },
  },
  {
    id: 'pacing-accelerated-1',
    fact: 'pacing',
    at: { step: 7, draft: withBudget(base, { totalBudget: 20000, budgetType: 'lifetime' }) },
    say: 'front-load it',
    expect: { [PACING]: 'accelerated' },
  },
  {
    id: 'pacing-accelerated-2',
    fact: 'pacing',
    at: { step: 7, draft: withBudget(base, { totalBudget: 20000, budgetType: 'lifetime' }) },
    say: 'spend faster at the start, we want launch buzz',
    expect: { [PACING]: 'accelerated' },
  },
  {
    id: 'pacing-standard-2',
    fact: 'pacing',
    at: {
      step: 7,
      draft: withBudget(base, { totalBudget: 20000, budgetType: 'lifetime', pacing: 'accelerated' }),
    },
    say: 'standard pacing pls',
    expect: { [PACING]: 'standard' },
  },
  {
    id: 'pacing-with-budget-1',
    fact: 'pacing',
    at: { step: 7, draft: withBudget(base, { pacing: 'accelerated' }) },
    say: 'lifetime budget of 9k, spread evenly',
    expect: { [TOTAL]: 9000, [TYPE]: 'lifetime', [PACING]: 'standard' },
  },
  {
    id: 'pacing-accelerated-3',
    fact: 'pacing',
    at: { step: 8, draft: withBudget(base, { totalBudget: 20000, budgetType: 'lifetime' }) },
    say: 'can we go accelerated on delivery',
    expect: { [PACING]: 'accelerated' },
  },

  {
    id: 'budget-type-lifetime-2',
    fact: 'budget-type',
    at: { step: 7, draft: withBudget(base, { totalBudget: 5000, budgetType: 'daily' }) },
    say: 'lifetime pls, not daily',
    expect: { [TYPE]: 'lifetime' },
  },
  {
    id: 'budget-type-daily-3',
    fact: 'budget-type',
    at: { step: 7, draft: withBudget(base, { totalBudget: 400, budgetType: 'lifetime' }) },
    say: "it's a daily cap",
    expect: { [TYPE]: 'daily' },
  },
  {
    id: 'budget-type-lifetime-3',
    fact: 'budget-type',
    at: { step: 8, draft: withBudget(base, { totalBudget: 9000, budgetType: 'daily' }) },
    say: 'that 9k is for the whole campaign btw, not per day',
    expect: { [TYPE]: 'lifetime' },
  },
  {
    id: 'budget-type-daily-4',
    fact: 'budget-type',
    at: { step: 7, draft: withBudget(base, { totalBudget: 250, budgetType: 'lifetime' }) },
    say: 'per day, sorry',
    expect: { [TYPE]: 'daily' },
  },
  {
    id: 'pacing-standard-3',
    fact: 'pacing',
    at: {
      step: 7,
      draft: withBudget(base, { totalBudget: 20000, budgetType: 'lifetime', pacing: 'accelerated' }),
    },
    say: 'dont blow it all in week one, pace it',
    expect: { [PACING]: 'standard' },
  },
  // "as fast as possible" is about spend, not the start date (already today).
  {
    id: 'pacing-accelerated-4',
    fact: 'pacing',
    at: { step: 7, draft: withBudget(base, { totalBudget: 20000, budgetType: 'lifetime' }) },
    say: 'spend it as fast as possible',
    expect: { [PACING]: 'accelerated' },
  },
  {
    id: 'budget-range-5',
    fact: 'budget-range',
    at: { step: 7, draft: base },
    say: 'between 8 and 12k',
    unchanged: true,
    asksApproval: true,
    replyIncludes: ['10,000'],
  },
  {
    id: 'budget-range-6',
    fact: 'budget-range',
    at: { step: 7, draft: base },
    say: '£3-4k probably',
    unchanged: true,
    asksApproval: true,
    replyIncludes: ['3,500'],
  },

  // --- allocation ---
  {
    id: 'allocation-1',
    fact: 'allocation',
    at: { step: 7, draft: onPlatforms('google-ads', 'facebook') },
    say: '60% Google, 40% Facebook',
    expect: { ...alloc({ 'google-ads': 60, facebook: 40 }) },
  },
  {
    id: 'allocation-2',
    fact: 'allocation',
    at: { step: 7, draft: onPlatforms('google-ads', 'facebook', 'instagram') },
    say: 'half on google, rest split between fb and insta',
    expect: { ...alloc({ 'google-ads': 50, facebook: 25, instagram: 25 }) },
  },
  {
    id: 'allocation-3',
    fact: 'allocation',
    at: { step: 7, draft: onPlatforms('facebook', 'instagram') },
    say: '70/30 fb/ig',
    expect: { ...alloc({ facebook: 70, instagram: 30 }) },
  },
  {
    id: 'allocation-even-1',
    fact: 'allocation',
    at: { step: 7, draft: onPlatforms('google-ads', 'linkedin') },
    say: 'split it evenly',
    expect: { ...alloc({ 'google-ads': 50, linkedin: 50 }) },
  },
  {
    id: 'allocation-4',
    fact: 'allocation',
    at: { step: 7, draft: onPlatforms('facebook', 'instagram', 'tiktok') },
    say: 'put 40% on tiktok, 30 each on fb and insta',
    expect: { ...alloc({ tiktok: 40, facebook: 30, instagram: 30 }) },
  },
  {
    id: 'allocation-5',
    fact: 'allocation',
    at: { step: 7, draft: onPlatforms('linkedin', 'google-ads') },
    say: '80 linkedin 20 google',
    expect: { ...alloc({ linkedin: 80, 'google-ads': 20 }) },
  },
  {
    id: 'allocation-even-2',
    fact: 'allocation',
    at: { step: 7, draft: onPlatforms('facebook', 'instagram') },
    say: 'evenly between the two',
    expect: { ...alloc({ facebook: 50, instagram: 50 }) },
  },
  {
    id: 'allocation-with-budget-1',
    fact: 'allocation',
    at: { step: 7, draft: onPlatforms('google-ads', 'facebook') },
    say: '20k total, 75% google 25% facebook',
    expect: { [TOTAL]: 20000, [TYPE]: 'lifetime', ...alloc({ 'google-ads': 75, facebook: 25 }) },
  },

  // --- frequency cap: how often one person sees the ads ---
  {
    id: 'frequency-cap-per-day-1',
    fact: 'frequencyCap',
    at: { step: 8, draft: withBudget(base, { totalBudget: 20000, budgetType: 'lifetime' }) },
    say: 'cap it at 3 per day',
    expect: { [CAP_IMPRESSIONS]: 3, [CAP_PER]: 'day' },
  },
  {
    id: 'frequency-cap-twice-a-week-1',
    fact: 'frequencyCap',
    at: { step: 8, draft: withBudget(base, { totalBudget: 20000, budgetType: 'lifetime' }) },
    say: 'no more than twice a week per person',
    expect: { [CAP_IMPRESSIONS]: 2, [CAP_PER]: 'week' },
  },
  {
    id: 'frequency-cap-labelled-1',
    fact: 'frequencyCap',
    at: { step: 8, draft: withBudget(base, { totalBudget: 20000, budgetType: 'lifetime' }) },
    say: 'frequency cap: 5 a week',
    expect: { [CAP_IMPRESSIONS]: 5, [CAP_PER]: 'week' },
  },
  {
    id: 'frequency-cap-impressions-1',
    fact: 'frequencyCap',
    at: { step: 8, draft: withBudget(base, { totalBudget: 20000, budgetType: 'lifetime' }) },
    say: 'limit it to 2 impressions per user per day',
    expect: { [CAP_IMPRESSIONS]: 2, [CAP_PER]: 'day' },
  },
  {
    id: 'frequency-cap-times-1',
    fact: 'frequencyCap',
    at: { step: 8, draft: withBudget(base, { totalBudget: 20000, budgetType: 'lifetime' }) },
    say: 'max 4 times a week',
    expect: { [CAP_IMPRESSIONS]: 4, [CAP_PER]: 'week' },
  },
  {
    id: 'frequency-cap-once-1',
    fact: 'frequencyCap',
    at: { step: 8, draft: withBudget(base, { totalBudget: 20000, budgetType: 'lifetime' }) },
    say: 'show each person the ads at most once a day',
    expect: { [CAP_IMPRESSIONS]: 1, [CAP_PER]: 'day' },
  },
  {
    id: 'frequency-cap-slash-1',
    fact: 'frequencyCap',
    at: { step: 8, draft: withBudget(base, { totalBudget: 20000, budgetType: 'lifetime' }) },
    say: 'freq 6/week pls',
    expect: { [CAP_IMPRESSIONS]: 6, [CAP_PER]: 'week' },
  },
  {
    id: 'frequency-cap-x-1',
    fact: 'frequencyCap',
    at: { step: 8, draft: withBudget(base, { totalBudget: 20000, budgetType: 'lifetime' }) },
    say: '3x a day max',
    expect: { [CAP_IMPRESSIONS]: 3, [CAP_PER]: 'day' },
  },
  // A daily budget is not a cap, and a cap is not a budget.
  {
    id: 'frequency-cap-with-budget-1',
    fact: 'frequencyCap',
    at: { step: 7, draft: base },
    say: '$50 a day, and cap it at 2 per person per day',
    expect: { [TOTAL]: 50, [TYPE]: 'daily', [CAP_IMPRESSIONS]: 2, [CAP_PER]: 'day' },
  },

  // --- bid targets are never the budget ---
  {
    id: 'bidding-tcpa-euro-1',
    fact: 'bidding',
    at: { step: 8, draft: withBudget(euro, { totalBudget: 20000, budgetType: 'lifetime', currency: 'EUR' }) },
    say: 'tCPA €35',
    expect: { 'bidding.strategy.type': 'target_cpa', 'bidding.strategy.targetCpa': 35 },
  },
  {
    id: 'bidding-tcpa-euro-at-budget-step-1',
    fact: 'bidding',
    at: { step: 7, draft: withBudget(euro, { totalBudget: 20000, budgetType: 'lifetime', currency: 'EUR' }) },
    say: 'tCPA €35',
    expect: { 'bidding.strategy.type': 'target_cpa', 'bidding.strategy.targetCpa': 35 },
  },
  {
    id: 'bidding-troas-1',
    fact: 'bidding',
    at: { step: 8, draft: withBudget(base, { totalBudget: 20000, budgetType: 'lifetime' }) },
    say: 'target ROAS 4x',
    expect: { 'bidding.strategy.type': 'target_roas', 'bidding.strategy.targetRoas': 4 },
  },
  {
    id: 'bidding-max-cpc-1',
    fact: 'bidding',
    at: { step: 8, draft: withBudget(base, { totalBudget: 20000, budgetType: 'lifetime' }) },
    say: 'max CPC $2',
    expect: { 'bidding.strategy.type': 'manual_cpc', 'bidding.strategy.maxCpc': 2 },
  },
  // Keeping the cost per lead under a figure is a target CPA.
  {
    id: 'bidding-cpl-target-1',
    fact: 'bidding',
    at: {
      step: 8,
      draft: {
        ...withBudget(base, { totalBudget: 10000, budgetType: 'lifetime' }),
        objective: 'leads',
        kpis: { primary: 'cpl' },
      },
    },
    say: 'keep cost per lead under 40 bucks',
    expect: { 'bidding.strategy.type': 'target_cpa', 'bidding.strategy.targetCpa': 40 },
  },
  {
    id: 'bidding-cpa-at-budget-step-1',
    fact: 'bidding',
    at: { step: 7, draft: withBudget(base, { totalBudget: 20000, budgetType: 'lifetime' }) },
    say: 'bid to a $50 CPA',
    expect: { 'bidding.strategy.type': 'target_cpa', 'bidding.strategy.targetCpa': 50 },
  },
  {
    id: 'bidding-front-loaded-1',
    fact: 'bidding',
    at: { step: 1 },
    say: 'leads, tCPA $30, name Pipeline Push',
    expect: {
      campaignName: 'Pipeline Push',
      objective: 'leads',
      'bidding.strategy.type': 'target_cpa',
      'bidding.strategy.targetCpa': 30,
    },
  },
  // 350% ROAS is 3.5x.
  {
    id: 'bidding-troas-percent-1',
    fact: 'bidding',
    at: { step: 8, draft: withBudget(base, { totalBudget: 20000, budgetType: 'lifetime' }) },
    say: 'roas target 350%',
    expect: { 'bidding.strategy.type': 'target_roas', 'bidding.strategy.targetRoas': 3.5 },
  },
  {
    id: 'bidding-max-cpc-2',
    fact: 'bidding',
    at: { step: 8, draft: withBudget(base, { totalBudget: 20000, budgetType: 'lifetime' }) },
    say: 'cap clicks at 1.50',
    expect: { 'bidding.strategy.type': 'manual_cpc', 'bidding.strategy.maxCpc': 1.5 },
  },
  {
    id: 'bidding-with-budget-1',
    fact: 'bidding',
    at: { step: 7, draft: base },
    say: '$2k budget, tCPA $25',
    expect: {
      [TOTAL]: 2000,
      [TYPE]: 'lifetime',
      'bidding.strategy.type': 'target_cpa',
      'bidding.strategy.targetCpa': 25,
    },
  },
  {
    id: 'bidding-tcpa-pounds-1',
    fact: 'bidding',
    at: {
      step: 8,
      draft: withBudget(base, { totalBudget: 5000, budgetType: 'lifetime', currency: 'GBP' }),
    },
    say: 'target cpa of 45 quid',
    expect: { 'bidding.strategy.type': 'target_cpa', 'bidding.strategy.targetCpa': 45 },
  },
];
