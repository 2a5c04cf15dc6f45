import type { CaseStart, PhrasingCase } from '../eval-types.ts';

// Sanity checks: totals too small to run (asked back, not applied), targets out of reach (applied with a
// warning naming the projection), allocations that do not add up, and projections in the objective's unit.

type Draft = NonNullable<CaseStart['draft']>;
// 30 days (2026-11-24 to 2026-12-23) on three platforms.
const threePlatforms: Draft = {
  campaignName: 'Winter Boots',
  objective: 'sales',
  kpis: { primary: 'roas' },
  platforms: { selected: ['google-ads', 'facebook', 'instagram'] },
  targeting: { geography: { countries: ['US'] } },
  creatives: { copy: { headlines: ['Boots built for snow'] } },
  schedule: { startDate: '2026-11-24', endDate: '2026-12-23' },
};
const salesBudgeted: Draft = { ...threePlatforms, budget: { totalBudget: 20000, budgetType: 'lifetime' } };
const leads: Draft = {
  campaignName: 'Pipeline Q1',
  objective: 'leads',
  kpis: { primary: 'cpl' },
  platforms: { selected: ['linkedin'] },
  targeting: { geography: { countries: ['US', 'GB'] } },
  creatives: { copy: { headlines: ['Hire faster with Pipeflow'] } },
  budget: { totalBudget: 20000, budgetType: 'lifetime' },
  schedule: { startDate: '2027-01-01', endDate: '2027-03-31' },
};
const installs: Draft = {
  campaignName: 'Stride Installs',
  objective: 'app_installs',
  kpis: { primary: 'cpi' },
  platforms: { selected: ['tiktok', 'instagram'] },
  targeting: { geography: { countries: ['US'] }, devices: ['mobile'] },
  creatives: { copy: { headlines: ['Run your first 5K with Stride'] } },
  budget: { totalBudget: 15000, budgetType: 'lifetime' },
  schedule: { startDate: '2026-11-24', endDate: '2027-01-04' },
};
const traffic: Draft = {
  ...salesBudgeted,
  campaignName: 'Blog Boost',
  objective: 'traffic',
  kpis: { primary: 'cpc' },
};
const awareness: Draft = {
  ...salesBudgeted,
  campaignName: 'New in Town',
  objective: 'awareness',
  kpis: { primary: 'reach' },
};

