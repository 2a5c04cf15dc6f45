import { alloc, at, lifetime, P, sets, table } from '../build.ts';
import { brewBudget, floristBudget, ledgerBudget, lingoBudget, physioBudget } from '../drafts.ts';
import type { Draft } from '../frozen-types.ts';

// Splits of the budget between the selected platforms: ratios, fractions that look like dates (3/4, 9/10),
// "in X's favour", "the rest", "evenly" over a sub-group.

const { cases, add } = table('splits');

export { cases };

const fourPlatforms: Draft = {
  ...brewBudget,
  platforms: { selected: ['google-ads', 'facebook', 'instagram', 'tiktok'] },
};
const evenFlorist: Draft = {
  ...floristBudget,
  budget: {
    totalBudget: 9000,
    budgetType: 'lifetime',
    currency: 'USD',
    allocation: { facebook: 50, instagram: 50 },
  },
};

add(
  'allocation',
  at(7, brewBudget),
  '60/40 google vs meta, meta split evenly',
  sets(alloc({ 'google-ads': 60, facebook: 20, instagram: 20 })),
);
add(
  'allocation',
  at(7, floristBudget),
  'three quarters insta, the rest fb',
  sets(alloc({ instagram: 75, facebook: 25 })),
);
add(
  'allocation',
  at(7, ledgerBudget),
  'LinkedIn gets 4/5, google the remainder',
  sets(alloc({ linkedin: 80, 'google-ads': 20 })),
);
add(
  'allocation',
  at(7, lingoBudget),
  'half tiktok, quarter each for insta & fb',
  sets(alloc({ tiktok: 50, instagram: 25, facebook: 25 })),
);
add(
  'allocation',
  at(7, ledgerBudget),
  "70:30 in linkedin's favour",
  sets(alloc({ linkedin: 70, 'google-ads': 30 })),
);
add('allocation', at(7, floristBudget), 'ig:fb = 65:35', sets(alloc({ instagram: 65, facebook: 35 })));
add(
  'allocation',
  at(7, fourPlatforms),
  'equal share for all four',
  sets(alloc({ 'google-ads': 25, facebook: 25, instagram: 25, tiktok: 25 })),
);
add(
  'allocation',
  at(7, ledgerBudget),
  "put the bulk on google - 85%, linkedin gets what's left",
  sets(alloc({ 'google-ads': 85, linkedin: 15 })),
);
add(
  'allocation',
  at(7, floristBudget),
  'more on insta than fb, like 70-30',
  sets(alloc({ instagram: 70, facebook: 30 })),
);
add(
  'allocation',
  at(7, physioBudget),
  '9/10 on google search, 1/10 facebook',
  sets(alloc({ 'google-ads': 90, facebook: 10 })),
);
add(
  'allocation',
  at(7, brewBudget),
  '40% google. the other 60% goes to meta, evenly',
  sets(alloc({ 'google-ads': 40, facebook: 30, instagram: 30 })),
);
add(
  'allocation',
  at(7, ledgerBudget),
  'make it 30k and split 55/45 linkedin/google',
  sets({ ...lifetime(30000), ...alloc({ linkedin: 55, 'google-ads': 45 }) }),
);
// A monthly rate over 3 months from Dec 1 (the draft's start): 30,000 in all, ending Feb 28.
add(
  'allocation',
  at(7, lingoBudget),
  '€10k a month for 3 months, tiktok gets 50% and the rest split ig/fb',
  sets({
    ...lifetime(30000, 'EUR'),
    [P.end]: '2027-02-28',
    ...alloc({ tiktok: 50, instagram: 25, facebook: 25 }),
  }),
);
add(
  'allocation',
  at(7, physioBudget),
  "fb 25%, google whatever's left",
  sets(alloc({ facebook: 25, 'google-ads': 75 })),
);
add(
  'allocation',
  at(7, floristBudget),
  'please to put 80 percent at instagram and 20 percent at facebook',
  sets(alloc({ instagram: 80, facebook: 20 })),
);
// 1/2 and 1/4 are shares, not 2 January and 4 January.
add(
  'allocation',
  at(7, brewBudget),
  'google 1/2, facebook 1/4, instagram 1/4',
  sets(alloc({ 'google-ads': 50, facebook: 25, instagram: 25 })),
);
add(
  'allocation',
  at(7, evenFlorist),
  'flip it - 70 insta 30 fb',
  sets(alloc({ instagram: 70, facebook: 30 })),
);
add(
  'allocation',
  at(7, lingoBudget),
  'tiktok 60, rest evenly',
  sets(alloc({ tiktok: 60, instagram: 20, facebook: 20 })),
);
add(
  'allocation',
  at(7, brewBudget),
  'google twice what instagram gets, facebook same as instagram',
  sets(alloc({ 'google-ads': 50, facebook: 25, instagram: 25 })),
);
add(
  'allocation',
  at(7, physioBudget),
  'fifty-fifty between google and facebook',
  sets(alloc({ 'google-ads': 50, facebook: 50 })),
);
