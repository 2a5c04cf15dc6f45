import type { Objective } from '../campaign/objectives.ts';
import type { ProjectionInput } from './schemas.ts';

// The projection model's input and the rates it falls back on. One input feeds both views of the model:
// projectCampaign (the live panel's figures) and projectOutcome (results in the objective's unit). The
// input's schema is in schemas.ts, so a page drawing projections loads no zod.

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
