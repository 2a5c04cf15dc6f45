import { alloc, at, onPending, P, sets, table } from '../build.ts';
import {
  brew,
  brewAud,
  brewPlat,
  florist,
  floristAud,
  ledger,
  ledgerAud,
  lingo,
  lingoAud,
  lingoPlat,
  physioAud,
  physioCopy,
  physioPlat,
  yogaAud,
} from '../drafts.ts';

// Lists in the formats people paste: bullets, pipes, numbered lines, "headline 1: … headline 2: …",
// comma lists, and swaps of one item in a list that already exists or was just suggested.

const { cases, add } = table('lists');

export { cases };

const withHeadlines = (d: typeof brewAud, headlines: string[], callsToAction?: string[]) => ({
  ...d,
  creatives: { copy: { headlines, ...(callsToAction ? { callsToAction } : {}) } },
});

// --- headlines ---
add(
  'headlines',
  at(5, brewAud),
  'headlines:\n- Brewed slow in Portland\n- Zero junk, all fizz\n- Your new fridge staple',
  sets({ [P.headlines]: ['Brewed slow in Portland', 'Zero junk, all fizz', 'Your new fridge staple'] }),
);
add(
  'headlines',
  at(5, ledgerAud),
  'for headlines use these\n• Tame your invoices\n• Paid in 3 days\n• Built for 5-person firms',
  sets({ [P.headlines]: ['Tame your invoices', 'Paid in 3 days', 'Built for 5-person firms'] }),
);
add(
  'headlines',
  at(5, physioAud),
  "Headlines = Back pain sorted | Walk-in assessments | Bristol's friendliest physios",
  sets({ [P.headlines]: ['Back pain sorted', 'Walk-in assessments', "Bristol's friendliest physios"] }),
);
add(
  'headlines',
  at(5, lingoAud),
  'headline 1: Learn German on the bus headline 2: 10 min lessons that stick',
  sets({ [P.headlines]: ['Learn German on the bus', '10 min lessons that stick'] }),
);
add(
  'headlines',
  at(5, floristAud),
  "Headline 1 - Flowers by noon\nHeadline 2 - Chicago's favourite florist\nHeadline 3 - Order before 11am",
  sets({ [P.headlines]: ['Flowers by noon', "Chicago's favourite florist", 'Order before 11am'] }),
);
// "this summer" inside a headline schedules nothing.
add(
  'headlines',
  at(5, yogaAud),
  '1. Roll out your mat\n2. First class on us\n3. Breathe easier this summer',
  sets({ [P.headlines]: ['Roll out your mat', 'First class on us', 'Breathe easier this summer'] }),
);
add(
  'headlines',
  at(5, ledgerAud),
  'H1: Stop chasing invoices / H2: Ledgerline does the nagging',
  sets({ [P.headlines]: ['Stop chasing invoices', 'Ledgerline does the nagging'] }),
);
add(
  'headlines',
  at(5, brewAud),
  'Hi, please find our headline copy below:\n\n"Raw, unfiltered, alive"\n"Brewed in Portland since 2016"\n\nThanks, Mara',
  sets({ [P.headlines]: ['Raw, unfiltered, alive', 'Brewed in Portland since 2016'] }),
);
add(
  'headlines',
  at(5, lingoAud),
  '#1 Fluent-ish in 3 months #2 Learn on your lunch break',
  sets({ [P.headlines]: ['Fluent-ish in 3 months', 'Learn on your lunch break'] }),
);
add(
  'headlines',
  at(5, ledgerAud),
  'headlines, in this order pls:\n— Paid faster\n— Fewer reminders\n— Happier clients',
  sets({ [P.headlines]: ['Paid faster', 'Fewer reminders', 'Happier clients'] }),
);
// Swaps in a list that exists: the last one goes, the others stay in place.
add(
  'headlines',
  at(
    5,
    withHeadlines(brewAud, [
      'Small-batch booch, big flavour',
      'Brewed slow in Portland',
      'Try our ginger batch',
    ]),
  ),
  "last headline's weak - swap it for 'Alive and kicking since 2016', others stay",
  sets({
    [P.headlines]: [
      'Small-batch booch, big flavour',
      'Brewed slow in Portland',
      'Alive and kicking since 2016',
    ],
  }),
);
add(
  'headlines',
  at(5, withHeadlines(physioAud, ['Back pain sorted', 'Walk-in assessments', 'Bristol physio team'])),
  'keep the top two headlines, the third becomes: Evening slots available',
  sets({ [P.headlines]: ['Back pain sorted', 'Walk-in assessments', 'Evening slots available'] }),
);
// Swaps in a list just suggested: the suggestion is approved with the change.
add(
  'headlines',
  at(5, floristAud, ['can you write me 3 headlines?']),
  "keep those but swap the last one for 'Same-day delivery across Chicago'",
  onPending((d) => ({
    [P.headlines]: [...d.creatives.copy.headlines.slice(0, -1), 'Same-day delivery across Chicago'],
  })),
);
add(
  'headlines',
  at(5, yogaAud, ['suggest some headlines']),
  "1st and 2nd are good, lose the rest and add 'Your first class is free'",
  onPending((d) => ({
    [P.headlines]: [...d.creatives.copy.headlines.slice(0, 2), 'Your first class is free'],
  })),
);
add(
  'headlines',
  at(5, ledgerAud, ['can you write me 3 headlines?']),
  'all good + one more: Invoices that chase themselves',
  onPending((d) => ({ [P.headlines]: [...d.creatives.copy.headlines, 'Invoices that chase themselves'] })),
);

