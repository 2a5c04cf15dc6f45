import { MARKET_LIMITS, MARKET_SEED, marketAt, marketAtTick, marketTick } from '@northstar/shared/market';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLivePricing } from './use-live-pricing.ts';

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2025-03-10T12:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('live pricing', () => {
  it('moves only after 3 s, then at least once every 7 s', () => {
    const { result } = renderHook(() => useLivePricing({ seed: 42 }));
    const first = result.current.market;
    act(() => vi.advanceTimersByTime(2999));
    expect(result.current.market).toBe(first);
    act(() => vi.advanceTimersByTime(7000 - 2999));
    const second = result.current.market;
    expect(second).not.toBe(first);
    act(() => vi.advanceTimersByTime(7000));
    expect(result.current.market).not.toBe(second);
  });

  it('shows the shared market clock: the market the assistant quotes at the same moment', () => {
    const { result } = renderHook(() => useLivePricing());
    expect(result.current.market).toEqual(marketAt(Date.now(), MARKET_SEED));
    for (let i = 0; i < 5; i++) {
      act(() => vi.advanceTimersByTime(7000));
      // The panel shows the market of the moment it last read, never a private walk of its own.
      const now = marketTick(Date.now());
      const recent = [0, 1, 2, 3].map((back) => marketAtTick(now - back));
      expect(recent).toContainEqual(result.current.market);
    }
  });

  it('stays inside the market clamps over an hour of updates, for every platform', () => {
    const { result } = renderHook(() => useLivePricing({ seed: 7 }));
    for (let i = 0; i < 720; i++) {
      act(() => vi.advanceTimersByTime(5000));
      for (const pricing of Object.values(result.current.market.platforms)) {
        expect(pricing.currentCPM).toBeGreaterThanOrEqual(MARKET_LIMITS.cpm.min);
        expect(pricing.currentCPM).toBeLessThanOrEqual(MARKET_LIMITS.cpm.max);
        expect(pricing.competitionScore).toBeGreaterThanOrEqual(MARKET_LIMITS.competitionScore.min);
        expect(pricing.competitionScore).toBeLessThanOrEqual(MARKET_LIMITS.competitionScore.max);
        expect(pricing.inventoryAvailable).toBeGreaterThanOrEqual(MARKET_LIMITS.inventoryMin);
      }
    }
  });

  it('refreshes every 30 s', () => {
    const { result } = renderHook(() => useLivePricing({ seed: 1 }));
    const start = result.current.refreshedAt;
    act(() => vi.advanceTimersByTime(29_999));
    expect(result.current.refreshedAt).toBe(start);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.refreshedAt).not.toBe(start);
  });
});
