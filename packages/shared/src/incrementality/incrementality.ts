import { z } from 'zod';

// Incrementality (holdout) testing: a control group sees no ads, so the difference in conversion rate
// between test and control is the lift the ads truly caused.

export const incrementalityStatusSchema = z.enum([
  'not_started',
  'configuring',
  'ready',
  'running',
  'completed',
]);
export type IncrementalityStatus = z.infer<typeof incrementalityStatusSchema>;

export const incrementalityConfigSchema = z.strictObject({
  enabled: z.boolean(),
  testType: z.enum(['geographic', 'audience', 'channel']),
  /** Percent of the audience held out. */
  controlGroupSize: z.number().min(5).max(50),
  /** Days. */
  testDuration: z.number().int().min(7).max(90),
  /** Percent, e.g. 80. */
  statisticalPower: z.number().min(50).max(99),
  /** Percent relative lift, e.g. 8. */
  minimumDetectableEffect: z.number().min(1).max(100),
  /** Percent [low, high]. */
  expectedLift: z.tuple([z.number().min(0).max(100), z.number().min(0).max(100)]),
  /** Percent, e.g. 95. */
  confidenceLevel: z.number().min(80).max(99.9),
  sampleSize: z.strictObject({ control: z.number().int().min(0), test: z.number().int().min(0) }),
  geographic: z.strictObject({
    controlRegions: z.array(z.string().max(100)).max(100),
    testRegions: z.array(z.string().max(100)).max(100),
  }),
  status: incrementalityStatusSchema,
});
export type IncrementalityConfig = z.infer<typeof incrementalityConfigSchema>;

// Defaults of docs/product.md#incrementality. Control group and power are ranges (20-22%, 80-87):
// the config starts at the low end; liveIncrementalityFigures jitters inside the ranges for display.
export const CONTROL_GROUP_RANGE = [20, 22] as const;
export const POWER_RANGE = [80, 87] as const;

export const DEFAULT_INCREMENTALITY_CONFIG: IncrementalityConfig = {
  enabled: false,
  testType: 'geographic',
  controlGroupSize: 20,
  testDuration: 21,
  statisticalPower: 80,
  minimumDetectableEffect: 8,
  expectedLift: [8, 12],
  confidenceLevel: 95,
  sampleSize: { control: 40_000, test: 140_000 },
  geographic: { controlRegions: [], testRegions: [] },
  status: 'not_started',
};

/** Display figures that wander inside the ranges of docs/product.md#incrementality, from the caller's rng. */
export function liveIncrementalityFigures(rng: () => number): {
  controlGroupSize: number;
  statisticalPower: number;
} {
  const within = ([lo, hi]: readonly [number, number]) => Math.round(lo + rng() * (hi - lo));
  return { controlGroupSize: within(CONTROL_GROUP_RANGE), statisticalPower: within(POWER_RANGE) };
}

export const INCREMENTALITY_STATUS_LABELS: Readonly<Record<IncrementalityStatus, string>> = {
  not_started: 'Not Started',
  configuring: 'Configuring',
  ready: 'Ready to Launch',
  running: 'Test Running',
  completed: 'Test Completed',
};

export type IncrementalityAction = 'enable' | 'confirm' | 'cancel';

/**
 * "Enable Testing": not_started -> configuring; "Confirm Setup": configuring -> ready; "Cancel" returns to
 * not_started from configuring or ready. Transitions into running/completed are not user actions here.
 * Returns null for an action that does not apply.
 */
export function nextIncrementalityStatus(
  status: IncrementalityStatus,
  action: IncrementalityAction,
): IncrementalityStatus | null {
  if (action === 'enable' && status === 'not_started') return 'configuring';
  if (action === 'confirm' && status === 'configuring') return 'ready';
  if (action === 'cancel' && (status === 'configuring' || status === 'ready')) return 'not_started';
  return null;
}

/** Applies an action to a config; `enabled` follows the status. Illegal actions return the config unchanged. */
export function applyIncrementalityAction(
  config: IncrementalityConfig,
  action: IncrementalityAction,
): IncrementalityConfig {
  const status = nextIncrementalityStatus(config.status, action);
  if (!status) return config;
  return { ...config, status, enabled: status !== 'not_started' };
}

/** z for a two-sided confidence level (docs/product.md#incrementality). */
export const zForConfidence = (confidence: number): number =>
  confidence === 95 ? 1.96 : confidence === 90 ? 1.645 : 2.576;

/** z for statistical power (anything but 90 uses 0.84: docs/product.md#incrementality). */
export const zForPower = (power: number): number => (power === 90 ? 1.282 : 0.84);

export const BASELINE_CONVERSION_RATE = 0.02;

