import { asks, at, lifetime, P, same, sets, table } from '../build.ts';
import {
  brew,
  brewAud,
  brewBudget,
  brewCopy,
  brewPlat,
  floristAud,
  floristBudget,
  ledger,
  ledgerBudget,
  ledgerPlat,
  lingoAud,
  lingoBudget,
  physioAud,
  physioBudget,
  yogaAud,
} from '../drafts.ts';

// Dialogue acts that change nothing: questions (terms, benchmarks, the campaign), what-ifs (answered,
// never offered), small talk, "next"; and a question with a statement after it, which is applied.

const { cases, add } = table('acts');

export { cases };

// --- questions ---
add('question', at(3, brewPlat), 'is pinterest even an option?', asks({ replyIncludes: ['pinterest'] }));
add('question', at(7, brewBudget), 'how long before we see results usually?', asks());
add('question', at(4, lingoAud), 'does austria even have enough people for this?', asks());
add('question', at(8, ledgerBudget), 'whats tCPA vs max conversions, in plain english', asks());
add('question', at(2, brew), 'which kpi do most drinks brands pick?', asks());
add('question', at(5, floristAud), 'how many characters can a headline be?', asks());
add('question', at(7, physioBudget), 'is 6k enough for bristol?', asks());
add('question', at(4, yogaAud), 'would men actually click on yoga ads??', asks());
add('question', at(4, brewAud), 'should we be excluding under 21s?', asks());
add('question', at(3, brewPlat), 'is google search better than meta for booch?', asks());

// --- what-ifs ---
add('what-if', at(7, brewBudget), 'what happens if we bump to 25k?', asks());
add('what-if', at(3, ledgerPlat), 'hypothetically, adding facebook - worth it?', asks());
add('what-if', at(4, brewAud), 'say we added Canada, how much more reach?', asks());
add('what-if', at(7, lingoBudget), 'and if it ran till end of feb instead?', asks());
add('what-if', at(8, brewBudget), 'what would a 4x roas target do to volume?', asks());
add('what-if', at(4, physioAud), 'if we went 25-44 only, cheaper?', asks());
add('what-if', at(7, floristBudget), 'suppose we did 70/30 insta/fb, better?', asks());
add('what-if', at(7, ledgerBudget), 'would 50/50 be smarter than letting it auto-split?', asks());

// --- "I was just asking" ---
add(
  'just-asking',
  at(7, brewBudget, ['what would 30k get me instead?']),
  'cool, just wanted to know. 18k stays',
  same(),
);
add('just-asking', at(3, ledgerPlat, ['what if we added TikTok?']), 'only curious, no change needed', same());

// --- small talk ---
add('small-talk', at(1), 'heyyy 👋 first time using this', same({ stepAfter: 1 }));
add('small-talk', at(4, brewAud), 'sorry, kid just woke up, one sec', same({ stepAfter: 4 }));
add('small-talk', at(7, lingoBudget), 'danke! very helpful', same({ stepAfter: 7 }));
add('small-talk', at(2, brew), 'haha fair enough', same({ stepAfter: 2 }));
add('small-talk', at(5, floristAud), "you're quick 😅", same({ stepAfter: 5 }));

// --- next ---
add('next', at(8, brewBudget), 'skip this one', same({ stepAfter: 9 }));
add('next', at(5, brewCopy), 'done here, whats next', same({ stepAfter: 6 }));
add('next', at(2, brew), 'carry on to the next bit', same({ stepAfter: 3 }));

// --- a question, then a statement ---
add(
  'platforms',
  at(3, ledger),
  'do people actually convert on linkedin? either way, linkedin + google',
  sets({ [P.platforms]: ['linkedin', 'google-ads'] }),
);
add(
  'budget',
  at(7, brewCopy),
  "not sure what's normal... is 10k a lot? let's say 10k",
  sets(lifetime(10000)),
);
