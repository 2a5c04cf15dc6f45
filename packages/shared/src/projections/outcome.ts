import type { Objective } from '../campaign/objectives.ts';
import { ENGAGEMENT_RATE, OBJECTIVE_BENCHMARKS, type Range, rangeSpread } from './input.ts';
import type { ProjectionInput, ProjectionKnown } from './schemas.ts';

// The one projection model. Every figure is a [min, max] range derived down one chain, so no two figures
// can contradict each other:
//   impressions = spend / CPM x 1000      reach = impressions / frequency, at most the audience
//   clicks = impressions x CTR            engagements = impressions x engagement rate
//   conversions = clicks x CVR            value = conversions x value per conversion
//   cost per X = spend / X                ROAS = value / spend
// Each step adds its own uncertainty (CPM and delivery, then CTR, then CVR), so results deeper in the
// funnel have wider ranges, and every range narrows as the budget grows.

export type OutcomeUnit = 'reach' | 'clicks' | 'engagements' | 'leads' | 'purchases' | 'installs';
export type CostMetric = 'cpm' | 'cpc' | 'cost_per_engagement' | 'cpl' | 'cpa' | 'cpi';

export interface ObjectiveOutcome {
  unit: OutcomeUnit;
  /** Words for sentences: "lead" / "leads". */
  result: { one: string; many: string };
  cost: {
    metric: CostMetric;
    /** "cost per lead" */
    label: string;
    /** "CPL" */
    abbreviation: string;
    /** Spend is divided by this count: the results, or for CPM the impressions (per 1,000). */
    basis: 'results' | 'impressions';
    per: 1 | 1000;
  };
  /** ROAS needs revenue per result, which only a purchase has. */
  roas: boolean;
}

const perResult = (metric: CostMetric, label: string, abbreviation: string): ObjectiveOutcome['cost'] => ({
  metric,
  label,
  abbreviation,
  basis: 'results',
  per: 1,
});

const OUTCOMES: Readonly<Record<Objective, ObjectiveOutcome>> = {
  awareness: {
    unit: 'reach',
    result: { one: 'person reached', many: 'people reached' },
    cost: {
      metric: 'cpm',
      label: 'cost per 1,000 impressions',
      abbreviation: 'CPM',
      basis: 'impressions',
      per: 1000,
    },
    roas: false,
  },
  traffic: {
    unit: 'clicks',
    result: { one: 'click (landing page visit)', many: 'clicks (landing page visits)' },
    cost: perResult('cpc', 'cost per click', 'CPC'),
    roas: false,
  },
  engagement: {
    unit: 'engagements',
    result: { one: 'engagement', many: 'engagements' },
    cost: perResult('cost_per_engagement', 'cost per engagement', 'CPE'),
    roas: false,
  },
  leads: {
    unit: 'leads',
    result: { one: 'lead', many: 'leads' },
    cost: perResult('cpl', 'cost per lead', 'CPL'),
    roas: false,
  },
  sales: {
    unit: 'purchases',
    result: { one: 'purchase', many: 'purchases' },
    cost: perResult('cpa', 'cost per purchase', 'CPA'),
    roas: true,
  },
  app_installs: {
    unit: 'installs',
    result: { one: 'install', many: 'installs' },
    cost: perResult('cpi', 'cost per install', 'CPI'),
    roas: false,
  },
};

/** The unit an objective is measured in, its cost metric and whether ROAS applies. */
export const outcomeFor = (objective: Objective): ObjectiveOutcome => OUTCOMES[objective];

export interface ProjectedOutcome {
  label: 'Projection';
  objective: Objective;
  unit: OutcomeUnit;
  /** Spend the figures assume: the whole budget over the flight. */
  spend: number;
  durationDays: number;
  dailySpend: number;
  /** People reached, clicks, engagements, leads, purchases or installs: whole numbers. */
  results: Range;
  /** In the objective's cost metric (CPM for awareness); null while the low end has no results. */
  costPerResult: Range | null;
  /** Sales only. */
  roas?: Range;
  impressions: Range;
  reach: Range;
  clicks: Range;
  /** spend / impressions x 1000, from the same impressions. */
  cpm: Range | null;
  /** spend / clicks, from the same clicks; null while the low end has no clicks. */
  cpc: Range | null;
  /** Average impressions per person reached. */
  frequency: number;
  /** 0..1: narrower ranges and more given (not defaulted) inputs mean more confidence. */
  confidence: number;
  /** Inputs that were defaulted rather than given. */
  assumed: (keyof ProjectionKnown)[];
}

