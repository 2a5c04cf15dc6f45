import { groupCountries } from '@northstar/shared/geo';
import { at, P, sets, table } from '../build.ts';
import { brewAud, brewPlat, floristPlat, ledgerPlat, lingoPlat, physioPlat, yogaPlat } from '../drafts.ts';

// Place shorthand read by context: codes that are both a country and a state (CA), cities whose name is
// a state code (LA) or that exist twice (Perth, Melbourne), slang and local names for groups and places.

const { cases, add } = table('places');

export { cases };

const LATAM = groupCountries('latam');
const GCC = groupCountries('gcc');

// --- countries and groups ---
add('countries', at(4, brewPlat), 'the states + canada pls', sets({ [P.countries]: ['US', 'CA'] }));
// CA next to country codes is Canada.
add('countries', at(4, ledgerPlat), 'CA, US, NZ, AU', sets({ [P.countries]: ['CA', 'US', 'NZ', 'AU'] }));
add('countries', at(4, lingoPlat), 'iberian market only', sets({ [P.countries]: ['ES', 'PT'] }));
add('countries', at(4, brewPlat), 'UAE & KSA', sets({ [P.countries]: ['AE', 'SA'] }));
add(
  'countries',
  at(4, lingoPlat),
  'the gulf states minus oman',
  sets({ [P.countries]: GCC.filter((c) => c !== 'OM') }),
);
add('countries', at(4, yogaPlat), 'oz & nz', sets({ [P.countries]: ['AU', 'NZ'] }));
add('countries', at(4, lingoPlat), 'D/A/CH', sets({ [P.countries]: ['DE', 'AT', 'CH'] }));
add(
  'countries',
  at(4, ledgerPlat),
  'the anglosphere minus ireland',
  sets({ [P.countries]: ['US', 'GB', 'CA', 'AU', 'NZ'] }),
);
add('countries', at(4, physioPlat), 'UK-wide', sets({ [P.countries]: ['GB'] }));
add(
  'countries',
  at(4, lingoPlat),
  'Benelux plus DACH',
  sets({ [P.countries]: ['BE', 'NL', 'LU', 'DE', 'AT', 'CH'] }),
);
add('countries', at(4, lingoPlat), 'Scandi countries', sets({ [P.countries]: ['SE', 'NO', 'DK'] }));
add(
  'countries',
  at(4, ledgerPlat),
  'LATAM ex-Brazil',
  sets({ [P.countries]: LATAM.filter((c) => c !== 'BR') }),
);
add('countries', at(4, floristPlat), 'USA + Puerto Rico', sets({ [P.countries]: ['US', 'PR'] }));
add(
  'countries',
  at(4, lingoPlat),
  'Deutschland, Österreich, Schweiz',
  sets({ [P.countries]: ['DE', 'AT', 'CH'] }),
);

// --- regions ---
// CA in a list of states is California.
add(
  'regions',
  at(4, brewPlat),
  'the west coast states: CA, OR, WA',
  sets({ [P.countries]: ['US'], [P.regions]: ['California', 'Oregon', 'Washington'] }),
);
add(
  'regions',
  at(4, lingoPlat),
  'NRW + Bavaria',
  sets({ [P.countries]: ['DE'], [P.regions]: ['North Rhine-Westphalia', 'Bavaria'] }),
);
add(
  'regions',
  at(4, yogaPlat),
  'NSW & VIC',
  sets({ [P.countries]: ['AU'], [P.regions]: ['New South Wales', 'Victoria'] }),
);
add(
  'regions',
  at(4, ledgerPlat),
  'Ontario + B.C.',
  sets({ [P.countries]: ['CA'], [P.regions]: ['Ontario', 'British Columbia'] }),
);
// "Cali" for a US brewery already targeting the US is California.
add('regions', at(4, brewAud), 'Cali + Oregon', sets({ [P.regions]: ['California', 'Oregon'] }));
add(
  'regions',
  at(4, ledgerPlat),
  'quebec only, our ads are in french',
  sets({ [P.countries]: ['CA'], [P.regions]: ['Quebec'] }),
);

// --- cities ---
// LA here is the city, not Louisiana.
add(
  'cities',
  at(4, brewPlat),
  'LA only, nowhere else',
  sets({ [P.countries]: ['US'], [P.cities]: ['Los Angeles'] }),
);
// "OR" names Portland's state; it is not "or", and the state is not targeted.
add(
  'cities',
  at(4, brewPlat),
  'Portland OR + Seattle',
  sets({ [P.countries]: ['US'], [P.cities]: ['Portland', 'Seattle'] }),
);
add('cities', at(4, yogaPlat), 'Perth, WA', sets({ [P.countries]: ['AU'], [P.cities]: ['Perth'] }));
add(
  'cities',
  at(4, floristPlat),
  'Chicago and Milwaukee',
  sets({ [P.countries]: ['US'], [P.cities]: ['Chicago', 'Milwaukee'] }),
);
add(
  'cities',
  at(4, physioPlat),
  'Bristol & Bath',
  sets({ [P.countries]: ['GB'], [P.cities]: ['Bristol', 'Bath'] }),
);
add(
  'cities',
  at(4, brewPlat),
  'Boston, Philly and NYC',
  sets({ [P.countries]: ['US'], [P.cities]: ['Boston', 'Philadelphia', 'New York'] }),
);
// Georgia after Atlanta is the state that says which Atlanta: neither the country nor a region.
add('cities', at(4, brewPlat), 'Atlanta, Georgia', sets({ [P.countries]: ['US'], [P.cities]: ['Atlanta'] }));
add(
  'cities',
  at(4, lingoPlat),
  'Wien und München',
  sets({ [P.countries]: ['AT', 'DE'], [P.cities]: ['Vienna', 'Munich'] }),
);
add(
  'cities',
  at(4, brewPlat),
  'Mexico City and Guadalajara',
  sets({ [P.countries]: ['MX'], [P.cities]: ['Mexico City', 'Guadalajara'] }),
);
add(
  'cities',
  at(4, ledgerPlat),
  'Toronto + Montreal',
  sets({ [P.countries]: ['CA'], [P.cities]: ['Toronto', 'Montreal'] }),
);
add(
  'cities',
  at(4, yogaPlat),
  "Sydney's our only studio city so just there",
  sets({ [P.countries]: ['AU'], [P.cities]: ['Sydney'] }),
);
