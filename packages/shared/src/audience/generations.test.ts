import { describe, expect, it } from 'vitest';
import { AGE_MAX } from '../campaign/draft-factory.ts';
import { findGeneration, GENERATIONS, generationAges } from './generations.ts';

describe('GENERATIONS', () => {
  it('uses consecutive birth years with no gaps or overlaps', () => {
    const byAge = [...GENERATIONS].sort((a, b) => a.bornFrom - b.bornFrom);
    for (let i = 1; i < byAge.length; i++) {
      const previous = byAge[i - 1];
      expect(previous?.bornTo).toBe((byAge[i]?.bornFrom ?? 0) - 1);
    }
    expect(findGeneration('Gen Z')).toMatchObject({ bornFrom: 1997, bornTo: 2012 });
    expect(findGeneration('Millennials')).toMatchObject({ bornFrom: 1981, bornTo: 1996 });
    expect(findGeneration('Gen X')).toMatchObject({ bornFrom: 1965, bornTo: 1980 });
    expect(findGeneration('Baby Boomers')).toMatchObject({ bornFrom: 1946, bornTo: 1964 });
    expect(findGeneration('Gen Alpha')).toMatchObject({ bornFrom: 2013, targetable: false });
  });
});

describe('generationAges', () => {
  it('gives the 2026 age ranges, adults only and 65 meaning 65+', () => {
    expect(generationAges('gen-z', 2026)).toEqual({ ageMin: 18, ageMax: 29 });
    expect(generationAges('millennials', 2026)).toEqual({ ageMin: 30, ageMax: 45 });
    expect(generationAges('gen-x', 2026)).toEqual({ ageMin: 46, ageMax: 61 });
    expect(generationAges('boomers', 2026)).toEqual({ ageMin: 62, ageMax: AGE_MAX });
  });

  it('moves with the year', () => {
    expect(generationAges('gen-z', 2030)).toEqual({ ageMin: 18, ageMax: 33 });
    expect(generationAges('millennials', 2020)).toEqual({ ageMin: 24, ageMax: 39 });
    // Once every boomer is past 65 the range is "65+" alone.
    expect(generationAges('boomers', 2040)).toEqual({ ageMin: 65, ageMax: 65 });
  });

  it('never targets minors: Gen Alpha never, Gen Z not before its first members turn 18', () => {
    expect(generationAges('gen-alpha', 2026)).toBeUndefined();
    expect(generationAges('gen-alpha', 2040)).toBeUndefined();
    expect(generationAges('gen-z', 2014)).toBeUndefined();
    expect(generationAges('gen-z', 2015)).toEqual({ ageMin: 18, ageMax: 18 });
  });

  it('gives nothing for an unknown id', () => {
    expect(generationAges('gen-q', 2026)).toBeUndefined();
  });
});

describe('findGeneration', () => {
  it('finds generations by the names people use', () => {
    const id = (text: string) => findGeneration(text)?.id;
    for (const text of ['gen z', 'Gen Z', 'genz', 'Gen-Z', 'GenZ', 'zoomers', 'Generation Z'])
      expect(id(text), text).toBe('gen-z');
    for (const text of ['millennials', 'Millennials', 'millennial', 'millenials', 'gen y', 'Gen-Y'])
      expect(id(text), text).toBe('millennials');
    for (const text of ['gen x', 'Gen X', 'genx', 'Generation X']) expect(id(text), text).toBe('gen-x');
    for (const text of ['boomers', 'baby boomers', 'Baby Boomers', 'the boomers'])
      expect(id(text), text).toBe('boomers');
    expect(id('Gen Alpha')).toBe('gen-alpha');
  });

  it('finds nothing for other words', () => {
    expect(findGeneration('gen')).toBeUndefined();
    expect(findGeneration('x')).toBeUndefined();
    expect(findGeneration('')).toBeUndefined();
    expect(findGeneration('parents')).toBeUndefined();
  });
});
