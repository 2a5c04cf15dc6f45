// Named groups of countries ("the EU", "DACH", "LATAM") as ISO 3166-1 alpha-2 lists, shared by the AI
// planner and the campaign builder's "Add a group". Groups are for choosing ad markets, so they leave
// out NOT_IN_GROUPS: no major ad platform serves ads there. The user can still add those one by one.

import { normalise } from './normalise.ts';

export interface CountryGroup {
  id: string;
  label: string;
  /** Names people type for the group; matched after normalise() (case, accents, punctuation). */
  aliases: string[];
  countries: readonly string[];
}

/**
 * Left out of every group: Cuba, Iran, North Korea and Syria (comprehensive US sanctions) and Russia
 * (Google and Meta stopped serving ads there in 2022).
 */
export const NOT_IN_GROUPS: readonly string[] = ['CU', 'IR', 'KP', 'SY', 'RU'];

// Current members (Croatia joined in 2013; the UK left in 2020).
const EU = [
  ...['AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE'],
  ...['IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE'],
];
const NORDICS = ['SE', 'NO', 'DK', 'FI', 'IS'];
// Spanish- and Portuguese-speaking America. Puerto Rico is in (Spanish-speaking, its own ad market);
// French-speaking Haiti and French Guiana, English-speaking Belize and Dutch Suriname are not.
const LATAM = [
  ...['MX', 'GT', 'HN', 'SV', 'NI', 'CR', 'PA', 'DO', 'PR'],
  ...['CO', 'VE', 'EC', 'PE', 'BO', 'CL', 'AR', 'UY', 'PY', 'BR'],
];
const GCC = ['AE', 'BH', 'KW', 'OM', 'QA', 'SA'];
// Gulf, Levant, Iraq, Yemen and Egypt. Turkey is in neither this nor Europe: it is added by name.
const MIDDLE_EAST = [...GCC, 'IL', 'PS', 'JO', 'LB', 'IQ', 'YE', 'EG'];
// ASEAN's eleven members (Timor-Leste joined in 2025).
const SEA = ['BN', 'KH', 'ID', 'LA', 'MY', 'MM', 'PH', 'SG', 'TH', 'VN', 'TL'];
// Sovereign European states; the transcontinental TR, GE, AM, AZ and KZ are left out.
const EUROPE = [
  ...EU,
  ...['GB', 'NO', 'IS', 'LI', 'CH', 'AD', 'MC', 'SM', 'VA'],
  ...['AL', 'BA', 'ME', 'MK', 'RS', 'MD', 'UA', 'BY'],
];
// The whole hemisphere: North America, LATAM, Belize and the Guianas, the English-speaking Caribbean
// and Haiti.
const AMERICAS = [
  ...['US', 'CA', ...LATAM, 'BZ', 'GY', 'SR', 'HT'],
  ...['BS', 'BB', 'JM', 'TT', 'AG', 'DM', 'GD', 'KN', 'LC', 'VC'],
];

