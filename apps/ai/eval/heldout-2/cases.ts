import { groupCountries, US } from '@northstar/shared/geo';
import type { CaseStart, PhrasingCase } from '../eval-types.ts';

// A second held-out set (2026-11-24): phrasings written without reading the readers or the earlier case
// tables, typed the way advertisers type in a hurry (lower case, typos, slang, British/Australian/Indian
// English, voice-typed run-ons, several facts at once, corrections and questions mid-way). Expectations
// follow ../SEMANTICS.md; dates are relative to EVAL_NOW (Tue 2026-11-24, UTC). Nobody tunes against it.

type Draft = NonNullable<CaseStart['draft']>;

// A UK coffee roaster selling online, filled in step by step.
const setup: Draft = {
  campaignName: 'Copper Kettle Winter',
  objective: 'sales',
  industry: 'coffee roastery',
};
const goals: Draft = { ...setup, kpis: { primary: 'roas' } };
const plat: Draft = { ...goals, platforms: { selected: ['google-ads', 'facebook', 'instagram'] } };
const aud: Draft = { ...plat, targeting: { geography: { countries: ['GB'] } } };
const creative: Draft = {
  ...aud,
  creatives: { copy: { headlines: ['Roasted this week'], callsToAction: ['Shop Now'] } },
};
const budgeted: Draft = {
  ...creative,
  budget: { totalBudget: 12000, budgetType: 'lifetime', currency: 'GBP' },
  schedule: { startDate: '2026-11-24', endDate: '2026-12-23' },
};
const bid: Draft = { ...budgeted, bidding: { optimization: { goal: 'conversion_value' } } };
// Two platforms only, so an allocation can cover every selected platform.
const twoPlat: Draft = {
  ...creative,
  platforms: { selected: ['google-ads', 'facebook'] },
  budget: { totalBudget: 12000, budgetType: 'lifetime', currency: 'GBP' },
};

// An Indian B2B software firm after leads.
const leadsSetup: Draft = {
  campaignName: 'Ledgerly Demo Push',
  objective: 'leads',
  industry: 'accounting software',
};
const leadsGoals: Draft = { ...leadsSetup, kpis: { primary: 'cpl' } };
const leadsPlat: Draft = { ...leadsGoals, platforms: { selected: ['google-ads', 'linkedin'] } };
const leadsFull: Draft = {
  ...leadsPlat,
  targeting: { geography: { countries: ['IN'] } },
  creatives: { copy: { headlines: ['Close your books faster'] } },
  budget: { totalBudget: 9000, budgetType: 'lifetime', currency: 'USD' },
  schedule: { startDate: '2026-11-24', endDate: '2026-12-23' },
  bidding: { optimization: { goal: 'conversions' } },
};

// An Australian fitness app after installs.
const appSetup: Draft = { campaignName: 'Arvo Reps', objective: 'app_installs', industry: 'fitness app' };
const appPlat: Draft = {
  ...appSetup,
  kpis: { primary: 'cpi' },
  platforms: { selected: ['facebook', 'instagram', 'tiktok'] },
};
const appAud: Draft = { ...appPlat, targeting: { geography: { countries: ['AU'] } } };
const appBudgeted: Draft = {
  ...appAud,
  creatives: { copy: { headlines: ['Train in 20 minutes'] } },
  budget: { totalBudget: 15000, budgetType: 'lifetime', currency: 'AUD' },
  schedule: { startDate: '2026-11-24', endDate: '2026-12-23' },
};

// The suggestions the planner makes on entering steps with these drafts (its own prompts).
const SUGGESTED_HEADLINES = [
  'Shop the Copper Kettle Winter',
  'Shop New Arrivals Now',
  'Discover Copper Kettle Winter',
];

const EU = [...groupCountries('eu')];
const LATAM = [...groupCountries('latam')];
const NORDICS = [...groupCountries('nordics')];
const usStatesBut = (...left: string[]) => US.map(([, name]) => name).filter((n) => !left.includes(n));

type Opts = Omit<PhrasingCase, 'id' | 'fact' | 'say' | 'at'>;
const counters = new Map<string, number>();
const cases: PhrasingCase[] = [];
function add(fact: string, at: CaseStart, say: string, opts: Opts | Record<string, unknown>): void {
  const n = (counters.get(fact) ?? 0) + 1;
  counters.set(fact, n);
  const keys = ['expect', 'unchanged', 'replyIncludes', 'replyExcludes', 'asksApproval', 'stepAfter'];
  const isOpts = Object.keys(opts).length > 0 && Object.keys(opts).every((k) => keys.includes(k));
  cases.push({
    id: `h2-${fact}-${n}`,
    fact,
    at,
    say,
    ...(isOpts ? (opts as Opts) : { expect: opts as Record<string, unknown> }),
  });
}
const same: Opts = { unchanged: true };

// ---------------------------------------------------------------- name
add('name', { step: 1 }, 'call it "Monsoon Magic" pls', { campaignName: 'Monsoon Magic' });
add('name', { step: 1 }, 'name: Diwali Dhamaka, objective sales', {
  campaignName: 'Diwali Dhamaka',
  objective: 'sales',
});
add('name', { step: 1 }, 'lets go with Black Friday Blitz for the name', {
  campaignName: 'Black Friday Blitz',
});
add('name', { step: 1 }, '"Boxing Day Bonanza"', { campaignName: 'Boxing Day Bonanza' });
add('name', { step: 1 }, 'the name is Arvo Coffee Club and we want more website traffic tbh', {
  campaignName: 'Arvo Coffee Club',
  objective: 'traffic',
});
add('name', { step: 1, draft: { objective: 'sales' } }, 'campaign name - Festive Fika 2026', {
  campaignName: 'Festive Fika 2026',
});
add('name', { step: 3, draft: goals }, 'oh and rename it to Kettle Christmas Drop', {
  campaignName: 'Kettle Christmas Drop',
});

