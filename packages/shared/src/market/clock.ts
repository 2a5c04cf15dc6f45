import { PLATFORM_IDS } from '../campaign/platforms.ts';
import {
  createMarketState,
  hashSeed,
  type MarketState,
  mulberry32,
  nextMarketState,
  priceTrend,
} from './model.ts';
import type { LivePricing, TickerMetric } from './schemas.ts';

// The market as a function of the clock: every reader (the hub's live panel, the builder's ticker, the
// preview's indicators, the assistant's replies) that asks for the same moment gets the same prices, so
// the panel and the chat beside it quote one CPM. The market moves one step every MARKET_TICK_MS; the
// state at tick n is the seeded starting market walked through the last WINDOW steps, each step's
// randomness drawn from (seed, step number) alone. No reader keeps state, and no reader drifts from the
// others however long it has been open.

/** The one seed of the simulated market; the assistant's default too. */
export const MARKET_SEED = 1;
/** One market step every 3 s (docs/product.md#simulated-market). */
export const MARKET_TICK_MS = 3_000;
/** Steps walked from the starting market: enough to move prices around it, cheap to recompute. */
const WINDOW = 20;

const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;

/** The market step a moment falls in. */
export const marketTick = (now: Date | number): number =>
  Math.floor((typeof now === 'number' ? now : now.getTime()) / MARKET_TICK_MS);

function walk(seed: number, tick: number): MarketState {
  const start = tick - WINDOW;
  // Every platform, always: the walk draws from one stream in platform order, so a different list would
  // give each platform different prices.
  let state = createMarketState({ seed, platforms: PLATFORM_IDS, now: new Date(start * MARKET_TICK_MS) });
  for (let step = start + 1; step <= tick; step++) {
    state = nextMarketState(state, mulberry32(hashSeed(`${seed}:${step}`)), new Date(step * MARKET_TICK_MS));
  }
  return state;
}

const percentChange = (value: number, before: number, digits: number) =>
  before === 0 ? 0 : round(((value - before) / before) * 100, digits);

function withChange(current: LivePricing, previous: LivePricing | undefined): LivePricing {
  const change = previous ? percentChange(current.currentCPM, previous.currentCPM, 2) : 0;
  return { ...current, priceChange: change, priceTrend: priceTrend(change) };
}

function tickerWithChange(current: TickerMetric, previous: TickerMetric | undefined): TickerMetric {
  const changePercent = previous ? percentChange(current.value, previous.value, 1) : 0;
  return { ...current, changePercent, direction: changePercent < 0 ? 'down' : 'up' };
}

/**
 * The market at market step `tick`. Each change (a platform's priceChange and trend, a ticker figure's
 * changePercent) is against the step before, so it is the move a reader sees between two refreshes.
 */
export function marketAtTick(tick: number, seed: number = MARKET_SEED): MarketState {
  const current = walk(seed, tick);
  const previous = walk(seed, tick - 1);
  const platforms: Record<string, LivePricing> = {};
  for (const [id, pricing] of Object.entries(current.platforms))
    platforms[id] = withChange(pricing, previous.platforms[id]);
  return {
    platforms,
    ticker: current.ticker.map((m) =>
      tickerWithChange(
        m,
        previous.ticker.find((p) => p.id === m.id),
      ),
    ),
  };
}

/** Prices at a moment without the changes against the step before: half the walk of marketAt. */
export const marketPricesAt = (now: Date | number, seed: number = MARKET_SEED): MarketState =>
  walk(seed, marketTick(now));

/** Per seed, the last step asked for: a server asks about the same 3 s many times (40 walk steps each). */
const latest = new Map<number, { tick: number; state: MarketState }>();
const SEEDS_KEPT = 16;

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const item of Object.values(value)) deepFreeze(item);
    Object.freeze(value);
  }
  return value;
}

/**
 * The market at a moment: the same for every reader that asks about the same 3 s. Computed once per
 * step and seed, and frozen, since every caller shares the one copy.
 */
export function marketAt(now: Date | number, seed: number = MARKET_SEED): MarketState {
  const tick = marketTick(now);
  const known = latest.get(seed);
  if (known?.tick === tick) return known.state;
  const state = deepFreeze(marketAtTick(tick, seed));
  if (latest.size >= SEEDS_KEPT && !latest.has(seed)) latest.clear();
  latest.set(seed, { tick, state });
  return state;
}
