import { z } from 'zod';
import { incrementalityConfigSchema } from './incrementality.ts';

// A holdout test that runs on a launched campaign (issue 13 item 8): the hub's "Confirm Setup" starts it,
// sandbox delivery holds the control group out, and at its end the measured lift is stored.

const config = incrementalityConfigSchema.shape;

/** PUT /campaigns/{id}/incrementality: the setup to run. A channel split is planned, not simulated. */
export const startIncrementalityTestSchema = z.strictObject({
  testType: z.enum(['geographic', 'audience']),
  controlGroupSize: config.controlGroupSize,
  testDuration: config.testDuration,
  confidenceLevel: config.confidenceLevel,
});
export type StartIncrementalityTest = z.infer<typeof startIncrementalityTestSchema>;

const group = z.object({ users: z.number(), conversions: z.number() });

export const liftResultSchema = z.object({
  /** Relative lift of the exposed group's conversion rate over the control's (0.08 = +8%). */
  lift: z.number(),
  /** [low, high] at the test's confidence level; high is null when it is unbounded. */
  interval: z.tuple([z.number(), z.number().nullable()]),
  significant: z.boolean(),
  incrementalConversions: z.number(),
});
export type LiftResult = z.infer<typeof liftResultSchema>;

export const incrementalityTestSchema = startIncrementalityTestSchema.extend({
  /** The test's own id: GET /incrementality-tests/{id}, and what an AI conversation keeps of it. */
  id: z.string(),
  campaignId: z.string(),
  campaignName: z.string(),
  status: z.enum(['running', 'completed']),
  startedAt: z.string(),
  endsAt: z.string(),
  test: group,
  control: group,
  /** Set when the test completes; null if neither group converted enough to measure anything. */
  result: liftResultSchema.nullable(),
});
export type IncrementalityTest = z.infer<typeof incrementalityTestSchema>;
export const incrementalityTestResponseSchema = z.object({ test: incrementalityTestSchema.nullable() });

/** GET /incrementality-tests/{id}: one of the caller's tests, by its id. */
export const incrementalityTestParamsSchema = z.object({ id: z.uuid() });
/** GET /incrementality-tests/{id} answers with the test (404 when it is not the caller's). */
export const incrementalityTestByIdResponseSchema = z.object({ test: incrementalityTestSchema });
