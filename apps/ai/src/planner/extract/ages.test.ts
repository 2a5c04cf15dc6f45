import { describe, expect, it } from 'vitest';
import { extractAges } from './ages.ts';

describe('extractAges', () => {
  it.each([
    ['18-34', { ageMin: 18, ageMax: 34 }],
    ['ages 25 to 54', { ageMin: 25, ageMax: 54 }],
    ['aged 18 to 24', { ageMin: 18, ageMax: 24 }],
    ['25-54 year olds', { ageMin: 25, ageMax: 54 }],
    ['between 30 and 45', { ageMin: 30, ageMax: 45 }],
    ['21+', { ageMin: 21 }],
    ['over 21', { ageMin: 21 }],
    ['people 21 and over', { ageMin: 21 }],
    // "Under 35" excludes 35.
    ['under 35', { ageMax: 34 }],
    ['up to 35', { ageMax: 35 }],
    ['21+ and under 40', { ageMin: 21, ageMax: 39 }],
    // "65" means 65 and over in the draft.
    ['women 25-54+', { ageMin: 25, ageMax: 65 }],
  ])('reads "%s"', (text, expected) => {
    expect(extractAges(text)).toEqual(expected);
  });

  it.each([
    // Numbers in words.
    ['thirty five to fifty five year olds', { ageMin: 35, ageMax: 55 }],
    ['ladies between twenty and forty', { ageMin: 20, ageMax: 40 }],
    ['anyone over forty', { ageMin: 40 }],
    ['aged twenty-one plus', { ageMin: 21 }],
    ['55 plus', { ageMin: 55 }],
    ['30 and above', { ageMin: 30 }],
    ['45 or younger', { ageMax: 45 }],
    ['minimum age 21', { ageMin: 21 }],
    // Who is left out sets the other bound.
    ['nobody older than forty five', { ageMax: 45 }],
    ['no one over 60 please', { ageMax: 60 }],
    ['no users under 21', { ageMin: 21 }],
    ['not younger than 30', { ageMin: 30 }],
    ["don't show it to anyone under 25", { ageMin: 25 }],
    ['exclude the over-55s', { ageMax: 55 }],
    ['30 and up but nobody above 50', { ageMin: 30, ageMax: 50 }],
    // Decades.
    ['twenty-somethings', { ageMin: 20, ageMax: 29 }],
    ['thirtysomethings', { ageMin: 30, ageMax: 39 }],
    ['people in their 40s', { ageMin: 40, ageMax: 49 }],
    ['late thirties', { ageMin: 35, ageMax: 39 }],
    ['early 20s', { ageMin: 20, ageMax: 24 }],
  ])('reads "%s"', (text, expected) => {
    expect(extractAges(text)).toEqual(expected);
  });

  it.each([
    ['correction: 30 to 45', { ageMin: 30, ageMax: 45 }],
    ['actually make it 35 to 50', { ageMin: 35, ageMax: 50 }],
    ['sorry, 21 through 30', { ageMin: 21, ageMax: 30 }],
  ])('reads a bare range after a lead-in where ages were asked: "%s"', (text, expected) => {
    expect(extractAges(text, { bare: true })).toEqual(expected);
  });

  it.each([
    'over fifty percent of sales',
    'a 30s video',
    'sixty days',
    'over thirty days',
    'max cpc 40 cents',
    'correction: 30 to 45 days',
  ])('finds no ages in "%s" (words)', (text) => {
    expect(extractAges(text, { bare: true })).toEqual({});
  });

  it.each(['over 21 days', '$18-34', 'Dec 15-30', '18-34%', 'ages 40-20', 'budget 25k'])(
    'finds no ages in "%s"',
    (text) => {
      expect(extractAges(text)).toEqual({});
    },
  );
});
