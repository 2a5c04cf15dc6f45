import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../market/model.ts';
import {
  applyIncrementalityAction,
  assessPower,
  confidenceColor,
  controlBudget,
  DEFAULT_INCREMENTALITY_CONFIG,
  INCREMENTALITY_STATUS_LABELS,
  incrementalityConfigSchema,
  incrementalRoasRange,
  isUnderPowered,
  liveIncrementalityFigures,
  nextIncrementalityStatus,
  powerLabel,
  requiredSampleForConfig,
  sampleSizePerGroup,
  zForConfidence,
  zForPower,
} from './incrementality.ts';

const within = (actual: number, expected: number, tolerance: number) =>
  expect(Math.abs(actual - expected) / expected).toBeLessThanOrEqual(tolerance);

describe('incrementality defaults', () => {
  it('match docs/product.md#incrementality', () => {
    expect(DEFAULT_INCREMENTALITY_CONFIG).toMatchObject({
      enabled: false,
      controlGroupSize: 20,
      testDuration: 21,
      statisticalPower: 80,
      minimumDetectableEffect: 8,
      expectedLift: [8, 12],
      confidenceLevel: 95,
      sampleSize: { control: 40_000, test: 140_000 },
      status: 'not_started',
    });
    expect(incrementalityConfigSchema.safeParse(DEFAULT_INCREMENTALITY_CONFIG).success).toBe(true);
  });

  it('jitters display figures inside control 20..22% and power 80..87', () => {
    const rng = mulberry32(3);
    for (let i = 0; i < 200; i++) {
      const f = liveIncrementalityFigures(rng);
      expect(f.controlGroupSize).toBeGreaterThanOrEqual(20);
      expect(f.controlGroupSize).toBeLessThanOrEqual(22);
      expect(f.statisticalPower).toBeGreaterThanOrEqual(80);
      expect(f.statisticalPower).toBeLessThanOrEqual(87);
    }
  });
});

describe('incrementality status', () => {
  it('enables, confirms and cancels as docs/product.md#incrementality describes', () => {
    expect(nextIncrementalityStatus('not_started', 'enable')).toBe('configuring');
    expect(nextIncrementalityStatus('configuring', 'confirm')).toBe('ready');
    expect(nextIncrementalityStatus('configuring', 'cancel')).toBe('not_started');
    expect(nextIncrementalityStatus('ready', 'cancel')).toBe('not_started');
  });

  it('refuses actions that do not apply', () => {
    expect(nextIncrementalityStatus('not_started', 'confirm')).toBeNull();
    expect(nextIncrementalityStatus('ready', 'enable')).toBeNull();
    expect(nextIncrementalityStatus('completed', 'cancel')).toBeNull();
  });

  it('keeps enabled in step with the status', () => {
    const enabled = applyIncrementalityAction(DEFAULT_INCREMENTALITY_CONFIG, 'enable');
    expect(enabled).toMatchObject({ status: 'configuring', enabled: true });
    const ready = applyIncrementalityAction(enabled, 'confirm');
    expect(ready).toMatchObject({ status: 'ready', enabled: true });
    expect(applyIncrementalityAction(ready, 'cancel')).toMatchObject({
      status: 'not_started',
      enabled: false,
    });
    expect(applyIncrementalityAction(DEFAULT_INCREMENTALITY_CONFIG, 'confirm')).toBe(
      DEFAULT_INCREMENTALITY_CONFIG,
    );
  });

  it('labels running and completed tests', () => {
    expect(INCREMENTALITY_STATUS_LABELS.running).toBe('Test Running');
    expect(INCREMENTALITY_STATUS_LABELS.completed).toBe('Test Completed');
  });
});

describe('z values', () => {
  it('uses the product values for confidence', () => {
    expect(zForConfidence(95)).toBe(1.96);
    expect(zForConfidence(90)).toBe(1.645);
    expect(zForConfidence(99)).toBe(2.576);
  });
  it('uses the product values for power', () => {
    expect(zForPower(80)).toBe(0.84);
    expect(zForPower(90)).toBe(1.282);
    expect(zForPower(85)).toBe(0.84);
  });
});

