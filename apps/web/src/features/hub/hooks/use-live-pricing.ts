import { type MarketState, mulberry32, type Rng } from '@northstar/shared/market';
import { useEffect, useState } from 'react';
import { useMarketClock } from '../../../lib/use-market.ts';
import { PRICING_REFRESH_MS, PRICING_TICK_MAX_MS, PRICING_TICK_MIN_MS } from '../lib/hub-constants.ts';

// Live pricing is simulated locally (docs/product.md#simulated-market) on the shared market clock, the one
// the assistant quotes: the panel re-reads it every 3 to 7 s (a new random delay each time) and marks a full
// refresh every 30 s. Which platforms are priced is the projection's business (projectDraft's scope).

export interface LivePricingResult {
  market: MarketState;
  /** When the last 30 s refresh ran (ISO); the start time until then. */
  refreshedAt: string;
}

export interface LivePricingOptions {
  /** The market's seed; the assistant's (MARKET_SEED) unless a test gives another. */
  seed?: number;
}

export function nextTickDelay(rng: Rng): number {
  return Math.round(PRICING_TICK_MIN_MS + rng() * (PRICING_TICK_MAX_MS - PRICING_TICK_MIN_MS));
}

export function useLivePricing(options: LivePricingOptions = {}): LivePricingResult {
  // Randomness for the rhythm only; the prices come from the clock.
  const [rng] = useState(() => mulberry32((Date.now() >>> 0) ^ 0x2545f491));
  const { market } = useMarketClock({ nextDelay: () => nextTickDelay(rng), seed: options.seed });
  const [refreshedAt, setRefreshedAt] = useState(() => new Date().toISOString());

  useEffect(() => {
    const refresh = setInterval(() => setRefreshedAt(new Date().toISOString()), PRICING_REFRESH_MS);
    return () => clearInterval(refresh);
  }, []);

  return { market, refreshedAt };
}
