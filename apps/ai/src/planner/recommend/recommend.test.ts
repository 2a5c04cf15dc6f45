import {
  createDraft,
  type PlatformId,
  platformPolicy,
  REGULATED_CATEGORY_IDS,
} from '@northstar/shared/campaign';
import type { CampaignDraft } from '@northstar/shared/campaign/schemas';
import { HEADLINE_LIMITS, reviewCompliance } from '@northstar/shared/compliance';
import { createMarketState } from '@northstar/shared/market';
import { regulatedDraft } from '@northstar/shared/testing';
import { describe, expect, it } from 'vitest';
import { mergePatch } from '../draft-patch.ts';
import { largestRemainder, recommendAllocation } from './allocation.ts';
import { recommendBidding } from './bidding-advice.ts';
import { complianceFix } from './compliance-fix.ts';
import { writeHeadlines } from './headline-writer.ts';
import { recommendPlatformMix } from './platform-mix.ts';

const NOW = new Date('2025-03-10T12:00:00Z');
const market = createMarketState({ now: NOW });
const draft = (over: Partial<CampaignDraft> = {}): CampaignDraft => ({
  ...createDraft({ now: NOW }),
  campaignName: 'Spring Sale',
  objective: 'sales',
  ...over,
});
const withPlatforms = (ids: PlatformId[]) => draft({ platforms: { selected: ids, settings: {} } });

describe('largestRemainder', () => {
  it.each([
    [
      [1, 1, 1],
      [34, 33, 33],
    ],
    [
      [5, 3, 2],
      [50, 30, 20],
    ],
    [
      [2, 1],
      [67, 33],
    ],
    [
      [1, 1, 1, 1, 1, 1, 1],
      [15, 15, 14, 14, 14, 14, 14],
    ],
  ])('splits %j into whole percents summing to exactly 100', (weights, expected) => {
    const result = largestRemainder(weights.map((w, i) => [`p${i}`, w] as [string, number]));
    expect(Object.values(result)).toEqual(expected);
    expect(Object.values(result).reduce((a, b) => a + b, 0)).toBe(100);
  });
});

describe('recommendAllocation', () => {
  it('offers distinct splits that each total 100, then runs out', () => {
    const d = withPlatforms(['google-ads', 'facebook', 'instagram']);
    const plans = [0, 1, 2].map((v) => recommendAllocation(d, v, market));
    for (const plan of plans)
      expect(Object.values(plan?.allocation ?? {}).reduce((a, b) => a + (b ?? 0), 0)).toBe(100);
    expect(new Set(plans.map((p) => JSON.stringify(p?.allocation))).size).toBe(3);
    expect(recommendAllocation(d, 3, market)).toBeNull();
  });

  it('puts everything on a single platform', () => {
    expect(recommendAllocation(withPlatforms(['tiktok']), 0, market)?.allocation).toEqual({ tiktok: 100 });
  });
});

describe('recommendPlatformMix', () => {
  it('follows the objective for universal campaigns and offers alternatives', () => {
    expect(recommendPlatformMix(draft(), 0)?.platforms).toEqual(['google-ads', 'facebook', 'instagram']);
    expect(recommendPlatformMix(draft({ objective: 'awareness' }), 0)?.platforms).toEqual([
      'facebook',
      'instagram',
      'tiktok',
    ]);
    expect(recommendPlatformMix(draft(), 1)?.platforms).not.toEqual(
      recommendPlatformMix(draft(), 0)?.platforms,
    );
  });

  it('leads with LinkedIn for B2B', () => {
    expect(recommendPlatformMix(draft({ objective: 'leads', industry: 'B2B SaaS' }), 0)?.platforms[0]).toBe(
      'linkedin',
    );
  });

  it.each(REGULATED_CATEGORY_IDS)('never suggests a network that prohibits %s', (category) => {
    const d = draft({ campaignType: 'regulated', regulatedCategory: category });
    for (let v = 0; v < 10; v++) {
      const mix = recommendPlatformMix(d, v);
      if (!mix) break;
      expect(mix.platforms.length).toBeGreaterThan(0);
      for (const p of mix.platforms) expect(platformPolicy(category, p).access).not.toBe('prohibited');
    }
  });
});

