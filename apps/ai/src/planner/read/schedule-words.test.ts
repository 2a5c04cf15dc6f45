import { describe, expect, it } from 'vitest';
import { readSchedule, type ScheduleReading } from './schedule.ts';

// Tuesday 2026-11-24, noon UTC: the evaluation's "now".
const NOW = new Date('2026-11-24T12:00:00Z');
const read = (text: string) => readSchedule(text, NOW, 'UTC');
const dates = (r: ScheduleReading | null) => (r ? [r.startDate ?? null, r.endDate ?? null] : null);
type Case = [text: string, start: string | null, end: string | null];

describe('readSchedule: cue words', () => {
  it.each<Case>([
    ["don't start until Jan 5", '2027-01-05', null],
    ['wait until after Christmas', '2026-12-26', null],
    ['let us go live right after Thanksgiving', '2026-11-27', null],
    ['push the launch to Jan 12', '2027-01-12', null],
    ['move it to Jan 5', '2027-01-05', null],
    ['launch by Friday', '2026-11-27', null],
    ['we wanna launch b4 xmas', '2026-12-24', null],
    ['run ads before Christmas', null, '2026-12-24'],
    ["I'd like it to run the whole of Q1", '2027-01-01', '2027-03-31'],
    ['run it to Christmas', null, '2026-12-25'],
    ['start date to Jan 5', '2027-01-05', null],
    ['during Q2 and Q3', '2027-04-01', '2027-09-30'],
    ['a spring and summer push', '2027-03-01', '2027-08-31'],
    ['every weekend in December', '2026-12-01', null],
    ['the name is Q1 Push. Run it in Q2', '2027-04-01', '2027-06-30'],
    ['called Spring Fling, start March 1', '2027-03-01', null],
    ['a campaign named Winter Warmers starting Dec 1', '2026-12-01', null],
  ])('reads "%s" as %s to %s', (text, start, end) => {
    expect(dates(read(text))).toEqual([start, end]);
  });

  it('leaves a goal deadline ("by March") to the goals reader', () => {
    expect(read('500 signups by March')).toBeNull();
    expect(read('we need 500 signups by end of Q1')).toBeNull();
  });

  it('lets a date with a start word win over a named day without one', () => {
    expect(dates(read('Black Friday campaign, starting Nov 25'))).toEqual(['2026-11-25', null]);
  });
});

describe('readSchedule: not dates', () => {
  it.each([
    '25-40',
    'women 25-40 in the US, budget 20k',
    '28-day click',
    '7 day attribution',
    '4x',
    'target ROAS 4x',
    'top 10',
    '15-20k',
    'we may want TikTok',
    'May we add TikTok?',
    'we march on',
    'Sun Valley',
    'customer satisfaction',
    'sat down with the team',
    'Jan from marketing said hi',
    '24/7 support',
    'spend 1/2 the budget on Google',
    '2.5k a day',
    '3x a week',
    'weekly reports to anna@acme.com as PDF',
    'called "Summer Sizzle"',
    'headlines: "Fresh styles" "Shop spring"',
    'now, about the budget',
    'we now sell shoes',
    'sales fall off on weekends',
    'at 5pm',
    'I approve this recommendation',
    'we are on holiday',
    'tag it summer, promo',
    'description: our big summer push',
    'Name: Summer Sizzle; objective sales',
    'headlines: Shop spring, New arrivals',
    'last summer',
    "last year's Black Friday did great",
    'we launched last week',
    'yesterday',
    'drop the summer and promo tags',
    'remove the winter tag',
    '#summer #sale',
    'describe it as our Q4 retention push',
    'aiming for 2.5k downloads within 30 days',
    'the step and today’s date',
    'our 18th anniversary',
    'Dec',
  ])('finds no date in "%s"', (text) => {
    expect(read(text)).toBeNull();
  });

  it('reads "May" as the month after a word that takes a date', () => {
    expect(dates(read('we may want TikTok in May'))).toEqual(['2027-05-01', null]);
    expect(dates(read('May'))).toEqual(['2027-05-01', null]);
  });
});
