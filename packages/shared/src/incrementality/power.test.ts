import { describe, expect, it } from 'vitest';
import { sampleSizePerGroup } from './incrementality.ts';
import { achievedPower, detectableLift, judgeTestPower, normalCdf } from './power.ts';

describe('achieved power', () => {
  it('uses a standard normal CDF', () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 6);
    expect(normalCdf(1.96)).toBeCloseTo(0.975, 3);
    expect(normalCdf(-0.84)).toBeCloseTo(0.2005, 3);
  });

  it('gives back the target power at exactly the required sample (the formula inverted)', () => {
    const n = sampleSizePerGroup({ mde: 0.08, confidence: 95, power: 80 });
    expect(achievedPower({ perGroup: n, mde: 0.08, confidence: 95 })).toBe(80);
    const n90 = sampleSizePerGroup({ mde: 0.1, confidence: 95, power: 90 });
    expect(achievedPower({ perGroup: n90, mde: 0.1, confidence: 95 })).toBe(90);
  });

  it('falls with a smaller sample and is 0 with nobody', () => {
    const n = sampleSizePerGroup({ mde: 0.08, confidence: 95, power: 80 });
    expect(achievedPower({ perGroup: n / 2, mde: 0.08, confidence: 95 })).toBeLessThan(60);
    expect(achievedPower({ perGroup: 0, mde: 0.08, confidence: 95 })).toBe(0);
  });
});

describe('the two-proportion sample size', () => {
  it('is (z_a + z_b)^2 (p1 q1 + p2 q2) / (p2 - p1)^2 with p1 = 2% and p2 = p1 (1 + MDE)', () => {
    // 95% confidence and 80% power: z = 1.96 + 0.84 = 2.8; MDE 10%: p2 = 0.022.
    const byHand = (2.8 ** 2 * (0.02 * 0.98 + 0.022 * 0.978)) / (0.022 - 0.02) ** 2;
    expect(sampleSizePerGroup({ mde: 0.1, confidence: 95, power: 80 })).toBe(Math.ceil(byHand));
    // 20%: p2 = 0.024.
    const twenty = (2.8 ** 2 * (0.02 * 0.98 + 0.024 * 0.976)) / 0.004 ** 2;
    expect(sampleSizePerGroup({ mde: 0.2, confidence: 95, power: 80 })).toBe(Math.ceil(twenty));
  });
});

describe('detectableLift', () => {
  it('is the smallest whole lift whose required sample fits the groups', () => {
    const n = sampleSizePerGroup({ mde: 0.2, confidence: 95, power: 80 });
    expect(detectableLift(n, 95, 80)).toBe(20);
    expect(detectableLift(n - 1, 95, 80)).toBe(21);
    expect(detectableLift(sampleSizePerGroup({ mde: 0.08, confidence: 95, power: 80 }), 95, 80)).toBe(8);
  });

  it('is Infinity with nobody, and huge with a handful of people', () => {
    expect(detectableLift(0, 95, 80)).toBe(Number.POSITIVE_INFINITY);
    expect(detectableLift(3, 95, 80)).toBeGreaterThan(1000);
  });
});

describe('judgeTestPower (power against the expected lift, not the MDE)', () => {
  const setup = { confidenceLevel: 95, statisticalPower: 80, expectedLift: [8, 12] as const };

  it('calls a test sized for a 20% lift under-powered when the expected lift is 8–12%', () => {
    // Enough people for 89% power at 20%: the figure the hub used to show as "Good".
    const perGroup = 28_000;
    expect(achievedPower({ perGroup, mde: 0.2, confidence: 95 })).toBeGreaterThanOrEqual(89);
    const judged = judgeTestPower({ ...setup, perGroup, minimumDetectableEffect: 20 });
    expect(judged.underPowered).toBe(true);
    expect(judged.detects).toBe(20);
    expect(judged.verdict).toBe('Under-powered: detects 20% or more, the expected lift is 8–12%');
    // The power shown is the power to detect 8%, far below the target.
    expect(judged.power).toBe(achievedPower({ perGroup, mde: 0.08, confidence: 95 }));
    expect(judged.power).toBeLessThan(40);
    expect(judged.label).toBe('Poor');
  });

  it('calls a test under-powered when its sample, not its MDE, falls short of the expected lift', () => {
    const perGroup = sampleSizePerGroup({ mde: 0.15, confidence: 95, power: 80 });
    const judged = judgeTestPower({ ...setup, perGroup, minimumDetectableEffect: 8 });
    expect(judged).toMatchObject({ underPowered: true, detects: 15 });
    expect(judged.verdict).toBe('Under-powered: detects 15% or more, the expected lift is 8–12%');
  });

  it('passes a test that detects the low end of the expected lift at its target power', () => {
    const perGroup = sampleSizePerGroup({ mde: 0.08, confidence: 95, power: 80 });
    const judged = judgeTestPower({ ...setup, perGroup, minimumDetectableEffect: 8 });
    expect(judged).toMatchObject({ underPowered: false, detects: 8, power: 80, label: 'Good' });
    expect(judged.verdict).toBe('Good: 80% power to detect the expected 8–12% lift');
  });

  it('says so when nobody is reached', () => {
    const judged = judgeTestPower({ ...setup, perGroup: 0, minimumDetectableEffect: 8 });
    expect(judged).toMatchObject({ underPowered: true, power: 0 });
    expect(judged.verdict).toBe(
      'Under-powered: too few people to detect any lift, the expected lift is 8–12%',
    );
  });
});
