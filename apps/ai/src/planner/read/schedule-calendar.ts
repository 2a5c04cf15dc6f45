// Calendar arithmetic on YYYY-MM-DD strings. Everything is computed in UTC so the host's zone never
// shifts a day; the campaign's zone only decides what "today" is.

export interface Window {
  from: string;
  to: string;
}
export type DurationUnit = 'day' | 'week' | 'month';

/** Month names and their abbreviations, as a regex source ("january", "jan", "sept"). */
export const MONTH_NAME =
  '(?:january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)';
/** Three-letter month abbreviations, January first. */
export const MONTH_ABBRS: readonly string[] = 'jan feb mar apr may jun jul aug sep oct nov dec'.split(' ');

const DAY_MS = 86_400_000;

/** Y, M, D to YYYY-MM-DD; an overflowing month or day rolls over (2026-13-01 is 2027-01-01). */
export function isoOf(year: number, month: number, day: number): string {
  return new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);
}

export function partsOf(iso: string): { y: number; m: number; d: number } {
  return { y: Number(iso.slice(0, 4)), m: Number(iso.slice(5, 7)), d: Number(iso.slice(8, 10)) };
}

export function addDays(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export const daysInMonth = (year: number, month: number): number =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();

/** 0 = Sunday. */
export const weekdayOf = (iso: string): number => new Date(`${iso}T00:00:00Z`).getUTCDay();

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** YYYY-MM-DD + a duration: the last day of the run (start + duration - 1 day). */
export function endAfter(start: string, duration: { count: number; unit: DurationUnit }): string {
  const { count, unit } = duration;
  if (unit === 'day') return addDays(start, count - 1);
  if (unit === 'week') return addDays(start, count * 7 - 1);
  // Calendar months: Nov 24 + 3 months ends Feb 23. When the same day does not exist in the target month
  // (Jan 31 + 1 month), the run ends on that month's last day.
  const { y, m, d } = partsOf(start);
  const target = new Date(Date.UTC(y, m - 1 + count, 1));
  const ty = target.getUTCFullYear();
  const tm = target.getUTCMonth() + 1;
  if (d > daysInMonth(ty, tm)) return isoOf(ty, tm, daysInMonth(ty, tm));
  return addDays(isoOf(ty, tm, d), -1);
}

/** The first day of a run that ends on `end` and lasts `duration` (the inverse of endAfter, near enough). */
export function startBefore(end: string, duration: { count: number; unit: DurationUnit }): string {
  const { count, unit } = duration;
  if (unit !== 'month') return addDays(end, -(count * (unit === 'week' ? 7 : 1)) + 1);
  const { y, m, d } = partsOf(addDays(end, 1));
  const back = new Date(Date.UTC(y, m - 1 - count, 1));
  const by = back.getUTCFullYear();
  const bm = back.getUTCMonth() + 1;
  return isoOf(by, bm, Math.min(d, daysInMonth(by, bm)));
}

/** The n-th weekday of a month (n = -1: the last one). */
function nthWeekday(year: number, month: number, weekday: number, n: number): string {
  if (n < 0) {
    const last = isoOf(year, month, daysInMonth(year, month));
    return addDays(last, -((weekdayOf(last) - weekday + 7) % 7));
  }
  const first = isoOf(year, month, 1);
  return addDays(first, ((weekday - weekdayOf(first) + 7) % 7) + (n - 1) * 7);
}

/** Western Easter Sunday (anonymous Gregorian algorithm). */
export function easter(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const h = (19 * a + b - Math.floor(b / 4) - Math.floor((8 * b + 13) / 25) + 15) % 30;
  const l = (32 + 2 * (b % 4) + 2 * Math.floor(c / 4) - h - (c % 4)) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return isoOf(year, month, day);
}

const thanksgiving = (y: number) => nthWeekday(y, 11, 4, 4);
const day = (iso: string): Window => ({ from: iso, to: iso });

// US retail calendar: these are the days advertisers plan around. Labels are what `season` reports.
const HOLIDAYS: Record<string, (year: number) => Window> = {
  'black friday': (y) => day(addDays(thanksgiving(y), 1)),
  'small business saturday': (y) => day(addDays(thanksgiving(y), 2)),
  'cyber monday': (y) => day(addDays(thanksgiving(y), 4)),
  bfcm: (y) => ({ from: addDays(thanksgiving(y), 1), to: addDays(thanksgiving(y), 4) }),
  thanksgiving: (y) => day(thanksgiving(y)),
  'christmas eve': (y) => day(isoOf(y, 12, 24)),
  christmas: (y) => day(isoOf(y, 12, 25)),
  'boxing day': (y) => day(isoOf(y, 12, 26)),
  "new year's eve": (y) => day(isoOf(y, 12, 31)),
  "new year's day": (y) => day(isoOf(y, 1, 1)),
  "valentine's day": (y) => day(isoOf(y, 2, 14)),
  "presidents' day": (y) => day(nthWeekday(y, 2, 1, 3)),
  "st patrick's day": (y) => day(isoOf(y, 3, 17)),
  easter: (y) => day(easter(y)),
  'cinco de mayo': (y) => day(isoOf(y, 5, 5)),
  "mother's day": (y) => day(nthWeekday(y, 5, 0, 2)),
  'memorial day': (y) => day(nthWeekday(y, 5, 1, -1)),
  "father's day": (y) => day(nthWeekday(y, 6, 0, 3)),
  'independence day': (y) => day(isoOf(y, 7, 4)),
  'labor day': (y) => day(nthWeekday(y, 9, 1, 1)),
  halloween: (y) => day(isoOf(y, 10, 31)),
  "singles' day": (y) => day(isoOf(y, 11, 11)),
  // NRF's holiday season (Nov 1 - Dec 31): what retail advertisers mean by "the holidays".
  holidays: (y) => ({ from: isoOf(y, 11, 1), to: isoOf(y, 12, 31) }),
  'back to school': (y) => ({ from: isoOf(y, 8, 1), to: isoOf(y, 9, 15) }),
};

// Meteorological seasons, northern hemisphere; winter belongs to the year it starts in.
const SEASONS: Record<string, (year: number) => Window> = {
  spring: (y) => ({ from: isoOf(y, 3, 1), to: isoOf(y, 5, 31) }),
  summer: (y) => ({ from: isoOf(y, 6, 1), to: isoOf(y, 8, 31) }),
  fall: (y) => ({ from: isoOf(y, 9, 1), to: isoOf(y, 11, 30) }),
  winter: (y) => ({ from: isoOf(y, 12, 1), to: isoOf(y + 1, 2, daysInMonth(y + 1, 2)) }),
};

/** The window a season, quarter, half or holiday label names in a given year; null for an unknown label. */
export function windowOf(label: string, year: number): Window | null {
  const quarter = /^Q([1-4])$/.exec(label);
  if (quarter) {
    const q = Number(quarter[1]);
    return { from: isoOf(year, q * 3 - 2, 1), to: isoOf(year, q * 3, daysInMonth(year, q * 3)) };
  }
  if (label === 'H1') return { from: isoOf(year, 1, 1), to: isoOf(year, 6, 30) };
  if (label === 'H2') return { from: isoOf(year, 7, 1), to: isoOf(year, 12, 31) };
  const of = SEASONS[label] ?? HOLIDAYS[label];
  return of ? of(year) : null;
}

/**
 * The label's window that is still to come or running on `today` ("this"), or the one after the running
 * one ("next"; the same as "this" when none is running), or the one of an explicit year.
 */
export function placeLabel(label: string, today: string, when: 'this' | 'next' | number): Window | null {
  if (typeof when === 'number') return windowOf(label, when);
  const year = partsOf(today).y;
  // Winter starts in the year before its end: look one year back so a running winter is found.
  for (let y = year - 1; y <= year + 2; y++) {
    const window = windowOf(label, y);
    if (!window || window.to < today) continue;
    if (when === 'next' && window.from <= today) return windowOf(label, y + 1);
    return window;
  }
  return null;
}
