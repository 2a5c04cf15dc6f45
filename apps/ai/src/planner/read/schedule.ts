import { dateInTimezone } from '@northstar/shared/campaign';
import { findDurations } from './durations.ts';
import { parseCount } from './number-words.ts';
import {
  addDays,
  type DurationUnit,
  endAfter,
  MONTH_NAME,
  startBefore,
  type Window,
} from './schedule-calendar.ts';
import { scheduleChrono } from './schedule-refiners.ts';
import { firstAt, modified, pairOf, shifted, type Unit, unitOf } from './schedule-units.ts';

export { endAfter };

export interface ScheduleReading {
  startDate?: string;
  endDate?: string;
  /** "for six weeks": the end follows from the start; given when the text states a duration. */
  duration?: { count: number; unit: DurationUnit };
  /** The season, quarter, half or holiday the text names ('spring', 'Q1', 'H1', 'black friday', 'holidays'). */
  season?: string;
  /** Character span covering all date words read, for claiming. */
  start: number;
  end: number;
  /** The date words read, one span each: "start Dec 1, budget 5k, end Dec 31" leaves the budget unclaimed. */
  spans: Array<{ start: number; end: number }>;
}

// Most messages carry no date at all: skip chrono unless a date-like word is there.
const HINT = new RegExp(
  [
    String.raw`\b${MONTH_NAME}\b`,
    String.raw`\b(?:mon|tues?|wed|wednes|thu|thur|thurs|fri|sat|satur|sun)(?:day)?s?\b`,
    String.raw`\b(?:today|tonight|tomorrow|now|asap|eom|eoq|eoy|a\.s\.a\.p|as\s+soon\s+as|immediately|right\s+away|straight\s+away|at\s+once)\b`,
    String.raw`\b(?:days?|weeks?|weekends?|months?|years?|quarters?|fortnights?|wks?|mos?|yrs?|q[1-4]|h[12])\b`,
    String.raw`\b(?:spring|summer|fall|autumn|winter|holidays?|festive|christmas|x-?mas|nye|easter|thanksgiving|black\s+friday|cyber|bfcm|halloween|valentine|new\s+year|patrick|paddy|mother|father|memorial|labou?r|independence|boxing|singles|cinco|presidents|school)`,
    String.raw`\d(?:st|nd|rd|th)\b|\b\d{1,4}\s*[/.]\s*\d{1,2}\b|\b\d{1,2}-\d{1,2}-\d{2,4}\b|\b\d{4}-\d\d-\d\d\b`,
  ].join('|'),
  'i',
);

/** Whether a text may name a date at all: chrono, the costliest finder, runs only when it may. */
export const mayNameADate = (text: string) => HINT.test(text);

const NOT_SCHEDULE = new RegExp(
  [
    '"[^"\\n]*"|“[^”\\n]*”',
    // A name runs to the next comma or start word; tags, a description or ad copy to the end of the sentence.
    String.raw`\b(?:(?:(?:campaign\s+)?name|title)\s*(?::|\bis\b)|named|name\s+it|called|titled)[^,;.!?\n]*?(?=[,;.!?\n]|\s+(?:starting|starts?|from|until|till|through|launch\w*|begin\w*|run\w*|with|budget|targeting)\b|$)`,
    String.raw`\b(?:(?:tags?|description|desc|headlines?|ad\s+copy|cta|call\s+to\s+action)\s*(?::|\bis\b|\bare\b)|tag\s+it|tagged(?:\s+as)?|describe(?:\s+it)?\s+as)[^;.!?\n]*`,
  ].join('|'),
  'gi',
);

// Clause-local cues before a date. "end of"/"rest of" bind to the date itself (a modifier, below).
const MODIFIER =
  /\b(?:the\s+)?(?:very\s+)?(end|last\s+day|close|start|beginning|first\s+day|middle|rest|remainder|balance)\s+of\s+(?:the\s+)?$/i;