// --- ad descriptions and calls to action ---
add(
  'ad-descriptions',
  at(5, physioCopy),
  'ad texts: (1) Real physio, no waiting list. (2) Same-week appointments in Clifton.',
  sets({ [P.bodies]: ['Real physio, no waiting list.', 'Same-week appointments in Clifton.'] }),
);
add(
  'ad-descriptions',
  at(5, floristAud),
  'descriptions\n• Hand-tied in our Wicker Park studio\n• Order by 2pm for same-day delivery',
  sets({ [P.bodies]: ['Hand-tied in our Wicker Park studio', 'Order by 2pm for same-day delivery'] }),
);
add('cta', at(5, lingoAud), 'buttons → Install | Try Free', sets({ [P.ctas]: ['Install', 'Try Free'] }));
add(
  'cta',
  at(5, floristAud),
  'cta 1: Shop Now cta 2: Send Flowers',
  sets({ [P.ctas]: ['Shop Now', 'Send Flowers'] }),
);
add(
  'cta',
  at(5, withHeadlines(physioAud, ['Back pain sorted'], ['Book Now', 'Learn More'])),
  "2nd button should say 'Get a quote' instead",
  sets({ [P.ctas]: ['Book Now', 'Get a quote'] }),
);

// --- platforms ---
add(
  'platforms',
  at(3, ledger),
  'platforms → google, linkedin',
  sets({ [P.platforms]: ['google-ads', 'linkedin'] }),
);
add(
  'platforms',
  at(3, lingo),
  'fb | ig | tiktok',
  sets({ [P.platforms]: ['facebook', 'instagram', 'tiktok'] }),
);
add(
  'platforms',
  at(3, florist),
  'Platforms\n- Google\n- Meta (both fb + ig)\n- no TikTok',
  sets({ [P.platforms]: ['google-ads', 'facebook', 'instagram'] }),
);
add(
  'platforms',
  at(3, lingoPlat),
  'keep tiktok and insta, but swap fb out for google',
  sets({ [P.platforms]: ['tiktok', 'instagram', 'google-ads'] }),
);

// --- places ---
add(
  'countries',
  at(4, lingoPlat),
  'markets:\n* Germany\n* Austria\n* Switzerland\n* Liechtenstein',
  sets({ [P.countries]: ['DE', 'AT', 'CH', 'LI'] }),
);
add('countries', at(4, lingoPlat), 'DE | AT | CH', sets({ [P.countries]: ['DE', 'AT', 'CH'] }));
add(
  'countries',
  at(4, { ...brewPlat, targeting: { geography: { countries: ['US', 'CA', 'MX'] } } }),
  'swap the last country for Puerto Rico, keep the first two',
  sets({ [P.countries]: ['US', 'CA', 'PR'] }),
);
add(
  'cities',
  at(4, physioPlat),
  'cities:\n- Leeds\n- Sheffield\n- Nottingham',
  sets({ [P.countries]: ['GB'], [P.cities]: ['Leeds', 'Sheffield', 'Nottingham'] }),
);

// --- audience ---
add(
  'interests',
  at(4, brewAud),
  'interests -> kombucha, gut health, fermentation, farmers markets',
  sets({ [P.interests]: ['kombucha', 'gut health', 'fermentation', 'farmers markets'] }),
);
add(
  'interests',
  at(4, yogaAud),
  'target ppl interested in:\n- pilates\n- surfing\n- meditation',
  sets({ [P.interests]: ['pilates', 'surfing', 'meditation'] }),
);
add(
  'interests',
  at(4, yogaAud),
  'interests: yoga OR pilates OR breathwork',
  sets({ [P.interests]: ['yoga', 'pilates', 'breathwork'] }),
);
add(
  'devices',
  at(4, brewAud),
  'devices should be: smartphone + tablet, no computer',
  sets({ [P.devices]: ['mobile', 'tablet'] }),
);

// --- goals and tracking ---
add(
  'kpi-secondary',
  at(2, brew),
  'secondary metrics\n- CTR\n- CPC\n- CPM',
  sets({ [P.kpi2]: ['ctr', 'cpc', 'cpm'] }),
);
add(
  'kpi-secondary',
  at(2, { ...lingo, kpis: { primary: '' } }),
  '1) main KPI: CPI 2) also watch: installs, day 7 retention',
  sets({ [P.kpi]: 'cpi', [P.kpi2]: ['installs', 'day7_retention'] }),
);
add(
  'reporting',
  at(2, lingo),
  'send the weekly report to: ana@wortwerk.de, jonas@wortwerk.de, finance@wortwerk.de',
  sets({
    [P.reportFreq]: 'weekly',
    [P.reportTo]: ['ana@wortwerk.de', 'jonas@wortwerk.de', 'finance@wortwerk.de'],
  }),
);
// "winter" as a tag schedules nothing.
add(
  'tags',
  at(1, brew),
  'tags: winter | retention | test-b',
  sets({ [P.tags]: ['winter', 'retention', 'test-b'] }),
);

// A split written as a list.
add(
  'allocation',
  at(7, {
    ...brewAud,
    creatives: { copy: { headlines: ['Small-batch booch, big flavour'] } },
    budget: { totalBudget: 18000, budgetType: 'lifetime' },
  }),
  'split:\n- google 50%\n- facebook 30%\n- instagram 20%',
  sets(alloc({ 'google-ads': 50, facebook: 30, instagram: 20 })),
);
