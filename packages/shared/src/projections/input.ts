import { z } from 'zod';
import { objectiveSchema } from '../campaign/objective-schema.ts';
import type { Objective } from '../campaign/objectives.ts';

// The projection model's input and the rates it falls back on. One input feeds both views of the model:
// projectCampaign (the live panel's figures) and projectOutcome (results in the objective's unit).

export const DEFAULT_BUDGET = 25_000;
export const DEFAULT_DURATION_DAYS = 30;

/** Typical rates per objective when the live panel has nothing better (fractions, not percents). */
export const OBJECTIVE_BENCHMARKS: Readonly<
  Record<Objective, { ctr: number; cvr: number; valuePerConversion: number; frequency: number }>
> = {
  awareness: { ctr: 0.008, cvr: 0.01, valuePerConversion: 40, frequency: 2.2 },
  traffic: { ctr: 0.02, cvr: 0.015, valuePerConversion: 45, frequency: 2.8 },
  engagement: { ctr: 0.012, cvr: 0.01, valuePerConversion: 35, frequency: 3 },
  leads: { ctr: 0.015, cvr: 0.04, valuePerConversion: 80, frequency: 3.2 },
  sales: { ctr: 0.015, cvr: 0.025, valuePerConversion: 150, frequency: 3.5 },
  app_installs: { ctr: 0.012, cvr: 0.06, valuePerConversion: 25, frequency: 2.6 },
};

/**
 * Interactions (reactions, comments, shares, clicks) per impression for an engagement campaign. Social
 * engagement rates commonly run 1-5% of impressions; 3.5% sits inside that band. Never below the CTR,
 * because a click is itself an engagement.
 */
export const ENGAGEMENT_RATE = 0.035;

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

export const DEFAULT_PROJECTION_INPUT: ProjectionInput = {
  budget: DEFAULT_BUDGET,
  durationDays: DEFAULT_DURATION_DAYS,
  platforms: [],
  objective: 'awareness',
  cpm: 20,
  ctr: OBJECTIVE_BENCHMARKS.awareness.ctr,
  cvr: OBJECTIVE_BENCHMARKS.awareness.cvr,
  // Every figure of the defaults is assumed, and the confidence says so.
  known: { budget: false, dates: false, platforms: false },
};

export type Range = [number, number];

/** Relative half-width of every range: 0.5 with no budget, shrinking toward 0.1 as the budget grows. */
export function rangeSpread(budget: number): number {
  const b = Number.isFinite(budget) && budget > 0 ? budget : 0;
  return 0.1 + 0.4 * (5000 / (b + 5000));
}

export const dailyBudget = (budget: number, durationDays: number): number =>
  Math.round(budget / Math.max(1, Math.trunc(durationDays) || 1));