// ---------------------------------------------------------------- objective
add('objective', { step: 1 }, 'we want leads mostly', { objective: 'leads' });
add('objective', { step: 1 }, 'mainly after sales tbh, online orders', { objective: 'sales' });
add('objective', { step: 1 }, 'goal is app downloads for our new app', { objective: 'app_installs' });
add('objective', { step: 1 }, 'honestly just want ppl to know we exist lol, brand awareness', {
  objective: 'awareness',
});
add('objective', { step: 1 }, 'objective: engagement, we want more likes comments shares on our posts', {
  objective: 'engagement',
});
add('objective', { step: 1 }, 'drive ppl to the website basically', { objective: 'traffic' });

// ---------------------------------------------------------------- category (regulated)
add('category', { step: 1, regulated: true }, 'we sell cbd gummies and tinctures', {
  regulatedCategory: 'cbd',
  campaignType: 'regulated',
});
add('category', { step: 1, regulated: true }, "it's an online casino + sportsbook", {
  regulatedCategory: 'gambling',
  campaignType: 'regulated',
});
add('category', { step: 1, regulated: true }, 'we are a crypto exchange app', {
  regulatedCategory: 'crypto',
  campaignType: 'regulated',
});
add('category', { step: 1, regulated: true }, 'forex trading platform, CFDs as well', {
  regulatedCategory: 'forex',
  campaignType: 'regulated',
});
add('category', { step: 1, regulated: true }, 'licensed cannabis dispensary, recreational', {
  regulatedCategory: 'cannabis',
  campaignType: 'regulated',
});
add('category', { step: 1 }, 'fyi we sell CBD oils', { regulatedCategory: 'cbd', campaignType: 'regulated' });

// ---------------------------------------------------------------- industry
add('industry', { step: 1 }, "we're a bakery", { industry: 'bakery' });
add('industry', { step: 1 }, 'industry: fintech', { industry: 'fintech' });
add('industry', { step: 1 }, 'sector is edtech btw', { industry: 'edtech' });
add('industry', { step: 1 }, "we're in home fitness", { industry: 'home fitness' });
add('industry', { step: 2, draft: setup }, 'oh industry should be specialty coffee not coffee roastery', {
  industry: 'specialty coffee',
});

// ---------------------------------------------------------------- tags
add('tags', { step: 1 }, 'tag it summer, promo', { tags: ['summer', 'promo'] });
add('tags', { step: 1 }, 'tags: Q4, Xmas, retargeting', { tags: ['q4', 'xmas', 'retargeting'] });
add('tags', { step: 2, draft: setup }, 'add tags diwali and sale', { tags: ['diwali', 'sale'] });
add('tags', { step: 1 }, 'can u tag this   festive ,  gifting', { tags: ['festive', 'gifting'] });
add('tags', { step: 7, draft: creative }, 'tag: winter-blend', { tags: ['winter-blend'] });

// ---------------------------------------------------------------- description
add('description', { step: 1 }, 'description: our big winter push', { description: 'our big winter push' });
add('description', { step: 1 }, 'campaign description - festive season push for the new blend', {
  description: 'festive season push for the new blend',
});
add('description', { step: 2, draft: setup }, 'desc for the campaign: clearing old stock before jan', {
  description: 'clearing old stock before jan',
});
add('description', { step: 1 }, 'Description: Launch of our Pune studio', {
  description: 'Launch of our Pune studio',
});
add('description', { step: 1 }, 'set the description to "Q1 demo drive for CFOs"', {
  description: 'Q1 demo drive for CFOs',
});

// ---------------------------------------------------------------- primary KPI
add('kpi', { step: 2, draft: setup }, 'kpi is cost per acquisition', { 'kpis.primary': 'cpa' });
add('kpi', { step: 2, draft: setup }, 'what matters most is the cost per purchase tbh', {
  'kpis.primary': 'cpa',
});
add('kpi', { step: 2, draft: leadsSetup }, 'we mostly look at the number of leads', {
  'kpis.primary': 'leads',
});
add('kpi', { step: 2, draft: appSetup }, 'installs. just raw installs', { 'kpis.primary': 'installs' });
add(
  'kpi',
  { step: 2, draft: { campaignName: 'Blog Boost', objective: 'traffic' } },
  'primary kpi: landing page views',
  {
    'kpis.primary': 'landing_page_views',
  },
);
add(
  'kpi',
  { step: 2, draft: { campaignName: 'Hello Pune', objective: 'awareness' } },
  'reach is wat matters',
  {
    'kpis.primary': 'reach',
  },
);

// ---------------------------------------------------------------- secondary KPIs
add('secondary-kpis', { step: 2, draft: goals }, 'also track CTR and CPC', {
  'kpis.secondary': ['ctr', 'cpc'],
});
add('secondary-kpis', { step: 2, draft: goals }, 'keep an eye on cpm n frequency too', {
  'kpis.secondary': ['cpm', 'frequency'],
});
add('secondary-kpis', { step: 2, draft: leadsGoals }, 'secondary kpi: conversion rate', {
  'kpis.secondary': ['conversion_rate'],
});
add('secondary-kpis', { step: 2, draft: goals }, 'secondary metrics - cpa and conversion value', {
  'kpis.secondary': ['cpa', 'conversion_value'],
});
add('secondary-kpis', { step: 3, draft: goals }, 'btw can we also track click through rate as a secondary', {
  'kpis.secondary': ['ctr'],
});

// ---------------------------------------------------------------- custom goals
add('custom-goals', { step: 2, draft: leadsGoals }, 'goal: 500 signups by March', {
  'kpis.customGoals': ['500 signups by March'],
});
add('custom-goals', { step: 2, draft: appSetup }, 'custom goal - 1000 app downloads in the first month', {
  'kpis.customGoals': ['1000 app downloads in the first month'],
});
add('custom-goals', { step: 2, draft: goals }, 'our goal: 300 subscription orders before xmas', {
  'kpis.customGoals': ['300 subscription orders before xmas'],
});
add('custom-goals', { step: 2, draft: leadsGoals }, 'add a custom goal: 40 demos booked per week', {
  'kpis.customGoals': ['40 demos booked per week'],
});
add('custom-goals', { step: 2, draft: goals }, 'goal: 2k new customers', {
  'kpis.customGoals': ['2k new customers'],
});

