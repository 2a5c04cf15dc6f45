import { dateInTimezone } from '@northstar/shared/campaign';
import { z } from 'zod';
import { formatDate } from '../format.ts';
import { endAfter, readSchedule, type ScheduleReading } from '../read/schedule.ts';
import { normaliseDates, readRunFromStart, readScheduleEdit, shiftDate } from '../read/schedule-edits.ts';
import { defineFact } from './fact-types.ts';

// Start and end dates: "from the 1st to the 15th of January", "Q1", "until the end of Q1", "for six
// weeks", "ASAP", "this spring". A duration counts from the start (the one said, else the draft's).

type ScheduleValue = Omit<ScheduleReading, 'start' | 'end' | 'spans'> & {
  /** Move both dates ("push it back a week"). */
  shiftDays?: number;
};

// "The 15th": a bare day of the month said while the campaign already has a start means that month.
const BARE_DAY = /\b(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)\b/i;
const MONTH_WORD = /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b/i;

export const scheduleFact = defineFact<ScheduleValue>({
  key: 'schedule',
  step: 7,
  scope: 'anywhere',
  prompt: 'When should it run?',
  examples: ['from Dec 1 to Dec 31', 'Q1', 'for six weeks', 'ASAP', 'until the end of Q1'],
  read(message, ctx) {
    const edit = readScheduleEdit(message.text);
    if (edit) message.claim(edit.start, edit.end);
    if (edit?.shiftDays) return [{ key: 'schedule', op: 'set', value: { shiftDays: edit.shiftDays } }];
    const openEnded = edit?.openEnded === true;
    const text = normaliseDates(message.text);
    const options = { currentStart: ctx.draft.schedule.startDate };
    const tz = ctx.draft.schedule.timezone;
    // "8 weeks from 1 Feb": the date after "from" is the start, the count the run length.
    const run = readRunFromStart(text);
    if (run) {
      const from = readSchedule(' '.repeat(run.rest) + text.slice(run.rest), ctx.now, tz, options);
      if (from?.startDate) {
        message.claim(run.start, from.end);
        return [{ key: 'schedule', op: 'set', value: { startDate: from.startDate, duration: run.duration } }];
      }
    }
    const reading = readSchedule(text, ctx.now, tz, options);
    // "No end date": the end is cleared, whatever start the message gives.
    if (!reading) return openEnded ? [{ key: 'schedule', op: 'set', value: { endDate: '' } }] : [];
    if (openEnded) {
      reading.endDate = '';
      delete reading.duration;
    }
    const current = ctx.draft.schedule.startDate;
    const bare = !MONTH_WORD.test(text) ? text.match(BARE_DAY) : null;
    if (bare && reading.startDate && current && current > reading.startDate.slice(0, 7)) {
      // "Start on the 15th not the 5th" with a start in January: the 15th of January.
      const day = String(Number(bare[1])).padStart(2, '0');
      const sameMonth = `${current.slice(0, 8)}${day}`;
      if (sameMonth >= dateInTimezone(ctx.now, tz) && !Number.isNaN(Date.parse(sameMonth)))
        reading.startDate = sameMonth;
    }
    for (const span of reading.spans) message.claim(span.start, span.end);
    const { start: _s, end: _e, spans: _spans, ...value } = reading;
    return [{ key: 'schedule', op: 'set', value }];
  },
  apply(fact, { draft, now }) {
    const today = dateInTimezone(now, draft.schedule.timezone);
    if (fact.value.shiftDays) {
      const startDate = shiftDate(draft.schedule.startDate || today, fact.value.shiftDays);
      const endDate = shiftDate(draft.schedule.endDate, fact.value.shiftDays);
      if (startDate < today)
        return { warnings: ['That would start the campaign in the past, so I left the dates as they are.'] };
      return {
        patch: { schedule: { startDate, endDate } },
        said: `start ${formatDate(startDate)}${endDate ? `, end ${formatDate(endDate)}` : ''}`,
      };
    }
    const current =
      draft.schedule.startDate && draft.schedule.startDate >= today ? draft.schedule.startDate : today;
    const startDate = fact.value.startDate ?? current;
    let endDate =
      fact.value.endDate ??
      (fact.value.duration ? endAfter(startDate, fact.value.duration) : draft.schedule.endDate);
    const warnings: string[] = [];
    if (endDate && endDate < startDate) {
      warnings.push(`The end date ${formatDate(endDate)} is before the start, so I left the end open.`);
      endDate = '';
    }
    const said = [
      fact.value.startDate || startDate !== draft.schedule.startDate ? `start ${formatDate(startDate)}` : '',
      endDate && endDate !== draft.schedule.endDate ? `end ${formatDate(endDate)}` : '',
    ].filter(Boolean);
    return { patch: { schedule: { startDate, endDate } }, said: said.join(', ') || undefined, warnings };
  },
  llm: {
    field: 'schedule',
    describe: '{ startDate, endDate } as YYYY-MM-DD',
    schema: z.object({ startDate: z.iso.date().optional(), endDate: z.iso.date().optional() }),
    toFacts: (value) => {
      const parsed = z
        .object({ startDate: z.iso.date().optional(), endDate: z.iso.date().optional() })
        .safeParse(value);
      if (!parsed.success || (!parsed.data.startDate && !parsed.data.endDate)) return [];
      return [{ key: 'schedule', op: 'set', value: parsed.data }];
    },
  },
});
