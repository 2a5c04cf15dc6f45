import {
  BASELINE_CONVERSION_RATE,
  type PowerLabel,
  powerLabel,
  sampleSizePerGroup,
  zForConfidence,
} from './incrementality.ts';

// The power a holdout test reaches with the people its budget buys, judged against the lift the test
// expects to find: a test sized for a 20% minimum detectable effect cannot see an 8-12% lift, however
// good its power at 20% looks. Power is the two-proportion sample-size formula inverted:
// z_b = sqrt(n (p2 - p1)^2 / (p1 q1 + p2 q2)) - z_a, p2 = p1 (1 + lift).

/** Standard normal CDF (Abramowitz-Stegun 7.1.26, error below 1.5e-7). */
export function normalCdf(x: number): number {
  const t = 1 / (1 + 0.3275911 * (Math.abs(x) / Math.SQRT2));
  const poly =
    t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-(x * x) / 2);
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

export interface AchievedPowerInput {
  /** People in the smaller group. */
  perGroup: number;
  /** Relative lift to detect as a fraction (0.08 = +8%). */
  mde: number;
  /** Percent, e.g. 95. */
  confidence: number;
  baselineRate?: number;
}

/** Power (percent 0..100, rounded) to detect a lift of `mde` with `perGroup` people in each group. */
export function achievedPower({
  perGroup,
  mde,
  confidence,
  baselineRate = BASELINE_CONVERSION_RATE,
}: AchievedPowerInput): number {
  const p1 = baselineRate;
  const p2 = p1 * (1 + mde);
  if (!(perGroup > 0) || !(p2 > p1) || p2 >= 1) return 0;
  const variance = p1 * (1 - p1) + p2 * (1 - p2);
  const zBeta = Math.sqrt((perGroup * (p2 - p1) ** 2) / variance) - zForConfidence(confidence);
  return Math.round(normalCdf(zBeta) * 100);
}

/**
 * The smallest relative lift (percent, rounded up to a whole one) that `perGroup` people per group detect
 * at the target power; Infinity when no lift the baseline allows is detectable.
 */
export function detectableLift(
  perGroup: number,
  confidence: number,
  power: number,
  baselineRate = BASELINE_CONVERSION_RATE,
): number {
  if (!(perGroup > 0)) return Number.POSITIVE_INFINITY;
  const needs = (lift: number) => sampleSizePerGroup({ baselineRate, mde: lift / 100, confidence, power });
  // p2 = p1 (1 + lift) must stay below 1.
  const ceiling = Math.floor((1 / baselineRate - 1) * 100) - 1;
  if (needs(ceiling) > perGroup) return Number.POSITIVE_INFINITY;
  // The sample needed falls as the lift grows: the first whole percent that fits.
  let low = 0;
  let high = ceiling;
  while (high - low > 1) {
    const mid = Math.floor((low + high) / 2);
    if (needs(mid) <= perGroup) high = mid;
    else low = mid;
  }
  return high;
}

export interface TestPowerInput {
  /** People in the smaller group. */
  perGroup: number;
  /** Percent relative lift the test is sized for. */
  minimumDetectableEffect: number;
  /** Percent [low, high]. */
  expectedLift: readonly [number, number];
  /** Percent, e.g. 95. */
  confidenceLevel: number;
  /** Target power, percent. */
  statisticalPower: number;
  baselineRate?: number;
}

export interface TestPowerJudgement {
  /** Power (percent) to detect the low end of the expected lift. */
  power: number;
  label: PowerLabel;
  /** The smallest lift (percent) the test detects at its target power: its MDE or what its sample allows. */
  detects: number;
  /** The test cannot detect the lift it expects. */
  underPowered: boolean;
  /** One plain sentence, e.g. "Under-powered: detects 20% or more, the expected lift is 8–12%". */
  verdict: string;
}

const percent = (value: number) => `${Math.round(value * 10) / 10}%`;

/**
 * Judges a test against the lift it expects, not against its own MDE. It detects max(MDE, what its sample
 * allows at the target power); when that is above the low end of the expected lift it is under-powered.
 */
export function judgeTestPower(input: TestPowerInput): TestPowerJudgement {
  const { perGroup, minimumDetectableEffect: mde, confidenceLevel, statisticalPower } = input;
  const [low, high] = input.expectedLift;
  const baselineRate = input.baselineRate ?? BASELINE_CONVERSION_RATE;
  const power = achievedPower({ perGroup, mde: low / 100, confidence: confidenceLevel, baselineRate });
  const detects = Math.max(mde, detectableLift(perGroup, confidenceLevel, statisticalPower, baselineRate));
  const expected = low === high ? percent(low) : `${Math.round(low * 10) / 10}–${percent(high)}`;
  const underPowered = detects > low;
  const verdict = underPowered
    ? Number.isFinite(detects)
      ? `Under-powered: detects ${percent(detects)} or more, the expected lift is ${expected}`
      : `Under-powered: too few people to detect any lift, the expected lift is ${expected}`
    : `${powerLabel(power)}: ${power}% power to detect the expected ${expected} lift`;
  return { power, label: powerLabel(power), detects, underPowered, verdict };
}
