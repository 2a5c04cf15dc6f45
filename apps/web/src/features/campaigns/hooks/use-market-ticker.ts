import { createMarketState, type MarketState, mulberry32, nextMarketState } from '@northstar/shared/market';
import { useEffect, useRef, useState } from 'react';

export const TICKER_REFRESH_MS = 3_000;

/** The shared simulated market, one tick every 3 s (SPEC section 9). */
export function useMarketTicker(refreshMs: number = TICKER_REFRESH_MS): MarketState {
  const seed = useRef((Date.now() >>> 0) ^ 0x9e3779b9);
  const rng = useRef(mulberry32(seed.current));
  const [state, setState] = useState(() => createMarketState({ now: new Date(), seed: seed.current }));
  useEffect(() => {
    const timer = setInterval(
      () => setState((prev) => nextMarketState(prev, rng.current, new Date())),
      refreshMs,
    );
    return () => clearInterval(timer);
  }, [refreshMs]);
  return state;
}
