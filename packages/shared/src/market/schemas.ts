import { z } from 'zod';

// The shapes of market.ts's simulated data, apart from it so the ticker loads without zod.

export const competitionLevelSchema = z.enum(['low', 'medium', 'high']);
export const priceTrendSchema = z.enum(['rising', 'falling', 'stable']);
export type CompetitionLevel = z.infer<typeof competitionLevelSchema>;
export type PriceTrend = z.infer<typeof priceTrendSchema>;

export const livePricingSchema = z.object({
  currentCPM: z.number(),
  cpcRange: z.tuple([z.number(), z.number()]),
  competitionLevel: competitionLevelSchema,
  competitionScore: z.number(),
  inventoryAvailable: z.number(),
  priceTrend: priceTrendSchema,
  /** Percent change of the CPM since the previous tick. */
  priceChange: z.number(),
  lastUpdated: z.string(),
});
export type LivePricing = z.infer<typeof livePricingSchema>;

export const tickerMetricSchema = z.object({
  id: z.string(),
  label: z.string(),
  value: z.number(),
  format: z.enum(['currency', 'percent', 'count', 'currency-k', 'count-k']),
  changePercent: z.number(),
  direction: z.enum(['up', 'down']),
});
export type TickerMetric = z.infer<typeof tickerMetricSchema>;
