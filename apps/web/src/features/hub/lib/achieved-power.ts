import { zForConfidence } from '@northstar/shared/incrementality';

// The power a test actually reaches with the people its budget buys, to sit beside the target power:
// the inverse of the two-proportion sample-size formula, z_b = sqrt(n (p2 - p1)^2 / (p1 q1 + p2 q2)) - z_a.

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

/** Percent 0..100, rounded. */
export function achievedPower({
  perGroup,
  mde,
  confidence,
  baselineRate = 0.02,
}: AchievedPowerInput): number {
  const p1 = baselineRate;
  const p2 = p1 * (1 + mde);
  if (!(perGroup > 0) || !(p2 > p1) || p2 >= 1) return 0;
  const variance = p1 * (1 - p1) + p2 * (1 - p2);
  const zBeta = Math.sqrt((perGroup * (p2 - p1) ** 2) / variance) - zForConfidence(confidence);
  return Math.round(normalCdf(zBeta) * 100);
}
