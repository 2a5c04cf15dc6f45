import type { CopyStyle } from '../recommend/headline-writer.ts';
import { defineFact } from './fact-types.ts';
import type { MessageText } from './message-text.ts';

// A request for copy ideas ("suggest some headlines", "what would you put as the CTA?", "can u help with
// the ad text?") and, while copy is suggested or asked for, instructions about it ("shorter", "more
// playful", "use our name", "drop the second one", "add one about delivery", "mention 25% off"). It changes
// no field: the creative turn (creative-turn.ts) answers it with a suggestion to approve. Labelled copy
// ("headline: ...") is read earlier and claimed, so it is never a request.

export type CopyPart = 'headlines' | 'descriptions' | 'callsToAction';

export interface CopyRequest {
  /** What is asked for; empty for an instruction about the copy already suggested. */
  parts: CopyPart[];
  style: CopyStyle;
  /** Suggested lines to leave out, 0-based (-1 is the last). */
  drop: number[];
  /** "add one about delivery": a subject the advertiser wants a line about. */
  about: string | null;
  /** The message asks to mention something (an offer it states, read by the offers reader). */
  mention: boolean;
}

const PARTS: readonly { part: CopyPart | 'all'; pattern: RegExp }[] = [
  { part: 'headlines', pattern: /\b(?:head\s?lines?|hedlines?|headlnes?|titles?|taglines?|slogans?)\b/gi },
  {
    part: 'descriptions',
    pattern:
      /\b(?:(?:ad|ads)\s+(?:descriptions?|text|body|wording)|descriptions?|descs?|body\s+(?:text|copy)|primary\s+text)\b/gi,
  },
  { part: 'callsToAction', pattern: /\b(?:ctas?|calls?[- ]to[- ]actions?|buttons?(?:\s+text)?)\b/gi },
  { part: 'all', pattern: /\b(?:ad\s+copy|(?:the|some|any|my|our)\s+copy|copy\s+ideas|creatives?)\b/gi },
];
// A request near the noun: before it ("suggest some headlines", "what would you put as the CTA") or
// after it ("headline ideas?", "descriptions pls").
const CUE_BEFORE =
  /\b(?:suggest|suggestions?|ideas?|write|draft|come\s+up\s+with|give\s+(?:me|us)|need|want|help(?:\s+(?:me|us))?(?:\s+with)?|some|a\s+few|few|more|other|different|new|alternatives?|\d|three|two|four|five|couple|generate|create|make\s+(?:me|us)|recommend|propose|any|what\s+would\s+you|what\s+should|can\s+(?:you|u)|could\s+(?:you|u)|how\s+about)\b[^.!?\n]{0,40}$|\b(?:what|which)\s+(?:kind\s+of\s+|sort\s+of\s+)?(?:the\s+)?$/i;
const CUE_AFTER =
  /^\s*(?:ideas?|suggestions?|options|please|pls|plz|\?|for\s+(?:me|us)\b|(?:would|should|could|do)\s+(?:you|we|i)\b)/i;
// "I need to change the headline" edits the copy; it does not ask for ideas.
const EDIT_BETWEEN = /\b(?:change|edit|replace|fix|update|remove|drop|delete|swap|rename|shorten)\b/i;
// "headlines for our winter boots": what the copy is for, never a schedule or a platform.
const FOR_SUBJECT = /^\s+(?:for|about)\s+[^.,;!?\n]{1,40}/i;

const SHORTER =
  /\b(?:shorter|shorten|too\s+long|more\s+concise|concise|punchier|snappier|tighter|fewer\s+words|briefer)\b/i;
// A tone is an instruction only as one ("more playful", "make them fun", "too formal", "funnier"):
// "sounds fun, yes" approves.
const TONE_CUE = String.raw`(?:more|a\s+(?:bit|little)(?:\s+more)?|bit|make\s+(?:it|them|these|those|em)(?:\s+(?:more|a\s+bit))?|sound\s+(?:more|less)|something|in\s+a|go|keep\s+(?:it|them))\s+`;
const PLAYFUL = new RegExp(
  String.raw`\b(?:${TONE_CUE}(?:playful|fun|cheeky|casual|quirky|witty|light[- ]?hearted|friendly|warm|upbeat|punny|silly)|funnier|friendlier|warmer|cheekier|(?:less|too)\s+(?:formal|serious|stiff|corporate|dry|boring))\b`,
  'i',
);
const FORMAL = new RegExp(
  String.raw`\b(?:${TONE_CUE}(?:formal|professional|serious|corporate|polished|premium|elegant|sophisticated|classy)|classier|(?:less|too)\s+(?:casual|playful|silly|cheesy|fun|informal))\b`,
  'i',
);
const USE_NAME =
  /\b(?:use|include|mention|add|put|get|work|feature|with)\s+(?:our|the|my)\s+(?:brand(?:'s)?\s+|company(?:'s)?\s+|campaign(?:'s)?\s+|business(?:'s)?\s+)?name\b/i;
