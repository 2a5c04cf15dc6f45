// A short glossary of ad terms, as data: what the assistant answers when asked "what is ROAS?" or "target
// CPA vs manual CPC?". Each entry is one plain sentence a newcomer can act on; `match` finds the term in
// a question (whole words, any case).

export interface GlossaryEntry {
  id: string;
  /** The term as shown ("target CPA"). */
  term: string;
  match: RegExp;
  definition: string;
}

export const GLOSSARY: readonly GlossaryEntry[] = [
  {
    id: 'target-cpa',
    term: 'target CPA',
    match: /\b(?:t-?cpa|target\s+(?:cpa|cost\s+per\s+(?:acquisition|action|result)))\b/i,
    definition:
      'target CPA is automated bidding: you name the cost per result you want and the platform sets each bid to get as many results as it can near that average',
  },
  {
    id: 'manual-cpc',
    term: 'manual CPC',
    match: /\b(?:manual\s+(?:cpc|bidding|bids?)|max(?:imum)?\s+cpc)\b/i,
    definition:
      'manual CPC is bidding by hand: you set the most you will pay for a click and the platform never bids above it, so costs are predictable but results are not optimised for you',
  },
  {
    id: 'target-roas',
    term: 'target ROAS',
    match: /\btarget\s+roas\b|\btroas\b/i,
    definition:
      'target ROAS is automated bidding for sales: you name the revenue you want per dollar spent (e.g. 4x) and the platform bids higher for shoppers likely to buy more',
  },
  {
    id: 'roas',
    term: 'ROAS',
    match: /\broas\b|\breturn\s+on\s+ad\s+spend\b/i,
    definition:
      'ROAS (return on ad spend) is the revenue your ads bring in divided by what they cost: 3x means $3 of sales for every $1 spent',
  },
  {
    id: 'cpm',
    term: 'CPM',
    match: /\bcpms?\b|\bcost\s+per\s+(?:thousand|mille)\b/i,
    definition:
      'CPM (cost per mille) is the price of 1,000 ad impressions, the basic price of reaching people',
  },
  {
    id: 'cpc',
    term: 'CPC',
    match: /\bcpcs?\b|\bcost\s+per\s+click\b/i,
    definition:
      'CPC (cost per click) is what you pay on average for one click on your ad: spend divided by clicks',
  },
  {
    id: 'cpa',
    term: 'CPA',
    match: /\bcpas?\b|\bcost\s+per\s+(?:acquisition|action|conversion)\b/i,
    definition:
      'CPA (cost per acquisition) is what one result costs on average, a sale, sign-up or lead: spend divided by conversions',
  },
  {
    id: 'cpl',
    term: 'CPL',
    match: /\bcpls?\b|\bcost\s+per\s+lead\b/i,
    definition:
      'CPL (cost per lead) is spend divided by the leads (form fills, sign-ups, calls) the ads bring in',
  },
  {
    id: 'cpi',
    term: 'CPI',
    match: /\bcpis?\b|\bcost\s+per\s+install\b/i,
    definition: 'CPI (cost per install) is spend divided by the app installs the ads bring in',
  },
  {
    id: 'ctr',
    term: 'CTR',
    match: /\bctrs?\b|\bclick[-\s]?through\s+rates?\b/i,
    definition:
      'CTR (click-through rate) is the share of impressions that get a click: 100 clicks from 10,000 impressions is a 1% CTR',
  },
  {
    id: 'conversion-rate',
    term: 'conversion rate',
    match: /\bconversion\s+rates?\b|\bcvr\b/i,
    definition: 'conversion rate is the share of clicks that go on to convert (buy, sign up, install)',
  },
  {
    id: 'frequency',
    term: 'frequency',
    match: /\bfrequency\b/i,
    definition:
      'frequency is how many times on average each person saw your ad: impressions divided by reach; past about 3 to 5 a week people tire of it and results drop',
  },
  {
    id: 'reach',
    term: 'reach',
    match: /\breach\b/i,
    definition: 'reach is the number of different people who saw your ad at least once',
  },
  {
    id: 'impressions',
    term: 'impressions',
    match: /\bimpressions?\b/i,
    definition: 'impressions count every time your ad was shown, including repeat views by the same person',
  },
  {
    id: 'lookalike',
    term: 'lookalike audience',
    match: /\blook-?alikes?\b|\bsimilar\s+audiences?\b/i,
    definition:
      'a lookalike audience is people the platform finds who are similar to a list you give it (your customers or site visitors), a way to reach new people likely to convert',
  },
  {
    id: 'retargeting',
    term: 'retargeting',
    match: /\bre-?targeting\b|\bremarketing\b/i,
    definition:
      'retargeting shows ads to people who already visited your site or app or engaged with you, who convert more often than strangers',
  },
  {
    id: 'holdout',
    term: 'holdout test',
    match: /\bhold-?outs?\b|\bincrementality\b|\blift\s+tests?\b|\bcontrol\s+groups?\b/i,
    definition:
      'a holdout (incrementality) test keeps a random share of your audience from seeing the ads and compares their conversions with those who saw them, measuring the results the ads truly caused',
  },
  {
    id: 'pacing',
    term: 'pacing',
    match: /\bpacing\b|\bfront-?load(?:ing|ed)?\b|\baccelerated\s+delivery\b/i,
    definition:
      'pacing is how fast the budget is spent: standard spreads it evenly over the days, accelerated spends as fast as the auction allows (front-loading)',
  },
  {
    id: 'attribution',
    term: 'attribution window',
    match: /\battribution(?:\s+windows?)?\b/i,
    definition:
      'the attribution window is how long after a click (or view) a conversion still counts for the ad, e.g. 7-day click',
  },
  {
    id: 'lifetime-budget',
    term: 'lifetime vs daily budget',
    match: /\b(?:lifetime|daily)\s+budgets?\b/i,
    definition:
      'a lifetime budget is one total for the whole flight that the platform spreads over the days; a daily budget is a fixed amount each day',
  },
  {
    id: 'kpi',
    term: 'KPI',
    match: /\bkpis?\b/i,
    definition:
      'a KPI (key performance indicator) is the one figure you judge the campaign by, e.g. cost per lead',
  },
  {
    id: 'bid-strategy',
    term: 'bid strategy',
    match: /\bbid(?:ding)?\s+strateg(?:y|ies)\b/i,
    definition:
      'the bid strategy tells the platform how to bid in each auction: by hand (manual CPC) or automatically towards a goal (target CPA, target ROAS, most results)',
  },
];

