import { audienceSize, targetingCpmMultiplier } from '../audience/breadth.ts';
import type { CampaignDraft } from '../campaign/draft.ts';
import type { Objective } from '../campaign/objectives.ts';
import { dayBudget, flightOf, pacedShare, platformShares } from './budget.ts';
import { nextDate, resolveTimeZone, zonedDate, zonedDayEnd, zonedDayStart } from './clock.ts';
import { holdoutRow } from './holdout.ts';
import { cumulativeAt, increment, planPlatformDay } from './platform-day.ts';
import type { DeliveryIncrement, DeliveryRow, DeliverySource, DeliveryWindow, HoldoutRow } from './types.ts';

// The sandbox delivery simulator (ADR 0009): what a launched campaign would have delivered in a window,
// on the one market model, honouring budget, budget type, pacing, allocation, schedule and targeting.
// Pure and deterministic. Each platform's local day is planned whole (seeded by campaign, platform and
// date); a window receives the difference of the day's cumulative figures at its two ends, so any split
// of a window adds up to exactly what the whole window gives (whole counts, whole cents).

// Budgets round down to the cent and recorded spend rounds up, so a stray fraction never overspends.
const budgetCents = (n: number) => (Number.isFinite(n) ? Math.floor(n * 100 + 1e-7) : 0);
const spentCentsOf = (n: number | undefined) =>
  n !== undefined && Number.isFinite(n) ? Math.ceil(n * 100 - 1e-7) : 0;
const EMPTY: DeliveryIncrement = { rows: [], holdout: [] };

/**
 * When the campaign's schedule lets it deliver: from its first local day's start to its last local
 * day's end (end null: a daily budget with no end date). Null: an inverted schedule, never.
 */
export function scheduleBounds(draft: CampaignDraft): { start: Date; end: Date | null } | null {
  const zone = resolveTimeZone(draft.schedule.timezone);
  const flight = flightOf(draft, zone);
  if (!flight) return null;
  const end = flight.end === null ? null : zonedDayEnd(flight.end, zone);
  return { start: zonedDayStart(flight.start, zone), end };
}

/** What the campaign delivered in [from, to): rows per platform and local day, and its holdout. */
export function simulateDelivery(window: DeliveryWindow): DeliveryIncrement {
  const { draft, campaignId } = window;
  const zone = resolveTimeZone(draft.schedule.timezone);
  const flight = flightOf(draft, zone);
  const bounds = scheduleBounds(draft);
  const shares = platformShares(draft);
  if (!flight || !bounds || !shares.length) return EMPTY;
  // Outside the schedule nothing is delivered, whatever window the caller passes.
  const start = Math.max(window.from.getTime(), bounds.start.getTime());
  const end = Math.min(window.to.getTime(), bounds.end?.getTime() ?? Number.POSITIVE_INFINITY);
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
    const a = pacedShare(draft.budget.pacing, dayStart, dayEnd, Math.max(start, dayStart));
    const b = pacedShare(draft.budget.pacing, dayStart, dayEnd, Math.min(end, dayEnd));
    const onDateCents = spentCentsOf(window.spentOnDate?.[date]);
    // With the day's spend on record, its budget follows from the spend before it; without records,
    // the day is taken to have run to plan so far (its first `a` is in spentSoFar).
    const budget = window.spentOnDate
      ? dayBudget(draft, flight, date, (spentCents - onDateCents) / 100)
      : dayBudget(draft, flight, date, spentCents / 100, a);
    // Hard caps from the caller's records: the day's budget less what the day spent, and what is left
    // of a lifetime budget.
    let roomCents = budgetCents(budget) - onDateCents;
    if (lifetimeCents !== null) roomCents = Math.min(roomCents, lifetimeCents - spentCents);

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
