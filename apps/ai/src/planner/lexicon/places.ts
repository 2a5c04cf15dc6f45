import { createRequire } from 'node:module';
import { CITIES, COUNTRY_GROUPS, normalise, REGIONS } from '@northstar/shared/geo';
import type { Entry, Vocabulary } from './vocabulary.ts';

// Places: countries (ISO 3166-1 names from i18n-iso-countries, the builder's list), groups (the shared
// COUNTRY_GROUPS the builder's "Add a group" offers), regions and cities (the shared geo tables), and the
// shorthand advertisers type. Values carry their kind: "country:CA", "region:US-CA", "city:Los Angeles",
// "group:dach". A name may stand for several places ("CA" is California and Canada, "LA" Los Angeles
// and Louisiana, "Georgia" a country and a state); the recogniser picks one by context.

const require = createRequire(import.meta.url);
const en = require('i18n-iso-countries/langs/en.json') as { countries: Record<string, string | string[]> };

/** Everyday names the ISO list lacks. */
export const COUNTRY_ALIASES: Readonly<Record<string, readonly string[]>> = {
  america: ['US'],
  'the states': ['US'],
  britain: ['GB'],
  'great britain': ['GB'],
  england: ['GB'],
  scotland: ['GB'],
  wales: ['GB'],
  'northern ireland': ['GB'],
  holland: ['NL'],
  korea: ['KR'],
  'south korea': ['KR'],
  syria: ['SY'],
  laos: ['LA'],
  moldova: ['MD'],
  micronesia: ['FM'],
  swaziland: ['SZ'],
  macedonia: ['MK'],
  czech: ['CZ'],
  saudi: ['SA'],
  emirates: ['AE'],
};

/** Country names that are also words or first names: places only as typed with a capital ("Chad"). */
export const NEEDS_CAPITAL: ReadonlySet<string> = new Set([
  ...['chad', 'jordan', 'turkey', 'guinea', 'jersey', 'china', 'panama', 'georgia', 'niger'],
  ...['reunion', 'bermuda', 'fiji', 'guernsey', 'congo'],
]);

/** Abbreviations in capitals (lower-case "us" is a pronoun), and those that are never words. */
export const COUNTRY_ABBREVIATIONS: Readonly<Record<string, string>> = {
  USA: 'US',
  'U.S.A.': 'US',
  US: 'US',
  'U.S.': 'US',
  UK: 'GB',
  'U.K.': 'GB',
  UAE: 'AE',
  AUS: 'AU',
  Aus: 'AU',
  KSA: 'SA',
  NZ: 'NZ',
  'N.Z.': 'NZ',
};
const LOWER_ABBREVIATIONS: Readonly<Record<string, string>> = { usa: 'US', uk: 'GB', uae: 'AE', nz: 'NZ' };

/** Two-letter codes that are everyday words in capitals too ("IT", "IN", "OR"): never read as codes. */
export const CODE_STOPLIST: ReadonlySet<string> = new Set([
  ...['AI', 'AM', 'AS', 'AT', 'BE', 'BY', 'DO', 'GO', 'HE', 'ID', 'IN', 'IS', 'IT', 'ME', 'MY', 'NO'],
  ...['OR', 'PM', 'SO', 'TO', 'TV'],
]);

/** City shorthand typed in capitals. */
const CITY_SHORTHAND: Readonly<Record<string, string>> = {
  LA: 'Los Angeles',
  NYC: 'New York',
  SF: 'San Francisco',
  DC: 'Washington',
  KL: 'Kuala Lumpur',
};

/** Words one edit from a country that are never read as its misspelling ("hungry" is not Hungary). */
export const NOT_COUNTRY_TYPOS: readonly string[] = [
  ...['hungry', 'trance', 'gambit', 'angora', 'granada', 'roland', 'dominic', 'cyprus', 'columbia'],
  ...['swedes', 'germans', 'russian', 'serbian', 'nigerian', 'israeli', 'canadas', 'indian', 'indians'],
  ...['polish', 'spanish', 'brazilian'],
];

