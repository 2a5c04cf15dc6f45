import type { Objective } from '../campaign/objectives.ts';
import type { PlatformId } from '../campaign/platforms.ts';
import { type DayPlan, dayPlan } from './day-plan.ts';
import { platformFactors } from './platform-factors.ts';

// One platform's local day in the sandbox: planned whole from the day's budget, then handed out to
// windows as differences of its cumulative figures, so pieces of a day always add up to the day.

/** Impressions a day can put in front of each person a platform reaches before the audience runs dry. */
export const MAX_DAILY_FREQUENCY = 2;

/** One platform's whole local day: what the day's budget buys, before any window takes its part. */
export interface PlatformDay {
  platform: PlatformId;
  date: string;
  plan: DayPlan;
  /** People of the audience active on the platform. */
  pool: number;
  impressions: number;
  spend: number;
}

export interface Cumulative {
  impressions: number;
  reach: number;
  clicks: number;
  conversions: number;
  spendCents: number;
}

export function planPlatformDay(input: {
  campaignId: string;
  platform: PlatformId;
  date: string;
  objective: Objective;
  cpmMultiplier: number;
  /** This platform's part of the day's budget. */
  budget: number;
  audience: number;
  dailyCap?: number | undefined;
}): PlatformDay {
  const { platform, date } = input;
  const plan = dayPlan(input.campaignId, platform, date, input.objective, input.cpmMultiplier);
  const pool = input.audience * platformFactors(platform).reach;
  const wanted = Math.max(0, Math.min(input.budget, input.dailyCap ?? Number.POSITIVE_INFINITY));
  // A small audience cannot absorb the budget: it buys fewer impressions and spends less.
  const impressions = Math.min((wanted / plan.cpm) * 1000, pool * MAX_DAILY_FREQUENCY);
  return { platform, date, plan, pool, impressions, spend: (impressions * plan.cpm) / 1000 };
}

/** The day's figures by a share (0..1) of its delivery. Monotone in the share: increments never go below 0. */
export function cumulativeAt(day: PlatformDay, share: number): Cumulative {
  const impressions = Math.round(day.impressions * share);
  // Reach saturates: each impression finds someone new with the chance that they were not yet reached.
  const reach = day.pool > 0 ? Math.round(day.pool * -Math.expm1(-impressions / day.pool)) : 0;
  const clicks = Math.round(impressions * day.plan.ctr);
  const conversions = Math.round(clicks * day.plan.cvr);
  // Spend rounds down to the cent, so the day never spends more than its budget.
  return { impressions, reach, clicks, conversions, spendCents: Math.floor(day.spend * 100 * share) };
}

/** What a window adds between shares `a` and `b` of the day, never spending more than `roomCents`. */
export function increment(day: PlatformDay, a: number, b: number, roomCents: number): Cumulative {
  const before = cumulativeAt(day, a);
  let after = cumulativeAt(day, b);
  const spend = after.spendCents - before.spendCents;
  const room = Math.max(0, roomCents);
  if (spend > room) {
    // The caller's records leave less room than the plan: deliver that much of the window only.
    after = cumulativeAt(day, a + ((b - a) * room) / spend);
    after.spendCents = Math.min(after.spendCents, before.spendCents + room);
  }
  return {
    impressions: after.impressions - before.impressions,
    reach: after.reach - before.reach,
    clicks: after.clicks - before.clicks,
    conversions: after.conversions - before.conversions,
    spendCents: after.spendCents - before.spendCents,
  };
}
