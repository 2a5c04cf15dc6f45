import { z } from 'zod';
import { joinList } from '../format.ts';
import { defineFact, type Fact, type FactOp } from './fact-types.ts';
import { applyListOp } from './list-facts.ts';
import type { MessageText } from './message-text.ts';

// Calls to action (creatives.copy.callsToAction, step 5): "CTA: Shop Now", "call to action 'Learn More'",
// "button should say Sign Up", "use 'Book now' as the CTA". Button text is copy: kept as typed, except
// that an all-lower-case CTA ("shop now", as people type in chat) becomes Title Case like a button.

const CTA_MAX_LENGTH = 30;
const CTAS_MAX = 5;

const CTA_WORD = String.raw`(?:ctas?|calls?[- ]to[- ]actions?|buttons?(?:\s+(?:text|label|copy))?)`;
// The label, then a separator; without one only a quote may follow ("call to action 'Learn More'").
const LABEL_AFTER = new RegExp(
  String.raw`\b${CTA_WORD}\s*(?:(:|=|-(?=\s)|\b(?:is|are|should\s+(?:be|say|read)|will\s+(?:be|say)|says?|reads?|that\s+says|saying|to|with|into)\b)[ \t]*)?`,
  'gi',
);
// The quote first: "use 'Book now' as the CTA", "make “Shop Now” the button".
const LABEL_BEFORE = new RegExp(
  String.raw`\b(?:use|make|have|set|put|go\s+with)\s+(?:"([^"\n]{1,60})"|“([^”\n]{1,60})”|'([^'\n]{1,60})')\s+(?:as\s+|for\s+)?(?:the|a|our|my)\s+${CTA_WORD}\b`,
  'gi',
);
// Unquoted, the button text first: "let's go with Download as the call to action", "Book Now for the button".
const BARE_BEFORE = new RegExp(
  String.raw`\b(?:use|using|make|have|set|put|go\s+with|going\s+with|pick|choose|want|take|try|do)\s+([a-z][\w'’!-]*(?:\s+[a-z][\w'’!-]*){0,3}?)\s+(?:as|for)\s+(?:the|a|an|our|my|your)\s+(?:main\s+)?${CTA_WORD}\b`,
  'gi',
);
const REMOVE = new RegExp(
  String.raw`\b(?:remove|drop|delete|get\s+rid\s+of)\s+(?:the\s+)?(?:"([^"\n]{1,60})"|“([^”\n]{1,60})”|'([^'\n]{1,60})'|([a-z][\w' ]{1,30}?))\s+${CTA_WORD}\b`,
  'gi',
);
const SINGLE_QUOTED = /^\s*'([^'\n]{1,60})'/;
// Unquoted button text ends at punctuation or where the sentence moves on.
const TEXT_END =
  /[.;!?\n()]|\s[-–—]\s|\s+(?:for|with|on|in|and\s+(?:the|a|make|set|use|add|headlines?|budget|target)|but|please|pls|budget|headlines?|instead|too|as\s+well)\b/i;
const BETWEEN = /^[\s,;|/&+]*(?:\b(?:and|or)\b)?[\s,;|/&+]*$/i;
// Verbs buttons start with: "Shop Now and Learn More" is two CTAs, "Sign Up and Save" is one.
const CTA_VERB =
  /^(?:shop|learn|sign|book|get|download|contact|subscribe|apply|order|donate|watch|send|call|install|play|see|try|buy|start|join|register|request|claim|discover|explore|read|listen|visit|reserve|find|view|browse|chat|message|donate)\b/i;
const NOT_BUTTON_TEXT =
  /^(?:to|for|the|a|an|is|it|that|this|on|in|of|we|i|you|should|please|text|label|too|very|not|missing|wrong|fine|good|ok|okay|great|bad|long|short|empty|blank|there|here|what|which|go)\b/i;
// "change the CTA to Order Now": "to" / "with" separate only after an edit's verb.
const EDIT_BEFORE =
  /\b(?:change|replace|swap|switch|update|set|make|turn)\s+(?:the\s+|our\s+|my\s+|that\s+)?$/i;
const EDIT_SEPARATOR = /^(?:to|with|into)$/i;
const ADD = /\b(?:add|adding|also|another|more|plus|include|too|as\s+well|second)\b/i;

