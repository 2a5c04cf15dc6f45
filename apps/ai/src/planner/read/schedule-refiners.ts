import type { ParsingContext } from 'chrono-node';
import * as chrono from 'chrono-node/en';
import {
  addDays,
  daysInMonth,
  isoOf,
  MONTH_ABBRS,
  MONTH_NAME,
  partsOf,
  type Window,
  weekdayOf,
} from './schedule-calendar.ts';
import { dropUnlikely } from './schedule-filters.ts';
import { holiday } from './schedule-holidays.ts';
import {
  after,
  before,
  labelled,
  ORDINALS,
  type Parser,
  PERIOD_CUE,
  TAG,
  todayOf,
  windowResult,
  YEAR_SUFFIX,
  yearOf,
} from './schedule-parser-kit.ts';

function yearWhen(context: ParsingContext, full?: string, short?: string, rel?: string): 'this' | number {
  const year = yearOf(full, short);
  if (year) return year;
  if (rel) return partsOf(todayOf(context)).y + (rel.toLowerCase() === 'next' ? 1 : 0);
  return 'this';
}

// "Q1", "in Q1 2027", "2027 Q3", "Q2 '27", "next quarter", "the first quarter of next year".
const QUARTER = new RegExp(
  String.raw`\b(?:(this|next|the\s+next|(?:the\s+)?(?:coming|current|following|upcoming)|the)\s+quarter\b|(?:the\s+)?(first|second|third|fourth|1st|2nd|3rd|4th)\s+quarter(?:\s+of\s+(?:(this|next)\s+year|(20\d\d)))?\b|(?:(20\d\d)\s+|(this|next)\s+)?q([1-4])${YEAR_SUFFIX}(?!\w))`,
  'i',
);
const quarter: Parser = {
  pattern: () => QUARTER,
  extract: (context, m) => {
    const today = todayOf(context);
    if (m[1]) {
      const rel = m[1].toLowerCase();
      if (rel === 'the' && !before(context, m, PERIOD_CUE)) return null;
      const { y, m: month } = partsOf(today);
      const shift = /next|coming|following|upcoming/.test(rel) ? 1 : 0;
      const q = Math.ceil(month / 3) + shift;
      const year = y + Math.floor((q - 1) / 4);
      return labelled(context, m, `Q${((q - 1) % 4) + 1}`, year, [TAG.window]);
    }
    if (m[2])
      return labelled(
        context,
        m,
        `Q${ORDINALS[m[2].toLowerCase()]}`,
        yearWhen(context, m[4], undefined, m[3]),
      );
    const label = `Q${m[7]}`;
    if (m[6]?.toLowerCase() === 'next') return labelled(context, m, label, 'next');
    return labelled(context, m, label, yearWhen(context, m[5] ?? m[9], m[8], m[10]));
  },
};

