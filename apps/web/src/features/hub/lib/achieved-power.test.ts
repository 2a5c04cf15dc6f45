import { sampleSizePerGroup } from '@northstar/shared/incrementality';
import { describe, expect, it } from 'vitest';
import { achievedPower, normalCdf } from './achieved-power.ts';

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
