import { countryName, fold } from './countries.ts';
import { COUNTRY_ZONES_TEXT } from './country-time-zones.ts';

export interface TimeZoneOption {
  /** The IANA id stored in the draft. */
  zone: string;
  /** ISO code of the country the zone belongs to (none for UTC). */
  country?: string;
  /** Why the zone comes first: it is the browser's, or one of the campaign's countries'. */
  suggested?: 'browser' | 'country';
}

// Old ids that browsers still report for the current zone (ICU keeps them as canonical), mapped to the
// names the tz database uses today, so "Kolkata" finds the zone a browser calls Asia/Calcutta.
const LEGACY_IDS: Readonly<Record<string, string>> = {
  'Africa/Asmera': 'Africa/Asmara',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Catamarca': 'America/Argentina/Catamarca',
  'America/Coral_Harbour': 'America/Atikokan',
  'America/Cordoba': 'America/Argentina/Cordoba',
  'America/Godthab': 'America/Nuuk',
  'America/Indianapolis': 'America/Indiana/Indianapolis',
  'America/Jujuy': 'America/Argentina/Jujuy',
  'America/Louisville': 'America/Kentucky/Louisville',
  'America/Mendoza': 'America/Argentina/Mendoza',
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Europe/Kiev': 'Europe/Kyiv',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Truk': 'Pacific/Chuuk',
};

/** The tz database's current id for a zone (a browser may report an older one). */
export const currentZoneId = (zone: string): string => LEGACY_IDS[zone] ?? zone;

interface ZoneTable {
  zonesOf: Map<string, string[]>;
  countryOf: Map<string, string>;
}

let table: ZoneTable | null = null;

function zoneTable(): ZoneTable {
  if (table) return table;
  const zonesOf = new Map<string, string[]>();
  const countryOf = new Map<string, string>();
  for (const line of COUNTRY_ZONES_TEXT.trim().split('\n')) {
    const [country = '', ...zones] = line.split(' ');
    zonesOf.set(country, zones);
    for (const zone of zones) countryOf.set(zone, country);
  }
  table = { zonesOf, countryOf };
  return table;
}

/** A country's time zones, in the tz database's order (none for an unknown code). */
export const zonesOfCountry = (country: string): readonly string[] => zoneTable().zonesOf.get(country) ?? [];

/**
 * Every time zone to choose from: the browser's zone and the campaign's countries' zones first (in that
 * order), then UTC and the rest alphabetically. A current value the table does not know is kept.
 */
export function timeZoneOptions({
  browserZone,
  countries,
  current,
}: {
  browserZone: string;
  countries: readonly string[];
  current: string;
}): TimeZoneOption[] {
  const { countryOf } = zoneTable();
  const seen = new Set<string>();
  const options: TimeZoneOption[] = [];
  const add = (zone: string, suggested?: TimeZoneOption['suggested']) => {
    const id = currentZoneId(zone);
    if (!id || seen.has(id)) return;
    seen.add(id);
    options.push({ zone: id, country: countryOf.get(id), suggested });
  };
  add(browserZone, 'browser');
  for (const country of countries) for (const zone of zonesOfCountry(country)) add(zone, 'country');
  add('UTC');
  for (const zone of [...countryOf.keys(), current].sort()) add(zone);
  return options;
}

/** "America/New_York" -> "America/New York". */
export const zoneLabel = (zone: string): string => zone.replaceAll('_', ' ');

const searchText = (option: TimeZoneOption) =>
  fold(`${option.zone} ${option.country ? countryName(option.country) : ''}`).replace(/[/_-]/g, ' ');

/**
 * The options whose zone or country matches every word typed (case- and accent-insensitive), in their
 * order, so the suggested zones stay first.
 */
export function searchTimeZones(options: readonly TimeZoneOption[], query: string): TimeZoneOption[] {
  const words = fold(query).replace(/[/_-]/g, ' ').split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...options];
  return options.filter((option) => {
    const text = searchText(option);
    return words.every((word) => text.includes(word));
  });
}

const offsets = new Map<string, string>();

/** The zone's offset now, e.g. "GMT+1" (empty when the browser does not know the zone). */
export function zoneOffset(zone: string): string {
  let offset = offsets.get(zone);
  if (offset === undefined) {
    try {
      offset =
        new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'shortOffset' })
          .formatToParts(Date.now())
          .find((part) => part.type === 'timeZoneName')?.value ?? '';
    } catch {
      offset = '';
    }
    offsets.set(zone, offset);
  }
  return offset;
}