// "first half of next year", "H2 2027", "the back half of the year".
const half: Parser = {
  pattern: () =>
    /\b(?:(?:the\s+)?(first|second|1st|2nd|back|front|latter)\s+half\s+of\s+(?:(this|next|the)\s+year|(20\d\d))|(?:(this|next)\s+)?h([12])(?:\s*(?:'(\d\d)|(20\d\d)))?)\b/i,
  extract: (context, m) => {
    if (m[1]) {
      const label = `H${ORDINALS[m[1].toLowerCase()] === 1 ? 1 : 2}`;
      const rel = m[2]?.toLowerCase();
      return labelled(context, m, label, rel === 'the' ? 'this' : yearWhen(context, m[3], undefined, rel));
    }
    const year = yearOf(m[7], m[6]);
    if (!year && !m[4] && !before(context, m, PERIOD_CUE)) return null;
    const label = `H${m[5]}`;
    return labelled(context, m, label, year ?? (m[4]?.toLowerCase() === 'next' ? 'next' : 'this'));
  },
};

// "fall" is mostly a verb: it needs a season-ish neighbour. The other names stand alone ("spring sale").
const FALL_BEFORE =
  /\b(?:this|next|the|in|for|during|over|until|till|through|thru|by|early|late|mid|our|a|its|coming|upcoming)\s+$/i;
const FALL_AFTER =
  /^\s+(?:sale|sales|campaign|season|collection|launch|promo|promotion|line|range|drop|event|push|quarter|term|semester|catalog|lookbook)\b/i;
const season: Parser = {
  pattern: () =>
    /\b(?:(this|next|the\s+coming|coming|upcoming|the\s+upcoming)\s+)?(spring|summer|fall|autumn|winter)(?:\s+(?:of\s+)?(?:'(\d\d)|(20\d\d)))?\b/i,
  extract: (context, m) => {
    const name = (m[2] ?? '').toLowerCase();
    const year = yearOf(m[4], m[3]);
    if (
      name === 'fall' &&
      !m[1] &&
      !year &&
      !before(context, m, FALL_BEFORE) &&
      !after(context, m, FALL_AFTER)
    ) {
      return null;
    }
    const label = name === 'autumn' ? 'fall' : name;
    return labelled(context, m, label, year ?? (m[1]?.toLowerCase() === 'next' ? 'next' : 'this'));
  },
};

const MONTHS = String.raw`(?<month>${MONTH_NAME})\.?`;
// "early January", "mid-Dec", "late March 2027", "the second half of January", "the first week of May".
const PART_OF_MONTH = new RegExp(
  String.raw`\b(?:(?<part>early|mid|late)[\s-]*(?:in\s+|of\s+)?|(?:the\s+)?(?<half>first|second|1st|2nd|last)\s+half\s+of\s+|(?:the\s+)?(?<week>first|second|third|fourth|last|1st|2nd|3rd|4th)\s+week\s+(?:of|in)\s+|(?:the\s+)?(?<edge>first|last)\s+(?<weeks>two|three|2|3)\s+weeks\s+(?:of|in)\s+|(?:the\s+)?(?<day>\d{1,2})(?:st|nd|rd|th)\s+of\s+(?=(?:this|next|the\s+following|following)\s+month))(?:${MONTHS}|(?<rel>this|next|the\s+following|following)\s+month)(?:\s+(?<year>20\d\d))?\b`,
  'i',
);
const partOfMonth: Parser = {
  pattern: () => PART_OF_MONTH,
  extract: (context, m) => {
    const g = m.groups ?? {};
    const today = todayOf(context);
    const t = partsOf(today);
    // "next month" fixes month and year; a month name takes the next year its part has not passed in.
    const relative = g.rel ? partsOf(isoOf(t.y, t.m + (/this/i.test(g.rel) ? 0 : 1), 1)) : null;
    const month = relative?.m ?? MONTH_ABBRS.indexOf((g.month ?? '').slice(0, 3).toLowerCase()) + 1;
    const explicit = relative?.y ?? (g.year ? Number(g.year) : undefined);
    const span = (y: number): [number, number] => {
      const last = daysInMonth(y, month);
      const part = (g.part ?? '').toLowerCase();
      if (part) return part === 'early' ? [1, 10] : part === 'mid' ? [15, 15] : [21, last];
      if (g.half) return ORDINALS[g.half.toLowerCase()] === 1 ? [1, 15] : [16, last];
      if (g.day) return [Number(g.day), Number(g.day)];
      if (g.edge) {
        const days = (/^(?:two|2)$/i.test(g.weeks ?? '') ? 2 : 3) * 7;
        return /first/i.test(g.edge) ? [1, days] : [last - days + 1, last];
      }
      const n = ORDINALS[(g.week ?? '').toLowerCase()] ?? 1;
      return n < 0 ? [last - 6, last] : [n * 7 - 6, n * 7];
    };
    let year = explicit ?? t.y;
    if (!explicit && isoOf(year, month, span(year)[1]) < today) year++;
    const [from, to] = span(year);
    if (to > daysInMonth(year, month)) return null;
    const window = { from: isoOf(year, month, from), to: isoOf(year, month, to) };
    // "the last two weeks of December" is a span to run in; "early January" a time to start.
    const kind = g.edge ? TAG.window : TAG.approx;
    return windowResult(context, m, window, [kind, explicit !== undefined && TAG.year]);
  },
};

// "next week" (Monday to Sunday), "this month", "the coming year"; "the month" only in "rest of the month".
const REST_OF = /\b(?:end|rest|remainder|balance|start|beginning|middle|close)\s+of\s+$/i;
const relativePeriod: Parser = {
  pattern: () =>
    /\b(?:(this|next|the\s+coming|coming|the\s+following|following|the)\s+(week|month|year)|(?:the\s+)?(week)\s+after\s+next)\b/i,
  extract: (context, m) => {
    const rel = (m[1] ?? 'after next').toLowerCase();
    if (rel === 'the' && !before(context, m, REST_OF)) return null;
    const shift = rel === 'after next' ? 2 : /next|coming|following/.test(rel) ? 1 : 0;
    const today = todayOf(context);
    const { y, m: month } = partsOf(today);
    let window: Window;
    const unit = (m[2] ?? m[3] ?? '').toLowerCase();
    if (unit === 'week') {
      const monday = addDays(today, -((weekdayOf(today) + 6) % 7) + 7 * shift);
      window = { from: monday, to: addDays(monday, 6) };
    } else if (unit === 'month') {
      const from = isoOf(y, month + shift, 1);
      const { y: fy, m: fm } = partsOf(from);
      window = { from, to: isoOf(fy, fm, daysInMonth(fy, fm)) };
    } else {
      window = { from: isoOf(y + shift, 1, 1), to: isoOf(y + shift, 12, 31) };
    }
    // A relative period is fixed by today: it never moves to another year.
    return windowResult(context, m, window, [TAG.approx, TAG.year]);
  },
};

// "now" alone is mostly a discourse word ("now, about the budget"): only after a start verb or on its own.
const NOW_CUE =
  /\b(?:start|starts|starting|launch|launching|begin|go|go\s+live|live|run|running|from|effective|as\s+of)\s+(?:it\s+|them\s+|this\s+|things\s+)?$/i;
const asap: Parser = {
  pattern: () =>
    /\b(?:asap|a\.s\.a\.p\b\.?|as\s+soon\s+as\s+(?:possible|we\s+can|you\s+can|it'?s\s+(?:ready|approved|live))|right\s+away|right\s+now|immediately|straight\s+away|at\s+once|today|tonight|now)(?![\w'’])/i,
  extract: (context, m) => {
    const alone = /^\W*now\W*$/i.test(context.text);
    if (/^now$/i.test(m[0]) && !alone && !before(context, m, NOW_CUE)) return null;
    return windowResult(context, m, { from: todayOf(context), to: todayOf(context) }, [TAG.asap]);
  },
};

// "the 20th" after a word that takes a date: "Dec 5th till the 20th", "from the 1st to the 15th of January".
const DAY_CUE =
  /(?:\b(?:on|from|until|till|til|through|thru|to|by|starting|start|starts|after|before|and|between|end|ends|ending|launch\w*|begin\w*|live|since|around|about|approximately|circa|(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?)|[-–~])\s*,?\s*$/i;
const ordinalDay: Parser = {
  pattern: () => /\b(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)\b/i,
  extract: (context, m) => {
    const day = Number(m[1]);
    if (day < 1 || day > 31 || !before(context, m, DAY_CUE)) return null;
    const result = context.createParsingResult(m.index ?? 0, m[0], { day });
    result.addTag(TAG.dayOnly);
    return result;
  },
};

// "EOM", "EOY", "year end", "end of year": the last day of the current month, quarter or year.
const periodEnd: Parser = {
  pattern: () => /\b(?:(eom|month[\s-]?end)|(eoq|quarter[\s-]?end)|(eoy|year[\s-]?end|end\s+of\s+year))\b/i,
  extract: (context, m) => {
    const { y, m: month } = partsOf(todayOf(context));
    const last = m[1] ? month : m[2] ? Math.ceil(month / 3) * 3 : 12;
    const result = context.createParsingResult(m.index ?? 0, m[0], {
      year: y,
      month: last,
      day: daysInMonth(y, last),
    });
    result.addTag(TAG.year);
    return result;
  },
};

// "til jan", "thru dec": chrono skips a three-letter month on its own; after a date word it is the month.
const ABBR_MONTH_CUE =
  /\b(?:in|by|until|till|til|thru|through|from|since|of|for|during|to|starting|start|before|after)\s+$/i;
const monthAbbr: Parser = {
  pattern: () => /\b(jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)\.?(?![\w.]|\s*\d)/i,
  extract: (context, m) => {
    if (!before(context, m, ABBR_MONTH_CUE)) return null;
    const month = MONTH_ABBRS.indexOf((m[1] ?? '').slice(0, 3).toLowerCase()) + 1;
    const result = context.createParsingResult(m.index ?? 0, m[0], { month });
    result.addTag(TAG.monthOnly);
    return result;
  },
};

// Built once: ours go first so that, on the same text, our reading wins chrono's ("next month" is a span).
export const scheduleChrono: chrono.Chrono = (() => {
  const custom = chrono.casual.clone();
  custom.parsers.unshift(
    quarter,
    half,
    season,
    holiday,
    partOfMonth,
    relativePeriod,
    periodEnd,
    monthAbbr,
    asap,
    ordinalDay,
  );
  // schedule.ts reads "end of <period>", "X to Y" and "a week after X" itself, with our readings at hand
  // (chrono's would move only a start, or hide a quarter or a holiday behind a plain date), and
  // dropUnlikely replaces chrono's "may" filter, which drops "March to May".
  const replaced = new Set([
    'ENEndOfPeriodRefiner',
    'ENMergeDateRangeRefiner',
    'ENMergeRelativeAfterDateRefiner',
    'ENMergeRelativeFollowByDateRefiner',
    'ENUnlikelyFormatFilter',
  ]);
  custom.refiners = [dropUnlikely, ...custom.refiners.filter((r) => !replaced.has(r.constructor.name))];
  return custom;
})();
