import { z } from 'zod';
import { splitByPolarity } from '../extract/polarity.ts';
import { joinList } from '../format.ts';
import { defineFact, type Fact } from './fact-types.ts';
import { applyListOp, includeOp } from './list-facts.ts';
import type { MessageText } from './message-text.ts';
import { clauseAt, escapeRegExp, scanList } from './text.ts';

// Interests (targeting.interests, step 4): "people into running and fitness", "interested in yoga",
// "interests: golf, tennis", "fans of craft beer", "who love hiking", "coffee lovers". The list ends at
// punctuation or at the words that begin the next part of the audience ("in Colorado", "aged 25-40").

const INTEREST_MAX_LENGTH = 100;
const INTERESTS_MAX = 50;

const AUDIENCE = String.raw`(?:people|ppl|folks|users|those|anyone|audiences?|customers|consumers|shoppers|buyers|adults|women|men|moms|mums|dads|parents|students|teens|millennials|gen\s?z|boomers|followers|professionals|owners|guys|ladies)`;
// "interested", and "intrested" / "intersted" as people type it.
const INTERESTED = 'inte?re?s?ted';
// "women 25-40 into yoga": the ages may sit between the audience and its interests.
const AGES = String.raw`(?:\s+(?:aged?\s+)?\d{1,2}\s*(?:[-–]|to)\s*\d{1,2}\+?|\s+\d{1,2}\+)?`;
const TRIGGERS: readonly RegExp[] = [
  new RegExp(
    String.raw`\b${AUDIENCE}${AGES}\s+(?:(?:who|that)(?:'re|\s+are)\s+)?(?:(?:really|also|mostly)\s+)?(?:into|${INTERESTED}\s+in|passionate\s+about|keen\s+on)\s+`,
    'gi',
  ),
  new RegExp(
    String.raw`\b(?:who|that)(?:'re|\s+are)\s+(?:(?:really|also|mostly)\s+)?(?:into|${INTERESTED}\s+in|passionate\s+about|keen\s+on)\s+`,
    'gi',
  ),
  /\b(?:who|that)\s+(?:(?:really|also)\s+)?(?:love|loves|like|likes|enjoy|enjoys|follow|follows|care\s+about|are\s+fans\s+of|do|practi[cs]e)\s+/gi,
  /\b(?:fans|lovers|followers|enthusiasts)\s+of\s+/gi,
  /\binterest(?:s|ed)?\s*(?::|=|-(?=\s)|\b(?:are|is|include|like|such\s+as)\b)\s*/gi,
  /\btarget(?:ing)?\s+(?:the\s+)?interests?\s*:?\s*/gi,
  // "..., into cycling", "into skincare & beauty": a list item of its own about what people are into.
  /(?:^|[,;]\s*|\band\s+)(?:(?:mostly|really|all)\s+)?into\s+/gi,
  // "interested in yoga" without a subject; "I'm interested in" is the advertiser talking, checked below.
  new RegExp(String.raw`\b${INTERESTED}\s+in\s+`, 'gi'),
];
// "coffee lovers", "craft beer enthusiasts": the one or two words before.
// A list may come first: "skiing and snowboarding fans", "tea, coffee & cocoa lovers".
const NOUN_FANS =
  /\b((?:[a-z][a-z-]{1,30}(?:,\s*(?:and\s+|&\s+)?|\s*&\s*|\s+(?:and|or)\s+|\s*\/\s*)){0,4}[a-z][a-z-]{1,30}(?:\s+[a-z][a-z-]{1,30})?)\s+(?:lovers|enthusiasts|fans|buffs|junkies|aficionados|geeks|nerds|fanatics|addicts|nuts|freaks|devotees|obsessives)\b/gi;
const AUDIENCE_ONLY = new RegExp(String.raw`^${AUDIENCE}$`, 'i');
const FAN_LIST_SEPARATOR = /\s*(?:,\s*(?:and\s+|&\s+)?|&|\/|\band\b|\bor\b)\s*/gi;
const NOT_A_TOPIC_WORD =
  /^(?:target|targeting|reach|for|of|to|the|and|our|their|all|young|local|avid|serious|big|huge|true|real|hardcore|die-hard|new|casual|female|male|existing|loyal|with|at|on|in|are|is|be|we|i)$/i;
const VERB =
  /\b(?:into|inte?re?s?ted|interests?|passionate|keen|love|loves|like|likes|enjoy|enjoys|follow|follows|care|fans|do|practi[cs]e|lovers|followers|enthusiasts)\b/i;
