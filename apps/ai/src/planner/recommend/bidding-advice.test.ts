import { createDraft } from '@northstar/shared/campaign';
import { createMarketState } from '@northstar/shared/market';
import { projectionInputFromDraft, projectOutcome } from '@northstar/shared/projections';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mergePatch } from '../draft-patch.ts';
import { livePricing, projectionFor } from '../market-answers.ts';
import { step8 } from '../steps/step-8-bidding.ts';
import { projectedCpc, recommendBidding } from './bidding-advice.ts';

const NOW = new Date('2026-11-24T12:00:00Z');
const pricing = {
  currentCPM: 14,
  cpcRange: [0.5, 0.9] as [number, number],
  competitionLevel: 'medium' as const,
  competitionScore: 50,
  inventoryAvailable: 5e6,
  priceTrend: 'stable' as const,
  priceChange: 0,
  lastUpdated: NOW.toISOString(),
};
const traffic = (budget: number, platforms: ('google-ads' | 'facebook' | 'tiktok')[]) =>
  mergePatch(createDraft({ now: NOW }), {
    objective: 'traffic',
    platforms: { selected: platforms },
    budget: { totalBudget: budget, budgetType: 'lifetime' },
  });

describe('traffic bidding from the projection', () => {
  it('caps the CPC at the top of the projected cost per click, never below it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 500, max: 2_000_000 }),
        fc.double({ min: 2, max: 60, noNaN: true }),
        (budget, cpm) => {
          const draft = traffic(budget, ['google-ads', 'facebook']);
          const p = { ...pricing, currentCPM: cpm };
          const plan = recommendBidding(draft, 0, p);
          const outcome = projectOutcome(projectionInputFromDraft(draft, { cpm, priceTrend: 'stable' }));
          const maxCpc = plan?.bidding.strategy.maxCpc ?? 0;
          // At the max CPC the budget still buys no more clicks than the projection's high end...
          expect(maxCpc).toBeGreaterThanOrEqual(outcome.cpc?.[1] ?? 0);
          expect(maxCpc - (outcome.cpc?.[1] ?? 0)).toBeLessThan(0.011);
          // ...and the low end of the quoted clicks is still affordable.
          expect(budget / maxCpc).toBeLessThanOrEqual(outcome.clicks[1]);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('quotes the projected range in the text, not the market-wide one', () => {
    const draft = traffic(12_000, ['google-ads']);
    const cpc = projectedCpc(draft, pricing);
    const plan = recommendBidding(draft, 0, pricing);
    expect(plan?.text).toContain('projected');
    expect(plan?.bidding.strategy.maxCpc).toBe(Math.ceil(cpc[1] * 100 - 1e-9) / 100);
    // The manual variant of any objective uses the same cap.
    const sales = mergePatch(draft, { objective: 'sales' });
    const manual = [0, 1, 2]
      .map((v) => recommendBidding(sales, v, pricing))
      .find((p) => p?.bidding.strategy.type === 'manual_cpc');
    expect(manual?.bidding.strategy.maxCpc).toBe(
      Math.ceil(projectedCpc(sales, pricing)[1] * 100 - 1e-9) / 100,
    );
  });

  it('step 8 bids from the same projection the planner quotes', () => {
    const market = createMarketState({ now: NOW });
    const draft = traffic(8_000, ['google-ads', 'tiktok']);
    const ctx = {
      now: NOW,
      rng: () => 0.5,
      market,
      memory: { rejected: [], offers: [], deniedOffers: [] },
      cpmFor: () => 10,
    };
    const rec = step8.recommend?.(draft, ctx, 0);
    const quoted = projectionFor(draft, ctx)?.outcome.cpc;
    expect(livePricing(draft, ctx)).not.toBeNull();
    expect(rec?.patch.bidding?.strategy?.maxCpc).toBe(Math.ceil((quoted?.[1] ?? 0) * 100 - 1e-9) / 100);
  });
});
