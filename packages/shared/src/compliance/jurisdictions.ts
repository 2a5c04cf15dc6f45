import { findCity, findRegion } from '../geo/regions.ts';

// Where a campaign runs, as the rules see it. Regions and cities count everywhere a country does: a
// region or city implies its country (and a city its region), and a country with regions or cities
// listed is narrowed to them; a country with none listed is targeted whole.
// Jurisdiction codes are ISO 3166-1 countries ('GB') or ISO 3166-2 regions ('US-CO').

export interface GeographyInput {
  countries: readonly string[];
  regions?: readonly string[];
  cities?: readonly string[];
}

/** One region or city entry of the draft and where it lies. */
export interface GeoEntry {
  field: 'regions' | 'cities';
  /** As written in the draft. */
  name: string;
  country: string;
  /** ISO 3166-2 code, when known. */
  region?: string;
}

export interface Jurisdictions {
  /** Every targeted country: the listed ones first, then those only implied by a region or city. */
  countries: readonly string[];
  /** Country -> the regions it is narrowed to; a country absent here is targeted whole. */
  narrowedTo: Readonly<Record<string, readonly string[]>>;
  entries: readonly GeoEntry[];
  /** Region or city names no table knows: they cannot narrow anything. */
  unknown: readonly { field: 'regions' | 'cities'; name: string }[];
}

function locate(field: 'regions' | 'cities', name: string): GeoEntry | undefined {
  // A city typed in the regions box (or the reverse) still says where the campaign runs.
  const region = () => {
    const r = findRegion(name);
    return r ? { field, name, country: r.country, region: r.code } : undefined;
  };
  const city = () => {
    const c = findCity(name);
    if (!c) return undefined;
    return c.region
      ? { field, name, country: c.country, region: c.region }
      : { field, name, country: c.country };
  };
  return field === 'regions' ? (region() ?? city()) : (city() ?? region());
}

export function resolveGeography(geo: GeographyInput): Jurisdictions {
  const countries = [...new Set(geo.countries)];
  const entries: GeoEntry[] = [];
  const unknown: { field: 'regions' | 'cities'; name: string }[] = [];
  for (const field of ['regions', 'cities'] as const) {
    for (const name of geo[field] ?? []) {
      if (!name.trim()) continue;
      const entry = locate(field, name);
      if (entry) entries.push(entry);
      else unknown.push({ field, name });
    }
  }
  const narrowed: Record<string, string[]> = {};
  const whole = new Set<string>();
  for (const e of entries) {
    if (!countries.includes(e.country)) countries.push(e.country);
    // A city without a known region narrows to an area no rule can place: judge the whole country.
    if (!e.region) whole.add(e.country);
    else {
      const list = narrowed[e.country] ?? [];
      if (!list.includes(e.region)) list.push(e.region);
      narrowed[e.country] = list;
    }
  }
  for (const c of whole) delete narrowed[c];
  return { countries, narrowedTo: narrowed, entries, unknown };
}

/** Whether a jurisdiction (country 'GB' or region 'US-CO') is reached by the campaign. */
export function targets(j: Jurisdictions, code: string): boolean {
  const country = code.slice(0, 2);
  if (!j.countries.includes(country)) return false;
  if (code.length === 2) return true;
  const narrowed = j.narrowedTo[country];
  return !narrowed || narrowed.includes(code);
}

/** The draft's region and city names that lie in a country (or one of its regions). */
export const entriesIn = (j: Jurisdictions, code: string): GeoEntry[] =>
  j.entries.filter((e) => (code.length === 2 ? e.country === code : e.region === code));
