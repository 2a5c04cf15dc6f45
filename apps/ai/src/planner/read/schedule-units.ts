import type { ParsedComponents, ParsedResult } from 'chrono-node';
import {
  addDays,
  daysBetween,
  daysInMonth,
  isoOf,
  partsOf,
  type Window,
  windowOf,
} from './schedule-calendar.ts';
import { TAG } from './schedule-parser-kit.ts';

/**
 * One date expression, not yet placed in time. `at(k)` gives its k-th possible reading in ascending time
 * order ("Dec 1" without a year: Dec 1 of last year, this year, next year...), so each use can pick the
 * reading it needs: a start on or after today, an end on or after the start.
 */
export interface Unit {
  index: number;
  end: number;
  kind: 'point' | 'window' | 'approx' | 'range' | 'asap';
  label?: string;
  /** Read as "the end of" something. */
  endOf?: boolean;
  /** 1: a day of some month ("the 20th"), 2: a date or span of some year, 3: fixed. */
  spec: 1 | 2 | 3;
  at: (k: number) => Window | null;
}

const TRIES = 7;

export function firstAt(unit: Unit, side: keyof Window, floor: string): Window | null {
  for (let k = 0; k < TRIES; k++) {
    const w = unit.at(k);
    if (w && w[side] >= floor) return w;
  }
  return null;
}

function lastAt(unit: Unit, side: keyof Window, ceiling: string): Window | null {
  for (let k = TRIES - 1; k >= 0; k--) {
    const w = unit.at(k);
    if (w && w[side] <= ceiling) return w;
  }
  return null;
}

const fixed = (w: Window) => (k: number) => (k === 0 ? w : null);
const point = (iso: string | null): Window | null => (iso ? { from: iso, to: iso } : null);

/** A chrono date's readings: what the text fixed stays, what it left open steps through time. */
function readingsOf(
  c: ParsedComponents,
  today: string,
  dayOnly: boolean,
): { spec: 1 | 2 | 3; at: Unit['at'] } {
  const y = c.get('year') ?? 0;
  const m = c.get('month') ?? 1;
  const d = c.get('day') ?? 1;
  const t = partsOf(today);
  if (dayOnly || (c.isCertain('day') && !c.isCertain('month'))) {
    // "the 20th", "Tuesday the 1st": the 20th of last month, this month, next month...
    return {
      spec: 1,
      at: (k) => {
        const { y: cy, m: cm } = partsOf(isoOf(t.y, t.m - 1 + k, 1));
        return point(d <= daysInMonth(cy, cm) ? isoOf(cy, cm, d) : null);
      },
    };
  }
  if (c.isCertain('month') && !c.isCertain('year')) {
    return { spec: 2, at: (k) => point(d <= daysInMonth(t.y - 1 + k, m) ? isoOf(t.y - 1 + k, m, d) : null) };
  }
  const iso = isoOf(y, m, d);
  // "Monday", "this weekend": chrono picked the next one; later weeks follow.
  if (c.isCertain('weekday') && !c.isCertain('day'))
    return { spec: 2, at: (k) => point(addDays(iso, 7 * k)) };
  return { spec: 3, at: fixed({ from: iso, to: iso }) };
}

function tagsOf(result: ParsedResult): { label?: string; has: (tag: string) => boolean } {
  const tags = result.tags();
  const label = [...tags].find((t) => t.startsWith(TAG.label))?.slice(TAG.label.length);
  return { label, has: (tag) => tags.has(tag) };
}

const shiftYears = (w: Window, years: number): Window => {
  const move = (iso: string) => {
    const { y, m, d } = partsOf(iso);
    return isoOf(y + years, m, Math.min(d, daysInMonth(y + years, m)));
  };
  return { from: move(w.from), to: move(w.to) };
};

