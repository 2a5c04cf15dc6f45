import { mayNameADate } from '../read/schedule.ts';
import { TAG } from '../read/schedule-parser-kit.ts';
import { scheduleChrono } from '../read/schedule-refiners.ts';
import type { ValueSpan } from './spans.ts';

// Dates stay behind chrono-node: the planner's own parser (quarters, seasons, holidays, "end of May") as
// the schedule reader uses it. A date span says what the words name; whether it is a start, an end or
// a peak is the slot's business, decided with the words around it.

const FOR_A_WHILE = /^for\s/i;
const iso = (d: Date) => d.toISOString().slice(0, 10);

export function dateSpans(text: string, now: Date): ValueSpan[] {
  const out: ValueSpan[] = [];
  // The schedule reader's own test: a date it would never read is not worth chrono's time here either.
  if (!mayNameADate(text)) return out;
  for (const r of scheduleChrono.parse(text, { instant: now, timezone: 0 }, { forwardDate: true })) {
    // "for 6 weeks" is how long, not when: the duration span's.
    if (FOR_A_WHILE.test(r.text)) continue;
    const label = [...r.tags()].find((t) => t.startsWith(TAG.label))?.slice(TAG.label.length) ?? null;
    out.push({
      kind: 'date',
      start: r.index,
      end: r.index + r.text.length,
      text: r.text,
      from: iso(r.start.date()),
      to: r.end ? iso(r.end.date()) : null,
      label,
    });
  }
  return out;
}
