import { z } from 'zod';
import type { CampaignDraft } from './campaign/draft.ts';
import { type Objective, objectiveSchema } from './campaign/objectives.ts';

// Projections are estimates, so every figure is a [min, max] range. The range is wider for small budgets:
// fewer impressions means noisier rates, the same way a small sample gives a wide confidence interval.

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
  valuePerConversion: z.number().finite().min(0).max(1_000_000).optional(),
  priceTrend: z.enum(['rising', 'falling', 'stable']).optional(),
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
};

type Range = [number, number];
interface MinMax {
  min: number;
  max: number;
}

export interface CampaignProjections {
  estimatedReach: Range;
  estimatedImpressions: Range;
  estimatedClicks: Range;
  predictedROAS: Range;
  /** Percent, e.g. 2.5 */
  conversionRate: number;
  totalBudget: number;
  dailyBudget: number;
  /** 0..100: how tight the ranges are. */
  confidence: number;
  details: {
    reach: MinMax & { confidence: number };
    impressions: MinMax & { avgFrequency: number };
    clicks: MinMax & { ctr: number };
    conversions: MinMax & { conversionRate: number; costPerConversion: number | null };
    roas: MinMax & { trend: 'rising' | 'falling' | 'stable'; efficiency: 'low' | 'medium' | 'high' };
    spend: MinMax & { daily: number; total: number };
  };
}

/** Relative half-width of every range: 0.5 with no budget, shrinking toward 0.1 as the budget grows. */
export function rangeSpread(budget: number): number {
  const b = Number.isFinite(budget) && budget > 0 ? budget : 0;
  return 0.1 + 0.4 * (5000 / (b + 5000));
}

// Delivery may fall short of the budget (thin inventory, strict targeting), never above it.
const MIN_DELIVERY = 0.92;

const round = (n: number, digits = 0) => Math.round(n * 10 ** digits) / 10 ** digits;
const range = (mid: number, spread: number, digits = 0): Range => [
  round(mid * (1 - spread), digits),
  round(mid * (1 + spread), digits),
];
const minMax = ([min, max]: Range): MinMax => ({ min, max });

export const dailyBudget = (budget: number, durationDays: number): number =>
  Math.round(budget / Math.max(1, Math.trunc(durationDays) || 1));

/** Projections for a budget and the live rates; pure and total over valid input. */
export function projectCampaign(input: ProjectionInput): CampaignProjections {
  const budget = Math.max(0, input.budget);
  const days = Math.max(1, Math.trunc(input.durationDays) || 1);
  const platformCount = Math.max(1, new Set(input.platforms).size);
  const bench = OBJECTIVE_BENCHMARKS[input.objective];
  // More platforms reach more distinct people (lower frequency) and diversify the estimate a little.
  const spread = rangeSpread(budget) * Math.max(0.85, 1 - 0.03 * (platformCount - 1));
  const frequency = Math.max(
    1.1,
    bench.frequency *
      Math.min(2, Math.max(0.6, Math.sqrt(days / 30))) *
      Math.max(0.6, 1 - 0.08 * (platformCount - 1)),
  );

  const impressions = (budget / input.cpm) * 1000;
  const clicks = impressions * input.ctr;
  const conversions = clicks * input.cvr;
  const value = conversions * (input.valuePerConversion ?? bench.valuePerConversion);
  const roas = budget > 0 ? value / budget : 0;

  const reachRange = range(impressions / frequency, spread);
  const impressionRange = range(impressions, spread);
  const clickRange = range(clicks, spread);
  const conversionRange = range(conversions, spread);
  const roasRange = range(roas, spread, 2);
  const confidence = Math.round(100 * (1 - spread));
  const daily = dailyBudget(budget, days);
  const trend =
    input.priceTrend === 'rising' ? 'falling' : input.priceTrend === 'falling' ? 'rising' : 'stable';

  return {
    estimatedReach: reachRange,
    estimatedImpressions: impressionRange,
    estimatedClicks: clickRange,
    predictedROAS: roasRange,
    conversionRate: round(input.cvr * 100, 2),
    totalBudget: budget,
    dailyBudget: daily,
    confidence,
    details: {
      reach: { ...minMax(reachRange), confidence },
      impressions: { ...minMax(impressionRange), avgFrequency: round(frequency, 1) },
      clicks: { ...minMax(clickRange), ctr: round(input.ctr * 100, 2) },
      conversions: {
        ...minMax(conversionRange),
        conversionRate: round(input.cvr * 100, 2),
        costPerConversion: conversions > 0 ? round(budget / conversions, 2) : null,
      },
      // Rising prices buy fewer results per dollar, so ROAS moves the other way.
      roas: { ...minMax(roasRange), trend, efficiency: roas >= 3 ? 'high' : roas >= 1 ? 'medium' : 'low' },
      spend: { min: round(budget * MIN_DELIVERY, 2), max: budget, daily, total: budget },
    },
  };
}

const dayMs = 86_400_000;

/** Days between two YYYY-MM-DD dates inclusive; null when either is missing or the range is inverted. */
export function scheduleDays(startDate: string, endDate: string): number | null {
  const start = Date.parse(`${startDate}T00:00:00Z`);
  const end = Date.parse(`${endDate}T00:00:00Z`);
  if (Number.isNaN(start) || Number.isNaN(end) || end < start) return null;
  return Math.round((end - start) / dayMs) + 1;
}

/**
 * Projection input from a builder draft and live rates. A daily budget is spread over the schedule
 * (30 days when no end date is set); an unset or zero budget falls back to the default 25,000.
 */
export function projectionInputFromDraft(
  draft: CampaignDraft,
  live: { cpm: number; ctr?: number; cvr?: number; priceTrend?: ProjectionInput['priceTrend'] },
): ProjectionInput {
  const objective = draft.objective || 'awareness';
  const bench = OBJECTIVE_BENCHMARKS[objective];
  const durationDays =
    scheduleDays(draft.schedule.startDate, draft.schedule.endDate) ?? DEFAULT_DURATION_DAYS;
  const amount = draft.budget.totalBudget;
  const budget =
    amount > 0 ? (draft.budget.budgetType === 'daily' ? amount * durationDays : amount) : DEFAULT_BUDGET;
  return {
    budget,
    durationDays,
    platforms: [...draft.platforms.selected],
    objective,
    cpm: live.cpm,
    ctr: live.ctr ?? bench.ctr,
    cvr: live.cvr ?? bench.cvr,
    ...(live.priceTrend ? { priceTrend: live.priceTrend } : {}),
  };
}
