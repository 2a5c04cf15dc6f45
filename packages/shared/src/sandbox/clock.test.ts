import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayFraction,
  daysBetween,
  nextDate,
  resolveTimeZone,
  zonedDate,
  zonedDayEnd,
  zonedDayStart,
} from './clock.ts';

const HOUR = 3_600_000;
const hoursOf = (date: string, zone: string) =>
  (zonedDayEnd(date, zone).getTime() - zonedDayStart(date, zone).getTime()) / HOUR;

describe('zonedDate', () => {
  it('reads the local calendar day of an instant', () => {
    const instant = new Date('2025-03-10T02:30:00Z');
    expect(zonedDate(instant, 'UTC')).toBe('2025-03-10');
    expect(zonedDate(instant, 'America/New_York')).toBe('2025-03-09');
    expect(zonedDate(instant, 'Asia/Tokyo')).toBe('2025-03-10');
  });

  it('falls back to UTC for an unknown zone', () => {
    expect(zonedDate(new Date('2025-03-10T23:30:00Z'), 'Mars/Olympus')).toBe('2025-03-10');
    expect(resolveTimeZone('Mars/Olympus')).toBe('UTC');
    expect(resolveTimeZone('Europe/Berlin')).toBe('Europe/Berlin');
  });
});

describe('zonedDayStart', () => {
  it('is local midnight as a UTC instant', () => {
    expect(zonedDayStart('2025-01-15', 'UTC').toISOString()).toBe('2025-01-15T00:00:00.000Z');
    expect(zonedDayStart('2025-01-15', 'America/New_York').toISOString()).toBe('2025-01-15T05:00:00.000Z');
    expect(zonedDayStart('2025-07-15', 'America/New_York').toISOString()).toBe('2025-07-15T04:00:00.000Z');
    expect(zonedDayStart('2025-01-15', 'Asia/Kolkata').toISOString()).toBe('2025-01-14T18:30:00.000Z');
    expect(zonedDayStart('2025-01-15', 'Pacific/Kiritimati').toISOString()).toBe('2025-01-14T10:00:00.000Z');
  });

  it('makes DST days 23 and 25 hours long', () => {
    expect(hoursOf('2025-03-09', 'America/New_York')).toBe(23);
    expect(hoursOf('2025-11-02', 'America/New_York')).toBe(25);
    expect(hoursOf('2025-03-30', 'Europe/London')).toBe(23);
    expect(hoursOf('2025-10-05', 'Australia/Sydney')).toBe(23);
    expect(hoursOf('2025-04-06', 'Australia/Sydney')).toBe(25);
    expect(hoursOf('2025-06-01', 'Europe/London')).toBe(24);
  });

  it('starts at 01:00 where the clocks skip midnight (Santiago, spring 2024)', () => {
    // Chile moved from -04 to -03 at 24:00 on 7 September 2024: 8 September began at 01:00 local.
    const start = zonedDayStart('2024-09-08', 'America/Santiago');
    expect(start.toISOString()).toBe('2024-09-08T04:00:00.000Z');
    expect(zonedDate(new Date(start.getTime() - 1), 'America/Santiago')).toBe('2024-09-07');
    expect(hoursOf('2024-09-08', 'America/Santiago')).toBe(23);
    expect(hoursOf('2024-09-07', 'America/Santiago')).toBe(24);
  });

  it('is the first instant of its day in any zone, on any date', () => {
    const zones = [
      'UTC',
      'America/New_York',
      'America/Los_Angeles',
      'America/Sao_Paulo',
      'America/Santiago',
      'Europe/London',
      'Europe/Berlin',
      'Asia/Kolkata',
      'Asia/Kathmandu',
      'Australia/Sydney',
      'Australia/Lord_Howe',
      'Pacific/Chatham',
    ];
    const dates = fc
      .integer({ min: 0, max: 365 * 12 })
      .map((n) => new Date(Date.UTC(2015, 0, 1) + n * 86_400_000).toISOString().slice(0, 10));
    fc.assert(
      fc.property(fc.constantFrom(...zones), dates, (zone, date) => {
        const start = zonedDayStart(date, zone).getTime();
        expect(zonedDate(new Date(start), zone)).toBe(date);
        expect(zonedDate(new Date(start - 1000), zone)).toBe(addDays(date, -1));
        expect([23, 23.5, 24, 24.5, 25]).toContain(hoursOf(date, zone));
      }),
      { numRuns: 400 },
    );
  });
});

describe('calendar helpers', () => {
  it('step over month and year ends and count days', () => {
    expect(nextDate('2024-02-28')).toBe('2024-02-29');
    expect(nextDate('2024-12-31')).toBe('2025-01-01');
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
    expect(daysBetween('2025-01-01', '2025-01-31')).toBe(30);
    expect(daysBetween('2025-01-31', '2025-01-01')).toBe(-30);
  });

  it('gives the fraction of a local day that has passed, DST included', () => {
    expect(dayFraction(new Date('2025-01-15T12:00:00Z'), 'UTC')).toBe(0.5);
    // 2025-03-09 in New York has 23 hours; local noon is 11 hours after midnight (05:00Z).
    expect(dayFraction(new Date('2025-03-09T16:00:00Z'), 'America/New_York')).toBeCloseTo(11 / 23, 10);
  });
});
