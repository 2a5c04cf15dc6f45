import { createDraft, PLATFORM_IDS } from '@northstar/shared/campaign';
import type { CampaignDraft } from '@northstar/shared/campaign/schemas';
import { completeDraft } from '@northstar/shared/testing';
import type { TestApp } from '../../test/test-app.ts';

// Shared by the campaigns and templates tests: a small client over app.inject and draft builders.

export function apiClient(t: TestApp) {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers = {}, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  return {
    get: (url: string, headers: Record<string, string>) => call('GET', url, headers),
    post: (url: string, headers: Record<string, string>, payload?: unknown) =>
      call('POST', url, headers, payload),
    put: (url: string, headers: Record<string, string>, payload: unknown) =>
      call('PUT', url, headers, payload),
    del: (url: string, headers: Record<string, string>) => call('DELETE', url, headers),
  };
}

/** A complete universal draft (every step valid, compliance approved) with a name of choice. */
export const namedDraft = (campaignName: string, overrides: Partial<CampaignDraft> = {}): CampaignDraft =>
  completeDraft({ campaignName, ...overrides });

const CBD_DISCLAIMER =
  'These statements have not been evaluated by the Food and Drug Administration. This product is not intended to diagnose, treat, cure, or prevent any disease.';

/** A CBD campaign on Mantis that passes the launch gate (policy acknowledged, disclaimer in the copy). */
export function launchableRegulated(campaignName: string): CampaignDraft {
  const base = namedDraft(campaignName);
  return {
    ...base,
    campaignType: 'regulated',
    regulatedCategory: 'cbd',
    platforms: { selected: ['mantis'], settings: {} },
    creatives: { ...base.creatives, copy: { ...base.creatives.copy, descriptions: [CBD_DISCLAIMER] } },
    compliance: { platformPolicies: { mantis: true }, certifications: [], status: 'approved' },
    budget: { ...base.budget, allocation: { mantis: 100 } },
  };
}

const repeat = (n: number, c: string) => c.repeat(n);
const many = <T>(n: number, make: (i: number) => T) => Array.from({ length: n }, (_, i) => make(i));

/** A valid draft with every string and list at its schema bound, written in `c` (1 to 4 UTF-8 bytes). */
export function maximalDraft(c = 'x'): CampaignDraft {
  const base = createDraft();
  const s = (n: number) => repeat(n, c);
  const countries: string[] = [];
  for (let a = 65; a < 91; a += 1)
    for (let b = 65; b < 91 && countries.length < 250; b += 1) countries.push(String.fromCharCode(a, b));
  const settings = Object.fromEntries(
    PLATFORM_IDS.map((p) => [p, { accountId: s(64), placements: many(20, () => s(64)), dailyCap: 1e9 }]),
  );
  return {
    ...base,
    campaignId: s(64),
    campaignName: s(120),
    industry: s(100),
    tags: many(10, () => s(40)),
    description: s(500),
    kpis: { primary: s(64), secondary: many(10, () => s(64)), customGoals: many(10, () => s(200)) },
    conversionTracking: { attributionWindow: 90, valueTracking: true, events: many(20, () => s(64)) },
    utm: { source: s(100), medium: s(100), campaign: s(100), term: s(100), content: s(100) },
    reporting: {
      frequency: 'weekly',
      format: 'pdf',
      recipients: many(20, (i) => `${repeat(60, 'r')}${i}@${repeat(60, 'd')}.${repeat(60, 'e')}.example.com`),
    },
    platforms: { selected: [...PLATFORM_IDS], settings },
    targeting: {
      demographics: { ageMin: 18, ageMax: 65, genders: ['female', 'male', 'other'] },
      interests: many(50, () => s(100)),
      geography: { countries, regions: many(100, () => s(100)), cities: many(100, () => s(100)) },
      devices: ['desktop', 'mobile', 'tablet', 'ctv'],
      audiences: many(50, () => s(100)),
    },
    creatives: {
      copy: {
        headlines: many(15, () => s(150)),
        descriptions: many(10, () => s(500)),
        callsToAction: many(5, () => s(30)),
      },
      assets: many(20, () => ({
        id: s(64),
        type: 'image' as const,
        name: s(200),
        url: `https://${repeat(2030, 'u')}`,
      })),
    },
    compliance: {
      platformPolicies: Object.fromEntries(PLATFORM_IDS.map((p) => [p, true])),
      certifications: [...PLATFORM_IDS],
      status: 'pending',
    },
    budget: {
      ...base.budget,
      totalBudget: 1e9,
      allocation: Object.fromEntries(PLATFORM_IDS.map((p) => [p, 100 / PLATFORM_IDS.length])),
    },
    bidding: {
      strategy: { type: 'target_cpa', targetCpa: 1e9, targetRoas: 1000, maxCpc: 1e9 },
      optimization: { goal: 'conversion_value', frequencyCap: { impressions: 100, per: 'week' } },
    },
    payment: { method: 'credit_line', billingEmail: `${repeat(60, 'b')}@example.com`, poNumber: s(64) },
  };
}
