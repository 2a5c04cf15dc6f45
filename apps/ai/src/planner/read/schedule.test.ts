import { describe, expect, it } from 'vitest';
import { readSchedule, type ScheduleReading } from './schedule.ts';

// Tuesday 2026-11-24, noon UTC: the evaluation's "now".
const NOW = new Date('2026-11-24T12:00:00Z');
const read = (text: string, opts?: { currentStart?: string }) => readSchedule(text, NOW, 'UTC', opts);
const dates = (r: ScheduleReading | null) => (r ? [r.startDate ?? null, r.endDate ?? null] : null);
type Case = [text: string, start: string | null, end: string | null];

describe('readSchedule: ranges', () => {
  it.each<Case>([
    ['from the 1st to the 15th of January', '2027-01-01', '2027-01-15'],
    ['Jan 1-15', '2027-01-01', '2027-01-15'],
    ['Dec 1 through Dec 31', '2026-12-01', '2026-12-31'],
    ['between March 3 and March 30', '2027-03-03', '2027-03-30'],
    ['1/10 - 2/10', '2027-01-10', '2027-02-10'],
    ['starting Monday until Christmas', '2026-11-30', '2026-12-25'],
    ['Dec 5th till the 20th', '2026-12-05', '2026-12-20'],
    ['Jan 15-Feb 15', '2027-01-15', '2027-02-15'],
    ['Dec 1st - Jan 15th', '2026-12-01', '2027-01-15'],
    ['12/1 to 12/31', '2026-12-01', '2026-12-31'],
    ['from 5 to 10 january', '2027-01-05', '2027-01-10'],
    ['Dec. 1 – Dec. 31', '2026-12-01', '2026-12-31'],
    ['December 1st to 31st', '2026-12-01', '2026-12-31'],
    ['Start date: 12/01/2026. End date: 01/31/2027', '2026-12-01', '2027-01-31'],
    ['start 12/1, budget 5k, end 12/31', '2026-12-01', '2026-12-31'],
    ['kick off on the 1st of December, wrap up by the 20th', '2026-12-01', '2026-12-20'],
    ['from mid-January until the end of February', '2027-01-15', '2027-02-28'],
    ['Can we do a spring campaign? Maybe March to May', '2027-03-01', '2027-05-31'],
    ['from Memorial Day to Labor Day', '2027-05-31', '2027-09-06'],
    ['run it from black friday through cyber monday', '2026-11-27', '2026-11-30'],
    [
      'We sell bread. Start Dec 1 and run through the end of January, budget 20 grand',
      '2026-12-01',
      '2027-01-31',
    ],
  ])('reads "%s" as %s to %s', (text, start, end) => {
    expect(dates(read(text))).toEqual([start, end]);
  });

  it('starts a range that is already running today, rather than a year from now', () => {
    expect(dates(read('Nov 1 - Dec 31'))).toEqual(['2026-11-24', '2026-12-31']);
  });

  it('lets a range run into the next year when its end comes before its start', () => {
    expect(dates(read('Dec 1 - Nov 30'))).toEqual(['2026-12-01', '2027-11-30']);
  });
});

describe('readSchedule: quarters and halves', () => {
  it.each<Case>([
    ['Q1', '2027-01-01', '2027-03-31'],
    ['in Q1', '2027-01-01', '2027-03-31'],
    ['We have 20k for Q1, Facebook and Instagram', '2027-01-01', '2027-03-31'],
    ['Q4', '2026-11-24', '2026-12-31'],
    ['this quarter', '2026-11-24', '2026-12-31'],
    ['next quarter', '2027-01-01', '2027-03-31'],
    ['until the end of Q1', null, '2027-03-31'],
    ['through the end of Q1', null, '2027-03-31'],
    ['until the end of the quarter', null, '2026-12-31'],
    ['through Q2 2027', null, '2027-06-30'],
    ['starting Q2', '2027-04-01', null],
    ['Q1 2027', '2027-01-01', '2027-03-31'],
    ["Q2 '27", '2027-04-01', '2027-06-30'],
    ['2027 Q3', '2027-07-01', '2027-09-30'],
    ['Q3', '2027-07-01', '2027-09-30'],
    ['first quarter of next year', '2027-01-01', '2027-03-31'],
    ['from Q1 through Q3', '2027-01-01', '2027-09-30'],
    ['Q1-Q2', '2027-01-01', '2027-06-30'],
    ['first half of next year', '2027-01-01', '2027-06-30'],
    ['H1 2027', '2027-01-01', '2027-06-30'],
    ['in H2', '2026-11-24', '2026-12-31'],
    ['rest of the year', '2026-11-24', '2026-12-31'],
  ])('reads "%s" as %s to %s', (text, start, end) => {
    expect(dates(read(text))).toEqual([start, end]);
  });

  it('names the quarter so the planner can say which one it read', () => {
    expect(read('Q1 goals')?.season).toBe('Q1');
    expect(read('next quarter')?.season).toBe('Q1');
    expect(read('first half of next year')?.season).toBe('H1');
  });

  it('does not read a bare H1 or "the quarter" as a period', () => {
    expect(read('make the H1 headline bigger')).toBeNull();
    expect(read('the quarter looks good')).toBeNull();
  });
});