/** Names with the places each may stand for; one entry per name at the end. */
class Gazetteer {
  private readonly names = new Map<string, { values: Set<string>; typos: boolean }>();
  private readonly capitals = new Map<string, Set<string>>();

  add(name: string, value: string, typos = false): void {
    const key = normalise(name);
    if (!key) return;
    const slot = this.names.get(key) ?? { values: new Set<string>(), typos: false };
    slot.values.add(value);
    slot.typos ||= typos;
    this.names.set(key, slot);
  }

  addCapitals(name: string, value: string): void {
    this.capitals.set(name, (this.capitals.get(name) ?? new Set<string>()).add(value));
  }

  entries(): Entry[] {
    return [
      ...[...this.names].map(([name, { values, typos }]) => ({ values: [...values], names: [name], typos })),
      ...[...this.capitals].map(([name, values]) => ({ values: [...values], names: [], capitals: [name] })),
    ];
  }
}

function addCountryNames(g: Gazetteer, code: string, names: readonly string[]): void {
  for (const name of names) {
    // Short forms ("US", "U.S.") are abbreviations, read in capitals only (addCountries).
    if (normalise(name).length < 4) continue;
    if (NEEDS_CAPITAL.has(normalise(name))) g.addCapitals(name, `country:${code}`);
    else g.add(name, `country:${code}`, true);
  }
}

function addCountries(g: Gazetteer): void {
  for (const [code, value] of Object.entries(en.countries))
    addCountryNames(g, code, Array.isArray(value) ? value : [value]);
  for (const [name, codes] of Object.entries(COUNTRY_ALIASES))
    for (const code of codes) g.add(name, `country:${code}`, true);
  for (const [name, code] of Object.entries(COUNTRY_ABBREVIATIONS)) g.addCapitals(name, `country:${code}`);
  for (const [name, code] of Object.entries(LOWER_ABBREVIATIONS)) g.add(name, `country:${code}`);
  for (const code of Object.keys(en.countries))
    if (!CODE_STOPLIST.has(code)) g.addCapitals(code, `country:${code}`);
}

function addGroups(g: Gazetteer): void {
  for (const group of COUNTRY_GROUPS)
    for (const alias of [group.label, ...group.aliases]) {
      // Short acronyms ("EU", "SEA") count only in capitals, as typed acronyms.
      if (alias.length <= 4 && alias === alias.toUpperCase()) g.addCapitals(alias, `group:${group.id}`);
      else g.add(alias, `group:${group.id}`);
    }
}

function addRegionsAndCities(g: Gazetteer): void {
  for (const region of REGIONS) {
    g.add(region.name, `region:${region.code}`);
    if (region.abbreviation) g.addCapitals(region.abbreviation, `region:${region.code}`);
  }
  for (const city of CITIES) g.add(city.name, `city:${city.name}`);
  for (const [short, city] of Object.entries(CITY_SHORTHAND)) g.addCapitals(short, `city:${city}`);
}

function placeEntries(): Entry[] {
  const g = new Gazetteer();
  addCountries(g);
  addGroups(g);
  addRegionsAndCities(g);
  // Lower-case "us" is a pronoun; beside other places ("us & canada") it is the United States.
  return [...g.entries(), { values: ['country:US'], names: [], weak: ['us'] }];
}

export const PLACES: Vocabulary = {
  kind: 'place',
  entries: placeEntries(),
  notTypos: NOT_COUNTRY_TYPOS,
  minTypoLength: 6,
};

/** The kind of a place value ("country", "region", "city", "group") and its id. */
export function placeOf(value: string): { kind: string; id: string } {
  const at = value.indexOf(':');
  return { kind: value.slice(0, at), id: value.slice(at + 1) };
}
