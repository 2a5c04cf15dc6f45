import { describe, expect, it } from 'vitest';
import { normalise } from './normalise.ts';
import { CITIES, findCity, findRegion, REGIONS, regionsOf } from './regions.ts';

// Country names in English from the runtime's ICU data (every assigned alpha-2 code), plus common
// short names ICU does not use.
const regionNames = new Intl.DisplayNames('en', { type: 'region', fallback: 'none' });
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const COUNTRY_NAMES = new Set(
  [
    ...[...LETTERS].flatMap((a) => [...LETTERS].map((b) => regionNames.of(a + b))),
    ...['America', 'Britain', 'Great Britain', 'Holland', 'Korea', 'Czech Republic', 'Ivory Coast'],
  ]
    .filter((n): n is string => Boolean(n))
    .map(normalise),
);

// Words an advertiser writes in a brief, including ones that are also city names elsewhere.
const COMMON_WORDS = new Set(
  (
    'reading nice mobile bath split cork derby sale hull buffalo riverside providence orange ' +
    'independence surprise paradise hope liberty concord temple normal eugene victory opportunity ' +
    'lawrence fairfield springfield greenville jackson lincoln madison franklin clinton salem ' +
    'warren troy florence rochester dover deal street market city town state country region ' +
    'people women men teens adults parents students gamers fitness running sports fashion beauty ' +
    'travel food drink coffee wine beer music games tech home garden family kids baby pets dogs ' +
    'cats cars auto finance money bank health wellness summer winter spring autumn fall black ' +
    'friday christmas easter holiday sale sales promo launch brand video search display social ' +
    'mobile desktop tablet email leads traffic awareness reach clicks views only except and the ' +
    'with for from all every new old big small best top boulder phoenix rock stone hamilton ' +
    'wellington regina moncton essex kent page'
  ).split(/\s+/),
);

// Kept although they are words: Boulder was asked for by name, Phoenix is a top-15 US market and
// Wellington is New Zealand's capital.
const WORD_CITIES_KEPT = ['Boulder', 'Phoenix', 'Wellington'];

describe('REGIONS', () => {
  it('holds the US states and DC, Canada, the German Länder, Australia and the UK nations', () => {
    const count = (country: string) => regionsOf(country).length;
    expect([count('US'), count('CA'), count('DE'), count('AU'), count('GB')]).toEqual([51, 13, 16, 8, 4]);
    expect(REGIONS).toHaveLength(92);
    expect(regionsOf('us').map((r) => r.name)).toContain('District of Columbia');
    expect(regionsOf('GB').map((r) => r.code)).toEqual(['GB-ENG', 'GB-SCT', 'GB-WLS', 'GB-NIR']);
    expect(regionsOf('FR')).toEqual([]);
  });

  it('gives every region a unique ISO 3166-2 code that starts with its country', () => {
    for (const region of REGIONS) {
      expect(region.code).toMatch(/^[A-Z]{2}-[A-Z0-9]{1,3}$/);
      expect(region.code.slice(0, 2)).toBe(region.country);
    }
    expect(new Set(REGIONS.map((r) => r.code)).size).toBe(REGIONS.length);
  });

  it('gives every region a name no other region has, so a stored name leads back to one country', () => {
    expect(new Set(REGIONS.map((r) => normalise(r.name))).size).toBe(REGIONS.length);
    for (const region of REGIONS) expect(findRegion(region.name)).toBe(region);
  });

  it('writes every abbreviation in capitals', () => {
    for (const { abbreviation } of REGIONS) if (abbreviation) expect(abbreviation).toMatch(/^[A-Z]{2,3}$/);
  });
});