// ---------------------------------------------------------------- attribution
add('attribution', { step: 2, draft: goals }, '28 day click pls', {
  'conversionTracking.attributionWindow': 28,
});
add('attribution', { step: 2, draft: goals }, 'use a 1-day attribution window', {
  'conversionTracking.attributionWindow': 1,
});
add('attribution', { step: 2, draft: leadsGoals }, 'attribution 30 days, sales cycle is long', {
  'conversionTracking.attributionWindow': 30,
});
add('attribution', { step: 2, draft: goals }, '14d attribution window', {
  'conversionTracking.attributionWindow': 14,
});
add('attribution', { step: 7, draft: creative }, 'oh and set attribution to 28 days', {
  'conversionTracking.attributionWindow': 28,
});

// ---------------------------------------------------------------- reporting
add('reporting', { step: 2, draft: goals }, 'weekly reports to anna@acme.com as PDF', {
  'reporting.frequency': 'weekly',
  'reporting.recipients': ['anna@acme.com'],
  'reporting.format': 'pdf',
});
add(
  'reporting',
  { step: 2, draft: leadsGoals },
  'send monthly csv to raj.k@ledgerly.in and ops@ledgerly.in',
  {
    'reporting.frequency': 'monthly',
    'reporting.recipients': ['raj.k@ledgerly.in', 'ops@ledgerly.in'],
    'reporting.format': 'csv',
  },
);
add('reporting', { step: 2, draft: goals }, 'reports every week pls', { 'reporting.frequency': 'weekly' });
add('reporting', { step: 9, draft: budgeted }, 'can u email the reports to tom@copperkettle.co.uk', {
  'reporting.recipients': ['tom@copperkettle.co.uk'],
});
add('reporting', { step: 2, draft: goals }, 'pdf reports monthly is fine', {
  'reporting.frequency': 'monthly',
  'reporting.format': 'pdf',
});

// ---------------------------------------------------------------- platforms
add('platforms', { step: 3, draft: goals }, 'fb and insta only, we dont do tiktok', {
  'platforms.selected': ['facebook', 'instagram'],
});
add('platforms', { step: 3, draft: goals }, 'everything except tiktok', {
  'platforms.selected': ['google-ads', 'facebook', 'instagram', 'linkedin'],
});
add('platforms', { step: 3, draft: leadsGoals }, 'google and linkedin', {
  'platforms.selected': ['google-ads', 'linkedin'],
});
add('platforms', { step: 3, draft: goals }, 'all of them tbh', {
  'platforms.selected': ['google-ads', 'facebook', 'instagram', 'tiktok', 'linkedin'],
});
add('platforms', { step: 7, draft: creative }, 'drop facebook and add tiktok instead', {
  'platforms.selected': ['google-ads', 'instagram', 'tiktok'],
});
add('platforms', { step: 3, draft: appSetup }, 'tiktok n instagram', {
  'platforms.selected': ['tiktok', 'instagram'],
});

// ---------------------------------------------------------------- countries
add('countries', { step: 4, draft: plat }, 'uk and ireland', {
  'targeting.geography.countries': ['GB', 'IE'],
});
add('countries', { step: 4, draft: plat }, 'DACH + the nordics', {
  'targeting.geography.countries': ['DE', 'AT', 'CH', ...NORDICS],
});
add('countries', { step: 4, draft: plat }, 'latam', { 'targeting.geography.countries': LATAM });
add('countries', { step: 4, draft: plat }, 'the states and canada', {
  'targeting.geography.countries': ['US', 'CA'],
});
add('countries', { step: 4, draft: appPlat }, 'aus and nz', {
  'targeting.geography.countries': ['AU', 'NZ'],
});
add('countries', { step: 4, draft: leadsPlat }, 'india only for now', {
  'targeting.geography.countries': ['IN'],
});
add('countries', { step: 4, draft: plat }, 'whole of the EU', { 'targeting.geography.countries': EU });

// ---------------------------------------------------------------- regions
add('regions', { step: 4, draft: plat }, 'colorado only', {
  'targeting.geography.regions': ['Colorado'],
  'targeting.geography.countries': ['US'],
});
add('regions', { step: 4, draft: plat }, 'US except alaska and hawaii', {
  'targeting.geography.regions': usStatesBut('Alaska', 'Hawaii'),
  'targeting.geography.countries': ['US'],
});
add('regions', { step: 4, draft: appPlat }, 'just NSW and victoria', {
  'targeting.geography.regions': ['New South Wales', 'Victoria'],
  'targeting.geography.countries': ['AU'],
});
add('regions', { step: 4, draft: plat }, 'scotland and wales', {
  'targeting.geography.regions': ['Scotland', 'Wales'],
  'targeting.geography.countries': ['GB'],
});
add('regions', { step: 4, draft: plat }, 'ontario and BC', {
  'targeting.geography.regions': ['Ontario', 'British Columbia'],
  'targeting.geography.countries': ['CA'],
});
add('regions', { step: 4, draft: plat }, 'bavaria only', {
  'targeting.geography.regions': ['Bavaria'],
  'targeting.geography.countries': ['DE'],
});

// ---------------------------------------------------------------- cities
add('cities', { step: 4, draft: plat }, 'denver and boulder', {
  'targeting.geography.cities': ['Denver', 'Boulder'],
  'targeting.geography.countries': ['US'],
});
add('cities', { step: 4, draft: leadsPlat }, 'mumbai, delhi, bangalore', {
  'targeting.geography.cities': ['Mumbai', 'Delhi', 'Bengaluru'],
  'targeting.geography.countries': ['IN'],
});
add('cities', { step: 4, draft: plat }, 'just manchester and leeds for now', {
  'targeting.geography.cities': ['Manchester', 'Leeds'],
  'targeting.geography.countries': ['GB'],
});
add('cities', { step: 4, draft: appPlat }, 'sydney n melbourne', {
  'targeting.geography.cities': ['Sydney', 'Melbourne'],
  'targeting.geography.countries': ['AU'],
});
add('cities', { step: 4, draft: plat }, 'toronto & vancouver pls', {
  'targeting.geography.cities': ['Toronto', 'Vancouver'],
  'targeting.geography.countries': ['CA'],
});

