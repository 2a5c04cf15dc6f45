import { dateInTimezone } from '@northstar/shared/campaign/draft';
import { z } from 'zod';
import { formatDate } from '../format.ts';
import { endAfter, readSchedule, type ScheduleReading } from '../read/schedule.ts';
import { defineFact } from './fact-types.ts';

// Start and end dates: "from the 1st to the 15th of January", "Q1", "until the end of Q1", "for six
// weeks", "ASAP", "this spring". A duration counts from the start (the one said, else the draft's).

type ScheduleValue = Omit<ScheduleReading, 'start' | 'end' | 'spans'>;

export const scheduleFact = defineFact<ScheduleValue>({
  key: 'schedule',
  step: 7,
  scope: 'anywhere',
  prompt: 'When should it run?',
  examples: ['from Dec 1 to Dec 31', 'Q1', 'for six weeks', 'ASAP', 'until the end of Q1'],
  read(message, ctx) {
    const reading = readSchedule(message.text, ctx.now, ctx.draft.schedule.timezone, {
      currentStart: ctx.draft.schedule.startDate,
    });
    if (!reading) return [];
    for (const span of reading.spans) message.claim(span.start, span.end);
    const { start: _s, end: _e, spans: _spans, ...value } = reading;
    return [{ key: 'schedule', op: 'set', value }];
  },
  apply(fact, { draft, now }) {
    const today = dateInTimezone(now, draft.schedule.timezone);
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
