import { z } from 'zod';
import {
  clampHeadline,
  HEADLINES_MAX,
  listedLines,
  numberedItems,
  ORDINAL,
  ordinalIndex,
  referencedLine,
  splitHeadlineList,
} from '../extract/headlines.ts';
import { defineFact, type Fact } from './fact-types.ts';
import type { MessageText } from './message-text.ts';

// Headlines are copied verbatim, so they come only from quotes (in a copy context or on step 5), an
// explicit "headline:" label or a numbered list on step 5, never from the rest of a sentence. Edits name a
// headline by position ("change the second headline to ...", "drop the first headline", "headline 2: ...")
// or by what it says ("we don't offer free shipping, replace that one with ...").

const LABELLED = /\bhead\s?lines?\s*(?:\d+\s*)?(?:[:=]|-(?=\s)|\bare\b(?=\s*[:"“]))\s*/gi;
// "use these headlines - A / B", "heres my headlines: A; B"
const SINGLE_LABEL = /\bhead\s?lines?\b\s*(?:[:=]|-(?=\s)|\b(?:are|is|should\s+be)\b)?\s*(?=')/gi;
const SINGLE_QUOTED = /^\s*(?:,|;|&|\/|\band\b|\bor\b)?\s*'([^'\n]{2,80})'(?=[\s,.;!?]|$)/i;
const COPY_CONTEXT = /\b(?:head\s?lines?|ad\s+copy|copy)\b/i;
const DESCRIPTION_CONTEXT = /\b(?:descriptions?|body|primary\s+text|cta|call\s+to\s+action|button)\b/i;
const ADD = /\b(?:add|also|another|more|plus)\b/i;

const TO = String.raw`\s+(?:to|with|for|into|as)\b\s*:?\s*`;
/** "change the second headline to X", "replace headline 2 with X". */
const EDIT_AT = new RegExp(
  String.raw`\b(?:change|replace|swap|switch|make|update|edit|set|rewrite|turn)\s+(?:the\s+)?(?:(${ORDINAL})\s+(headline|one|line)|headline\s+(?:#|no\.?\s*|number\s+)?(\d{1,2}))${TO}`,
  'gi',
);
/** "make the first headline X". */
const MAKE_AT = new RegExp(
  String.raw`\bmake\s+(?:the\s+)?(${ORDINAL})\s+(headline)\s+(?!(?:to|with|into|as|shorter|longer|more|less)\b)`,
  'gi',
);
/** "the second headline should be X", "headline 2: X". */
const SET_AT = new RegExp(
  String.raw`\b(?:(?:the\s+)?(${ORDINAL})\s+headline|headline\s+(?:#|no\.?\s*|number\s+)?(\d{1,2}))\s*(?:[:=]|\bshould\s+(?:be|say|read)\b|\bwill\s+be\b|\bis\s+now\b)\s*:?\s*`,
  'gi',
);
/** "replace that one with X", "swap it for X". */
const EDIT_REF = new RegExp(
  String.raw`\b(?:replace|swap|change|switch|rewrite)\s+(?:that|this|it|the\s+(?:other|old))(?:\s+(?:one|headline|line))?${TO}`,
  'gi',
);
const DROP_AT = new RegExp(
  String.raw`\b(?:drop|remove|delete|lose|cut|ditch|scrap|kill|get\s+rid\s+of)\s+(?:the\s+)?(?:(${ORDINAL})\s+(headline|one|line)|headline\s+(?:#|no\.?\s*|number\s+)?(\d{1,2}))\b`,
  'gi',
);

/** The new text of an edit at `at`: a quote right there, or the rest of the sentence. */
function newText(message: MessageText, at: number): { text: string; end: number } | null {
  const quote = message
    .freeQuotes()
    .find((q) => q.start >= at && message.raw.slice(at, q.start).trim() === '');
  if (quote) {
    message.claimQuote(quote);
    return { text: quote.text, end: quote.end };
  }
  const { parts, used } = splitHeadlineList(message.text.slice(at, at + 300));
  const first = parts[0];
  return first ? { text: first, end: at + used } : null;
}

function readEdits(message: MessageText, current: readonly string[], positional: boolean): string[] | null {
  if (current.length === 0) return null;
  const list: (string | null)[] = [...current];
  let edited = false;
  const byPosition = (m: RegExpMatchArray, ordinal: string | undefined, noun: string | undefined) => {
    // "the second one" is a headline only where headlines are what we talk about.
    if (noun && noun.toLowerCase() !== 'headline' && !positional) return null;
    const word = ordinal ?? `#${m[3] ?? m[2] ?? ''}`;
    const n = /\d/.test(word) ? Number(word.replace(/\D/g, '')) - 1 : null;
    return n !== null && n === list.length ? n : ordinalIndex(word, list.length);
  };
  for (const pattern of [EDIT_AT, MAKE_AT, SET_AT]) {
    for (const m of message.text.matchAll(pattern)) {
      const at =
        pattern !== SET_AT ? byPosition(m, m[1], m[2]) : byPosition(m, m[1], m[1] ? 'headline' : undefined);
      if (at === null) continue;
      const start = m.index ?? 0;
      const value = newText(message, start + m[0].trimEnd().length);
      if (!value) continue;
      list[at] = clampHeadline(value.text);
      message.claim(start, value.end);
      edited = true;
    }
  }
  for (const m of message.text.matchAll(EDIT_REF)) {
    const start = m.index ?? 0;
    const context = message.raw.slice(0, start);
    const at = referencedLine(current, context);
    if (at === null) continue;
    const value = newText(message, start + m[0].trimEnd().length);
    if (!value) continue;
    list[at] = clampHeadline(value.text);
    message.claim(start, value.end);
    edited = true;
  }
  for (const m of message.text.matchAll(DROP_AT)) {
    const at = byPosition(m, m[1], m[2]);
    if (at === null || at >= current.length) continue;
    list[at] = null;
    message.claim(m.index ?? 0, (m.index ?? 0) + m[0].length);
    edited = true;
  }
  return edited ? list.filter((h): h is string => h !== null) : null;
}

export const headlinesFact = defineFact<string[]>({
  key: 'headlines',
  step: 5,
  scope: 'anywhere',
  prompt: 'What headlines should the ads use?',
  examples: [
    'headlines: "Fresh styles" "Shop spring"',
    'add headline: Summer is here',
    'drop the first headline',
  ],
  read(message, ctx) {
    const wantsCopy =
      ctx.step === 5 ||
      COPY_CONTEXT.test(message.raw) ||
      ctx.awaiting === 'headlines' ||
      ctx.awaiting === 'compliance_fix';
    const current = ctx.draft.creatives.copy.headlines;
    // "drop the second one" while a suggestion is open is about the suggestion (copy-request.fact.ts).
    const edits = readEdits(message, current, wantsCopy && ctx.awaiting !== 'headlines');
    if (edits) return [{ key: 'headlines', op: 'replace', value: edits.slice(0, HEADLINES_MAX) }];
    if (!wantsCopy || (DESCRIPTION_CONTEXT.test(message.raw) && !COPY_CONTEXT.test(message.raw))) return [];
    const items: string[] = [];
    const push = (raw: string) => {
      const h = clampHeadline(raw);
      if (h.length >= 2 && !items.some((i) => i.toLowerCase() === h.toLowerCase())) items.push(h);
    };
    for (const q of message.freeQuotes()) {
      push(q.text);
      message.claimQuote(q);
    }
    if (items.length === 0) {
      for (const m of message.text.matchAll(LABELLED)) {
        const at = (m.index ?? 0) + m[0].trimEnd().length;
        const numbered = numberedItems(message.text.slice(at, at + 600));
        if (numbered && numbered.start < 3) {
          for (const item of numbered.items) push(item);
          message.claim(m.index ?? 0, at + numbered.end);
          continue;
        }
        // "headline 1: A headline 2: B": each label's text ends where the next label starts.
        const rest = message.text.slice(at, at + 600);
        const next = rest.search(/\bhead\s?lines?\s*\d+\s*[:=]/i);
        const { parts, used } = splitHeadlineList(next > 0 ? rest.slice(0, next) : rest);
        for (const part of parts) push(part);
        message.claim(m.index ?? 0, at + used);
      }
    }
    // Single quotes are not blanked (apostrophes): only right after the label, "headlines 'A' and 'B'".
    if (items.length === 0) {
      for (const m of message.text.matchAll(SINGLE_LABEL)) {
        let pos = (m.index ?? 0) + m[0].length;
        for (
          let q = message.text.slice(pos).match(SINGLE_QUOTED);
          q;
          q = message.text.slice(pos).match(SINGLE_QUOTED)
        ) {
          push(q[1] ?? '');
          pos += q[0].length;
        }
        if (pos > (m.index ?? 0) + m[0].length) message.claim(m.index ?? 0, pos);
      }
    }
    // "1) Boots built for snow 2) Warm feet all winter" where headlines are asked for.
    if (items.length === 0 && (ctx.step === 5 || ctx.awaiting === 'headlines')) {
      const numbered = numberedItems(message.text);
      if (numbered) {
        for (const item of numbered.items) push(item);
        message.claim(numbered.start, numbered.end);
      }
    }
    // "use:\nA\nB", "- A\n- B", "go with mine: A; B" where headlines are asked for: the advertiser's own.
    if (items.length === 0 && (ctx.step === 5 || ctx.awaiting === 'headlines')) {
      const listed = listedLines(message.text);
      if (listed) {
        for (const item of listed.items) push(item);
        message.claim(listed.start, listed.end);
      }
    }
    if (items.length === 0) return [];
    const op: Fact<string[]>['op'] = ADD.test(message.text) && ctx.act !== 'correction' ? 'add' : 'replace';
    return [{ key: 'headlines', op, value: items.slice(0, HEADLINES_MAX) }];
  },
  apply(fact, { draft }) {
    const current = draft.creatives.copy.headlines;
    const headlines = (fact.op === 'add' ? [...current, ...fact.value] : fact.value).slice(0, HEADLINES_MAX);
    return {
      patch: { creatives: { copy: { headlines } } },
      said:
        headlines.length === 0
          ? 'no headlines'
          : `${headlines.length} headline${headlines.length === 1 ? '' : 's'}`,
    };
  },
  llm: {
    field: 'headlines',
    describe: 'ad headlines the advertiser wrote, verbatim',
    schema: z.array(z.string().min(2).max(90)).min(1).max(5),
    toFacts: (value) => {
      const parsed = z.array(z.string().min(2).max(150)).safeParse(value);
      return parsed.success && parsed.data.length
        ? [{ key: 'headlines', op: 'replace', value: parsed.data }]
        : [];
    },
  },
});
