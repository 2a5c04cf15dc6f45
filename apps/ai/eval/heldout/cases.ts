import { groupCountries, US } from '@northstar/shared/geo';
import type { CaseStart, PhrasingCase } from '../eval-types.ts';

// Held-out phrasings: written apart from the tuning table in ../cases, to estimate how the planner reads
// wording nobody on the team has seen (slang, typos, regional English, run-ons, several facts at once,
// questions mid-way). Expectations follow ../SEMANTICS.md; dates are relative to EVAL_NOW (Tue 2026-11-24).

type Draft = NonNullable<CaseStart['draft']>;

// A sales campaign filled in step by step, so each step can be entered with the earlier ones done.
const setup: Draft = { campaignName: 'Harbor Lights', objective: 'sales', industry: 'home decor' };
const goals: Draft = { ...setup, kpis: { primary: 'roas' } };
const plat: Draft = { ...goals, platforms: { selected: ['google-ads', 'facebook', 'instagram'] } };
const aud: Draft = { ...plat, targeting: { geography: { countries: ['US'] } } };
const creative: Draft = {
  ...aud,
  creatives: { copy: { headlines: ['Light up your nights'], callsToAction: ['Shop Now'] } },
};
const budgeted: Draft = {
  ...creative,
  budget: { totalBudget: 20000, budgetType: 'lifetime' },
  schedule: { startDate: '2026-11-24', endDate: '2026-12-23' },
};
const salesBid: Draft = { ...budgeted, bidding: { optimization: { goal: 'conversion_value' } } };

// A B2B lead-generation campaign.
const leadsSetup: Draft = { campaignName: 'Desk Demo Days', objective: 'leads', industry: 'b2b software' };
const leadsGoals: Draft = { ...leadsSetup, kpis: { primary: 'cpl' } };
const leadsFull: Draft = {
  ...leadsGoals,
  platforms: { selected: ['google-ads', 'linkedin'] },
  targeting: { geography: { countries: ['US'] } },
  creatives: { copy: { headlines: ['Book a 15-minute demo'] } },
};
const leadsBudgeted: Draft = {
  ...leadsFull,
  budget: { totalBudget: 15000, budgetType: 'lifetime' },
  schedule: { startDate: '2026-11-24', endDate: '2026-12-23' },
};
const leadsBid: Draft = { ...leadsBudgeted, bidding: { optimization: { goal: 'conversions' } } };

// Regulated: a crypto exchange at platform selection.
const cryptoGoals: Draft = {
  campaignName: 'Block Party',
  objective: 'traffic',
  regulatedCategory: 'crypto',
  kpis: { primary: 'cpc' },
};

const withTargeting = (d: Draft, targeting: Draft['targeting']): Draft => ({ ...d, targeting });
const withPlatforms = (d: Draft, ...selected: string[]): Draft =>
  ({ ...d, platforms: { selected } }) as Draft;
const withKpis = (d: Draft, kpis: Draft['kpis'], objective = d.objective): Draft => ({
  ...d,
  objective,
  kpis,
});

const NAME = 'campaignName';
const OBJ = 'objective';
const CAT = 'regulatedCategory';
const TYPE_C = 'campaignType';
const IND = 'industry';
const TAGS = 'tags';
const DESC = 'description';
const KPI = 'kpis.primary';
const KPI2 = 'kpis.secondary';
const GOALS = 'kpis.customGoals';
const ATTR = 'conversionTracking.attributionWindow';
const FREQ = 'reporting.frequency';
const RECIP = 'reporting.recipients';
const FORMAT = 'reporting.format';
const PLAT = 'platforms.selected';
const COUNTRIES = 'targeting.geography.countries';
const REGIONS = 'targeting.geography.regions';
const CITIES = 'targeting.geography.cities';
const AGE_MIN = 'targeting.demographics.ageMin';
const AGE_MAX = 'targeting.demographics.ageMax';
const GENDERS = 'targeting.demographics.genders';
const DEVICES = 'targeting.devices';
const INTERESTS = 'targeting.interests';
const HEADLINES = 'creatives.copy.headlines';
const ADDESC = 'creatives.copy.descriptions';
const CTA = 'creatives.copy.callsToAction';
const TOTAL = 'budget.totalBudget';
const BTYPE = 'budget.budgetType';
const CUR = 'budget.currency';
const PACING = 'budget.pacing';
const START = 'schedule.startDate';
const END = 'schedule.endDate';
const STRAT = 'bidding.strategy.type';
const TCPA = 'bidding.strategy.targetCpa';
const TROAS = 'bidding.strategy.targetRoas';
const MAXCPC = 'bidding.strategy.maxCpc';
const OPT = 'bidding.optimization.goal';

const alloc = (shares: Record<string, number>) =>
  Object.fromEntries(Object.entries(shares).map(([p, pct]) => [`budget.allocation.${p}`, pct]));
const without = (list: readonly string[], ...drop: string[]) => list.filter((x) => !drop.includes(x));
const US_STATE_NAMES = US.map(([, name]) => name);
const ALL_UNIVERSAL = ['google-ads', 'facebook', 'instagram', 'tiktok', 'linkedin'];

// Generations in 2026 (Pew birth years): Gen Z 18-29 (clamped), Millennials 30-45, Gen X 46-61,
// Boomers 62-65+.
const GEN_Z = { [AGE_MIN]: 18, [AGE_MAX]: 29 };
const MILLENNIALS = { [AGE_MIN]: 30, [AGE_MAX]: 45 };
const GEN_X = { [AGE_MIN]: 46, [AGE_MAX]: 61 };
const BOOMERS = { [AGE_MIN]: 62, [AGE_MAX]: 65 };

