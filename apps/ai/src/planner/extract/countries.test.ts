import { describe, expect, it } from 'vitest';
import { countryName, extractCountries } from './countries.ts';

const included = (text: string, codes = false) => extractCountries(text, { codes }).include;

describe('extractCountries', () => {
  it.each([
    ['Target the United States and Canada', ['US', 'CA']],
    ['US, UK and Germany', ['US', 'GB', 'DE']],
    ['USA', ['US']],
    ['the U.S. only', ['US']],
    ['in the uk', ['GB']],
    ['Great Britain and the Netherlands', ['GB', 'NL']],
    ['Côte d’Ivoire', ['CI']],
    ['South Korea and Japan', ['KR', 'JP']],
    ['Papua New Guinea', ['PG']],
    ['Turkey', ['TR']],
    ['target india and brazil', ['IN', 'BR']],
    ['DACH', ['DE', 'AT', 'CH']],
  ])('reads "%s"', (text, codes) => {
    expect(included(text)).toEqual(codes);
  });

  it.each([
    'tell us more',
    'send it to us in the morning',
    'a turkey sandwich',
    'my guinea pig',
    'New Mexico and New Jersey',
    'in a minute',
  ])('finds no country in "%s"', (text) => {
    expect(included(text)).toEqual([]);
  });

  it('needs capitals for country names that are ordinary words', () => {
    expect(included('we sell china and turkey')).toEqual([]);
    expect(included('we sell in China and Turkey')).toEqual(['CN', 'TR']);
  });

  it('reads bare ISO codes only when asked, and never look-alike words', () => {
    expect(included('US, CA, DE')).toEqual(['US']);
    expect(included('US, CA, DE', true)).toEqual(['US', 'CA', 'DE']);
    expect(included('IT and ES', true)).toEqual(['ES']);
    expect(included('OK GO', true)).toEqual([]);
  });

  it('splits excluded countries from included ones', () => {
    expect(extractCountries('drop Germany and France, add Spain')).toEqual({
      include: ['ES'],
      exclude: ['DE', 'FR'],
    });
    // A named group minus a member.
    expect(extractCountries('Benelux but not Belgium')).toEqual({ include: ['NL', 'LU'], exclude: ['BE'] });
  });

  it('shows short plain names', () => {
    expect(['US', 'GB', 'TZ', 'DE'].map(countryName)).toEqual([
      'United States',
      'United Kingdom',
      'Tanzania',
      'Germany',
    ]);
  });
});