const AFTER = /\b(?:after|(?<!\bthe\s)following|post|once)\s+(?:the\s+)?$/i;
const BEFORE =
  /\b(?:before|b4|prior\s+to|ahead\s+of|leading\s+up\s+to|(?:in\s+)?the\s+run[\s-]up\s+to)\s+(?:the\s+)?$/i;
const BY = /\bby\s+(?:the\s+)?$/i;
// "last summer", "last year's Black Friday": what happened, not the plan.
const PAST = /\b(?:last|previous|past)\s+(?:year'?s\s+)?$/i;
const WHOLE =
  /\b(?:for|all(?:\s+of)?|throughout|during|over|across|(?:the\s+)?(?:whole|entire|full)(?:\s+of)?|(?:the\s+)?month\s+of)\s+(?:the\s+)?$/i;
const CUE =
  /\b(?:(start(?:s|ing|ed)?(?:\s+date)?|begin(?:s|ning)?|kick(?:s|ing)?\s+off|launch(?:es|ing|ed)?|go(?:es|ing)?\s+live|live|from|as\s+of|effective|commenc\w*)|(until|till|til|thru|through|end(?:s|ing)?(?:\s+date)?|finish(?:es|ing)?|wrap(?:s|ping)?(?:\s+up)?|stop(?:s|ping)?|clos(?:e|es|ing)|expir\w*|up\s+to|no\s+later\s+than|last\s+day))\b/gi;
// "to" right before the date ends the run ("extend to March 15") unless the date is being moved.
const TO_END = /\bto\s+(?:the\s+)?$/i;
// "don't start until Jan 5": the date is the start.
const HOLD = /\b(?:not|don'?t|won'?t|can'?t|wait|hold(?:\s+off)?|delay|pause)\b/i;
// "push it to Jan 5" moves the date; it does not end there.
const CHANGE = /\b(?:move|moved|change|changed|push|pushed|shift|set|switch|update|bump|make|made)\b/i;
// "a week from Monday", "3 days after Christmas", "two weeks before Black Friday".
const OFFSET =
  /\b(a|an|one|two|three|four|five|six|seven|\d{1,2})\s+(days?|weeks?|months?)\s+(from|after|before|prior\s+to)\s+$/i;
// "the Monday after next".
const AFTER_NEXT = /^\s+after\s+next\b/i;
const WEEKDAY = /^(?:on\s+)?(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?[.,]?$/i;
const CONNECTOR = /^\s*(?:-|–|—|to|till|til|until|thru|through|and|up\s+to)\s*(?:the\s+)?$/i;
const BETWEEN = /\bbetween\s+(?:the\s+)?$/i;

type Role = 'start' | 'end' | 'after' | 'before' | 'before-start' | 'skip' | 'neutral';

function roleOf(clause: string): Role {
  if (PAST.test(clause)) return 'skip';
  if (AFTER.test(clause)) return 'after';
  const last = [...clause.matchAll(CUE)].at(-1);
  // "launch before Christmas" starts by Dec 24; "run it before Christmas" ends then.
  if (BEFORE.test(clause)) return last?.[1] ? 'before-start' : 'before';
  let role: Role = 'neutral';
  if (last?.[1]) role = 'start';
  else if (last?.[2]) {
    role = /^(?:til|unt)/i.test(last[2]) && HOLD.test(clause.slice(0, last.index)) ? 'start' : 'end';
  } else if (TO_END.test(clause) && !CHANGE.test(clause)) role = 'end';
  // "500 signups by March" is a goal's deadline, not the schedule.
  return role === 'neutral' && BY.test(clause) ? 'skip' : role;
}

/** The words between the previous date and this one, cut at the last sentence break. */
function clauseBefore(text: string, from: number, to: number): string {
  const between = text.slice(Math.max(from, to - 60), to);
  const cut = Math.max(
    ...[...between.matchAll(/[.;!?\n]|\bbut\b/gi)].map((m) => (m.index ?? 0) + m[0].length),
    0,
  );
  return between.slice(cut);
}

// chrono wants the zone's offset in minutes; building an Intl.DateTimeFormat is costly, so keep one a zone.
const clockFormatters = new Map<string, Intl.DateTimeFormat>();
function offsetMinutes(timezone: string, at: Date): number {
  try {
    let formatter = clockFormatters.get(timezone);
    if (!formatter) {
      // Throws a RangeError for an unknown zone, before anything is cached.
      formatter = new Intl.DateTimeFormat('en-US', {
        timeZone: timezone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
      });
      if (clockFormatters.size < 1000) clockFormatters.set(timezone, formatter);
    }
    const parts = formatter.formatToParts(at);
    const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
    const local = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
    return Math.round((local - at.getTime()) / 60_000);
  } catch {
    return 0;
  }
}

function contiguous(a: Unit, b: Unit, today: string): boolean {
  if (a.kind !== 'window' || b.kind !== 'window') return false;
  const first = firstAt(a, 'to', today);
  return !!first && firstAt(b, 'to', first.to)?.from === addDays(first.to, 1);
}

const blank = (text: string, index: number, length: number) =>
  text.slice(0, index) + ' '.repeat(length) + text.slice(index + length);

/** The date expressions of a text, with "end of"-style modifiers applied and "X to Y" pairs joined. */
function unitsOf(text: string, now: Date, timezone: string, today: string): Unit[] {
  const reference = { instant: now, timezone: offsetMinutes(timezone, now) };
  const units: Unit[] = [];
  for (const result of scheduleChrono.parse(text, reference, { forwardDate: true })) {
    let unit = unitOf(result, today);
    if (!unit) continue;
    const mod = MODIFIER.exec(text.slice(Math.max(0, unit.index - 40), unit.index));
    if (mod?.[1]) unit = { ...modified(unit, mod[1]), index: unit.index - mod[0].length };
    const offset = OFFSET.exec(text.slice(Math.max(0, unit.index - 40), unit.index));
    if (offset) {
      const count = parseCount(offset[1] ?? '') ?? 0;
      const sign = /^(?:from|after)/i.test(offset[3] ?? '') ? 1 : -1;
      const unitWord = (offset[2] ?? '').toLowerCase();
      const by = unitWord.startsWith('m')
        ? { months: count * sign }
        : { days: count * sign * (unitWord.startsWith('w') ? 7 : 1) };
      unit = { ...shifted(unit, by), index: unit.index - offset[0].length };
    }
    const afterNext = AFTER_NEXT.exec(text.slice(unit.end));
    if (afterNext) unit = { ...shifted(unit, { days: 7 }), end: unit.end + afterNext[0].length };
    let prev = units.at(-1);
    let between = prev ? text.slice(prev.end, unit.index) : '';
    // "Tuesday the 1st": the weekday only confirms the date.
    if (prev && WEEKDAY.test(text.slice(prev.index, prev.end)) && /^\s*,?\s*$/.test(between)) {
      unit = { ...unit, index: prev.index };
      units.pop();
      prev = units.at(-1);
      between = prev ? text.slice(prev.end, unit.index) : '';
    }
    const canPair = prev && prev.kind !== 'asap' && prev.kind !== 'range' && CONNECTOR.test(between);
    // "and" joins "between X and Y", or two seasons or quarters that follow each other ("Q2 and Q3").
    const andOk =
      !/\band\b/i.test(between) ||
      (prev && BETWEEN.test(text.slice(0, prev.index))) ||
      (prev && contiguous(prev, unit, today));
    const pair = prev && canPair && andOk ? pairOf(prev, unit, today) : null;
    if (prev && pair) {
      units[units.length - 1] = {
        index: prev.index,
        end: unit.end,
        kind: 'range',
        spec: 3,
        at: (k) => (k ? null : pair),
        label: prev.label ?? unit.label,
      };
    } else units.push(unit);
  }
  return units;
}

/**
 * Start, end, run length and named season from what an advertiser typed, relative to `now` in the
 * campaign's time zone. `currentStart` (the draft's start) orders an end date given without a start.
 */
export function readSchedule(
  text: string,
  now: Date,
  timezone = 'UTC',
  opts: { currentStart?: string } = {},
): ScheduleReading | null {
  if (!HINT.test(text)) return null;
  // Quoted text and the values of other fields are a name, tags or ad copy ("Summer Sizzle"), never the
  // schedule.
  let rest = text.replace(NOT_SCHEDULE, (q) => ' '.repeat(q.length));
  const durations = findDurations(rest);
  for (const d of durations) rest = blank(rest, d.index, d.length);
  const today = dateInTimezone(now, timezone);
  const units = HINT.test(rest) ? unitsOf(rest, now, timezone, today) : [];

  let start: { iso: string; pri: number } | undefined;
  let end: { at: (floor: string) => string | null | undefined; pri: number } | undefined;
  const setStart = (iso: string | undefined, pri: number) => {
    if (iso && (!start || pri > start.pri)) start = { iso: iso < today ? today : iso, pri };
  };
  const setEnd = (at: (floor: string) => string | null | undefined, pri: number) => {
    if (!end || pri > end.pri) end = { at, pri };
  };
  let season: string | undefined;
  const spans: Array<{ start: number; end: number }> = [];
  let prevEnd = 0;
  for (const unit of units) {
    const clause = clauseBefore(rest, prevEnd, unit.index);
    prevEnd = unit.end;
    let role = roleOf(clause);
    // "before the end of the year" ends on its last day, not the day before.
    if (role === 'before' && unit.endOf) role = 'end';
    if (role === 'skip') continue;
    spans.push({ start: unit.index, end: unit.end });
    season ??= unit.label;
    const kind = unit.kind === 'approx' && WHOLE.test(clause) ? 'window' : unit.kind;
    const pri = role === 'neutral' ? 1 : 2;
    const upTo = (floor: string) => firstAt(unit, 'to', floor)?.to;
    const running: Window | null = firstAt(unit, 'to', today);
    if (kind === 'asap') setStart(unit.at(0)?.from, 2);
    else if (kind === 'range') {
      setStart(running?.from, 2);
      setEnd(upTo, 2);
    } else if (role === 'after') {
      setStart(running ? addDays(running.to, 1) : undefined, 2);
    } else if (role === 'before-start') {
      const day = firstAt(unit, 'from', addDays(today, 1))?.from;
      setStart(day && addDays(day, -1), 2);
    } else if (role === 'before') {
      setEnd((floor) => {
        const w = firstAt(unit, 'from', addDays(floor, 1));
        return w && addDays(w.from, -1);
      }, 2);
    } else if (role === 'end') setEnd(upTo, 2);
    else if (kind === 'point') setStart(firstAt(unit, 'from', today)?.from, pri);
    else {
      setStart(running?.from, pri);
      if (kind === 'window' && role === 'neutral') setEnd(upTo, pri);
    }
  }

  const reading: ScheduleReading = { start: 0, end: 0, spans };
  const duration = durations[0];
  if (duration) {
    reading.duration = { count: duration.count, unit: duration.unit };
    if (duration.fromToday) setStart(today, 1);
    spans.push(...durations.map((d) => ({ start: d.index, end: d.index + d.length })));
  }
  if (start) reading.startDate = start.iso;
  const floor = [today, start?.iso ?? opts.currentStart ?? today].sort().at(-1) ?? today;
  const endDate = end?.at(floor);
  if (endDate && endDate >= floor) reading.endDate = endDate;
  if (reading.duration && reading.startDate && !reading.endDate) {
    reading.endDate = endAfter(reading.startDate, reading.duration);
  } else if (reading.duration && reading.endDate && !reading.startDate) {
    const from = startBefore(reading.endDate, reading.duration);
    if (from >= today) reading.startDate = from;
  }
  if (season) reading.season = season;
  if (!reading.startDate && !reading.endDate && !reading.duration && !reading.season) return null;
  spans.sort((a, b) => a.start - b.start);
  reading.start = spans[0]?.start ?? 0;
  reading.end = Math.max(...spans.map((s) => s.end));
  return reading;
}
