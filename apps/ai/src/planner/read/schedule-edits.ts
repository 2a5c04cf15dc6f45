import { addDays } from '../format.ts';
import { parseCount } from './number-words.ts';
import { MONTH_ABBRS } from './schedule-calendar.ts';

// Schedule phrasings that edit the dates the campaign has rather than name new ones: "push it back a
// week", "no end date", "8 weeks from 1 Feb", "the 15th not the 5th", and day-first dotted dates
// ("from 1.12 to 24.12"). They are rewritten or read here before the date reader sees the text.

const UNIT_DAYS: Record<string, number> = { day: 1, week: 7, month: 30 };

const SHIFT =
  /\b(?:push|move|shift|delay|bump|slide)\s+(?:it|everything|the\s+(?:start|campaign|dates?|launch|whole\s+thing))?\s*(back|out|later|forward|up|earlier)?\s*(?:by\s+)?(a|an|one|two|three|four|\d{1,2})\s+(day|week|month)s?(?:\s+(back|later|earlier|forward))?\b/i;
const NO_END =
  /\b(?:no\s+end(?:\s+date)?|open[-\s]ended|without\s+an?\s+end(?:\s+date)?|run\s+(?:it\s+)?(?:continuously|indefinitely|forever|non[-\s]?stop|until\s+(?:we|i)\s+(?:stop|say|pause)\s+it)|(?:keep\s+it\s+)?always[-\s]on|ongoing|evergreen)\b/i;
// "not the 5th", "not dec 31", "not 31 december": the date being replaced, never read as a new one.
const NOT_DATE =
  /\b(?:not|instead\s+of|rather\s+than)\s+(?:the\s+|on\s+the\s+)?(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?|\d{1,2}(?:st|nd|rd|th)?(?:\s+(?:of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*)?)\b/gi;
const DOTTED = /(?<![\d.,$€£])\b(\d{1,2})\.(\d{1,2})\b(?![.,]?\d|\s*(?:k|m|x|%|mil))/gi;
const DATE_CONTEXT = /\b(?:from|to|until|till|through|thru|between|starting|start|end|ending|on)\b|[-–]/i;

export interface ScheduleEdit {
  /** Move both dates by this many days. */
  shiftDays?: number;
  /** "No end date": the end is cleared. */
  openEnded?: boolean;
  start: number;
  end: number;
}

/** An edit of the current dates, if the text says one. */
export function readScheduleEdit(text: string): ScheduleEdit | null {
  const shift = text.match(SHIFT);
  if (shift) {
    const direction = `${shift[1] ?? ''} ${shift[4] ?? ''}`;
    const sign = /forward|up|earlier/i.test(direction) ? -1 : 1;
    const days = (parseCount(shift[2] ?? '1') ?? 0) * (UNIT_DAYS[(shift[3] ?? 'day').toLowerCase()] ?? 1);
    const start = shift.index ?? 0;
    if (days > 0 && days <= 365) return { shiftDays: sign * days, start, end: start + shift[0].length };
  }
  const open = text.match(NO_END);
  if (open) {
    const start = open.index ?? 0;
    return { openEnded: true, start, end: start + open[0].length };
  }
  return null;
}

/** The text with replaced dates blanked and day-first dotted dates spelled out, same length where blanked. */
export function normaliseDates(text: string): string {
  let out = text.replace(NOT_DATE, (m) => ' '.repeat(m.length));
  if (DATE_CONTEXT.test(out)) {
    out = out.replace(DOTTED, (m, day: string, month: string) => {
      const d = Number(day);
      const mo = Number(month);
      if (d < 1 || d > 31 || mo < 1 || mo > 12) return m;
      return `${d} ${MONTH_ABBRS[mo - 1]}`.padEnd(m.length);
    });
  }
  return out;
}

/** Shifts a YYYY-MM-DD date, keeping a blank blank. */
export const shiftDate = (iso: string, days: number): string => (iso ? addDays(iso, days) : iso);

// "8 weeks from 1 feb", "six weeks starting jan 5": a run length counted from a stated start.
const FROM_START =
  /\b(a|an|one|two|three|four|five|six|\d{1,3})\s+(day|week|month)s?\s+(?:from|starting(?:\s+on)?|beginning(?:\s+on)?)\s+(?=\S)/i;

export interface RunFromStart {
  duration: { count: number; unit: 'day' | 'week' | 'month' };
  /** Where the start date's words begin. */
  rest: number;
  start: number;
}

export function readRunFromStart(text: string): RunFromStart | null {
  const m = text.match(FROM_START);
  if (!m) return null;
  const n = parseCount(m[1] ?? '');
  if (!n) return null;
  const start = m.index ?? 0;
  return {
    duration: { count: n, unit: (m[2] ?? 'day').toLowerCase() as 'day' | 'week' | 'month' },
    rest: start + m[0].length,
    start,
  };
}