describe('readSchedule: start words', () => {
  it.each<Case>([
    ['ASAP', '2026-11-24', null],
    ['right away', '2026-11-24', null],
    ['immediately', '2026-11-24', null],
    ['today', '2026-11-24', null],
    ['now', '2026-11-24', null],
    ["let's go now", '2026-11-24', null],
    ['as soon as possible please', '2026-11-24', null],
    ['tomorrow', '2026-11-25', null],
    ['next Monday', '2026-11-30', null],
    ['in two weeks', '2026-12-08', null],
    ['two weeks from now', '2026-12-08', null],
    ['a week from monday', '2026-12-07', null],
    ['3 days after Christmas', '2026-12-28', null],
    ['early January', '2027-01-01', null],
    ['mid-December', '2026-12-15', null],
    ['late January', '2027-01-21', null],
    ['the second half of January', '2027-01-16', null],
    ['second week of December', '2026-12-08', null],
    ['the 3rd of next month', '2026-12-03', null],
    ['mid next month', '2026-12-15', null],
    ['next week', '2026-11-30', null],
    ['next month', '2026-12-01', null],
    ['next year', '2027-01-01', null],
    ['launch in January', '2027-01-01', null],
    ['on the 3rd', '2026-12-03', null],
    ['launch 1st jan', '2027-01-01', null],
    ['2027-01-05', '2027-01-05', null],
    ['January 5, 2027', '2027-01-05', null],
    ['the week of Dec 7', '2026-12-07', null],
    ['end of the month', '2026-11-30', null],
    ['the following Monday', '2026-11-30', null],
    ['week after next', '2026-12-07', null],
    ['the Monday after next', '2026-12-07', null],
    ['around the 10th', '2026-12-10', null],
    ['start 30th', '2026-11-30', null],
    ['Tuesday the 1st', '2026-12-01', null],
    ['on Tuesday, the 1st', '2026-12-01', null],
    ['the beginning of next year', '2027-01-01', null],
    ['in a month', '2026-12-24', null],
    ['a month from today', '2026-12-24', null],
  ])('reads "%s" as a start of %s', (text, start, end) => {
    expect(dates(read(text))).toEqual([start, end]);
  });

  it('reads the first or last weeks of a month as a span', () => {
    expect(dates(read('the last two weeks of December'))).toEqual(['2026-12-18', '2026-12-31']);
    expect(dates(read('the first 2 weeks of January'))).toEqual(['2027-01-01', '2027-01-14']);
  });

  it('reads a month as all of it when the text asks for all of it', () => {
    expect(dates(read('all of January'))).toEqual(['2027-01-01', '2027-01-31']);
    expect(dates(read('for December'))).toEqual(['2026-12-01', '2026-12-31']);
    expect(dates(read('for next month'))).toEqual(['2026-12-01', '2026-12-31']);
  });
});

