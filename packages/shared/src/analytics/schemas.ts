import { z } from 'zod';
import { CAMPAIGN_STATUSES } from '../campaign/statuses.ts';
import { ANALYTICS_MAX_DAYS, dayCount } from './summary.ts';

// GET /analytics/summary and /analytics/recommendations: the contracts (docs/product.md#analytics). The
// figures' arithmetic and labels, which pages need without zod, live in summary.ts.

const isoDay = z.iso.date();

export const analyticsQuerySchema = z
  .strictObject({ from: isoDay, to: isoDay })
  .refine((q) => q.from <= q.to, { message: 'from must be on or before to', path: ['from'] })
  .refine((q) => dayCount(q.from, q.to) <= ANALYTICS_MAX_DAYS, {
    message: `The range can cover at most ${ANALYTICS_MAX_DAYS} days`,
    path: ['to'],
  });
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

export const dailyMetricsSchema = z.object({
  date: isoDay,
  spend: z.number(),
  revenue: z.number(),
  impressions: z.number(),
  clicks: z.number(),
  conversions: z.number(),
});
export type DailyMetrics = z.infer<typeof dailyMetricsSchema>;

export const analyticsTotalsSchema = z.object({
  spend: z.number(),
  impressions: z.number(),
  clicks: z.number(),
  conversions: z.number(),
  revenue: z.number(),
  /** Fractions (0.012 = 1.2%), null where the denominator is zero: never a made-up 0. */
  ctr: z.number().nullable(),
  cpc: z.number().nullable(),
  cpm: z.number().nullable(),
  roas: z.number().nullable(),
});
export type AnalyticsTotals = z.infer<typeof analyticsTotalsSchema>;

/**
 * The delivery of the campaigns measured in one unit (their objective's: leads, clicks, …), day by day:
 * the trend chart shows a campaign's own results, never revenue a leads campaign cannot have.
 */
export const unitTrendSchema = z.object({
  // The same words as forecastUnitSchema, written out: importing forecast/schemas.ts would bring the draft's
  // schema into every page that shows the sandbox notice.
  unit: z.enum(['reach', 'clicks', 'engagements', 'leads', 'purchases', 'installs']),
  /** Per day of the range, aligned with `daily`: the spend of the campaigns measured in `unit`. */
  spend: z.array(z.number()),
  /** Their results per day; null where the sandbox records no such result (engagements). */
  results: z.array(z.number()).nullable(),
});
export type UnitTrend = z.infer<typeof unitTrendSchema>;

export const analyticsSummarySchema = z.object({
  totals: analyticsTotalsSchema,
  /** Every status, zero included, so a new account reads 0 rather than a missing key. */
  campaigns: z.record(z.enum(CAMPAIGN_STATUSES), z.number().int()),
  /** One row per day of the range, zero days included, oldest first. */
  daily: z.array(dailyMetricsSchema),
  /** The units the range's delivery is measured in, the most spent first; empty without delivery. */
  byUnit: z.array(unitTrendSchema),
});
export type AnalyticsSummary = z.infer<typeof analyticsSummarySchema>;

/**
 * The Campaigns module's three cards (Budget Optimization, Audience Expansion, Schedule Optimization;
 * docs/product.md#analytics).
 */
export const recommendationKindSchema = z.enum(['budget', 'audience', 'schedule']);
export type RecommendationKind = z.infer<typeof recommendationKindSchema>;

/** Computed from the user's own delivery; `enoughData: false` cards say NOT_ENOUGH_DATA and why. */
export const recommendationSchema = z.object({
  kind: recommendationKindSchema,
  title: z.string(),
  message: z.string(),
  enoughData: z.boolean(),
  /** The campaign the advice is about, when it is about one. */
  campaignId: z.string().nullable(),
});
export type Recommendation = z.infer<typeof recommendationSchema>;
export const recommendationsResponseSchema = z.object({ items: z.array(recommendationSchema) });
