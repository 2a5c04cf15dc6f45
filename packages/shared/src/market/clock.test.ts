import { describe, expect, it } from 'vitest';
import { PLATFORM_IDS } from '../campaign/platforms.ts';
import { MARKET_SEED, MARKET_TICK_MS, marketAt, marketAtTick, marketTick } from './clock.ts';
import { MARKET_LIMITS, TICKER_SPECS } from './model.ts';

const now = new Date('2025-03-10T12:00:00Z');

describe('marketAt', () => {
  it('gives every reader the same market for the same 3 s, whatever else it read before', () => {
    const first = marketAt(now);
    marketAt(new Date(now.getTime() + 60_000));
    const again = marketAt(new Date(now.getTime() + 1));
    expect(again.platforms).toEqual(first.platforms);
    expect(again.ticker).toEqual(first.ticker);
    expect(marketAt(now, MARKET_SEED)).toEqual(first);
  });

  it('prices every platform, inside the market clamps, and moves from one step to the next', () => {
    const steps = Array.from({ length: 40 }, (_, i) => marketAtTick(marketTick(now) + i));
    for (const state of steps) {
      expect(Object.keys(state.platforms).sort()).toEqual([...PLATFORM_IDS].sort());
      for (const p of Object.values(state.platforms)) {
        expect(p.currentCPM).toBeGreaterThanOrEqual(MARKET_LIMITS.cpm.min);
        expect(p.currentCPM).toBeLessThanOrEqual(MARKET_LIMITS.cpm.max);
        expect(p.inventoryAvailable).toBeGreaterThanOrEqual(MARKET_LIMITS.inventoryMin);
      }
      for (const m of state.ticker) {
        const spec = TICKER_SPECS.find((s) => s.id === m.id);
        expect(m.value).toBeGreaterThanOrEqual(spec?.min ?? Number.NaN);
        expect(m.value).toBeLessThanOrEqual(spec?.max ?? Number.NaN);
      }
    }
    const cpms = new Set(steps.map((s) => s.platforms.facebook?.currentCPM));
    expect(cpms.size).toBeGreaterThan(5);
  });

  it('reports each change against the step before, as a reader refreshing every 3 s sees it', () => {
    const tick = marketTick(now);
    const before = marketAtTick(tick - 1);
    const after = marketAtTick(tick);
    for (const [id, p] of Object.entries(after.platforms)) {
      const prev = before.platforms[id]?.currentCPM ?? Number.NaN;
      expect(p.priceChange).toBeCloseTo(((p.currentCPM - prev) / prev) * 100, 1);
      expect(p.priceTrend).toBe(p.priceChange > 0.5 ? 'rising' : p.priceChange < -0.5 ? 'falling' : 'stable');
    }
    for (const m of after.ticker) {
      const prev = before.ticker.find((b) => b.id === m.id)?.value ?? Number.NaN;
      expect(m.changePercent).toBeCloseTo(((m.value - prev) / prev) * 100, 0);
      expect(m.direction).toBe(m.changePercent < 0 ? 'down' : 'up');
    }
  });

  it('hands every reader of the same 3 s one frozen copy, and a new one for the next step', () => {
    const first = marketAt(now);
    expect(marketAt(new Date(now.getTime() + 1))).toBe(first);
    expect(Object.isFrozen(first.platforms.facebook)).toBe(true);
    expect(marketAt(new Date(now.getTime() + MARKET_TICK_MS))).not.toBe(first);
    expect(marketAt(now)).toEqual(marketAtTick(marketTick(now)));
  });

  it('steps every MARKET_TICK_MS and differs by seed', () => {
    expect(marketTick(now.getTime() + MARKET_TICK_MS)).toBe(marketTick(now) + 1);
    expect(marketAt(now, 7).platforms.facebook).not.toEqual(marketAt(now, 8).platforms.facebook);
  });
});
