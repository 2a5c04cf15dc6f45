// Regions (first-level subdivisions) and major advertising cities, shared by the AI planner and the
// campaign builder. Pure data plus lookups: no I/O, no dependencies.

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

// Compact rows keep the table readable: [subcode, name, abbreviation?].
type Row = readonly [string, string, string?];

const US: readonly Row[] = [
  ['AL', 'Alabama', 'AL'],
  ['AK', 'Alaska', 'AK'],
  ['AZ', 'Arizona', 'AZ'],
  ['AR', 'Arkansas', 'AR'],
  ['CA', 'California', 'CA'],
  ['CO', 'Colorado', 'CO'],
  ['CT', 'Connecticut', 'CT'],
  ['DE', 'Delaware', 'DE'],
  ['DC', 'District of Columbia', 'DC'],
  ['FL', 'Florida', 'FL'],
  ['GA', 'Georgia', 'GA'],
  ['HI', 'Hawaii', 'HI'],
  ['ID', 'Idaho', 'ID'],
  ['IL', 'Illinois', 'IL'],
  ['IN', 'Indiana', 'IN'],
  ['IA', 'Iowa', 'IA'],
  ['KS', 'Kansas', 'KS'],
  ['KY', 'Kentucky', 'KY'],
  ['LA', 'Louisiana', 'LA'],
  ['ME', 'Maine', 'ME'],
  ['MD', 'Maryland', 'MD'],
  ['MA', 'Massachusetts', 'MA'],
  ['MI', 'Michigan', 'MI'],
  ['MN', 'Minnesota', 'MN'],
  ['MS', 'Mississippi', 'MS'],
  ['MO', 'Missouri', 'MO'],
  ['MT', 'Montana', 'MT'],
  ['NE', 'Nebraska', 'NE'],
  ['NV', 'Nevada', 'NV'],
  ['NH', 'New Hampshire', 'NH'],
  ['NJ', 'New Jersey', 'NJ'],
  ['NM', 'New Mexico', 'NM'],
  ['NY', 'New York', 'NY'],
  ['NC', 'North Carolina', 'NC'],
  ['ND', 'North Dakota', 'ND'],
  ['OH', 'Ohio', 'OH'],
  ['OK', 'Oklahoma', 'OK'],
  ['OR', 'Oregon', 'OR'],
  ['PA', 'Pennsylvania', 'PA'],
  ['RI', 'Rhode Island', 'RI'],
  ['SC', 'South Carolina', 'SC'],
  ['SD', 'South Dakota', 'SD'],
  ['TN', 'Tennessee', 'TN'],
  ['TX', 'Texas', 'TX'],
  ['UT', 'Utah', 'UT'],
  ['VT', 'Vermont', 'VT'],
  ['VA', 'Virginia', 'VA'],
  ['WA', 'Washington', 'WA'],
  ['WV', 'West Virginia', 'WV'],
  ['WI', 'Wisconsin', 'WI'],
  ['WY', 'Wyoming', 'WY'],
];

const CA: readonly Row[] = [
  ['AB', 'Alberta', 'AB'],
  ['BC', 'British Columbia', 'BC'],
  ['MB', 'Manitoba', 'MB'],
  ['NB', 'New Brunswick', 'NB'],
  ['NL', 'Newfoundland and Labrador', 'NL'],
  ['NS', 'Nova Scotia', 'NS'],
  ['ON', 'Ontario', 'ON'],
  ['PE', 'Prince Edward Island', 'PEI'],
  ['QC', 'Quebec', 'QC'],
  ['SK', 'Saskatchewan', 'SK'],
  ['NT', 'Northwest Territories', 'NWT'],
  ['NU', 'Nunavut', 'NU'],
  ['YT', 'Yukon', 'YT'],
];

// German two-letter subcodes (BE, HE, ST, SH...) are English words in capitals, so only NRW gets
// an abbreviation; the ISO codes still resolve.
const DE: readonly Row[] = [
  ['BW', 'Baden-Württemberg'],
  ['BY', 'Bavaria'],
  ['BE', 'Berlin'],
  ['BB', 'Brandenburg'],
  ['HB', 'Bremen'],
  ['HH', 'Hamburg'],
  ['HE', 'Hesse'],
  ['MV', 'Mecklenburg-Vorpommern'],
  ['NI', 'Lower Saxony'],
  ['NW', 'North Rhine-Westphalia', 'NRW'],
  ['RP', 'Rhineland-Palatinate'],
  ['SL', 'Saarland'],
  ['SN', 'Saxony'],
  ['ST', 'Saxony-Anhalt'],
  ['SH', 'Schleswig-Holstein'],
  ['TH', 'Thuringia'],
];

