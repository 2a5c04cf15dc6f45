import { z } from 'zod';
import { campaignDraftSchema } from '../campaign/draft.ts';

// The forecast contract: what a draft would deliver at several budgets on the simulated market, each
// figure a low–mid–high band. The shape follows AdCP's forecasts (points, method, validUntil) so an
// agent interface can serve it unchanged later.

/** The objective's unit of result; the same words as `outcomeFor(objective).unit`. */
export const forecastUnitSchema = z.enum([
  'reach',
  'clicks',
  'engagements',
  'leads',
  'purchases',
  'installs',
]);
export type ForecastUnit = z.infer<typeof forecastUnitSchema>;

export const forecastBandSchema = z.object({ low: z.number(), mid: z.number(), high: z.number() });
export type ForecastBand = z.infer<typeof forecastBandSchema>;

/** Budgets asked for on top of the draft's own: at most this many. */
export const FORECAST_BUDGETS_MAX = 12;

export const forecastRequestSchema = z.strictObject({
  draft: campaignDraftSchema,
  /** In the draft's own terms: the daily amount for a daily budget, the total for a lifetime one. */
  budgets: z.array(z.number().positive().max(100_000_000)).min(1).max(FORECAST_BUDGETS_MAX).optional(),
});
export type ForecastRequest = z.infer<typeof forecastRequestSchema>;

export const forecastPointSchema = z.object({
  budget: z.number(),
  /**
   * Expected spend over the flight at this budget: less than the budget when the audience cannot absorb
   * it. Absent from forecasts kept at launch before it was added.
   */
  spend: z.number().optional(),
  impressions: forecastBandSchema,
  reach: forecastBandSchema,
  clicks: forecastBandSchema,
  /** In `unit`. */
  results: forecastBandSchema,
  /** Spend divided by results (for awareness: per 1,000 impressions, as the objective's cost metric). */
  costPerResult: forecastBandSchema,
});
export type ForecastPoint = z.infer<typeof forecastPointSchema>;

export const forecastResponseSchema = z.object({
  unit: forecastUnitSchema,
  method: z.literal('modeled'),
  /** ISO time until which the same draft gets the same figures. */
  validUntil: z.string(),
  audience: z.object({ people: z.number() }),
  current: z.object({ budget: z.number() }),
  /** Sorted by budget; the draft's own budget is one of them. */
  points: z.array(forecastPointSchema),
});
export type ForecastResponse = z.infer<typeof forecastResponseSchema>;

/** What a draft lacks for a forecast (422 `FORECAST_UNAVAILABLE` lists them in `error.missing`). */
export const forecastMissingSchema = z.array(z.enum(['budget', 'platforms', 'objective', 'schedule']));

const insideCountSchema = z.object({ inside: z.number().int(), total: z.number().int() });

export const forecastAccuracySchema = z.object({
  /** The user's finished campaigns that were launched with a forecast. */
  finished: z.number().int(),
  figures: z.object({
    impressions: insideCountSchema,
    clicks: insideCountSchema,
    results: insideCountSchema,
  }),
});
export type ForecastAccuracy = z.infer<typeof forecastAccuracySchema>;

/** A campaign's forecast at launch against what it delivered (`GET /campaigns/{id}` → `forecast`). */
export const campaignForecastSchema = z.object({
  /** The point forecast at the launched budget, as stored at launch. */
  atLaunch: forecastPointSchema,
  /** `atLaunch` scaled to the share of the flight that has elapsed. */
  proRated: forecastPointSchema,
  delivered: z.object({
    impressions: z.number(),
    reach: z.number(),
    clicks: z.number(),
    results: z.number(),
  }),
  /** 0..1 of the flight elapsed. */
  elapsed: z.number(),
});
export type CampaignForecast = z.infer<typeof campaignForecastSchema>;