// ---------------------------------------------------------------- ages
add('ages', { step: 4, draft: aud }, '25-40', {
  'targeting.demographics.ageMin': 25,
  'targeting.demographics.ageMax': 40,
});
add('ages', { step: 4, draft: aud }, 'over 35s', { 'targeting.demographics.ageMin': 35 });
add('ages', { step: 4, draft: aud }, 'under 30', { 'targeting.demographics.ageMax': 29 });
add('ages', { step: 4, draft: aud }, '18+... actually make it 21+', { 'targeting.demographics.ageMin': 21 });
add('ages', { step: 4, draft: aud }, '35 to 54 yr olds', {
  'targeting.demographics.ageMin': 35,
  'targeting.demographics.ageMax': 54,
});
add('ages', { step: 5, draft: aud }, 'oh target 50 and up', { 'targeting.demographics.ageMin': 50 });
add('ages', { step: 4, draft: aud }, 'anyone up to 45', { 'targeting.demographics.ageMax': 45 });

// ---------------------------------------------------------------- generations (2026)
add('generations', { step: 4, draft: aud }, 'gen z', {
  'targeting.demographics.ageMin': 18,
  'targeting.demographics.ageMax': 29,
});
add('generations', { step: 4, draft: aud }, 'mostly millenials', {
  'targeting.demographics.ageMin': 30,
  'targeting.demographics.ageMax': 45,
});
add('generations', { step: 4, draft: aud }, 'gen x and boomers', {
  'targeting.demographics.ageMin': 46,
  'targeting.demographics.ageMax': 65,
});
add('generations', { step: 4, draft: aud }, 'zoomers and millennials', {
  'targeting.demographics.ageMin': 18,
  'targeting.demographics.ageMax': 45,
});
add('generations', { step: 4, draft: aud }, 'boomers really, they love a good filter coffee', {
  'targeting.demographics.ageMin': 62,
  'targeting.demographics.ageMax': 65,
});

// ---------------------------------------------------------------- genders
add('genders', { step: 4, draft: aud }, 'women 25-40', {
  'targeting.demographics.genders': ['female'],
  'targeting.demographics.ageMin': 25,
  'targeting.demographics.ageMax': 40,
});
add('genders', { step: 4, draft: aud }, 'men only', { 'targeting.demographics.genders': ['male'] });
add('genders', { step: 4, draft: aud }, 'ladies only pls', { 'targeting.demographics.genders': ['female'] });
add('genders', { step: 4, draft: aud }, 'blokes 30+', {
  'targeting.demographics.genders': ['male'],
  'targeting.demographics.ageMin': 30,
});
add('genders', { step: 4, draft: aud }, 'female audience', { 'targeting.demographics.genders': ['female'] });

// ---------------------------------------------------------------- devices
add('devices', { step: 4, draft: aud }, 'mobile only', { 'targeting.devices': ['mobile'] });
add('devices', { step: 4, draft: aud }, 'desktop and tablet', { 'targeting.devices': ['desktop', 'tablet'] });
add('devices', { step: 4, draft: aud }, 'phones n tablets', { 'targeting.devices': ['mobile', 'tablet'] });
add('devices', { step: 4, draft: leadsFull }, 'only on desktop, its b2b', {
  'targeting.devices': ['desktop'],
});
add('devices', { step: 4, draft: aud }, 'mobile and smart tv', { 'targeting.devices': ['mobile', 'ctv'] });

// ---------------------------------------------------------------- interests
add('interests', { step: 4, draft: aud }, 'people into running and fitness', {
  'targeting.interests': ['running', 'fitness'],
});
add('interests', { step: 4, draft: aud }, 'folks who like hiking, camping', {
  'targeting.interests': ['hiking', 'camping'],
});
add('interests', { step: 4, draft: aud }, 'interests: yoga, meditation, wellness', {
  'targeting.interests': ['yoga', 'meditation', 'wellness'],
});
add('interests', { step: 4, draft: leadsFull }, 'ppl interested in cricket', {
  'targeting.interests': ['cricket'],
});
add('interests', { step: 4, draft: appAud }, 'into gaming & esports', {
  'targeting.interests': ['gaming', 'esports'],
});

// ---------------------------------------------------------------- headlines
add('headlines', { step: 5, draft: aud }, 'headlines: "Fresh beans weekly" "Roasted in Leeds"', {
  'creatives.copy.headlines': ['Fresh beans weekly', 'Roasted in Leeds'],
});
add('headlines', { step: 5, draft: aud }, 'headline - Free delivery over £30', {
  'creatives.copy.headlines': ['Free delivery over £30'],
});
add(
  'headlines',
  { step: 5, draft: aud },
  'use these headlines: "Winter blend is back" and "20% off this week"',
  {
    'creatives.copy.headlines': ['Winter blend is back', '20% off this week'],
  },
);
add('headlines', { step: 5, draft: leadsPlat }, 'headline: "Close the month in a day"', {
  'creatives.copy.headlines': ['Close the month in a day'],
});
add('headlines', { step: 5, draft: appAud }, 'headlines "Sweat in 20" / "No gym needed"', {
  'creatives.copy.headlines': ['Sweat in 20', 'No gym needed'],
});

// ---------------------------------------------------------------- ad descriptions
add('ad-descriptions', { step: 5, draft: creative }, 'ad description: Free returns on every order', {
  'creatives.copy.descriptions': ['Free returns on every order'],
});
add('ad-descriptions', { step: 5, draft: creative }, 'ad desc: Small batch, roasted every Monday', {
  'creatives.copy.descriptions': ['Small batch, roasted every Monday'],
});
add(
  'ad-descriptions',
  { step: 5, draft: creative },
  'description for the ads: "Ethically sourced beans, delivered"',
  {
    'creatives.copy.descriptions': ['Ethically sourced beans, delivered'],
  },
);
add(
  'ad-descriptions',
  {
    step: 5,
    draft: {
      ...leadsPlat,
      targeting: { geography: { countries: ['IN'] } },
      creatives: { copy: { headlines: ['Close your books faster'] } },
    },
  },
  'ad descriptions: "GST-ready invoicing" and "Free 14-day trial"',
  {
    'creatives.copy.descriptions': ['GST-ready invoicing', 'Free 14-day trial'],
  },
);
add('ad-descriptions', { step: 7, draft: creative }, 'oh and an ad description - Roasted to order in Leeds', {
  'creatives.copy.descriptions': ['Roasted to order in Leeds'],
});