export const COUNTRY_GROUPS: readonly CountryGroup[] = [
  { id: 'eu', label: 'European Union', aliases: ['EU', 'European Union', 'EU27', 'EU-27'], countries: EU },
  {
    id: 'eea',
    label: 'European Economic Area',
    aliases: ['EEA', 'European Economic Area'],
    countries: [...EU, 'IS', 'LI', 'NO'],
  },
  { id: 'dach', label: 'DACH', aliases: ['DACH', 'D-A-CH', 'DACH region'], countries: ['DE', 'AT', 'CH'] },
  {
    id: 'nordics',
    label: 'Nordics',
    aliases: ['Nordics', 'Nordic countries', 'Nordic region', 'Nordic'],
    countries: NORDICS,
  },
  {
    id: 'scandinavia',
    label: 'Scandinavia',
    aliases: ['Scandinavia', 'Scandinavian countries'],
    countries: ['SE', 'NO', 'DK'],
  },
  { id: 'benelux', label: 'Benelux', aliases: ['Benelux'], countries: ['BE', 'NL', 'LU'] },
  {
    id: 'iberia',
    label: 'Iberia',
    aliases: ['Iberia', 'Iberian Peninsula', 'Spain and Portugal', 'Spain & Portugal'],
    countries: ['ES', 'PT'],
  },
  { id: 'latam', label: 'Latin America', aliases: ['LATAM', 'Latin America'], countries: LATAM },
  {
    id: 'north-america',
    label: 'North America',
    aliases: ['North America'],
    countries: ['US', 'CA', 'MX'],
  },
  {
    id: 'uk-ireland',
    label: 'UK & Ireland',
    // The British Isles' Crown Dependencies (IM, JE, GG) are separate, tiny markets: left out.
    aliases: ['UK & Ireland', 'UK and Ireland', 'UKI', 'Britain and Ireland', 'British Isles'],
    countries: ['GB', 'IE'],
  },
  {
    id: 'anz',
    label: 'Australia & New Zealand',
    aliases: ['ANZ', 'AUNZ', 'Australia and New Zealand', 'Australasia'],
    countries: ['AU', 'NZ'],
  },
  {
    id: 'apac',
    label: 'Asia-Pacific',
    // East, Southeast and South Asia with Australia, New Zealand, Papua New Guinea and Fiji; Central
    // Asia and the Middle East are not in it.
    aliases: ['APAC', 'Asia Pacific', 'Asia-Pacific', 'AsPac'],
    countries: [
      ...['CN', 'HK', 'MO', 'TW', 'JP', 'KR', 'MN'],
      ...SEA,
      ...['IN', 'PK', 'BD', 'LK', 'NP', 'BT', 'MV'],
      ...['AU', 'NZ', 'PG', 'FJ'],
    ],
  },
  { id: 'middle-east', label: 'Middle East', aliases: ['Middle East'], countries: MIDDLE_EAST },
  {
    id: 'mena',
    label: 'Middle East & North Africa',
    aliases: ['MENA', 'Middle East and North Africa'],
    countries: [...MIDDLE_EAST, 'LY', 'TN', 'DZ', 'MA'],
  },
  {
    id: 'gcc',
    label: 'Gulf states (GCC)',
    aliases: ['GCC', 'Gulf Cooperation Council', 'Gulf states', 'Gulf countries', 'the Gulf'],
    countries: GCC,
  },
  {
    id: 'southeast-asia',
    label: 'Southeast Asia',
    // 'SEA' only in capitals: 'sea' is a word.
    aliases: ['SEA', 'Southeast Asia', 'South-East Asia', 'SE Asia', 'ASEAN'],
    countries: SEA,
  },
  { id: 'europe', label: 'Europe', aliases: ['Europe', 'European countries'], countries: EUROPE },
  {
    id: 'english-speaking',
    label: 'English-speaking markets',
    aliases: ['English-speaking markets', 'English-speaking countries', 'English speaking', 'Anglosphere'],
    countries: ['US', 'GB', 'CA', 'AU', 'NZ', 'IE'],
  },
  {
    id: 'americas',
    label: 'The Americas',
    aliases: ['the Americas', 'Americas', 'North and South America'],
    countries: AMERICAS,
  },
];

// Aliases that are English words in lower case count only as typed in capitals.
const CAPITALS_ONLY = new Set(['SEA']);

const byAlias = new Map<string, CountryGroup>();
for (const group of COUNTRY_GROUPS) {
  for (const alias of [group.id, group.label, ...group.aliases]) {
    if (CAPITALS_ONLY.has(alias)) continue;
    const key = normalise(alias);
    if (!byAlias.has(key)) byAlias.set(key, group);
  }
}
const byCapitals = new Map(
  COUNTRY_GROUPS.flatMap((g) => g.aliases.filter((a) => CAPITALS_ONLY.has(a)).map((a) => [a, g] as const)),
);

// "the EU", "all of Europe", "the whole of LATAM", "EU countries", "DACH markets".
const LEADING = /^(?:(?:all|the whole|whole) of |all |the |across |in )+/;
const TRAILING = / (?:countries|markets|region|area|nations|states)$/;

/** The group a name stands for ('the EU', 'dach', 'Latin America'), or undefined. */
export function findCountryGroup(text: string): CountryGroup | undefined {
  const capitals = byCapitals.get(text.trim());
  if (capitals) return capitals;
  const key = normalise(text);
  if (!key) return undefined;
  const bare = key.replace(LEADING, '');
  return byAlias.get(key) ?? byAlias.get(bare) ?? byAlias.get(bare.replace(TRAILING, ''));
}

/** The countries of a group by id ('dach' -> DE, AT, CH); empty for an unknown id. */
export function groupCountries(id: string): readonly string[] {
  return COUNTRY_GROUPS.find((g) => g.id === id)?.countries ?? [];
}
