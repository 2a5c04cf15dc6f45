import { UNIVERSAL_PLATFORM_IDS } from '../campaign/platforms.ts';
import type { CompetitionLevel, LivePricing, PriceTrend, TickerMetric } from './schemas.ts';

// Market data is simulated (no ad platform is called: docs/product.md#simulated-market). One seeded random
// walk per platform, used by the ticker, the live panel and the AI planner alike. Everything is pure: the
// caller owns the clock and rng.

export type Rng = () => number;

/** mulberry32: a tiny, fast 32-bit PRNG; same seed, same sequence. Returns floats in [0, 1). */
export function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a hash, to derive a seed from a string such as a platform id or a user id. */
export function hashSeed(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

// Clamps of docs/product.md#simulated-market.
export const MARKET_LIMITS = {
  cpm: { min: 15, max: 25 },
  competitionScore: { min: 20, max: 90 },
  inventoryMin: 1_500_000,
  // Not a product rule: keeps a long walk from drifting to absurd inventory.
  inventoryMax: 50_000_000,
} as const;

// The types come from schemas.ts as types only: the ticker on the builder's first paint needs no zod.

export interface MarketState {
  platforms: Record<string, LivePricing>;
  ticker: TickerMetric[];
}

// A non-finite input (a corrupted stored state) lands on the lower bound instead of spreading NaN.
const clamp = (n: number, min: number, max: number) =>
  Number.isFinite(n) ? Math.min(max, Math.max(min, n)) : min;
const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;
/** A symmetric step in [-size, size). */
const jitter = (rng: Rng, size: number) => (rng() * 2 - 1) * size;

export function competitionLevel(score: number): CompetitionLevel {
  if (score < 40) return 'low';
  if (score < 70) return 'medium';
  return 'high';
}

/** Moves under half a percent read as stable. */
export function priceTrend(changePercent: number): PriceTrend {
  if (changePercent > 0.5) return 'rising';
  if (changePercent < -0.5) return 'falling';
  return 'stable';
}

/** CPC scales with CPM and widens with competition. */
export function cpcRange(cpm: number, score: number): [number, number] {
  const low = round(cpm * 0.05 * (0.8 + score / 250));
  return [low, round(low * (1.5 + score / 200))];
}

function pricing(
  cpm: number,
  score: number,
  inventory: number,
  change: number,
  lastUpdated: string,
): LivePricing {
  return {
    currentCPM: cpm,
    cpcRange: cpcRange(cpm, score),
    competitionLevel: competitionLevel(score),
    competitionScore: score,
    inventoryAvailable: inventory,
    priceTrend: priceTrend(change),
    priceChange: change,
    lastUpdated,
  };
}

/** One random-walk step of a platform's pricing, inside the clamps of docs/product.md#simulated-market. */
export function nextPricing(prev: LivePricing, rng: Rng, now: Date): LivePricing {
  const { cpm: cpmLimit, competitionScore: scoreLimit } = MARKET_LIMITS;
  const prevCpm = clamp(prev.currentCPM, cpmLimit.min, cpmLimit.max);
  const cpm = round(clamp(prevCpm + jitter(rng, 0.6), cpmLimit.min, cpmLimit.max));
  const score = Math.round(clamp(prev.competitionScore + jitter(rng, 5), scoreLimit.min, scoreLimit.max));
  const inventory = Math.round(
    clamp(
      prev.inventoryAvailable * (1 + jitter(rng, 0.03)),
      MARKET_LIMITS.inventoryMin,
      MARKET_LIMITS.inventoryMax,
    ),
  );
  const change = round(((cpm - prevCpm) / prevCpm) * 100);
  return pricing(cpm, score, inventory, change, now.toISOString());
}

// Typical starting points; the walk takes over from there.
const BASE_CPM: Record<string, number> = {
  'google-ads': 18,
  facebook: 17,
  instagram: 20,
  tiktok: 16,
  linkedin: 24,
};

/**
 * The typical CPM of these platforms (every platform when none is named): the average of their starting
 * points, where the walk is centred. Advice that must not move with the market's moment (e.g. the budget
 * a holdout test needs) is made at this price rather than at the current tick.
 */
export function typicalCpm(platformIds: readonly string[]): number {
  const ids = platformIds.length ? platformIds : Object.keys(BASE_CPM);
  return round(average(ids.map((id) => BASE_CPM[id] ?? (MARKET_LIMITS.cpm.min + MARKET_LIMITS.cpm.max) / 2)));
}

interface TickerSpec {
  id: string;
  label: string;
  format: TickerMetric['format'];
  min: number;
  max: number;
  step: number;
  digits: number;
}

// Ticker figures of the builder header; K-formatted values are held in thousands.
export const TICKER_SPECS: readonly TickerSpec[] = [
  { id: 'cpm', label: 'CPM', format: 'currency', min: 15, max: 25, step: 0.5, digits: 2 },
  { id: 'cpc', label: 'CPC', format: 'currency', min: 0.5, max: 4, step: 0.1, digits: 2 },
  { id: 'ctr', label: 'CTR', format: 'percent', min: 0.5, max: 5, step: 0.1, digits: 2 },
  { id: 'win_rate', label: 'Win Rate', format: 'percent', min: 20, max: 80, step: 2, digits: 1 },
  { id: 'active', label: 'Active', format: 'count', min: 5, max: 60, step: 2, digits: 0 },
  { id: 'spend', label: 'Spend', format: 'currency-k', min: 50, max: 900, step: 15, digits: 1 },
  { id: 'impressions', label: 'Impressions', format: 'count-k', min: 1000, max: 25000, step: 400, digits: 1 },
  { id: 'clicks', label: 'Clicks', format: 'count-k', min: 10, max: 600, step: 12, digits: 1 },
];

function tickerMetric(spec: TickerSpec, prev: number, value: number): TickerMetric {
  const changePercent = prev === 0 ? 0 : round(((value - prev) / prev) * 100, 1);
  return {
    id: spec.id,
    label: spec.label,
    value,
    format: spec.format,
    changePercent,
    direction: changePercent < 0 ? 'down' : 'up',
  };
}

const average = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0);

