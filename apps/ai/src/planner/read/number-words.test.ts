import { describe, expect, it } from 'vitest';
import { findNumberWords, NUMBER_WORD, parseNumberWords } from './number-words.ts';

describe('parseNumberWords', () => {
  it.each([
    ['seven', 7],
    ['fifteen', 15],
    ['twenty five', 25],
    ['twenty-five', 25],
    ['fourty', 40],
    ['a hundred', 100],
    ['two hundred and five', 205],
    ['twenty-five hundred', 2500],
    ['nineteen hundred ninety-nine', 1999],
    ['twenty five thousand', 25_000],
    ['ten thousand', 10_000],
    ['three hundred and fifty thousand', 350_000],
    ['one hundred and twenty thousand', 120_000],
    ['a million', 1_000_000],
    ['half a million', 500_000],
    ['a half million', 500_000],
    ['one and a half million', 1_500_000],
    ['a million and a half', 1_500_000],
    ['two and a half thousand', 2500],
    ['a quarter million', 250_000],
    ['three quarters of a million', 750_000],
    ['two point five million', 2_500_000],
    ['a couple of thousand', 2000],
    ['five thousand million', 5_000_000_000],
  ])('reads "%s" as %d', (phrase, value) => {
    expect(parseNumberWords(phrase)).toBe(value);
  });

  it.each([
    '',
    'a',
    'and',
    'hundred',
    'thousand',
    'half',
    'twenty twenty',
    'five twenty',
    'one two',
    'the budget',
  ])('refuses "%s"', (phrase) => {
    expect(parseNumberWords(phrase)).toBeNull();
  });

  it('reads "grand" as a thousand only when asked', () => {
    expect(parseNumberWords('twenty grand')).toBeNull();
    expect(parseNumberWords('twenty grand', { grand: true })).toBe(20_000);
    expect(parseNumberWords('a hundred grand', { grand: true })).toBe(100_000);
    expect(parseNumberWords('a grand', { grand: true })).toBe(1000);
  });
});

describe('findNumberWords', () => {
  it('finds each run with its span and largest scale', () => {
    const text = 'we have twenty-five thousand dollars and one platform';
    expect(findNumberWords(text)).toEqual([
      { value: 25_000, start: 8, end: 28, scale: 1000 },
      { value: 1, start: 41, end: 44, scale: 1 },
    ]);
  });

  it('keeps "between fifteen and twenty thousand" as two numbers, not 35,000', () => {
    expect(findNumberWords('between fifteen and twenty thousand').map((w) => w.value)).toEqual([15, 20_000]);
  });

  it('ignores words that are only names of object properties', () => {
    expect(findNumberWords('the constructor toString of a hasOwnProperty')).toEqual([]);
  });

  it('does not join words across punctuation', () => {
    expect(findNumberWords('five, six').map((w) => w.value)).toEqual([5, 6]);
  });

  it('ignores a lone "a" or "and" and words glued to other letters', () => {
    expect(findNumberWords('a day and a night')).toEqual([]);
    expect(findNumberWords('someone tenfold')).toEqual([]);
  });

  it('reads "a grand" only with the grand option', () => {
    expect(findNumberWords('a grand a day')).toEqual([]);
    expect(findNumberWords('a grand a day', { grand: true })).toEqual([
      { value: 1000, start: 0, end: 7, scale: 1000 },
    ]);
  });
});

describe('NUMBER_WORD', () => {
  it('spots a number word and nothing else', () => {
    expect(NUMBER_WORD.test('about fifteen hundred')).toBe(true);
    expect(NUMBER_WORD.test('Twenty grand')).toBe(true);
    expect(NUMBER_WORD.test('someone often attends')).toBe(false);
  });
});