/** A chrono result (ours or its own) as a unit. */
export function unitOf(result: ParsedResult, today: string): Unit | null {
  // chrono's text can end in the blanks left where a run length was.
  const base = { index: result.index, end: result.index + result.text.trimEnd().length };
  const { label, has } = tagsOf(result);
  const s = result.start;
  const window = { from: isoOf(s.get('year') ?? 0, s.get('month') ?? 1, s.get('day') ?? 1), to: '' };
  const e = result.end;
  window.to = e ? isoOf(e.get('year') ?? 0, e.get('month') ?? 1, e.get('day') ?? 1) : window.from;
  if (has(TAG.asap)) return { ...base, kind: 'asap', spec: 3, at: fixed(window) };
  if (has(TAG.window) || has(TAG.approx)) {
    const kind = has(TAG.window) ? 'window' : 'approx';
    if (has(TAG.year)) return { ...base, kind, label, spec: 3, at: fixed(window) };
    // Our parsers placed it on or after today; later years are the other readings ("next fall" is not
    // this fall, so a label does not step back).
    const year = partsOf(window.from).y;
    const at = label ? (k: number) => windowOf(label, year + k) : (k: number) => shiftYears(window, k - 1);
    return { ...base, kind, label, spec: 2, at };
  }
  if (label) {
    // A holiday: its date in the year the text gave, or in each year from the parser's choice on.
    if (has(TAG.year)) return { ...base, kind: 'point', label, spec: 3, at: fixed(window) };
    return {
      ...base,
      kind: 'point',
      label,
      spec: 2,
      at: (k) => windowOf(label, partsOf(window.from).y + k),
    };
  }
  // "in a month" is a day a month from now, not the month.
  if (s.isCertain('month') && !s.isCertain('day') && !has('result/relativeDate')) {
    // "December", "in January 2027": the month, read as its first day unless the text asks for all of it.
    const m = s.get('month') ?? 1;
    const y0 = s.isCertain('year') ? (s.get('year') ?? 0) : partsOf(today).y - 1;
    const at = (k: number) =>
      s.isCertain('year') && k > 0
        ? null
        : { from: isoOf(y0 + k, m, 1), to: isoOf(y0 + k, m, daysInMonth(y0 + k, m)) };
    return { ...base, kind: 'approx', spec: s.isCertain('year') ? 3 : 2, at };
  }
  const from = {
    index: base.index,
    end: base.end,
    kind: 'point' as const,
    ...readingsOf(s, today, has(TAG.dayOnly)),
  };
  if (!e) return from;
  const to = { ...from, ...readingsOf(e, today, false) };
  const pair = pairOf(from, to, today);
  return pair ? { ...base, kind: 'range', spec: 3, at: fixed(pair) } : from;
}

/** "end of Q1" -> its last day; "start of May" -> its first; "rest of the month" -> today to its end. */
export function modified(unit: Unit, mod: string): Unit {
  const m = mod.toLowerCase();
  if (/^(?:rest|remainder|balance)/.test(m)) return { ...unit, kind: 'window' };
  const pick = (w: Window): string => {
    if (/^(?:end|last|close)/.test(m)) return w.to;
    if (/^middle/.test(m)) return addDays(w.from, Math.floor(daysBetween(w.from, w.to) / 2));
    return w.from;
  };
  const at = (k: number) => {
    const w = unit.at(k);
    return w ? point(pick(w)) : null;
  };
  return { ...unit, kind: 'point', at, endOf: /^(?:end|last|close)/.test(m) };
}

/** "a week after X", "a month from today": X moved by days or calendar months. */
export function shifted(unit: Unit, by: { days?: number; months?: number }): Unit {
  const move = (iso: string) => {
    if (!by.months) return addDays(iso, by.days ?? 0);
    const { y, m, d } = partsOf(iso);
    const first = partsOf(isoOf(y, m + by.months, 1));
    return isoOf(first.y, first.m, Math.min(d, daysInMonth(first.y, first.m)));
  };
  const at = (k: number) => {
    const w = unit.at(k);
    return w && { from: move(w.from), to: move(w.to) };
  };
  return { ...unit, at };
}

/**
 * "X to Y" as one window. The vaguer side takes its year or month from the other ("the 1st to the 15th of
 * January"); two dates without a year go to the next time they both come, unless that is more than half
 * a year away while the same window is running now ("Nov 1 - Dec 31" said on Nov 24: now to Dec 31).
 */
export function pairOf(a: Unit, b: Unit, today: string): Window | null {
  let from: Window | null;
  let to: Window | null;
  if (a.spec < b.spec) {
    to = firstAt(b, 'to', today);
    from = to && lastAt(a, 'from', to.from);
  } else {
    // A fixed start in the past still pairs: the caller starts a running window today.
    from = firstAt(a, 'from', today) ?? firstAt(a, 'to', today) ?? (a.spec === 3 ? a.at(0) : null);
    to = from && firstAt(b, 'to', from.from > today ? from.from : today);
    if (a.spec === b.spec && a.spec < 3) {
      const runTo = firstAt(b, 'to', today);
      const runFrom = runTo && lastAt(a, 'from', runTo.to);
      const farAway = !from || !to || daysBetween(today, from.from) > 183;
      if (runTo && runFrom && runFrom.from < today && farAway) {
        from = runFrom;
        to = runTo;
      }
    }
  }
  if (!from || !to || to.to < from.from) return null;
  return { from: from.from, to: to.to };
}
