import { at, daily, lifetime, P, same, sets, table } from '../build.ts';
import {
  brew,
  brewAud,
  brewBudget,
  brewCopy,
  florist,
  ledger,
  ledgerAud,
  ledgerBudget,
  lingo,
  lingoAud,
  lingoBudget,
  physio,
  physioAud,
  physioBudget,
  physioCopy,
  yogaAud,
} from '../drafts.ts';
import type { Draft } from '../frozen-types.ts';

// Every slot of SEMANTICS.md's fact table in phrasings the tables have not used, plus the frequency cap
// (a draft field SEMANTICS.md does not name yet: reported outside the core figure).

const { cases, add } = table('slots');

export { cases };

const noKpi = (d: Draft): Draft => ({ ...d, kpis: { primary: '' } });
const ledger7: Draft = { ...ledgerAud, creatives: { copy: { headlines: ['Get paid in days, not months'] } } };
const regulated = (campaignName: string) => ({ step: 1, regulated: true, draft: { campaignName } });

// --- goals and tracking ---
add(
  'kpi-primary',
  at(2, noKpi(lingo)),
  'what we report to investors = cost per install',
  sets({ [P.kpi]: 'cpi' }),
);
add('kpi-primary', at(2, noKpi(brew)), 'return on ad spend is the north star', sets({ [P.kpi]: 'roas' }));
add('kpi-primary', at(2, noKpi(physio)), 'judge us on price per enquiry', sets({ [P.kpi]: 'cpl' }));
add(
  'kpi-primary',
  at(2, { campaignName: 'Harbour Hello', objective: 'awareness' }),
  "we're measured on cost per thousand impressions",
  sets({ [P.kpi]: 'cpm' }),
);
add(
  'kpi-secondary',
  at(2, brew),
  'side metrics: click thru rate & cost/click',
  sets({ [P.kpi2]: ['ctr', 'cpc'] }),
);
add('kpi-secondary', at(2, lingo), 'secondary one: D7 retention', sets({ [P.kpi2]: ['day7_retention'] }));
add(
  'custom-goal',
  at(2, physio),
  'custom goal → 60 booked assessments / month',
  sets({ [P.goals]: ['60 booked assessments / month'] }),
);
add(
  'custom-goal',
  at(2, ledger),
  'Goal #1: 150 demos. Goal #2: 20 closed deals',
  sets({ [P.goals]: ['150 demos', '20 closed deals'] }),
);
add('attribution', at(2, brew), 'attribution: 14d click', sets({ [P.attribution]: 14 }));
add(
  'attribution',
  at(2, ledger),
  'count a conversion if it happens within 1 day of the click',
  sets({ [P.attribution]: 1 }),
);
add(
  'reporting',
  at(2, brew),
  'pls send csv every week to mara@tidewaterfizz.com',
  sets({ [P.reportFreq]: 'weekly', [P.reportFormat]: 'csv', [P.reportTo]: ['mara@tidewaterfizz.com'] }),
);
add(
  'reporting',
  at(2, physio),
  'monthly PDF for the partners: k.owens@northgatephysio.co.uk',
  sets({
    [P.reportFreq]: 'monthly',
    [P.reportFormat]: 'pdf',
    [P.reportTo]: ['k.owens@northgatephysio.co.uk'],
  }),
);

// --- setup ---
add(
  'tags',
  at(1, ledger),
  'tag this: b2b, paid-social, fy27',
  sets({ [P.tags]: ['b2b', 'paid-social', 'fy27'] }),
);
add(
  'description',
  at(1, florist),
  'description → spring bouquet launch for the Chicago shops',
  sets({ [P.description]: 'spring bouquet launch for the Chicago shops' }),
);
add(
  'industry',
  at(1, { campaignName: 'Paws Clinic Winter' }),
  'sector: veterinary clinics',
  sets({ [P.industry]: 'veterinary clinics' }),
);
add(
  'industry',
  at(1, { campaignName: 'Kiln Open Studio' }),
  'our industry is handmade ceramics',
  sets({ [P.industry]: 'handmade ceramics' }),
);
add(
  'category',
  regulated('Calm Skin Launch'),
  "we're a hemp-derived CBD skincare brand",
  sets({ [P.category]: 'cbd', [P.type]: 'regulated' }),
);
add(
  'category',
  regulated('Full House Promo'),
  'we run a poker + sports betting site',
  sets({ [P.category]: 'gambling', [P.type]: 'regulated' }),
);
add(
  'category',
  regulated('Vault Launch'),
  'crypto wallet + NFT marketplace',
  sets({ [P.category]: 'crypto', [P.type]: 'regulated' }),
);

