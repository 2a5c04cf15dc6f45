import { dateInTimezone } from '../campaign/draft-factory.ts';

// Local days of a campaign's time zone, with Intl only. A local day is not always 24 hours (DST), and in a
// few zones it does not even start at 00:00 (Santiago's clocks jump from 24:00 to 01:00), so day
// boundaries are found from the zone's UTC offset rather than by adding hours.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** YYYY-MM-DD of the instant in the zone; an unknown zone falls back to UTC. */
export const zonedDate = (instant: Date, timeZone: string): string => dateInTimezone(instant, timeZone);

/** The zone itself when Intl knows it, else 'UTC' (the fallback zonedDate applies). */
export function resolveTimeZone(timeZone: string): string {
  try {
    offsetFormatter(timeZone);
    return timeZone;
  } catch {
    return 'UTC';
  }
}

/** The calendar day after a YYYY-MM-DD date (pure calendar arithmetic, no zone). */
export function nextDate(date: string): string {
  return addDays(date, 1);
}

/** A YYYY-MM-DD date moved by whole calendar days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}

/** Calendar days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY);

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();
function offsetFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = offsetFormatters.get(timeZone);
  if (!formatter) {
    // Throws a RangeError for an unknown zone, before anything is cached.
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    if (offsetFormatters.size < 1000) offsetFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The zone's offset from UTC at an instant, in ms (local wall clock minus UTC). */
export function zoneOffset(instant: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const p of offsetFormatter(resolveTimeZone(timeZone)).formatToParts(instant)) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  const wall = Date.UTC(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  // Whole seconds: the formatter drops the instant's milliseconds.
  return wall - (instant - (((instant % 1000) + 1000) % 1000));
}

// Day starts are asked for again and again (5,000 campaigns per catch-up share a handful of zones and
// dates); the cache is bounded and simply starts over when full.
const dayStarts = new Map<string, number>();

/**
 * The UTC instant at which the local day `date` starts in the zone: local midnight, or the first
 * instant of the day where midnight does not exist. Unknown zones count as UTC.
 */
export function zonedDayStart(date: string, timeZone: string): Date {
  const zone = resolveTimeZone(timeZone);
  const key = `${zone}|${date}`;
  let start = dayStarts.get(key);
  if (start === undefined) {
    start = findDayStart(date, zone);
    if (dayStarts.size >= 20_000) dayStarts.clear();
    dayStarts.set(key, start);
  }
  return new Date(start);
}

function findDayStart(date: string, zone: string): number {
  const wall = Date.parse(`${date}T00:00:00Z`);
  // Local midnight lies within [wall - 14 h, wall + 12 h]; the offsets 15 h either side are the ones in
  // force just before and just after it (DST changes are months apart).
  const candidates = [wall - zoneOffset(wall - 15 * HOUR, zone), wall - zoneOffset(wall + 15 * HOUR, zone)];
  candidates.sort((a, b) => a - b);
  for (const candidate of candidates) {
    // Where midnight was skipped (spring forward at 24:00), the earlier candidate is still yesterday.
    if (zonedDate(new Date(candidate), zone) === date) return candidate;
  }
  return candidates[1] ?? wall;
}

/** The UTC instant at which the local day after `date` starts: the end of `date`. */
export const zonedDayEnd = (date: string, timeZone: string): Date => zonedDayStart(nextDate(date), timeZone);

/** How far through its local day the instant is, 0..1 (a 23- or 25-hour DST day counts as one day). */
export function dayFraction(instant: Date, timeZone: string): number {
  const date = zonedDate(instant, timeZone);
  const start = zonedDayStart(date, timeZone).getTime();
  const end = zonedDayEnd(date, timeZone).getTime();
  return Math.min(1, Math.max(0, (instant.getTime() - start) / (end - start)));
}
