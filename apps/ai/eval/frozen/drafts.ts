import type { Draft } from './frozen-types.ts';

// The businesses the frozen cases speak for, each as a draft filled up to a step. None of them appears in
// the earlier tables.

// A kombucha brewery in Portland, Oregon, selling online across the US.
export const brew: Draft = {
  campaignName: 'Tidewater Fizz',
  objective: 'sales',
  industry: 'kombucha brewery',
  kpis: { primary: 'roas' },
};
export const brewPlat: Draft = { ...brew, platforms: { selected: ['google-ads', 'facebook', 'instagram'] } };
export const brewAud: Draft = { ...brewPlat, targeting: { geography: { countries: ['US'] } } };
export const brewCopy: Draft = {
  ...brewAud,
  creatives: { copy: { headlines: ['Small-batch booch, big flavour'] } },
};
export const brewBudget: Draft = {
  ...brewCopy,
  budget: { totalBudget: 18000, budgetType: 'lifetime', currency: 'USD' },
  schedule: { startDate: '2026-12-01', endDate: '2027-01-31' },
};

// A physiotherapy clinic in Bristol after booked assessments.
export const physio: Draft = {
  campaignName: 'Northgate Back in Motion',
  objective: 'leads',
  industry: 'physiotherapy clinic',
  kpis: { primary: 'cpl' },
};
export const physioPlat: Draft = { ...physio, platforms: { selected: ['google-ads', 'facebook'] } };
export const physioAud: Draft = {
  ...physioPlat,
  targeting: { geography: { countries: ['GB'], cities: ['Bristol'] } },
};
export const physioCopy: Draft = {
  ...physioAud,
  creatives: { copy: { headlines: ['Back pain? Book an assessment'], callsToAction: ['Book Now'] } },
};
export const physioBudget: Draft = {
  ...physioCopy,
  budget: { totalBudget: 6000, budgetType: 'lifetime', currency: 'GBP' },
  schedule: { startDate: '2026-12-01', endDate: '2027-02-28' },
};

// A language-learning app from Hamburg after installs.
export const lingo: Draft = {
  campaignName: 'Wortwerk Winter Installs',
  objective: 'app_installs',
  industry: 'language learning app',
  kpis: { primary: 'cpi' },
};
export const lingoPlat: Draft = {
  ...lingo,
  platforms: { selected: ['tiktok', 'instagram', 'facebook'] },
};
export const lingoAud: Draft = {
  ...lingoPlat,
  targeting: { geography: { countries: ['DE', 'AT'] }, devices: ['mobile'] },
};
export const lingoBudget: Draft = {
  ...lingoAud,
  creatives: { copy: { headlines: ['Ten minutes a day, fluent by summer'] } },
  budget: { totalBudget: 25000, budgetType: 'lifetime', currency: 'EUR' },
  schedule: { startDate: '2026-12-01', endDate: '2027-01-31' },
};

// Invoicing software sold to small firms in North America, after demo requests.
export const ledger: Draft = {
  campaignName: 'Ledgerline Q1 Pipeline',
  objective: 'leads',
  industry: 'invoicing software',
  kpis: { primary: 'cpl' },
};
export const ledgerPlat: Draft = { ...ledger, platforms: { selected: ['linkedin', 'google-ads'] } };
export const ledgerAud: Draft = { ...ledgerPlat, targeting: { geography: { countries: ['US', 'CA'] } } };
export const ledgerBudget: Draft = {
  ...ledgerAud,
  creatives: { copy: { headlines: ['Get paid in days, not months'] } },
  budget: { totalBudget: 40000, budgetType: 'lifetime', currency: 'USD' },
  schedule: { startDate: '2027-01-04', endDate: '2027-03-31' },
};

// A florist in Chicago selling bouquets online.
export const florist: Draft = {
  campaignName: 'Petal and Stem Spring',
  objective: 'sales',
  industry: 'florist',
  kpis: { primary: 'cpa' },
};
export const floristPlat: Draft = { ...florist, platforms: { selected: ['facebook', 'instagram'] } };
export const floristAud: Draft = {
  ...floristPlat,
  targeting: { geography: { countries: ['US'], cities: ['Chicago'] } },
};
export const floristBudget: Draft = {
  ...floristAud,
  creatives: { copy: { headlines: ['Fresh stems, delivered today'] } },
  budget: { totalBudget: 9000, budgetType: 'lifetime', currency: 'USD' },
};

// A yoga studio group in Sydney after trial-class sign-ups.
export const yoga: Draft = {
  campaignName: 'Saltwater Yoga New Members',
  objective: 'leads',
  industry: 'yoga studios',
  kpis: { primary: 'cpl' },
};
export const yogaPlat: Draft = { ...yoga, platforms: { selected: ['facebook', 'instagram'] } };
export const yogaAud: Draft = {
  ...yogaPlat,
  targeting: { geography: { countries: ['AU'], cities: ['Sydney'] } },
};

// Step-1 drafts with only a name (so a bare phrase is not read as the name).
export const named = (campaignName: string): Draft => ({ campaignName });
