import { describe, expect, it } from 'vitest';
import { isPricingStale } from './stale-pricing.ts';

const now = new Date('2025-03-10T12:00:00Z');
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000).toISOString();

describe('isPricingStale', () => {
  it('keeps universal pricing fresh at 71 h and flags it at 73 h', () => {
    expect(isPricingStale(hoursAgo(71), 'universal', now)).toBe(false);
    expect(isPricingStale(hoursAgo(73), 'universal', now)).toBe(true);
  });

  it('keeps other channel types fresh at 47 h and flags them at 49 h', () => {
    expect(isPricingStale(hoursAgo(47), 'regulated', now)).toBe(false);
    expect(isPricingStale(hoursAgo(49), 'regulated', now)).toBe(true);
    expect(isPricingStale(hoursAgo(49), 'gambling', now)).toBe(true);
  });

  it('is not stale at exactly the threshold ("older than")', () => {
    expect(isPricingStale(hoursAgo(72), 'universal', now)).toBe(false);
  });

  it('accepts Date and epoch values', () => {
    expect(isPricingStale(new Date(hoursAgo(73)), 'universal', now)).toBe(true);
    expect(isPricingStale(Date.parse(hoursAgo(1)), 'universal', now)).toBe(false);
  });

  it('treats a missing or unreadable timestamp as stale', () => {
    expect(isPricingStale(undefined, 'universal', now)).toBe(true);
    expect(isPricingStale('yesterday-ish', 'universal', now)).toBe(true);
  });
});