// "What is X", "what does X mean", "X vs Y", "difference between X and Y", "explain X", "X stands for".
const ASKS_MEANING =
  /\b(?:what(?:'s|\s+is|\s+are|\s+does|\s+do)|whats|explain|define|definition|meaning|mean|means|stands?\s+for|difference|differ|vs\.?|versus|compared\s+(?:to|with))\b/i;
// Asking for a figure ("what's the CPM on TikTok?", "what CPC should I expect?") is a market question.
const ASKS_FIGURE =
  /\b(?:on\s+(?:google|facebook|instagram|tiktok|linkedin|meta)|right\s+now|at\s+the\s+moment|currently|these\s+days|today|expect|for\s+(?:us|me|our|my|this)|our|my|we|[$€£]\s?\d|\d+\s?k\b|cheaper|cheapest|more\s+expensive|going\s+for|costs?\s+(?:us|me))\b/i;
const ASKS_DIFFERENCE = /\b(?:difference|differ|vs\.?|versus|compared\s+(?:to|with))\b/i;

/** The glossary entries a question asks the meaning of; empty when it asks for a figure instead. */
export function termsAsked(question: string): GlossaryEntry[] {
  if (!ASKS_MEANING.test(question)) return [];
  const found = GLOSSARY.filter((e) => e.match.test(question));
  // "target CPA" is one term, not also "CPA"; "target ROAS" not also "ROAS".
  const shadowed = new Set<string>();
  if (found.some((e) => e.id === 'target-cpa')) shadowed.add('cpa');
  if (found.some((e) => e.id === 'target-roas')) shadowed.add('roas');
  if (found.some((e) => e.id === 'manual-cpc')) shadowed.add('cpc');
  const terms = found.filter((e) => !shadowed.has(e.id));
  if (terms.length === 0) return [];
  if (
    ASKS_FIGURE.test(question) &&
    !ASKS_DIFFERENCE.test(question) &&
    !/\bmean|stands?\s+for|explain|define\b/i.test(question)
  )
    return [];
  return terms.slice(0, 3);
}

const upperFirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** "ROAS (return on ad spend) is ...": the definitions, the first in the first sentence. */
export function glossaryAnswer(entries: readonly GlossaryEntry[]): string {
  const sentences = entries.map((e) => `${upperFirst(e.definition)}.`);
  const pair = entries
    .map((e) => e.id)
    .sort()
    .join('+');
  if (pair === 'manual-cpc+target-cpa')
    sentences.push(
      'In short: manual CPC controls the price of a click, target CPA controls the price of a result; target CPA needs conversion tracking and some conversions to learn from.',
    );
  return sentences.join(' ');
}