// ---------------------------------------------------------------- calls to action
add(
  'cta',
  { step: 5, draft: { ...aud, creatives: { copy: { headlines: ['Roasted this week'] } } } },
  'CTA: Shop Now',
  {
    'creatives.copy.callsToAction': ['Shop Now'],
  },
);
add(
  'cta',
  {
    step: 5,
    draft: {
      ...leadsPlat,
      targeting: { geography: { countries: ['IN'] } },
      creatives: { copy: { headlines: ['Close your books faster'] } },
    },
  },
  'button should say Book a Demo',
  {
    'creatives.copy.callsToAction': ['Book a Demo'],
  },
);
add('cta', { step: 5, draft: appAud }, 'cta = Download', { 'creatives.copy.callsToAction': ['Download'] });
add('cta', { step: 5, draft: creative }, 'change the CTA to Order Now', {
  'creatives.copy.callsToAction': ['Order Now'],
});
add(
  'cta',
  { step: 5, draft: { ...leadsPlat, creatives: { copy: { headlines: ['Close your books faster'] } } } },
  'call to action: Get Quote',
  {
    'creatives.copy.callsToAction': ['Get Quote'],
  },
);

// ---------------------------------------------------------------- budget
add('budget', { step: 7, draft: creative }, '20 grand', {
  'budget.totalBudget': 20000,
  'budget.budgetType': 'lifetime',
});
add('budget', { step: 7, draft: { ...creative, budget: { currency: 'USD' } } }, '$25k total', {
  'budget.totalBudget': 25000,
  'budget.budgetType': 'lifetime',
  'budget.currency': 'USD',
});
add('budget', { step: 7, draft: creative }, 'twenty five thousand all in', {
  'budget.totalBudget': 25000,
  'budget.budgetType': 'lifetime',
});
add('budget', { step: 7, draft: creative }, '2.5k a day', {
  'budget.totalBudget': 2500,
  'budget.budgetType': 'daily',
});
add('budget', { step: 7, draft: creative }, '€40,000', {
  'budget.totalBudget': 40000,
  'budget.budgetType': 'lifetime',
  'budget.currency': 'EUR',
});
add('budget', { step: 7, draft: creative }, '£800/day', {
  'budget.totalBudget': 800,
  'budget.budgetType': 'daily',
  'budget.currency': 'GBP',
});
add('budget', { step: 7, draft: appAud }, 'AUD 30k all up', {
  'budget.totalBudget': 30000,
  'budget.budgetType': 'lifetime',
  'budget.currency': 'AUD',
});
add('budget', { step: 7, draft: creative }, 'budgets 10k cad', {
  'budget.totalBudget': 10000,
  'budget.budgetType': 'lifetime',
  'budget.currency': 'CAD',
});

// ---------------------------------------------------------------- budget rate + duration
add(
  'budget-rate',
  { step: 7, draft: { ...creative, budget: { currency: 'USD' } } },
  '$5k per month for 3 months',
  {
    'budget.totalBudget': 15000,
    'budget.budgetType': 'lifetime',
    'schedule.endDate': '2027-02-23',
  },
);
add('budget-rate', { step: 7, draft: creative }, '£3k a month for 2 months', {
  'budget.totalBudget': 6000,
  'budget.budgetType': 'lifetime',
  'budget.currency': 'GBP',
  'schedule.endDate': '2027-01-23',
});
add(
  'budget-rate',
  { step: 7, draft: { ...creative, budget: { currency: 'USD' } } },
  'about 10k a month, running 6 months',
  {
    'budget.totalBudget': 60000,
    'budget.budgetType': 'lifetime',
    'schedule.endDate': '2027-05-23',
  },
);
add('budget-rate', { step: 7, draft: appAud }, 'we can do 4k a month for 3 months', {
  'budget.totalBudget': 12000,
  'budget.budgetType': 'lifetime',
  'schedule.endDate': '2027-02-23',
});
add(
  'budget-rate',
  { step: 7, draft: { ...creative, budget: { currency: 'USD' } } },
  '2 grand monthly for four months',
  {
    'budget.totalBudget': 8000,
    'budget.budgetType': 'lifetime',
    'schedule.endDate': '2027-03-23',
  },
);

// ---------------------------------------------------------------- budget range (not applied, midpoint offered)
add('budget-range', { step: 7, draft: creative }, '15-20k', {
  unchanged: true,
  replyIncludes: ['17,500'],
  asksApproval: true,
});
add('budget-range', { step: 7, draft: creative }, 'somewhere between 8 and 12 grand', {
  unchanged: true,
  replyIncludes: ['10,000'],
  asksApproval: true,
});
add(
  'budget-range',
  { step: 7, draft: { ...creative, budget: { currency: 'USD' } } },
  'prob $30k to $40k total',
  {
    unchanged: true,
    replyIncludes: ['35,000'],
    asksApproval: true,
  },
);
add('budget-range', { step: 7, draft: creative }, 'idk 5 to 7k maybe', {
  unchanged: true,
  replyIncludes: ['6,000'],
  asksApproval: true,
});
add('budget-range', { step: 7, draft: creative }, 'budget is 20-30k depending on how it goes', {
  unchanged: true,
  replyIncludes: ['25,000'],
  asksApproval: true,
});

// ---------------------------------------------------------------- budget type / pacing
add('pacing', { step: 7, draft: budgeted }, 'make it a daily budget', { 'budget.budgetType': 'daily' });
add(
  'pacing',
  { step: 7, draft: { ...budgeted, budget: { ...budgeted.budget, pacing: 'accelerated' } } },
  'spend it evenly pls',
  {
    'budget.pacing': 'standard',
  },
);
add('pacing', { step: 7, draft: budgeted }, 'front-load it', { 'budget.pacing': 'accelerated' });
add('pacing', { step: 7, draft: budgeted }, 'can we spend most of it early, like accelerated delivery', {
  'budget.pacing': 'accelerated',
});
add(
  'pacing',
  { step: 7, draft: { ...budgeted, budget: { ...budgeted.budget, budgetType: 'daily' } } },
  'lifetime budget not daily',
  {
    'budget.budgetType': 'lifetime',
  },
);

