import { describe, expect, it } from 'vitest';
import { PLATFORM_IDS } from '../campaign/platforms.ts';
import { OBJECTIVE_BENCHMARKS } from '../projections/input.ts';
import { platformFactors } from '../sandbox/platform-factors.ts';
import { expectedRates, MARKET_PRICE_STATS, measureMarketPrices } from './expected-rates.ts';

describe('expectedRates', () => {
  it('kept market prices match the market model measured again over other days', () => {
    // 1,200 noons from 2030: the kept 1/E[1/CPM] within 1.5% (the sample's own error is ~0.3%).
    const measured = measureMarketPrices(Date.UTC(2030, 0, 1, 12), 1200);
    for (const id of PLATFORM_IDS) {
      const kept = MARKET_PRICE_STATS[id];
      expect(kept, id).toBeDefined();
      expect(Math.abs((measured[id]?.cpm ?? 0) / (kept?.cpm ?? 1) - 1)).toBeLessThan(0.015);
      expect(Math.abs((measured[id]?.noise ?? 0) - (kept?.noise ?? 0))).toBeLessThan(0.015);
    }
  }, 20_000);

  it('applies each platform’s own click and conversion rates, so Google clicks more than LinkedIn', () => {
    const google = expectedRates({ platform: 'google-ads', objective: 'leads', breadth: 1 });
    const linkedin = expectedRates({ platform: 'linkedin', objective: 'leads', breadth: 1 });
    expect(google.ctr).toBeCloseTo(OBJECTIVE_BENCHMARKS.leads.ctr * platformFactors('google-ads').ctr);
    expect(linkedin.cvr).toBeCloseTo(OBJECTIVE_BENCHMARKS.leads.cvr * platformFactors('linkedin').cvr);
    expect(google.ctr).toBeGreaterThan(linkedin.ctr * 2);
  });

  it('prices a narrow audience higher than a broad one', () => {
    const broad = expectedRates({ platform: 'facebook', objective: 'sales', breadth: 1 });
    const narrow = expectedRates({ platform: 'facebook', objective: 'sales', breadth: 0.001 });
    expect(broad.cpm).toBe(MARKET_PRICE_STATS.facebook?.cpm);
    expect(narrow.cpm).toBeGreaterThan(broad.cpm * 1.3);
  });
});