const AU: readonly Row[] = [
  ['NSW', 'New South Wales', 'NSW'],
  ['VIC', 'Victoria', 'VIC'],
  ['QLD', 'Queensland', 'QLD'],
  ['WA', 'Western Australia', 'WA'],
  ['SA', 'South Australia', 'SA'],
  ['TAS', 'Tasmania', 'TAS'],
  ['ACT', 'Australian Capital Territory', 'ACT'],
  ['NT', 'Northern Territory', 'NT'],
];

const GB: readonly Row[] = [
  ['ENG', 'England'],
  ['SCT', 'Scotland'],
  ['WLS', 'Wales'],
  ['NIR', 'Northern Ireland'],
];

function rows(country: string, list: readonly Row[]): Region[] {
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

// Local and common alternative names, by ISO code.
const REGION_ALIASES: Readonly<Record<string, readonly string[]>> = {
  'US-DC': ['Washington DC', 'Washington D.C.', 'D.C.'],
  'CA-QC': ['Québec'],
  'CA-NL': ['Newfoundland'],
  'CA-YT': ['Yukon Territory'],
  'DE-BW': ['Baden-Wuerttemberg'],
  'DE-BY': ['Bayern'],
  'DE-HE': ['Hessen'],
  'DE-MV': ['Mecklenburg-Western Pomerania'],
  'DE-NI': ['Niedersachsen'],
  'DE-NW': ['Nordrhein-Westfalen'],
  'DE-RP': ['Rheinland-Pfalz'],
  'DE-SN': ['Sachsen'],
  'DE-ST': ['Sachsen-Anhalt'],
  'DE-TH': ['Thüringen', 'Thueringen'],
  'GB-WLS': ['Cymru'],
};

/** Lower case, no accents or punctuation, single spaces: 'Baden-Württemberg' -> 'baden wurttemberg'. */
function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/ß/g, 'ss')
    .replace(/ø/g, 'o')
    .replace(/æ/g, 'ae')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[.'’]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

function firstWins<T>(entries: Iterable<readonly [string, T]>): Map<string, T> {
  const map = new Map<string, T>();
  for (const [key, value] of entries) if (key && !map.has(key)) map.set(key, value);
  return map;
}

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

// [name, country, region subcode?]. Names are unique and none is a country name or a common word
// ('Nice', 'Reading', 'Mobile', 'Buffalo' are left out); Boulder and Phoenix are kept on purpose.
type CityRow = readonly [string, string, string?];

const CITY_ROWS: readonly CityRow[] = [
  // The 50 largest US metros (by core city; Birmingham is the UK one, Buffalo and Riverside are
  // words, so Tucson, Honolulu and Grand Rapids come in), plus Boulder.
  ['New York', 'US', 'NY'],
  ['Los Angeles', 'US', 'CA'],
  ['Chicago', 'US', 'IL'],
  ['Dallas', 'US', 'TX'],
  ['Fort Worth', 'US', 'TX'],
  ['Houston', 'US', 'TX'],
  ['Washington', 'US', 'DC'],
  ['Philadelphia', 'US', 'PA'],
  ['Miami', 'US', 'FL'],
  ['Atlanta', 'US', 'GA'],
  ['Boston', 'US', 'MA'],
  ['Phoenix', 'US', 'AZ'],
  ['San Francisco', 'US', 'CA'],
  ['Detroit', 'US', 'MI'],
  ['Seattle', 'US', 'WA'],
  ['Minneapolis', 'US', 'MN'],
  ['San Diego', 'US', 'CA'],
  ['Tampa', 'US', 'FL'],
  ['Denver', 'US', 'CO'],
  ['Boulder', 'US', 'CO'],
  ['Baltimore', 'US', 'MD'],
  ['St. Louis', 'US', 'MO'],
  ['Orlando', 'US', 'FL'],
  ['Charlotte', 'US', 'NC'],
  ['San Antonio', 'US', 'TX'],
  ['Portland', 'US', 'OR'],
  ['Sacramento', 'US', 'CA'],
  ['Pittsburgh', 'US', 'PA'],
  ['Austin', 'US', 'TX'],
  ['Las Vegas', 'US', 'NV'],
  ['Cincinnati', 'US', 'OH'],
  ['Kansas City', 'US', 'MO'],
  ['Columbus', 'US', 'OH'],
  ['Indianapolis', 'US', 'IN'],
  ['Cleveland', 'US', 'OH'],
  ['San Jose', 'US', 'CA'],
  ['Nashville', 'US', 'TN'],
  ['Virginia Beach', 'US', 'VA'],
  ['Jacksonville', 'US', 'FL'],
  ['Milwaukee', 'US', 'WI'],
  ['Raleigh', 'US', 'NC'],
  ['Oklahoma City', 'US', 'OK'],
  ['Memphis', 'US', 'TN'],
  ['Richmond', 'US', 'VA'],
  ['Louisville', 'US', 'KY'],
  ['New Orleans', 'US', 'LA'],
  ['Salt Lake City', 'US', 'UT'],
  ['Hartford', 'US', 'CT'],
  ['Tucson', 'US', 'AZ'],
  ['Honolulu', 'US', 'HI'],
  ['Grand Rapids', 'US', 'MI'],
  // Canada
  ['Toronto', 'CA', 'ON'],
  ['Vancouver', 'CA', 'BC'],
  ['Montreal', 'CA', 'QC'],
  ['Calgary', 'CA', 'AB'],
  ['Ottawa', 'CA', 'ON'],
  ['Edmonton', 'CA', 'AB'],
  ['Quebec City', 'CA', 'QC'],
  ['Winnipeg', 'CA', 'MB'],
  ['Halifax', 'CA', 'NS'],
  // United Kingdom and Ireland
  ['London', 'GB', 'ENG'],
  ['Manchester', 'GB', 'ENG'],
  ['Birmingham', 'GB', 'ENG'],
  ['Leeds', 'GB', 'ENG'],
  ['Liverpool', 'GB', 'ENG'],
  ['Bristol', 'GB', 'ENG'],
  ['Newcastle', 'GB', 'ENG'],
  ['Sheffield', 'GB', 'ENG'],
  ['Nottingham', 'GB', 'ENG'],
  ['Leicester', 'GB', 'ENG'],
  ['Glasgow', 'GB', 'SCT'],
  ['Edinburgh', 'GB', 'SCT'],
  ['Cardiff', 'GB', 'WLS'],
  ['Belfast', 'GB', 'NIR'],
  ['Dublin', 'IE'],
  // Germany, Austria, Switzerland
  ['Berlin', 'DE', 'BE'],
  ['Munich', 'DE', 'BY'],
  ['Hamburg', 'DE', 'HH'],
  ['Frankfurt', 'DE', 'HE'],
  ['Cologne', 'DE', 'NW'],
  ['Stuttgart', 'DE', 'BW'],
  ['Düsseldorf', 'DE', 'NW'],
  ['Leipzig', 'DE', 'SN'],
  ['Dortmund', 'DE', 'NW'],
  ['Essen', 'DE', 'NW'],
  ['Bremen', 'DE', 'HB'],
  ['Dresden', 'DE', 'SN'],
  ['Hanover', 'DE', 'NI'],
  ['Nuremberg', 'DE', 'BY'],
  ['Vienna', 'AT'],
  ['Zurich', 'CH'],
  ['Geneva', 'CH'],
  ['Basel', 'CH'],
  // Rest of Europe
  ['Paris', 'FR'],
  ['Marseille', 'FR'],
  ['Lyon', 'FR'],
  ['Toulouse', 'FR'],
  ['Bordeaux', 'FR'],
  ['Lille', 'FR'],
  ['Madrid', 'ES'],
  ['Barcelona', 'ES'],
  ['Valencia', 'ES'],
  ['Seville', 'ES'],
  ['Lisbon', 'PT'],
  ['Porto', 'PT'],
  ['Rome', 'IT'],
  ['Milan', 'IT'],
  ['Naples', 'IT'],
  ['Turin', 'IT'],
  ['Amsterdam', 'NL'],
  ['Rotterdam', 'NL'],
  ['The Hague', 'NL'],
  ['Utrecht', 'NL'],
  ['Brussels', 'BE'],
  ['Antwerp', 'BE'],
  ['Stockholm', 'SE'],
  ['Gothenburg', 'SE'],
  ['Oslo', 'NO'],
  ['Copenhagen', 'DK'],
  ['Helsinki', 'FI'],
  ['Reykjavik', 'IS'],
  ['Warsaw', 'PL'],
  ['Krakow', 'PL'],
  ['Prague', 'CZ'],
  ['Budapest', 'HU'],
  ['Athens', 'GR'],
  ['Bucharest', 'RO'],
  ['Istanbul', 'TR'],
  // Middle East and Africa
  ['Dubai', 'AE'],
  ['Abu Dhabi', 'AE'],
  ['Riyadh', 'SA'],
  ['Jeddah', 'SA'],
  ['Doha', 'QA'],
  ['Tel Aviv', 'IL'],
  ['Cairo', 'EG'],
  ['Lagos', 'NG'],
  ['Nairobi', 'KE'],
  ['Johannesburg', 'ZA'],
  ['Cape Town', 'ZA'],
  // Asia
  ['Tokyo', 'JP'],
  ['Osaka', 'JP'],
  ['Seoul', 'KR'],
  ['Beijing', 'CN'],
  ['Shanghai', 'CN'],
  ['Shenzhen', 'CN'],
  ['Guangzhou', 'CN'],
  ['Taipei', 'TW'],
  ['Mumbai', 'IN'],
  ['Delhi', 'IN'],
  ['Bengaluru', 'IN'],
  ['Jakarta', 'ID'],
  ['Bangkok', 'TH'],
  ['Manila', 'PH'],
  ['Kuala Lumpur', 'MY'],
  ['Ho Chi Minh City', 'VN'],
  ['Hanoi', 'VN'],
  // Oceania
  ['Sydney', 'AU', 'NSW'],
  ['Melbourne', 'AU', 'VIC'],
  ['Brisbane', 'AU', 'QLD'],
  ['Perth', 'AU', 'WA'],
  ['Adelaide', 'AU', 'SA'],
  ['Canberra', 'AU', 'ACT'],
  ['Gold Coast', 'AU', 'QLD'],
  ['Hobart', 'AU', 'TAS'],
  ['Auckland', 'NZ'],
  ['Wellington', 'NZ'],
  ['Christchurch', 'NZ'],
  // Latin America
  ['Mexico City', 'MX'],
  ['Guadalajara', 'MX'],
  ['Monterrey', 'MX'],
  ['São Paulo', 'BR'],
  ['Rio de Janeiro', 'BR'],
  ['Buenos Aires', 'AR'],
  ['Santiago', 'CL'],
  ['Bogotá', 'CO'],
  ['Medellín', 'CO'],
  ['Lima', 'PE'],
];

export const CITIES: readonly City[] = CITY_ROWS.map(([name, country, sub]) =>
  sub ? { name, country, region: `${country}-${sub}` } : { name, country },
);

// Local spellings and common short forms, by the table's name.
const CITY_ALIASES: Readonly<Record<string, readonly string[]>> = {
  'New York': ['New York City', 'NYC'],
  Washington: ['Washington DC', 'Washington D.C.'],
  'St. Louis': ['Saint Louis'],
  'Quebec City': ['Québec City', 'Ville de Québec'],
  Munich: ['München', 'Muenchen'],
  Cologne: ['Köln', 'Koeln'],
  Frankfurt: ['Frankfurt am Main'],
  Düsseldorf: ['Duesseldorf'],
  Hanover: ['Hannover'],
  Nuremberg: ['Nürnberg', 'Nuernberg'],
  Vienna: ['Wien'],
  Zurich: ['Zürich'],
  Geneva: ['Genève', 'Genf'],
  Seville: ['Sevilla'],
  Lisbon: ['Lisboa'],
  Rome: ['Roma'],
  Milan: ['Milano'],
  Naples: ['Napoli'],
  Turin: ['Torino'],
  'The Hague': ['Den Haag'],
  Brussels: ['Bruxelles', 'Brussel'],
  Antwerp: ['Antwerpen'],
  Gothenburg: ['Göteborg'],
  Copenhagen: ['København'],
  Warsaw: ['Warszawa'],
  Krakow: ['Kraków', 'Cracow'],
  Prague: ['Praha'],
  Mumbai: ['Bombay'],
  Delhi: ['New Delhi'],
  Bengaluru: ['Bangalore'],
  'Ho Chi Minh City': ['Saigon'],
  'Mexico City': ['Ciudad de México', 'CDMX'],
};

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