export const heldoutCases: PhrasingCase[] = [
  // ---------------------------------------------------------------- name
  {
    id: 'ho-name-1',
    fact: 'name',
    at: { step: 1 },
    say: 'lets call it Frosty Friday Blowout',
    expect: { [NAME]: 'Frosty Friday Blowout' },
  },
  {
    id: 'ho-name-2',
    fact: 'name',
    at: { step: 1 },
    say: 'Porch Light Project',
    expect: { [NAME]: 'Porch Light Project' },
  },
  {
    id: 'ho-name-3',
    fact: 'name',
    at: { step: 1 },
    say: "'Back to Basics 2027'",
    expect: { [NAME]: 'Back to Basics 2027' },
  },
  {
    id: 'ho-name-4',
    fact: 'name',
    at: { step: 9, draft: budgeted },
    say: 'rename it to Harbor Lights Holiday pls',
    expect: { [NAME]: 'Harbor Lights Holiday' },
  },
  {
    id: 'ho-name-5',
    fact: 'name',
    at: { step: 1 },
    say: "i think we'll go with Kettle & Crumb Winter Push as the name",
    expect: { [NAME]: 'Kettle & Crumb Winter Push' },
  },
  {
    id: 'ho-name-6',
    fact: 'name',
    at: { step: 4, draft: aud },
    say: 'oh and the campaign name should be "Coastal Glow" now, forgot to say',
    expect: { [NAME]: 'Coastal Glow' },
  },
  {
    id: 'ho-name-7',
    fact: 'name',
    at: { step: 1 },
    say: "name's gonna be Midnight Munchies and the goal is app installs",
    expect: { [NAME]: 'Midnight Munchies', [OBJ]: 'app_installs' },
  },

  // ---------------------------------------------------------------- objective
  {
    id: 'ho-objective-1',
    fact: 'objective',
    at: { step: 1, draft: { campaignName: 'Harbor Lights' } },
    say: 'we mainly want people to buy stuff from the online shop',
    expect: { [OBJ]: 'sales' },
  },
  {
    id: 'ho-objective-2',
    fact: 'objective',
    at: { step: 1, draft: { campaignName: 'Webinar Wave' } },
    say: 'looking to collect sign ups / leads for our webinar series',
    expect: { [OBJ]: 'leads' },
  },
  {
    id: 'ho-objective-3',
    fact: 'objective',
    at: { step: 1, draft: { campaignName: 'Midnight Munchies' } },
    say: 'main aim is getting folks to download the app tbh',
    expect: { [OBJ]: 'app_installs' },
  },
  {
    id: 'ho-objective-4',
    fact: 'objective',
    at: { step: 1, draft: { campaignName: 'Brand Moment' } },
    say: 'honestly we just want more eyeballs on the brand',
    expect: { [OBJ]: 'awareness' },
  },
  {
    id: 'ho-objective-5',
    fact: 'objective',
    at: { step: 1, draft: { campaignName: 'Blog Boost' } },
    say: 'goal = website visits',
    expect: { [OBJ]: 'traffic' },
  },
  {
    id: 'ho-objective-6',
    fact: 'objective',
    at: { step: 2, draft: { campaignName: 'Harbor Lights', objective: 'sales' } },
    say: 'hmm on second thoughts switch the objective over to engagement',
    expect: { [OBJ]: 'engagement' },
  },
  {
    id: 'ho-objective-7',
    fact: 'objective',
    at: { step: 1, draft: { campaignName: 'Reel Talk' } },
    say: 'we want loads of likes, comments and shares on our reels',
    expect: { [OBJ]: 'engagement' },
  },

  // ---------------------------------------------------------------- category (regulated)
  {
    id: 'ho-category-1',
    fact: 'category',
    at: { step: 1, regulated: true },
    say: "we're an online casino - slots, live tables, that sort of thing",
    expect: { [CAT]: 'gambling' },
  },
  {
    id: 'ho-category-2',
    fact: 'category',
    at: { step: 1, regulated: true },
    say: 'we are a licensed weed dispensary',
    expect: { [CAT]: 'cannabis' },
  },
  {
    id: 'ho-category-3',
    fact: 'category',
    at: { step: 1, regulated: true },
    say: 'crypto exchange, spot trading for BTC and ETH mostly',
    expect: { [CAT]: 'crypto' },
  },
  {
    id: 'ho-category-4',
    fact: 'category',
    at: { step: 1, regulated: true },
    say: 'FX & CFD broker',
    expect: { [CAT]: 'forex' },
  },
  {
    id: 'ho-category-5',
    fact: 'category',
    at: { step: 1 },
    say: 'heads up, the product is hemp-derived CBD gummies',
    expect: { [CAT]: 'cbd', [TYPE_C]: 'regulated' },
  },
  {
    id: 'ho-category-6',
    fact: 'category',
    at: { step: 1, regulated: true },
    say: 'adult content subscription site (18+ only obviously)',
    expect: { [CAT]: 'adult' },
  },
  {
    id: 'ho-category-7',
    fact: 'category',
    at: { step: 1 },
    say: 'its a betting site for horse racing and footy',
    expect: { [CAT]: 'gambling', [TYPE_C]: 'regulated' },
  },

  // ---------------------------------------------------------------- industry
  {
    id: 'ho-industry-1',
    fact: 'industry',
    at: { step: 1, draft: { campaignName: 'Kettle & Crumb' } },
    say: 'we run a bakery',
    expect: { [IND]: 'bakery' },
  },
  {
    id: 'ho-industry-2',
    fact: 'industry',
    at: { step: 1, draft: { campaignName: 'Pawprint' } },
    say: 'sector - pet supplies',
    expect: { [IND]: 'pet supplies' },
  },
  {
    id: 'ho-industry-3',
    fact: 'industry',
    at: { step: 2, draft: setup },
    say: 'fyi our industry is actually furniture, not home decor',
    expect: { [IND]: 'furniture' },
  },
  {
    id: 'ho-industry-4',
    fact: 'industry',
    at: { step: 1, draft: { campaignName: 'Northside Rehab' } },
    say: "we're a physiotherapy clinic",
    expect: { [IND]: 'physiotherapy clinic' },
  },
  {
    id: 'ho-industry-5',
    fact: 'industry',
    at: { step: 1, draft: { campaignName: 'Ledger Lite' } },
    say: 'Industry: accounting software',
    expect: { [IND]: 'accounting software' },
  },
  {
    id: 'ho-industry-6',
    fact: 'industry',
    at: { step: 1, draft: { campaignName: 'Trailhead' } },
    say: 'we are in outdoor gear',
    expect: { [IND]: 'outdoor gear' },
  },

  // ---------------------------------------------------------------- tags
  {
    id: 'ho-tags-1',
    fact: 'tags',
    at: { step: 1, draft: setup },
    say: 'tags: Q4, Holiday , Retargeting',
    expect: { [TAGS]: ['q4', 'holiday', 'retargeting'] },
  },
  {
    id: 'ho-tags-2',
    fact: 'tags',
    at: { step: 1, draft: setup },
    say: 'can u tag this one black friday and evergreen',
    expect: { [TAGS]: ['black friday', 'evergreen'] },
  },
  {
    id: 'ho-tags-3',
    fact: 'tags',
    at: { step: 2, draft: { ...setup, tags: ['q4'] } },
    say: 'add the tags "brand" and "always-on"',
    expect: { [TAGS]: ['q4', 'brand', 'always-on'] },
  },
  {
    id: 'ho-tags-4',
    fact: 'tags',
    at: { step: 1, draft: setup },
    say: 'label it with: spring drop; influencer; test-b',
    expect: { [TAGS]: ['spring drop', 'influencer', 'test-b'] },
  },
  {
    id: 'ho-tags-5',
    fact: 'tags',
    at: { step: 9, draft: { ...budgeted, tags: ['summer', 'promo'] } },
    say: 'remove the promo tag',
    expect: { [TAGS]: ['summer'] },
  },
  {
    id: 'ho-tags-6',
    fact: 'tags',
    at: { step: 1, draft: setup },
    say: 'TAG: LOYALTY',
    expect: { [TAGS]: ['loyalty'] },
  },

  // ---------------------------------------------------------------- description (campaign)
  {
    id: 'ho-description-1',
    fact: 'description',
    at: { step: 1, draft: setup },
    say: 'description - relaunch of the candle line for the holidays',
    expect: { [DESC]: 'relaunch of the candle line for the holidays' },
  },
  {
    id: 'ho-description-2',
    fact: 'description',
    at: { step: 1, draft: setup },
    say: 'for the description put: winter flight for the new oat milk',
    expect: { [DESC]: 'winter flight for the new oat milk' },
  },
  {
    id: 'ho-description-3',
    fact: 'description',
    at: { step: 1, draft: setup },
    say: 'desc: pilot campaign for the Leeds store opening',
    expect: { [DESC]: 'pilot campaign for the Leeds store opening' },
  },
  {
    id: 'ho-description-4',
    fact: 'description',
    at: { step: 1, draft: setup },
    say: 'the description should say "Always-on brand campaign for Harbor Lights"',
    expect: { [DESC]: 'Always-on brand campaign for Harbor Lights' },
  },
  {
    id: 'ho-description-5',
    fact: 'description',
    at: { step: 3, draft: { ...goals, description: 'holiday push' } },
    say: 'change the campaign description to retargeting cart abandoners only',
    expect: { [DESC]: 'retargeting cart abandoners only' },
  },
  {
    id: 'ho-description-6',
    fact: 'description',
    at: { step: 1, draft: setup },
    say: 'Campaign description: testing whether video beats static for the spring range',
    expect: { [DESC]: 'testing whether video beats static for the spring range' },
  },

  // ---------------------------------------------------------------- primary KPI
  {
    id: 'ho-kpi-1',
    fact: 'kpi-primary',
    at: { step: 2, draft: setup },
    say: 'the number we live and die by is cost per acquisition',
    expect: { [KPI]: 'cpa' },
  },
  {
    id: 'ho-kpi-2',
    fact: 'kpi-primary',
    at: { step: 2, draft: leadsSetup },
    say: 'main kpi = CPL',
    expect: { [KPI]: 'cpl' },
  },
  {
    id: 'ho-kpi-3',
    fact: 'kpi-primary',
    at: { step: 2, draft: { campaignName: 'Midnight Munchies', objective: 'app_installs' } },
    say: 'judge it on what each install costs us',
    expect: { [KPI]: 'cpi' },
  },
  {
    id: 'ho-kpi-4',
    fact: 'kpi-primary',
    at: { step: 2, draft: { campaignName: 'Brand Moment', objective: 'awareness' } },
    say: "we're measured on reach, nothing else really",
    expect: { [KPI]: 'reach' },
  },
  {
    id: 'ho-kpi-5',
    fact: 'kpi-primary',
    at: { step: 2, draft: { campaignName: 'Blog Boost', objective: 'traffic' } },
    say: 'click-through rate is the big one for us',
    expect: { [KPI]: 'ctr' },
  },
  {
    id: 'ho-kpi-6',
    fact: 'kpi-primary',
    at: { step: 2, draft: { campaignName: 'Reel Talk', objective: 'engagement' } },
    say: 'Primary metric: video views',
    expect: { [KPI]: 'video_views' },
  },
  {
    id: 'ho-kpi-7',
    fact: 'kpi-primary',
    at: { step: 2, draft: setup },
    say: 'conversion value is what the CFO looks at, so that',
    expect: { [KPI]: 'conversion_value' },
  },

  // ---------------------------------------------------------------- secondary KPIs
  {
    id: 'ho-kpi2-1',
    fact: 'kpi-secondary',
    at: { step: 2, draft: withKpis(setup, { primary: 'cpc' }, 'traffic') },
    say: 'also keep an eye on CTR and landing page views',
    expect: { [KPI2]: ['ctr', 'landing_page_views'] },
  },
  {
    id: 'ho-kpi2-2',
    fact: 'kpi-secondary',
    at: { step: 2, draft: goals },
    say: 'secondary: CPA, conversion value',
    expect: { [KPI2]: ['cpa', 'conversion_value'] },
  },
  {
    id: 'ho-kpi2-3',
    fact: 'kpi-secondary',
    at: { step: 2, draft: leadsGoals },
    say: 'track conversion rate on the side too',
    expect: { [KPI2]: ['conversion_rate'] },
  },
  {
    id: 'ho-kpi2-4',
    fact: 'kpi-secondary',
    at: { step: 2, draft: withKpis(setup, { primary: 'cpm' }, 'awareness') },
    say: "we'd like frequency and reach as secondary metrics",
    expect: { [KPI2]: ['frequency', 'reach'] },
  },
  {
    id: 'ho-kpi2-5',
    fact: 'kpi-secondary',
    at: { step: 2, draft: withKpis(setup, { primary: 'cpi' }, 'app_installs') },
    say: 'secondary kpis installs + day 7 retention',
    expect: { [KPI2]: ['installs', 'day7_retention'] },
  },
  {
    id: 'ho-kpi2-6',
    fact: 'kpi-secondary',
    at: { step: 3, draft: goals },
    say: 'on top of roas, watch cpc and ctr as well',
    expect: { [KPI2]: ['cpc', 'ctr'] },
  },

  // ---------------------------------------------------------------- custom goals
  {
    id: 'ho-goals-1',
    fact: 'custom-goals',
    at: { step: 2, draft: { ...goals, objective: 'app_installs', kpis: { primary: 'cpi' } } },
    say: 'custom goal: 1,200 installs in the first month',
    expect: { [GOALS]: ['1,200 installs in the first month'] },
  },
  {
    id: 'ho-goals-2',
    fact: 'custom-goals',
    at: { step: 2, draft: goals },
    say: 'our goal is 50k in revenue by Christmas',
    expect: { [GOALS]: ['50k in revenue by Christmas'] },
  },
  {
    id: 'ho-goals-3',
    fact: 'custom-goals',
    at: { step: 2, draft: leadsGoals },
    say: 'add a goal: get CPL under $40',
    expect: { [GOALS]: ['get CPL under $40'] },
  },
  {
    id: 'ho-goals-4',
    fact: 'custom-goals',
    at: { step: 2, draft: leadsGoals },
    say: 'Goal - 300 demo bookings',
    expect: { [GOALS]: ['300 demo bookings'] },
  },
  {
    id: 'ho-goals-5',
    fact: 'custom-goals',
    at: { step: 2, draft: { ...goals, kpis: { primary: 'roas', customGoals: ['50k in revenue'] } } },
    say: 'one more goal: 25% repeat purchase rate',
    expect: { [GOALS]: ['50k in revenue', '25% repeat purchase rate'] },
  },
  {
    id: 'ho-goals-6',
    fact: 'custom-goals',
    at: { step: 2, draft: leadsGoals },
    say: 'target to hit: 2,000 newsletter subscribers',
    expect: { [GOALS]: ['2,000 newsletter subscribers'] },
  },

  // ---------------------------------------------------------------- attribution
  {
    id: 'ho-attribution-1',
    fact: 'attribution',
    at: { step: 2, draft: goals },
    say: 'use a 28 day window for attribution',
    expect: { [ATTR]: 28 },
  },
  {
    id: 'ho-attribution-2',
    fact: 'attribution',
    at: { step: 2, draft: goals },
    say: '1-day click attribution is fine for us',
    expect: { [ATTR]: 1 },
  },
  {
    id: 'ho-attribution-3',
    fact: 'attribution',
    at: { step: 2, draft: goals },
    say: "let's do a fortnight attribution window",
    expect: { [ATTR]: 14 },
  },
  {
    id: 'ho-attribution-4',
    fact: 'attribution',
    at: { step: 2, draft: goals },
    say: 'count conversions up to 30 days after the click',
    expect: { [ATTR]: 30 },
  },
  {
    id: 'ho-attribution-5',
    fact: 'attribution',
    at: { step: 8, draft: salesBid },
    say: 'oh and change attribution to one day',
    expect: { [ATTR]: 1 },
  },
  {
    id: 'ho-attribution-6',
    fact: 'attribution',
    at: { step: 2, draft: leadsGoals },
    say: 'lookback window of 14d pls',
    expect: { [ATTR]: 14 },
  },

  // ---------------------------------------------------------------- reporting
  {
    id: 'ho-reporting-1',
    fact: 'reporting',
    at: { step: 2, draft: goals },
    say: 'send a monthly csv to finance@kettle.co.uk and ops@kettle.co.uk',
    expect: { [FREQ]: 'monthly', [FORMAT]: 'csv', [RECIP]: ['finance@kettle.co.uk', 'ops@kettle.co.uk'] },
  },
  {
    id: 'ho-reporting-2',
    fact: 'reporting',
    at: { step: 2, draft: goals },
    say: 'daily email reports to me please: jo.bloggs@gmail.com',
    expect: { [FREQ]: 'daily', [RECIP]: ['jo.bloggs@gmail.com'] },
  },
  {
    id: 'ho-reporting-3',
    fact: 'reporting',
    at: { step: 2, draft: goals },
    say: "i'd like a pdf report every week",
    expect: { [FREQ]: 'weekly', [FORMAT]: 'pdf' },
  },
  {
    id: 'ho-reporting-4',
    fact: 'reporting',
    at: { step: 2, draft: goals },
    say: 'reports monthly pls, the dashboard is fine for format',
    expect: { [FREQ]: 'monthly', [FORMAT]: 'dashboard' },
  },
  {
    id: 'ho-reporting-5',
    fact: 'reporting',
    at: { step: 9, draft: budgeted },
    say: 'cc marketing@harborlights.com on a weekly report',
    expect: { [FREQ]: 'weekly', [RECIP]: ['marketing@harborlights.com'] },
  },
  {
    id: 'ho-reporting-6',
    fact: 'reporting',
    at: { step: 2, draft: leadsGoals },
    say: 'switch reporting to weekly, spreadsheet format',
    expect: { [FREQ]: 'weekly', [FORMAT]: 'csv' },
  },

  // ---------------------------------------------------------------- platforms
  {
    id: 'ho-platforms-1',
    fact: 'platforms',
    at: { step: 3, draft: goals },
    say: "fb + insta only, we don't bother with tiktok",
    expect: { [PLAT]: ['facebook', 'instagram'] },
  },
  {
    id: 'ho-platforms-2',
    fact: 'platforms',
    at: { step: 3, draft: goals },
    say: 'all of them except linkedin',
    expect: { [PLAT]: without(ALL_UNIVERSAL, 'linkedin') },
  },
  {
    id: 'ho-platforms-3',
    fact: 'platforms',
    at: { step: 3, draft: leadsGoals },
    say: 'google search and linkedin',
    expect: { [PLAT]: ['google-ads', 'linkedin'] },
  },
  {
    id: 'ho-platforms-4',
    fact: 'platforms',
    at: { step: 4, draft: aud },
    say: 'actually swap instagram for tiktok',
    expect: { [PLAT]: ['google-ads', 'facebook', 'tiktok'] },
  },
  {
    id: 'ho-platforms-5',
    fact: 'platforms',
    at: { step: 5, draft: creative },
    say: 'kill facebook, it never works for us',
    expect: { [PLAT]: ['google-ads', 'instagram'] },
  },
  {
    id: 'ho-platforms-6',
    fact: 'platforms',
    at: { step: 3, draft: goals },
    say: 'run it on Meta and Google',
    expect: { [PLAT]: ['facebook', 'instagram', 'google-ads'] },
  },
  {
    id: 'ho-platforms-7',
    fact: 'platforms',
    at: { step: 3, draft: goals },
    say: "every platform you've got",
    expect: { [PLAT]: ALL_UNIVERSAL },
  },
  {
    id: 'ho-platforms-8',
    fact: 'platforms',
    at: { step: 4, draft: aud },
    say: 'add tiktok too',
    expect: { [PLAT]: ['google-ads', 'facebook', 'instagram', 'tiktok'] },
  },
  {
    id: 'ho-platforms-9',
    fact: 'platforms',
    at: { step: 3, regulated: true, draft: cryptoGoals },
    say: 'coinzilla and bitmedia please',
    expect: { [PLAT]: ['coinzilla', 'bitmedia'] },
  },
  {
    id: 'ho-platforms-10',
    fact: 'platforms',
    at: { step: 3, draft: withPlatforms(goals, 'google-ads', 'facebook', 'linkedin') },
    say: "no linkedin, we're B2C",
    expect: { [PLAT]: ['google-ads', 'facebook'] },
  },
  {
    id: 'ho-platforms-11',
    fact: 'platforms',
    at: { step: 3, draft: goals },
    say: 'Instagram n TikTok, thats where our customers hang out',
    expect: { [PLAT]: ['instagram', 'tiktok'] },
  },

  // ---------------------------------------------------------------- countries
  {
    id: 'ho-countries-1',
    fact: 'countries',
    at: { step: 4, draft: plat },
    say: 'the States and Canada',
    expect: { [COUNTRIES]: ['US', 'CA'] },
  },
  {
    id: 'ho-countries-2',
    fact: 'countries',
    at: { step: 4, draft: plat },
    say: 'UK + Ireland',
    expect: { [COUNTRIES]: ['GB', 'IE'] },
  },
  {
    id: 'ho-countries-3',
    fact: 'countries',
    at: { step: 4, draft: plat },
    say: 'the whole of the EU',
    expect: { [COUNTRIES]: groupCountries('eu') },
  },
  {
    id: 'ho-countries-4',
    fact: 'countries',
    at: { step: 4, draft: plat },
    say: 'germany austria switzerland',
    expect: { [COUNTRIES]: ['DE', 'AT', 'CH'] },
  },
  {
    id: 'ho-countries-5',
    fact: 'countries',
    at: { step: 4, draft: plat },
    say: 'scandinavia',
    expect: { [COUNTRIES]: ['SE', 'NO', 'DK'] },
  },
  {
    id: 'ho-countries-6',
    fact: 'countries',
    at: { step: 4, draft: plat },
    say: 'Aus & NZ',
    expect: { [COUNTRIES]: ['AU', 'NZ'] },
  },
  {
    id: 'ho-countries-7',
    fact: 'countries',
    at: { step: 4, draft: plat },
    say: 'latin america pls',
    expect: { [COUNTRIES]: groupCountries('latam') },
  },
  {
    id: 'ho-countries-8',
    fact: 'countries',
    at: { step: 4, draft: plat },
    say: 'benelux and france',
    expect: { [COUNTRIES]: ['BE', 'NL', 'LU', 'FR'] },
  },
  {
    id: 'ho-countries-9',
    fact: 'countries',
    at: { step: 4, draft: plat },
    say: 'the gulf states',
    expect: { [COUNTRIES]: groupCountries('gcc') },
  },
  {
    id: 'ho-countries-10',
    fact: 'countries',
    at: { step: 7, draft: creative },
    say: 'oh and add mexico to the countries',
    expect: { [COUNTRIES]: ['US', 'MX'] },
  },
  {
    id: 'ho-countries-11',
    fact: 'countries',
    at: { step: 4, draft: plat },
    say: 'just Britain for now',
    expect: { [COUNTRIES]: ['GB'] },
  },

  // ---------------------------------------------------------------- regions
  {
    id: 'ho-regions-1',
    fact: 'regions',
    at: { step: 4, draft: plat },
    say: 'only Texas and Florida',
    expect: { [REGIONS]: ['Texas', 'Florida'], [COUNTRIES]: ['US'] },
  },
  {
    id: 'ho-regions-2',
    fact: 'regions',
    at: { step: 4, draft: plat },
    say: 'ontario + BC',
    expect: { [REGIONS]: ['Ontario', 'British Columbia'], [COUNTRIES]: ['CA'] },
  },
  {
    id: 'ho-regions-3',
    fact: 'regions',
    at: { step: 4, draft: plat },
    say: 'Bavaria only',
    expect: { [REGIONS]: ['Bavaria'], [COUNTRIES]: ['DE'] },
  },
  {
    id: 'ho-regions-4',
    fact: 'regions',
    at: { step: 4, draft: plat },
    say: 'the whole US apart from Hawaii and Alaska',
    expect: { [REGIONS]: without(US_STATE_NAMES, 'Hawaii', 'Alaska'), [COUNTRIES]: ['US'] },
  },
  {
    id: 'ho-regions-5',
    fact: 'regions',
    at: { step: 4, draft: aud },
    say: 'NY, NJ and CT',
    expect: { [REGIONS]: ['New York', 'New Jersey', 'Connecticut'] },
  },
  {
    id: 'ho-regions-6',
    fact: 'regions',
    at: { step: 4, draft: plat },
    say: 'scotland and wales',
    expect: { [REGIONS]: ['Scotland', 'Wales'], [COUNTRIES]: ['GB'] },
  },
  {
    id: 'ho-regions-7',
    fact: 'regions',
    at: { step: 4, draft: plat },
    say: 'Queensland & New South Wales',
    expect: { [REGIONS]: ['Queensland', 'New South Wales'], [COUNTRIES]: ['AU'] },
  },

  // ---------------------------------------------------------------- cities
  {
    id: 'ho-cities-1',
    fact: 'cities',
    at: { step: 4, draft: plat },
    say: 'target Austin, Dallas & Houston',
    expect: { [CITIES]: ['Austin', 'Dallas', 'Houston'], [COUNTRIES]: ['US'] },
  },
  {
    id: 'ho-cities-2',
    fact: 'cities',
    at: { step: 4, draft: plat },
    say: 'just London and Manchester',
    expect: { [CITIES]: ['London', 'Manchester'], [COUNTRIES]: ['GB'] },
  },
  {
    id: 'ho-cities-3',
    fact: 'cities',
    at: { step: 4, draft: plat },
    say: 'NYC and Boston',
    expect: { [CITIES]: ['New York', 'Boston'], [COUNTRIES]: ['US'] },
  },
  {
    id: 'ho-cities-4',
    fact: 'cities',
    at: { step: 4, draft: plat },
    say: 'toronto, montreal, vancouver',
    expect: { [CITIES]: ['Toronto', 'Montreal', 'Vancouver'], [COUNTRIES]: ['CA'] },
  },
  {
    id: 'ho-cities-5',
    fact: 'cities',
    at: { step: 4, draft: plat },
    say: 'münchen und berlin bitte',
    expect: { [CITIES]: ['Munich', 'Berlin'], [COUNTRIES]: ['DE'] },
  },
  {
    id: 'ho-cities-6',
    fact: 'cities',
    at: { step: 4, draft: plat },
    say: 'Dublin only',
    expect: { [CITIES]: ['Dublin'], [COUNTRIES]: ['IE'] },
  },
  {
    id: 'ho-cities-7',
    fact: 'cities',
    at: { step: 4, draft: aud },
    say: 'people around Seattle and Portland',
    expect: { [CITIES]: ['Seattle', 'Portland'] },
  },

  // ---------------------------------------------------------------- exclusions
  {
    id: 'ho-exclusions-1',
    fact: 'exclusions',
    at: { step: 4, draft: withTargeting(plat, { geography: { countries: ['US', 'CA', 'MX'] } }) },
    say: 'not mexico',
    expect: { [COUNTRIES]: ['US', 'CA'] },
  },
  {
    id: 'ho-exclusions-2',
    fact: 'exclusions',
    at: { step: 4, draft: plat },
    say: 'europe but leave out the UK',
    expect: { [COUNTRIES]: without(groupCountries('europe'), 'GB') },
  },
  {
    id: 'ho-exclusions-3',
    fact: 'exclusions',
    at: { step: 4, draft: plat },
    say: 'EU except France and Italy',
    expect: { [COUNTRIES]: without(groupCountries('eu'), 'FR', 'IT') },
  },
  {
    id: 'ho-exclusions-4',
    fact: 'exclusions',
    at: { step: 4, draft: plat },
    say: 'nordics minus iceland',
    expect: { [COUNTRIES]: ['SE', 'NO', 'DK', 'FI'] },
  },
  {
    id: 'ho-exclusions-5',
    fact: 'exclusions',
    at: { step: 4, draft: plat },
    say: 'all US states except California',
    expect: { [REGIONS]: without(US_STATE_NAMES, 'California'), [COUNTRIES]: ['US'] },
  },
  {
    id: 'ho-exclusions-6',
    fact: 'exclusions',
    at: {
      step: 4,
      draft: withTargeting(plat, { geography: { countries: ['GB'], cities: ['London', 'Manchester'] } }),
    },
    say: 'drop manchester',
    expect: { [CITIES]: ['London'] },
  },
  {
    id: 'ho-exclusions-7',
    fact: 'exclusions',
    at: { step: 4, draft: plat },
    say: 'North America but not Mexico',
    expect: { [COUNTRIES]: ['US', 'CA'] },
  },

  // ---------------------------------------------------------------- ages
  {
    id: 'ho-ages-1',
    fact: 'ages',
    at: { step: 4, draft: aud },
    say: '25 to 44',
    expect: { [AGE_MIN]: 25, [AGE_MAX]: 44 },
  },
  {
    id: 'ho-ages-2',
    fact: 'ages',
    at: { step: 4, draft: aud },
    say: '35 and up',
    expect: { [AGE_MIN]: 35, [AGE_MAX]: 65 },
  },
  {
    id: 'ho-ages-3',
    fact: 'ages',
    at: { step: 4, draft: aud },
    say: 'no one older than 50',
    expect: { [AGE_MIN]: 18, [AGE_MAX]: 50 },
  },
  {
    id: 'ho-ages-4',
    fact: 'ages',
    at: { step: 4, draft: aud },
    say: 'aged 21+',
    expect: { [AGE_MIN]: 21, [AGE_MAX]: 65 },
  },
  {
    id: 'ho-ages-5',
    fact: 'ages',
    at: { step: 4, draft: aud },
    say: 'forty to sixty year olds',
    expect: { [AGE_MIN]: 40, [AGE_MAX]: 60 },
  },
  {
    id: 'ho-ages-6',
    fact: 'ages',
    at: { step: 4, draft: aud },
    say: 'retirees, so 65 plus',
    expect: { [AGE_MIN]: 65, [AGE_MAX]: 65 },
  },
  {
    id: 'ho-ages-7',
    fact: 'ages',
    at: { step: 5, draft: creative },
    say: 'btw the age range should be 18-24',
    expect: { [AGE_MIN]: 18, [AGE_MAX]: 24 },
  },

  // ---------------------------------------------------------------- generations
  {
    id: 'ho-generations-1',
    fact: 'generations',
    at: { step: 4, draft: aud },
    say: 'zoomers',
    expect: GEN_Z,
  },
  {
    id: 'ho-generations-2',
    fact: 'generations',
    at: { step: 4, draft: aud },
    say: 'millenials mostly',
    expect: MILLENNIALS,
  },
  {
    id: 'ho-generations-3',
    fact: 'generations',
    at: { step: 4, draft: aud },
    say: 'gen-x dads',
    expect: { ...GEN_X, [GENDERS]: ['male'] },
  },
  {
    id: 'ho-generations-4',
    fact: 'generations',
    at: { step: 4, draft: aud },
    say: 'baby boomers with a bit of money',
    expect: BOOMERS,
  },
  {
    id: 'ho-generations-5',
    fact: 'generations',
    at: { step: 4, draft: aud },
    say: 'gen y',
    expect: MILLENNIALS,
  },
  {
    id: 'ho-generations-6',
    fact: 'generations',
    at: { step: 4, draft: aud },
    say: 'Gen Z and millennials',
    expect: { [AGE_MIN]: 18, [AGE_MAX]: 45 },
  },
  {
    id: 'ho-generations-7',
    fact: 'generations',
    at: { step: 7, draft: creative },
    say: 'forgot to mention, audience is generation x women',
    expect: { ...GEN_X, [GENDERS]: ['female'] },
  },

  // ---------------------------------------------------------------- genders
  {
    id: 'ho-genders-1',
    fact: 'genders',
    at: { step: 4, draft: aud },
    say: 'women only',
    expect: { [GENDERS]: ['female'] },
  },
  {
    id: 'ho-genders-2',
    fact: 'genders',
    at: { step: 4, draft: aud },
    say: 'guys 18-34',
    expect: { [GENDERS]: ['male'], [AGE_MIN]: 18, [AGE_MAX]: 34 },
  },
  {
    id: 'ho-genders-3',
    fact: 'genders',
    at: { step: 4, draft: aud },
    say: 'female, 30-50',
    expect: { [GENDERS]: ['female'], [AGE_MIN]: 30, [AGE_MAX]: 50 },
  },
  {
    id: 'ho-genders-4',
    fact: 'genders',
    at: { step: 4, draft: aud },
    say: 'mums mainly',
    expect: { [GENDERS]: ['female'] },
  },
  {
    id: 'ho-genders-5',
    fact: 'genders',
    at: { step: 4, draft: aud },
    say: 'just the ladies',
    expect: { [GENDERS]: ['female'] },
  },
  {
    id: 'ho-genders-6',
    fact: 'genders',
    at: { step: 5, draft: creative },
    say: 'audience should be males',
    expect: { [GENDERS]: ['male'] },
  },

  // ---------------------------------------------------------------- devices
  {
    id: 'ho-devices-1',
    fact: 'devices',
    at: { step: 4, draft: aud },
    say: 'phones only',
    expect: { [DEVICES]: ['mobile'] },
  },
  {
    id: 'ho-devices-2',
    fact: 'devices',
    at: { step: 4, draft: aud },
    say: 'desktop + tablet',
    expect: { [DEVICES]: ['desktop', 'tablet'] },
  },
  {
    id: 'ho-devices-3',
    fact: 'devices',
    at: { step: 4, draft: aud },
    say: 'smartphones and tablets',
    expect: { [DEVICES]: ['mobile', 'tablet'] },
  },
  {
    id: 'ho-devices-4',
    fact: 'devices',
    at: { step: 4, draft: withTargeting(aud, { geography: { countries: ['US'] }, devices: ['mobile'] }) },
    say: 'connected TV as well',
    expect: { [DEVICES]: ['mobile', 'ctv'] },
  },
  {
    id: 'ho-devices-5',
    fact: 'devices',
    at: {
      step: 4,
      draft: withTargeting(aud, {
        geography: { countries: ['US'] },
        devices: ['desktop', 'mobile', 'tablet'],
      }),
    },
    say: 'no desktop',
    expect: { [DEVICES]: ['mobile', 'tablet'] },
  },
  {
    id: 'ho-devices-6',
    fact: 'devices',
    at: { step: 4, draft: leadsFull },
    say: 'only show it on computers, our signup flow is awful on mobile',
    expect: { [DEVICES]: ['desktop'] },
  },

  // ---------------------------------------------------------------- interests
  {
    id: 'ho-interests-1',
    fact: 'interests',
    at: { step: 4, draft: aud },
    say: 'folks who are into yoga, pilates and meditation',
    expect: { [INTERESTS]: ['yoga', 'pilates', 'meditation'] },
  },
  {
    id: 'ho-interests-2',
    fact: 'interests',
    at: { step: 4, draft: aud },
    say: 'interests: gardening, interior design',
    expect: { [INTERESTS]: ['gardening', 'interior design'] },
  },
  {
    id: 'ho-interests-3',
    fact: 'interests',
    at: { step: 4, draft: aud },
    say: 'anyone who likes craft beer',
    expect: { [INTERESTS]: ['craft beer'] },
  },
  {
    id: 'ho-interests-4',
    fact: 'interests',
    at: { step: 4, draft: aud },
    say: 'people interested in hiking & camping',
    expect: { [INTERESTS]: ['hiking', 'camping'] },
  },
  {
    id: 'ho-interests-5',
    fact: 'interests',
    at: { step: 4, draft: withTargeting(aud, { geography: { countries: ['US'] }, interests: ['baking'] }) },
    say: 'also add cooking as an interest',
    expect: { [INTERESTS]: ['baking', 'cooking'] },
  },
  {
    id: 'ho-interests-6',
    fact: 'interests',
    at: { step: 4, draft: aud },
    say: 'skiing and snowboarding fans',
    expect: { [INTERESTS]: ['skiing', 'snowboarding'] },
  },

  // ---------------------------------------------------------------- headlines
  {
    id: 'ho-headlines-1',
    fact: 'headlines',
    at: { step: 5, draft: creative },
    say: 'headlines "Glow Up Your Porch" and "Nights, Brighter"',
    expect: { [HEADLINES]: ['Glow Up Your Porch', 'Nights, Brighter'] },
  },
  {
    id: 'ho-headlines-2',
    fact: 'headlines',
    at: { step: 5, draft: creative },
    say: 'use these headlines: Warm Light, Cold Nights / Made in Maine / Lanterns That Last',
    expect: { [HEADLINES]: ['Warm Light, Cold Nights', 'Made in Maine', 'Lanterns That Last'] },
  },
  {
    id: 'ho-headlines-3',
    fact: 'headlines',
    at: { step: 5, draft: creative },
    say: 'headline 1: Fresh light every night\nheadline 2: Handmade before dawn',
    expect: { [HEADLINES]: ['Fresh light every night', 'Handmade before dawn'] },
  },
  {
    id: 'ho-headlines-4',
    fact: 'headlines',
    at: { step: 5, draft: creative },
    say: 'add a headline: Lanterns that last',
    expect: { [HEADLINES]: ['Light up your nights', 'Lanterns that last'] },
  },
  {
    id: 'ho-headlines-5',
    fact: 'headlines',
    at: { step: 5, draft: creative },
    say: 'swap the headline for "Brighter Evenings Start Here"',
    expect: { [HEADLINES]: ['Brighter Evenings Start Here'] },
  },
  {
    id: 'ho-headlines-6',
    fact: 'headlines',
    at: { step: 5, draft: creative },
    say: 'headlines - 1) Save big on lamps 2) Lamps from $19',
    expect: { [HEADLINES]: ['Save big on lamps', 'Lamps from $19'] },
  },

  // ---------------------------------------------------------------- ad descriptions
  {
    id: 'ho-addesc-1',
    fact: 'ad-descriptions',
    at: { step: 5, draft: creative },
    say: 'ad description: Hand-poured soy candles, shipped in 2 days',
    expect: { [ADDESC]: ['Hand-poured soy candles, shipped in 2 days'] },
  },
  {
    id: 'ho-addesc-2',
    fact: 'ad-descriptions',
    at: { step: 5, draft: creative },
    say: 'body copy for the ads: Free returns for 60 days on every lamp',
    expect: { [ADDESC]: ['Free returns for 60 days on every lamp'] },
  },
  {
    id: 'ho-addesc-3',
    fact: 'ad-descriptions',
    at: { step: 5, draft: creative },
    say: 'description line for the ads: Order by 3pm for next-day delivery',
    expect: { [ADDESC]: ['Order by 3pm for next-day delivery'] },
  },
  {
    id: 'ho-addesc-4',
    fact: 'ad-descriptions',
    at: { step: 5, draft: creative },
    say: 'ad descriptions "Built to last" and "Designed in Oslo"',
    expect: { [ADDESC]: ['Built to last', 'Designed in Oslo'] },
  },
  {
    id: 'ho-addesc-5',
    fact: 'ad-descriptions',
    at: { step: 5, draft: leadsFull },
    say: 'for the ad text say No contracts, cancel anytime',
    expect: { [ADDESC]: ['No contracts, cancel anytime'] },
  },
  {
    id: 'ho-addesc-6',
    fact: 'ad-descriptions',
    at: { step: 5, draft: creative },
    say: 'use "Solar lanterns that glow all night" as the ad description',
    expect: { [ADDESC]: ['Solar lanterns that glow all night'] },
  },

  // ---------------------------------------------------------------- calls to action
  {
    id: 'ho-cta-1',
    fact: 'cta',
    at: { step: 5, draft: aud },
    say: 'CTA should be Learn More',
    expect: { [CTA]: ['Learn More'] },
  },
  {
    id: 'ho-cta-2',
    fact: 'cta',
    at: { step: 5, draft: leadsFull },
    say: 'button: Sign Up',
    expect: { [CTA]: ['Sign Up'] },
  },
  {
    id: 'ho-cta-3',
    fact: 'cta',
    at: { step: 5, draft: aud },
    say: 'call to action = Book Now',
    expect: { [CTA]: ['Book Now'] },
  },
  {
    id: 'ho-cta-4',
    fact: 'cta',
    at: { step: 5, draft: aud },
    say: 'CTAs: Shop Now, Get Offer',
    expect: { [CTA]: ['Shop Now', 'Get Offer'] },
  },
  {
    id: 'ho-cta-5',
    fact: 'cta',
    at: { step: 5, draft: { ...aud, objective: 'app_installs', kpis: { primary: 'cpi' } } },
    say: "let's go with Download as the call to action",
    expect: { [CTA]: ['Download'] },
  },
  {
    id: 'ho-cta-6',
    fact: 'cta',
    at: { step: 5, draft: creative },
    say: 'make the button say "Get Quote" instead',
    expect: { [CTA]: ['Get Quote'] },
  },

  // ---------------------------------------------------------------- offers (memory, not a draft field)
  {
    id: 'ho-offers-1',
    fact: 'offers',
    at: { step: 5, draft: creative },
    say: "we've got 30% off sitewide till sunday",
    expect: {},
    replyIncludes: ['30%'],
    replyExcludes: ['free shipping'],
  },
  {
    id: 'ho-offers-2',
    fact: 'offers',
    at: { step: 5, draft: creative },
    say: 'free delivery on orders over £50',
    expect: {},
    replyIncludes: ['£50'],
  },
  {
    id: 'ho-offers-3',
    fact: 'offers',
    at: { step: 5, draft: creative },
    say: 'promo is buy one get one half price on all candles',
    expect: {},
    replyIncludes: ['half price'],
  },
  {
    id: 'ho-offers-4',
    fact: 'offers',
    at: { step: 5, draft: aud },
    say: 'the deal is 2 for $30',
    expect: {},
    replyIncludes: ['2 for $30'],
  },
  {
    id: 'ho-offers-5',
    fact: 'offers',
    at: { step: 5, draft: leadsFull },
    say: 'offer: first month free for new teams',
    expect: {},
    replyIncludes: ['first month free'],
  },
  {
    id: 'ho-offers-6',
    fact: 'offers',
    at: { step: 5, draft: creative },
    say: "there's a 15 percent discount code for newsletter folks, WINTER15",
    expect: {},
    replyIncludes: ['15'],
    replyExcludes: ['free shipping'],
  },

  // ---------------------------------------------------------------- budget
  {
    id: 'ho-budget-1',
    fact: 'budget',
    at: { step: 7, draft: creative },
    say: 'thirty grand all in',
    expect: { [TOTAL]: 30000, [BTYPE]: 'lifetime' },
  },
  {
    id: 'ho-budget-2',
    fact: 'budget',
    at: { step: 7, draft: creative },
    say: "we've got like 12.5k to play with",
    expect: { [TOTAL]: 12500, [BTYPE]: 'lifetime' },
  },
  {
    id: 'ho-budget-3',
    fact: 'budget',
    at: { step: 7, draft: creative },
    say: 'seven hundred and fifty bucks a day',
    expect: { [TOTAL]: 750, [BTYPE]: 'daily' },
  },
  {
    id: 'ho-budget-4',
    fact: 'budget',
    at: { step: 7, draft: creative },
    say: '£8k',
    expect: { [TOTAL]: 8000, [BTYPE]: 'lifetime', [CUR]: 'GBP' },
  },
  {
    id: 'ho-budget-5',
    fact: 'budget',
    at: { step: 7, draft: creative },
    say: "budget's 40 000 euros",
    expect: { [TOTAL]: 40000, [BTYPE]: 'lifetime', [CUR]: 'EUR' },
  },
  {
    id: 'ho-budget-6',
    fact: 'budget',
    at: { step: 7, draft: creative },
    say: 'C$20,000 total',
    expect: { [TOTAL]: 20000, [BTYPE]: 'lifetime', [CUR]: 'CAD' },
  },
  {
    id: 'ho-budget-7',
    fact: 'budget',
    at: { step: 7, draft: creative },
    say: 'a quarter of a million',
    expect: { [TOTAL]: 250000, [BTYPE]: 'lifetime' },
  },
  {
    id: 'ho-budget-8',
    fact: 'budget',
    at: { step: 7, draft: creative },
    say: 'ten k',
    expect: { [TOTAL]: 10000, [BTYPE]: 'lifetime' },
  },
  {
    id: 'ho-budget-9',
    fact: 'budget',
    at: { step: 4, draft: aud },
    say: "oh and budget's 9 grand",
    expect: { [TOTAL]: 9000, [BTYPE]: 'lifetime' },
  },
  {
    id: 'ho-budget-10',
    fact: 'budget',
    at: { step: 7, draft: creative },
    say: 'twelve and a half thousand dollars total',
    expect: { [TOTAL]: 12500, [BTYPE]: 'lifetime', [CUR]: 'USD' },
  },
  {
    id: 'ho-budget-11',
    fact: 'budget',
    at: { step: 7, draft: creative },
    say: 'AUD 6,000 a day',
    expect: { [TOTAL]: 6000, [BTYPE]: 'daily', [CUR]: 'AUD' },
  },
  {
    id: 'ho-budget-12',
    fact: 'budget',
    at: { step: 7, draft: creative },
    say: 'spend is capped at 45k for the whole thing',
    expect: { [TOTAL]: 45000, [BTYPE]: 'lifetime' },
  },

  // ---------------------------------------------------------------- budget rate + duration
  {
    id: 'ho-budget-rate-1',
    fact: 'budget-rate',
    at: { step: 7, draft: creative },
    say: '3 grand a month for six months',
    expect: { [TOTAL]: 18000, [BTYPE]: 'lifetime', [END]: '2027-05-23' },
  },
  {
    id: 'ho-budget-rate-2',
    fact: 'budget-rate',
    at: { step: 7, draft: creative },
    say: '2k a week for 4 weeks',
    expect: { [TOTAL]: 8000, [BTYPE]: 'lifetime', [END]: '2026-12-21' },
  },
  {
    id: 'ho-budget-rate-3',
    fact: 'budget-rate',
    at: { step: 7, draft: creative },
    say: '10k monthly over the next 2 months',
    expect: { [TOTAL]: 20000, [BTYPE]: 'lifetime', [END]: '2027-01-23' },
  },
  {
    id: 'ho-budget-rate-4',
    fact: 'budget-rate',
    at: { step: 7, draft: creative },
    say: '£1,500 per week for 8 weeks',
    expect: { [TOTAL]: 12000, [BTYPE]: 'lifetime', [CUR]: 'GBP', [END]: '2027-01-18' },
  },
  {
    id: 'ho-budget-rate-5',
    fact: 'budget-rate',
    at: { step: 7, draft: creative },
    say: '5k a month from jan 1 for 3 months',
    expect: { [TOTAL]: 15000, [BTYPE]: 'lifetime', [START]: '2027-01-01', [END]: '2027-03-31' },
  },
  {
    id: 'ho-budget-rate-6',
    fact: 'budget-rate',
    at: { step: 7, draft: creative },
    say: 'we can do $4,000 every month, for three months',
    expect: { [TOTAL]: 12000, [BTYPE]: 'lifetime', [END]: '2027-02-23' },
  },

  // ---------------------------------------------------------------- budget range
  {
    id: 'ho-budget-range-1',
    fact: 'budget-range',
    at: { step: 7, draft: creative },
    say: 'somewhere between 10 and 15k',
    unchanged: true,
    asksApproval: true,
    replyIncludes: ['12,500'],
  },
  {
    id: 'ho-budget-range-2',
    fact: 'budget-range',
    at: { step: 7, draft: creative },
    say: '20 to 30 grand',
    unchanged: true,
    asksApproval: true,
    replyIncludes: ['25,000'],
  },
  {
    id: 'ho-budget-range-3',
    fact: 'budget-range',
    at: { step: 7, draft: creative },
    say: '$8k-$12k',
    unchanged: true,
    asksApproval: true,
    replyIncludes: ['10,000'],
  },
  {
    id: 'ho-budget-range-4',
    fact: 'budget-range',
    at: { step: 7, draft: creative },
    say: 'anywhere from 40 to 50 thousand',
    unchanged: true,
    asksApproval: true,
    replyIncludes: ['45,000'],
  },
  {
    id: 'ho-budget-range-5',
    fact: 'budget-range',
    at: { step: 7, draft: creative },
    say: '5-7k, depends how it goes',
    unchanged: true,
    asksApproval: true,
    replyIncludes: ['6,000'],
  },
  {
    id: 'ho-budget-range-6',
    fact: 'budget-range',
    at: { step: 7, draft: creative },
    say: 'between 10k and 14k',
    unchanged: true,
    asksApproval: true,
    replyIncludes: ['12,000'],
  },

  // ---------------------------------------------------------------- sanity checks
  {
    id: 'ho-sanity-1',
    fact: 'sanity',
    at: { step: 7, draft: creative },
    say: '$25 total',
    unchanged: true,
    asksApproval: true,
    replyIncludes: ['$25,000'],
  },
  {
    id: 'ho-sanity-2',
    fact: 'sanity',
    at: { step: 7, draft: creative },
    say: 'budget is 40 dollars',
    unchanged: true,
    asksApproval: true,
    replyIncludes: ['$40,000'],
  },
  {
    id: 'ho-sanity-3',
    fact: 'sanity',
    at: { step: 8, draft: salesBid },
    say: 'target roas 20x',
    expect: { [STRAT]: 'target_roas', [TROAS]: 20 },
  },

  // ---------------------------------------------------------------- budget type
  {
    id: 'ho-budget-type-1',
    fact: 'budget-type',
    at: { step: 7, draft: budgeted },
    say: 'set it as a daily cap instead of lifetime',
    expect: { [BTYPE]: 'daily' },
  },
  {
    id: 'ho-budget-type-2',
    fact: 'budget-type',
    at: { step: 7, draft: { ...budgeted, budget: { totalBudget: 500, budgetType: 'daily' } } },
    say: 'treat that as the total for the whole run',
    expect: { [BTYPE]: 'lifetime' },
  },
  {
    id: 'ho-budget-type-3',
    fact: 'budget-type',
    at: { step: 7, draft: { ...budgeted, budget: { totalBudget: 500, budgetType: 'daily' } } },
    say: 'lifetime budget please',
    expect: { [BTYPE]: 'lifetime' },
  },
  {
    id: 'ho-budget-type-4',
    fact: 'budget-type',
    at: { step: 7, draft: budgeted },
    say: 'budget type: daily',
    expect: { [BTYPE]: 'daily' },
  },
  {
    id: 'ho-budget-type-5',
    fact: 'budget-type',
    at: { step: 8, draft: { ...salesBid, budget: { totalBudget: 600, budgetType: 'daily' } } },
    say: 'hmm that number is for the entire flight, not per day',
    expect: { [BTYPE]: 'lifetime' },
  },
  {
    id: 'ho-budget-type-6',
    fact: 'budget-type',
    at: { step: 7, draft: budgeted },
    say: "wait no it's a per day amount",
    expect: { [BTYPE]: 'daily' },
  },

  // ---------------------------------------------------------------- pacing
  {
    id: 'ho-pacing-1',
    fact: 'pacing',
    at: { step: 7, draft: { ...budgeted, budget: { totalBudget: 20000, pacing: 'accelerated' } } },
    say: 'spread the spend out evenly over the dates',
    expect: { [PACING]: 'standard' },
  },
  {
    id: 'ho-pacing-2',
    fact: 'pacing',
    at: { step: 7, draft: budgeted },
    say: 'burn through it fast at the start',
    expect: { [PACING]: 'accelerated' },
  },
  {
    id: 'ho-pacing-3',
    fact: 'pacing',
    at: { step: 7, draft: budgeted },
    say: 'accelerated delivery pls',
    expect: { [PACING]: 'accelerated' },
  },
  {
    id: 'ho-pacing-4',
    fact: 'pacing',
    at: { step: 8, draft: { ...salesBid, budget: { totalBudget: 20000, pacing: 'accelerated' } } },
    say: 'actually pace it evenly',
    expect: { [PACING]: 'standard' },
  },
  {
    id: 'ho-pacing-5',
    fact: 'pacing',
    at: { step: 7, draft: budgeted },
    say: 'spend it as quickly as possible',
    expect: { [PACING]: 'accelerated' },
  },
  {
    id: 'ho-pacing-6',
    fact: 'pacing',
    at: { step: 7, draft: { ...budgeted, budget: { totalBudget: 20000, pacing: 'accelerated' } } },
    say: 'standard pacing is fine',
    expect: { [PACING]: 'standard' },
  },

  // ---------------------------------------------------------------- allocation
  {
    id: 'ho-allocation-1',
    fact: 'allocation',
    at: { step: 7, draft: budgeted },
    say: '50% google, 30 fb, 20 ig',
    expect: alloc({ 'google-ads': 50, facebook: 30, instagram: 20 }),
  },
  {
    id: 'ho-allocation-2',
    fact: 'allocation',
    at: { step: 7, draft: withPlatforms(budgeted, 'google-ads', 'facebook') },
    say: 'split it 50/50',
    expect: alloc({ 'google-ads': 50, facebook: 50 }),
  },
  {
    id: 'ho-allocation-3',
    fact: 'allocation',
    at: { step: 7, draft: withPlatforms(budgeted, 'google-ads', 'facebook') },
    say: 'put 70 percent on google and the rest on facebook',
    expect: alloc({ 'google-ads': 70, facebook: 30 }),
  },
  {
    id: 'ho-allocation-4',
    fact: 'allocation',
    at: { step: 7, draft: budgeted },
    say: 'google gets half, insta and fb a quarter each',
    expect: alloc({ 'google-ads': 50, facebook: 25, instagram: 25 }),
  },
  {
    id: 'ho-allocation-5',
    fact: 'allocation',
    at: { step: 7, draft: budgeted },
    say: '40% instagram 35% facebook 25% google',
    expect: alloc({ 'google-ads': 25, facebook: 35, instagram: 40 }),
  },
  {
    id: 'ho-allocation-6',
    fact: 'allocation',
    at: { step: 8, draft: { ...leadsBid, budget: { totalBudget: 15000, budgetType: 'lifetime' } } },
    say: 'linkedin should get 80%, google 20%',
    expect: alloc({ linkedin: 80, 'google-ads': 20 }),
  },

  // ---------------------------------------------------------------- schedule
  {
    id: 'ho-schedule-1',
    fact: 'schedule',
    at: { step: 7, draft: creative },
    say: 'run it 1 dec - 31 dec',
    expect: { [START]: '2026-12-01', [END]: '2026-12-31' },
  },
  {
    id: 'ho-schedule-2',
    fact: 'schedule',
    at: { step: 7, draft: creative },
    say: 'Q2 of next year',
    expect: { [START]: '2027-04-01', [END]: '2027-06-30' },
  },
  {
    id: 'ho-schedule-3',
    fact: 'schedule',
    at: { step: 7, draft: creative },
    say: 'just the first quarter',
    expect: { [START]: '2027-01-01', [END]: '2027-03-31' },
  },
  {
    id: 'ho-schedule-4',
    fact: 'schedule',
    at: { step: 7, draft: creative },
    say: 'keep it going through end of feb',
    expect: { [END]: '2027-02-28' },
  },
  {
    id: 'ho-schedule-5',
    fact: 'schedule',
    at: { step: 7, draft: creative },
    say: 'ten days is plenty',
    expect: { [END]: '2026-12-03' },
  },
  {
    id: 'ho-schedule-6',
    fact: 'schedule',
    at: { step: 7, draft: creative },
    say: 'let it run eight weeks',
    expect: { [END]: '2027-01-18' },
  },
  {
    id: 'ho-schedule-7',
    fact: 'schedule',
    at: { step: 7, draft: creative },
    say: "it's a summer thing so run it over the summer",
    expect: { [START]: '2027-06-01', [END]: '2027-08-31' },
  },
  {
    id: 'ho-schedule-8',
    fact: 'schedule',
    at: { step: 7, draft: { ...creative, schedule: { startDate: '2027-01-10', endDate: '2027-02-10' } } },
    say: 'we need it live asap',
    expect: { [START]: '2026-11-24' },
  },
  {
    id: 'ho-schedule-9',
    fact: 'schedule',
    at: { step: 7, draft: creative },
    say: 'kick off monday the 30th, finish 20 dec',
    expect: { [START]: '2026-11-30', [END]: '2026-12-20' },
  },
  {
    id: 'ho-schedule-10',
    fact: 'schedule',
    at: { step: 7, draft: creative },
    say: 'go live 5 Jan, wrap up 14 Feb',
    expect: { [START]: '2027-01-05', [END]: '2027-02-14' },
  },
  {
    id: 'ho-schedule-11',
    fact: 'schedule',
    at: { step: 7, draft: creative },
    say: 'over the winter months',
    expect: { [START]: '2026-12-01', [END]: '2027-02-28' },
  },
  {
    id: 'ho-schedule-12',
    fact: 'schedule',
    at: { step: 7, draft: creative },
    say: 'from next monday for 2 weeks',
    expect: { [START]: '2026-11-30', [END]: '2026-12-13' },
  },
  {
    id: 'ho-schedule-13',
    fact: 'schedule',
    at: { step: 7, draft: creative },
    say: 'start 1st feb and run it a month',
    expect: { [START]: '2027-02-01', [END]: '2027-02-28' },
  },
  {
    id: 'ho-schedule-14',
    fact: 'schedule',
    at: { step: 9, draft: budgeted },
    say: "oh can the end date be new year's eve",
    expect: { [END]: '2026-12-31' },
  },

  // ---------------------------------------------------------------- bidding
  {
    id: 'ho-bidding-1',
    fact: 'bidding',
    at: { step: 8, draft: leadsBid },
    say: 'target cpa of 25 dollars',
    expect: { [STRAT]: 'target_cpa', [TCPA]: 25 },
  },
  {
    id: 'ho-bidding-2',
    fact: 'bidding',
    at: { step: 8, draft: salesBid },
    say: 'aim for a 5x roas',
    expect: { [STRAT]: 'target_roas', [TROAS]: 5 },
  },
  {
    id: 'ho-bidding-3',
    fact: 'bidding',
    at: { step: 8, draft: salesBid },
    say: 'manual bidding, cap clicks at $1.50',
    expect: { [STRAT]: 'manual_cpc', [MAXCPC]: 1.5 },
  },
  {
    id: 'ho-bidding-4',
    fact: 'bidding',
    at: { step: 8, draft: { ...leadsBid, bidding: { strategy: { type: 'target_cpa' } } } },
    say: 'just let the algorithm sort out the bids',
    expect: { [STRAT]: 'automated' },
  },
  {
    id: 'ho-bidding-5',
    fact: 'bidding',
    at: { step: 8, draft: salesBid },
    say: 'tROAS 350%',
    expect: { [STRAT]: 'target_roas', [TROAS]: 3.5 },
  },
  {
    id: 'ho-bidding-6',
    fact: 'bidding',
    at: { step: 7, draft: leadsFull },
    say: 'budget 20k and bid to a $40 cpa',
    expect: { [TOTAL]: 20000, [BTYPE]: 'lifetime', [STRAT]: 'target_cpa', [TCPA]: 40 },
  },
  {
    id: 'ho-bidding-7',
    fact: 'bidding',
    at: {
      step: 8,
      draft: { ...leadsBid, budget: { totalBudget: 15000, budgetType: 'lifetime', currency: 'GBP' } },
    },
    say: 'CPA target £18',
    expect: { [STRAT]: 'target_cpa', [TCPA]: 18 },
  },
  {
    id: 'ho-bidding-8',
    fact: 'bidding',
    at: { step: 8, draft: salesBid },
    say: 'max cpc 80 cents',
    expect: { [STRAT]: 'manual_cpc', [MAXCPC]: 0.8 },
  },
  {
    id: 'ho-bidding-9',
    fact: 'bidding',
    at: { step: 8, draft: leadsBid },
    say: "we'd pay at most 45 per lead",
    expect: { [STRAT]: 'target_cpa', [TCPA]: 45 },
  },

  // ---------------------------------------------------------------- questions (nothing changes)
  {
    id: 'ho-question-1',
    fact: 'question',
    at: { step: 7, draft: budgeted },
    say: 'how far would 20k actually go on linkedin?',
    unchanged: true,
  },
  {
    id: 'ho-question-2',
    fact: 'question',
    at: { step: 3, draft: goals },
    say: "what's the difference between google ads and facebook for a shop like ours?",
    unchanged: true,
  },
  {
    id: 'ho-question-3',
    fact: 'question',
    at: { step: 4, draft: aud },
    say: 'do you reckon we should include canada?',
    unchanged: true,
  },
  {
    id: 'ho-question-4',
    fact: 'question',
    at: { step: 8, draft: salesBid },
    say: 'roughly how much does a click cost on tiktok these days',
    unchanged: true,
  },
  {
    id: 'ho-question-5',
    fact: 'question',
    at: { step: 2, draft: goals },
    say: "what's a sensible attribution window for furniture?",
    unchanged: true,
  },
  {
    id: 'ho-question-6',
    fact: 'question',
    at: { step: 9, draft: budgeted },
    say: 'wait, when does this end again?',
    unchanged: true,
    replyIncludes: ['Dec 23'],
  },
  {
    id: 'ho-question-7',
    fact: 'question',
    at: { step: 4, draft: aud },
    say: 'is 25-34 too narrow for candles?',
    unchanged: true,
  },

  // ---------------------------------------------------------------- hypotheticals (offered, not applied)
  {
    id: 'ho-hypothetical-1',
    fact: 'hypothetical',
    at: { step: 7, draft: budgeted },
    say: 'what would 35k get us?',
    unchanged: true,
    asksApproval: true,
    replyIncludes: ['35,000'],
  },
  {
    id: 'ho-hypothetical-2',
    fact: 'hypothetical',
    at: { step: 4, draft: aud },
    say: 'what if we threw tiktok into the mix?',
    unchanged: true,
    asksApproval: true,
  },
  {
    id: 'ho-hypothetical-3',
    fact: 'hypothetical',
    at: { step: 4, draft: aud },
    say: 'suppose we went after 25-34s instead, would that be cheaper?',
    unchanged: true,
    asksApproval: true,
  },
  {
    id: 'ho-hypothetical-4',
    fact: 'hypothetical',
    at: { step: 7, draft: budgeted },
    say: 'if we doubled the budget how many more sales would that be',
    unchanged: true,
    asksApproval: true,
    replyIncludes: ['40,000'],
  },
  {
    id: 'ho-hypothetical-5',
    fact: 'hypothetical',
    at: { step: 8, draft: leadsBid },
    say: 'hypothetically, with a $30 target cpa what happens?',
    unchanged: true,
    asksApproval: true,
  },
  {
    id: 'ho-hypothetical-6',
    fact: 'hypothetical',
    at: { step: 7, draft: budgeted },
    say: 'say we ran it for 60 days instead, how would that look',
    unchanged: true,
    asksApproval: true,
  },
  {
    id: 'ho-hypothetical-7',
    fact: 'hypothetical',
    at: { step: 7, draft: budgeted },
    say: 'would £15k be enough if we added the UK as well?',
    unchanged: true,
  },

  // ---------------------------------------------------------------- declining an offer made for a question
  {
    id: 'ho-decline-1',
    fact: 'decline',
    at: { step: 7, draft: budgeted, before: ['what would 35k get us?'] },
    say: 'nah leave it at 20k, was just curious',
    unchanged: true,
  },
  {
    id: 'ho-decline-2',
    fact: 'decline',
    at: { step: 4, draft: aud, before: ['what if we added tiktok?'] },
    say: 'no keep the platforms as they are, only asking',
    unchanged: true,
  },
  {
    id: 'ho-decline-3',
    fact: 'decline',
    at: { step: 7, draft: budgeted, before: ['what would 40 grand do for us?'] },
    say: 'no thanks',
    unchanged: true,
  },
  {
    id: 'ho-decline-4',
    fact: 'decline',
    at: { step: 8, draft: leadsBid, before: ['what if we set a $30 target cpa?'] },
    say: "nope, don't change anything, just wanted to know",
    unchanged: true,
  },
  {
    id: 'ho-decline-5',
    fact: 'decline',
    at: { step: 4, draft: aud, before: ['what if we targeted 25-34 instead?'] },
    say: 'ok good to know, but leave the ages as they are',
    unchanged: true,
  },
  {
    id: 'ho-decline-6',
    fact: 'decline',
    at: { step: 7, draft: budgeted, before: ['how would 50k look?'] },
    say: "no, we'll stick with what we had",
    unchanged: true,
  },

  // ---------------------------------------------------------------- corrections (replace)
  {
    id: 'ho-correction-1',
    fact: 'correction',
    at: { step: 7, draft: budgeted },
    say: 'actually scratch that, 18k',
    expect: { [TOTAL]: 18000, [BTYPE]: 'lifetime' },
  },
  {
    id: 'ho-correction-2',
    fact: 'correction',
    at: { step: 4, draft: aud },
    say: 'sorry i meant canada not the US',
    expect: { [COUNTRIES]: ['CA'] },
  },
  {
    id: 'ho-correction-3',
    fact: 'correction',
    at: { step: 2, draft: setup },
    say: 'oops, name should be Harbour Lights (with a u)',
    expect: { [NAME]: 'Harbour Lights' },
  },
  {
    id: 'ho-correction-4',
    fact: 'correction',
    at: {
      step: 4,
      draft: withTargeting(aud, {
        geography: { countries: ['US'] },
        demographics: { ageMin: 25, ageMax: 40 },
      }),
    },
    say: 'correction: 30 to 45',
    expect: { [AGE_MIN]: 30, [AGE_MAX]: 45 },
  },
  {
    id: 'ho-correction-5',
    fact: 'correction',
    at: { step: 7, draft: budgeted },
    say: 'make the end date jan 31 instead',
    expect: { [END]: '2027-01-31' },
  },
  {
    id: 'ho-correction-6',
    fact: 'correction',
    at: { step: 3, draft: withPlatforms(goals, 'google-ads', 'facebook') },
    say: 'no wait, I meant instagram not facebook',
    expect: { [PLAT]: ['google-ads', 'instagram'] },
  },
  {
    id: 'ho-correction-7',
    fact: 'correction',
    at: { step: 7, draft: creative },
    say: '15k... hmm no, make it 17.5k',
    expect: { [TOTAL]: 17500, [BTYPE]: 'lifetime' },
  },
  {
    id: 'ho-correction-8',
    fact: 'correction',
    at: { step: 9, draft: budgeted },
    say: 'can you change the budget to 30k?',
    expect: { [TOTAL]: 30000 },
  },

  // ---------------------------------------------------------------- negations (remove, never add)
  {
    id: 'ho-negation-1',
    fact: 'negation',
    at: { step: 3, draft: goals },
    say: 'anything but tiktok',
    expect: { [PLAT]: without(ALL_UNIVERSAL, 'tiktok') },
  },
  {
    id: 'ho-negation-2',
    fact: 'negation',
    at: { step: 4, draft: withTargeting(plat, { geography: { countries: ['US', 'CA', 'GB'] } }) },
    say: "we don't ship to canada",
    expect: { [COUNTRIES]: ['US', 'GB'] },
  },
  {
    id: 'ho-negation-3',
    fact: 'negation',
    at: {
      step: 4,
      draft: withTargeting(aud, {
        geography: { countries: ['US'] },
        interests: ['yoga', 'running', 'cycling'],
      }),
    },
    say: 'forget cycling',
    expect: { [INTERESTS]: ['yoga', 'running'] },
  },
  {
    id: 'ho-negation-4',
    fact: 'negation',
    at: {
      step: 4,
      draft: withTargeting(aud, {
        geography: { countries: ['US'] },
        devices: ['desktop', 'mobile', 'tablet'],
      }),
    },
    say: 'tablets are a no',
    expect: { [DEVICES]: ['desktop', 'mobile'] },
  },
  {
    id: 'ho-negation-5',
    fact: 'negation',
    at: { step: 3, draft: withPlatforms(goals, ...ALL_UNIVERSAL) },
    say: 'definitely not linkedin, and skip google too',
    expect: { [PLAT]: ['facebook', 'instagram', 'tiktok'] },
  },
  {
    id: 'ho-negation-6',
    fact: 'negation',
    at: {
      step: 4,
      draft: withTargeting(plat, { geography: { countries: ['US'], regions: ['Texas', 'California'] } }),
    },
    say: 'leave texas out',
    expect: { [REGIONS]: ['California'] },
  },
  {
    id: 'ho-negation-7',
    fact: 'negation',
    at: { step: 3, draft: goals },
    say: "not tiktok and not linkedin, they're a waste for us",
    expect: {},
    replyExcludes: ['added tiktok'],
  },

  // ---------------------------------------------------------------- approving a pending suggestion
  {
    id: 'ho-approve-1',
    fact: 'approve',
    at: { step: 3, draft: goals },
    say: 'yep go for it',
    expect: { [PLAT]: ['google-ads', 'facebook', 'instagram'] },
  },
  {
    id: 'ho-approve-2',
    fact: 'approve',
    at: { step: 2, draft: setup },
    say: 'sure that works',
    expect: { [KPI]: 'roas' },
  },
  {
    id: 'ho-approve-3',
    fact: 'approve',
    at: { step: 8, draft: creative },
    say: '👍 lgtm',
    expect: { [STRAT]: 'target_roas', [TROAS]: 2.7, [OPT]: 'conversion_value' },
  },
  {
    id: 'ho-approve-4',
    fact: 'approve',
    at: { step: 5, draft: aud },
    say: 'love those, use them',
    expect: {
      [HEADLINES]: ['Shop the Harbor Lights', 'Find Your Perfect Home Decor', 'Shop New Arrivals Now'],
    },
  },
  {
    id: 'ho-approve-5',
    fact: 'approve',
    at: { step: 7, draft: creative, before: ['$10k total'] },
    say: 'sounds good to me',
    expect: { ...alloc({ 'google-ads': 50, facebook: 30, instagram: 20 }), [END]: '2026-12-23' },
  },
  {
    id: 'ho-approve-6',
    fact: 'approve',
    at: { step: 3, draft: leadsGoals },
    say: 'alright, do it',
    expect: { [PLAT]: ['linkedin', 'google-ads', 'facebook'] },
  },
  {
    id: 'ho-approve-7',
    fact: 'approve',
    at: { step: 2, draft: leadsSetup },
    say: 'ya',
    expect: { [KPI]: 'cpl' },
  },

  // ---------------------------------------------------------------- rejecting a pending suggestion
  {
    id: 'ho-reject-1',
    fact: 'reject',
    at: { step: 3, draft: goals },
    say: 'nah, not feeling that mix',
    unchanged: true,
  },
  {
    id: 'ho-reject-2',
    fact: 'reject',
    at: { step: 8, draft: creative },
    say: "no, I don't want target roas",
    unchanged: true,
  },
  {
    id: 'ho-reject-3',
    fact: 'reject',
    at: { step: 2, draft: setup },
    say: 'hmm no, something else',
    unchanged: true,
  },
  {
    id: 'ho-reject-4',
    fact: 'reject',
    at: { step: 5, draft: aud },
    say: 'those headlines are a bit meh tbh, no',
    unchanged: true,
  },
  {
    id: 'ho-reject-5',
    fact: 'reject',
    at: { step: 7, draft: creative, before: ['$10k total'] },
    say: 'no thank you',
    unchanged: true,
  },
  {
    id: 'ho-reject-6',
    fact: 'reject',
    at: { step: 2, draft: leadsSetup },
    say: 'nope',
    unchanged: true,
  },

  // ---------------------------------------------------------------- modifying a pending suggestion
  {
    id: 'ho-modify-1',
    fact: 'modify',
    at: { step: 3, draft: goals },
    say: 'yes but without instagram',
    expect: { [PLAT]: ['google-ads', 'facebook'] },
  },
  {
    id: 'ho-modify-2',
    fact: 'modify',
    at: { step: 3, draft: goals },
    say: 'swap facebook out for linkedin in that',
    expect: { [PLAT]: ['google-ads', 'linkedin', 'instagram'] },
  },
  {
    id: 'ho-modify-3',
    fact: 'modify',
    at: { step: 8, draft: creative },
    say: 'ok but 3x not 2.7',
    expect: { [STRAT]: 'target_roas', [TROAS]: 3, [OPT]: 'conversion_value' },
  },
  {
    id: 'ho-modify-4',
    fact: 'modify',
    at: { step: 3, draft: goals },
    say: 'same but add tiktok',
    expect: { [PLAT]: ['google-ads', 'facebook', 'instagram', 'tiktok'] },
  },
  {
    id: 'ho-modify-5',
    fact: 'modify',
    at: { step: 3, draft: leadsGoals },
    say: 'no, not facebook',
    expect: { [PLAT]: ['linkedin', 'google-ads'] },
  },
  {
    id: 'ho-modify-6',
    fact: 'modify',
    at: { step: 7, draft: creative, before: ['$10k total'] },
    say: 'fine, but make it 60/20/20',
    expect: { ...alloc({ 'google-ads': 60, facebook: 20, instagram: 20 }), [END]: '2026-12-23' },
  },

  // ---------------------------------------------------------------- small talk
  { id: 'ho-smalltalk-1', fact: 'small-talk', at: { step: 1 }, say: 'hey there 👋', unchanged: true },
  {
    id: 'ho-smalltalk-2',
    fact: 'small-talk',
    at: { step: 4, draft: aud },
    say: "cheers, that's really helpful",
    unchanged: true,
  },
  { id: 'ho-smalltalk-3', fact: 'small-talk', at: { step: 7, draft: creative }, say: 'lol', unchanged: true },
  {
    id: 'ho-smalltalk-4',
    fact: 'small-talk',
    at: { step: 9, draft: budgeted },
    say: "you're a star, thank you!",
    unchanged: true,
  },
  {
    id: 'ho-smalltalk-5',
    fact: 'small-talk',
    at: { step: 2, draft: setup },
    say: 'good morning! hope your day is going well',
    unchanged: true,
  },
  {
    id: 'ho-smalltalk-6',
    fact: 'small-talk',
    at: { step: 5, draft: creative },
    say: 'haha nice one',
    unchanged: true,
  },

  // ---------------------------------------------------------------- several facts at once, run-ons
  {
    id: 'ho-multi-1',
    fact: 'multi',
    at: { step: 1 },
    say: 'Spring Bloom 2027 - sales campaign, budget about £15k, UK only, women 35-60 on fb and insta',
    expect: {
      [NAME]: 'Spring Bloom 2027',
      [OBJ]: 'sales',
      [TOTAL]: 15000,
      [BTYPE]: 'lifetime',
      [CUR]: 'GBP',
      [COUNTRIES]: ['GB'],
      [GENDERS]: ['female'],
      [AGE_MIN]: 35,
      [AGE_MAX]: 60,
      [PLAT]: ['facebook', 'instagram'],
    },
  },
  {
    id: 'ho-multi-2',
    fact: 'multi',
    at: { step: 4, draft: plat },
    say: 'US and Canada, 25-54, mobile only, into camping and hiking',
    expect: {
      [COUNTRIES]: ['US', 'CA'],
      [AGE_MIN]: 25,
      [AGE_MAX]: 54,
      [DEVICES]: ['mobile'],
      [INTERESTS]: ['camping', 'hiking'],
    },
  },
  {
    id: 'ho-multi-3',
    fact: 'multi',
    at: { step: 7, draft: creative },
    say: '20k lifetime, jan 4 to feb 28, front-load it',
    expect: {
      [TOTAL]: 20000,
      [BTYPE]: 'lifetime',
      [START]: '2027-01-04',
      [END]: '2027-02-28',
      [PACING]: 'accelerated',
    },
  },
  {
    id: 'ho-multi-4',
    fact: 'multi',
    at: { step: 2, draft: setup },
    say: 'primary KPI CPA, also track ROAS, 28-day attribution, weekly PDF reports to ceo@harborlights.com',
    expect: {
      [KPI]: 'cpa',
      [KPI2]: ['roas'],
      [ATTR]: 28,
      [FREQ]: 'weekly',
      [FORMAT]: 'pdf',
      [RECIP]: ['ceo@harborlights.com'],
    },
  },
  {
    id: 'ho-multi-5',
    fact: 'multi',
    at: { step: 5, draft: aud },
    say: 'headlines "Light the Way" and "Porch Perfect", CTA Shop Now, ad description: Solar lanterns that run all night',
    expect: {
      [HEADLINES]: ['Light the Way', 'Porch Perfect'],
      [CTA]: ['Shop Now'],
      [ADDESC]: ['Solar lanterns that run all night'],
    },
  },
  {
    id: 'ho-multi-6',
    fact: 'multi',
    at: { step: 1 },
    say: 'ok so basically the campaign name can be Back Pain Blitz and we want more bookings which are leads i guess',
    expect: { [NAME]: 'Back Pain Blitz', [OBJ]: 'leads' },
  },
  {
    id: 'ho-multi-7',
    fact: 'multi',
    at: { step: 7, draft: creative },
    say: 'set the budget to 25k - also is linkedin even worth it for us?',
    expect: { [TOTAL]: 25000, [BTYPE]: 'lifetime' },
  },
  {
    id: 'ho-multi-8',
    fact: 'multi',
    at: { step: 4, draft: plat },
    say: 'germany and austria, men between thirty and fifty, no tablets just desktop and mobile',
    expect: {
      [COUNTRIES]: ['DE', 'AT'],
      [GENDERS]: ['male'],
      [AGE_MIN]: 30,
      [AGE_MAX]: 50,
      [DEVICES]: ['desktop', 'mobile'],
    },
  },

  // ---------------------------------------------------------------- typos
  {
    id: 'ho-budget-13',
    fact: 'budget',
    at: { step: 7, draft: creative },
    say: 'budjet is 15k tops',
    expect: { [TOTAL]: 15000, [BTYPE]: 'lifetime' },
  },
  {
    id: 'ho-platforms-12',
    fact: 'platforms',
    at: { step: 3, draft: goals },
    say: 'facebok and instagarm',
    expect: { [PLAT]: ['facebook', 'instagram'] },
  },
  {
    id: 'ho-countries-12',
    fact: 'countries',
    at: { step: 4, draft: plat },
    say: 'austrailia',
    expect: { [COUNTRIES]: ['AU'] },
  },
  {
    id: 'ho-schedule-15',
    fact: 'schedule',
    at: { step: 7, draft: creative },
    say: 'stat on dec 1st, run til jan 15th',
    expect: { [START]: '2026-12-01', [END]: '2027-01-15' },
  },
  {
    id: 'ho-genders-7',
    fact: 'genders',
    at: { step: 4, draft: aud },
    say: 'wommen 25-40',
    expect: { [GENDERS]: ['female'], [AGE_MIN]: 25, [AGE_MAX]: 40 },
  },
];
