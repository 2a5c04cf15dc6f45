import type { CaseStart, PhrasingCase } from '../eval-types.ts';

// Headlines (ordered), ad descriptions, calls to action, and copy suggestions that invent no offer.

type Draft = NonNullable<CaseStart['draft']>;
const bakery: Draft = {
  campaignName: 'Crumbs for Christmas',
  objective: 'sales',
  industry: 'bakery',
  kpis: { primary: 'cpa' },
  platforms: { selected: ['facebook', 'instagram'] },
  targeting: { geography: { countries: ['GB'], cities: ['Leeds'] } },
};
const boots: Draft = {
  campaignName: 'Winter Boots',
  objective: 'sales',
  kpis: { primary: 'roas' },
  platforms: { selected: ['google-ads', 'facebook', 'instagram'] },
  targeting: { geography: { countries: ['US'] } },
};
const dentist: Draft = {
  campaignName: 'New Smiles',
  objective: 'leads',
  industry: 'dentist',
  kpis: { primary: 'cpl' },
  platforms: { selected: ['google-ads', 'facebook'] },
  targeting: { geography: { countries: ['US'], cities: ['Austin'] } },
};
const saas: Draft = {
  campaignName: 'Pipeline Q1',
  objective: 'leads',
  industry: 'b2b software',
  kpis: { primary: 'cpl' },
  platforms: { selected: ['linkedin'] },
  targeting: { geography: { countries: ['US', 'GB'] } },
};
const copy = (
  d: Draft,
  c: { headlines?: string[]; descriptions?: string[]; callsToAction?: string[] },
): Draft => ({
  ...d,
  creatives: { copy: c },
});

const HEADLINES = 'creatives.copy.headlines';
const DESCRIPTIONS = 'creatives.copy.descriptions';
const CTAS = 'creatives.copy.callsToAction';
// Offers nobody stated.
const INVENTED = ['free shipping', '% off', 'discount'];