/** Point estimates and their unrounded ranges, shared by projectOutcome and projectCampaign. */
export interface ModelFigures {
  spend: number;
  days: number;
  frequency: number;
  /** Relative half-width of the impressions range (CPM and delivery). */
  spread: number;
  valuePerConversion: number;
  central: { impressions: number; clicks: number; conversions: number; value: number };
  impressions: Range;
  reach: Range;
  clicks: Range;
  engagements: Range;
  conversions: Range;
  value: Range;
  /** Relative half-width of each stage's own uncertainty, for the confidence. */
  stages: { impressions: number; rate: number };
}

const scale = ([min, max]: Range, low: number, high: number): Range => [min * low, max * high];

const rangeOf = (b: { low: number; high: number }): Range => [b.low, b.high];
const halfWidth = (b: { low: number; mid: number; high: number }) =>
  b.mid > 0 ? (b.high - b.low) / (2 * b.mid) : 0;

/** The figures of a modeled flight (the market model's bands), in the chain's shape. */
function modeledFigures(input: ProjectionInput, m: NonNullable<ProjectionInput['modeled']>): ModelFigures {
  const days = Math.max(1, Math.trunc(input.durationDays) || 1);
  const valuePer = input.valuePerConversion ?? OBJECTIVE_BENCHMARKS[input.objective].valuePerConversion;
  const spread = halfWidth(m.impressions);
  return {
    spend: m.spend,
    days,
    frequency: m.reach.mid > 0 ? m.impressions.mid / m.reach.mid : 1,
    spread,
    valuePerConversion: valuePer,
    central: {
      impressions: m.impressions.mid,
      clicks: m.clicks.mid,
      conversions: m.conversions.mid,
      value: m.conversions.mid * valuePer,
    },
    impressions: rangeOf(m.impressions),
    reach: rangeOf(m.reach),
    clicks: rangeOf(m.clicks),
    // The sandbox records a click as an engagement: the same count the forecast quotes.
    engagements: rangeOf(m.clicks),
    conversions: rangeOf(m.conversions),
    value: [m.conversions.low * valuePer, m.conversions.high * valuePer],
    stages: { impressions: spread, rate: Math.max(0, halfWidth(m.conversions) - spread) / 2 },
  };
}

/** The chain of the model on unrounded numbers. Pure and total over valid input. */
export function modelFigures(input: ProjectionInput): ModelFigures {
  if (input.modeled) return modeledFigures(input, input.modeled);
  const spend = Math.max(0, input.budget);
  const days = Math.max(1, Math.trunc(input.durationDays) || 1);
  const platformCount = Math.max(1, new Set(input.platforms).size);
  const bench = OBJECTIVE_BENCHMARKS[input.objective];
  // More platforms reach more distinct people (lower frequency) and diversify the estimate a little.
  const spread = rangeSpread(spend) * Math.max(0.85, 1 - 0.03 * (platformCount - 1));
  // Rates are less certain than prices: each adds half the impressions' spread again.
  const rate = spread / 2;
  const typicalFrequency = Math.max(
    1.1,
    bench.frequency *
      Math.min(2, Math.max(0.6, Math.sqrt(days / 30))) *
      Math.max(0.6, 1 - 0.08 * (platformCount - 1)),
  );
  const engagementRate = Math.max(input.engagementRate ?? ENGAGEMENT_RATE, input.ctr);
  const valuePer = input.valuePerConversion ?? bench.valuePerConversion;

  const impressionsMid = (spend / input.cpm) * 1000;
  const impressions: Range = [impressionsMid * (1 - spread), impressionsMid * (1 + spread)];
  // Nobody outside the audience can be reached: past it, the same people see the ads more often.
  const audience = input.audience;
  const reachOf = (n: number) =>
    audience === undefined ? n / typicalFrequency : Math.min(n / typicalFrequency, audience);
  const frequency =
    audience !== undefined && audience > 0
      ? Math.max(typicalFrequency, impressionsMid / audience)
      : typicalFrequency;
  const clicks = scale(impressions, input.ctr * (1 - rate), input.ctr * (1 + rate));
  const conversions = scale(clicks, input.cvr * (1 - rate), input.cvr * (1 + rate));
  return {
    spend,
    days,
    frequency,
    spread,
    valuePerConversion: valuePer,
    central: {
      impressions: impressionsMid,
      clicks: impressionsMid * input.ctr,
      conversions: impressionsMid * input.ctr * input.cvr,
      value: impressionsMid * input.ctr * input.cvr * valuePer,
    },
    impressions,
    reach: [reachOf(impressions[0]), reachOf(impressions[1])],
    clicks,
    engagements: scale(impressions, engagementRate * (1 - rate), engagementRate * (1 + rate)),
    conversions,
    value: scale(conversions, valuePer, valuePer),
    stages: { impressions: spread, rate },
  };
}

