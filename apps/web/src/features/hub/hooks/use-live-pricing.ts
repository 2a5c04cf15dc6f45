import { PLATFORM_IDS } from '@northstar/shared/campaign/platforms';
import {
  createMarketState,
  type LivePricing,
  type MarketState,
  mulberry32,
  nextMarketState,
  pricingForPlatforms,
  type Rng,
} from '@northstar/shared/market';
import { useEffect, useMemo, useRef, useState } from 'react';
import { PRICING_REFRESH_MS, PRICING_TICK_MAX_MS, PRICING_TICK_MIN_MS } from '../lib/hub-constants.ts';

// Live pricing is simulated locally (SPEC section 7): the shared market walk moves every 3 to 7 s (a new
// random delay each time) and a full refresh of every platform runs every 30 s.

export interface LivePricingResult {
  pricing: LivePricing | null;
  market: MarketState;
  /** When the last 30 s refresh ran (ISO); the start time until then. */
  refreshedAt: string;
}

export interface LivePricingOptions {
  seed?: number;
}

const randomSeed = () => Math.floor(Math.random() * 2 ** 32);

export function nextTickDelay(rng: Rng): number {
  return Math.round(PRICING_TICK_MIN_MS + rng() * (PRICING_TICK_MAX_MS - PRICING_TICK_MIN_MS));
}

export function useLivePricing(
  platformIds: readonly string[],
  options: LivePricingOptions = {},
): LivePricingResult {
  const [seed] = useState(() => options.seed ?? randomSeed());
  const rngRef = useRef<Rng>(mulberry32(seed));
  const [market, setMarket] = useState<MarketState>(() =>
    createMarketState({ platforms: PLATFORM_IDS, seed, now: new Date() }),
  );
  const [refreshedAt, setRefreshedAt] = useState(() => new Date().toISOString());

  useEffect(() => {
    const rng = rngRef.current;
    let tick: ReturnType<typeof setTimeout>;
    const schedule = () => {
      tick = setTimeout(() => {
        setMarket((state) => nextMarketState(state, rng, new Date()));
        schedule();
      }, nextTickDelay(rng));
    };
    schedule();
    const refresh = setInterval(() => {
      const now = new Date();
      setMarket((state) => nextMarketState(state, rng, now));
      setRefreshedAt(now.toISOString());
    }, PRICING_REFRESH_MS);
    return () => {
      clearTimeout(tick);
      clearInterval(refresh);
    };
  }, []);

  const key = platformIds.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the joined key stands for the list
  const pricing = useMemo(() => pricingForPlatforms(market, platformIds), [market, key]);
  return { pricing, market, refreshedAt };
}
