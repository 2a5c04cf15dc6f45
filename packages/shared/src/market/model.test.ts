import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  competitionLevel,
  createMarketState,
  formatChange,
  formatTickerValue,
  hashSeed,
  type MarketState,
  mulberry32,
  nextMarketState,
  nextPricing,
  priceTrend,
  pricingForPlatforms,
  TICKER_SPECS,
  typicalCpm,
} from './model.ts';
import { type LivePricing, livePricingSchema } from './schemas.ts';

const now = new Date('2025-03-10T12:00:00Z');

const walk = (seed: number, steps: number): MarketState[] => {
  const rng = mulberry32(seed);
  const states = [createMarketState({ seed, now })];
  for (let i = 0; i < steps; i++) {
    const prev = states[states.length - 1] as MarketState;
    states.push(nextMarketState(prev, rng, new Date(now.getTime() + (i + 1) * 3000)));
  }
  return states;
};

describe('mulberry32', () => {
  it('repeats the same sequence for the same seed and differs across seeds', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const c = mulberry32(43);
    const seqA = Array.from({ length: 5 }, a);
    expect(Array.from({ length: 5 }, b)).toEqual(seqA);
    expect(Array.from({ length: 5 }, c)).not.toEqual(seqA);
  });

  it('yields values in [0, 1) that average about one half', () => {
    const rng = mulberry32(7);
    const values = Array.from({ length: 10_000 }, rng);
    for (const v of values) {
      expect(v).toBeGreaterThanOrEqual(0);
      expect(v).toBeLessThan(1);
    }
    const mean = values.reduce((s, v) => s + v, 0) / values.length;
    expect(mean).toBeGreaterThan(0.48);
    expect(mean).toBeLessThan(0.52);
  });

  it('hashes strings to stable 32-bit seeds', () => {
    expect(hashSeed('facebook')).toBe(hashSeed('facebook'));
    expect(hashSeed('facebook')).not.toBe(hashSeed('tiktok'));
    expect(Number.isInteger(hashSeed('x')) && hashSeed('x') >= 0).toBe(true);
  });
});

describe('market walk', () => {
  it('starts one entry per universal platform, valid against the schema', () => {
    const state = createMarketState({ seed: 1, now });
    expect(Object.keys(state.platforms)).toEqual([
      'google-ads',
      'facebook',
      'instagram',
      'tiktok',
      'linkedin',
    ]);
    for (const p of Object.values(state.platforms)) expect(livePricingSchema.safeParse(p).success).toBe(true);
  });

  it('is deterministic for a seed', () => {
    expect(walk(5, 20)).toEqual(walk(5, 20));
  });

  it('actually moves prices over time', () => {
    const states = walk(3, 10);
    const cpms = new Set(states.map((s) => s.platforms.facebook?.currentCPM));
    expect(cpms.size).toBeGreaterThan(1);
  });

  it('stays inside the clamps: CPM 15..25, competition 20..90, inventory >= 1.5M', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 }), fc.integer({ min: 1, max: 80 }), (seed, steps) => {
        for (const state of walk(seed, steps)) {
          for (const p of Object.values(state.platforms)) {
            expect(p.currentCPM).toBeGreaterThanOrEqual(15);
            expect(p.currentCPM).toBeLessThanOrEqual(25);
            expect(p.competitionScore).toBeGreaterThanOrEqual(20);
            expect(p.competitionScore).toBeLessThanOrEqual(90);
            expect(p.inventoryAvailable).toBeGreaterThanOrEqual(1_500_000);
            expect(p.cpcRange[0]).toBeGreaterThan(0);
            expect(p.cpcRange[0]).toBeLessThan(p.cpcRange[1]);
            expect(p.competitionLevel).toBe(competitionLevel(p.competitionScore));
          }
          for (const m of state.ticker) {
            const spec = TICKER_SPECS.find((s) => s.id === m.id);
            expect(m.value).toBeGreaterThanOrEqual(spec?.min ?? Number.NaN);
            expect(m.value).toBeLessThanOrEqual(spec?.max ?? Number.NaN);
          }
        }
      }),
      { numRuns: 40 },
    );
  });

  it('pulls an out-of-range state back inside the clamps in one step', () => {
    const wild: LivePricing = {
      currentCPM: 80,
      cpcRange: [1, 2],
      competitionLevel: 'high',
      competitionScore: 200,
      inventoryAvailable: 10,
      priceTrend: 'stable',
      priceChange: 0,
      lastUpdated: now.toISOString(),
    };
    const next = nextPricing(wild, mulberry32(1), now);
    expect(next.currentCPM).toBeLessThanOrEqual(25);
    expect(next.competitionScore).toBeLessThanOrEqual(90);
    expect(next.inventoryAvailable).toBeGreaterThanOrEqual(1_500_000);
    expect(next.lastUpdated).toBe(now.toISOString());
  });

  it('records the CPM change in percent and derives the trend from it', () => {
    const state = walk(11, 1);
    const before = state[0]?.platforms.linkedin;
    const after = state[1]?.platforms.linkedin;
    if (!before || !after) throw new Error('missing platform');
    const expected = ((after.currentCPM - before.currentCPM) / before.currentCPM) * 100;
    expect(after.priceChange).toBeCloseTo(expected, 1);
    expect(after.priceTrend).toBe(priceTrend(after.priceChange));
  });
});

