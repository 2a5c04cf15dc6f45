import { describe, expect, it } from 'vitest';
import { findDurations } from './durations.ts';
import { readSchedule } from './schedule.ts';

const NOW = new Date('2026-11-24T12:00:00Z');
const first = (text: string) => {
  const d = findDurations(text)[0];
  return d ? [d.count, d.unit] : null;
};

describe('findDurations', () => {
  it.each([
    ['for six weeks', 6, 'week'],
    ['for 3 months', 3, 'month'],
    ['a 10-day burst', 10, 'day'],
    ['run it 2 weeks', 2, 'week'],
    ['over the next 30 days', 30, 'day'],
    ['for a month', 1, 'month'],
    ['a fortnight', 2, 'week'],
    ['for a fortnight', 2, 'week'],
    ['$5k per month for 3 months', 3, 'month'],
    ['a 6-week flight', 6, 'week'],
    ['two week campaign', 2, 'week'],
    ['lasting 45 days', 45, 'day'],
    ['keep it running for a couple of weeks', 2, 'week'],
    ['for a year', 12, 'month'],
    ['3 weeks long', 3, 'week'],
    ['6 weeks', 6, 'week'],
    ['about a month', 1, 'month'],
    ["let's do 3 months", 3, 'month'],
  ] as const)('reads "%s" as %i %s', (text, count, unit) => {
    expect(first(text)).toEqual([count, unit]);
  });

  it.each([
    '28-day click',
    '7 day attribution',
    'a 7-day attribution window',
    'a 30-day free trial',
    '30 day returns',
    'in two weeks',
    'two weeks from now',
    'for 6-8 weeks',
    'in the last 2 weeks we sold more',
    'for 1000 years',
    '2.5k a day',
  ])('reads no run length in "%s"', (text) => {
    expect(findDurations(text)).toEqual([]);
  });

  it('marks "the next N days" as counted from today', () => {
    expect(findDurations('over the next 30 days')[0]?.fromToday).toBe(true);
    expect(findDurations('for 30 days')[0]?.fromToday).toBe(false);
  });
});

describe('readSchedule with a run length', () => {
  it('gives the duration alone when the text has no start', () => {
    const r = readSchedule('for six weeks', NOW, 'UTC', { currentStart: '2027-01-05' });
    expect(r).toMatchObject({ duration: { count: 6, unit: 'week' } });
    expect(r?.startDate).toBeUndefined();
    expect(r?.endDate).toBeUndefined();
  });

  it('ends a run that has a start', () => {
    expect(readSchedule('starting Jan 5 for 4 weeks', NOW)).toMatchObject({
      startDate: '2027-01-05',
      endDate: '2027-02-01',
      duration: { count: 4, unit: 'week' },
    });
    expect(
      readSchedule('Launch next Monday and run it for 6 weeks. Budget $5k per month.', NOW),
    ).toMatchObject({
      startDate: '2026-11-30',
      endDate: '2027-01-10',
    });
  });

  it('starts "the next 30 days" today', () => {
    expect(readSchedule('run it over the next 30 days', NOW)).toMatchObject({
      startDate: '2026-11-24',
      endDate: '2026-12-23',
    });
  });

  it('starts a run back from its stated end', () => {
    expect(readSchedule('run for 2 weeks ending Dec 31', NOW)).toMatchObject({
      startDate: '2026-12-18',
      endDate: '2026-12-31',
    });
  });

  it('keeps an explicit end over the run length', () => {
    expect(readSchedule('from Dec 1 to Dec 20, about 3 weeks', NOW)).toMatchObject({
      startDate: '2026-12-01',
      endDate: '2026-12-20',
    });
  });

  it('does not read a run length as a date', () => {
    expect(readSchedule('$50 a day for 30 days', NOW)).toMatchObject({
      duration: { count: 30, unit: 'day' },
    });
    expect(readSchedule('$50 a day for 30 days', NOW)?.startDate).toBeUndefined();
  });
});
