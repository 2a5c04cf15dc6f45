import { describe, expect, it } from 'vitest';
import { createDraft } from '../campaign/draft-factory.ts';
import { UNIVERSAL_PLATFORM_IDS } from '../campaign/platforms.ts';
import { forecastPoint } from '../forecast/forecast-curve.ts';
import { marketAt } from '../market/clock.ts';
import { expectedRates } from '../market/expected-rates.ts';
import { pricingForPlatforms } from '../market/model.ts';
import { projectCampaign } from './campaign-projections.ts';
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

  it('projects the chosen platforms on the market model: the results POST /forecasts quotes at its budget', () => {
    const draft = {
      ...blank,
      objective: 'leads' as const,
      platforms: { selected: ['linkedin' as const], settings: {} },
      budget: { ...blank.budget, totalBudget: 9_000, budgetType: 'lifetime' as const },
      schedule: { ...blank.schedule, startDate: '2025-03-10', endDate: '2025-04-08' },
    };
    const p = projectDraft(draft, market);
    const point = forecastPoint(draft, 9_000);
    if (!p || !point) throw new Error('no projection');
    expect(p.outcome.results).toEqual([point.results.low, point.results.high]);
    expect(p.outcome.clicks).toEqual([point.clicks.low, point.clicks.high]);
    expect(p.outcome.unit).toBe('leads');
    expect(p.outcome.assumed).not.toContain('budget');
  });

  it('quotes LinkedIn’s dearer clicks and Google’s cheaper ones, not one blended rate', () => {
    const at = (platform: 'linkedin' | 'google-ads') =>
      projectDraft(
        { ...blank, objective: 'traffic', platforms: { selected: [platform], settings: {} } },
        market,
      )?.outcome.clicks[0] ?? 0;
    expect(at('google-ads')).toBeGreaterThan(at('linkedin') * 2);
  });

  it('gives the live panel the platforms’ own click-through rate, not the objective’s benchmark', () => {
    const draft = {
      ...blank,
      objective: 'traffic' as const,
      platforms: { selected: ['google-ads' as const], settings: {} },
    };
    const p = projectDraft(draft, market);
    if (!p) throw new Error('no projection');
    const google = expectedRates({ platform: 'google-ads', objective: 'traffic', breadth: 1 });
    expect(projectCampaign(p.input).details.clicks.ctr).toBeCloseTo(google.ctr * 100, 1);
  });

  it('prefers the platforms a question names', () => {
    const p = projectDraft(blank, market, ['tiktok']);
    expect(p?.scope).toEqual({ platforms: ['tiktok'], given: true });
    expect(p?.input.cpm).toBe(pricingForPlatforms(market, ['tiktok'])?.currentCPM);
  });
});