describe('sampleSizePerGroup', () => {
  // Reference: two-proportion sample size, baseline 2%, alpha 0.05 two-sided, power 0.8.
  it('needs about 80,590 per group to detect +10% lift', () => {
    within(sampleSizePerGroup({ mde: 0.1, confidence: 95, power: 80 }), 80_590, 0.005);
  });
  it('needs about 21,080 per group to detect +20% lift', () => {
    within(sampleSizePerGroup({ mde: 0.2, confidence: 95, power: 80 }), 21_080, 0.005);
  });
  it('asks for more people at 90% power and at 99% confidence', () => {
    const base = sampleSizePerGroup({ mde: 0.1, confidence: 95, power: 80 });
    expect(sampleSizePerGroup({ mde: 0.1, confidence: 95, power: 90 })).toBeGreaterThan(base);
    expect(sampleSizePerGroup({ mde: 0.1, confidence: 99, power: 80 })).toBeGreaterThan(base);
  });
  it('returns a whole number and Infinity for an impossible effect', () => {
    expect(Number.isInteger(sampleSizePerGroup({ mde: 0.08, confidence: 95, power: 80 }))).toBe(true);
    expect(sampleSizePerGroup({ mde: 0, confidence: 95, power: 80 })).toBe(Number.POSITIVE_INFINITY);
  });
  it('reads the MDE of a config as a percent', () => {
    expect(requiredSampleForConfig(DEFAULT_INCREMENTALITY_CONFIG)).toBe(
      sampleSizePerGroup({ mde: 0.08, confidence: 95, power: 80 }),
    );
  });
  it('decreases as the detectable effect grows (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.01, max: 2, noNaN: true }),
        fc.double({ min: 0.001, max: 1, noNaN: true }),
        fc.constantFrom(90, 95, 99),
        fc.constantFrom(80, 90),
        (mde, more, confidence, power) => {
          const smaller = sampleSizePerGroup({ mde, confidence, power });
          const larger = sampleSizePerGroup({ mde: mde + more, confidence, power });
          expect(larger).toBeLessThanOrEqual(smaller);
        },
      ),
    );
  });
});

describe('labels and money', () => {
  it('labels power', () => {
    expect([95, 90, 85, 80, 75, 70, 69].map(powerLabel)).toEqual([
      'Excellent',
      'Excellent',
      'Good',
      'Good',
      'Fair',
      'Fair',
      'Poor',
    ]);
  });
  it('colours confidence', () => {
    expect([90, 80, 79, 60, 59].map(confidenceColor)).toEqual(['green', 'green', 'yellow', 'yellow', 'red']);
  });
  it('computes the control budget as budget times control percent', () => {
    expect(controlBudget(25_000, 20)).toBe(5000);
    expect(controlBudget(1000, 21.5)).toBe(215);
  });
  it('puts incremental ROAS at 60-70% of reported', () => {
    expect(incrementalRoasRange(4)).toEqual([2.4, 2.8]);
  });
});

describe('assessPower', () => {
  const base = { cpm: 20, frequency: 3, controlPercent: 20, mde: 0.1, confidence: 95, power: 80 };

  it('flags a small budget as under-powered and a large one as fine', () => {
    expect(isUnderPowered({ ...base, budget: 5_000 })).toBe(true);
    expect(isUnderPowered({ ...base, budget: 1_000_000 })).toBe(false);
  });

  it('derives reach from the test share of the budget and sizes control from the split', () => {
    const check = assessPower({ ...base, budget: 60_000 });
    // 48,000 for the test group buys 2.4M impressions: 800,000 people at frequency 3.
    expect(check.testReach).toBe(800_000);
    expect(check.controlReach).toBe(200_000);
  });

  it('names the smallest budget that is adequately powered', () => {
    const { minimumBudget } = assessPower({ ...base, budget: 1 });
    expect(isUnderPowered({ ...base, budget: minimumBudget })).toBe(false);
    expect(isUnderPowered({ ...base, budget: minimumBudget * 0.98 })).toBe(true);
  });
});
