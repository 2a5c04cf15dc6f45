import { describe, expect, it } from 'vitest';
import { extractDates } from './dates.ts';

// Monday 10 March 2025, noon UTC.
const NOW = new Date('2025-03-10T12:00:00Z');

describe('extractDates', () => {
  it.each([
    ['next Monday', { startDate: '2025-03-17' }],
    ['starting tomorrow', { startDate: '2025-03-11' }],
    // "next"/"this" before a unit still reach chrono (the hint that gates it is narrower than chrono).
    ['start next week', { startDate: '2025-03-17' }],
    ['launch this Friday', { startDate: '2025-03-14' }],
    ['from Dec 1 to Dec 31', { startDate: '2025-12-01', endDate: '2025-12-31' }],
    ['run it from 3/20 through 4/20', { startDate: '2025-03-20', endDate: '2025-04-20' }],
    ['for 30 days', { durationDays: 30 }],
    [
      'starting next Monday for 30 days',
      { startDate: '2025-03-17', endDate: '2025-04-15', durationDays: 30 },
    ],
    ['start April 1 for 4 weeks', { startDate: '2025-04-01', endDate: '2025-04-28', durationDays: 28 }],
    [
      'a 6-week campaign starting 2025-05-01',
      { startDate: '2025-05-01', endDate: '2025-06-11', durationDays: 42 },
    ],
    ['until June 30', { endDate: '2025-06-30' }],
    // A month already past this year means next year's.
    ['March 5', { startDate: '2026-03-05' }],
  ])('reads "%s"', (text, expected) => {
    expect(extractDates(text, NOW)).toEqual(expected);
  });

  it.each([
    'I approve this recommendation.',
    'Spring Sale for sales',
    'ages 25 to 54',
    '$25k budget',
    'launch now',
    'we sell 3 products',
  ])('finds no date in "%s"', (text) => {
    expect(extractDates(text, NOW)).toEqual({});
  });

  it('reads relative dates in the campaign time zone', () => {
    // 23:30 on Sunday in New York is already Monday in UTC: "tomorrow" is Monday there.
    const lateSunday = new Date('2025-03-10T03:30:00Z');
    expect(extractDates('starting tomorrow', lateSunday, 'America/New_York')).toEqual({
      startDate: '2025-03-10',
    });
    expect(extractDates('starting tomorrow', lateSunday, 'UTC')).toEqual({ startDate: '2025-03-11' });
  });
});