// ---------------------------------------------------------------- allocation
add('allocation', { step: 7, draft: twoPlat }, '60% google, 40% facebook', {
  'budget.allocation.google-ads': 60,
  'budget.allocation.facebook': 40,
});
add('allocation', { step: 7, draft: twoPlat }, 'split it 70/30 google/fb', {
  'budget.allocation.google-ads': 70,
  'budget.allocation.facebook': 30,
});
add('allocation', { step: 7, draft: twoPlat }, 'half n half between google and facebook', {
  'budget.allocation.google-ads': 50,
  'budget.allocation.facebook': 50,
});
add('allocation', { step: 7, draft: budgeted }, '50% google, 25% fb, 25% insta', {
  'budget.allocation.google-ads': 50,
  'budget.allocation.facebook': 25,
  'budget.allocation.instagram': 25,
});
add('allocation', { step: 7, draft: leadsFull }, 'put 80 percent on linkedin and 20 on google', {
  'budget.allocation.linkedin': 80,
  'budget.allocation.google-ads': 20,
});

// ---------------------------------------------------------------- schedule
add('schedule', { step: 7, draft: creative }, 'from the 1st to the 15th of january', {
  'schedule.startDate': '2027-01-01',
  'schedule.endDate': '2027-01-15',
});
add('schedule', { step: 7, draft: creative }, 'run it Q1', {
  'schedule.startDate': '2027-01-01',
  'schedule.endDate': '2027-03-31',
});
add('schedule', { step: 7, draft: creative }, 'until the end of Q1', { 'schedule.endDate': '2027-03-31' });
add('schedule', { step: 7, draft: creative }, 'for six weeks', { 'schedule.endDate': '2027-01-04' });
add('schedule', { step: 7, draft: { ...creative, schedule: { startDate: '2026-12-07' } } }, 'asap', {
  'schedule.startDate': '2026-11-24',
});
add('schedule', { step: 7, draft: creative }, 'spring', {
  'schedule.startDate': '2027-03-01',
  'schedule.endDate': '2027-05-31',
});
add('schedule', { step: 7, draft: creative }, 'all of december', {
  'schedule.startDate': '2026-12-01',
  'schedule.endDate': '2026-12-31',
});
add('schedule', { step: 7, draft: creative }, 'start dec 1 and run for 2 weeks', {
  'schedule.startDate': '2026-12-01',
  'schedule.endDate': '2026-12-14',
});
add('schedule', { step: 7, draft: creative }, 'jan 5th till end of feb', {
  'schedule.startDate': '2027-01-05',
  'schedule.endDate': '2027-02-28',
});

// ---------------------------------------------------------------- bidding
add('bidding', { step: 8, draft: bid }, 'target roas 4x', {
  'bidding.strategy.type': 'target_roas',
  'bidding.strategy.targetRoas': 4,
});
add('bidding', { step: 8, draft: leadsFull }, 'tCPA $35', {
  'bidding.strategy.type': 'target_cpa',
  'bidding.strategy.targetCpa': 35,
});
add('bidding', { step: 8, draft: bid }, 'max cpc £1.50', {
  'bidding.strategy.type': 'manual_cpc',
  'bidding.strategy.maxCpc': 1.5,
});
add('bidding', { step: 8, draft: leadsFull }, 'target cost per lead of 28 bucks', {
  'bidding.strategy.type': 'target_cpa',
  'bidding.strategy.targetCpa': 28,
});
add('bidding', { step: 8, draft: bid }, 'manual bidding, cap cpc at 2 quid', {
  'bidding.strategy.type': 'manual_cpc',
  'bidding.strategy.maxCpc': 2,
});
add('bidding', { step: 7, draft: bid }, 'oh and we want a 5x roas target', {
  'bidding.strategy.type': 'target_roas',
  'bidding.strategy.targetRoas': 5,
});

// ---------------------------------------------------------------- sanity: tiny budget
const threePlat30: Draft = { ...creative, schedule: { startDate: '2026-11-24', endDate: '2026-12-23' } };
add('sanity-budget', { step: 7, draft: { ...threePlat30, budget: { currency: 'USD' } } }, '$20 total', {
  unchanged: true,
  replyIncludes: ['20,000'],
  asksApproval: true,
});
add('sanity-budget', { step: 7, draft: threePlat30 }, '£50 total budget', {
  unchanged: true,
  replyIncludes: ['50,000'],
  asksApproval: true,
});
add(
  'sanity-budget',
  { step: 7, draft: { ...threePlat30, budget: { currency: 'USD' } } },
  'budget is 15 bucks lol',
  {
    unchanged: true,
    replyIncludes: ['15,000'],
    asksApproval: true,
  },
);
add(
  'sanity-budget',
  { step: 7, draft: { ...threePlat30, budget: { currency: 'USD' } } },
  'total 30 dollars',
  {
    unchanged: true,
    replyIncludes: ['30,000'],
    asksApproval: true,
  },
);
add('sanity-budget', { step: 7, draft: threePlat30 }, 'lifetime budget £40', {
  unchanged: true,
  replyIncludes: ['40,000'],
  asksApproval: true,
});

// ---------------------------------------------------------------- sanity: target far out of reach
add('sanity-target', { step: 8, draft: bid }, 'target roas 20x', {
  'bidding.strategy.type': 'target_roas',
  'bidding.strategy.targetRoas': 20,
});
add('sanity-target', { step: 8, draft: bid }, 'we need 25x roas minimum', {
  'bidding.strategy.type': 'target_roas',
  'bidding.strategy.targetRoas': 25,
});
add('sanity-target', { step: 8, draft: leadsFull }, 'tcpa $1', {
  'bidding.strategy.type': 'target_cpa',
  'bidding.strategy.targetCpa': 1,
});
add('sanity-target', { step: 8, draft: bid }, 'target ROAS of 30', {
  'bidding.strategy.type': 'target_roas',
  'bidding.strategy.targetRoas': 30,
});
add('sanity-target', { step: 8, draft: leadsFull }, 'want leads at 50 cents each, target cpa 0.5', {
  'bidding.strategy.type': 'target_cpa',
  'bidding.strategy.targetCpa': 0.5,
});

