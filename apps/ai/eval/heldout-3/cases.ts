import type { CaseStart, PhrasingCase } from '../eval-types.ts';

// A third held-out set (2026-11-28, issue 21 items 5, 6 and 8), written before the planner changed for
// them and frozen since: nobody tunes against it. Questions (terms, market, platforms, the campaign,
// what-ifs) are answered and change nothing, never offering a change; the advertiser's own copy is taken
// in list forms; suggested copy fits the business (industry, offer, place) and never another industry's.

type Draft = NonNullable<CaseStart['draft']>;

/** A case with an extra check on the reply, and on the draft after it (e.g. compliance). */
export interface HeldoutCase extends PhrasingCase {
  /** The pending suggestion after the message must pass the campaign's own compliance review. */
  suggestionCompliant?: boolean;
  /** A question: the suggestion pending before the message is the one pending after it (no new offer). */
  keepsPending?: boolean;
  /** Nothing pending after the message is a what-if offer. */
  noWhatIf?: boolean;
}

// A dental chain in Austin and Denver, at step 7.
const dental: Draft = {
  campaignName: 'Smile Bright Spring',
  objective: 'leads',
  industry: 'dental clinic',
  kpis: { primary: 'cpl' },
  platforms: { selected: ['google-ads', 'facebook', 'instagram'] },
  targeting: { geography: { countries: ['US'], cities: ['Austin', 'Denver'] } },
  creatives: { copy: { headlines: ['Gentle dental care in Austin'] } },
  budget: { totalBudget: 35000, budgetType: 'lifetime', currency: 'USD' },
  schedule: { startDate: '2026-12-01', endDate: '2026-12-30' },
};

// Copy drafts (step 5): business, objective, place, before any headline.
const at5 = (d: Draft): CaseStart => ({ step: 5, draft: d });
const business = (
  campaignName: string,
  objective: string,
  industry: string,
  countries: string[],
  cities: string[] = [],
): Draft => ({
  campaignName,
  objective: objective as Draft['objective'],
  industry,
  kpis: { primary: { leads: 'cpl', sales: 'roas', traffic: 'cpc', awareness: 'reach' }[objective] },
  platforms: { selected: ['google-ads', 'facebook'] },
  targeting: { geography: { countries, ...(cities.length ? { cities } : {}) } },
});

const bakery = business('Rise and Shine', 'sales', 'bakery', ['GB'], ['Leeds']);

const cases: HeldoutCase[] = [];
const counters = new Map<string, number>();
function add(
  fact: string,
  at: CaseStart,
  say: string,
  opts: Omit<HeldoutCase, 'id' | 'fact' | 'at' | 'say'>,
) {
  const n = (counters.get(fact) ?? 0) + 1;
  counters.set(fact, n);
  cases.push({ id: `h3-${fact}-${n}`, fact, at, say, ...opts });
}
const ask = (includes: string[] = [], excludes: string[] = []) => ({
  unchanged: true,
  keepsPending: true,
  replyIncludes: includes,
  replyExcludes: ['want me to make that change', ...excludes],
});
const step7 = { step: 7, draft: dental };

// ---------------------------------------------------------------- terms (glossary)
add(
  'term',
  step7,
  "what's the difference between target cpa and manual cpc?",
  ask(['target CPA', 'manual CPC']),
);
add('term', step7, 'remind me what ROAS stands for', ask(['return on ad spend']));
add('term', step7, 'what exactly is a lookalike audience', ask(['lookalike', 'similar']));
add('term', step7, 'frequency - what does that mean in ads?', ask(['frequency', 'times']));
add('term', step7, 'sorry, dumb question: what is retargeting?', ask(['retargeting']));
add('term', step7, 'what does CTR mean', ask(['click-through rate']));
add('term', step7, 'whats pacing?', ask(['pacing', 'spend']));
add(
  'term',
  { step: 2, draft: { campaignName: 'X', objective: 'sales' } },
  'what is a CPA exactly?',
  ask(['cost per']),
);

