import { describe, expect, it } from 'vitest';
import { createDraft } from '../campaign/draft-factory.ts';
import { UNIVERSAL_PLATFORM_IDS } from '../campaign/platforms.ts';
import { pricingForPlatforms } from '../market.ts';
import { marketAt } from '../market-clock.ts';
import { projectionInputFromDraft, projectOutcome } from '../projections.ts';
import { projectDraft } from './from-draft.ts';

const now = new Date('2025-03-10T12:00:00Z');
const market = marketAt(now);
const blank = createDraft({ now, timezone: 'UTC' });

describe('projectDraft', () => {
  it('prices a draft without platforms at every platform of its channel, marked assumed', () => {
    const p = projectDraft(blank, market);
    expect(p?.scope).toEqual({ platforms: [...UNIVERSAL_PLATFORM_IDS], given: false });
    expect(p?.pricing).toEqual(pricingForPlatforms(market, UNIVERSAL_PLATFORM_IDS));
    expect(p?.outcome.assumed).toEqual(expect.arrayContaining(['budget', 'platforms']));
  });

  it('projects the chosen platforms at their live price, as projectOutcome does', () => {
    const draft = {
      ...blank,
      objective: 'leads' as const,
      platforms: { selected: ['linkedin' as const], settings: {} },
      budget: { ...blank.budget, totalBudget: 9_000, budgetType: 'lifetime' as const },
    };
    const p = projectDraft(draft, market);
    const pricing = pricingForPlatforms(market, ['linkedin']);
    if (!p || !pricing) throw new Error('no pricing');
    const expected = projectOutcome(
      projectionInputFromDraft(draft, { cpm: pricing.currentCPM, priceTrend: pricing.priceTrend }),
    );
    expect(p.outcome).toEqual(expected);
    expect(p.outcome.unit).toBe('leads');
    expect(p.outcome.assumed).not.toContain('budget');
  });

  it('prefers the platforms a question names', () => {
    const p = projectDraft(blank, market, ['tiktok']);
    expect(p?.scope).toEqual({ platforms: ['tiktok'], given: true });
    expect(p?.input.cpm).toBe(pricingForPlatforms(market, ['tiktok'])?.currentCPM);
  });
});