// ================================================================ dialogue acts
// ---------------------------------------------------------------- several facts in one message
add(
  'multi-fact',
  { step: 1 },
  'ok so its called Chai Time Treats, we r a bakery in pune, want online sales',
  {
    campaignName: 'Chai Time Treats',
    industry: 'bakery',
    objective: 'sales',
  },
);
add('multi-fact', { step: 4, draft: plat }, 'uk only, women 25 to 45, mobile only, into baking and coffee', {
  'targeting.geography.countries': ['GB'],
  'targeting.demographics.genders': ['female'],
  'targeting.demographics.ageMin': 25,
  'targeting.demographics.ageMax': 45,
  'targeting.devices': ['mobile'],
  'targeting.interests': ['baking', 'coffee'],
});
add('multi-fact', { step: 7, draft: creative }, '£12k total, run it from dec 1 to dec 31, spend it evenly', {
  'budget.totalBudget': 12000,
  'budget.budgetType': 'lifetime',
  'budget.currency': 'GBP',
  'schedule.startDate': '2026-12-01',
  'schedule.endDate': '2026-12-31',
});
add('multi-fact', { step: 1 }, 'Name: Ledger Lite Launch; objective leads; industry: accounting software', {
  campaignName: 'Ledger Lite Launch',
  objective: 'leads',
  industry: 'accounting software',
});
add(
  'multi-fact',
  { step: 2, draft: leadsSetup },
  'cost per lead is the main one, also track ctr, 28 day click attribution',
  {
    'kpis.primary': 'cpl',
    'kpis.secondary': ['ctr'],
    'conversionTracking.attributionWindow': 28,
  },
);
add('multi-fact', { step: 3, draft: goals }, 'google fb insta, and target the uk and ireland', {
  'platforms.selected': ['google-ads', 'facebook', 'instagram'],
  'targeting.geography.countries': ['GB', 'IE'],
});
add(
  'multi-fact',
  { step: 7, draft: budgeted },
  'so budget twenty k in total and we want to start on jan 4 for 4 weeks yeah',
  {
    'budget.totalBudget': 20000,
    'budget.budgetType': 'lifetime',
    'schedule.startDate': '2027-01-04',
    'schedule.endDate': '2027-01-31',
  },
);

// ---------------------------------------------------------------- corrections
add('correction', { step: 7, draft: budgeted }, 'actually make it 30k', { 'budget.totalBudget': 30000 });
add('correction', { step: 7, draft: creative }, '20k... no wait, 40k', {
  'budget.totalBudget': 40000,
  'budget.budgetType': 'lifetime',
});
add('correction', { step: 4, draft: aud }, 'sorry i meant ireland not the uk', {
  'targeting.geography.countries': ['IE'],
});
add('correction', { step: 5, draft: budgeted }, 'change the budget to 15k', { 'budget.totalBudget': 15000 });
add(
  'correction',
  { step: 1, draft: { campaignName: 'Spring Fling', objective: 'sales' } },
  'scratch that, objective is leads',
  {
    objective: 'leads',
  },
);
add('correction', { step: 4, draft: aud }, '25-45, oops i mean 25-54', {
  'targeting.demographics.ageMin': 25,
  'targeting.demographics.ageMax': 54,
});

// ---------------------------------------------------------------- negation
add('negation', { step: 3, draft: goals }, 'not tiktok, not linkedin, the rest is fine', {
  'platforms.selected': ['google-ads', 'facebook', 'instagram'],
});
add(
  'negation',
  { step: 4, draft: { ...plat, targeting: { geography: { countries: ['US', 'CA'] } } } },
  'not canada',
  {
    'targeting.geography.countries': ['US'],
  },
);
add('negation', { step: 7, draft: creative }, 'we dont do facebook anymore, take it off', {
  'platforms.selected': ['google-ads', 'instagram'],
});
add('negation', { step: 4, draft: plat }, 'north america but not mexico', {
  'targeting.geography.countries': ['US', 'CA'],
});
add('negation', { step: 4, draft: plat }, 'EU minus france', {
  'targeting.geography.countries': EU.filter((c) => c !== 'FR'),
});
add('negation', { step: 3, draft: leadsGoals }, 'everything but tiktok and insta', {
  'platforms.selected': ['google-ads', 'facebook', 'linkedin'],
});

// ---------------------------------------------------------------- questions / hypotheticals
add('question', { step: 7, draft: budgeted }, 'what would 30k get me?', {
  unchanged: true,
  asksApproval: true,
});
add('question', { step: 3, draft: plat }, 'what if we added tiktok?', {
  unchanged: true,
  asksApproval: true,
});
add('question', { step: 8, draft: leadsFull }, 'how much is a click on linkedin roughly', {
  unchanged: true,
});
add('question', { step: 4, draft: aud }, 'would adding ireland help much or nah', { unchanged: true });
add('question', { step: 7, draft: budgeted }, 'hmm how many sales would 20 grand get us', {
  unchanged: true,
});
add('question', { step: 2, draft: goals }, 'whats the difference between roas and cpa', { unchanged: true });

// ---------------------------------------------------------------- declining an offer after a question
add(
  'decline-offer',
  { step: 7, draft: budgeted, before: ['what if we went to 30k?'] },
  'no keep it at 12k, i was just asking',
  same,
);
add(
  'decline-offer',
  { step: 3, draft: plat, before: ['what if we added tiktok?'] },
  'nah leave it as is',
  same,
);
add(
  'decline-offer',
  { step: 7, draft: budgeted, before: ['what would 20k get us'] },
  'ok cool, no change for now tho',
  same,
);
add(
  'decline-offer',
  { step: 4, draft: aud, before: ['what if we added ireland?'] },
  'nope just curious, keep the uk only',
  same,
);
add(
  'decline-offer',
  { step: 7, draft: appBudgeted, before: ['what if we doubled the budget?'] },
  'hmm nah too much, leave it',
  same,
);

