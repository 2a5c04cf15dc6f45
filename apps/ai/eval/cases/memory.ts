import type { CaseStart, PhrasingCase } from '../eval-types.ts';

// Memory: a rejected suggestion does not come back; an offer the advertiser ruled out is never written into
// copy; a modification re-words the copy the advertiser asked for.
// A modification that asks the assistant to re-write copy ("mention 25% off") produces new text the advertiser
// has not seen, so it is offered again for approval before it enters the draft (SEMANTICS.md is silent on
// whether a modification is applied at once); one that states the exact value is applied.

type Draft = NonNullable<CaseStart['draft']>;
const boots: Draft = {
  campaignName: 'Winter Boots',
  objective: 'sales',
  kpis: { primary: 'roas' },
  platforms: { selected: ['google-ads', 'facebook'] },
  targeting: { geography: { countries: ['US'] } },
};
const budgeted: Draft = { ...boots, budget: { totalBudget: 20000, budgetType: 'lifetime' } };
const bakery: Draft = {
  campaignName: 'Crumbs for Christmas',
  objective: 'sales',
  industry: 'bakery',
  kpis: { primary: 'cpa' },
  platforms: { selected: ['facebook', 'instagram'] },
  targeting: { geography: { countries: ['GB'], cities: ['Leeds'] } },
};

export const cases: PhrasingCase[] = [
  {
    id: 'memory-rejected-platform-1',
    fact: 'memory',
    at: { step: 3, draft: boots, before: ['what if we added tiktok?', 'no'] },
    say: 'any other ideas to get more reach?',
    unchanged: true,
    replyExcludes: ['tiktok'],
  },
  {
    id: 'memory-rejected-platform-2',
    fact: 'memory',
    at: {
      step: 3,
      draft: boots,
      before: ['would linkedin help?', 'no thanks, linkedin is too pricey for us'],
    },
    say: 'ok what else would you add?',
    unchanged: true,
    replyExcludes: ['linkedin'],
  },
  {
    id: 'memory-rejected-platform-later-step-1',
    fact: 'memory',
    at: {
      step: 7,
      draft: { ...budgeted, platforms: { selected: ['google-ads', 'facebook', 'instagram'] } },
      before: ['we never do tiktok btw'],
    },
    say: 'how would you split the budget?',
    unchanged: true,
    asksApproval: true,
    replyExcludes: ['tiktok'],
  },
  {
    id: 'memory-rejected-country-1',
    fact: 'memory',
    at: { step: 4, draft: boots, before: ['should we add canada?', 'nah'] },
    say: 'what other countries would you suggest?',
    unchanged: true,
    replyExcludes: ['canada'],
  },
  {
    id: 'memory-rejected-budget-1',
    fact: 'memory',
    at: {
      step: 7,
      draft: budgeted,
      before: ['what would 30k get me instead?', 'no, keep it at 20k, I was just asking'],
    },
    say: 'anything else to tweak before we move on?',
    unchanged: true,
    replyExcludes: ['30,000', '30k'],
  },
  {
    id: 'memory-rejected-budget-2',
    fact: 'memory',
    at: { step: 7, draft: budgeted, before: ['what would 50k get me?', 'no'] },
    say: 'ok so what do you recommend for the budget?',
    unchanged: true,
    replyExcludes: ['50,000', '50k'],
  },
  {
    id: 'memory-rejected-audience-1',
    fact: 'memory',
    at: { step: 4, draft: boots, before: ['what about targeting gen z?', 'no, our buyers are older'] },
    say: 'who would you target then?',
    unchanged: true,
    replyExcludes: ['gen z'],
  },
  {
    id: 'memory-rejected-audience-later-step-1',
    fact: 'memory',
    at: { step: 5, draft: boots, before: ['what about gen z?', 'no'] },
    say: 'suggest headlines',
    unchanged: true,
    asksApproval: true,
    replyExcludes: ['gen z'],
  },
  {
    id: 'memory-rejected-bidding-1',
    fact: 'memory',
    at: { step: 8, draft: budgeted, before: ['what about target roas 4x?', 'no'] },
    say: 'so what bidding do you suggest?',
    unchanged: true,
    replyExcludes: ['4x'],
  },
  {
    id: 'memory-rejected-bidding-2',
    fact: 'memory',
    at: {
      step: 8,
      draft: budgeted,
      before: ['would manual bidding with a max cpc make sense?', 'no, keep it automated'],
    },
    say: 'any other bidding tips?',
    unchanged: true,
    replyExcludes: ['manual'],
  },
  {
    id: 'memory-ruled-out-offer-1',
    fact: 'memory',
    at: { step: 5, draft: bakery, before: ['we only do in-store pickup, no delivery, no free shipping'] },
    say: 'ok suggest some headlines',
    unchanged: true,
    asksApproval: true,
    replyExcludes: ['free shipping'],
  },
  {
    id: 'memory-stated-offer-1',
    fact: 'memory',
    at: { step: 5, draft: boots, before: ['headlines with 25% off pls'] },
    say: 'and some ad descriptions?',
    unchanged: true,
    asksApproval: true,
    replyExcludes: ['free shipping'],
  },
  {
    id: 'memory-modify-headlines-1',
    fact: 'modify',
    at: { step: 5, draft: boots, before: ['suggest some headlines'] },
    say: "I want to modify this: mention 25% off, we don't offer free shipping",
    unchanged: true,
    asksApproval: true,
    replyIncludes: ['25% off'],
    replyExcludes: ['free shipping'],
  },
  {
    id: 'memory-modify-headlines-2',
    fact: 'modify',
    at: { step: 5, draft: bakery, before: ['suggest some headlines'] },
    say: 'mention 25% off mince pies, and we dont offer free shipping so leave that out',
    unchanged: true,
    asksApproval: true,
    replyIncludes: ['25% off'],
    replyExcludes: ['free shipping'],
  },
  {
    id: 'memory-modify-headlines-3',
    fact: 'modify',
    at: {
      step: 5,
      draft: boots,
      before: ['suggest some headlines', 'I want to modify this: mention 25% off'],
    },
    say: 'and some descriptions to go with them?',
    unchanged: true,
    asksApproval: true,
    replyExcludes: ['free shipping'],
  },
  // The advertiser names the replacement text: applied in place, order kept.
  {
    id: 'memory-modify-exact-1',
    fact: 'modify',
    at: {
      step: 5,
      draft: {
        ...boots,
        creatives: { copy: { headlines: ['Winter boots are here', 'Free shipping on all boots'] } },
      },
    },
    say: 'we don\'t offer free shipping, replace that one with "25% off all boots"',
    expect: { 'creatives.copy.headlines': ['Winter boots are here', '25% off all boots'] },
  },
  {
    id: 'memory-modify-exact-2',
    fact: 'modify',
    at: {
      step: 5,
      draft: {
        ...bakery,
        creatives: {
          copy: { headlines: ['Mince pies are back'], descriptions: ['Free delivery across Leeds'] },
        },
      },
    },
    say: 'we dont deliver! description should be: Collect from either shop, open 7am daily.',
    expect: { 'creatives.copy.descriptions': ['Collect from either shop, open 7am daily.'] },
  },
];
