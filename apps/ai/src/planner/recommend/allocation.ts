import type { Objective, PlatformId } from '@northstar/shared/campaign';
import type { CampaignDraft } from '@northstar/shared/campaign/schemas';
import type { MarketState } from '@northstar/shared/market';
import { objectiveLabel } from '../format.ts';

/**
 * Whole percentages in proportion to the weights that sum to exactly `total` (largest-remainder method:
 * floor every share, then hand the leftover points to the largest fractions, ties in input order).
 */
export function largestRemainder<K extends string>(
  weights: readonly [K, number][],
  total = 100,
): Record<K, number> {
  const sum = weights.reduce((s, [, w]) => s + Math.max(0, w), 0);
  const raw = weights.map(([k, w], i) => {
    const exact = sum > 0 ? (Math.max(0, w) / sum) * total : total / weights.length;
    return { k, i, floor: Math.floor(exact), frac: exact - Math.floor(exact) };
  });
  let left = total - raw.reduce((s, r) => s + r.floor, 0);
  for (const r of [...raw].sort((a, b) => b.frac - a.frac || a.i - b.i)) {
    if (left <= 0) break;
    r.floor += 1;
    left -= 1;
  }
  return Object.fromEntries(raw.map((r) => [r.k, r.floor])) as Record<K, number>;
}

// Relative weight of each platform per objective (specialist networks default to 1).
const OBJECTIVE_WEIGHTS: Readonly<Record<Objective, Partial<Record<PlatformId, number>>>> = {
  awareness: { facebook: 3, instagram: 3, tiktok: 3, 'google-ads': 2, linkedin: 1 },
  traffic: { 'google-ads': 4, facebook: 3, instagram: 2, tiktok: 2, linkedin: 1 },
  engagement: { instagram: 4, tiktok: 4, facebook: 3, linkedin: 1, 'google-ads': 1 },
  leads: { 'google-ads': 4, linkedin: 3, facebook: 3, instagram: 1, tiktok: 1 },
  sales: { 'google-ads': 5, facebook: 3, instagram: 2, tiktok: 2, linkedin: 1 },
  app_installs: { tiktok: 4, facebook: 3, instagram: 3, 'google-ads': 2, linkedin: 1 },
};

export interface AllocationPlan {
  allocation: Partial<Record<PlatformId, number>>;
  basis: string;
}

/** Budget split across the selected platforms; variants: by objective, even, by price (cheaper CPM gets more). */
export function recommendAllocation(
  draft: CampaignDraft,
  variant: number,
  market: MarketState,
): AllocationPlan | null {
  const selected = draft.platforms.selected;
  if (selected.length === 0) return null;
  if (selected.length === 1) {
    const [only] = selected as [PlatformId];
    return variant === 0 ? { allocation: { [only]: 100 }, basis: 'all of it on the one platform' } : null;
  }
  const weights = OBJECTIVE_WEIGHTS[draft.objective || 'awareness'];
  const plans: AllocationPlan[] = [
    {
      allocation: largestRemainder(selected.map((p) => [p, weights[p] ?? 1])),
      basis: `weighted to where ${objectiveLabel(draft.objective || 'awareness').toLowerCase()} campaigns perform best`,
    },
    {
      allocation: largestRemainder(selected.map((p) => [p, 1])),
      basis: 'an even split to test every platform',
    },
    {
      allocation: largestRemainder(selected.map((p) => [p, 1 / (market.platforms[p]?.currentCPM ?? 20)])),
      basis: 'weighted toward the cheapest simulated CPM',
    },
  ];
  const seen = new Set<string>();
  const distinct = plans.filter((p) => {
    const k = JSON.stringify(p.allocation);
    return !seen.has(k) && seen.add(k);
  });
  return distinct[variant] ?? null;
}
