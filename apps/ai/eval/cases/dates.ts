import type { CaseStart, PhrasingCase } from '../eval-types.ts';

// Schedule: ranges, quarters, seasons, ASAP, durations, end dates. EVAL_NOW is Tue 2026-11-24 (UTC), the
// default start date. A duration counts from the start date and includes it (6 weeks = 42 days: a start on
// 2026-11-24 ends 2027-01-04), like SEMANTICS.md's months ("3 months after the start, less a day").
// A quarter or season is its whole span, the next one to come.

type Draft = NonNullable<CaseStart['draft']>;
const base: Draft = {
  campaignName: 'Winter Boots',
  objective: 'sales',
  kpis: { primary: 'roas' },
  platforms: { selected: ['google-ads', 'facebook'] },
  targeting: { geography: { countries: ['US'] } },
  creatives: { copy: { headlines: ['Boots built for snow'] } },
  budget: { totalBudget: 20000, budgetType: 'lifetime' },
};
const dates = (startDate: string, endDate = ''): Draft => ({ ...base, schedule: { startDate, endDate } });

const START = 'schedule.startDate';
const END = 'schedule.endDate';

export const cases: PhrasingCase[] = [
  // --- explicit ranges ---
  {
    id: 'schedule-range-1',
    fact: 'schedule',
    at: { step: 7, draft: base },
    say: 'from the 1st to the 15th of January',
    expect: { [START]: '2027-01-01', [END]: '2027-01-15' },
  },
  {
    id: 'schedule-range-2',
    fact: 'schedule',
    at: { step: 7, draft: base },
    say: 'Dec 1 to Christmas Eve',
    expect: { [START]: '2026-12-01', [END]: '2026-12-24' },
  },
  // Day-first dates: 24 cannot be a month.
  {
    id: 'schedule-range-day-first-1',
    fact: 'schedule',
    at: { step: 7, draft: base },
    say: 'from 1.12 to 24.12',
    expect: { [START]: '2026-12-01', [END]: '2026-12-24' },
  },
  // Black Friday 2026 is 27 November; Cyber Monday is 30 November.
  {
    id: 'schedule-range-holidays-1',
    fact: 'schedule',
    at: { step: 7, draft: base },
    say: 'Black Friday through Cyber Monday',
    expect: { [START]: '2026-11-27', [END]: '2026-11-30' },
  },
  {
    id: 'schedule-range-3',
    fact: 'schedule',
    at: { step: 7, draft: base },
    say: 'March 1 - April 15',
    expect: { [START]: '2027-03-01', [END]: '2027-04-15' },
  },
  {
    id: 'schedule-range-4',
    fact: 'schedule',
    at: { step: 7, draft: base },
    say: 'jan 5th to feb 5th',
    expect: { [START]: '2027-01-05', [END]: '2027-02-05' },
  },
  {
    id: 'schedule-range-months-1',
    fact: 'schedule',
    at: { step: 1 },
    say: 'call it Spring Fling, runs march through may',
    expect: { campaignName: 'Spring Fling', [START]: '2027-03-01', [END]: '2027-05-31' },
  },
  {
    id: 'schedule-start-1',
    fact: 'schedule',
    at: { step: 7, draft: base },
    say: 'start monday',
    expect: { [START]: '2026-11-30' },
  },
  {
    id: 'schedule-start-2',
    fact: 'schedule',
    at: { step: 7, draft: base },
    say: 'from the 10th of january',
    expect: { [START]: '2027-01-10' },
  },
  {
    id: 'schedule-range-front-loaded-1',
    fact: 'schedule',
    at: { step: 4, draft: base },
    say: 'oh and we want it live from the 1st to the 15th of January',
    expect: { [START]: '2027-01-01', [END]: '2027-01-15' },
  },
  // Shifting "a week" moves both dates and keeps the length.
  {
    id: 'schedule-shift-1',
    fact: 'schedule',
    at: { step: 7, draft: dates('2027-01-01', '2027-01-15') },
    say: 'actually push it back a week',
    expect: { [START]: '2027-01-08', [END]: '2027-01-22' },
  },
  {
    id: 'schedule-question-1',
    fact: 'schedule',
    at: { step: 7, draft: base },
    say: 'when do you think we should launch?',
    unchanged: true,
  },
  {
    id: 'schedule-question-2',
    fact: 'schedule',
    at: { step: 7, draft: dates('2026-12-01', '2026-12-20') },
    say: 'can it run over christmas?',
    unchanged: true,
  },

  // --- quarters ---
  {
    id: 'quarter-q1-1',
    fact: 'quarter',
    at: { step: 7, draft: base },
    say: 'Q1',
    expect: { [START]: '2027-01-01', [END]: '2027-03-31' },
  },
  {
    id: 'quarter-q1-2',
    fact: 'quarter',
    at: { step: 7, draft: base },
    say: 'the whole of Q1',
    expect: { [START]: '2027-01-01', [END]: '2027-03-31' },
  },
  {
    id: 'quarter-next-1',
    fact: 'quarter',
    at: { step: 7, draft: base },
    say: 'next quarter',
    expect: { [START]: '2027-01-01', [END]: '2027-03-31' },
  },
  {
    id: 'quarter-q2-1',
    fact: 'quarter',
    at: { step: 7, draft: base },
    say: 'Q2 2027',
    expect: { [START]: '2027-04-01', [END]: '2027-06-30' },
  },
  {
    id: 'quarter-q3-1',
    fact: 'quarter',
    at: { step: 7, draft: base },
    say: 'q3',
    expect: { [START]: '2027-07-01', [END]: '2027-09-30' },
  },
  {
    id: 'end-of-quarter-1',
    fact: 'end-date',
    at: { step: 7, draft: base },
    say: 'until the end of Q1',
    expect: { [END]: '2027-03-31' },
  },
  {
    id: 'end-of-quarter-2',
    fact: 'end-date',
    at: { step: 7, draft: dates('2027-01-10') },
    say: 'run it till end of q1',
    expect: { [END]: '2027-03-31' },
  },
  {
    id: 'quarter-front-loaded-1',
    fact: 'quarter',
    at: { step: 2, draft: { campaignName: 'Pipeline Push', objective: 'leads' } },
    say: 'cost per lead, and this is a Q1 thing',
    expect: { 'kpis.primary': 'cpl', [START]: '2027-01-01', [END]: '2027-03-31' },
  },

  // --- seasons --- (spring = Mar 1 - May 31 2027; summer = Jun 1 - Aug 31 2027; winter = Dec 1 2026 - Feb 28 2027)
  {
    id: 'season-spring-1',
    fact: 'season',
    at: { step: 7, draft: base },
    say: 'spring',
    expect: { [START]: '2027-03-01', [END]: '2027-05-31' },
  },
  {
    id: 'season-spring-sale-1',
    fact: 'season',
    at: { step: 7, draft: base },
    say: "it's our spring sale",
    expect: { [START]: '2027-03-01', [END]: '2027-05-31' },
  },
  {
    id: 'season-spring-sale-2',
    fact: 'season',
    at: { step: 2, draft: { campaignName: 'Garden Goods', objective: 'sales' } },
    say: 'roas. this is for the spring sale',
    expect: { 'kpis.primary': 'roas', [START]: '2027-03-01', [END]: '2027-05-31' },
  },
  {
    id: 'season-summer-1',
    fact: 'season',
    at: { step: 7, draft: base },
    say: 'summer',
    expect: { [START]: '2027-06-01', [END]: '2027-08-31' },
  },
  {
    id: 'season-summer-2',
    fact: 'season',
    at: { step: 7, draft: base },
    say: 'we only run this over the summer months',
    expect: { [START]: '2027-06-01', [END]: '2027-08-31' },
  },
  // Meteorological winter (Dec-Feb), the next one to come, by analogy with SEMANTICS.md's spring.
  {
    id: 'season-winter-1',
    fact: 'season',
    at: { step: 7, draft: base },
    say: 'all winter',
    expect: { [START]: '2026-12-01', [END]: '2027-02-28' },
  },

  // --- ASAP ---
  {
    id: 'asap-1',
    fact: 'asap',
    at: { step: 7, draft: dates('2027-01-10') },
    say: 'ASAP',
    expect: { [START]: '2026-11-24' },
  },
  {
    id: 'asap-2',
    fact: 'asap',
    at: { step: 7, draft: dates('2026-12-15') },
    say: 'start asap and run till new years eve',
    expect: { [START]: '2026-11-24', [END]: '2026-12-31' },
  },
  {
    id: 'asap-3',
    fact: 'asap',
    at: { step: 7, draft: dates('2027-01-01') },
    say: 'ASAP pls, for 3 months',
    expect: { [START]: '2026-11-24', [END]: '2027-02-23' },
  },
  // "can we ... instead?" is a request (a statement), not a hypothetical.
  {
    id: 'asap-4',
    fact: 'asap',
    at: { step: 7, draft: dates('2027-02-01', '2027-02-28') },
    say: 'can we go live right away instead? same end date',
    expect: { [START]: '2026-11-24' },
  },
  {
    id: 'asap-5',
    fact: 'asap',
    at: { step: 8, draft: dates('2026-12-07') },
    say: 'actually start today, as soon as possible',
    expect: { [START]: '2026-11-24' },
  },

  // --- durations ---
  {
    id: 'duration-six-weeks-1',
    fact: 'duration',
    at: { step: 7, draft: base },
    say: 'for six weeks',
    expect: { [END]: '2027-01-04' },
  },
  {
    id: 'duration-six-weeks-start-set-1',
    fact: 'duration',
    at: { step: 7, draft: dates('2027-01-01') },
    say: 'run it for 6 weeks',
    expect: { [END]: '2027-02-11' },
  },
  {
    id: 'duration-two-weeks-1',
    fact: 'duration',
    at: { step: 7, draft: base },
    say: '2 weeks',
    expect: { [END]: '2026-12-07' },
  },
  {
    id: 'duration-month-1',
    fact: 'duration',
    at: { step: 7, draft: base },
    say: 'for a month',
    expect: { [END]: '2026-12-23' },
  },
  {
    id: 'duration-days-1',
    fact: 'duration',
    at: { step: 7, draft: base },
    say: '30 days',
    expect: { [END]: '2026-12-23' },
  },
  {
    id: 'duration-start-and-weeks-1',
    fact: 'duration',
    at: { step: 7, draft: base },
    say: 'start dec 1, run 4 weeks',
    expect: { [START]: '2026-12-01', [END]: '2026-12-28' },
  },
  {
    id: 'duration-tomorrow-1',
    fact: 'duration',
    at: { step: 7, draft: base },
    say: 'starting tomorrow for 10 days',
    expect: { [START]: '2026-11-25', [END]: '2026-12-04' },
  },
  {
    id: 'duration-flight-1',
    fact: 'duration',
    at: { step: 7, draft: base },
    say: 'six week flight starting Jan 4',
    expect: { [START]: '2027-01-04', [END]: '2027-02-14' },
  },
  {
    id: 'duration-weeks-from-1',
    fact: 'duration',
    at: { step: 7, draft: base },
    say: '8 weeks from 1 feb',
    expect: { [START]: '2027-02-01', [END]: '2027-03-28' },
  },
  {
    id: 'duration-front-loaded-1',
    fact: 'duration',
    at: { step: 1 },
    say: 'Name: Six Week Sprint, traffic, for six weeks',
    expect: { campaignName: 'Six Week Sprint', objective: 'traffic', [END]: '2027-01-04' },
  },
  {
    id: 'duration-with-budget-1',
    fact: 'duration',
    at: { step: 7, draft: { ...base, budget: {} } },
    say: '20k over 4 weeks',
    expect: { 'budget.totalBudget': 20000, 'budget.budgetType': 'lifetime', [END]: '2026-12-21' },
  },

  // --- end dates ---
  {
    id: 'end-date-year-end-1',
    fact: 'end-date',
    at: { step: 7, draft: base },
    say: 'until the end of the year',
    expect: { [END]: '2026-12-31' },
  },
  {
    id: 'end-date-valentines-1',
    fact: 'end-date',
    at: { step: 7, draft: base },
    say: "ends on valentine's day",
    expect: { [END]: '2027-02-14' },
  },
  {
    id: 'end-date-month-end-1',
    fact: 'end-date',
    at: { step: 7, draft: base },
    say: 'through end of Feb',
    expect: { [END]: '2027-02-28' },
  },
  // "the 20th" of this month has passed, so it is 20 December.
  {
    id: 'end-date-day-1',
    fact: 'end-date',
    at: { step: 7, draft: base },
    say: 'end it on the 20th',
    expect: { [END]: '2026-12-20' },
  },
  {
    id: 'end-date-none-1',
    fact: 'end-date',
    at: { step: 7, draft: dates('2026-11-24', '2027-01-31') },
    say: 'no end date, run it continuously',
    expect: { [END]: '' },
  },
  {
    id: 'end-date-correction-1',
    fact: 'end-date',
    at: { step: 8, draft: dates('2026-11-24', '2026-12-31') },
    say: 'sorry, it should end jan 31 not dec 31',
    expect: { [END]: '2027-01-31' },
  },
];