// ---------------------------------------------------------------- approving (a suggestion or an offer)
add('approve', { step: 2, draft: setup }, 'yep sounds good', { 'kpis.primary': 'roas' });
add('approve', { step: 3, draft: goals }, 'k', {
  'platforms.selected': ['google-ads', 'facebook', 'instagram'],
});
add('approve', { step: 5, draft: aud }, 'love those, go with them', {
  'creatives.copy.headlines': SUGGESTED_HEADLINES,
});
add('approve', { step: 8, draft: bid }, 'sure thing', {
  'bidding.strategy.type': 'target_roas',
  'bidding.strategy.targetRoas': 2.7,
});
add(
  'approve',
  { step: 7, draft: budgeted, before: ['what if we went to 30k?'] },
  'ok yeah, lets do 30 then',
  {
    'budget.totalBudget': 30000,
  },
);
add('approve', { step: 7, draft: creative, before: ['15-20k'] }, 'yep 17.5 is fine', {
  'budget.totalBudget': 17500,
  'budget.budgetType': 'lifetime',
});

// ---------------------------------------------------------------- rejecting a suggestion
add('reject', { step: 2, draft: setup }, 'nah not roas', { unchanged: true });
add('reject', { step: 5, draft: aud }, 'nah dont like those, bit generic', {
  unchanged: true,
  replyExcludes: ['Shop New Arrivals Now'],
});
add('reject', { step: 8, draft: bid }, "no, i don't want target roas", { unchanged: true });
add('reject', { step: 3, draft: goals }, 'no thanks, not those', { unchanged: true });
add('reject', { step: 8, draft: leadsFull }, 'nope, dont want a cpa target', { unchanged: true });

// ---------------------------------------------------------------- modifying a suggestion
add('modify', { step: 3, draft: goals }, 'yeah but no instagram', {
  'platforms.selected': ['google-ads', 'facebook'],
});
add('modify', { step: 2, draft: setup }, 'ya but make it cpa instead', { 'kpis.primary': 'cpa' });
add('modify', { step: 8, draft: bid }, 'ok but 3.5x', {
  'bidding.strategy.type': 'target_roas',
  'bidding.strategy.targetRoas': 3.5,
});
add('modify', { step: 5, draft: aud }, 'first two are fine, ditch the last one', {
  'creatives.copy.headlines': SUGGESTED_HEADLINES.slice(0, 2),
});
add('modify', { step: 3, draft: leadsGoals }, 'good but swap facebook for instagram', {
  'platforms.selected': ['linkedin', 'google-ads', 'instagram'],
});
add('modify', { step: 5, draft: aud }, 'no, not the uk actually, ireland only', {
  'targeting.geography.countries': ['IE'],
});

// ---------------------------------------------------------------- small talk
add('small-talk', { step: 1 }, 'hey there', same);
add('small-talk', { step: 4, draft: plat }, 'cheers mate', same);
add('small-talk', { step: 7, draft: creative }, 'thx!!', same);
add('small-talk', { step: 9, draft: budgeted }, 'good morning :)', same);
add('small-talk', { step: 6, draft: creative }, 'lol this is actually pretty handy', same);

// ---------------------------------------------------------------- next
add('next', { step: 1, draft: setup }, 'next', { unchanged: true, stepAfter: 2 });
add('next', { step: 4, draft: aud }, 'ok next pls', { unchanged: true, stepAfter: 5 });
add('next', { step: 3, draft: aud }, 'move on', { unchanged: true, stepAfter: 5 });
add('next', { step: 1, draft: creative }, 'next step', { unchanged: true, stepAfter: 7 });
add('next', { step: 8, draft: budgeted }, 'skip this, next', { unchanged: true, stepAfter: 9 });

// ---------------------------------------------------------------- launch
add('launch', { step: 3, draft: goals }, 'just launch it', { unchanged: true, stepAfter: 3 });
add('launch', { step: 5, draft: aud }, 'launch it', { unchanged: true, stepAfter: 5 });
add('launch', { step: 1, draft: creative }, 'ok launch', { unchanged: true, stepAfter: 7 });
// "looks good" approves the pending bidding suggestion (target ROAS 2.7x, conversion value) on the way.
add('launch', { step: 8, draft: budgeted }, 'looks good, launch it', {
  expect: {
    'bidding.strategy.type': 'target_roas',
    'bidding.strategy.targetRoas': 2.7,
    'bidding.optimization.goal': 'conversion_value',
  },
  stepAfter: 9,
});
add('launch', { step: 7, draft: appBudgeted }, 'go live pls', { unchanged: true, stepAfter: 9 });

// ---------------------------------------------------------------- attachments
add('attachment', { step: 5, draft: creative }, 'attached our logo.png', {
  unchanged: true,
  replyIncludes: ['logo.png'],
});
add('attachment', { step: 5, draft: creative }, 'ive uploaded hero-banner.jpg and promo.mp4', {
  unchanged: true,
  replyIncludes: ['hero-banner.jpg', 'promo.mp4'],
});
add('attachment', { step: 1 }, 'see attached brief.pdf', { unchanged: true, replyIncludes: ['brief.pdf'] });
add('attachment', { step: 5, draft: appAud }, 'here is the video app_demo_v3.mov', {
  unchanged: true,
  replyIncludes: ['app_demo_v3.mov'],
});
add('attachment', { step: 6, draft: creative }, 'sending brand-guidelines.pdf now', {
  unchanged: true,
  replyIncludes: ['brand-guidelines.pdf'],
});

// ---------------------------------------------------------------- platforms the product cannot buy on
add('unsupported-platform', { step: 7, draft: creative }, 'can we run on youtube too', {
  unchanged: true,
  replyIncludes: ['YouTube'],
});
add('unsupported-platform', { step: 3, draft: goals }, 'facebook, insta and twitter', {
  expect: { 'platforms.selected': ['facebook', 'instagram'] },
  replyIncludes: ['Twitter'],
});
add('unsupported-platform', { step: 3, draft: appSetup }, 'snapchat and tiktok', {
  expect: { 'platforms.selected': ['tiktok'] },
  replyIncludes: ['Snapchat'],
});
add('unsupported-platform', { step: 7, draft: creative }, 'also add pinterest', {
  unchanged: true,
  replyIncludes: ['Pinterest'],
});
add('unsupported-platform', { step: 3, draft: leadsGoals }, 'linkedin and reddit', {
  expect: { 'platforms.selected': ['linkedin'] },
  replyIncludes: ['Reddit'],
});

export const heldout2Cases: PhrasingCase[] = cases;
