import type { CaseStart, PhrasingCase } from '../eval-types.ts';

// Dialogue acts: questions, hypotheticals, corrections, negations, approvals, rejections, modifications,
// "next", small talk, and "I was just asking".

type Draft = NonNullable<CaseStart['draft']>;
const base: Draft = {
  campaignName: 'Winter Boots',
  objective: 'sales',
  kpis: { primary: 'roas' },
  platforms: { selected: ['google-ads', 'facebook'] },
  targeting: { geography: { countries: ['US'] } },
  creatives: { copy: { headlines: ['Boots built for snow'] } },
};
const budgeted: Draft = { ...base, budget: { totalBudget: 20000, budgetType: 'lifetime' } };
const dated: Draft = { ...budgeted, schedule: { startDate: '2026-11-24', endDate: '2027-01-04' } };

// The runner compares leaf paths: each platform's share is its own path.
const alloc = (shares: Record<string, number>) =>
  Object.fromEntries(Object.entries(shares).map(([platform, pct]) => [`budget.allocation.${platform}`, pct]));

export const cases: PhrasingCase[] = [
  // --- questions --- (nothing changes; the question is answered)
  {
    id: 'question-click-price-1',
    fact: 'question',
    at: { step: 3, draft: base },
    say: 'how much is a click on LinkedIn?',
    unchanged: true,
  },
  {
    id: 'question-benchmark-1',
    fact: 'question',
    at: { step: 2, draft: base },
    say: "what's a good CPA for shoes?",
    unchanged: true,
  },
  {
    id: 'question-budget-type-1',
    fact: 'question',
    at: { step: 7, draft: base },
    say: 'whats the difference between daily and lifetime budget?',
    unchanged: true,
  },
  {
    id: 'question-audience-1',
    fact: 'question',
    at: { step: 4, draft: base },
    say: 'would Gen Z respond better on TikTok?',
    unchanged: true,
  },
  {
    id: 'question-minimum-1',
    fact: 'question',
    at: { step: 7, draft: base },
    say: "what's the minimum budget for linkedin?",
    unchanged: true,
  },
  {
    id: 'question-headline-1',
    fact: 'question',
    at: { step: 5, draft: base },
    say: 'do I need a different headline for google?',
    unchanged: true,
  },
  {
    id: 'question-later-1',
    fact: 'question',
    at: { step: 3, draft: base },
    say: 'can I change platforms after launch?',
    unchanged: true,
  },
  {
    id: 'question-mixed-fact-1',
    fact: 'question',
    at: { step: 3, draft: { ...base, platforms: { selected: [] } } },
    say: 'quick q - can I change platforms later? anyway go with google and fb',
    expect: { 'platforms.selected': ['google-ads', 'facebook'] },
  },

  // --- hypotheticals --- (answered with the projection; nothing changes and nothing is offered, issue 21)
  {
    id: 'hypothetical-budget-1',
    fact: 'hypothetical',
    at: { step: 7, draft: budgeted },
    say: 'what would 30k get me instead?',
    unchanged: true,
  },
  {
    id: 'hypothetical-budget-2',
    fact: 'hypothetical',
    at: { step: 7, draft: budgeted },
    say: 'hmm and if we did 50k?',
    unchanged: true,
  },
  {
    id: 'hypothetical-platform-1',
    fact: 'hypothetical',
    at: { step: 3, draft: { ...base, platforms: { selected: ['facebook', 'instagram'] } } },
    say: 'what if we added tiktok?',
    unchanged: true,
  },
  {
    id: 'hypothetical-duration-1',
    fact: 'hypothetical',
    at: { step: 7, draft: dated },
    say: 'could we run it for 8 weeks instead?',
    unchanged: true,
  },
  {
    id: 'hypothetical-country-1',
    fact: 'hypothetical',
    at: { step: 4, draft: base },
    say: 'what if we target canada too?',
    unchanged: true,
  },
  {
    id: 'hypothetical-allocation-1',
    fact: 'hypothetical',
    at: { step: 7, draft: budgeted },
    say: 'if we went 50/50 google/fb what happens?',
    unchanged: true,
  },
  {
    id: 'hypothetical-age-1',
    fact: 'hypothetical',
    at: { step: 4, draft: base },
    say: 'would it be cheaper if we only went after 25-34s?',
    unchanged: true,
  },

  // --- "I was just asking" and accepting the offer ---
  {
    id: 'just-asking-1',
    fact: 'just-asking',
    at: { step: 7, draft: budgeted, before: ['what would 30k get me instead?'] },
    say: 'No, keep it at 20k, I was just asking',
    unchanged: true,
  },
  {
    id: 'just-asking-2',
    fact: 'just-asking',
    at: { step: 7, draft: dated, before: ['could we run it for 8 weeks instead?'] },
    say: 'nope, 6 weeks is fine, just curious',
    unchanged: true,
  },
  {
    id: 'just-asking-3',
    fact: 'just-asking',
    at: { step: 4, draft: base, before: ['what if we target canada too?'] },
    say: 'nah just wondering, US only',
    unchanged: true,
  },
  {
    id: 'just-asking-4',
    fact: 'just-asking',
    at: {
      step: 3,
      draft: { ...base, platforms: { selected: ['facebook', 'instagram'] } },
      before: ['what if we added tiktok?'],
    },
    say: 'ok good to know. leave it as is',
    unchanged: true,
  },
  {
    id: 'hypothetical-accept-1',
    fact: 'approve',
    at: { step: 7, draft: budgeted, before: ['what would 30k get me instead?'] },
    // No offer is made: "ok" approves the step's own suggestion (the split) and the stated 30k stands.
    say: 'ok yeah lets do 30k then',
    expect: { 'budget.totalBudget': 30000, 'schedule.endDate': '2026-12-23' },
  },
  {
    id: 'hypothetical-accept-2',
    fact: 'approve',
    at: { step: 4, draft: base, before: ['what if we target canada too?'] },
    say: 'yes add canada',
    expect: { 'targeting.geography.countries': ['US', 'CA'] },
  },
  {
    id: 'hypothetical-accept-3',
    fact: 'approve',
    at: {
      step: 3,
      draft: { ...base, platforms: { selected: ['facebook', 'instagram'] } },
      before: ['what if we added tiktok?'],
    },
    say: 'sure, add tiktok',
    expect: { 'platforms.selected': ['facebook', 'instagram', 'tiktok'] },
  },
  {
    id: 'hypothetical-accept-4',
    fact: 'approve',
    at: {
      step: 3,
      draft: { ...base, platforms: { selected: ['google-ads'] } },
      before: ['what if we added linkedin?'],
    },
    say: 'ok add linkedin then',
    expect: { 'platforms.selected': ['google-ads', 'linkedin'] },
  },
  {
    id: 'hypothetical-accept-5',
    fact: 'approve',
    at: { step: 7, draft: budgeted, before: ['15-20k'] },
    say: 'sounds good',
    expect: { 'budget.totalBudget': 17500 },
  },
  {
    id: 'hypothetical-reject-1',
    fact: 'reject',
    at: {
      step: 3,
      draft: { ...base, platforms: { selected: ['google-ads'] } },
      before: ['what if we added linkedin?'],
    },
    say: 'I reject this recommendation. Please suggest something else.',
    unchanged: true,
  },
  {
    id: 'hypothetical-reject-2',
    fact: 'reject',
    at: { step: 7, draft: budgeted, before: ['15-20k'] },
    say: 'something else',
    unchanged: true,
  },
  {
    id: 'hypothetical-reject-3',
    fact: 'reject',
    at: { step: 7, draft: budgeted, before: ['what would 30k get me instead?'] },
    say: 'no',
    unchanged: true,
  },
  // A modification that states the value is applied.
  {
    id: 'modify-allocation-1',
    fact: 'modify',
    at: { step: 7, draft: budgeted, before: ['if we went 50/50 google/fb what happens?'] },
    say: 'I want to modify this: make it 70/30 google',
    expect: { ...alloc({ 'google-ads': 70, facebook: 30 }) },
  },
  {
    id: 'modify-country-1',
    fact: 'modify',
    at: { step: 4, draft: base, before: ['what if we target canada and mexico too?'] },
    say: 'no, not mexico. add canada though',
    expect: { 'targeting.geography.countries': ['US', 'CA'] },
  },

  // --- corrections ---
  {
    id: 'correction-ages-1',
    fact: 'correction',
    at: {
      step: 4,
      draft: {
        ...base,
        targeting: { demographics: { ageMin: 25, ageMax: 40 }, geography: { countries: ['US'] } },
      },
    },
    say: 'sorry I meant 35-50',
    expect: { 'targeting.demographics.ageMin': 35, 'targeting.demographics.ageMax': 50 },
  },
  {
    id: 'correction-country-1',
    fact: 'correction',
    at: { step: 4, draft: { ...base, targeting: { geography: { countries: ['US', 'CA'] } } } },
    say: 'scratch canada',
    expect: { 'targeting.geography.countries': ['US'] },
  },
  {
    id: 'correction-objective-1',
    fact: 'correction',
    at: { step: 1, draft: { campaignName: 'Winter Boots', objective: 'traffic' } },
    say: 'no wait, sales',
    expect: { objective: 'sales' },
  },
  {
    id: 'correction-budget-1',
    fact: 'correction',
    at: { step: 7, draft: budgeted },
    say: 'oops, 2k not 20k',
    expect: { 'budget.totalBudget': 2000 },
  },
  {
    id: 'correction-platform-1',
    fact: 'correction',
    at: { step: 5, draft: base },
    say: 'wait, I said google but I meant linkedin',
    expect: { 'platforms.selected': ['linkedin', 'facebook'] },
  },

  // --- negations ---
  {
    id: 'negation-country-1',
    fact: 'negation',
    at: { step: 4, draft: base },
    say: 'US only, not canada, not mexico',
    unchanged: true,
  },
  {
    id: 'negation-platform-1',
    fact: 'negation',
    at: { step: 3, draft: { ...base, platforms: { selected: ['google-ads', 'facebook', 'tiktok'] } } },
    say: 'def no tiktok',
    expect: { 'platforms.selected': ['google-ads', 'facebook'] },
  },
  {
    id: 'negation-gender-1',
    fact: 'negation',
    at: { step: 4, draft: base },
    say: "don't exclude anyone by gender",
    unchanged: true,
  },

  {
    id: 'negation-suggestion-canada-1',
    fact: 'negation',
    at: { step: 4, draft: base, before: ['what if we added canada and mexico?'] },
    // The what-if was answered, not offered: refusing part of it changes nothing.
    say: 'no, not Canada',
    unchanged: true,
  },
  {
    id: 'negation-platform-2',
    fact: 'negation',
    at: { step: 3, draft: { ...base, platforms: { selected: [] } } },
    say: 'facebook yes, instagram no',
    expect: { 'platforms.selected': ['facebook'] },
  },
  // A negated value that was never there is not added.
  {
    id: 'negation-never-added-1',
    fact: 'negation',
    at: { step: 3, draft: base },
    say: 'definitely no tiktok',
    unchanged: true,
  },
  {
    id: 'negation-device-1',
    fact: 'negation',
    at: {
      step: 4,
      draft: { ...base, targeting: { geography: { countries: ['US'] }, devices: ['mobile', 'tablet'] } },
    },
    say: 'no tablets',
    expect: { 'targeting.devices': ['mobile'] },
  },
  {
    id: 'negation-interest-1',
    fact: 'negation',
    at: {
      step: 4,
      draft: { ...base, targeting: { geography: { countries: ['US'] }, interests: ['golf', 'tennis'] } },
    },
    say: 'not tennis',
    expect: { 'targeting.interests': ['golf'] },
  },
  {
    id: 'negation-city-1',
    fact: 'negation',
    at: {
      step: 4,
      draft: { ...base, targeting: { geography: { countries: ['GB'], cities: ['London', 'Manchester'] } } },
    },
    say: 'not manchester after all',
    expect: { 'targeting.geography.cities': ['London'] },
  },
  {
    id: 'negation-region-1',
    fact: 'negation',
    at: {
      step: 4,
      draft: { ...base, targeting: { geography: { countries: ['US'], regions: ['Colorado', 'Texas'] } } },
    },
    say: 'no texas',
    expect: { 'targeting.geography.regions': ['Colorado'] },
  },
  {
    id: 'negation-secondary-kpi-1',
    fact: 'negation',
    at: { step: 2, draft: { ...base, kpis: { primary: 'roas', secondary: ['cpm', 'ctr'] } } },
    say: "we don't care about cpm, drop it",
    expect: { 'kpis.secondary': ['ctr'] },
  },
  {
    id: 'correction-date-1',
    fact: 'correction',
    at: { step: 7, draft: { ...budgeted, schedule: { startDate: '2027-01-05', endDate: '2027-02-05' } } },
    say: 'sorry, start on the 15th not the 5th',
    expect: { 'schedule.startDate': '2027-01-15' },
  },
  {
    id: 'correction-currency-1',
    fact: 'correction',
    at: { step: 7, draft: budgeted },
    say: "oh that's euros not dollars",
    expect: { 'budget.currency': 'EUR' },
  },
  {
    id: 'correction-headline-1',
    fact: 'correction',
    at: { step: 5, draft: { ...base, creatives: { copy: { headlines: ['Boots bulit for snow'] } } } },
    say: 'typo in the headline, should be Boots built for snow',
    expect: { 'creatives.copy.headlines': ['Boots built for snow'] },
  },
  {
    id: 'hypothetical-reject-4',
    fact: 'reject',
    at: { step: 4, draft: base, before: ['what if we target canada too?'] },
    say: 'nope',
    unchanged: true,
  },
  {
    id: 'hypothetical-reject-5',
    fact: 'reject',
    at: {
      step: 3,
      draft: { ...base, platforms: { selected: ['facebook', 'instagram'] } },
      before: ['what if we added tiktok?'],
    },
    say: 'I reject this recommendation. Please suggest something else.',
    unchanged: true,
  },
  {
    id: 'hypothetical-reject-6',
    fact: 'reject',
    at: { step: 7, draft: dated, before: ['could we run it for 8 weeks instead?'] },
    say: "no thanks, let's not",
    unchanged: true,
  },
  {
    id: 'hypothetical-accept-6',
    fact: 'approve',
    at: { step: 7, draft: dated, before: ['could we run it for 8 weeks instead?'] },
    say: 'yes run it for 8 weeks',
    expect: { 'schedule.endDate': '2027-01-18' },
  },
  {
    id: 'hypothetical-accept-7',
    fact: 'approve',
    at: { step: 7, draft: budgeted, before: ['what would 30k get me instead?'] },
    // The Approve button answers the step's suggestion shown after the answer (the split), never the what-if.
    say: 'I approve this recommendation.',
    expect: { 'schedule.endDate': '2026-12-23' },
  },
  {
    id: 'hypothetical-accept-8',
    fact: 'approve',
    at: { step: 4, draft: base, before: ['would it be cheaper if we only went after 25-34s?'] },
    say: 'ok lets go 25-34 then 👍',
    expect: { 'targeting.demographics.ageMin': 25, 'targeting.demographics.ageMax': 34 },
  },

  // --- next ---
  {
    id: 'next-optional-1',
    fact: 'next',
    at: { step: 8, draft: dated },
    say: 'next',
    unchanged: true,
    stepAfter: 9,
  },
  {
    id: 'next-complete-step-1',
    fact: 'next',
    at: { step: 5, draft: base },
    say: 'next pls',
    unchanged: true,
    stepAfter: 6,
  },
  {
    id: 'next-blocked-1',
    fact: 'next',
    at: { step: 1 },
    say: 'next',
    unchanged: true,
    stepAfter: 1,
    replyIncludes: ['name'],
  },

  // --- small talk --- (answered briefly, nothing changes, the step stays)
  {
    id: 'small-talk-thanks-1',
    fact: 'small-talk',
    at: { step: 1 },
    say: 'thanks!',
    unchanged: true,
    stepAfter: 1,
  },
  {
    id: 'small-talk-lol-1',
    fact: 'small-talk',
    at: { step: 1 },
    say: 'lol ok 😂',
    unchanged: true,
    stepAfter: 1,
  },
  { id: 'small-talk-hi-1', fact: 'small-talk', at: { step: 1 }, say: 'hi', unchanged: true, stepAfter: 1 },
  {
    id: 'small-talk-praise-1',
    fact: 'small-talk',
    at: { step: 2, draft: { campaignName: 'Winter Boots', objective: 'sales' } },
    say: "you're a lifesaver 🙏",
    unchanged: true,
    stepAfter: 2,
  },
  {
    id: 'small-talk-brb-1',
    fact: 'small-talk',
    at: { step: 2, draft: { campaignName: 'Winter Boots', objective: 'sales' } },
    say: 'brb, grabbing coffee ☕',
    unchanged: true,
    stepAfter: 2,
  },
  {
    id: 'small-talk-morning-1',
    fact: 'small-talk',
    at: { step: 1 },
    say: 'good morning',
    unchanged: true,
    stepAfter: 1,
  },
  {
    id: 'small-talk-phone-1',
    fact: 'small-talk',
    at: { step: 1 },
    say: 'sorry, on my phone so typing is slow',
    unchanged: true,
    stepAfter: 1,
  },
  {
    id: 'small-talk-with-fact-1',
    fact: 'small-talk',
    at: { step: 7, draft: base },
    say: 'thanks! also the budget is 10k',
    expect: { 'budget.totalBudget': 10000, 'budget.budgetType': 'lifetime' },
  },
];
