import type { Objective } from '../campaign/objectives.ts';
import type { PlatformId } from '../campaign/platforms.ts';
import { hashSeed, MARKET_LIMITS, mulberry32 } from '../market.ts';
import { marketPricesAt } from '../market-clock.ts';
import { OBJECTIVE_BENCHMARKS } from '../projections/input.ts';
import { platformFactors } from './platform-factors.ts';

// What one platform charges and returns for one campaign on one local day. Everything is seeded by the
// campaign, platform and date, so any window inside the day sees the same plan and splitting a window
// changes nothing.

/** Seeded day-to-day wobble of CTR and CVR around the benchmarks: +/-15%. */
export const DAILY_RATE_NOISE = 0.15;

export interface DayPlan {
  /** Cost per thousand impressions: the market's price for the date times the targeting premium. */
  cpm: number;
  /** Clicks per impression. */
  ctr: number;
  /** Conversions per click. */
  cvr: number;
  /** Revenue per conversion (only sales campaigns book it). */
  valuePerConversion: number;
}

// One market per date, the same for every campaign; building it is the costly part, so keep it.
const marketByDate = new Map<string, Readonly<Record<string, number>>>();

/**
 * The platform's CPM on a date: the shared market clock (the one the hub's panel, the ticker and the
 * assistant quote) read at noon UTC of that date, so a day of delivery is priced as the market stood.
 */
export function marketCpm(platform: PlatformId, date: string): number {
  let cpms = marketByDate.get(date);
  if (!cpms) {
    const state = marketPricesAt(Date.parse(`${date}T12:00:00Z`));
    cpms = Object.fromEntries(Object.entries(state.platforms).map(([id, p]) => [id, p.currentCPM]));
    if (marketByDate.size >= 5000) marketByDate.clear();
    marketByDate.set(date, cpms);
  }
  return cpms[platform] ?? (MARKET_LIMITS.cpm.min + MARKET_LIMITS.cpm.max) / 2;
}

export function dayPlan(
  campaignId: string,
  platform: PlatformId,
  date: string,
  objective: Objective,
  cpmMultiplier: number,
): DayPlan {
  const rng = mulberry32(hashSeed(`${campaignId}:${platform}:${date}`));
  const wobble = () => 1 + (rng() * 2 - 1) * DAILY_RATE_NOISE;
  const bench = OBJECTIVE_BENCHMARKS[objective];
  const factors = platformFactors(platform);
  return {
    cpm: marketCpm(platform, date) * cpmMultiplier,
    ctr: Math.min(1, bench.ctr * factors.ctr * wobble()),
    cvr: Math.min(1, bench.cvr * factors.cvr * wobble()),
    valuePerConversion: bench.valuePerConversion,
  };
}