// Confidence lost for each input that had to be defaulted: the budget moves every figure, the platforms
// move the CPM, the dates only the frequency.
const UNKNOWN_WEIGHT: Readonly<Record<keyof ProjectionKnown, number>> = {
  budget: 0.6,
  platforms: 0.8,
  dates: 0.85,
};

export function knownInputs(input: ProjectionInput): ProjectionKnown {
  return {
    budget: input.known?.budget ?? true,
    dates: input.known?.dates ?? true,
    platforms: input.known?.platforms ?? input.platforms.length > 0,
  };
}

/** How many rate stages sit between the spend and the objective's result. */
const STAGES: Readonly<Record<OutcomeUnit, number>> = {
  reach: 0,
  clicks: 1,
  engagements: 1,
  leads: 2,
  purchases: 2,
  installs: 2,
};

/** 0..1 from the width of the result's range and what was defaulted. */
export function projectionConfidence(
  figures: ModelFigures,
  unit: OutcomeUnit,
  known: ProjectionKnown,
): number {
  const s = figures.stages;
  const depth = STAGES[unit];
  const low = (1 - s.impressions) * (1 - s.rate) ** depth;
  const high = (1 + s.impressions) * (1 + s.rate) ** depth;
  const tightness = 1 - (high - low) / (high + low);
  let weight = 1;
  for (const key of Object.keys(UNKNOWN_WEIGHT) as (keyof ProjectionKnown)[]) {
    if (!known[key]) weight *= UNKNOWN_WEIGHT[key];
  }
  return Math.round(tightness * weight * 100) / 100;
}

/** Counts round outward, so the range still holds the unrounded one. */
export const countRange = ([min, max]: Range): Range => [
  Math.max(0, Math.floor(min + 1e-9)),
  Math.max(0, Math.ceil(max - 1e-9)),
];
const cents = (n: number) => Math.round(n * 100) / 100;
// Four significant digits, not cents: a $0.004 CPC rounded to cents would break count x cost = spend.
const precise = (n: number) => Number(n.toPrecision(4));

/** spend / count at each end (the cheapest cost goes with the most results); null without results. */
function costRange(spend: number, [min, max]: Range, per = 1): Range | null {
  if (!(min > 0) || !(max > 0) || !(spend > 0)) return null;
  return [precise((spend / max) * per), precise((spend / min) * per)];
}

/** The curve's own cost band when the flight came with one; null while the low end has no results. */
function modeledCost(input: ProjectionInput, [min]: Range): Range | null {
  const cost = input.modeled?.costPerResult;
  return cost && min > 0 ? [cost.low, cost.high] : null;
}

const resultsOf = (unit: OutcomeUnit, f: ModelFigures): Range => {
  switch (unit) {
    case 'reach':
      return f.reach;
    case 'clicks':
      return f.clicks;
    case 'engagements':
      return f.engagements;
    default:
      return f.conversions;
  }
};

/** A projection in the objective's unit, every figure a range, consistent by construction. */
export function projectOutcome(input: ProjectionInput): ProjectedOutcome {
  const f = modelFigures(input);
  const outcome = outcomeFor(input.objective);
  const known = knownInputs(input);
  const impressions = countRange(f.impressions);
  const clicks = countRange(f.clicks);
  const results = countRange(resultsOf(outcome.unit, f));
  const costBasis = outcome.cost.basis === 'impressions' ? impressions : results;
  const projected: ProjectedOutcome = {
    label: 'Projection',
    objective: input.objective,
    unit: outcome.unit,
    spend: f.spend,
    durationDays: f.days,
    dailySpend: cents(f.spend / f.days),
    results,
    costPerResult: modeledCost(input, costBasis) ?? costRange(f.spend, costBasis, outcome.cost.per),
    impressions,
    reach: countRange(f.reach),
    clicks,
    cpm: costRange(f.spend, impressions, 1000),
    cpc: costRange(f.spend, clicks),
    frequency: Math.round(f.frequency * 10) / 10,
    confidence: projectionConfidence(f, outcome.unit, known),
    assumed: (Object.keys(known) as (keyof ProjectionKnown)[]).filter((k) => !known[k]),
  };
  // From the quoted purchases themselves, so ROAS x spend = purchases x value per purchase.
  if (outcome.roas) projected.roas = roasRange(results, f.valuePerConversion, f.spend);
  return projected;
}

/** conversions x value / spend, two decimals rounded outward; zeros without spend. */
export function roasRange([min, max]: Range, valuePerConversion: number, spend: number): Range {
  if (!(spend > 0)) return [0, 0];
  const roas = (n: number) => (n * valuePerConversion) / spend;
  return [
    Math.max(0, Math.floor(roas(min) * 100 + 1e-9) / 100),
    Math.max(0, Math.ceil(roas(max) * 100 - 1e-9) / 100),
  ];
}
