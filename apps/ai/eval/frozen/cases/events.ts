import { at, P, sets, table } from '../build.ts';
import {
  brewCopy,
  brewPlat,
  floristAud,
  floristPlat,
  ledgerAud,
  lingoBudget,
  lingoPlat,
  physioPlat,
  yogaAud,
  yogaPlat,
} from '../drafts.ts';
import type { Draft } from '../frozen-types.ts';

// Events and places in a brief. An event the campaign is "for" is its last day (or peak), not its start;
// a month is all of its days; a span "leading up to" an event ends on it. A city followed by its state or
// country is the city. A business described in passing is its industry, as typed.
// EVAL_NOW is Tue 2026-11-24; 2027 dates: US Mother's Day May 9, Easter Sunday Mar 28, St Patrick's Mar 17,
// Valentine's Feb 14 (a Sunday), Independence Day Jul 4, Halloween Oct 31.

const { cases, add } = table('events');

export { cases };

const end = (date: string) => sets({ [P.end]: date });
const span = (start: string, last: string) => sets({ [P.start]: start, [P.end]: last });
const florist7: Draft = {
  ...floristAud,
  creatives: { copy: { headlines: ['Fresh stems, delivered today'] } },
};
const ledger7: Draft = { ...ledgerAud, creatives: { copy: { headlines: ['Get paid in days, not months'] } } };
const yoga7: Draft = { ...yogaAud, creatives: { copy: { headlines: ['Roll out your mat'] } } };

// --- an event is the end, not the start ---
add('schedule', at(7, florist7), "it's for the Mother's Day rush", end('2027-05-09'));
add('schedule', at(7, florist7), "the push is for valentine's orders", end('2027-02-14'));
add('schedule', at(7, brewCopy), "it's for 4th of July bbqs", end('2027-07-04'));
add('schedule', at(7, brewCopy), 'for halloween next year', end('2027-10-31'));
add('schedule', at(7, brewCopy), 'launch party is Jan 16, campaign should end that day', end('2027-01-16'));
add('schedule', at(7, yoga7), 'international yoga day june 21 - that is the finale', end('2027-06-21'));
add('schedule', at(7, brewCopy), 'our anniversary is 3/14, wrap up on that date', end('2027-03-14'));
add('schedule', at(7, lingoBudget), 'Christmas gifting push, last day Dec 24', end('2026-12-24'));

// --- spans leading up to an event, ending on it ---
add(
  'schedule',
  at(7, lingoBudget),
  'the 4 weeks leading up to Easter, finishing on Easter Sunday',
  span('2027-03-01', '2027-03-28'),
);
add(
  'schedule',
  at(7, florist7),
  "the two weeks leading into Mother's Day, incl. the day itself",
  span('2027-04-26', '2027-05-09'),
);
add('schedule', at(7, brewCopy), "the 10 days up to new year's eve", span('2026-12-22', '2026-12-31'));
add('schedule', at(7, florist7), "from 1 Feb through Valentine's", span('2027-02-01', '2027-02-14'));

// --- a month, a day, a season of the business ---
add('schedule', at(7, brewCopy), 'February, the full month', span('2027-02-01', '2027-02-28'));
add('schedule', at(7, lingoBudget), 'all of march', span('2027-03-01', '2027-03-31'));
add('schedule', at(7, brewCopy), 'Dry January campaign, the whole month', span('2027-01-01', '2027-01-31'));
add('schedule', at(7, florist7), "St Patrick's Day, just that day", span('2027-03-17', '2027-03-17'));
add('schedule', at(7, ledger7), 'tax season - Jan through April 15', span('2027-01-01', '2027-04-15'));
// "1-21 Jan" is a span of days, not ages.
add('schedule', at(7, yoga7), 'new year new you - runs 1-21 Jan', span('2027-01-01', '2027-01-21'));
add(
  'schedule',
  at(7, ledger7),
  'kick off right after new year (jan 4) and run 5 weeks',
  span('2027-01-04', '2027-02-07'),
);

// --- a city with its state or country is the city ---
add(
  'cities',
  at(4, floristPlat),
  'delivery radius is Chicago proper, not Illinois',
  sets({ [P.countries]: ['US'], [P.cities]: ['Chicago'] }),
);
add('cities', at(4, brewPlat), 'Seattle, WA only', sets({ [P.countries]: ['US'], [P.cities]: ['Seattle'] }));
add(
  'cities',
  at(4, brewPlat),
  'just Sacramento, CA',
  sets({ [P.countries]: ['US'], [P.cities]: ['Sacramento'] }),
);
add(
  'cities',
  at(4, brewPlat),
  'Pasadena, California and nowhere else',
  sets({ [P.countries]: ['US'], [P.cities]: ['Pasadena'] }),
);
add(
  'cities',
  at(4, brewPlat),
  'target Portland, Maine only',
  sets({ [P.countries]: ['US'], [P.cities]: ['Portland'] }),
);
add(
  'cities',
  at(4, yogaPlat),
  'Melbourne (Australia, not Florida lol)',
  sets({ [P.countries]: ['AU'], [P.cities]: ['Melbourne'] }),
);
add(
  'cities',
  at(4, physioPlat),
  'Bristol - the UK one',
  sets({ [P.countries]: ['GB'], [P.cities]: ['Bristol'] }),
);
add(
  'cities',
  at(4, lingoPlat),
  'Frankfurt am Main + Köln',
  sets({ [P.countries]: ['DE'], [P.cities]: ['Frankfurt', 'Cologne'] }),
);

// --- the business in passing ---
add(
  'industry',
  at(1, { campaignName: 'Bright Smiles Winter' }),
  'a network of 12 dental practices',
  sets({ [P.industry]: 'dental practices' }),
);
add(
  'industry',
  at(1, { campaignName: 'Spoke and Chain' }),
  "we're a family business with 3 bike shops",
  sets({ [P.industry]: 'bike shops' }),
);
