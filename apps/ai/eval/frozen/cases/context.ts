import { at, P, same, sets, table } from '../build.ts';
import {
  brew,
  brewAud,
  brewBudget,
  brewPlat,
  floristAud,
  floristBudget,
  ledger,
  ledgerBudget,
  lingoAud,
  lingoBudget,
  physio,
  physioBudget,
} from '../drafts.ts';

// Context that is not a setting: past spend, prices, margins, history, events of the business. A cost
// target is a bid target (SEMANTICS: "keep cost per lead under 40 bucks"), never a budget.

const { cases, add } = table('context');

export { cases };

// --- money that is not the budget ---
add('budget', at(7, brewBudget), 'last december we burned 40k on this with nothing to show', same());
add('budget', at(7, ledgerBudget), 'our annual marketing budget is 200k, this is just one piece', same());
add('budget', at(7, lingoBudget), 'the app costs €9.99 a month', same());
add('budget', at(5, floristAud), 'bouquets start at $45', same());
// A margin is not a ROAS target.
add('bidding', at(8, brewBudget), 'our margin is about 4x on a bottle', same());
add('bidding', at(8, floristBudget), 'each order is worth about $80 to us', same());
add(
  'bidding',
  at(8, lingoBudget),
  'each install should cost us less than €2.50',
  sets({ [P.bid]: 'target_cpa', [P.cpa]: 2.5 }),
);
add(
  'bidding',
  at(7, lingoBudget),
  "we can't pay more than 3 euro for each download",
  sets({ [P.bid]: 'target_cpa', [P.cpa]: 3 }),
);
// The assessment price is context; the cost per lead is the target.
add(
  'bidding',
  at(7, physioBudget),
  'an assessment is £65, so a lead under £20 would be great',
  sets({ [P.bid]: 'target_cpa', [P.cpa]: 20 }),
);

// --- dates that are not the schedule ---
add('schedule', at(7, brewBudget), 'our best month last year was july', same());
add('schedule', at(7, ledgerBudget), 'payroll runs on the 15th, so invoices peak then', same());
add('schedule', at(2, ledger), 'we close most deals in Q1 so pipeline matters', same());
// An intake date is what the leads are for, not the campaign's dates.
add(
  'objective',
  at(1, { campaignName: 'Ashford Nursing Intake', objective: '' }),
  'recruiting for the nursing cohort that starts Sept 2027 - need applications',
  sets({ [P.objective]: 'leads' }),
);
// A goal's date is part of the goal.
add(
  'custom-goal',
  at(2, brew),
  "goal: 3,000 bottles sold by Valentine's",
  sets({ [P.goals]: ["3,000 bottles sold by Valentine's"] }),
);
add(
  'custom-goal',
  at(2, physio),
  'custom goal - 120 new patients before easter',
  sets({ [P.goals]: ['120 new patients before easter'] }),
);

// --- places and platforms that are not choices ---
add('countries', at(4, brewAud), 'our founder is from Canada, funny enough', same());
add('cities', at(4, lingoAud), "our office is in Hamburg, that doesn't matter for targeting though", same());
add('platforms', at(3, brew), 'our competitors are all over tiktok, not sure it works for them', same());
add('platforms', at(3, ledger), "we got burned by facebook's lead quality before", same());
add('small-talk', at(1), 'good evening from Lisbon', same({ stepAfter: 1 }));

// --- the business, said in passing ---
add(
  'industry',
  at(1, { campaignName: 'Saltwater Open Week' }),
  "we're a team of 6 running 4 yoga studios",
  sets({ [P.industry]: 'yoga studios' }),
);
add(
  'industry',
  at(1, { campaignName: 'Ashford Open Day' }),
  "it's for our open day on campus, we're a college",
  sets({ [P.industry]: 'college' }),
);
add('context', at(5, floristAud), "we've been around since 1998, family run", same());
add('context', at(2, physio), 'we get about 40 enquiries a month at the moment', same());
add('context', at(7, floristBudget), "mother's day weekend last year did 60% of our sales", same());
add(
  'bidding',
  at(8, { ...brewPlat, budget: { totalBudget: 18000, budgetType: 'lifetime' } }),
  'the last agency ran manual CPC and it was a mess',
  same(),
);
