import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PlatformId } from '../campaign/platforms.ts';
import {
  type BudgetCheckInput,
  checkBudget,
  checkTarget,
  IMPLAUSIBLE_DAILY_PER_PLATFORM,
  PLATFORM_BUDGET_MINIMUMS,
} from './budget-sanity.ts';
import { DEFAULT_PROJECTION_INPUT, OBJECTIVE_BENCHMARKS } from './input.ts';
import { projectOutcome } from './outcome.ts';

const three: PlatformId[] = ['google-ads', 'facebook', 'tiktok'];
const check = (patch: Partial<BudgetCheckInput>) =>
  checkBudget({
    amount: 25_000,
    budgetType: 'lifetime',
    currency: 'USD',
    days: 30,
    platforms: three,
    ...patch,
  });

describe('checkBudget', () => {
  it('reads "$20 total" over 30 days on three platforms as a slip for $20,000', () => {
    const r = check({ amount: 20 });
    expect(r).toMatchObject({ ok: false, reason: 'implausibly_small', suggestion: 20_000 });
    if (!r.ok)
      expect(r.message).toBe(
        '$20 total over 30 days on Google Ads (Search), Facebook and TikTok is about $0.22 a day per platform, too little for ads to deliver.',
      );
    expect(check({ amount: 20_000 })).toEqual({ ok: true });
  });

  it('accepts $25,000 total over 30 days', () => {
    expect(check({ amount: 25_000 })).toEqual({ ok: true });
  });

  it('refuses $5 a day on TikTok, below its $50 campaign minimum, and suggests the minimum', () => {
    const r = check({ amount: 5, budgetType: 'daily', platforms: ['tiktok'] });
    expect(r).toMatchObject({
      ok: false,
      reason: 'below_platform_minimum',
      suggestion: 50,
      platforms: ['tiktok'],
    });
    if (!r.ok) expect(r.message).toMatch(/TikTok needs at least \$50 a day and would get \$5/);
    expect(check({ amount: 50, budgetType: 'daily', platforms: ['tiktok'] })).toEqual({ ok: true });
  });

  it("holds a lifetime budget to TikTok's ad-group minimum of $20 for each scheduled day", () => {
    // $500 over 30 days on TikTok alone: over the $50 campaign floor, under $20 x 30 = $600.
    const r = check({ amount: 500, platforms: ['tiktok'] });
    expect(r).toMatchObject({ ok: false, reason: 'below_platform_minimum', suggestion: 600 });
    expect(check({ amount: 600, platforms: ['tiktok'] })).toEqual({ ok: true });
  });

  it('holds LinkedIn to $10 a day and $100 for a short lifetime flight', () => {
    expect(check({ amount: 8, budgetType: 'daily', platforms: ['linkedin'] })).toMatchObject({
      reason: 'below_platform_minimum',
      suggestion: 10,
    });
    expect(check({ amount: 60, days: 5, platforms: ['linkedin'] })).toMatchObject({ suggestion: 100 });
    expect(check({ amount: 100, days: 5, platforms: ['linkedin'] })).toEqual({ ok: true });
  });

  it('checks each platform against its share of the allocation', () => {
    // $3,000 over 30 days: 90% Google and 10% TikTok gives TikTok $300, under its $600.
    const r = check({
      amount: 3000,
      platforms: ['google-ads', 'tiktok'],
      allocation: { 'google-ads': 90, tiktok: 10 },
    });
    expect(r).toMatchObject({ reason: 'below_platform_minimum', platforms: ['tiktok'], suggestion: 6000 });
    expect(
      check({
        amount: 3000,
        platforms: ['google-ads', 'tiktok'],
        allocation: { 'google-ads': 50, tiktok: 50 },
      }),
    ).toEqual({ ok: true });
  });

  it('sets no minimum for Google Ads beyond plausibility', () => {
    expect(check({ amount: 5, budgetType: 'daily', platforms: ['google-ads'] })).toEqual({ ok: true });
    expect(check({ amount: 20, platforms: ['google-ads'] })).toMatchObject({ reason: 'implausibly_small' });
  });

  it('suggests the least workable amount when a thousand times the amount would not do either', () => {
    // $0.01 a day x 1000 = $10 a day, still short of TikTok's $50.
    const r = check({ amount: 0.01, budgetType: 'daily', platforms: ['tiktok'] });
    expect(r).toMatchObject({ reason: 'implausibly_small', suggestion: 50 });
  });

  it('cites a source for every platform minimum', () => {
    for (const min of Object.values(PLATFORM_BUDGET_MINIMUMS)) expect(min?.source).toMatch(/help/i);
  });

  it('passes every suggestion it makes (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.01, max: 1e6, noNaN: true }),
        fc.constantFrom('daily' as const, 'lifetime' as const),
        fc.integer({ min: 1, max: 365 }),
        fc.subarray(['google-ads', 'facebook', 'instagram', 'tiktok', 'linkedin'] as PlatformId[], {
          minLength: 1,
        }),
        (amount, budgetType, days, platforms) => {
          const r = check({ amount, budgetType, days, platforms });
          if (r.ok || r.suggestion === undefined) return;
          expect(r.suggestion).toBeGreaterThan(amount);
          expect(check({ amount: r.suggestion, budgetType, days, platforms })).toEqual({ ok: true });
        },
      ),
    );
  });

  it('never calls a budget of at least the implausibility floor per platform a day implausible (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 90 }), (n, days) => {
        const platforms = (
          ['google-ads', 'facebook', 'instagram', 'tiktok', 'linkedin'] as PlatformId[]
        ).slice(0, n);
        const r = check({ amount: IMPLAUSIBLE_DAILY_PER_PLATFORM * n * days, days, platforms });
        expect(r.ok || r.reason !== 'implausibly_small').toBe(true);
      }),
    );
  });
});