// --- audience ---
add('ages', at(4, brewAud), '21 thru 45', sets({ [P.ageMin]: 21, [P.ageMax]: 45 }));
add('ages', at(4, yogaAud), 'aged 28 to 50ish', sets({ [P.ageMin]: 28, [P.ageMax]: 50 }));
add('ages', at(4, brewAud), 'nobody over 55', sets({ [P.ageMax]: 55 }));
add('ages', at(4, ledgerAud), '30+ only (decision makers)', sets({ [P.ageMin]: 30 }));
add(
  'generations',
  at(4, lingoAud),
  'anyone from gen z up to the millennials',
  sets({ [P.ageMin]: 18, [P.ageMax]: 45 }),
);
add('generations', at(4, brewAud), 'mainly gen-x folks', sets({ [P.ageMin]: 46, [P.ageMax]: 61 }));
add('genders', at(4, yogaAud), 'only show it to women', sets({ [P.genders]: ['female'] }));
add(
  'genders',
  at(4, brewAud),
  'just dudes 25-45',
  sets({ [P.genders]: ['male'], [P.ageMin]: 25, [P.ageMax]: 45 }),
);
add('devices', at(4, ledgerAud), 'laptops/desktops only', sets({ [P.devices]: ['desktop'] }));
add('devices', at(4, brewAud), 'iphones and ipads', sets({ [P.devices]: ['mobile', 'tablet'] }));
add(
  'devices',
  at(4, { ...brewAud, targeting: { geography: { countries: ['US'] }, devices: ['mobile'] } }),
  'chuck in smart TVs as well',
  sets({ [P.devices]: ['mobile', 'ctv'] }),
);
add(
  'interests',
  at(4, physioAud),
  'people who are into running, cycling or climbing',
  sets({ [P.interests]: ['running', 'cycling', 'climbing'] }),
);
add(
  'interests',
  at(4, lingoAud),
  'interest targeting: travel + K-dramas',
  sets({ [P.interests]: ['travel', 'k-dramas'] }),
);

// --- copy ---
// A question mark inside quoted copy is not a question.
add(
  'headlines',
  at(5, physioAud),
  'headline should read "Sore back? We can help"',
  sets({ [P.headlines]: ['Sore back? We can help'] }),
);
add(
  'ad-descriptions',
  at(5, brewCopy),
  'body text: Brewed with live cultures in Portland. Ships cold.',
  sets({ [P.bodies]: ['Brewed with live cultures in Portland. Ships cold.'] }),
);
add(
  'ad-descriptions',
  at(5, lingoAud),
  'primary text: Learn real German from real conversations.',
  sets({ [P.bodies]: ['Learn real German from real conversations.'] }),
);
add('cta', at(5, ledgerAud), 'button text = Book a Demo', sets({ [P.ctas]: ['Book a Demo'] }));
add('cta', at(5, lingoAud), "CTA should be 'Install Now' ofc", sets({ [P.ctas]: ['Install Now'] }));