describe('writeHeadlines', () => {
  it('writes three clean headlines within the tightest platform limit, different per variant', () => {
    const d = withPlatforms(['google-ads', 'facebook']);
    const first = writeHeadlines(d, 0);
    const second = writeHeadlines(d, 1);
    expect(first?.headlines).toHaveLength(3);
    for (const h of [...(first?.headlines ?? []), ...(second?.headlines ?? [])]) {
      expect(h.length).toBeLessThanOrEqual(HEADLINE_LIMITS['google-ads']?.max ?? 0);
      expect(h).not.toContain('!');
    }
    expect(second?.headlines).not.toEqual(first?.headlines);
    const approved = mergePatch(d, {
      creatives: { copy: { headlines: first?.headlines ?? [] } },
      targeting: { geography: { countries: ['US'] } },
    });
    expect(reviewCompliance(approved).findings.filter((f) => f.severity === 'blocker')).toEqual([]);
  });

  it('adds the category’s disclaimer for a regulated campaign', () => {
    const d = regulatedDraft('cannabis', { platforms: ['mantis'], countries: ['US'], headlines: [] });
    expect(writeHeadlines(d, 0)?.descriptions).toEqual(['For use only by adults 21 and older.']);
  });
});

describe('recommendBidding', () => {
  const pricing = {
    currentCPM: 20,
    cpcRange: [0.9, 1.6] as [number, number],
    competitionLevel: 'medium' as const,
    competitionScore: 50,
    inventoryAvailable: 5e6,
    priceTrend: 'stable' as const,
    priceChange: 0,
    lastUpdated: NOW.toISOString(),
  };
  it.each([
    ['sales', 'target_roas', 'conversion_value'],
    ['leads', 'target_cpa', 'conversions'],
    ['app_installs', 'target_cpa', 'conversions'],
    ['traffic', 'manual_cpc', 'clicks'],
    ['awareness', 'automated', 'reach'],
  ] as const)('bids on %s with %s', (objective, type, goal) => {
    const plan = recommendBidding(draft({ objective }), 0, pricing);
    expect(plan?.bidding.strategy.type).toBe(type);
    expect(plan?.bidding.optimization.goal).toBe(goal);
  });

  it('derives the target CPA from the market: CPM / (1000 x CTR x CVR)', () => {
    // Leads benchmark: CTR 1.5%, CVR 4% -> $20 / 0.6 = $33.33.
    expect(recommendBidding(draft({ objective: 'leads' }), 0, pricing)?.bidding.strategy.targetCpa).toBe(
      33.33,
    );
  });
});

describe('complianceFix', () => {
  it('clears cannabis blockers: drops the banned country, raises the age, adds the disclaimer', () => {
    const d = regulatedDraft('cannabis', { platforms: ['mantis'], countries: ['US', 'DE'], ageMin: 18 });
    const fix = complianceFix(d, 0);
    expect(fix?.remaining).toEqual([]);
    const fixed = mergePatch(d, fix?.patch ?? {});
    expect(fixed.targeting.geography.countries).toEqual(['US']);
    expect(fixed.targeting.demographics.ageMin).toBe(21);
    expect(fixed.creatives.copy.descriptions).toContain('For use only by adults 21 and older.');
    expect(reviewCompliance(fixed).findings.filter((f) => f.severity === 'blocker')).toEqual([]);
  });

  it('drops a network that prohibits the category', () => {
    const d = regulatedDraft('cannabis', {
      platforms: ['facebook', 'mantis'],
      countries: ['US'],
      descriptions: ['For use only by adults 21 and older.'],
    });
    expect(mergePatch(d, complianceFix(d, 0)?.patch ?? {}).platforms.selected).toEqual(['mantis']);
  });

  it('fixes universal copy (no "!" on Google) and has nothing to do when clean', () => {
    const d: CampaignDraft = {
      ...withPlatforms(['google-ads']),
      creatives: {
        ...draft().creatives,
        copy: { headlines: ['Huge sale!'], descriptions: [], callsToAction: [] },
      },
    };
    expect(mergePatch(d, complianceFix(d, 0)?.patch ?? {}).creatives.copy.headlines).toEqual(['Huge sale']);
    const clean = {
      ...d,
      creatives: { ...d.creatives, copy: { ...d.creatives.copy, headlines: ['Huge sale'] } },
    };
    expect(complianceFix(clean, 0)).toBeNull();
  });
});
