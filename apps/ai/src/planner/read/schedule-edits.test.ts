import { describe, expect, it } from 'vitest';
import { normaliseDates, readRunFromStart, readScheduleEdit } from './schedule-edits.ts';

describe('edits of the campaign’s dates', () => {
  it.each([
    ['actually push it back a week', 7],
    ['delay the start by 3 days', 3],
    ['move everything forward two weeks', -14],
    ['can we bump it out a month', 30],
    ['shift the dates a week earlier', -7],
  ])('"%s" moves both dates by %i days', (text, days) => {
    expect(readScheduleEdit(text)?.shiftDays).toBe(days);
  });

  it.each([
    'no end date, run it continuously',
    'keep it always on',
    'open-ended please',
    'run it until we stop it',
  ])('"%s" leaves the end open', (text) => {
    expect(readScheduleEdit(text)?.openEnded).toBe(true);
  });

  it.each(['push notifications about the sale', 'we move fast', 'end of the month'])(
    '"%s" edits nothing',
    (text) => {
      expect(readScheduleEdit(text)).toBeNull();
    },
  );
});

describe('dates the reader should not see as they are', () => {
  it('blanks a date being replaced', () => {
    expect(normaliseDates('it should end jan 31 not dec 31').trim()).toBe('it should end jan 31');
    expect(normaliseDates('start on the 15th not the 5th').trim()).toBe('start on the 15th');
  });

  it('spells out day-first dotted dates next to date words, never amounts', () => {
    expect(normaliseDates('from 1.12 to 24.12')).toMatch(/from 1 dec\s+to 24 dec/);
    expect(normaliseDates('budget 2.5k from monday')).toContain('2.5k');
    expect(normaliseDates('a 4.5 rating')).toBe('a 4.5 rating');
  });
});

describe('a run length from a stated start', () => {
  it.each([
    ['8 weeks from 1 feb', 8, 'week'],
    ['six weeks starting jan 5', 6, 'week'],
    ['30 days beginning on monday', 30, 'day'],
  ])('reads "%s"', (text, n, unit) => {
    expect(readRunFromStart(text)?.duration).toEqual({ count: n, unit });
  });
});
