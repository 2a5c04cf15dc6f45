import { createDraft } from '@northstar/shared/campaign';
import type { CampaignDraft, Template } from '@northstar/shared/campaign/schemas';
import { derivedColumns } from '../campaigns/campaigns.columns.ts';

// The built-in templates every user sees under "Campaign Templates": defined here, never stored per
// user, marked builtIn so the page shows them as examples. They carry no performance figures: only a
// campaign the user launched has results ("Recently Launched", from its sandbox delivery).

const DAY_MS = 24 * 60 * 60 * 1000;

interface SampleSpec {
  id: `sample-${string}`;
  createdDaysAgo: number;
  /** Fields over a fresh draft; the name, dates and campaign id are filled in. */
  draft: (base: CampaignDraft) => Partial<CampaignDraft> & { campaignName: string };
}

const copy = (headlines: string[], descriptions: string[], callsToAction: string[]) => ({
  copy: { headlines, descriptions, callsToAction },
  assets: [],
});

const SPECS: readonly SampleSpec[] = [
  {
    id: 'sample-spring-fashion-launch',
    createdDaysAgo: 24,
    draft: (base) => ({
      campaignName: 'Spring Fashion Launch',
      objective: 'sales',
      industry: 'Retail',
      tags: ['fashion', 'seasonal'],
      description: 'New-season collection launch across social channels.',
      kpis: { primary: 'roas', secondary: ['cpa'], customGoals: [] },
      platforms: { selected: ['facebook', 'instagram', 'tiktok'], settings: {} },
      targeting: {
        ...base.targeting,
        demographics: { ageMin: 18, ageMax: 44, genders: [] },
        interests: ['fashion', 'shopping'],
        geography: { countries: ['US', 'CA'], regions: [], cities: [] },
        devices: ['mobile'],
      },
      creatives: copy(['Spring styles are here'], ['Shop the new season collection.'], ['Shop now']),
      budget: { ...base.budget, totalBudget: 15_000, budgetType: 'lifetime' },
    }),
  },
  {
    id: 'sample-b2b-lead-generation',
    createdDaysAgo: 40,
    draft: (base) => ({
      campaignName: 'B2B Lead Generation',
      objective: 'leads',
      industry: 'Software',
      tags: ['b2b', 'saas'],
      description: 'Demo requests from operations leaders at mid-size companies.',
      kpis: { primary: 'cpl', secondary: ['conversion_rate'], customGoals: [] },
      platforms: { selected: ['google-ads', 'linkedin'], settings: {} },
      targeting: {
        ...base.targeting,
        demographics: { ageMin: 25, ageMax: 65, genders: [] },
        interests: ['operations', 'logistics software'],
        geography: { countries: ['US', 'GB', 'DE'], regions: [], cities: [] },
        devices: ['desktop'],
      },
      creatives: copy(
        ['Cut planning time in half'],
        ['See how operations teams plan a week in an afternoon.'],
        ['Book a demo'],
      ),
      budget: { ...base.budget, totalBudget: 25_000, budgetType: 'lifetime' },
      bidding: { strategy: { type: 'target_cpa', targetCpa: 60 }, optimization: { goal: 'conversions' } },
    }),
  },
  {
    id: 'sample-cbd-wellness-awareness',
    createdDaysAgo: 30,
    draft: (base) => ({
      campaignName: 'CBD Wellness Awareness',
      campaignType: 'regulated',
      regulatedCategory: 'cbd',
      industry: 'Health & wellness',
      tags: ['cbd'],
      description: 'Awareness for a hemp-derived topical range.',
      kpis: { primary: 'reach', secondary: ['cpm'], customGoals: [] },
      platforms: { selected: ['mantis', 'traffic-roots'], settings: {} },
      targeting: {
        ...base.targeting,
        demographics: { ageMin: 21, ageMax: 65, genders: [] },
        interests: ['wellness'],
        geography: { countries: ['US'], regions: [], cities: [] },
        devices: ['mobile', 'desktop'],
      },
      creatives: copy(
        ['Discover our hemp-derived topicals'],
        [
          'These statements have not been evaluated by the Food and Drug Administration. This product is not intended to diagnose, treat, cure, or prevent any disease.',
        ],
        ['Learn more'],
      ),
      budget: { ...base.budget, totalBudget: 8_000, budgetType: 'lifetime' },
    }),
  },
  {
    id: 'sample-crypto-exchange-signups',
    createdDaysAgo: 18,
    draft: (base) => ({
      campaignName: 'Crypto Exchange Sign-ups',
      campaignType: 'regulated',
      regulatedCategory: 'crypto',
      objective: 'leads',
      industry: 'Financial services',
      tags: ['crypto'],
      description: 'Account sign-ups for a regulated exchange.',
      kpis: { primary: 'cpl', secondary: [], customGoals: [] },
      platforms: { selected: ['coinzilla', 'bitmedia'], settings: {} },
      targeting: {
        ...base.targeting,
        demographics: { ageMin: 18, ageMax: 65, genders: [] },
        interests: ['cryptocurrency', 'investing'],
        geography: { countries: ['GB', 'DE'], regions: [], cities: [] },
        devices: ['mobile', 'desktop'],
      },
      creatives: copy(
        ['Trade crypto on a regulated exchange'],
        [
          'Cryptoassets are high-risk and volatile. Don’t invest unless you’re prepared to lose all the money you invest.',
        ],
        ['Sign up'],
      ),
      budget: { ...base.budget, totalBudget: 12_000, budgetType: 'lifetime' },
    }),
  },
  {
    id: 'sample-holiday-retail-sales',
    createdDaysAgo: 60,
    draft: (base) => ({
      campaignName: 'Holiday Retail Sales',
      objective: 'sales',
      industry: 'Retail',
      tags: ['holiday'],
      description: 'A ready-made structure for seasonal sales: search plus social retargeting.',
      kpis: { primary: 'roas', secondary: ['conversion_value'], customGoals: [] },
      platforms: { selected: ['google-ads', 'facebook', 'instagram'], settings: {} },
      targeting: {
        ...base.targeting,
        interests: ['gifts', 'shopping'],
        geography: { countries: ['US'], regions: [], cities: [] },
        devices: ['mobile', 'desktop'],
      },
      creatives: copy(
        ['Gifts for everyone on the list'],
        ['Free shipping on holiday orders.'],
        ['Shop gifts'],
      ),
      budget: { ...base.budget, totalBudget: 30_000, budgetType: 'lifetime' },
    }),
  },
  {
    id: 'sample-cannabis-dispensary-local',
    createdDaysAgo: 75,
    draft: (base) => ({
      campaignName: 'Cannabis Dispensary Local',
      campaignType: 'regulated',
      regulatedCategory: 'cannabis',
      objective: 'traffic',
      industry: 'Cannabis retail',
      tags: ['local'],
      description: 'Foot traffic for a licensed dispensary in an adult-use state.',
      kpis: { primary: 'cpc', secondary: [], customGoals: [] },
      platforms: { selected: ['mantis', 'traffic-roots'], settings: {} },
      targeting: {
        ...base.targeting,
        demographics: { ageMin: 21, ageMax: 65, genders: [] },
        geography: { countries: ['US'], regions: ['Colorado'], cities: ['Denver'] },
        devices: ['mobile'],
      },
      creatives: copy(
        ['Visit our Denver dispensary'],
        ['For use only by adults 21 and older.'],
        ['Get directions'],
      ),
      budget: { ...base.budget, totalBudget: 5_000, budgetType: 'lifetime' },
    }),
  },
];

function build(spec: SampleSpec, now: Date): Template {
  // Whole days, so every request of a day shows the same dates.
  const today = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  const created = new Date(today - spec.createdDaysAgo * DAY_MS);
  const base = createDraft({ now: created });
  const draft: CampaignDraft = { ...base, ...spec.draft(base) };
  const columns = derivedColumns(draft);
  return {
    id: spec.id,
    name: draft.campaignName,
    channelType: columns.channelType,
    type: 'saved_template',
    estimatedBudget: columns.estimatedBudget,
    platforms: columns.platforms,
    createdAt: created.toISOString(),
    launchedAt: null,
    performance: null,
    builtIn: true,
    draft,
  };
}

export const isSampleId = (id: string) => id.startsWith('sample-');

export const sampleTemplates = (now: Date = new Date()): Template[] => SPECS.map((s) => build(s, now));

export function findSampleTemplate(id: string, now: Date = new Date()): Template | undefined {
  const spec = SPECS.find((s) => s.id === id);
  return spec ? build(spec, now) : undefined;
}