describe('readSchedule: ends', () => {
  it.each<Case>([
    ['until June 30', null, '2027-06-30'],
    ['ends Dec 31', null, '2026-12-31'],
    ['till Easter', null, '2027-03-28'],
    ['until the end of the month', null, '2026-11-30'],
    ['through 12/31', null, '2026-12-31'],
    ["'til the 20th", null, '2026-12-20'],
    ['ending the 20th of January', null, '2027-01-20'],
    ['until mid-December', null, '2026-12-15'],
    ['through March', null, '2027-03-31'],
    ['change the end date to Feb 28', null, '2027-02-28'],
    ['extend to March 15', null, '2027-03-15'],
    ['before Black Friday', null, '2026-11-26'],
    ['before the end of the year', null, '2026-12-31'],
    ['until EOM', null, '2026-11-30'],
    ['until EOQ', null, '2026-12-31'],
    ['through year-end', null, '2026-12-31'],
    ['until end of year', null, '2026-12-31'],
    ['til jan', null, '2027-01-31'],
    ['thru dec', null, '2026-12-31'],
    ['Start now and end on Dec 31', '2026-11-24', '2026-12-31'],
    ['I want to start ASAP, run till Christmas', '2026-11-24', '2026-12-25'],
  ])('reads "%s" as %s to %s', (text, start, end) => {
    expect(dates(read(text))).toEqual([start, end]);
  });

  it('places an end with no year after the draft start', () => {
    expect(dates(read('until Feb 15', { currentStart: '2027-03-01' }))).toEqual([null, '2028-02-15']);
    expect(dates(read('until Feb 15', { currentStart: '2026-12-01' }))).toEqual([null, '2027-02-15']);
  });
});

describe('readSchedule: past dates', () => {
  it('moves a month and day without a year to its next time', () => {
    expect(dates(read('Nov 20'))).toEqual(['2027-11-20', null]);
    expect(dates(read('from Nov 20'))).toEqual(['2027-11-20', null]);
  });

  it('drops a start that is past with its year given', () => {
    expect(read('from Jan 5 2025')).toBeNull();
    expect(dates(read('starting Jan 5 2025. Ends Dec 31'))).toEqual([null, '2026-12-31']);
  });

  it('starts a stated range with a past start today', () => {
    expect(dates(read('from Jan 5 2025 until Dec 31'))).toEqual(['2026-11-24', '2026-12-31']);
  });
});

describe('readSchedule: time zone', () => {
  // 2026-11-24 12:00 UTC is already Nov 25 at Kiritimati (UTC+14) and still Nov 24 in Los Angeles.
  it('counts from the campaign zone today', () => {
    expect(readSchedule('tomorrow', NOW, 'Pacific/Kiritimati')?.startDate).toBe('2026-11-26');
    expect(readSchedule('ASAP', NOW, 'Pacific/Kiritimati')?.startDate).toBe('2026-11-25');
    expect(readSchedule('tomorrow', NOW, 'America/Los_Angeles')?.startDate).toBe('2026-11-25');
  });

  it('moves a quarter that ends before the zone today to its next year', () => {
    const lastDay = new Date('2026-12-31T12:00:00Z');
    expect(readSchedule('Q4', lastDay, 'Pacific/Kiritimati')?.startDate).toBe('2027-10-01');
    expect(readSchedule('Q4', lastDay, 'America/Los_Angeles')?.startDate).toBe('2026-12-31');
  });

  it('falls back to UTC for an unknown zone', () => {
    expect(readSchedule('tomorrow', NOW, 'Mars/Olympus')?.startDate).toBe('2026-11-25');
  });
});

describe('readSchedule: claimed text', () => {
  it('spans every date word it read', () => {
    const text = 'Budget 20k. Start Dec 1, end Jan 31. Women 25-40.';
    const r = read(text);
    expect(text.slice(r?.start, r?.end)).toBe('Dec 1, end Jan 31');
    expect(r?.spans.map((s) => text.slice(s.start, s.end))).toEqual(['Dec 1', 'Jan 31']);
  });

  it('includes the run length and a modifier in the span', () => {
    const text = 'launch Jan 5 for 4 weeks, until the end of Q1 at most';
    const r = read(text);
    expect(r?.spans.map((s) => text.slice(s.start, s.end))).toEqual([
      'Jan 5',
      'for 4 weeks',
      'the end of Q1',
    ]);
  });

  it('reads nothing inside quotes', () => {
    const text = 'call it "Black Friday Blitz", start Dec 1';
    expect(read(text)).toMatchObject({
      startDate: '2026-12-01',
      spans: [{ start: text.indexOf('Dec 1'), end: text.length }],
    });
    expect(read(text)?.season).toBeUndefined();
  });
});
