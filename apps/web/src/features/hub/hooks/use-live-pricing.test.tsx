import { MARKET_LIMITS } from '@northstar/shared/market';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLivePricing } from './use-live-pricing.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('live pricing', () => {
  it('moves only after 3 s, then at least once every 7 s', () => {
    const { result } = renderHook(() => useLivePricing([], { seed: 42 }));
    const first = result.current.market;
    act(() => vi.advanceTimersByTime(2999));
    expect(result.current.market).toBe(first);
    act(() => vi.advanceTimersByTime(7000 - 2999));
    const second = result.current.market;
    expect(second).not.toBe(first);
    act(() => vi.advanceTimersByTime(7000));
    expect(result.current.market).not.toBe(second);
  });

  it('stays inside the spec’s clamps over an hour of updates, for every platform', () => {
    const { result } = renderHook(() => useLivePricing(['google-ads', 'tiktok'], { seed: 7 }));
    for (let i = 0; i < 720; i++) {
      act(() => vi.advanceTimersByTime(5000));
      for (const pricing of [result.current.pricing, ...Object.values(result.current.market.platforms)]) {
        if (!pricing) throw new Error('no pricing');
        expect(pricing.currentCPM).toBeGreaterThanOrEqual(MARKET_LIMITS.cpm.min);
        expect(pricing.currentCPM).toBeLessThanOrEqual(MARKET_LIMITS.cpm.max);
        expect(pricing.competitionScore).toBeGreaterThanOrEqual(MARKET_LIMITS.competitionScore.min);
        expect(pricing.competitionScore).toBeLessThanOrEqual(MARKET_LIMITS.competitionScore.max);
        expect(pricing.inventoryAvailable).toBeGreaterThanOrEqual(MARKET_LIMITS.inventoryMin);
      }
    }
  });

  it('refreshes every 30 s', () => {
    const { result } = renderHook(() => useLivePricing([], { seed: 1 }));
    const start = result.current.refreshedAt;
    act(() => vi.advanceTimersByTime(29_999));
    expect(result.current.refreshedAt).toBe(start);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.refreshedAt).not.toBe(start);
  });

  it('blends the chosen platforms, and all platforms when none is chosen', () => {
    const { result, rerender } = renderHook(({ ids }) => useLivePricing(ids, { seed: 3 }), {
      initialProps: { ids: [] as string[] },
    });
    const all = result.current.pricing?.inventoryAvailable ?? 0;
    rerender({ ids: ['linkedin'] });
    expect(result.current.pricing?.inventoryAvailable).toBe(
      result.current.market.platforms.linkedin?.inventoryAvailable,
    );
    expect(result.current.pricing?.inventoryAvailable).toBeLessThan(all);
  });
});
