import { z } from 'zod';
import { defineFact, type Fact } from './fact-types.ts';
import type { MessageText } from './message-text.ts';

// The campaign name. A label ("called", "Name:", "the name is") or a quote at the name question reads
// anywhere; a bare answer counts only when the planner asked for the name, and only from the words no
// other reader took ("Spring Sale for sales" -> "Spring Sale").

export const NAME_MAX_LENGTH = 120;

// "My name is John" and "our brand name is Acme" name a person or a company, not the campaign.
const LABEL =
  /(?<!\b(?:my|our|his|her|brand|company|business|shop|store)\s+)\b(?:called|named|titled|call\s+(?:it|this|the\s+campaign)|name\s+(?:it|this|the\s+campaign)|(?:campaign\s+)?name\s*(?:is|'s|:|=|-|should\s+be|will\s+be|would\s+be)|(?:campaign\s+)?title\s*(?::|is))\s*/gi;
// Where an unquoted name stops: punctuation, or the words that begin the next part of the sentence.
const TERMINATOR =
  /\s*(?:[,.;!?\n(]|\s[-–—]\s|\s+(?:for|with|on|in|targeting|aimed|that|which|and|using|budget|objective|starting|from|via|at|about|around|focused|focusing|across|please|running|who|where|but)\b)/i;
const QUOTE_AT_START = /^\s*(?:"([^"\n]+)"|“([^”\n]+)”|'([^'\n]+)')/;
// A bare answer is a name only if it does not read like a sentence, a reply or another fact.
const NOT_A_NAME =
  /\b(?:i|i'm|i'd|we|we're|our|my|you|want|wanna|create|make|build|start|help|need|please|let's|lets|can|could|would|should|what|how|why|hi|hello|hey|thanks|thank|yes|no|nope|ok|okay|sure|next|back|approve|reject|modify|skip|continue|sounds|looks|good|great|fine|perfect|kpi|budget|objective|platforms?|google|facebook|instagram|tiktok|linkedin|meta|suggest|idea|ideas|recommend|anything|whatever|dunno|don't|know|target|targeting|run|use|spend|sell|promote|advertise|only|just|everything|drop|add|remove|change|actually)\b/i;

const tidy = (s: string) =>
  s
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^["“'«]+|["”'»]+$/g, '')
    .replace(/\s+campaign$/i, '')
    .trim()
    .slice(0, NAME_MAX_LENGTH)
    .trim();

function cut(raw: string): string {
  const stop = raw.search(TERMINATOR);
  return stop === -1 ? raw : raw.slice(0, stop);
}

function readLabelled(message: MessageText): Fact<string>[] {
  const raw = message.raw;
  for (const m of raw.matchAll(LABEL)) {
    const at = (m.index ?? 0) + m[0].length;
    // The label must be unclaimed text (not inside a headline quote).
    if (message.text.slice(m.index ?? 0, at).trim() === '') continue;
    const rest = raw.slice(at);
    const quoted = rest.match(QUOTE_AT_START);
    const body = quoted ? (quoted[1] ?? quoted[2] ?? quoted[3] ?? '') : cut(rest);
    const name = tidy(body);
    if (name.length < 2 || /^(?:is|it|the)$/i.test(name)) continue;
    const end = at + (quoted ? quoted[0].length : body.length);
    message.claim(m.index ?? 0, end);
    for (const q of message.quotes) if (q.start >= at && q.end <= end) message.claimQuote(q);
    return [{ key: 'name', op: 'set', value: name }];
  }
  return [];
}

const askedForName = (awaiting: string | null) => awaiting === 'campaignName' || awaiting === 'campaign_name';

export const nameFact = defineFact<string>({
  key: 'name',
  step: 1,
  scope: 'anywhere',
  prompt: 'What should the campaign be called?',
  examples: ['called “Spring Sale”', 'Name: Summer Sizzle', 'the name is Blog Boost'],
  read(message, ctx) {
    const labelled = readLabelled(message);
    if (labelled.length) return labelled;
    // A quoted phrase on its own, at the name question or on step 1 before any copy exists.
    const quote = message.freeQuotes()[0];
    const copyContext = /\b(?:headlines?|descriptions?|copy|cta|call\s+to\s+action|text|tagline|slogan)\b/i;
    if (quote && (askedForName(ctx.awaiting) || ctx.step === 1) && !copyContext.test(message.raw)) {
      const name = tidy(quote.text);
      if (name.length >= 2) {
        message.claimQuote(quote);
        return [{ key: 'name', op: 'set', value: name }];
      }
    }
    return [];
  },
  apply(fact) {
    return { patch: { campaignName: fact.value }, said: `name “${fact.value}”` };
  },
  llm: {
    field: 'campaignName',
    describe: 'the campaign name the advertiser gives, without labels',
    schema: z.string().min(2).max(NAME_MAX_LENGTH),
    toFacts: (value) =>
      typeof value === 'string' && tidy(value).length >= 2
        ? [{ key: 'name', op: 'set', value: tidy(value) }]
        : [],
  },
});

// A bare answer that is only another fact ("traffic", "ROAS") answers the objective or KPI, not the name.
const ONLY_ANOTHER_FACT =
  /^(?:brand\s+)?(?:awareness|traffic|engagement|leads?|lead\s+gen(?:eration)?|sales|conversions|purchases|app\s+installs|installs|downloads|reach|clicks|roas|cpa|cpc|cpm|ctr|cpl|cpi)$/i;

/**
 * A bare answer to the name question ("Spring Sale for sales" -> "Spring Sale"). It runs before the
 * other readers, so a name's words ("Spring", "Sales") are never read as a season or an objective.
 */
export function readLooseName(
  message: MessageText,
  awaiting: string | null,
  statesOtherFacts: (phrase: string) => boolean = () => false,
): Fact<string>[] {
  if (!askedForName(awaiting)) return [];
  const left = message.text;
  const start = left.length - left.trimStart().length;
  const phrase = cut(left.slice(start));
  const name = tidy(phrase);
  const words = name.split(' ').length;
  if (name.length < 2 || words > 6 || NOT_A_NAME.test(name) || /\?/.test(message.raw)) return [];
  if (/^[\d\s$€£%.,k-]+$/i.test(name) || ONLY_ANOTHER_FACT.test(name) || statesOtherFacts(name)) return [];
  message.claim(start, start + phrase.length);
  return [{ key: 'name', op: 'set', value: name }];
}
