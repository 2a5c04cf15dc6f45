import { audienceSize, targetingCpmMultiplier } from '../audience/breadth.ts';
import type { Objective } from '../campaign/objectives.ts';
import type { PlatformId } from '../campaign/platforms.ts';
import { dayBudget, flightOf, pacedShare, platformShares } from './budget.ts';
import { nextDate, resolveTimeZone, zonedDate, zonedDayEnd, zonedDayStart } from './clock.ts';
import { type DayPlan, dayPlan } from './day-plan.ts';
import { holdoutRow } from './holdout.ts';
import { platformFactors } from './platform-factors.ts';
import type { DeliveryIncrement, DeliveryRow, DeliverySource, DeliveryWindow, HoldoutRow } from './types.ts';

// The sandbox delivery simulator (ADR 0009): what a launched campaign would have delivered in a window,
// on the one market model, honouring budget, budget type, pacing, allocation, schedule and targeting.
// Pure and deterministic. Each platform's local day is planned whole (seeded by campaign, platform and
// date); a window receives the difference of the day's cumulative figures at its two ends, so any split
// of a window adds up to exactly what the whole window gives (whole counts, whole cents).

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

interface Cumulative {
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
function cumulativeAt(day: PlatformDay, share: number): Cumulative {
  const impressions = Math.round(day.impressions * share);
  // Reach saturates: each impression finds someone new with the chance that they were not yet reached.
  const reach = day.pool > 0 ? Math.round(day.pool * -Math.expm1(-impressions / day.pool)) : 0;
  const clicks = Math.round(impressions * day.plan.ctr);
  const conversions = Math.round(clicks * day.plan.cvr);
  // Spend rounds down to the cent, so the day never spends more than its budget.
  return { impressions, reach, clicks, conversions, spendCents: Math.floor(day.spend * 100 * share) };
}

/** What a window adds between shares `a` and `b` of the day, never spending more than `roomCents`. */
function increment(day: PlatformDay, a: number, b: number, roomCents: number): Cumulative {
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

// Budgets round down to the cent and recorded spend rounds up, so a stray fraction never overspends.
const budgetCents = (n: number) => (Number.isFinite(n) ? Math.floor(n * 100 + 1e-7) : 0);
const spentCentsOf = (n: number | undefined) =>
  n !== undefined && Number.isFinite(n) ? Math.ceil(n * 100 - 1e-7) : 0;
const EMPTY: DeliveryIncrement = { rows: [], holdout: [] };

/** What the campaign delivered in [from, to): rows per platform and local day, and its holdout. */
export function simulateDelivery(window: DeliveryWindow): DeliveryIncrement {
  const { draft, campaignId } = window;
  const zone = resolveTimeZone(draft.schedule.timezone);
  const flight = flightOf(draft, zone);
  const shares = platformShares(draft);
  if (!flight || !shares.length) return EMPTY;
  // Outside the schedule nothing is delivered, whatever window the caller passes.
  const start = Math.max(window.from.getTime(), zonedDayStart(flight.start, zone).getTime());
  const flightEnd = flight.end === null ? Number.POSITIVE_INFINITY : zonedDayEnd(flight.end, zone).getTime();
  const end = Math.min(window.to.getTime(), flightEnd);
  if (!(end > start)) return EMPTY;

  const audience = audienceSize(draft.targeting);
  const cpmMultiplier = targetingCpmMultiplier(audience.breadth);
  const objective: Objective = draft.objective || 'awareness';
  const lifetimeCents = draft.budget.budgetType === 'lifetime' ? budgetCents(draft.budget.totalBudget) : null;
  const rows: DeliveryRow[] = [];
  const holdout: HoldoutRow[] = [];
  let spentCents = spentCentsOf(window.spentSoFar);

  for (let date = zonedDate(new Date(start), zone); ; date = nextDate(date)) {
    const dayStart = zonedDayStart(date, zone).getTime();
    if (dayStart >= end) break;
    const dayEnd = zonedDayEnd(date, zone).getTime();
    const onDateCents = spentCentsOf(window.spentOnDate?.[date]);
    const budget = dayBudget(draft, flight, date, (spentCents - onDateCents) / 100);
    // Hard caps from the caller's records: the day's budget less what the day spent, and what is left
    // of a lifetime budget.
    let roomCents = budgetCents(budget) - onDateCents;
    if (lifetimeCents !== null) roomCents = Math.min(roomCents, lifetimeCents - spentCents);
    const a = pacedShare(draft.budget.pacing, dayStart, dayEnd, Math.max(start, dayStart));
    const b = pacedShare(draft.budget.pacing, dayStart, dayEnd, Math.min(end, dayEnd));

    let usersBefore = 0;
    let usersInWindow = 0;
    let usersFullDay = 0;
    for (const [platform, share] of shares) {
      const day = planPlatformDay({
        campaignId,
        platform,
        date,
        objective,
        cpmMultiplier,
        budget: budget * share,
        audience: audience.people,
        dailyCap: draft.platforms.settings[platform]?.dailyCap,
      });
      const got = b > a ? increment(day, a, b, roomCents) : null;
      usersBefore += cumulativeAt(day, a).reach;
      usersFullDay += cumulativeAt(day, 1).reach;
      if (!got) continue;
      roomCents -= got.spendCents;
      spentCents += got.spendCents;
      usersInWindow += got.reach;
      if (got.impressions > 0 || got.spendCents > 0) {
        const revenue = objective === 'sales' ? got.conversions * day.plan.valuePerConversion : 0;
        rows.push({
          platform,
          date,
          impressions: got.impressions,
          reach: got.reach,
          clicks: got.clicks,
          conversions: got.conversions,
          spend: got.spendCents / 100,
          revenue: Math.round(revenue * 100) / 100,
        });
      }
    }
    if (window.holdout) {
      const row = holdoutRow({
        campaignId,
        draft,
        date,
        plan: window.holdout,
        usersBefore,
        usersInWindow,
        usersFullDay,
      });
      if (row) holdout.push(row);
    }
  }
  return { rows, holdout };
}

/** The sandbox as a delivery source: the API job asks it what each running campaign delivered. */
export const sandboxDelivery: DeliverySource = { kind: 'sandbox', deliver: simulateDelivery };