// ---------------------------------------------------------------- market
add('market', step7, 'roughly what are clicks going for on Google at the moment?', ask(['click']));
add('market', step7, 'how pricey is Instagram right now?', ask(['CPM']));
add('market', step7, 'ballpark, how many people would these ads reach?', ask(['reach']));
add(
  'market',
  step7,
  'about how many new patients could we get for $8k, and what does a click cost on LinkedIn in Chicago?',
  ask(['$8,000'], ['platforms LinkedIn', 'cities Chicago']),
);

// ---------------------------------------------------------------- platforms
add('platform', step7, 'is TikTok any good for dentists?', ask(['TikTok']));
add('platform', step7, 'how does LinkedIn compare with Facebook on cost?', ask(['LinkedIn', 'Facebook']));
add('platform', step7, 'which of our platforms is the cheapest per click?', ask(['click']));

// ---------------------------------------------------------------- the campaign
add('campaign', step7, 'what budget have we got set at the moment?', ask(['$35,000']));
add('campaign', step7, 'which cities are we targeting again?', ask(['Austin', 'Denver']));
add('campaign', step7, 'when does it start?', ask(['Dec 1']));
add('campaign', step7, 'what platforms did we pick?', ask(['Google', 'Facebook', 'Instagram']));

// ---------------------------------------------------------------- what-ifs (answered, never offered)
add('whatif', step7, 'What would 50k get me?', ask(['$50,000', 'projected']));
add('whatif', step7, 'if we went up to 45 grand how many leads is that?', ask(['$45,000']));
add('whatif', step7, 'what if we dropped Instagram?', ask(['projected']));
add('whatif', step7, 'suppose we ran it for 60 days instead, what changes?', ask(['60 days']));
add('whatif', step7, 'would adding TikTok be worth it?', ask(['TikTok']));

// ---------------------------------------------------------------- never a change
add('no-change', { ...step7, before: ['What would 50k get me?'] }, 'ok, stay at 35k then', {
  unchanged: true,
  noWhatIf: true,
});
add('no-change', { ...step7, before: ['what if we did 20k?'] }, 'nah leave the budget where it is', {
  unchanged: true,
  noWhatIf: true,
});
add('no-change', step7, 'could 35k be too little for two cities?', ask());
add('no-change', step7, 'do we need more budget for Denver?', ask());
add('no-change', step7, 'how much would a google-only campaign cost per lead?', ask());
add(
  'no-change',
  { step: 3, draft: business('Spring Looks', 'sales', 'fashion boutique', ['US']) },
  "I've attached 1 file: lookbook.pdf",
  {
    unchanged: true,
    replyIncludes: ['lookbook.pdf'],
  },
);
add(
  'no-change',
  {
    step: 3,
    draft: business('Spring Looks', 'sales', 'fashion boutique', ['US']),
    before: ["I've attached 1 file: lookbook.pdf"],
  },
  'what do you think of it?',
  { unchanged: true, keepsPending: true },
);

// ---------------------------------------------------------------- own copy in list forms (step 5)
const mine = ['Warm bread every morning', 'Sourdough baked in Leeds', 'Croissants worth the queue'];
const ownCopy = { 'creatives.copy.headlines': mine };
add('own-copy', at5(bakery), `use:\n${mine.join('\n')}`, { expect: ownCopy });
add('own-copy', at5(bakery), `I'd rather go with mine:\n- ${mine.join('\n- ')}`, { expect: ownCopy });
add('own-copy', at5(bakery), `• ${mine.join('\n• ')}`, { expect: ownCopy });
add('own-copy', at5(bakery), `1. ${mine[0]}\n2. ${mine[1]}\n3. ${mine[2]}`, { expect: ownCopy });
add('own-copy', at5(bakery), `headlines: ${mine.join(' | ')}`, { expect: ownCopy });
add('own-copy', at5(bakery), `headline 1: ${mine[0]} headline 2: ${mine[1]} headline 3: ${mine[2]}`, {
  expect: ownCopy,
});
add('own-copy', at5(bakery), `I want to modify this: use these instead\n- ${mine.join('\n- ')}`, {
  expect: ownCopy,
});
add('own-copy', at5(bakery), `use these: ${mine.join('; ')}`, { expect: ownCopy });

