import { findCity, findRegion } from '@northstar/shared/geo';
import { z } from 'zod';
import { countryMentions } from '../extract/countries.ts';
import { defineFact } from './fact-types.ts';
import { stripLeadingHedges, stripTrailingTags } from './hedges.ts';
import type { MessageText } from './message-text.ts';

// The advertiser's industry (step 1), for name and headline ideas: "industry: fintech", "in the pet food
// industry", "we sell running shoes", "we're a bakery", "I run a dental clinic", "B2B SaaS company". Only
// explicit phrasings count: "we're a small team" names no business. The draft keeps the words as typed
// ("fintech", "home fitness"); industryTitle is for display. (Replaces extract/industry.ts.)

const INDUSTRY_MAX_LENGTH = 100;

// Where the phrase ends: punctuation or the words that begin the next part of the sentence.
const END =
  /[,.;:!?\n()]|\s[-–—]\s|\s+(?:and|for|with|to|in|on|at|from|based|located|that|which|who|where|but|so|targeting|looking|trying|selling|focused|specializing|specialising|serving|near|across|since|called|named|please|pls|we|our|i|budget|objective|campaign|running|using|via|through|online|offline|worldwide|globally|locally|nationwide|direct)\b/i;

// A business named by what it is: "a bakery", "a dental clinic", "a B2B SaaS company".
const BUSINESS_NOUN =
  /^(?:bakery|bakeries|bakehouse|clinic|practice|restaurant|cafe|café|shop|store|boutique|salon|spa|studio|gym|agency|firm|company|business|brand|retailer|startup|start-up|hotel|brewery|winery|distillery|dealership|school|academy|charity|nonprofit|non-profit|marketplace|platform|app|service|services|manufacturer|consultancy|bank|pharmacy|dentist|bar|pub|bistro|pizzeria|florist|bookstore|bookshop|hospital|insurer|airline|publisher|franchise|chain|co-op|cooperative|nursery|daycare|garage|workshop|farm|vineyard|operator|realtor|brokerage|lab|laboratory|foundation|club|venue|theater|theatre|museum|gallery|caterer|barbershop|barber|parlor|parlour|provider|supplier|distributor|e-?commerce|saas|fintech|roastery|kitchen|truck|center|centre|office|network|label|magazine|podcast|newsletter|channel|school)$/i;
// Said of a business, these add nothing ("a B2B SaaS company" -> "B2B SaaS").
const GENERIC_TAIL = /\s+(?:company|business|startup|start-up|brand|org|organi[sz]ation)$/i;
const GENERIC_ONLY =
  /^(?:company|business|startup|start-up|brand|org|organi[sz]ation|small|local|new|big|family|growing|young|online|little|tiny|global|national|regional)$/i;
const LEADING_ADJECTIVE =
  /^(?:small|local|little|tiny|new|young|growing|independent|family[- ](?:run|owned))\s+/i;
const DETERMINER =
  /^(?:our\s+own|our|the|a|an|some|mainly|mostly|primarily|only|just|really|high[- ]end|premium|all\s+kinds\s+of|lots\s+of)\s+/i;
// Not an industry: where or how they sell, or an offer ("we offer free shipping").
const NOT_AN_INDUSTRY =
  /^(?:on|to|in|at|through|via|online|direct|directly|globally|worldwide|locally|sure|it|them|this|that|these|those|money|sales|more|up|do|everything|anything|something|products?|stuff|things|items|goods|services|a\s+lot|lots|well|out|what|how|ads?|advertising)\b|\b(?:free|off|discounts?|trials?|shipping|returns|deals?|guarantee|promo|coupon)\b|[%$€£@]|^\d[\d,.]*(?:k|m)?(?:\s|$)/i;

