import { audienceSize, targetingCpmMultiplier } from '../audience/breadth.ts';
import type { CampaignDraft } from '../campaign/draft.ts';
import {
  DEFAULT_BUDGET,
  DEFAULT_DURATION_DAYS,
  dailyBudget,
  OBJECTIVE_BENCHMARKS,
  type Range,
} from './input.ts';
import {
  countRange,
  knownInputs,
  modelFigures,
  outcomeFor,
  projectionConfidence,
  roasRange,
} from './outcome.ts';
import type { ProjectionInput } from './schemas.ts';

// Projections are estimates, so every figure is a [min, max] range. The range is wider for small budgets:
// fewer impressions means noisier rates, the same way a small sample gives a wide confidence interval.
// The model itself lives in projections/outcome.ts; this file keeps the live panel's view of it
// (projectCampaign) and the draft adapter, so the panel, the builder and the assistant share one model.

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

// Delivery may fall short of the budget (thin inventory, strict targeting), never above it.
const MIN_DELIVERY = 0.92;

const round = (n: number, digits = 0) => Math.round(n * 10 ** digits) / 10 ** digits;
const minMax = ([min, max]: Range): MinMax => ({ min, max });

/**
 * The live panel's view of the model: the same ranges projectOutcome quotes. Its ROAS is computed for
 * every objective for the panel's sake; only sales has real revenue behind it (see outcomeFor).
 */
export function projectCampaign(input: ProjectionInput): CampaignProjections {
  const f = modelFigures(input);
  const budget = f.spend;
  const reachRange = countRange(f.reach);
  const impressionRange = countRange(f.impressions);
  const clickRange = countRange(f.clicks);
  const conversionRange = countRange(f.conversions);
  const predictedROAS = roasRange(f.conversions, f.valuePerConversion, budget);
  const roas = budget > 0 ? f.central.value / budget : 0;
  const confidence = Math.round(
    100 * projectionConfidence(f, outcomeFor(input.objective).unit, knownInputs(input)),
  );
  const daily = dailyBudget(budget, f.days);
  // On the market model the rates are the platforms' own at the draft's split, not the benchmark's.
  const c = f.central;
  const ctr = input.modeled && c.impressions > 0 ? c.clicks / c.impressions : input.ctr;
  const cvr = input.modeled && c.clicks > 0 ? c.conversions / c.clicks : input.cvr;
  const trend =
    input.priceTrend === 'rising' ? 'falling' : input.priceTrend === 'falling' ? 'rising' : 'stable';

  return {
    estimatedReach: reachRange,
    estimatedImpressions: impressionRange,
    estimatedClicks: clickRange,
    predictedROAS,
    conversionRate: round(cvr * 100, 2),
    totalBudget: budget,
    dailyBudget: daily,
    confidence,
    details: {
      reach: { ...minMax(reachRange), confidence },
      impressions: { ...minMax(impressionRange), avgFrequency: round(f.frequency, 1) },
      clicks: { ...minMax(clickRange), ctr: round(ctr * 100, 2) },
      conversions: {
        ...minMax(conversionRange),
        conversionRate: round(cvr * 100, 2),
        costPerConversion: f.central.conversions > 0 ? round(budget / f.central.conversions, 2) : null,
      },
      // Rising prices buy fewer results per dollar, so ROAS moves the other way.
      roas: {
        ...minMax(predictedROAS),
        trend,
        efficiency: roas >= 3 ? 'high' : roas >= 1 ? 'medium' : 'low',
      },
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
 * (30 days when no end date is set); an unset or zero budget falls back to the default 25,000. What was
 * defaulted is marked in `known`, so the confidence says how much of the projection is assumed. The live
 * CPM is raised for narrow targeting and the reach capped at the audience size (audience/breadth.ts).
 */
export function projectionInputFromDraft(
  draft: CampaignDraft,
  live: { cpm: number; ctr?: number; cvr?: number; priceTrend?: ProjectionInput['priceTrend'] },
): ProjectionInput {
  const objective = draft.objective || 'awareness';
  const bench = OBJECTIVE_BENCHMARKS[objective];
  const scheduled = scheduleDays(draft.schedule.startDate, draft.schedule.endDate);
  const durationDays = scheduled ?? DEFAULT_DURATION_DAYS;
  const amount = draft.budget.totalBudget;
  const budget =
    amount > 0 ? (draft.budget.budgetType === 'daily' ? amount * durationDays : amount) : DEFAULT_BUDGET;
  // Narrow targeting costs more per impression and caps the reach (the sandbox delivers the same way).
  const audience = audienceSize(draft.targeting);
  return {
    budget,
    durationDays,
    platforms: [...draft.platforms.selected],
    objective,
    cpm: Math.round(live.cpm * targetingCpmMultiplier(audience.breadth) * 100) / 100,
    audience: audience.people,
    ctr: live.ctr ?? bench.ctr,
    cvr: live.cvr ?? bench.cvr,
    ...(live.priceTrend ? { priceTrend: live.priceTrend } : {}),
    known: { budget: amount > 0, dates: scheduled !== null, platforms: draft.platforms.selected.length > 0 },
  };
}