const ORDINALS: Readonly<Record<string, number>> = {
  first: 0,
  '1st': 0,
  '1': 0,
  second: 1,
  '2nd': 1,
  '2': 1,
  third: 2,
  '3rd': 2,
  '3': 2,
  last: -1,
};
const DROP =
  /\b(?:drop|remove|delete|lose|cut|ditch|get\s+rid\s+of|scrap|kill|(?:i\s+)?don'?t\s+like)\s+(?:the\s+)?(?:number\s+|#|no\.?\s*)?(first|second|third|last|1st|2nd|3rd|1|2|3)(?:\s+(?:one|headline|line|idea))?\b/gi;
const AND_ORDINAL =
  /^\s*(?:,|and|&)\s*(?:the\s+)?(?:number\s+|#|no\.?\s*)?(first|second|third|last|1st|2nd|3rd|1|2|3)\b(?:\s+(?:one|headline|line|idea))?/i;
const ABOUT =
  /\b(?:add|write|include|give\s+me|want|need)\s+(?:one|a\s+line|another(?:\s+one)?|a\s+headline|a\s+description|something|a\s+version)\s+(?:about|on|mentioning|that\s+mentions|around|re)\s+([^,.;!?\n]{2,40})/i;
const MENTION = /\b(?:mention|mentions|highlight|feature|push|focus\s+on|talk\s+about|work\s+in)\b/i;

function requestedParts(message: MessageText): CopyPart[] {
  const text = message.text;
  const parts: CopyPart[] = [];
  for (const { part, pattern } of PARTS) {
    for (const m of text.matchAll(pattern)) {
      const start = m.index ?? 0;
      const end = start + m[0].length;
      const before = text.slice(Math.max(0, start - 60), start);
      const cue = before.match(CUE_BEFORE);
      const asked = (cue && !EDIT_BETWEEN.test(cue[0])) || CUE_AFTER.test(text.slice(end, end + 20));
      if (!asked) continue;
      const subject = text.slice(end, end + 45).match(FOR_SUBJECT);
      message.claim(start, end + (subject?.[0].length ?? 0));
      for (const p of part === 'all' ? (['headlines', 'descriptions'] as const) : [part])
        if (!parts.includes(p)) parts.push(p);
    }
  }
  return parts;
}

function instructions(message: MessageText): Omit<CopyRequest, 'parts'> | null {
  const text = message.text;
  const style: CopyStyle = {};
  if (SHORTER.test(text)) style.shorter = true;
  if (FORMAL.test(text)) style.tone = 'formal';
  else if (PLAYFUL.test(text)) style.tone = 'playful';
  if (USE_NAME.test(text)) style.useName = true;
  const drop: number[] = [];
  for (const m of text.matchAll(DROP)) {
    const words = [m[1] ?? ''];
    // "remove #1 and #3", "drop the first and the last"
    let pos = (m.index ?? 0) + m[0].length;
    for (let more = text.slice(pos).match(AND_ORDINAL); more; more = text.slice(pos).match(AND_ORDINAL)) {
      words.push(more[1] ?? '');
      pos += more[0].length;
    }
    for (const w of words) {
      const at = ORDINALS[w.toLowerCase()];
      if (at !== undefined && !drop.includes(at)) drop.push(at);
    }
  }
  const aboutMatch = text.match(ABOUT);
  const about = aboutMatch?.[1]?.trim().replace(/\s+(?:please|pls|too|as\s+well)$/i, '') || null;
  const mention = MENTION.test(text);
  if (Object.keys(style).length === 0 && drop.length === 0 && !about && !mention) return null;
  return { style, drop, about, mention };
}

export const copyRequestFact = defineFact<CopyRequest>({
  key: 'copyRequest',
  step: 5,
  scope: 'anywhere',
  prompt: 'Want me to suggest headlines, ad descriptions or a call to action?',
  examples: [
    'suggest some headlines',
    'what would you put as the CTA?',
    'make them shorter',
    'drop the second one',
  ],
  read(message, ctx) {
    const parts = requestedParts(message);
    // Instructions about copy only while copy is suggested or asked for (or on the Modify button).
    const aboutCopy = ctx.awaiting === 'headlines' || ctx.act === 'modify' || parts.length > 0;
    const said = aboutCopy ? instructions(message) : null;
    if (parts.length === 0 && !said) return [];
    return [
      {
        key: 'copyRequest',
        op: 'set',
        value: { parts, style: {}, drop: [], about: null, mention: false, ...said },
      },
    ];
  },
  // Nothing to write into the draft: the creative turn answers it.
  apply: () => ({}),
});