describe('pricing labels', () => {
  it('maps competition scores to levels', () => {
    expect([20, 39, 40, 69, 70, 90].map(competitionLevel)).toEqual([
      'low',
      'low',
      'medium',
      'medium',
      'high',
      'high',
    ]);
  });
  it('reads moves under half a percent as stable', () => {
    expect([1.2, 0.4, -0.4, -2].map(priceTrend)).toEqual(['rising', 'stable', 'stable', 'falling']);
  });
});

describe('ticker', () => {
  it('has the eight figures of the builder header with up/down changes', () => {
    const state = walk(9, 3).at(-1) as MarketState;
    expect(state.ticker.map((m) => m.label)).toEqual([
      'CPM',
      'CPC',
      'CTR',
      'Win Rate',
      'Active',
      'Spend',
      'Impressions',
      'Clicks',
    ]);
    for (const m of state.ticker) expect(m.direction).toBe(m.changePercent < 0 ? 'down' : 'up');
  });

  it('shows the platforms average as the ticker CPM', () => {
    const state = walk(4, 2).at(-1) as MarketState;
    const cpms = Object.values(state.platforms).map((p) => p.currentCPM);
    const avg = cpms.reduce((a, b) => a + b, 0) / cpms.length;
    expect(state.ticker[0]?.value).toBeCloseTo(avg, 2);
  });

  it('formats values and changes for display', () => {
    expect(formatTickerValue({ value: 18.4, format: 'currency' })).toBe('$18.40');
    expect(formatTickerValue({ value: 2.312, format: 'percent' })).toBe('2.31%');
    expect(formatTickerValue({ value: 128.44, format: 'currency-k' })).toBe('$128.4K');
    expect(formatTickerValue({ value: 12400, format: 'count-k' })).toBe('12,400.0K');
    expect(formatTickerValue({ value: 34, format: 'count' })).toBe('34');
    expect(formatChange(2.44)).toBe('+2.4%');
    expect(formatChange(-1.06)).toBe('-1.1%');
  });
});

describe('pricingForPlatforms', () => {
  const state = createMarketState({ seed: 2, now });
  it('blends the chosen platforms', () => {
    const blended = pricingForPlatforms(state, ['facebook', 'linkedin']);
    const fb = state.platforms.facebook?.currentCPM ?? 0;
    const li = state.platforms.linkedin?.currentCPM ?? 0;
    expect(blended?.currentCPM).toBeCloseTo((fb + li) / 2, 2);
  });
  it('falls back to the whole market when nothing known is chosen', () => {
    expect(pricingForPlatforms(state, ['myspace'])?.inventoryAvailable).toBe(
      Object.values(state.platforms).reduce((s, p) => s + p.inventoryAvailable, 0),
    );
  });
  it('returns null for an empty market', () => {
    expect(pricingForPlatforms({ platforms: {}, ticker: [] }, [])).toBeNull();
  });
});

describe('typicalCpm', () => {
  it('is the platforms’ typical price, the same whatever the walk has done since', () => {
    expect(typicalCpm(['google-ads'])).toBe(18);
    expect(typicalCpm(['google-ads', 'linkedin'])).toBe(21);
    // Every platform of the market when none is named; unknown ones sit mid-range.
    expect(typicalCpm([])).toBe(19);
    expect(typicalCpm(['somewhere-else'])).toBe(20);
  });
});
