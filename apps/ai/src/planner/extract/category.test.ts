import { describe, expect, it } from 'vitest';
import { extractCategory, findCategory } from './category.ts';

describe('extractCategory', () => {
  it.each([
    ['a cannabis dispensary', 'cannabis'],
    ['medical marijuana', 'cannabis'],
    ['CBD oil', 'cbd'],
    ['hemp gummies', 'cbd'],
    ['adult entertainment site', 'adult'],
    ['online casino', 'gambling'],
    ['sports betting app', 'gambling'],
    ['a crypto exchange', 'crypto'],
    ['Bitcoin wallet', 'crypto'],
    ['forex broker', 'forex'],
    ['FX trading platform', 'forex'],
  ])('reads "%s" as %s', (text, category) => {
    expect(extractCategory(text)).toBe(category);
  });

  it.each(['young adults in the city', 'For use only by adults 21 and older.', 'a shoe store'])(
    'finds no category in "%s"',
    (text) => {
      expect(extractCategory(text)).toBeNull();
    },
  );

  it('reads a bare "adult" only when the planner asked for the category', () => {
    expect(extractCategory('adult')).toBeNull();
    expect(extractCategory('adult', { loose: true })).toBe('adult');
  });
});

describe('category vocabulary', () => {
  it.each([
    ['adult cam site', 'adult'],
    ['webcam models, 18+', 'adult'],
    ['a bookmaker for horse racing', 'gambling'],
    ['roulette and blackjack tables', 'gambling'],
    ['spread betting platform', 'forex'],
    ['CFD broker', 'forex'],
    ['cannabis edibles', 'cannabis'],
    ['an altcoin launchpad', 'crypto'],
  ])('reads "%s" as %s', (text, category) => {
    expect(extractCategory(text)).toBe(category);
  });

  it('says where the category word is', () => {
    expect(findCategory('we sell hemp balms')).toEqual({ category: 'cbd', start: 8, end: 12 });
  });
});
