import { z } from 'zod';
import { type Mention, splitByPolarity } from '../extract/polarity.ts';
import { joinList } from '../format.ts';
import { defineFact, type Fact } from './fact-types.ts';

// Offers the advertiser states ("we're doing 25% off", "free shipping over $50", "BOGO", "first month
// free") or denies ("we don't offer free shipping", "no discounts"). They change no field: they go to the
// conversation's memory, and the headline writer mentions only stated offers. The offer's words are
// claimed, so "25% off" is never an allocation and "$50" never a budget.

const OFFER_MAX_LENGTH = 100;
const OFFERS_MAX = 20;

const MONEY = String.raw`[$€£]\s?\d{1,6}(?:\.\d{2})?`;
// Longer offers first: an offer inside one already read is skipped ("buy one get one half off").
const OFFERS: readonly { pattern: RegExp; name?: (m: RegExpMatchArray) => string; priced?: boolean }[] = [
  {
    pattern: /\bbogo\b|\bb1g1\b|\bbuy\s+one,?\s+get\s+one(?:\s+(free|half\s+off|50%\s+off))?/gi,
    name: (m) => `buy one get one ${m[1]?.toLowerCase() ?? 'free'}`,
  },
  // "25% off", "up to 50% off everything", "20 percent off your first order", "a 15% discount"
  {
    pattern:
      /\b(?:up\s+to\s+)?\d{1,2}(?:\.\d)?\s?(?:%|percent|per\s?cent)\s+(?:off|discount)(?:\s+(?:everything|sitewide|site-wide|storewide|all\s+(?:orders|items|products)|(?:on\s+)?(?:your|the)\s+first\s+(?:order|purchase|month|box)))?/gi,
    name: (m) => m[0].toLowerCase().replace(/\s?(?:percent|per\s?cent)/, '%'),
    priced: true,
  },
  { pattern: new RegExp(String.raw`\bsave\s+(?:up\s+to\s+)?(?:\d{1,2}\s?%|${MONEY})`, 'gi'), priced: true },
  {
    pattern: new RegExp(
      String.raw`(?<![\w$€£])${MONEY}\s+off(?:\s+(?:orders?|your\s+first\s+order))?(?:\s+(?:over|above)\s+${MONEY})?`,
      'gi',
    ),
    priced: true,
  },
  { pattern: /\bhalf[- ](?:price|off)\b/gi, priced: true },
  {
    pattern: new RegExp(
      String.raw`\bfree\s+(?:ship+ing|delivery)(?:\s+(?:on\s+(?:all\s+)?orders\s+)?(?:over|above)\s+${MONEY})?`,
      'gi',
    ),
  },
  { pattern: /\bfree\s+(?:returns|exchanges)\b/gi },
  {
    pattern:
      /\b(?:(?:\d{1,3}|seven|fourteen|thirty)[- ]day\s+)?free\s+trials?\b|\bfree\s+\d{1,3}[- ]day\s+trials?\b/gi,
  },
  {
    pattern:
      /\b(?:(?:your|the)\s+)?first\s+(?:month|week|lesson|class|session|box|consultation|visit|order|delivery)\s+(?:is\s+)?(?:free|on\s+us)\b/gi,
    name: (m) =>
      m[0]
        .toLowerCase()
        .replace(/^(?:your|the)\s+/, '')
        .replace(/\s+is\s+/, ' '),
  },
  {
    pattern:
      /\bfree\s+(?:consultations?|quotes?|estimates?|gifts?(?:\s+with\s+(?:every\s+|any\s+)?purchase)?|samples?|installation|setup|demos?|gift\s+wrap(?:ping)?)\b/gi,
  },
  { pattern: /\b(?:2|two)[- ]for[- ](?:1|one)\b/gi, name: () => '2 for 1' },
  // Multi-buys: "2 for $30", "3 for 2", "buy 2 get 1 free", "4x for £10".
  {
    pattern: new RegExp(
      String.raw`\b(?:\d{1,2}|two|three|four|five|six)\s*(?:x\s*)?for\s+(?:only\s+|just\s+)?(?:${MONEY}|\d{1,4}\s?(?:bucks|dollars|quid|pounds|euros)\b|\d{1,2}\b(?!\s*(?:days?|weeks?|months?|%))|two\b|three\b)|\bbuy\s+(?:\d|two|three)\s*,?\s+get\s+(?:\d|one|two)\s+(?:free|half\s+(?:off|price))`,
      'gi',
    ),
    priced: true,
  },
  { pattern: /\bmoney[- ]back\s+guarantee\b/gi },
  // The code itself keeps its capitals: "promo code SPRING20".
  {
    pattern:
      /\b(?:[Pp]romo|PROMO|[Dd]iscount|[Cc]oupon)\s+[Cc]odes?(?:\s+(?=[A-Z0-9]*\d|[A-Z]{3,})[A-Z0-9]{3,15}\b)?/g,
    name: (m) => m[0].replace(/^\S+\s+\S+/, (w) => w.toLowerCase()),
  },
  { pattern: /\bdiscounts?\b|\bsale\s+prices?\b/gi, name: () => 'discounts' },
];

