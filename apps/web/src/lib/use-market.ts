import { MARKET_SEED, type MarketState, marketAtTick, marketTick } from '@northstar/shared/market';
import { useEffect, useMemo, useRef, useState } from 'react';

// The simulated market as every page shows it: the shared market clock (packages/shared market/clock.ts)
// read on each page's own rhythm. The hub's live panel, the builder's ticker and the preview read the
// same prices at the same moment, and so does the assistant's reply.

export interface MarketClockOptions {
  /** Milliseconds until the next read; called again after every read (a fixed or a random rhythm). */
  nextDelay: () => number;
  /** The market's seed; MARKET_SEED, the assistant's, unless a test gives another. */
  seed?: number;
}

export interface MarketClock {
  market: MarketState;
  /** The market step on screen (changes at most every 3 s). */
  tick: number;
}

export function useMarketClock({ nextDelay, seed = MARKET_SEED }: MarketClockOptions): MarketClock {
  const [tick, setTick] = useState(() => marketTick(Date.now()));
  const delayRef = useRef(nextDelay);
  delayRef.current = nextDelay;

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      timer = setTimeout(() => {
        setTick(marketTick(Date.now()));
        schedule();
      }, delayRef.current());
    };
    schedule();
    return () => clearTimeout(timer);
  }, []);

  const market = useMemo(() => marketAtTick(tick, seed), [tick, seed]);
  return { market, tick };
}
