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

  it.each([
    ['Aus & NZ', ['AU', 'NZ']],
    ['AUS and N.Z.', ['AU', 'NZ']],
    ['nz only', ['NZ']],
    ['KSA and the UAE', ['SA', 'AE']],
  ])('reads short forms: "%s"', (text, codes) => {
    expect(included(text)).toEqual(codes);
  });

  it('reads lower-case "aus" only where countries were asked for', () => {
    expect(included('aus and nz', true)).toEqual(['AU', 'NZ']);
    expect(included('aus and nz')).toEqual(['NZ']);
  });

  it.each([
    ['austrailia', true, ['AU']],
    ['Germnay', true, ['DE']],
    ['target swizterland and austria', false, ['CH', 'AT']],
    ['ship to netherlnds', false, ['NL']],
    ['countries: untied kingdom, irelnad', false, ['GB', 'IE']],
    ['France and portgual', false, ['FR', 'PT']],
    ['scandanavia', true, ['SE', 'NO', 'DK']],
  ])('reads a name one edit off where the message is about places: "%s"', (text, asked, codes) => {
    expect(included(text, asked)).toEqual(codes);
  });

  it.each([
    ['we sell to hungry students', true],
    ['trance and techno fans', true],
    ['germnay', false],
    ['our brand is called portgual', false],
  ])('reads no misspelt country in "%s"', (text, asked) => {
    expect(included(text, asked)).toEqual([]);
  });
});
