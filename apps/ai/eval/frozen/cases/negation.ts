import { groupCountries, US } from '@northstar/shared/geo';
import { at, P, same, sets, table } from '../build.ts';
import {
  brew,
  brewAud,
  brewCopy,
  brewPlat,
  florist,
  floristAud,
  ledger,
  ledgerPlat,
  lingo,
  lingoPlat,
  physioPlat,
  yoga,
  yogaAud,
} from '../drafts.ts';

// Removal and negation: what the "no" covers (one value, a list, "the rest"), removals from lists that
// exist, and reasons that are not choices ("we tried X, it flopped" says why, it selects nothing).

const { cases, add } = table('negation');

export { cases };

const usStatesBut = (...left: string[]) => US.map(([, name]) => name).filter((n) => !left.includes(n));
const EU = groupCountries('eu');
const BALTICS = ['EE', 'LV', 'LT'];

// --- platforms ---
add(
  'platforms',
  at(3, brew),
  'google + meta. tiktok we tried in spring, total flop',
  sets({ [P.platforms]: ['google-ads', 'facebook', 'instagram'] }),
);
add(
  'platforms',
  at(3, lingo),
  'tiktok and insta. we had linkedin for b2c once, never again',
  sets({ [P.platforms]: ['tiktok', 'instagram'] }),
);
add(
  'platforms',
  at(3, lingoPlat),
  'kill facebook, keep the rest',
  sets({ [P.platforms]: ['tiktok', 'instagram'] }),
);
add(
  'platforms',
  at(3, florist),
  'every platform bar linkedin and google',
  sets({ [P.platforms]: ['facebook', 'instagram', 'tiktok'] }),
);
add(
  'platforms',
  at(3, { ...ledger, platforms: { selected: ['linkedin', 'google-ads', 'facebook'] } }),
  'no facebook pls, rest stays',
  sets({ [P.platforms]: ['linkedin', 'google-ads'] }),
);
add(
  'platforms',
  at(3, brew),
  'anything except tiktok + linkedin 🙅',
  sets({ [P.platforms]: ['google-ads', 'facebook', 'instagram'] }),
);
add(
  'platforms',
  at(3, florist),
  "insta yes. facebook? no way, our customers aren't there",
  sets({ [P.platforms]: ['instagram'] }),
);
add(
  'platforms',
  at(3, ledger),
  "linkedin obviously. google search was pricey for us last year but let's include it",
  sets({ [P.platforms]: ['linkedin', 'google-ads'] }),
);
add(
  'platforms',
  at(3, yoga),
  "facebook & instagram - tiktok is where the teens are but they don't buy memberships",
  sets({ [P.platforms]: ['facebook', 'instagram'] }),
);
add(
  'platforms',
  at(3, brew),
  'skip tiktok and linkedin, the other three are fine',
  sets({ [P.platforms]: ['google-ads', 'facebook', 'instagram'] }),
);
add(
  'platforms',
  at(3, { ...lingo, platforms: { selected: ['tiktok', 'instagram'] } }),
  'linkedin is not for us, we sell to students',
  same(),
);

// --- places ---
add(
  'countries',
  at(4, { ...brewPlat, targeting: { geography: { countries: ['US', 'CA'] } } }),
  "canada's out, shipping costs are insane",
  sets({ [P.countries]: ['US'] }),
);
add('regions', at(4, brewAud), 'all states apart from hawaii', sets({ [P.regions]: usStatesBut('Hawaii') }));
add('countries', at(4, lingoPlat), 'DACH without the CH', sets({ [P.countries]: ['DE', 'AT'] }));
add(
  'countries',
  at(4, brewPlat),
  'EU, minus the Baltics',
  sets({ [P.countries]: EU.filter((c) => !BALTICS.includes(c)) }),
);
// "maybe Q3" is not a schedule.
add(
  'countries',
  at(4, { ...ledgerPlat, targeting: { geography: { countries: ['US', 'CA', 'GB'] } } }),
  'drop the UK for now, maybe Q3',
  sets({ [P.countries]: ['US', 'CA'] }),
);
// A country they used to sell in is history, not a choice.
add('countries', at(4, brewAud), 'we used to sell in Canada but stopped in 2024', same());
add(
  'countries',
  at(4, ledgerPlat),
  'North America, though not Mexico - no spanish sales team',
  sets({ [P.countries]: ['US', 'CA'] }),
);
add(
  'regions',
  at(4, physioPlat),
  'England only - no Scotland, no Wales',
  sets({ [P.countries]: ['GB'], [P.regions]: ['England'] }),
);
add(
  'cities',
  at(4, {
    ...physioPlat,
    targeting: { geography: { countries: ['GB'], cities: ['Bristol', 'Bath', 'Swindon'] } },
  }),
  'scrap swindon, too far for patients',
  sets({ [P.cities]: ['Bristol', 'Bath'] }),
);

// --- audience ---
add('devices', at(4, brewAud), 'anything but desktop', sets({ [P.devices]: ['mobile', 'tablet', 'ctv'] }));
add(
  'devices',
  at(4, brewAud),
  'defo not connected tv, we have no video',
  sets({ [P.devices]: ['desktop', 'mobile', 'tablet'] }),
);
add(
  'genders',
  at(4, {
    ...yogaAud,
    targeting: {
      geography: { countries: ['AU'], cities: ['Sydney'] },
      demographics: { ageMin: 18, ageMax: 65, genders: ['female'] },
    },
  }),
  "don't limit it to women anymore",
  sets({ [P.genders]: [] }),
);
add(
  'interests',
  at(4, {
    ...brewPlat,
    targeting: { geography: { countries: ['US'] }, interests: ['kombucha', 'craft beer', 'gut health'] },
  }),
  "craft beer crowd isn't our people, take them out",
  sets({ [P.interests]: ['kombucha', 'gut health'] }),
);
// A negated interest that was never there is not added.
add('interests', at(4, brewAud), "no alcohol interests pls, we're non-alcoholic", same());
add('ages', at(4, brewAud), 'nobody under 21 please', sets({ [P.ageMin]: 21 }));

// --- goals, copy and tags ---
add(
  'kpi-secondary',
  at(2, { ...brew, kpis: { primary: 'roas', secondary: ['ctr', 'cpc', 'cpm'] } }),
  'ditch cpc + cpm from the extras',
  sets({ [P.kpi2]: ['ctr'] }),
);
add(
  'headlines',
  at(5, {
    ...brewAud,
    creatives: {
      copy: { headlines: ['Small-batch booch, big flavour', 'Now 20% off', 'Brewed slow in Portland'] },
    },
  }),
  "we're not doing a discount - remove the 20% off one",
  sets({ [P.headlines]: ['Small-batch booch, big flavour', 'Brewed slow in Portland'] }),
);
add(
  'cta',
  at(5, {
    ...floristAud,
    creatives: {
      copy: { headlines: ['Fresh stems, delivered today'], callsToAction: ['Shop Now', 'Learn More'] },
    },
  }),
  'no learn more button pls, just shop now',
  sets({ [P.ctas]: ['Shop Now'] }),
);
add(
  'tags',
  at(1, { ...brew, tags: ['q4', 'test', 'winter'] }),
  'get rid of the test tag',
  sets({ [P.tags]: ['q4', 'winter'] }),
);
// A bid strategy refused while nothing is pending: the draft keeps its automated bidding.
add(
  'bidding',
  at(8, { ...brewCopy, budget: { totalBudget: 18000, budgetType: 'lifetime' } }),
  'no manual bidding, we dont have time to babysit it',
  same(),
);
