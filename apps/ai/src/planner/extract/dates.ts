import { dateInTimezone } from '@northstar/shared/campaign/draft';
import * as chrono from 'chrono-node/en';
import { addDays } from '../format.ts';

export interface DateFacts {
  startDate?: string;
  endDate?: string;
  /** "for 30 days", "a 6-week flight": the end follows from the start. */
  durationDays?: number;
}

const WORD_NUMBERS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  twelve: 12,
};
const UNIT_DAYS: Record<string, number> = { day: 1, week: 7, month: 30 };
const DURATION =
  /\b(?:for|over|lasting|during|run(?:s|ning)? for)\s+(?:the\s+next\s+)?(\d{1,3}|a|an|one|two|three|four|five|six|seven|eight|nine|ten|twelve)\s*[- ]?\s*(day|week|month)s?\b|\b(\d{1,3})[- ](day|week|month)\s+(?:campaign|run|flight|burst|period)\b/i;
// chrono is only worth running when the text has something date-like in it. "next"/"this" count only
// before a unit ("next Monday" is caught by "mon"), so "I approve this recommendation" skips chrono.
const DATE_HINT =
  /\b(?:today|tomorrow|tonight|(?:next|this|coming)\s+(?:day|week|weekend|month|year|quarter)\b|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|mon|tue|wed|thu|fri|sat|sun|\d{4}-\d{2}-\d{2}|\d{1,2}\/\d{1,2}|in \d+ (?:days?|weeks?))/i;
const END_WORD = /\b(?:until|till|til|through|thru|to|ending|ends?|end on|finish(?:es|ing)?)\s*(?:on\s+)?$/i;

const pad = (n: number) => String(n).padStart(2, '0');

// Building an Intl.DateTimeFormat costs far more than formatting with one: keep one per zone.
const clockFormatters = new Map<string, Intl.DateTimeFormat>();
function clockFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = clockFormatters.get(timeZone);
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
    });
    if (clockFormatters.size < 1000) clockFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Minutes east of UTC of an IANA zone at an instant (chrono wants an offset). */
function offsetMinutes(timezone: string, at: Date): number {
  try {
    const parts = clockFormatter(timezone).formatToParts(at);
    const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
    const local = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
    return Math.round((local - at.getTime()) / 60_000);
  } catch {
    return 0;
  }
}

function isoOf(c: chrono.ParsedResult['start']): string | null {
  const year = c.get('year');
  const month = c.get('month');
  const day = c.get('day');
  if (!year || !month || !day) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

function durationOf(match: RegExpMatchArray): number | null {
  const count = match[1] ?? match[3] ?? '';
  const unit = (match[2] ?? match[4] ?? '').toLowerCase();
  const n = /^\d+$/.test(count) ? Number(count) : WORD_NUMBERS[count.toLowerCase()];
  const perUnit = UNIT_DAYS[unit];
  if (!n || !perUnit) return null;
  const days = n * perUnit;
  return days >= 1 && days <= 730 ? days : null;
}

/**
 * Start, end and duration from free text, relative to `now` in the campaign's time zone:
 * "next Monday", "from Dec 1 to Dec 31", "starting April 1 for 4 weeks", "until June 30".
 */
export function extractDates(text: string, now: Date, timezone = 'UTC'): DateFacts {
  const facts: DateFacts = {};
  let rest = text;
  const duration = text.match(DURATION);
  if (duration) {
    const days = durationOf(duration);
    if (days) facts.durationDays = days;
    // Blank it out so chrono does not read "for 30 days" as a date 30 days from now.
    const at = duration.index ?? 0;
    rest = text.slice(0, at) + ' '.repeat(duration[0].length) + text.slice(at + duration[0].length);
  }
  if (!DATE_HINT.test(rest)) return facts;

  const reference = { instant: now, timezone: offsetMinutes(timezone, now) };
  const results = chrono.casual.parse(rest, reference, { forwardDate: true });
  const today = dateInTimezone(now, timezone);
  for (const r of results) {
    const certain = r.start.isCertain('day') || r.start.isCertain('weekday');
    const iso = isoOf(r.start);
    if (!certain || !iso || iso < today) continue;
    const endIso = r.end ? isoOf(r.end) : null;
    const isEnd = END_WORD.test(rest.slice(Math.max(0, r.index - 16), r.index));
    if (isEnd && !facts.endDate) {
      facts.endDate = iso;
    } else if (!facts.startDate) {
      facts.startDate = iso;
      if (endIso && endIso >= iso) facts.endDate = endIso;
    } else if (!facts.endDate) {
      facts.endDate = iso;
    }
  }
  if (facts.startDate && facts.endDate && facts.endDate < facts.startDate) delete facts.endDate;
  if (facts.startDate && facts.durationDays && !facts.endDate) {
    facts.endDate = addDays(facts.startDate, facts.durationDays - 1);
  }
  return facts;
}