// What a price cut applies to: "25% off mince pies", "$10 off all boots" (up to three plain words).
const OBJECT_STOP =
  /^(?:and|or|but|so|for|with|if|when|on|in|at|to|from|this|next|these|those|that|the|a|an|we|i|you|it|our|your|until|till|through|thru|during|ending|today|tonight|tomorrow|pls|please|plz|thanks|too|also|as|is|are|was|be|only|just|now|right|orders?|everything|sitewide|storewide|budget|target|targeting|platforms?|headlines?|ctas?|descriptions?|kpi|bid|bidding|start|starting|ends?|ending|then|plus|via|by|of|off|free|pls|lol|btw|mention|leave|not|no|don't|dont)$/i;
const WORD = /[ \t]+([a-z][a-z'-]{1,20})\b/iy;
// When the offer holds: "this weekend", "until Sunday", "through December", "for Black Friday".
const WHEN =
  /^\s+(?:(?:this|next)\s+(?:weekend|week|month)|all\s+(?:week|weekend|month)|today|tonight|tomorrow|over\s+the\s+(?:weekend|holidays)|(?:until|till|through|thru|ending)\s+(?:the\s+)?(?:end\s+of\s+)?[a-z0-9]{2,12}(?:\s+\d{1,2}(?:st|nd|rd|th)?)?|(?:for|on|during)\s+(?:black\s+friday|cyber\s+monday|boxing\s+day|christmas|the\s+holidays|easter|halloween)|(?:in|during|for|all)\s+(?:january|february|march|april|may|june|july|august|september|october|november|december|spring|summer|autumn|fall|winter))\b/i;

/** The end of an offer, taking in what it applies to and when it holds. */
function offerEnd(text: string, end: number, priced: boolean): number {
  let at = end;
  if (priced) {
    // "all boots", "mince pies": up to three plain words, a leading all / every / our kept with them.
    let pos = end;
    let words = 0;
    for (let i = 0; i < 4; i++) {
      WORD.lastIndex = pos;
      const m = WORD.exec(text);
      const word = m?.[1];
      if (!m || !word) break;
      const quantifier = i === 0 && /^(?:all|every|any|our)$/i.test(word);
      if (!quantifier && (OBJECT_STOP.test(word) || words === 3)) break;
      pos = m.index + m[0].length;
      if (!quantifier) {
        words++;
        at = pos;
      }
    }
  }
  const when = text.slice(at, at + 60).match(WHEN);
  return when ? at + when[0].length : at;
}

const KEEP_OUT =
  /\b(?:nothing\s+(?:about|on|re)|no\s+mention\s+of|(?:don'?t|do\s+not|never)\s+(?:mention|say|promise|claim)|leave\s+out|avoid|skip)\s+(?:the\s+|any\s+|our\s+)?$/i;

const tidy = (s: string) => s.replace(/\s+/g, ' ').trim().slice(0, OFFER_MAX_LENGTH);

function withinBudget(
  existing: readonly string[],
  adding: readonly string[],
): { kept: string[]; dropped: string[] } {
  const fresh = adding.filter((o) => !existing.includes(o));
  const room = Math.max(0, OFFERS_MAX - existing.length);
  return { kept: fresh.slice(0, room), dropped: fresh.slice(room) };
}

export const offersFact = defineFact<string[]>({
  key: 'offers',
  step: 5,
  scope: 'anywhere',
  prompt: 'Are you running an offer, like a discount or free shipping?',
  examples: ["we're doing 25% off", 'free shipping over $50', 'BOGO', "we don't offer free shipping"],
  read(message) {
    const text = message.text;
    const mentions: Mention<string>[] = [];
    for (const { pattern, name, priced } of OFFERS) {
      for (const m of text.matchAll(pattern)) {
        const start = m.index ?? 0;
        const matched = start + m[0].length;
        // A longer offer already covers these words ("20% discount" is not also "discounts").
        if (mentions.some((x) => x.start < matched && start < x.end)) continue;
        const end = offerEnd(text, matched, priced === true);
        const rest = text.slice(matched, end).toLowerCase();
        mentions.push({
          value: tidy(`${name ? name(m) : m[0].toLowerCase()}${rest}`).replace(/\bshipp?ing\b/, 'shipping'),
          start,
          end,
        });
      }
    }
    if (mentions.length === 0) return [];
    const split = splitByPolarity(text, mentions);
    // "nothing about discounts", "don't mention free shipping": ruled out of the copy.
    const ruledOut = (m: Mention<string>) => KEEP_OUT.test(text.slice(Math.max(0, m.start - 30), m.start));
    const exclude = [...split.exclude, ...mentions.filter(ruledOut).map((m) => m.value)].filter(
      (v, i, all) => all.indexOf(v) === i,
    );
    const include = split.include.filter((v) => !exclude.includes(v));
    for (const m of mentions) message.claim(m.start, m.end);
    const facts: Fact<string[]>[] = [];
    if (include.length) facts.push({ key: 'offers', op: 'add', value: include });
    if (exclude.length) facts.push({ key: 'offers', op: 'remove', value: exclude });
    return facts;
  },
  apply(fact, { memory }) {
    const denied = fact.op === 'remove';
    const { kept, dropped } = withinBudget(denied ? memory.deniedOffers : memory.offers, fact.value);
    const warnings = dropped.length
      ? [`I can remember up to ${OFFERS_MAX} offers, so I left out ${joinList(dropped)}.`]
      : [];
    // Already known: nothing new to remember, nothing to say.
    if (kept.length === 0) return { warnings };
    return denied
      ? // Not repeated: a ruled-out offer's words never appear in the reply, as they never do in copy.
        {
          memory: { deniedOffers: kept },
          said: `copy without the ${kept.length > 1 ? 'offers' : 'offer'} you ruled out`,
          warnings,
        }
      : {
          memory: { offers: kept },
          said: `${kept.length > 1 ? 'offers' : 'offer'} ${joinList(kept)}`,
          warnings,
        };
  },
  llm: {
    field: 'offers',
    describe:
      'offers the advertiser states they run ("25% off", "free shipping over $50") and ones they say they do not',
    schema: z.strictObject({
      stated: z.array(z.string().min(2).max(OFFER_MAX_LENGTH)).max(OFFERS_MAX).optional(),
      denied: z.array(z.string().min(2).max(OFFER_MAX_LENGTH)).max(OFFERS_MAX).optional(),
    }),
    toFacts: (value) => {
      const parsed = z
        .object({ stated: z.array(z.string()).optional(), denied: z.array(z.string()).optional() })
        .safeParse(value);
      if (!parsed.success) return [];
      const clean = (items: string[] = []) => [
        ...new Set(items.map((o) => tidy(o)).filter((o) => o.length >= 2)),
      ];
      const facts: Fact<string[]>[] = [];
      const stated = clean(parsed.data.stated);
      const denied = clean(parsed.data.denied);
      if (stated.length) facts.push({ key: 'offers', op: 'add', value: stated });
      if (denied.length) facts.push({ key: 'offers', op: 'remove', value: denied });
      return facts;
    },
  },
});