export const cases: PhrasingCase[] = [
  // --- tiny totals ---
  {
    id: 'sanity-tiny-total-1',
    fact: 'sanity-total',
    at: { step: 7, draft: threePlatforms },
    say: '$20 total',
    unchanged: true,
    asksApproval: true,
    replyIncludes: ['$20,000'],
  },
  {
    id: 'sanity-tiny-total-2',
    fact: 'sanity-total',
    at: { step: 7, draft: threePlatforms },
    say: 'budget is 50 bucks',
    unchanged: true,
    asksApproval: true,
    replyIncludes: ['$50,000'],
  },
  {
    id: 'sanity-tiny-total-pounds-1',
    fact: 'sanity-total',
    at: { step: 7, draft: threePlatforms },
    say: '£15 total',
    unchanged: true,
    asksApproval: true,
    replyIncludes: ['£15,000'],
  },
  {
    id: 'sanity-tiny-total-euro-1',
    fact: 'sanity-total',
    at: { step: 7, draft: threePlatforms },
    say: '€10 for the month',
    unchanged: true,
    asksApproval: true,
    replyIncludes: ['€10,000'],
  },
  {
    id: 'sanity-tiny-total-3',
    fact: 'sanity-total',
    at: { step: 7, draft: threePlatforms },
    say: '20 dollars',
    unchanged: true,
    asksApproval: true,
    replyIncludes: ['$20,000'],
  },
  {
    id: 'sanity-tiny-total-4',
    fact: 'sanity-total',
    at: { step: 7, draft: threePlatforms },
    say: 'total budget: 35',
    unchanged: true,
    asksApproval: true,
    replyIncludes: ['$35,000'],
  },
  {
    id: 'sanity-tiny-total-front-loaded-1',
    fact: 'sanity-total',
    at: { step: 3, draft: { ...threePlatforms, platforms: { selected: [] } } },
    say: 'google, fb and insta. budget $20 total',
    expect: { 'platforms.selected': ['google-ads', 'facebook', 'instagram'] },
    asksApproval: true,
    replyIncludes: ['$20,000'],
  },
  {
    id: 'sanity-tiny-total-approve-1',
    fact: 'sanity-total',
    at: { step: 7, draft: threePlatforms, before: ['$20 total'] },
    say: 'yes, 20k',
    expect: { 'budget.totalBudget': 20000, 'budget.budgetType': 'lifetime' },
  },
  {
    id: 'sanity-tiny-total-approve-2',
    fact: 'sanity-total',
    at: { step: 7, draft: threePlatforms, before: ['$20 total'] },
    say: "yep that's what i meant lol",
    expect: { 'budget.totalBudget': 20000, 'budget.budgetType': 'lifetime' },
  },

  // --- targets out of reach: applied, with a warning that names the projection ---
  {
    id: 'sanity-target-roas-1',
    fact: 'sanity-target',
    at: { step: 8, draft: salesBudgeted },
    say: 'target ROAS 20x',
    expect: { 'bidding.strategy.type': 'target_roas', 'bidding.strategy.targetRoas': 20 },
    replyIncludes: ['project'],
  },
  {
    id: 'sanity-target-roas-2',
    fact: 'sanity-target',
    at: { step: 8, draft: salesBudgeted },
    say: 'we need 50x roas or the boss will kill me',
    expect: { 'bidding.strategy.type': 'target_roas', 'bidding.strategy.targetRoas': 50 },
    replyIncludes: ['project'],
  },
  {
    id: 'sanity-target-cpa-1',
    fact: 'sanity-target',
    at: { step: 8, draft: leads },
    say: 'tCPA $1',
    expect: { 'bidding.strategy.type': 'target_cpa', 'bidding.strategy.targetCpa': 1 },
    replyIncludes: ['project'],
  },

  // --- allocation that does not total 100% is asked back ---
  // SEMANTICS.md is silent: an allocation that cannot be valid is not applied and the reply names the total.
  {
    id: 'sanity-allocation-1',
    fact: 'sanity-allocation',
    at: { step: 7, draft: { ...salesBudgeted, platforms: { selected: ['google-ads', 'facebook'] } } },
    say: '70% google, 40% facebook',
    unchanged: true,
    replyIncludes: ['110'],
  },

  // --- projections speak the objective's unit ---
  {
    id: 'projection-leads-1',
    fact: 'projection-unit',
    at: { step: 7, draft: leads },
    say: 'what can I expect?',
    unchanged: true,
    replyIncludes: ['leads'],
    replyExcludes: ['ROAS'],
  },
  {
    id: 'projection-leads-2',
    fact: 'projection-unit',
    at: { step: 8, draft: leads },
    say: 'how many leads will this get us?',
    unchanged: true,
    replyIncludes: ['leads'],
    replyExcludes: ['ROAS'],
  },
  {
    id: 'projection-leads-3',
    fact: 'projection-unit',
    at: { step: 7, draft: leads },
    say: 'is 20k enough?',
    unchanged: true,
    replyIncludes: ['leads'],
    replyExcludes: ['ROAS'],
  },
  {
    id: 'projection-leads-4',
    fact: 'projection-unit',
    at: { step: 9, draft: leads },
    say: "what's the forecast?",
    unchanged: true,
    replyIncludes: ['leads'],
    replyExcludes: ['ROAS'],
  },
  {
    id: 'projection-leads-hypothetical-1',
    fact: 'projection-unit',
    at: { step: 7, draft: leads },
    say: 'what would 30k get me instead?',
    unchanged: true,
    asksApproval: true,
    replyIncludes: ['leads'],
    replyExcludes: ['ROAS'],
  },
  {
    id: 'projection-installs-1',
    fact: 'projection-unit',
    at: { step: 7, draft: installs },
    say: 'what results should i expect',
    unchanged: true,
    replyIncludes: ['installs'],
    replyExcludes: ['ROAS'],
  },
  {
    id: 'projection-installs-2',
    fact: 'projection-unit',
    at: { step: 8, draft: installs },
    say: 'projections pls 🙏',
    unchanged: true,
    replyIncludes: ['installs'],
    replyExcludes: ['ROAS'],
  },
  {
    id: 'projection-installs-hypothetical-1',
    fact: 'projection-unit',
    at: { step: 7, draft: installs },
    say: 'what would 30k get me instead?',
    unchanged: true,
    asksApproval: true,
    replyIncludes: ['installs'],
    replyExcludes: ['ROAS'],
  },
  {
    id: 'projection-traffic-1',
    fact: 'projection-unit',
    at: { step: 7, draft: traffic },
    say: 'what will this get me?',
    unchanged: true,
    replyIncludes: ['clicks'],
    replyExcludes: ['ROAS'],
  },
  {
    id: 'projection-awareness-1',
    fact: 'projection-unit',
    at: { step: 7, draft: awareness },
    say: 'how many people will see it?',
    unchanged: true,
    replyIncludes: ['reach'],
    replyExcludes: ['ROAS'],
  },
  {
    id: 'projection-sales-1',
    fact: 'projection-unit',
    at: { step: 7, draft: salesBudgeted },
    say: 'what ROAS can we expect?',
    unchanged: true,
    replyIncludes: ['ROAS'],
  },
];