// ---------------------------------------------------------------- suggestions that fit the business
const wrong = {
  demo: ['Request a Demo', 'demo'],
  shop: ['Shop New Arrivals', 'New Arrivals', 'Shop Now'],
  app: ['Get the App', 'Download'],
};
const fit = (d: Draft, say: string, includes: string[], excludes: string[]) =>
  add('fit', at5(d), say, { unchanged: true, replyIncludes: includes, replyExcludes: excludes });

fit(
  business('Smile Bright', 'leads', 'dental clinic', ['US'], ['Austin']),
  'give me a few headline ideas',
  ['dent'],
  [...wrong.demo, ...wrong.shop, ...wrong.app],
);
fit(
  business('Paws for Hope', 'sales', 'animal rescue charity', ['GB']),
  'any other headline options?',
  ['donat'],
  [...wrong.shop, ...wrong.demo, 'Treat Yourself'],
);
fit(bakery, 'suggest some headlines please', ['Leeds'], [...wrong.demo, ...wrong.app, 'Quote']);
fit(
  business('Flowboard Trials', 'leads', 'project management software', ['US']),
  'headline ideas?',
  ['trial'],
  [...wrong.shop, 'Consultation'],
);
fit(
  business('Iron Yard January', 'leads', 'gym', ['GB'], ['Manchester']),
  'write me some headlines',
  ['Manchester'],
  [...wrong.demo, ...wrong.shop],
);
fit(
  business('Hartley Legal', 'leads', 'family law firm', ['US'], ['Boston']),
  'what headlines would you use',
  ['law'],
  [...wrong.demo, ...wrong.shop, 'Treat Yourself'],
);
fit(
  business('FixIt Fast', 'leads', 'emergency plumber', ['US'], ['Phoenix']),
  'some headline ideas pls',
  ['plumb'],
  [...wrong.demo, ...wrong.shop],
);
fit(
  business('Taco Tuesday', 'traffic', 'mexican restaurant', ['US'], ['San Diego']),
  'suggest headlines',
  ['San Diego'],
  [...wrong.demo, 'New Arrivals', ' Range'],
);
fit(
  business('Lakeview Homes', 'leads', 'real estate agency', ['US'], ['Seattle']),
  'can you suggest some headlines',
  ['Seattle'],
  [...wrong.demo, ...wrong.shop],
);
fit(
  business('Harbour Stays', 'sales', 'boutique hotel', ['GB'], ['Brighton']),
  'headline suggestions please',
  ['Brighton'],
  [...wrong.demo, 'New Arrivals', ...wrong.app],
);
fit(
  business('Spark Coding', 'leads', 'online coding bootcamp', ['US']),
  'give me headline options',
  ['cod'],
  [...wrong.shop],
);
fit(
  business('Paws for Hope', 'sales', 'animal rescue charity', ['GB']),
  'what should the button say? suggest a call to action',
  ['Donate'],
  ['Shop Now', 'Buy Now', 'Order Now'],
);
fit(
  business('Smile Bright', 'leads', 'dental clinic', ['US'], ['Austin']),
  'suggest a call to action',
  ['Book'],
  ['Get Quote', 'Sign Up'],
);

// A regulated campaign's suggestions pass its own compliance review before they are offered.
const cannabis: Draft = {
  campaignName: 'Green Friday',
  objective: 'traffic',
  industry: 'dispensary',
  regulatedCategory: 'cannabis',
  campaignType: 'regulated',
  kpis: { primary: 'cpc' },
  platforms: { selected: ['mantis', 'traffic-roots'] },
  targeting: {
    geography: { countries: ['US'], regions: ['Colorado'] },
    demographics: { ageMin: 21, ageMax: 65 },
  },
};
add('fit-regulated', { step: 5, draft: cannabis, regulated: true }, 'suggest some headlines', {
  unchanged: true,
  suggestionCompliant: true,
});
add('fit-regulated', { step: 5, draft: cannabis, regulated: true }, 'other ideas?', {
  unchanged: true,
  suggestionCompliant: true,
});

export const heldout3Cases: readonly HeldoutCase[] = cases;