// --- budget ---
add('budget', at(7, brewCopy), '12,5k is what we have', sets(lifetime(12500)));
add('budget', at(7, physioCopy), '£4.5k for the lot', sets(lifetime(4500, 'GBP')));
add('budget', at(7, lingoAud), '18.000 EUR total', sets(lifetime(18000, 'EUR')));
add('budget', at(7, brewCopy), '350 bucks daily', sets(daily(350)));
add('budget', at(7, ledger7), 'seventy-five thousand USD', sets(lifetime(75000, 'USD')));
add('budget', at(7, yogaAud), 'AUD 6k all in', sets(lifetime(6000, 'AUD')));
add('budget', at(7, ledger7), 'C$20k', sets(lifetime(20000, 'CAD')));
add(
  'budget-rate',
  at(7, physioCopy),
  '£1,500/mo for 4 months',
  sets({ ...lifetime(6000, 'GBP'), [P.end]: '2027-03-23' }),
);
add(
  'budget-rate',
  at(7, brewCopy),
  '2.5k every week for 6 weeks',
  sets({ ...lifetime(15000), [P.end]: '2027-01-04' }),
);
add(
  'budget-range',
  at(7, ledger7),
  '20k minimum, 30k max',
  same({ asksApproval: true, replyIncludes: ['25,000'] }),
);
add('budget-range', at(7, lingoAud), '€12k–€16k', same({ asksApproval: true, replyIncludes: ['14,000'] }));
add(
  'budget-type',
  at(7, { ...brewCopy, budget: { totalBudget: 600, budgetType: 'lifetime' } }),
  'the 600 is daily spend',
  sets({ [P.budgetType]: 'daily' }),
);
add(
  'budget-type',
  at(7, { ...brewCopy, budget: { totalBudget: 5000, budgetType: 'daily' } }),
  '5k is for the entire run',
  sets({ [P.budgetType]: 'lifetime' }),
);
add(
  'pacing',
  at(7, { ...brewBudget, budget: { totalBudget: 18000, budgetType: 'lifetime', pacing: 'accelerated' } }),
  'even daily spend across the flight, no spikes',
  sets({ [P.pacing]: 'standard' }),
);
add(
  'pacing',
  at(7, brewBudget),
  'blow most of it in the first days, launch hype',
  sets({ [P.pacing]: 'accelerated' }),
);

// --- schedule ---
add(
  'schedule',
  at(7, brewCopy),
  'go live 7 dec, end 20 dec',
  sets({ [P.start]: '2026-12-07', [P.end]: '2026-12-20' }),
);
add('schedule', at(7, lingoBudget), 'starting 15.01.2027', sets({ [P.start]: '2027-01-15' }));
add(
  'schedule',
  at(7, brewCopy),
  'kick it off this coming monday, run a fortnight',
  sets({ [P.start]: '2026-11-30', [P.end]: '2026-12-13' }),
);
add('schedule', at(7, ledger7), 'Jan 11 - Mar 19', sets({ [P.start]: '2027-01-11', [P.end]: '2027-03-19' }));
add(
  'schedule',
  at(7, { ...brewCopy, schedule: { startDate: '2027-01-10', endDate: '' } }),
  'get it out the door today if poss',
  sets({ [P.start]: '2026-11-24' }),
);
add(
  'schedule',
  at(7, { ...brewCopy, schedule: { startDate: '2027-01-04', endDate: '' } }),
  '10 weeks in total',
  sets({ [P.end]: '2027-03-14' }),
);
add(
  'schedule',
  at(7, ledger7),
  'for the entirety of q2',
  sets({ [P.start]: '2027-04-01', [P.end]: '2027-06-30' }),
);
add('schedule', at(7, brewCopy), 'summertime only', sets({ [P.start]: '2027-06-01', [P.end]: '2027-08-31' }));
add('schedule', at(7, brewBudget), 'let it run until end of march', sets({ [P.end]: '2027-03-31' }));
add('schedule', at(7, brewBudget), 'no fixed end, keep it always-on', sets({ [P.end]: '' }));

// --- bidding ---
add(
  'bidding',
  at(8, brewBudget),
  'aim for 3x return on spend',
  sets({ [P.bid]: 'target_roas', [P.roas]: 3 }),
);
add('bidding', at(8, ledgerBudget), 'tCPA 120 USD', sets({ [P.bid]: 'target_cpa', [P.cpa]: 120 }));
add('bidding', at(8, physioBudget), 'max £1.20 a click', sets({ [P.bid]: 'manual_cpc', [P.maxCpc]: 1.2 }));
add(
  'sanity',
  at(8, ledgerBudget),
  "tCPA $2, we're cheap",
  sets({ [P.bid]: 'target_cpa', [P.cpa]: 2 }, { replyIncludes: ['project'] }),
);

// --- frequency cap (outside SEMANTICS.md's table: not core) ---
add(
  'frequency-cap',
  at(8, brewBudget),
  "don't show it to the same person more than 3 times a week",
  sets({ [`${P.freqCap}.impressions`]: 3, [`${P.freqCap}.per`]: 'week' }),
);
add(
  'frequency-cap',
  at(8, lingoBudget),
  'frequency cap 2/day',
  sets({ [`${P.freqCap}.impressions`]: 2, [`${P.freqCap}.per`]: 'day' }),
);