export interface SampleSizeInput {
  /** Conversion rate of the control group as a fraction; 2% by default. */
  baselineRate?: number;
  /** Relative lift to detect as a fraction (0.1 = +10%). */
  mde: number;
  /** Percent, e.g. 95. */
  confidence: number;
  /** Percent, e.g. 80. */
  power: number;
}

/**
 * People needed in EACH group: the two-proportion formula
 * n = (z_a + z_b)^2 * (p1(1-p1) + p2(1-p2)) / (p2 - p1)^2, with p2 = p1 * (1 + mde).
 */
export function sampleSizePerGroup({
  baselineRate = BASELINE_CONVERSION_RATE,
  mde,
  confidence,
  power,
}: SampleSizeInput) {
  const p1 = baselineRate;
  const p2 = p1 * (1 + mde);
  if (!(p1 > 0 && p1 < 1 && p2 > p1 && p2 < 1)) return Number.POSITIVE_INFINITY;
  const z = zForConfidence(confidence) + zForPower(power);
  return Math.ceil((z * z * (p1 * (1 - p1) + p2 * (1 - p2))) / (p2 - p1) ** 2);
}

/** The per-group sample a config needs (its MDE is stored in percent). */
export const requiredSampleForConfig = (
  config: IncrementalityConfig,
  baselineRate = BASELINE_CONVERSION_RATE,
) =>
  sampleSizePerGroup({
    baselineRate,
    mde: config.minimumDetectableEffect / 100,
    confidence: config.confidenceLevel,
    power: config.statisticalPower,
  });

export type PowerLabel = 'Excellent' | 'Good' | 'Fair' | 'Poor';
export function powerLabel(power: number): PowerLabel {
  if (power >= 90) return 'Excellent';
  if (power >= 80) return 'Good';
  if (power >= 70) return 'Fair';
  return 'Poor';
}

export function confidenceColor(confidence: number): 'green' | 'yellow' | 'red' {
  if (confidence >= 80) return 'green';
  if (confidence >= 60) return 'yellow';
  return 'red';
}

/** Budget attributed to the held-out group: budget x control percent (no ads are shown to it). */
export const controlBudget = (budget: number, controlPercent: number): number =>
  Math.round(budget * (controlPercent / 100) * 100) / 100;

/** Incremental ROAS is typically 60-70% of the ROAS the platforms report. */
export const INCREMENTAL_ROAS_SHARE = [0.6, 0.7] as const;
export const incrementalRoasRange = (reportedRoas: number): [number, number] => [
  Math.round(reportedRoas * INCREMENTAL_ROAS_SHARE[0] * 100) / 100,
  Math.round(reportedRoas * INCREMENTAL_ROAS_SHARE[1] * 100) / 100,
];

export interface PowerCheckInput {
  budget: number;
  cpm: number;
  /** Average impressions per person over the test; turns impressions into people. */
  frequency?: number;
  controlPercent: number;
  mde: number;
  confidence: number;
  power: number;
  baselineRate?: number;
}

export interface PowerCheck {
  underPowered: boolean;
  requiredPerGroup: number;
  testReach: number;
  controlReach: number;
  /** Smallest total budget that reaches the required sample in both groups. */
  minimumBudget: number;
}

const DEFAULT_FREQUENCY = 3;

/**
 * Compares the required sample with the people the budget can reach. The test group's share of the budget
 * (1 - control%) buys impressions = budget / CPM x 1000; divided by the frequency that is the number of
 * people reached. The control group is the held-out slice of the same eligible audience, so its size is
 * testReach x control / (100 - control). The test is under-powered when either group is smaller than the
 * per-group sample the two-proportion formula asks for.
 */
export function assessPower(input: PowerCheckInput): PowerCheck {
  const frequency = input.frequency && input.frequency > 0 ? input.frequency : DEFAULT_FREQUENCY;
  const share = Math.min(Math.max(input.controlPercent, 0.0001), 99.9999) / 100;
  const requiredPerGroup = sampleSizePerGroup(input);
  const peoplePerCurrency = input.cpm > 0 ? 1000 / input.cpm / frequency : 0;
  const testReach = Math.floor(Math.max(0, input.budget) * (1 - share) * peoplePerCurrency);
  const controlReach = Math.floor((testReach * share) / (1 - share));
  // The smaller group binds: reach it and the other group follows from the split.
  const testReachNeeded = Math.max(requiredPerGroup, (requiredPerGroup * (1 - share)) / share);
  const minimumBudget =
    peoplePerCurrency > 0 && Number.isFinite(testReachNeeded)
      ? Math.ceil(testReachNeeded / peoplePerCurrency / (1 - share))
      : Number.POSITIVE_INFINITY;
  return {
    underPowered: Math.min(testReach, controlReach) < requiredPerGroup,
    requiredPerGroup,
    testReach,
    controlReach,
    minimumBudget,
  };
}

export const isUnderPowered = (input: PowerCheckInput): boolean => assessPower(input).underPowered;
