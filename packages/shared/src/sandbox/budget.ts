import type { CampaignDraft } from '../campaign/draft.ts';
import type { PlatformId } from '../campaign/platforms.ts';
import { DEFAULT_DURATION_DAYS } from '../projections/input.ts';
import { addDays, daysBetween, zonedDate } from './clock.ts';

// How much a campaign may spend on a local day and how that splits between its platforms.

/** First and last local day of the flight (inclusive); `end` null: a daily budget with no end date. */
export interface Flight {
  start: string;
  end: string | null;
}

/**
 * The flight of a launched draft in its zone. No start date: the day the draft was created. No end
 * date: a lifetime budget runs DEFAULT_DURATION_DAYS (30), as projections assume; a daily budget
 * runs until it is stopped. Null for an inverted schedule, which delivers nothing.
 */
export function flightOf(draft: CampaignDraft, zone: string): Flight | null {
  const start = draft.schedule.startDate || zonedDate(new Date(draft.createdAt), zone);
  const lifetime = draft.budget.budgetType === 'lifetime';
  const end = draft.schedule.endDate || (lifetime ? addDays(start, DEFAULT_DURATION_DAYS - 1) : null);
  if (end !== null && end < start) return null;
  return { start, end };
}

/** Local days of the flight left on `date`, `date` included; at least 1. */
export const daysLeft = (flight: Flight, date: string): number =>
  flight.end === null ? 1 : Math.max(1, daysBetween(date, flight.end) + 1);

/**
 * What the campaign may spend on `date` over all platforms. Daily budget: the budget itself. Lifetime:
 * what is left at the start of the day, spread evenly over the days left, so a short day (a pause,
 * a thin audience) hands its remainder to the days after it. `spent` is the lifetime spend so far and
 * `doneShare` the share of the day (0..1) already delivered to plan and counted in it: with
 * B = (budget - spent) / (days left - doneShare), B x doneShare was the day's own, so the day's budget
 * comes out the same at any hour of it.
 */
export function dayBudget(
  draft: CampaignDraft,
  flight: Flight,
  date: string,
  spent: number,
  doneShare = 0,
): number {
  const total = Math.max(0, draft.budget.totalBudget);
  if (draft.budget.budgetType === 'daily') return total;
  const days = Math.max(1e-6, daysLeft(flight, date) - Math.min(1, Math.max(0, doneShare)));
  return Math.max(0, total - Math.max(0, spent)) / days;
}

/**
 * Each selected platform's share of the day: its allocation percent over the selected platforms' total,
 * or an even split when no selected platform has one. A platform allocated 0 gets nothing.
 */
export function platformShares(draft: CampaignDraft): [PlatformId, number][] {
  const selected = [...new Set(draft.platforms.selected)];
  const weights = selected.map((p) => Math.max(0, draft.budget.allocation[p] ?? 0));
  const total = weights.reduce((a, b) => a + b, 0);
  if (!(total > 0)) return selected.map((p) => [p, 1 / selected.length]);
  return selected.map((p, i) => [p, (weights[i] ?? 0) / total]);
}

/**
 * Share of a day's delivery done by `instant` (0 at the day's start, 1 at its end). Standard pacing
 * spreads the day evenly over its local hours (23 or 25 on DST days); accelerated spends the budget as
 * fast as the auctions allow, here within the first third of the day (about 8 hours).
 */
export function pacedShare(
  pacing: CampaignDraft['budget']['pacing'],
  dayStart: number,
  dayEnd: number,
  instant: number,
): number {
  const elapsed = Math.min(1, Math.max(0, (instant - dayStart) / (dayEnd - dayStart)));
  return pacing === 'accelerated' ? Math.min(1, elapsed * 3) : elapsed;
}
