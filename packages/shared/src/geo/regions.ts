// Regions (first-level subdivisions) and major advertising cities, shared by the AI planner and the
// campaign builder. Pure data plus lookups: no I/O, no dependencies. The rows live in region-rows.ts
// and city-rows.ts.

import { CITY_ALIASES, CITY_ROWS } from './city-rows.ts';
import { firstWins, normalise } from './normalise.ts';
import { AU, CA, DE, GB, REGION_ALIASES, type RegionRow, US } from './region-rows.ts';

export interface Region {
  /** ISO 3166-2, e.g. 'US-CO'. */
  code: string;
  /** ISO 3166-1 alpha-2, e.g. 'US'. */
  country: string;
  /** English name, e.g. 'Colorado'. */
  name: string;
  /** e.g. 'CO': matched only in capitals, because many are words ('OR', 'IN', 'ME'). */
  abbreviation?: string;
}

export interface City {
  name: string;
  country: string;
  /** ISO 3166-2 code of the region, where the table has that country's regions. */
  region?: string;
}

function rows(country: string, list: readonly RegionRow[]): Region[] {
  return list.map(([sub, name, abbreviation]) =>
    abbreviation
      ? { code: `${country}-${sub}`, country, name, abbreviation }
      : { code: `${country}-${sub}`, country, name },
  );
}

// Order matters for shared abbreviations: 'WA' is Washington and 'NT' the Northwest Territories
// (first wins); 'AU-WA' / 'Western Australia' reach the others.
export const REGIONS: readonly Region[] = [
  ...rows('US', US),
  ...rows('CA', CA),
  ...rows('DE', DE),
  ...rows('AU', AU),
  ...rows('GB', GB),
];

const regionByCode = new Map(REGIONS.map((r) => [r.code, r]));
const regionByAbbreviation = firstWins(
  REGIONS.flatMap((r) => (r.abbreviation ? [[r.abbreviation, r] as const] : [])),
);
const regionByName = firstWins([
  ...REGIONS.map((r) => [normalise(r.name), r] as const),
  ...Object.entries(REGION_ALIASES).flatMap(([code, names]) => {
    const region = regionByCode.get(code);
    return region ? names.map((n) => [normalise(n), region] as const) : [];
  }),
]);

/**
 * A region by English or local name (any case), ISO 3166-2 code (any case) or abbreviation
 * (capitals only: 'CO' is Colorado, 'co' is nothing).
 */
export function findRegion(nameOrCode: string): Region | undefined {
  const text = nameOrCode.trim();
  if (!text) return undefined;
  return (
    regionByCode.get(text.toUpperCase()) ??
    regionByAbbreviation.get(text) ??
    regionByName.get(normalise(text))
  );
}

const regionsByCountry = new Map<string, Region[]>();
for (const r of REGIONS) {
  const list = regionsByCountry.get(r.country) ?? [];
  list.push(r);
  regionsByCountry.set(r.country, list);
}

/** The table's regions of one country (ISO alpha-2, any case); empty when it has none. */
export function regionsOf(country: string): readonly Region[] {
  return regionsByCountry.get(country.trim().toUpperCase()) ?? [];
}

export const CITIES: readonly City[] = CITY_ROWS.map(([name, country, sub]) =>
  sub ? { name, country, region: `${country}-${sub}` } : { name, country },
);

const cityByName = new Map(CITIES.map((c) => [c.name, c]));
const cityByKey = firstWins([
  ...CITIES.map((c) => [normalise(c.name), c] as const),
  ...Object.entries(CITY_ALIASES).flatMap(([name, aliases]) => {
    const city = cityByName.get(name);
    return city ? aliases.map((a) => [normalise(a), city] as const) : [];
  }),
]);

/** A city by name or local spelling, any case or accents: 'munchen', 'São Paulo', 'St Louis'. */
export function findCity(name: string): City | undefined {
  return cityByKey.get(normalise(name));
}
