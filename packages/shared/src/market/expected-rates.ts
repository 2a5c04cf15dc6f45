import { targetingCpmMultiplier } from '../audience/breadth.ts';
import type { Objective } from '../campaign/objectives.ts';
import type { PlatformId } from '../campaign/platforms.ts';
import { OBJECTIVE_BENCHMARKS } from '../projections/input.ts';
import { platformFactors } from '../sandbox/platform-factors.ts';
import { marketPricesAt } from './clock.ts';
import { MARKET_LIMITS } from './model.ts';

// The one market model (docs/adr/0015-one-market-model-for-forecasts.md): what a platform is expected
// to charge and return for an objective on a date at an audience's breadth. The projection and the
// forecast quote these expectations with a band; the sandbox delivers around the same expectations with
// its seeded noise (the market clock's price on the day, the daily wobble of CTR and CVR), so a forecast
// misses above as often as below.

/** Seeded day-to-day wobble of CTR and CVR around the expected rates: +/-15%, uniform. */
export const DAILY_RATE_NOISE = 0.15;

export interface ExpectedRates {
  /** Cost per 1,000 impressions: the platform's expected market price times the targeting premium. */
  cpm: number;
  /** Clicks per impression. */
  ctr: number;
  /** Conversions per click. */
  cvr: number;
  /** Revenue per conversion (sales books it). */
  valuePerConversion: number;
  /** Relative standard deviation of one day's delivery around these rates. */
  noise: { cpm: number; rate: number };
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

// The market's price on a day is its seeded starting price walked a few steps (clock.ts), clamped
// to the market's limits, so every date draws from the same distribution. Its expectation per platform,
// measured over 6,000 noons from 2000-01-01 (not the days a campaign runs, so the forecast never peeks
// at them): `cpm` is 1 / E[1/CPM] (delivery sums the impressions a dollar buys) and `noise` the relative
// standard deviation of those impressions. Measuring costs seconds, so the figures are kept here;
// expected-rates.test.ts measures again and fails if the market model moved away from them.
export const MARKET_PRICE_STATS: Readonly<Record<string, PriceStats>> = {
  'google-ads': { cpm: 18.095, noise: 0.0839 },
  facebook: { cpm: 17.309, noise: 0.0817 },
  instagram: { cpm: 19.963, noise: 0.0776 },
  tiktok: { cpm: 16.299, noise: 0.0655 },
  linkedin: { cpm: 23.021, noise: 0.059 },
  mantis: { cpm: 20.133, noise: 0.0778 },
  'traffic-roots': { cpm: 18.469, noise: 0.083 },
  exoclick: { cpm: 18.44, noise: 0.0833 },
  trafficjunky: { cpm: 21.288, noise: 0.0729 },
  coinzilla: { cpm: 20.82, noise: 0.0741 },
  bitmedia: { cpm: 20.604, noise: 0.0758 },
};

export interface PriceStats {
  /** 1 / E[1/CPM]. */
  cpm: number;
  /** Relative standard deviation of the impressions a dollar buys, day to day. */
  noise: number;
}

/** 1 / E[1/CPM] and the relative noise of 1/CPM over `days` noons from `from` (the check of the table). */
export function measureMarketPrices(from: number, days: number): Record<string, PriceStats> {
  const sums = new Map<string, { s: number; s2: number }>();
  for (let i = 0; i < days; i++) {
    const state = marketPricesAt(from + i * 86_400_000);
    for (const [id, p] of Object.entries(state.platforms)) {
      const x = 1 / p.currentCPM;
      const acc = sums.get(id) ?? { s: 0, s2: 0 };
      acc.s += x;
      acc.s2 += x * x;
      sums.set(id, acc);
    }
  }
  return Object.fromEntries(
    [...sums].map(([id, { s, s2 }]) => {
      const mean = s / days;
      return [id, { cpm: 1 / mean, noise: Math.sqrt(Math.max(0, s2 / days - mean * mean)) / mean }];
    }),
  );
}

const MID_CPM = (MARKET_LIMITS.cpm.min + MARKET_LIMITS.cpm.max) / 2;

/** The platform's expected market CPM (before the targeting premium) and its day-to-day noise. */
export function expectedMarketCpm(platform: PlatformId): PriceStats {
  return MARKET_PRICE_STATS[platform] ?? { cpm: MID_CPM, noise: 0 };
}

/** The funnel half of the expected rates: clicks per impression, conversions per click, value. */
export function expectedFunnel(
  platform: PlatformId,
  objective: Objective,
): Pick<ExpectedRates, 'ctr' | 'cvr' | 'valuePerConversion'> {
  const bench = OBJECTIVE_BENCHMARKS[objective];
  const factors = platformFactors(platform);
  return {
    ctr: Math.min(1, bench.ctr * factors.ctr),
    cvr: Math.min(1, bench.cvr * factors.cvr),
    valuePerConversion: bench.valuePerConversion,
  };
}

/**
 * The expected rates for a platform, objective, date and audience breadth (0..1). The simulated market
 * has no seasons, so the date does not move them today; it is part of the question so a market that
 * has them can answer it without any caller changing.
 */
export function expectedRates(input: {
  platform: PlatformId;
  objective: Objective;
  date?: string;
  breadth: number;
}): ExpectedRates {
  const price = expectedMarketCpm(input.platform);
  return {
    cpm: price.cpm * targetingCpmMultiplier(input.breadth),
    ...expectedFunnel(input.platform, input.objective),
    // A uniform wobble of +/-a has standard deviation a / sqrt(3).
    noise: { cpm: price.noise, rate: DAILY_RATE_NOISE / Math.sqrt(3) },
  };
}
