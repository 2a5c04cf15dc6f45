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

  it.each(['over 21 days', '$18-34', 'Dec 15-30', '18-34%', 'ages 40-20', 'budget 25k'])(
    'finds no ages in "%s"',
    (text) => {
      expect(extractAges(text)).toEqual({});
    },
  );
});