describe('checkTarget', () => {
  const projection = (objective: 'sales' | 'leads' | 'awareness', budget = 25_000) =>
    projectOutcome({
      ...DEFAULT_PROJECTION_INPUT,
      objective,
      budget,
      ctr: OBJECTIVE_BENCHMARKS[objective].ctr,
      cvr: OBJECTIVE_BENCHMARKS[objective].cvr,
      platforms: ['facebook'],
    });

  it('warns when the target ROAS is above the projected maximum, naming the range', () => {
    const p = projection('sales');
    const [low, high] = p.roas ?? [0, 0];
    const warning = checkTarget({ objective: 'sales', targetRoas: high + 3, projection: p });
    expect(warning?.message).toContain(`above the projected ${low}–${high}x`);
    expect(checkTarget({ objective: 'sales', targetRoas: high, projection: p })).toBeNull();
    expect(checkTarget({ objective: 'sales', targetRoas: low, projection: p })).toBeNull();
  });

  it('warns when the target CPA is below the projected minimum cost per result', () => {
    const p = projection('leads');
    const [low] = p.costPerResult ?? [0, 0];
    const warning = checkTarget({ objective: 'leads', targetCpa: low / 4, projection: p, currency: 'USD' });
    expect(warning?.message).toMatch(
      /target cost per lead of \$[\d.]+ is below the projected \$[\d.]+–\$[\d.]+/,
    );
    expect(checkTarget({ objective: 'leads', targetCpa: low * 1.1, projection: p })).toBeNull();
  });

  it('says ROAS does not apply to a leads campaign and names its cost per lead instead', () => {
    const warning = checkTarget({ objective: 'leads', targetRoas: 4, projection: projection('leads') });
    expect(warning?.message).toMatch(
      /sales campaigns only; lead campaigns are judged by cost per lead \(projected \$/,
    );
  });

  it('says a target CPA does not apply to awareness', () => {
    const warning = checkTarget({
      objective: 'awareness',
      targetCpa: 5,
      projection: projection('awareness'),
    });
    expect(warning?.message).toMatch(/bought by reach and CPM/);
  });

  it('returns null without targets', () => {
    expect(checkTarget({ objective: 'sales', projection: projection('sales') })).toBeNull();
  });
});
