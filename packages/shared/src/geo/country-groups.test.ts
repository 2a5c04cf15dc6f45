import { describe, expect, it } from 'vitest';
import { COUNTRY_GROUPS, findCountryGroup, groupCountries, NOT_IN_GROUPS } from './country-groups.ts';

const regionNames = new Intl.DisplayNames('en', { type: 'region', fallback: 'none' });
const sorted = (codes: readonly string[]) => [...codes].sort();

describe('COUNTRY_GROUPS', () => {
  it('gives every group a unique id and unique, real ISO alpha-2 codes', () => {
    expect(new Set(COUNTRY_GROUPS.map((g) => g.id)).size).toBe(COUNTRY_GROUPS.length);
    for (const group of COUNTRY_GROUPS) {
      expect(new Set(group.countries).size, group.id).toBe(group.countries.length);
      for (const code of group.countries) {
        expect(code).toMatch(/^[A-Z]{2}$/);
        expect(regionNames.of(code), `${group.id} ${code}`).toBeDefined();
      }
    }
  });

  it('leaves out the countries no major ad platform serves', () => {
    for (const group of COUNTRY_GROUPS)
      expect(
        group.countries.filter((c) => NOT_IN_GROUPS.includes(c)),
        group.id,
      ).toEqual([]);
  });

  it('has the 27 current EU members, Croatia in and the UK out', () => {
    const eu = groupCountries('eu');
    expect(eu).toHaveLength(27);
    expect(eu).toContain('HR');
    expect(eu).not.toContain('GB');
    expect(eu).not.toContain('CH');
    expect(eu).not.toContain('NO');
  });

  it('makes the EEA the EU plus Iceland, Liechtenstein and Norway', () => {
    expect(sorted(groupCountries('eea'))).toEqual(sorted([...groupCountries('eu'), 'IS', 'LI', 'NO']));
  });

  it('defines the small European groups', () => {
    expect(groupCountries('dach')).toEqual(['DE', 'AT', 'CH']);
    expect(sorted(groupCountries('nordics'))).toEqual(['DK', 'FI', 'IS', 'NO', 'SE']);
    expect(sorted(groupCountries('scandinavia'))).toEqual(['DK', 'NO', 'SE']);
    expect(sorted(groupCountries('benelux'))).toEqual(['BE', 'LU', 'NL']);
    expect(sorted(groupCountries('iberia'))).toEqual(['ES', 'PT']);
    expect(groupCountries('uk-ireland')).toEqual(['GB', 'IE']);
  });

  it('defines the Americas groups', () => {
    expect(groupCountries('north-america')).toEqual(['US', 'CA', 'MX']);
    const latam = groupCountries('latam');
    for (const code of ['MX', 'BR', 'AR', 'CO', 'CL', 'PE', 'CR', 'DO', 'PR']) expect(latam).toContain(code);
    for (const code of ['US', 'CA', 'BZ', 'HT', 'JM', 'CU']) expect(latam).not.toContain(code);
    const americas = groupCountries('americas');
    for (const code of [...latam, 'US', 'CA', 'JM', 'BZ']) expect(americas).toContain(code);
  });

  it('defines the Asia-Pacific, Gulf and English-speaking groups', () => {
    expect(groupCountries('anz')).toEqual(['AU', 'NZ']);
    expect(sorted(groupCountries('gcc'))).toEqual(['AE', 'BH', 'KW', 'OM', 'QA', 'SA']);
    const middleEast = groupCountries('middle-east');
    for (const code of groupCountries('gcc')) expect(middleEast).toContain(code);
    expect(sorted(groupCountries('mena'))).toEqual(sorted([...middleEast, 'DZ', 'LY', 'MA', 'TN']));
    expect(groupCountries('southeast-asia')).toHaveLength(11);
    const apac = groupCountries('apac');
    for (const code of [...groupCountries('southeast-asia'), 'JP', 'CN', 'IN', 'AU', 'NZ'])
      expect(apac).toContain(code);
    expect(apac).not.toContain('AE');
    expect(sorted(groupCountries('english-speaking'))).toEqual(['AU', 'CA', 'GB', 'IE', 'NZ', 'US']);
  });

  it('makes Europe the EEA plus the rest of the continent', () => {
    const europe = groupCountries('europe');
    for (const code of [...groupCountries('eea'), 'GB', 'CH', 'UA', 'RS']) expect(europe).toContain(code);
    for (const code of ['RU', 'TR', 'US', 'EG']) expect(europe).not.toContain(code);
  });

  it('gives nothing for an unknown id', () => {
    expect(groupCountries('atlantis')).toEqual([]);
  });
});

describe('findCountryGroup', () => {
  it('finds groups by the names advertisers use', () => {
    const id = (text: string) => findCountryGroup(text)?.id;
    expect(id('the EU')).toBe('eu');
    expect(id('European Union')).toBe('eu');
    expect(id('EU countries')).toBe('eu');
    expect(id('DACH')).toBe('dach');
    expect(id('dach')).toBe('dach');
    expect(id('the Nordics')).toBe('nordics');
    expect(id('Scandinavia')).toBe('scandinavia');
    expect(id('LATAM')).toBe('latam');
    expect(id('LatAm')).toBe('latam');
    expect(id('latin america')).toBe('latam');
    expect(id('North America')).toBe('north-america');
    expect(id('UK & Ireland')).toBe('uk-ireland');
    expect(id('UK and Ireland')).toBe('uk-ireland');
    expect(id('the British Isles')).toBe('uk-ireland');
    expect(id('ANZ')).toBe('anz');
    expect(id('Asia-Pacific')).toBe('apac');
    expect(id('MENA')).toBe('mena');
    expect(id('the Middle East')).toBe('middle-east');
    expect(id('the Gulf')).toBe('gcc');
    expect(id('South-East Asia')).toBe('southeast-asia');
    expect(id('all of Europe')).toBe('europe');
    expect(id('English-speaking markets')).toBe('english-speaking');
    expect(id('the Americas')).toBe('americas');
  });

  it("reads 'SEA' only in capitals, since 'sea' is a word", () => {
    expect(findCountryGroup('SEA')?.id).toBe('southeast-asia');
    expect(findCountryGroup('sea')).toBeUndefined();
    expect(findCountryGroup('the sea')).toBeUndefined();
  });

  it('finds nothing for countries, blanks and unknown names', () => {
    expect(findCountryGroup('Germany')).toBeUndefined();
    expect(findCountryGroup('America')).toBeUndefined();
    expect(findCountryGroup('the states')).toBeUndefined();
    expect(findCountryGroup('')).toBeUndefined();
    expect(findCountryGroup('the')).toBeUndefined();
  });
});
