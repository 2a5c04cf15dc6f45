import { z } from 'zod';
import { objectiveSchema } from '../campaign/objective-schema.ts';

// The projection model's input, validated where it crosses a boundary (the assistant's tools); the
// model's constants and defaults are in input.ts.

/** What the advertiser has actually given; whatever is missing was defaulted and lowers the confidence. */
export const projectionKnownSchema = z.object({
  budget: z.boolean(),
  dates: z.boolean(),
  platforms: z.boolean(),
});
export type ProjectionKnown = z.infer<typeof projectionKnownSchema>;

const bandSchema = z.object({ low: z.number().min(0), mid: z.number().min(0), high: z.number().min(0) });
export const modeledFlightSchema = z.object({
  spend: z.number().finite().min(0),
  impressions: bandSchema,
  reach: bandSchema,
  clicks: bandSchema,
  conversions: bandSchema,
  /** The budget curve's cost per result at the plan (forecast-curve.ts), quoted as it is when present. */
  costPerResult: bandSchema.optional(),
});
export type ModeledFlight = z.infer<typeof modeledFlightSchema>;

export const projectionInputSchema = z.object({
  budget: z.number().finite().min(0).max(1_000_000_000),
  durationDays: z.number().int().min(1).max(730),
  platforms: z.array(z.string().max(64)).max(20),
  objective: objectiveSchema,
  /** Cost per thousand impressions, in the budget's currency. */
  cpm: z.number().finite().positive().max(1000),
  /** Click-through rate as a fraction (0.015 = 1.5%). */
  ctr: z.number().min(0).max(1),
  /** Conversion rate per click as a fraction. */
  cvr: z.number().min(0).max(1),
  /** Engagements per impression (engagement objective); ENGAGEMENT_RATE when absent. */
  engagementRate: z.number().min(0).max(1).optional(),
  valuePerConversion: z.number().finite().min(0).max(1_000_000).optional(),
  priceTrend: z.enum(['rising', 'falling', 'stable']).optional(),
  /** People the targeting can reach (audience/breadth.ts); reach never exceeds it. Absent: no cap. */
  audience: z.number().finite().min(0).max(1e10).optional(),
  /**
   * The one market model's flight (forecast/flight-forecast.ts: per-platform rates, the draft's split,
   * the audience's room): when present the figures start from its bands instead of `cpm` x `ctr` x `cvr`.
   */
  modeled: modeledFlightSchema.optional(),
  /** Absent: budget and dates count as given, platforms as given when the list is not empty. */
  known: projectionKnownSchema.partial().optional(),
});
export type ProjectionInput = z.infer<typeof projectionInputSchema>;
