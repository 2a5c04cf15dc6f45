import { at, daily, lifetime, onPending, P, same, sets, table } from '../build.ts';
import {
  brewAud,
  brewBudget,
  brewCopy,
  brewPlat,
  floristAud,
  ledgerAud,
  ledgerBudget,
  lingoAud,
  lingoBudget,
  lingoPlat,
  physioAud,
  yogaAud,
} from '../drafts.ts';
import type { Draft } from '../frozen-types.ts';

// Answers to what is pending: a budget range's midpoint, a "did you mean $20,000?", the step's own
// suggestion (approved as is, approved with an edit, refused), a declined what-if; and corrections.
// The situation is reached with phrasings of the tuning table (`before`), so only the judged answer is new.

const { cases, add } = table('approvals');

export { cases };

// Thirty days on three platforms, no budget yet: a tiny total is asked back.
const month: Draft = { ...brewCopy, schedule: { startDate: '2026-11-24', endDate: '2026-12-23' } };
const brewTotal: Draft = { ...brewCopy, budget: { totalBudget: 18000, budgetType: 'lifetime' } };
const twoSocial: Draft = { ...brewPlat, platforms: { selected: ['facebook', 'instagram'] } };

// --- a budget range: the midpoint is offered ---
add('budget-range', at(7, brewCopy, ['15-20k']), "middle's fine", sets(lifetime(17500)));
add(
  'budget-range',
  at(7, brewCopy, ['somewhere between 10 and 15 grand']),
  'go for the midpoint',
  sets(lifetime(12500)),
);
add(
  'budget-range',
  at(7, brewCopy, ['between 8 and 12k']),
  'nah, the top of that range - 12k',
  sets(lifetime(12000)),
);
add('budget-range', at(7, brewCopy, ['15-20k']), 'lower end pls, 15', sets(lifetime(15000)));
add('budget-range', at(7, brewCopy, ['5 to 8k a day']), 'yep 6.5k a day works', sets(daily(6500)));
add('budget-range', at(7, brewCopy, ['15-20k']), "hold off, finance hasn't signed off on any number", same());
add('budget-range', at(7, lingoAud, ['€30-40k']), 'fine by me', sets(lifetime(35000, 'EUR')));

// --- a total too small to run ---
add('sanity', at(7, month, ['$20 total']), 'lol yes, missed the k', sets(lifetime(20000)));
add('sanity', at(7, month, ['budget is 50 bucks']), 'no no, fifty thousand', sets(lifetime(50000)));

// --- a what-if, declined ---
add(
  'just-asking',
  at(3, twoSocial, ['what if we added TikTok?']),
  'meh, not convinced. stick with what we have',
  same(),
);
add(
  'just-asking',
  at(7, brewBudget, ['what would 30k get me instead?']),
  "ok good to know, we'll stay where we are",
  same(),
);
add(
  'just-asking',
  at(4, brewAud, ['what if we target canada too?']),
  'interesting, but no - US is plenty for now',
  same(),
);

// --- the step's own suggestion, or one asked for ---
add('approve', at(5, brewAud, ['can you write me 3 headlines?']), 'these are great, use all of them', {
  approvesPending: true,
});
add(
  'modify',
  at(5, floristAud, ['suggest some headlines']),
  "keep 'em and add one: Stems cut this morning",
  onPending((d) => ({ [P.headlines]: [...d.creatives.copy.headlines, 'Stems cut this morning'] })),
);
add(
  'modify',
  at(5, physioAud, ['can you write me 3 headlines?']),
  'only the first one, bin the others',
  onPending((d) => ({ [P.headlines]: d.creatives.copy.headlines.slice(0, 1) })),
);
add(
  'modify',
  at(5, brewAud, ['can you write me 3 headlines?']),
  "2nd one is meh, swap it for 'Live cultures, real taste'",
  onPending((d) => {
    const h = d.creatives.copy.headlines;
    return { [P.headlines]: [h[0], 'Live cultures, real taste', ...h.slice(2)] };
  }),
);
add('reject', at(5, lingoAud, ['suggest some headlines']), 'not feeling these at all', same());
add(
  'modify',
  at(4, brewAud, ['what other countries would you suggest?']),
  'take those and throw in Mexico too',
  onPending((d) => ({ [P.countries]: [...d.targeting.geography.countries, 'MX'] })),
);
add(
  'reject',
  at(4, ledgerAud, ['what other countries would you suggest?']),
  'no thanks, just US and Canada',
  same(),
);
add('approve', at(5, yogaAud, ['give me a few ad descriptions']), 'ok use them', { approvesPending: true });
add(
  'modify',
  at(7, brewTotal),
  'go with your suggestion but 22k instead of 18',
  onPending(() => ({ [P.total]: 22000 })),
);
add('approve', at(8, brewBudget), 'yeah whatever you recommend for bidding is fine', {
  approvesPending: true,
});
add('reject', at(8, ledgerBudget), 'no, leave bidding on automatic', same());
add(
  'modify',
  at(8, brewBudget),
  "I'd rather do target roas 3.5",
  sets({ [P.bid]: 'target_roas', [P.roas]: 3.5 }),
);

// --- corrections ---
add(
  'correction',
  at(7, { ...brewCopy, budget: { totalBudget: 81000, budgetType: 'lifetime' } }),
  'ugh fat fingers - 18k, not 81k',
  sets({ [P.total]: 18000 }),
);
add('correction', at(7, lingoBudget), 'correction: 22.500 € total', sets({ [P.total]: 22500 }));
add(
  'correction',
  at(4, {
    ...brewAud,
    targeting: { geography: { countries: ['US'] }, demographics: { ageMin: 25, ageMax: 54 } },
  }),
  'typo earlier, meant 21 to 45',
  sets({ [P.ageMin]: 21, [P.ageMax]: 45 }),
);
add(
  'correction',
  at(7, brewBudget),
  'end date should be jan 15 not the 31st',
  sets({ [P.end]: '2027-01-15' }),
);
add(
  'correction',
  at(1, { campaignName: 'Tidewater Fizz', objective: 'traffic' }),
  "scrap that, it's leads we want",
  sets({ [P.objective]: 'leads' }),
);
add(
  'correction',
  at(3, lingoPlat),
  'meant instagram when I said facebook earlier',
  sets({ [P.platforms]: ['tiktok', 'instagram'] }),
);
add(
  'correction',
  at(4, { ...physioAud, targeting: { geography: { countries: ['GB'], cities: ['Bristol', 'Bath'] } } }),
  'not Bath, I meant Cardiff',
  sets({ [P.cities]: ['Bristol', 'Cardiff'] }),
);
add('correction', at(7, ledgerBudget), 'that 40k is canadian dollars fyi', sets({ [P.currency]: 'CAD' }));
add(
  'correction',
  at(2, { ...brewAud, conversionTracking: { attributionWindow: 28 } }),
  '7-day, I said 28 by mistake',
  sets({ [P.attribution]: 7 }),
);
add(
  'correction',
  at(5, brewCopy),
  "fix the headline spelling: 'Small-batch booch, big flavor'",
  sets({ [P.headlines]: ['Small-batch booch, big flavor'] }),
);
add('correction', at(7, ledgerBudget), 'start jan 11 instead, same end', sets({ [P.start]: '2027-01-11' }));