const ACRONYMS: Record<string, string> = {
  b2b: 'B2B',
  b2c: 'B2C',
  d2c: 'D2C',
  dtc: 'DTC',
  saas: 'SaaS',
  ai: 'AI',
  crm: 'CRM',
  hr: 'HR',
  cbd: 'CBD',
  seo: 'SEO',
  pr: 'PR',
  iot: 'IoT',
  ev: 'EV',
  hvac: 'HVAC',
  erp: 'ERP',
  vr: 'VR',
};

/** The industry as typed, tidied ("home fitness", "B2B SaaS"): the draft keeps the advertiser's words. */
const industryText = (s: string): string =>
  s
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^["“'«]+|["”'»]+$/g, '')
    .slice(0, INDUSTRY_MAX_LENGTH)
    .trim();

/** For display (name ideas, headlines): Title Case that keeps what was typed in capitals ("SaaS", "iPhone") and knows common acronyms. */
export const industryTitle = (s: string): string =>
  s
    .replace(/\s+/g, ' ')
    .trim()
    .split(' ')
    .map(
      (w) =>
        ACRONYMS[w.toLowerCase()] ??
        (/\p{Lu}/u.test(w.slice(1)) ? w : w.replace(/^\p{Ll}/u, (c) => c.toUpperCase())),
    )
    .join(' ')
    .replace(/(^|[-/&])(\p{Ll})/gu, (_m, sep: string, c: string) => sep + c.toUpperCase())
    .slice(0, INDUSTRY_MAX_LENGTH)
    .trim();

/** The phrase starting at `at` in the unclaimed text, up to where the sentence moves on. */
function phraseAt(
  message: MessageText,
  at: number,
  maxWords: number,
): { phrase: string; end: number } | null {
  const rest = message.text.slice(at, at + 120);
  const lead = rest.length - rest.trimStart().length;
  const body = rest.slice(lead);
  // Blanks here are claimed words: the phrase belongs to another fact.
  if (!body || lead > 1) return null;
  const stop = body.search(END);
  const phrase = (stop === -1 ? body : body.slice(0, stop)).trim();
  const words = phrase.split(/\s+/);
  if (!phrase || words.length > maxWords) return null;
  return { phrase, end: at + lead + phrase.length };
}

/** "bakery in Denver" -> "bakery"; "B2B SaaS company" -> "B2B SaaS"; "small team" -> nothing. */
function businessOf(phrase: string): { industry: string; length: number } | null {
  const words = phrase.split(/\s+/);
  // The last business noun: "a boutique yoga studio" is a studio.
  const at = words.findLastIndex((w) => BUSINESS_NOUN.test(w));
  if (at === -1) return null;
  const kept = words.slice(0, at + 1).join(' ');
  const industry = kept.replace(GENERIC_TAIL, '').replace(LEADING_ADJECTIVE, '').trim();
  if (!industry || GENERIC_ONLY.test(industry)) return null;
  return { industry, length: kept.length };
}

const cleanGoods = (phrase: string) => {
  let p = phrase;
  for (let i = 0; i < 3 && DETERMINER.test(p); i++) p = p.replace(DETERMINER, '');
  return NOT_AN_INDUSTRY.test(p) ? null : p;
};

interface Reading {
  industry: string;
  start: number;
  end: number;
}

// Each pattern is matched in `raw` (another reader may have taken its verb: "sell" is the sales
// objective's word) but the industry itself must be unclaimed text.
const LABEL = /\b(?:industry|sector|vertical|niche)\s*(?:is|:|=|-)\s*/gi;
const IN_THE = /\bin\s+the\s+([a-z][\w &/-]{1,40}?)\s+(?:industry|sector|space|business|vertical|market)\b/gi;
const SELL =
  /\b(?:we|i)\s+(?:(?:mainly|mostly|also|primarily|just|only)\s+)?(?:sell|make|offer|produce|manufacture|build|design|bake|brew|roast|import|distribute)\s+/gi;
const WE_ARE =
  /\b(?:we(?:'re|\s+are)|i(?:'m|\s+am)|it(?:'s|\s+is)|this\s+is|our\s+(?:company|business|client)\s+is)\s+(?:(?:just|only|basically)\s+)?(?:a|an)\s+/gi;
const I_RUN = /\b(?:i|we)\s+(?:run|own|operate|manage|have|started|founded|opened)\s+(?:a|an|my|our)\s+/gi;
const COMPANY_FIRST =
  /(?:^\s*|\bfor\s+(?:a|an|our)\s+)((?:[\w&/-]+\s+){0,2}[\w&/-]+)\s+(?:company|business|startup|start-up|brand)\b/gi;

// "we are in outdoor gear", "we work in fintech", "I'm in real estate": a trade, not a place or a state.
const WE_IN =
  /\b(?:we(?:'re|\s+are)|i(?:'m|\s+am)|(?:we|i)\s+(?:work|operate|compete|specialise|specialize|play))\s+(?:(?:mainly|mostly|primarily|basically|actually|just|all)\s+)?in\s+(?:the\s+)?(?=[a-z0-9])/gi;
const NOT_A_TRADE =
  /^(?:a|an|the|it|this|that|here|there|talks|touch|charge|business|beta|stealth|trouble|a\s+hurry|no\s+rush|need|luck|time|town|store|stores|shops?|person|control|favou?r|love|line|place|position|progress|budget|good|great|bad|q[1-4]|(?:19|20)\d\d|january|february|march|april|may|june|july|august|september|october|november|december|spring|summer|autumn|fall|winter|every|each|all|both|most|many|several|some|other|more|no|not|front|between|person|house|office|europe|asia|africa|america|the\s+(?:us|uk|eu)|us|uk|eu)\b/i;
// "we do B2B payroll software", "I do wedding photography": what the business does.
const WE_DO = /\b(?:we|i)\s+(?:(?:mainly|mostly|primarily|basically|just|only|also)\s+)?do\s+(?=[a-z0-9])/gi;
const NOT_WHAT_WE_DO =
  /^(?:not|n't|want|wanna|need|have|like|love|know|think|care|plan|hope|expect|prefer|mean|agree|it|this|that|so|too|well|both|everything|anything|something|nothing|a\s+lot|lots|the\s+same|what|how|our|my|better|more|sell|run|use|target|get|see|offer|ship)\b/i;

/** "we're in london", "we are in texas": a place, not a trade. */
const isPlace = (phrase: string) =>
  !!findCity(phrase) ||
  !!findRegion(phrase) ||
  countryMentions(phrase, { codes: false }).some((m) => m.start === 0);

const FOR_OUR =
  /\b(?:campaigns?|ads?|adverts?|promos?|promotions?|advertising|marketing)\s+(?:for|of)\s+(?:a|an|our|my|the)\s+/gi;
// A business noun alone says what the place is, not the industry ("our store", "our app").
const TOO_GENERIC =
  /^(?:store|shop|app|website|site|service|services|platform|product|office|channel|network|club|team|brand|company|business|startup|franchise|chain|label|venue|center|centre|marketplace)$/i;

function readIndustry(message: MessageText, awaiting: string | null): Reading | null {
  const raw = message.raw;
  for (const m of raw.matchAll(LABEL)) {
    const at = (m.index ?? 0) + m[0].length;
    const p = phraseAt(message, at, 6);
    if (p && !NOT_AN_INDUSTRY.test(p.phrase)) return { industry: p.phrase, start: m.index ?? 0, end: p.end };
  }
  for (const m of raw.matchAll(IN_THE)) {
    const start = m.index ?? 0;
    const phrase = m[1] ?? '';
    const at = start + m[0].indexOf(phrase);
    if (message.text.slice(at, at + phrase.length) !== phrase) continue;
    return { industry: phrase, start, end: start + m[0].length };
  }
  for (const m of raw.matchAll(WE_ARE)) {
    const at = (m.index ?? 0) + m[0].length;
    const p = phraseAt(message, at, 6);
    const business = p && businessOf(p.phrase);
    if (business) return { industry: business.industry, start: m.index ?? 0, end: at + business.length };
  }
  for (const m of raw.matchAll(I_RUN)) {
    const at = (m.index ?? 0) + m[0].length;
    const p = phraseAt(message, at, 6);
    const business = p && businessOf(p.phrase);
    if (business) return { industry: business.industry, start: at, end: at + business.length };
  }
  for (const [re, stop] of [
    [WE_IN, NOT_A_TRADE],
    [WE_DO, NOT_WHAT_WE_DO],
  ] as const) {
    for (const m of raw.matchAll(re)) {
      const at = (m.index ?? 0) + m[0].length;
      const p = phraseAt(message, at, 4);
      if (!p || stop.test(p.phrase) || /^\p{Lu}[\p{Ll}]/u.test(p.phrase) || isPlace(p.phrase)) continue;
      const goods = cleanGoods(p.phrase.replace(GENERIC_TAIL, ''));
      if (goods) return { industry: goods, start: m.index ?? 0, end: p.end };
    }
  }
  for (const m of raw.matchAll(SELL)) {
    const at = (m.index ?? 0) + m[0].length;
    const p = phraseAt(message, at, 5);
    const goods = p && cleanGoods(p.phrase);
    if (p && goods) return { industry: goods, start: at, end: p.end };
  }
  for (const m of raw.matchAll(COMPANY_FIRST)) {
    const phrase = m[1] ?? '';
    const at = (m.index ?? 0) + m[0].indexOf(phrase);
    if (message.text.slice(at, at + phrase.length) !== phrase || NOT_AN_INDUSTRY.test(phrase)) continue;
    if (GENERIC_ONLY.test(phrase) || /^(?:we|i|you|the|a|an|our|my|new)$/i.test(phrase)) continue;
    return { industry: phrase, start: at, end: (m.index ?? 0) + m[0].length };
  }
  // "a campaign for our yoga studio": the business a campaign is for, when it names what kind it is.
  for (const m of raw.matchAll(FOR_OUR)) {
    const at = (m.index ?? 0) + m[0].length;
    const p = phraseAt(message, at, 5);
    const business = p && businessOf(p.phrase);
    if (business && !TOO_GENERIC.test(business.industry))
      return { industry: business.industry, start: at, end: at + business.length };
  }
  if (awaiting === 'industry' && !/\?\s*$/.test(raw)) {
    const lead = message.text.length - message.text.trimStart().length;
    const p = phraseAt(message, lead, 5);
    const goods = p && cleanGoods(p.phrase.replace(GENERIC_TAIL, ''));
    if (p && goods) return { industry: goods, start: lead, end: p.end };
  }
  return null;
}

export const industryFact = defineFact<string>({
  key: 'industry',
  step: 1,
  scope: 'anywhere',
  prompt: 'What industry is the business in?',
  examples: [
    "we're a bakery",
    'I run a dental clinic',
    'we sell running shoes',
    'industry: fintech',
    'B2B SaaS company',
  ],
  read(message, ctx) {
    const reading = readIndustry(message, ctx.awaiting);
    if (!reading) return [];
    const industry = industryText(stripTrailingTags(stripLeadingHedges(reading.industry)));
    if (industry.length < 2) return [];
    message.claim(reading.start, reading.end);
    return [{ key: 'industry', op: 'set', value: industry }];
  },
  apply(fact) {
    const industry = industryText(fact.value);
    return { patch: { industry }, said: `industry ${industry}` };
  },
  llm: {
    field: 'industry',
    describe: 'the advertiser\'s industry or what they sell, in a few words ("Bakery", "B2B SaaS")',
    schema: z.string().min(2).max(INDUSTRY_MAX_LENGTH),
    toFacts: (value) =>
      typeof value === 'string' && industryText(value).length >= 2
        ? [{ key: 'industry', op: 'set', value: industryText(value) }]
        : [],
  },
});
