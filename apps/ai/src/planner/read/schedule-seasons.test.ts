import { describe, expect, it } from 'vitest';
import { readSchedule } from './schedule.ts';

// Tuesday 2026-11-24, noon UTC: fall is running, winter has not started.
const NOW = new Date('2026-11-24T12:00:00Z');
const read = (text: string) => readSchedule(text, NOW, 'UTC');
const seasonOf = (text: string) => {
  const r = read(text);
  return r ? [r.season ?? null, r.startDate ?? null, r.endDate ?? null] : null;
};
type Case = [text: string, season: string, start: string | null, end: string | null];

describe('readSchedule: seasons (meteorological, northern hemisphere)', () => {
  it.each<Case>([
    ['spring', 'spring', '2027-03-01', '2027-05-31'],
    ['spring sale', 'spring', '2027-03-01', '2027-05-31'],
    ['next spring', 'spring', '2027-03-01', '2027-05-31'],
    ['this summer', 'summer', '2027-06-01', '2027-08-31'],
    ['all summer', 'summer', '2027-06-01', '2027-08-31'],
    ['summer 2027', 'summer', '2027-06-01', '2027-08-31'],
    ['this winter', 'winter', '2026-12-01', '2027-02-28'],
    ['next winter', 'winter', '2026-12-01', '2027-02-28'],
    ['winter 2027', 'winter', '2027-12-01', '2028-02-29'],
    ['this fall', 'fall', '2026-11-24', '2026-11-30'],
    ['this autumn', 'fall', '2026-11-24', '2026-11-30'],
    ['fall campaign', 'fall', '2026-11-24', '2026-11-30'],
    ['next fall', 'fall', '2027-09-01', '2027-11-30'],
    ['until spring', 'spring', null, '2027-05-31'],
    ['through the summer', 'summer', null, '2027-08-31'],
  ])('reads "%s" as %s, %s to %s', (text, season, start, end) => {
    expect(seasonOf(text)).toEqual([season, start, end]);
  });

  it('does not read "fall" as a verb', () => {
    expect(read('sales fall off on weekends')).toBeNull();
    expect(read("don't let the CPA fall below target")).toBeNull();
  });
});

describe('readSchedule: holidays (US retail calendar)', () => {
  it.each<Case>([
    ['Black Friday', 'black friday', '2026-11-27', null],
    ['for Black Friday', 'black friday', '2026-11-27', null],
    ['Cyber Monday', 'cyber monday', '2026-11-30', null],
    ['BFCM campaign', 'bfcm', '2026-11-27', '2026-11-30'],
    ['Black Friday/Cyber Monday push', 'bfcm', '2026-11-27', '2026-11-30'],
    ['for Christmas', 'christmas', '2026-12-25', null],
    ['Christmas 2027', 'christmas', '2027-12-25', null],
    ['after Christmas', 'christmas', '2026-12-26', null],
    ['till Easter', 'easter', null, '2027-03-28'],
    ['Easter 2028', 'easter', '2028-04-16', null],
    ["Mother's Day promo", "mother's day", '2027-05-09', null],
    ["Valentine's Day", "valentine's day", '2027-02-14', null],
    ['4th of July', 'independence day', '2027-07-04', null],
    ['Halloween', 'halloween', '2027-10-31', null],
    ["St. Patrick's Day", "st patrick's day", '2027-03-17', null],
    ['Thanksgiving', 'thanksgiving', '2026-11-26', null],
    ['in the new year', "new year's day", '2027-01-01', null],
    // NRF's holiday season, Nov 1 - Dec 31; it is running, so it starts today.
    ['for the holidays', 'holidays', '2026-11-24', '2026-12-31'],
    ['holiday season', 'holidays', '2026-11-24', '2026-12-31'],
    ['over the holidays', 'holidays', '2026-11-24', '2026-12-31'],
    ['back to school', 'back to school', '2027-08-01', '2027-09-15'],
    ['back-to-school sale', 'back to school', '2027-08-01', '2027-09-15'],
  ])('reads "%s" as %s, %s to %s', (text, season, start, end) => {
    expect(seasonOf(text)).toEqual([season, start, end]);
  });

  it('keeps the explicit dates and the holiday name together', () => {
    expect(seasonOf('Dec 15 - Jan 5 for the holiday push')).toEqual(['holidays', '2026-12-15', '2027-01-05']);
  });

  it('moves a holiday that has passed this year to next year', () => {
    const afterChristmas = new Date('2026-12-27T12:00:00Z');
    expect(readSchedule('Christmas', afterChristmas, 'UTC')?.startDate).toBe('2027-12-25');
    expect(readSchedule('Black Friday', afterChristmas, 'UTC')?.startDate).toBe('2027-11-26');
  });

  it('does not read a day off as the holiday season', () => {
    expect(read('our team is on holiday next week')?.season).toBeUndefined();
    expect(read('closed on public holidays')).toBeNull();
  });
});