const SPEAKER_BEFORE = /\b(?:i|i'm|im|we|we're|were|you|you're|am|are\s+you|i\s+am|we\s+are)\s+(?:\w+\s+)?$/i;
// Where the list ends: punctuation but commas, the words that start the next part of the sentence, or
// a run of blanks (words another reader claimed: "aged 25-40").
const LIST_END =
  /[.;!?\n()]|\s(?:in|from|aged?|ages|between|who|with|on|at|across|for|living|located|based|near|around|over|under|within|during|this|next|starting|budget|targeting|that|which|but|then|please|pls|using|via|through|to|into)\b|\s\d|\s{3,}/i;
const NOT_AN_INTEREST =
  /^(?:we|i|our|you|they|them|it|its|it's|that|this|the\s+campaign|make|set|use|target|budget|add|also|us|me|no|not|none|nothing|any|running\s+ads|advertising|ads?)\b|\d|[$€£%@]/i;
// "add cycling to the interests", "also add cooking as an interest", "include golf in the interests".
const ADD_TO =
  /\b(?:add|include|put|throw\s+in|stick)\s+([a-z][\w ,&/'-]{1,80}?)\s+(?:(?:to|in|into|on|under)\s+(?:the\s+|their\s+|our\s+)?(?:list\s+of\s+)?interests|as\s+(?:an?\s+|the\s+|another\s+|one\s+of\s+the\s+)?(?:extra\s+|other\s+|new\s+)?interests?)\b/gi;
const REMOVE =
  /\b(?:remove|drop|delete|take\s+out)\s+([a-z][\w ,&/'-]{1,80}?)\s+from\s+(?:the\s+)?interests\b|\b(?:remove|drop|delete)\s+(?:the\s+)?([a-z][\w'-]*(?:\s+[a-z][\w'-]*){0,3}?)\s+interests?\b/gi;

const tidy = (s: string) =>
  s
    .toLowerCase()
    // Emoji and symbols decorate; they are not part of the interest.
    .replace(/[^\p{L}\p{N}\s&'-]+/gu, '')
    .replace(/^(?:the|a|an|some|to)\s+/, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, INTEREST_MAX_LENGTH)
    .trim();

const isInterest = (item: string) =>
  !NOT_AN_INTEREST.test(item.trim()) && item.trim().split(/\s+/).length <= 4 && tidy(item).length >= 2;

function readList(message: MessageText, from: number): { items: string[]; end: number } {
  const { items, end } = scanList(message.text.slice(from, from + 200), isInterest, LIST_END);
  return { items: items.map(tidy), end: from + end };
}

const unique = (items: readonly string[]) => [...new Set(items.filter(Boolean))];

export const interestsFact = defineFact<string[]>({
  key: 'interests',
  step: 4,
  scope: 'anywhere',
  prompt: 'Any interests to target? For example “people into running and fitness”.',
  examples: [
    'people into running and fitness',
    'interests: golf, tennis',
    'fans of craft beer',
    'who love hiking',
  ],
  read(message, ctx) {
    const removed: string[] = [];
    for (const m of message.text.matchAll(REMOVE)) {
      const { items } = scanList(m[1] ?? m[2] ?? '', isInterest);
      if (!items.length) continue;
      removed.push(...items.map(tidy));
      message.claim(m.index ?? 0, (m.index ?? 0) + m[0].length);
    }
    // "add cycling to the interests".
    const added: string[] = [];
    let addedTo = false;
    for (const m of message.text.matchAll(ADD_TO)) {
      const { items } = scanList(m[1] ?? '', isInterest);
      if (!items.length) continue;
      added.push(...items.map(tidy));
      addedTo = true;
      message.claim(m.index ?? 0, (m.index ?? 0) + m[0].length);
    }
    // "drop tennis", "not tennis": an interest already chosen, named with a negation.
    const current = ctx.draft.targeting.interests;
    const lower = message.text.toLowerCase();
    const mentions = current.flatMap((interest) => {
      const at = lower.search(new RegExp(`\\b${escapeRegExp(interest)}\\b`));
      return at === -1 ? [] : [{ value: interest, start: at, end: at + interest.length }];
    });
    const { exclude } = splitByPolarity(message.text, mentions);
    for (const m of mentions.filter((x) => exclude.includes(x.value))) {
      removed.push(m.value);
      message.claim(m.start, m.end);
    }
    let opText = '';
    for (const pattern of TRIGGERS) {
      // The audience word may be claimed already ("women" by the genders fact): match it in `raw`, but
      // the verb ("into") must still be free.
      const source = pattern === TRIGGERS[0] ? message.raw : message.text;
      for (const m of source.matchAll(pattern)) {
        const start = m.index ?? 0;
        if (!VERB.test(message.text.slice(start, start + m[0].length))) continue;
        if (
          /^inte?re?s?ted/i.test(m[0]) &&
          SPEAKER_BEFORE.test(message.text.slice(Math.max(0, start - 20), start))
        )
          continue;
        const { items, end } = readList(message, start + m[0].length);
        if (!items.length) continue;
        added.push(...items);
        opText += ` ${clauseAt(message.text, start, end)}`;
        message.claim(start, end);
      }
    }
    for (const m of message.text.matchAll(NOUN_FANS)) {
      const body = m[1] ?? '';
      // The list's parts with where each starts in the match.
      const parts: { text: string; at: number }[] = [];
      let from = 0;
      for (const sep of body.matchAll(FAN_LIST_SEPARATOR)) {
        parts.push({ text: body.slice(from, sep.index ?? 0), at: from });
        from = (sep.index ?? 0) + sep[0].length;
      }
      parts.push({ text: body.slice(from), at: from });
      // Only the list's tail that reads as topics: "target skiing and snowboarding fans".
      const topics: string[] = [];
      let start = -1;
      for (let i = parts.length - 1; i >= 0; i--) {
        const part = parts[i] as { text: string; at: number };
        const words = part.text.trim().split(/\s+/);
        // "target coffee lovers" -> coffee; "craft beer lovers" -> craft beer.
        const topic = words.length === 2 && NOT_A_TOPIC_WORD.test(words[0] ?? '') ? words.slice(1) : words;
        const joined = topic.join(' ');
        if (
          topic.length === 0 ||
          topic.some((w) => NOT_A_TOPIC_WORD.test(w)) ||
          !isInterest(joined) ||
          (i < parts.length - 1 && AUDIENCE_ONLY.test(joined))
        )
          break;
        topics.unshift(tidy(topic.join(' ')));
        const skipped = topic.length < words.length ? (part.text.match(/^\s*\S+\s+/)?.[0].length ?? 0) : 0;
        start = (m.index ?? 0) + part.at + skipped;
        if (skipped) break;
      }
      if (topics.length === 0) continue;
      added.push(...topics);
      opText += ` ${clauseAt(message.text, start)}`;
      message.claim(start, (m.index ?? 0) + m[0].length);
    }
    if (added.length === 0 && ctx.awaiting === 'interests') {
      const lead = message.text.length - message.text.trimStart().length;
      const { items, end } = readList(message, lead);
      added.push(...items);
      if (items.length) message.claim(lead, end);
    }
    const facts: Fact<string[]>[] = [];
    const gone = unique(removed);
    if (gone.length) facts.push({ key: 'interests', op: 'remove', value: gone });
    const kept = unique(added).filter((i) => !gone.includes(i));
    if (kept.length)
      facts.push({
        key: 'interests',
        op: ctx.act === 'correction' ? 'replace' : addedTo ? 'add' : includeOp(opText),
        value: kept,
      });
    return facts;
  },
  apply(fact, { draft }) {
    const current = draft.targeting.interests;
    const warnings: string[] = [];
    if (fact.op === 'remove') {
      const missing = fact.value.filter((i) => !current.includes(i));
      if (missing.length)
        warnings.push(`${joinList(missing)} ${missing.length > 1 ? 'were' : 'was'} not among the interests.`);
      if (missing.length === fact.value.length) return { warnings };
    }
    const next = applyListOp(current, fact.op, fact.value);
    const kept = next.slice(0, INTERESTS_MAX);
    if (next.length > kept.length)
      warnings.push(
        `Up to ${INTERESTS_MAX} interests can be targeted, so I left out ${joinList(next.slice(INTERESTS_MAX))}.`,
      );
    return {
      patch: { targeting: { interests: kept } },
      said: `interests ${kept.length ? joinList(kept) : 'none'}`,
      warnings,
    };
  },
  llm: {
    field: 'interests',
    describe: 'interest topics the advertiser names for the audience, lower-case, without places or ages',
    schema: z.array(z.string().min(2).max(INTEREST_MAX_LENGTH)).max(INTERESTS_MAX),
    toFacts: (value) => {
      const parsed = z.array(z.string()).safeParse(value);
      const items = parsed.success ? unique(parsed.data.map(tidy)) : [];
      return items.length ? [{ key: 'interests', op: 'replace', value: items }] : [];
    },
  },
});
