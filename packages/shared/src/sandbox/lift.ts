import type { HoldoutRow } from './types.ts';

// Reading a holdout test: the relative lift of the exposed group's conversion rate over the control's,
// with a confidence interval. The interval is the Katz log interval for a ratio of two proportions
// (a delta-method interval on log(rate ratio)): se = sqrt(1/cT - 1/nT + 1/cC - 1/nC), and
// lift in [RR x exp(-z se) - 1, RR x exp(z se) - 1]. It stays above -100% and is asymmetric, as a
// ratio's uncertainty is.

export interface LiftMeasurement {
  /** Relative lift of the test group's conversion rate over the control's: 0.08 = +8%. */
  lift: number;
  /** [low, high] relative lift at the confidence level; [-1, Infinity] when not measurable. */
  interval: [number, number];
  /** The interval excludes zero. */
  significant: boolean;
  /** Both groups have users and conversions, so the lift can be estimated at all. */
  measurable: boolean;
  confidenceLevel: number;
  testUsers: number;
  controlUsers: number;
  testConversions: number;
  controlConversions: number;
  testRate: number;
  controlRate: number;
  /** Conversions the ads caused: test conversions less what the test group would have done organically. */
  incrementalConversions: number;
}

// Acklam's rational approximation of the inverse normal CDF (relative error below 1.2e-9).
const A = [
  -39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716,
  2.506628277459239,
];
const B = [-54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572];
const C = [
  -0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968,
  2.938163982698783,
];
const D = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
const poly = (coefficients: readonly number[], x: number) => coefficients.reduce((sum, k) => sum * x + k, 0);

/** The standard normal quantile: normalQuantile(0.975) = 1.95996... */
export function normalQuantile(p: number): number {
  if (!(p > 0 && p < 1)) return p <= 0 ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY;
  const tail = (q: number) => poly(C, q) / (poly(D, q) * q + 1);
  if (p < 0.02425) return tail(Math.sqrt(-2 * Math.log(p)));
  if (p > 1 - 0.02425) return -tail(Math.sqrt(-2 * Math.log(1 - p)));
  const q = p - 0.5;
  const r = q * q;
  return (poly(A, r) * q) / (poly(B, r) * r + 1);
}

/**
 * The lift a holdout test measured over its rows. confidenceLevel in percent like the incrementality
 * config (95), or as a fraction (0.95).
 */
export function measureLift(rows: readonly HoldoutRow[], confidenceLevel: number): LiftMeasurement {
  let nT = 0;
  let cT = 0;
  let nC = 0;
  let cC = 0;
  for (const row of rows) {
    nT += row.test.users;
    cT += row.test.conversions;
    nC += row.control.users;
    cC += row.control.conversions;
  }
  const level = confidenceLevel > 1 ? confidenceLevel / 100 : confidenceLevel;
  const testRate = nT > 0 ? cT / nT : 0;
  const controlRate = nC > 0 ? cC / nC : 0;
  const base = {
    confidenceLevel: level * 100,
    testUsers: nT,
    controlUsers: nC,
    testConversions: cT,
    controlConversions: cC,
    testRate,
    controlRate,
    incrementalConversions: Math.round(cT - nT * controlRate),
  };
  if (!(cT > 0 && cC > 0 && nT > cT && nC > cC)) {
    return {
      ...base,
      lift: 0,
      interval: [-1, Number.POSITIVE_INFINITY],
      significant: false,
      measurable: false,
    };
  }
  const ratio = testRate / controlRate;
  const se = Math.sqrt(1 / cT - 1 / nT + 1 / cC - 1 / nC);
  const z = normalQuantile(1 - (1 - Math.min(0.9999, Math.max(0.5, level))) / 2);
  const interval: [number, number] = [ratio * Math.exp(-z * se) - 1, ratio * Math.exp(z * se) - 1];
  return {
    ...base,
    lift: ratio - 1,
    interval,
    significant: interval[0] > 0 || interval[1] < 0,
    measurable: true,
  };
}