const titleCase = (s: string) =>
  s.replace(/(^|\s)(\p{Ll})/gu, (_m, space: string, c: string) => space + c.toUpperCase());
/** Kept as typed; all lower case reads as chat typing and becomes Title Case. */
const tidyCta = (raw: string): string => {
  const t = raw
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^["“'«]+|["”'»]+$/g, '')
    .replace(/[.,;:]+$/, '')
    .trim();
  return t === t.toLowerCase() ? titleCase(t) : t;
};

function splitUnquoted(body: string): string[] {
  const parts = body.split(/\s*(?:,|;|\||\/|\+|\bor\b)\s*/i).filter((p) => p.trim());
  const out: string[] = [];
  for (const part of parts) {
    const halves = part.split(/\s+(?:and|&)\s+/i);
    // Split on "and" only when both sides read as buttons of their own.
    if (halves.length > 1 && halves.every((h) => CTA_VERB.test(h.trim()))) out.push(...halves);
    else out.push(part);
  }
  return out;
}

/** Quotes at `at`, one after another (double quotes are blanked in `text`; single quotes are not). */
function quotedAfter(message: MessageText, at: number): { items: string[]; end: number } {
  const items: string[] = [];
  let pos = at;
  for (;;) {
    const next = message
      .freeQuotes()
      .find((q) => q.start >= pos && BETWEEN.test(message.raw.slice(pos, q.start)));
    if (next) {
      message.claimQuote(next);
      items.push(next.text);
      pos = next.end;
      continue;
    }
    const gap = message.text.slice(pos).match(/^[\s,;|/&]*(?:\b(?:and|or)\b)?[\s,;|/&]*/)?.[0] ?? '';
    const single = message.text.slice(pos + gap.length).match(SINGLE_QUOTED);
    if (!single) break;
    items.push(single[1] ?? '');
    pos += gap.length + single[0].length;
  }
  return { items, end: pos };
}

export const callsToActionFact = defineFact<string[]>({
  key: 'callsToAction',
  step: 5,
  scope: 'anywhere',
  prompt: 'What should the button say? For example “Shop Now” or “Learn More”.',
  examples: [
    'CTA: Shop Now',
    "call to action 'Learn More'",
    'button should say Sign Up',
    "use 'Book now' as the CTA",
  ],
  read(message, ctx) {
    const removed: string[] = [];
    // Matched in `raw` so double-quoted text can be read; the verb must still be unclaimed.
    for (const m of message.raw.matchAll(REMOVE)) {
      const start = m.index ?? 0;
      const end = start + m[0].length;
      const value = m[1] ?? m[2] ?? m[3] ?? m[4];
      if (!value || NOT_BUTTON_TEXT.test(value) || message.text.slice(start, start + 4).trim() === '')
        continue;
      for (const q of message.freeQuotes()) if (q.start > start && q.end <= end) message.claimQuote(q);
      removed.push(tidyCta(value));
      message.claim(start, end);
    }
    const added: string[] = [];
    let op: FactOp = 'replace';
    // Double quotes are blanked in `text`, so "use “Book now” as the CTA" is matched in `raw`.
    for (const m of message.raw.matchAll(LABEL_BEFORE)) {
      const start = m.index ?? 0;
      if (message.text.slice(start, start + 4).trim() === '') continue;
      const value = m[1] ?? m[2] ?? m[3] ?? '';
      for (const q of message.freeQuotes())
        if (q.start >= start && q.end <= start + m[0].length) message.claimQuote(q);
      added.push(value);
      if (ADD.test(message.raw.slice(Math.max(0, start - 20), start))) op = 'add';
      message.claim(start, start + m[0].length);
    }
    for (const m of message.text.matchAll(BARE_BEFORE)) {
      const value = (m[1] ?? '').trim();
      if (NOT_BUTTON_TEXT.test(value) || !(CTA_VERB.test(value) || /^\p{Lu}/u.test(value))) continue;
      const start = m.index ?? 0;
      added.push(value);
      if (ADD.test(message.text.slice(Math.max(0, start - 20), start))) op = 'add';
      message.claim(start, start + m[0].length);
    }
    for (const m of message.text.matchAll(LABEL_AFTER)) {
      const start = m.index ?? 0;
      if (
        m[1] &&
        EDIT_SEPARATOR.test(m[1]) &&
        !EDIT_BEFORE.test(message.text.slice(Math.max(0, start - 20), start))
      )
        continue;
      const at = start + m[0].trimEnd().length;
      const quoted = quotedAfter(message, at);
      let items = quoted.items;
      let end = quoted.end;
      // Without a separator, only button text that starts like one: "cta Order Now", "button Shop now".
      const bare = !m[1] && CTA_VERB.test(message.text.slice(at).trimStart());
      if (items.length === 0 && (m[1] || bare)) {
        const rest = message.text.slice(at, at + 120);
        const stop = rest.search(TEXT_END);
        const body = stop === -1 ? rest : rest.slice(0, stop);
        items = splitUnquoted(body).filter((p) => !NOT_BUTTON_TEXT.test(p.trim()));
        end = at + body.trimEnd().length;
      }
      if (items.length === 0) continue;
      added.push(...items);
      if (ADD.test(message.text.slice(Math.max(0, start - 20), start))) op = 'add';
      message.claim(start, end);
    }
    const facts: Fact<string[]>[] = [];
    const gone = [...new Set(removed)];
    if (gone.length) facts.push({ key: 'callsToAction', op: 'remove', value: gone });
    const ctas = [...new Set(added.map(tidyCta).filter((c) => c.length >= 2))].filter(
      (c) => !gone.includes(c),
    );
    if (ctas.length)
      facts.push({ key: 'callsToAction', op: ctx.act === 'correction' ? 'replace' : op, value: ctas });
    return facts;
  },
  apply(fact, { draft }) {
    const warnings: string[] = [];
    const tooLong = fact.value.filter((c) => c.length > CTA_MAX_LENGTH);
    if (tooLong.length)
      warnings.push(
        `A call to action can be up to ${CTA_MAX_LENGTH} characters, so I left out ${joinList(tooLong.map((c) => `“${c}”`))}.`,
      );
    const wanted = fact.value.filter((c) => c.length <= CTA_MAX_LENGTH);
    const current = draft.creatives.copy.callsToAction;
    if (fact.op === 'remove') {
      const lower = current.map((c) => c.toLowerCase());
      const missing = wanted.filter((c) => !lower.includes(c.toLowerCase()));
      if (missing.length)
        warnings.push(`There was no ${joinList(missing.map((c) => `“${c}”`))} call to action.`);
      const next = current.filter((c) => !wanted.some((w) => w.toLowerCase() === c.toLowerCase()));
      if (next.length === current.length) return { warnings };
      return {
        patch: { creatives: { copy: { callsToAction: next } } },
        said: `calls to action ${next.length ? joinList(next.map((c) => `“${c}”`)) : 'none'}`,
        warnings,
      };
    }
    if (wanted.length === 0) return { warnings };
    const fresh = wanted.filter((w) => !current.some((c) => c.toLowerCase() === w.toLowerCase()));
    const next = applyListOp(current, fact.op, fact.op === 'add' ? fresh : wanted);
    const kept = next.slice(0, CTAS_MAX);
    if (next.length > kept.length)
      warnings.push(
        `Ads take up to ${CTAS_MAX} calls to action, so I left out ${joinList(next.slice(CTAS_MAX).map((c) => `“${c}”`))}.`,
      );
    return {
      patch: { creatives: { copy: { callsToAction: kept } } },
      said: `${kept.length > 1 ? 'calls to action' : 'call to action'} ${joinList(kept.map((c) => `“${c}”`))}`,
      warnings,
    };
  },
  llm: {
    field: 'callsToAction',
    describe: 'button texts the advertiser gives ("Shop Now"), as typed',
    schema: z.array(z.string().min(2).max(CTA_MAX_LENGTH)).max(CTAS_MAX),
    toFacts: (value) => {
      const parsed = z.array(z.string()).safeParse(value);
      const items = parsed.success ? [...new Set(parsed.data.map(tidyCta).filter((c) => c.length >= 2))] : [];
      return items.length ? [{ key: 'callsToAction', op: 'replace', value: items }] : [];
    },
  },
});
