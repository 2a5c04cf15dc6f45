import { describe, expect, it } from 'vitest';
import { endAfter as exported } from './schedule.ts';
import { easter, endAfter, placeLabel, startBefore, windowOf } from './schedule-calendar.ts';

describe('endAfter', () => {
  it('is exported by the schedule reader', () => {
    expect(exported).toBe(endAfter);
  });

  it.each([
    ['2026-11-24', 1, 'day', '2026-11-24'],
    ['2026-11-24', 30, 'day', '2026-12-23'],
    ['2026-11-24', 6, 'week', '2027-01-04'],
    ['2027-01-05', 4, 'week', '2027-02-01'],
    ['2026-11-24', 3, 'month', '2027-02-23'],
    ['2026-12-01', 1, 'month', '2026-12-31'],
    ['2027-01-31', 1, 'month', '2027-02-28'],
    ['2028-01-31', 1, 'month', '2028-02-29'],
    ['2027-01-29', 1, 'month', '2027-02-28'],
    ['2027-01-28', 1, 'month', '2027-02-27'],
    ['2026-11-24', 12, 'month', '2027-11-23'],
  ] as const)('%s + %i %s ends %s', (start, count, unit, end) => {
    expect(endAfter(start, { count, unit })).toBe(end);
  });

  it('has startBefore as its inverse for days, weeks and whole months', () => {
    expect(startBefore('2027-02-01', { count: 4, unit: 'week' })).toBe('2027-01-05');
    expect(startBefore('2026-12-31', { count: 1, unit: 'month' })).toBe('2026-12-01');
    expect(startBefore('2027-02-23', { count: 3, unit: 'month' })).toBe('2026-11-24');
  });
});

describe('calendar windows', () => {
  it('computes Western Easter', () => {
    expect([2026, 2027, 2028, 2030].map(easter)).toEqual([
      '2026-04-05',
      '2027-03-28',
      '2028-04-16',
      '2030-04-21',
    ]);
  });

  it('gives quarters, halves and seasons their whole span', () => {
    expect(windowOf('Q1', 2027)).toEqual({ from: '2027-01-01', to: '2027-03-31' });
    expect(windowOf('Q2', 2027)).toEqual({ from: '2027-04-01', to: '2027-06-30' });
    expect(windowOf('H2', 2027)).toEqual({ from: '2027-07-01', to: '2027-12-31' });
    expect(windowOf('winter', 2027)).toEqual({ from: '2027-12-01', to: '2028-02-29' });
    expect(windowOf('black friday', 2027)).toEqual({ from: '2027-11-26', to: '2027-11-26' });
    expect(windowOf('nonsense', 2027)).toBeNull();
  });

  it('picks the running window for "this" and the one after it for "next"', () => {
    expect(placeLabel('winter', '2027-01-15', 'this')).toEqual({ from: '2026-12-01', to: '2027-02-28' });
    expect(placeLabel('winter', '2027-01-15', 'next')).toEqual({ from: '2027-12-01', to: '2028-02-29' });
    expect(placeLabel('Q1', '2026-11-24', 'next')).toEqual({ from: '2027-01-01', to: '2027-03-31' });
  });
});