describe('findRegion', () => {
  it('finds a region by name in any case, by ISO code and by abbreviation', () => {
    for (const text of ['Colorado', 'colorado', ' COLORADO ', 'US-CO', 'us-co', 'CO'])
      expect(findRegion(text)?.code).toBe('US-CO');
  });

  it('reads abbreviations only in capitals, since many are words', () => {
    expect(findRegion('co')).toBeUndefined();
    expect(findRegion('or')).toBeUndefined();
    expect(findRegion('OR')?.name).toBe('Oregon');
    expect(findRegion('NSW')?.code).toBe('AU-NSW');
    expect(findRegion('NRW')?.code).toBe('DE-NW');
  });

  it('knows English and local names of the Länder and provinces, with or without accents', () => {
    expect(findRegion('Bavaria')?.code).toBe('DE-BY');
    expect(findRegion('Bayern')?.code).toBe('DE-BY');
    expect(findRegion('Nordrhein-Westfalen')?.code).toBe('DE-NW');
    for (const text of ['Baden-Württemberg', 'baden wurttemberg', 'Baden-Wuerttemberg'])
      expect(findRegion(text)?.code).toBe('DE-BW');
    expect(findRegion('Québec')?.code).toBe('CA-QC');
    expect(findRegion('quebec')?.code).toBe('CA-QC');
    expect(findRegion('Washington D.C.')?.code).toBe('US-DC');
    expect(findRegion('Scotland')?.code).toBe('GB-SCT');
  });

  it('gives a shared abbreviation to the first table entry; the code or name reaches the other', () => {
    expect(findRegion('WA')?.code).toBe('US-WA');
    expect(findRegion('AU-WA')?.name).toBe('Western Australia');
    expect(findRegion('Western Australia')?.code).toBe('AU-WA');
    expect(findRegion('Northern Territory')?.code).toBe('AU-NT');
  });

  it('finds nothing for blanks and unknown places', () => {
    expect(findRegion('')).toBeUndefined();
    expect(findRegion('   ')).toBeUndefined();
    expect(findRegion('Narnia')).toBeUndefined();
    expect(findRegion('US-XX')).toBeUndefined();
  });
});

describe('CITIES', () => {
  it('lists about 150 markets with unique names, the named ones included', () => {
    expect(CITIES.length).toBeGreaterThanOrEqual(140);
    expect(CITIES.length).toBeLessThanOrEqual(200);
    expect(new Set(CITIES.map((c) => normalise(c.name))).size).toBe(CITIES.length);
    const names = CITIES.map((c) => c.name);
    for (const name of ['Denver', 'Boulder', 'Toronto', 'Vancouver', 'Montreal', 'London', 'Manchester'])
      expect(names).toContain(name);
    for (const name of ['Berlin', 'Munich', 'Hamburg', 'Paris', 'Madrid', 'Barcelona', 'Amsterdam'])
      expect(names).toContain(name);
    expect(names).toContain('Sydney');
    expect(names).toContain('Melbourne');
  });

  it('has at least 50 US metros besides Boulder', () => {
    expect(CITIES.filter((c) => c.country === 'US' && c.name !== 'Boulder').length).toBeGreaterThanOrEqual(
      50,
    );
  });

  it('gives every city in a country with regions a region of that country', () => {
    for (const city of CITIES) {
      if (regionsOf(city.country).length === 0) {
        expect(city.region).toBeUndefined();
        continue;
      }
      const region = city.region ? findRegion(city.region) : undefined;
      expect(region?.country, city.name).toBe(city.country);
    }
    expect(findCity('Denver')?.region).toBe('US-CO');
    expect(findCity('Boulder')?.region).toBe('US-CO');
  });

  it('has no city named like a country', () => {
    expect(COUNTRY_NAMES.has('germany')).toBe(true);
    expect(CITIES.filter((c) => COUNTRY_NAMES.has(normalise(c.name))).map((c) => c.name)).toEqual([]);
  });

  it('has no city named like a common word, apart from the few kept on purpose', () => {
    const words = CITIES.filter((c) => COMMON_WORDS.has(normalise(c.name))).map((c) => c.name);
    expect(words.sort()).toEqual([...WORD_CITIES_KEPT].sort());
  });
});

describe('findCity', () => {
  it('finds a city by name in any case and without accents', () => {
    expect(findCity('Denver')).toEqual({ name: 'Denver', country: 'US', region: 'US-CO' });
    expect(findCity('boulder')?.name).toBe('Boulder');
    expect(findCity('sao paulo')?.name).toBe('São Paulo');
    expect(findCity('DUSSELDORF')?.name).toBe('Düsseldorf');
  });

  it('finds local spellings and short forms', () => {
    expect(findCity('München')?.name).toBe('Munich');
    expect(findCity('Muenchen')?.name).toBe('Munich');
    expect(findCity('NYC')?.name).toBe('New York');
    expect(findCity('St Louis')?.name).toBe('St. Louis');
    expect(findCity('Saint Louis')?.name).toBe('St. Louis');
    expect(findCity('Washington DC')).toEqual({ name: 'Washington', country: 'US', region: 'US-DC' });
  });

  it('finds nothing for unknown names, blanks and countries', () => {
    expect(findCity('Atlantis')).toBeUndefined();
    expect(findCity('')).toBeUndefined();
    expect(findCity('Germany')).toBeUndefined();
  });
});
