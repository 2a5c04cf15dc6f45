import type { CampaignDraft } from '../campaign/draft.ts';
import { createDraft } from '../campaign/draft-factory.ts';
import type { PlatformId, RegulatedCategory } from '../campaign/platforms.ts';

// Test and story fixtures: a draft that passes every step, built from the real factory.
export const FIXTURE_NOW = new Date('2025-03-10T12:00:00Z');

export function completeDraft(overrides: Partial<CampaignDraft> = {}): CampaignDraft {
  const base = createDraft({ now: FIXTURE_NOW, campaignId: 'cmp_1' });
  return {
    ...base,
    campaignName: 'Spring Launch',
    industry: 'Retail',
    tags: ['spring'],
    description: 'Spring collection launch.',
    kpis: { primary: 'cpm', secondary: ['reach'], customGoals: [] },
    utm: { source: 'northstar', medium: 'cpc', campaign: 'spring', term: '', content: '' },
    reporting: { ...base.reporting, recipients: ['ops@example.com'] },
    platforms: { selected: ['google-ads', 'facebook'], settings: {} },
    targeting: {
      ...base.targeting,
      interests: ['fashion'],
      geography: { countries: ['US'], regions: [], cities: [] },
      devices: ['mobile'],
      audiences: ['lookalike-1'],
    },
    creatives: {
      copy: {
        headlines: ['Spring styles are here'],
        descriptions: ['Shop the new season.'],
        callsToAction: ['Shop now'],
      },
      assets: [{ id: 'a1', type: 'image', name: 'hero.jpg' }],
    },
    compliance: {
      platformPolicies: { 'google-ads': true, facebook: true },
      certifications: [],
      status: 'approved',
    },
    budget: { ...base.budget, totalBudget: 5000, allocation: { 'google-ads': 60, facebook: 40 } },
    bidding: {
      strategy: { type: 'automated' },
      optimization: { goal: 'reach', frequencyCap: { impressions: 3, per: 'day' } },
    },
    payment: { method: 'invoice', billingEmail: 'billing@example.com', poNumber: '' },
    launchOptions: { ...base.launchOptions, termsAccepted: true },
    ...overrides,
  };
}

export interface RegulatedCase {
  platforms: PlatformId[];
  countries: string[];
  ageMin?: number;
  headlines?: string[];
  descriptions?: string[];
  certifications?: PlatformId[];
}

/** A regulated draft for compliance tests; ageMin defaults to 21. */
export const regulatedDraft = (category: RegulatedCategory, c: RegulatedCase): CampaignDraft => {
  const base = completeDraft();
  return {
    ...base,
    campaignType: 'regulated',
    regulatedCategory: category,
    platforms: { selected: c.platforms, settings: {} },
    targeting: {
      ...base.targeting,
      demographics: { ...base.targeting.demographics, ageMin: c.ageMin ?? 21 },
      geography: { countries: c.countries, regions: [], cities: [] },
    },
    creatives: {
      ...base.creatives,
      copy: {
        headlines: c.headlines ?? ['Discover our range'],
        descriptions: c.descriptions ?? [],
        callsToAction: [],
      },
    },
    compliance: { ...base.compliance, certifications: c.certifications ?? [] },
  };
};
