import { at, daily, lifetime, P, sets, table } from '../build.ts';
import { brewCopy, brewPlat, ledger, physioAud, yogaPlat } from '../drafts.ts';

// Briefs and e-mails that carry several facts at once: every fact is applied, nothing else changes.
// Dates from EVAL_NOW (Tue 2026-11-24): a rate "for 3 months" from today ends 2027-02-23.

const { cases, add } = table('briefs');

export { cases };

add(
  'multi',
  at(1),
  'Hi! Quick brief for the new campaign:\nName: Fizz Forward\nObjective - online sales\nWhere: US only\nChannels: Google + Instagram\nBudget: $15k total\nDates: Jan 4 – Feb 14\nThanks, Mara',
  sets({
    [P.name]: 'Fizz Forward',
    [P.objective]: 'sales',
    [P.countries]: ['US'],
    [P.platforms]: ['google-ads', 'instagram'],
    ...lifetime(15000, 'USD'),
    [P.start]: '2027-01-04',
    [P.end]: '2027-02-14',
  }),
);
add(
  'multi',
  at(1),
  "new one: 'Stem Drop', sales, ig+fb, chicago only, 6k, feb 1-14",
  sets({
    [P.name]: 'Stem Drop',
    [P.objective]: 'sales',
    [P.platforms]: ['instagram', 'facebook'],
    [P.countries]: ['US'],
    [P.cities]: ['Chicago'],
    ...lifetime(6000),
    [P.start]: '2027-02-01',
    [P.end]: '2027-02-14',
  }),
);
add(
  'multi',
  at(1),
  'Hello, we want more installs of our app in Germany and Austria, only on mobile. Budget is 20.000 euro for the whole campaign, from 1. December until 31. January. Name: Wortwerk Winter',
  sets({
    [P.name]: 'Wortwerk Winter',
    [P.objective]: 'app_installs',
    [P.countries]: ['DE', 'AT'],
    [P.devices]: ['mobile'],
    ...lifetime(20000, 'EUR'),
    [P.start]: '2026-12-01',
    [P.end]: '2027-01-31',
  }),
);
add(
  'multi',
  at(1),
  'campaign brief\n- name: Assessment Week\n- objective: leads\n- platforms: google, facebook\n- location: Bristol\n- age 30-60\n- budget £3,000\n- 2 weeks from 11 Jan',
  sets({
    [P.name]: 'Assessment Week',
    [P.objective]: 'leads',
    [P.platforms]: ['google-ads', 'facebook'],
    [P.countries]: ['GB'],
    [P.cities]: ['Bristol'],
    [P.ageMin]: 30,
    [P.ageMax]: 60,
    ...lifetime(3000, 'GBP'),
    [P.start]: '2027-01-11',
    [P.end]: '2027-01-24',
  }),
);
add(
  'multi',
  at(1),
  'Ledgerline Demo Drive | leads | LinkedIn | US & Canada | $25k | Q1',
  sets({
    [P.name]: 'Ledgerline Demo Drive',
    [P.objective]: 'leads',
    [P.platforms]: ['linkedin'],
    [P.countries]: ['US', 'CA'],
    ...lifetime(25000, 'USD'),
    [P.start]: '2027-01-01',
    [P.end]: '2027-03-31',
  }),
);
add(
  'multi',
  at(2, { ...ledger, kpis: { primary: '' } }),
  'Re: KPIs — primary is cost per lead, we also watch conversion rate. Attribution 30 days. Weekly PDF to revops@ledgerline.io please.',
  sets({
    [P.kpi]: 'cpl',
    [P.kpi2]: ['conversion_rate'],
    [P.attribution]: 30,
    [P.reportFreq]: 'weekly',
    [P.reportFormat]: 'pdf',
    [P.reportTo]: ['revops@ledgerline.io'],
  }),
);
add(
  'multi',
  at(4, yogaPlat),
  'audience: women, 25-45, Sydney + Melbourne, into pilates & wellness, mobile only',
  sets({
    [P.genders]: ['female'],
    [P.ageMin]: 25,
    [P.ageMax]: 45,
    [P.countries]: ['AU'],
    [P.cities]: ['Sydney', 'Melbourne'],
    [P.interests]: ['pilates', 'wellness'],
    [P.devices]: ['mobile'],
  }),
);
add(
  'multi',
  at(5, physioAud),
  'Copy for the ads:\nHeadlines – Back to doing what you love; Same-week appointments\nText – Chartered physios in central Bristol.\nButton – Book Now',
  sets({
    [P.headlines]: ['Back to doing what you love', 'Same-week appointments'],
    [P.bodies]: ['Chartered physios in central Bristol.'],
    [P.ctas]: ['Book Now'],
  }),
);
add(
  'multi',
  at(7, brewCopy),
  'money side: $20k lifetime, 1 Dec → 31 Jan, spend evenly, target roas 3x',
  sets({
    ...lifetime(20000, 'USD'),
    [P.start]: '2026-12-01',
    [P.end]: '2027-01-31',
    [P.pacing]: 'standard',
    [P.bid]: 'target_roas',
    [P.roas]: 3,
  }),
);
add(
  'multi',
  at(1),
  'hi, i want make campaign for my restaurant, name is Mama Lucia Lunch, we want people come to website and see the menu, in Milan and Rome',
  sets({
    [P.name]: 'Mama Lucia Lunch',
    [P.industry]: 'restaurant',
    [P.objective]: 'traffic',
    [P.countries]: ['IT'],
    [P.cities]: ['Milan', 'Rome'],
  }),
);
add(
  'multi',
  at(1),
  'nmae: Booch Blitz, objectve: sales, platfroms: instgram + tiktok, budjet 8k',
  sets({
    [P.name]: 'Booch Blitz',
    [P.objective]: 'sales',
    [P.platforms]: ['instagram', 'tiktok'],
    ...lifetime(8000),
  }),
);
// "Q1" inside the quoted name schedules nothing; the monthly rate sets the total and the end.
add(
  'multi',
  at(1),
  "Hey - need a leads campaign for a group of 5 pilates studios in Austin + Dallas, ~$4k/month for 3 months, FB and IG. Call it 'Core Strength Q1'.",
  sets({
    [P.name]: 'Core Strength Q1',
    [P.objective]: 'leads',
    [P.industry]: 'pilates studios',
    [P.countries]: ['US'],
    [P.cities]: ['Austin', 'Dallas'],
    [P.platforms]: ['facebook', 'instagram'],
    ...lifetime(12000, 'USD'),
    [P.end]: '2027-02-23',
  }),
);
add(
  'multi',
  at(1),
  "Team, for the new collection drop we'll run Google Shopping and Meta, £30k, 15 March to 30 April, UK and Ireland. Objective sales. Name TBD.",
  sets({
    [P.objective]: 'sales',
    [P.platforms]: ['google-ads', 'facebook', 'instagram'],
    ...lifetime(30000, 'GBP'),
    [P.start]: '2027-03-15',
    [P.end]: '2027-04-30',
    [P.countries]: ['GB', 'IE'],
  }),
);
add(
  'multi',
  at(4, brewPlat),
  '> who are we targeting?\nAdults 21-45 in Oregon and Washington state, into craft beer and hiking.',
  sets({
    [P.ageMin]: 21,
    [P.ageMax]: 45,
    [P.countries]: ['US'],
    [P.regions]: ['Oregon', 'Washington'],
    [P.interests]: ['craft beer', 'hiking'],
  }),
);
add(
  'multi',
  at(1),
  "Campaign 'Tax Time Tune-Up' / Objective: leads / Budget 500 a day / runs Feb 1 - Apr 15 / Google only",
  sets({
    [P.name]: 'Tax Time Tune-Up',
    [P.objective]: 'leads',
    ...daily(500),
    [P.start]: '2027-02-01',
    [P.end]: '2027-04-15',
    [P.platforms]: ['google-ads'],
  }),
);