export const cases: PhrasingCase[] = [
  // --- headlines --- (text as typed, in the order given; the words in a headline set nothing else)
  {
    id: 'headlines-quoted-1',
    fact: 'headlines',
    at: { step: 5, draft: boots },
    say: 'headlines: "Fresh styles" "Shop spring"',
    expect: { [HEADLINES]: ['Fresh styles', 'Shop spring'] },
  },
  {
    id: 'headlines-single-1',
    fact: 'headlines',
    at: { step: 5, draft: bakery },
    say: 'headline: Warm bread, 7am daily',
    expect: { [HEADLINES]: ['Warm bread, 7am daily'] },
  },
  {
    id: 'headlines-slashes-1',
    fact: 'headlines',
    at: { step: 5, draft: dentist },
    say: "use these headlines - Book your free consult / Smile brighter in 2027 / Austin's gentle dentist",
    expect: { [HEADLINES]: ['Book your free consult', 'Smile brighter in 2027', "Austin's gentle dentist"] },
  },
  {
    id: 'headlines-numbered-1',
    fact: 'headlines',
    at: { step: 5, draft: boots },
    say: '1) Boots built for snow 2) Warm feet all winter 3) Find your winter pair',
    expect: { [HEADLINES]: ['Boots built for snow', 'Warm feet all winter', 'Find your winter pair'] },
  },
  {
    id: 'headlines-add-1',
    fact: 'headlines',
    at: { step: 5, draft: copy(boots, { headlines: ['Fresh styles'] }) },
    say: 'add another headline: New drops every Friday',
    expect: { [HEADLINES]: ['Fresh styles', 'New drops every Friday'] },
  },
  {
    id: 'headlines-replace-second-1',
    fact: 'headlines',
    at: { step: 5, draft: copy(boots, { headlines: ['Boots built for snow', 'Warm feet all winter'] }) },
    say: 'change the second headline to Shop the winter edit',
    expect: { [HEADLINES]: ['Boots built for snow', 'Shop the winter edit'] },
  },
  {
    id: 'headlines-drop-first-1',
    fact: 'headlines',
    at: { step: 5, draft: copy(boots, { headlines: ['Boots built for snow', 'Warm feet all winter'] }) },
    say: 'drop the first headline',
    expect: { [HEADLINES]: ['Warm feet all winter'] },
  },
  {
    id: 'headlines-front-loaded-1',
    fact: 'headlines',
    at: { step: 1 },
    say: 'name: Cozy Knits, headline "Knit for winter"',
    expect: { campaignName: 'Cozy Knits', [HEADLINES]: ['Knit for winter'] },
  },
  {
    id: 'headlines-semicolon-1',
    fact: 'headlines',
    at: { step: 5, draft: saas },
    say: 'heres my headlines: Hire faster with Pipeflow; Screening on autopilot',
    expect: { [HEADLINES]: ['Hire faster with Pipeflow', 'Screening on autopilot'] },
  },
  {
    id: 'headlines-front-loaded-2',
    fact: 'headlines',
    at: { step: 4, draft: bakery },
    say: 'oh before i forget, I already have a headline: "Mince pies are back"',
    expect: { [HEADLINES]: ['Mince pies are back'] },
  },

  // --- ad descriptions --- (the ads' body text, never the campaign description)
  {
    id: 'ad-descriptions-1',
    fact: 'ad-descriptions',
    at: { step: 5, draft: boots },
    say: 'ad description: Free returns on every order',
    expect: { [DESCRIPTIONS]: ['Free returns on every order'] },
  },
  // A town named in ad copy does not change the targeting.
  {
    id: 'ad-descriptions-2',
    fact: 'ad-descriptions',
    at: { step: 5, draft: bakery },
    say: 'description for the ads: Fresh sourdough baked every morning in Leeds.',
    expect: { [DESCRIPTIONS]: ['Fresh sourdough baked every morning in Leeds.'] },
  },
  {
    id: 'ad-descriptions-3',
    fact: 'ad-descriptions',
    at: { step: 5, draft: dentist },
    say: 'ad copy body: Book a same-day cleaning with our gentle team.',
    expect: { [DESCRIPTIONS]: ['Book a same-day cleaning with our gentle team.'] },
  },
  {
    id: 'ad-descriptions-4',
    fact: 'ad-descriptions',
    at: {
      step: 5,
      draft: {
        ...boots,
        campaignName: 'Stride Installs',
        objective: 'app_installs',
        kpis: { primary: 'cpi' },
      },
    },
    say: 'ad text - Track every run. Free 7-day trial.',
    expect: { [DESCRIPTIONS]: ['Track every run. Free 7-day trial.'] },
  },
  {
    id: 'ad-descriptions-two-1',
    fact: 'ad-descriptions',
    at: { step: 5, draft: dentist },
    say: 'descriptions: "Over 500 five-star reviews" and "Open 7 days a week"',
    expect: { [DESCRIPTIONS]: ['Over 500 five-star reviews', 'Open 7 days a week'] },
  },
  {
    id: 'ad-descriptions-replace-1',
    fact: 'ad-descriptions',
    at: { step: 5, draft: copy(boots, { headlines: ['Boots built for snow'], descriptions: ['Old text'] }) },
    say: 'replace the ad description with: Waterproof leather, lined with wool.',
    expect: { [DESCRIPTIONS]: ['Waterproof leather, lined with wool.'] },
  },
  {
    id: 'ad-descriptions-front-loaded-1',
    fact: 'ad-descriptions',
    at: { step: 3, draft: bakery },
    say: 'fb + insta is right. ad text: Order by the 20th for Christmas collection.',
    expect: {
      'platforms.selected': ['facebook', 'instagram'],
      [DESCRIPTIONS]: ['Order by the 20th for Christmas collection.'],
    },
  },
  {
    id: 'ad-descriptions-8',
    fact: 'ad-descriptions',
    at: { step: 5, draft: saas },
    say: 'body copy: Pipeflow screens 1,000 applicants in an hour',
    expect: { [DESCRIPTIONS]: ['Pipeflow screens 1,000 applicants in an hour'] },
  },

  // --- calls to action ---
  {
    id: 'cta-1',
    fact: 'cta',
    at: { step: 5, draft: boots },
    say: 'CTA: Shop Now',
    expect: { [CTAS]: ['Shop Now'] },
  },
  {
    id: 'cta-2',
    fact: 'cta',
    at: { step: 5, draft: dentist },
    say: 'call to action should be Book Now',
    expect: { [CTAS]: ['Book Now'] },
  },
  {
    id: 'cta-two-1',
    fact: 'cta',
    at: { step: 5, draft: saas },
    say: 'buttons: Learn More + Sign Up',
    expect: { [CTAS]: ['Learn More', 'Sign Up'] },
  },
  {
    id: 'cta-quoted-1',
    fact: 'cta',
    at: { step: 5, draft: { ...boots, objective: 'app_installs', kpis: { primary: 'cpi' } } },
    say: 'CTA "Download"',
    expect: { [CTAS]: ['Download'] },
  },
  {
    id: 'cta-3',
    fact: 'cta',
    at: { step: 5, draft: saas },
    say: 'use "Get Quote" as the call to action',
    expect: { [CTAS]: ['Get Quote'] },
  },
  {
    id: 'cta-change-1',
    fact: 'cta',
    at: {
      step: 5,
      draft: copy(bakery, { headlines: ['Warm bread, 7am daily'], callsToAction: ['Shop Now'] }),
    },
    say: 'change the CTA to Order Now',
    expect: { [CTAS]: ['Order Now'] },
  },
  {
    id: 'cta-front-loaded-1',
    fact: 'cta',
    at: { step: 2, draft: { campaignName: 'Pipeline Q1', objective: 'leads' } },
    say: 'cpl. and the button should say Request Demo',
    expect: { 'kpis.primary': 'cpl', [CTAS]: ['Request Demo'] },
  },
  {
    id: 'cta-4',
    fact: 'cta',
    at: { step: 5, draft: bakery },
    say: 'cta: Order Now pls',
    expect: { [CTAS]: ['Order Now'] },
  },

  // --- all three in one message ---
  {
    id: 'copy-multi-1',
    fact: 'copy-multi',
    at: { step: 5, draft: bakery },
    say: 'headline "Warm bread, 7am daily", cta Order Now, ad description: Fresh sourdough baked every morning.',
    expect: {
      [HEADLINES]: ['Warm bread, 7am daily'],
      [CTAS]: ['Order Now'],
      [DESCRIPTIONS]: ['Fresh sourdough baked every morning.'],
    },
  },
  {
    id: 'copy-multi-2',
    fact: 'copy-multi',
    at: { step: 5, draft: saas },
    say: 'Headlines: Hire faster with Pipeflow | Screening on autopilot. Desc: Cut time-to-hire in half. CTA: Request Demo',
    expect: {
      [HEADLINES]: ['Hire faster with Pipeflow', 'Screening on autopilot'],
      [DESCRIPTIONS]: ['Cut time-to-hire in half.'],
      [CTAS]: ['Request Demo'],
    },
  },

  // --- suggestions invent no offer --- (a suggestion is offered for approval, not written into the draft)
  {
    id: 'no-invented-offer-1',
    fact: 'no-invented-offer',
    at: { step: 5, draft: bakery },
    say: 'can you write me 3 headlines?',
    unchanged: true,
    asksApproval: true,
    replyExcludes: INVENTED,
  },
  {
    id: 'no-invented-offer-2',
    fact: 'no-invented-offer',
    at: { step: 5, draft: boots },
    say: 'suggest some headlines for our winter boots',
    unchanged: true,
    asksApproval: true,
    replyExcludes: INVENTED,
  },
  {
    id: 'no-invented-offer-stated-1',
    fact: 'no-invented-offer',
    at: { step: 5, draft: boots },
    say: 'need headlines, we have 25% off this weekend',
    unchanged: true,
    asksApproval: true,
    replyIncludes: ['25%'],
    replyExcludes: ['free shipping'],
  },
  {
    id: 'no-invented-offer-3',
    fact: 'no-invented-offer',
    at: { step: 5, draft: dentist },
    say: 'give me a few ad descriptions',
    unchanged: true,
    asksApproval: true,
    replyExcludes: [...INVENTED, 'free trial'],
  },
  {
    id: 'no-invented-offer-4',
    fact: 'no-invented-offer',
    at: { step: 5, draft: boots },
    say: "headline ideas? no discounts, we're premium",
    unchanged: true,
    asksApproval: true,
    replyExcludes: ['free shipping', '% off'],
  },
  {
    id: 'no-invented-offer-5',
    fact: 'no-invented-offer',
    at: { step: 5, draft: saas },
    say: 'write headlines for LinkedIn',
    unchanged: true,
    asksApproval: true,
    replyExcludes: [...INVENTED, 'free trial'],
  },
  {
    id: 'no-invented-offer-6',
    fact: 'no-invented-offer',
    at: { step: 5, draft: copy(bakery, { headlines: ['Warm bread, 7am daily'] }) },
    say: 'what would you put as the CTA?',
    unchanged: true,
    asksApproval: true,
  },
  {
    id: 'no-invented-offer-7',
    fact: 'no-invented-offer',
    at: { step: 5, draft: bakery },
    say: 'can u help with the ad text? no idea what to write lol',
    unchanged: true,
    asksApproval: true,
    replyExcludes: INVENTED,
  },
];