function nextTicker(
  prev: readonly Pick<TickerMetric, 'id' | 'value'>[],
  platforms: Record<string, LivePricing>,
  rng: Rng,
): TickerMetric[] {
  const cpms = Object.values(platforms).map((p) => p.currentCPM);
  return TICKER_SPECS.map((spec) => {
    const before = prev.find((m) => m.id === spec.id)?.value ?? (spec.min + spec.max) / 2;
    // The ticker's CPM is the platforms' average so the header and the live panel agree.
    const walked = spec.id === 'cpm' && cpms.length ? average(cpms) : before + jitter(rng, spec.step);
    return tickerMetric(spec, before, round(clamp(walked, spec.min, spec.max), spec.digits));
  });
}

export interface CreateMarketOptions {
  platforms?: readonly string[];
  seed?: number;
  now: Date;
}

/** A fresh market: each platform starts near its typical CPM, perturbed by the seed. */
export function createMarketState(opts: CreateMarketOptions): MarketState {
  const rng = mulberry32(opts.seed ?? 1);
  const ids = opts.platforms ?? UNIVERSAL_PLATFORM_IDS;
  const platforms: Record<string, LivePricing> = {};
  for (const id of ids) {
    const own = mulberry32(hashSeed(id) ^ (opts.seed ?? 1));
    const { min, max } = MARKET_LIMITS.cpm;
    const cpm = round(clamp((BASE_CPM[id] ?? 20) + jitter(own, 1.5), min, max));
    const score = Math.round(40 + own() * 40);
    const inventory = Math.round(2_000_000 + own() * 6_000_000);
    platforms[id] = pricing(cpm, score, inventory, 0, opts.now.toISOString());
  }
  const seeded = TICKER_SPECS.map((s) => ({
    id: s.id,
    value: round(s.min + rng() * (s.max - s.min), s.digits),
  }));
  return { platforms, ticker: nextTicker(seeded, platforms, rng) };
}

/** One tick of the whole market (every platform walks once, then the ticker). */
export function nextMarketState(state: MarketState, rng: Rng, now: Date): MarketState {
  const platforms: Record<string, LivePricing> = {};
  for (const [id, prev] of Object.entries(state.platforms)) platforms[id] = nextPricing(prev, rng, now);
  return { platforms, ticker: nextTicker(state.ticker, platforms, rng) };
}

/** Blended pricing for the chosen platforms (all platforms when none is chosen), for the live panel. */
export function pricingForPlatforms(state: MarketState, platformIds: readonly string[]): LivePricing | null {
  const chosen = platformIds.flatMap((id) => state.platforms[id] ?? []);
  const list = chosen.length ? chosen : Object.values(state.platforms);
  const first = list[0];
  if (!first) return null;
  const cpm = round(average(list.map((p) => p.currentCPM)));
  const score = Math.round(average(list.map((p) => p.competitionScore)));
  const inventory = list.reduce((sum, p) => sum + p.inventoryAvailable, 0);
  const change = round(average(list.map((p) => p.priceChange)));
  const latest =
    list
      .map((p) => p.lastUpdated)
      .sort()
      .at(-1) ?? first.lastUpdated;
  return pricing(cpm, score, inventory, change, latest);
}

/** "$18.42", "2.31%", "34", "$128.4K", "12,400.0K". */
export function formatTickerValue(metric: Pick<TickerMetric, 'value' | 'format'>): string {
  const { value } = metric;
  switch (metric.format) {
    case 'currency':
      return `$${value.toFixed(2)}`;
    case 'percent':
      return `${value.toFixed(2)}%`;
    case 'count':
      return Math.round(value).toLocaleString('en-US');
    case 'currency-k':
      return `$${value.toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 })}K`;
    case 'count-k':
      return `${value.toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 })}K`;
  }
}

/** "+2.4%" / "-1.1%". */
export const formatChange = (changePercent: number): string =>
  `${changePercent < 0 ? '-' : '+'}${Math.abs(changePercent).toFixed(1)}%`;
