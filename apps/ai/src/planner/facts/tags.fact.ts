import { TAG_MAX_LENGTH, TAGS_MAX } from '@northstar/shared/campaign';
import { z } from 'zod';
import { joinList } from '../format.ts';
import { defineFact, type Fact, type FactOp } from './fact-types.ts';
import { applyListOp } from './list-facts.ts';
import type { MessageText } from './message-text.ts';
import { scanList } from './text.ts';

// Campaign tags: "tag it summer, promo", "tags: black friday, q4", "#summer #sale", "remove the promo tag".
// Tags are the advertiser's own filing words, so they are kept as typed (lower-cased) and added by default.

const LABEL =
  /\b(?:(?:tag(?:ged)?|label(?:led)?)\s+(?:it|them|(?:this|that|the)(?:\s+(?:one|campaign))?)(?:\s+(?:as|with|under))?(?:\s*[:=])?|(?:tagged|label(?:l)?ed)\s+(?:as|with)|file\s+(?:it|this|the\s+campaign)\s+under|labels?\s*(?:[:=]|-(?=\s))|(?:add|use|with|set|apply|attach)\s+(?:the\s+|these\s+|a\s+|two\s+)?(?:tags?|labels?)(?:\s*[:=])?|(?:replace|change|switch)\s+(?:the\s+)?tags?\s+(?:with|to)|tags?\s*(?:[:=]|-(?=\s)|\b(?:are|is|should\s+(?:only\s+|just\s+)?be|will\s+be)\b))[ \t]*/gi;
// "price tag is $50", "name tag": not campaign tags.
const NOT_OUR_TAG =
  /\b(?:price|name|hash|gift|dog|luggage|sale|security|title|meta|alt|html|the\s+price)\s+$|\b(?:headlines?|descriptions?|copy|text|ctas?|button|tagline|slogan)\s*(?:[:=-]|\bis\b|\bshould\s+(?:be|say|read)\b)\s*["“']?\s*$/i;
const REPLACE = /\b(?:only|just|instead|replace|change|switch)\b/i;
// Where an unquoted tag list ends: sentence punctuation, the start of another instruction, or a run of
// blanks (words another reader claimed).
const LIST_END =
  /[.;!?\n()]|\s+(?:for|with|targeting|budget|objective|starting|from|but|please|pls|thanks|thx|then|so|because|and\s+(?:make|set|change|use|target|the|we|i|also|add|our|it|call|name))\b|\s{3,}/i;
const LIST_END_BUT_SEMICOLON = new RegExp(LIST_END.source.replace('[.;!?\\n()]', '[.!?\\n()]'), 'i');
const CLAUSE_WORD =
  /^(?:we|i|our|you|it|they|the\s+campaign|make|set|use|target|budget|objective|add|call|name)\b/i;
// At most six words between the verb and "tag", so one removal never swallows the sentence before it.
const REMOVE_BEFORE =
  /\b(?:remove|drop|delete|get\s+rid\s+of|take\s+off)\s+(?:the\s+)?(#?[\w'-]+(?:(?:\s*,\s*|\s*&\s*|\s+)#?[\w'-]+){0,5}?)\s+tags?\b/gi;
const REMOVE_AFTER = /\b(?:(?:remove|drop|delete)\s+(?:the\s+)?tags?\s*:?|untag)\s+/gi;
const HASHTAG = /(?<![\w&#/])#([a-z][\w-]{0,39})/gi;
// "add summer as a tag", "add promo and q4 as tags".
const ADD_AS =
  /\b(?:add|use|put|include)\s+(#?[\w'-]+(?:(?:\s*,\s*|\s*&\s*|\s+and\s+|\s+)#?[\w'-]+){0,5}?)\s+as\s+(?:an?\s+|the\s+|another\s+)?(?:tags?|labels?)\b/gi;
// Between two quoted tags: separators only.
const QUOTE_GAP = /^[\s,;|/&+]*(?:\b(?:and|or|plus)\b)?[\s,;|/&+]*$/i;

export const tidyTag = (raw: string): string =>
  raw
    .replace(/^[#"“'«\s]+|["”'»\s.!?]+$/g, '')
    .replace(/\s+/g, ' ')
    .toLowerCase()
    .slice(0, TAG_MAX_LENGTH)
    .trim();

const isTag = (item: string) => {
  const tag = tidyTag(item);
  return (
    tag.length > 0 &&
    /\p{L}|\d/u.test(tag) &&
    tag.split(' ').length <= 4 &&
    !CLAUSE_WORD.test(tag) &&
    !/[$€£%@]/.test(tag)
  );
};

function uniqueTags(items: readonly string[]): string[] {
  const out: string[] = [];
  for (const item of items) {
    const tag = tidyTag(item);
    if (tag && !out.includes(tag)) out.push(tag);
  }
  return out;
}

/** Quoted tags right after a label: `add the tags "brand" and "always-on"`. */
function quotedList(message: MessageText, from: number): { tags: string[]; end: number } {
  const tags: string[] = [];
  let pos = from;
  for (const q of message.quotesFrom(from, QUOTE_GAP)) {
    if (!isTag(q.text)) break;
    message.claimQuote(q);
    tags.push(q.text);
    pos = q.end;
  }
  return { tags: uniqueTags(tags), end: pos };
}

/** After "label it with:" a semicolon separates tags rather than sentences. */
function readList(
  message: MessageText,
  from: number,
  opts: { semicolons?: boolean } = {},
): { tags: string[]; end: number } {
  const rest = message.text.slice(from, from + 300);
  const { items, end } = scanList(rest, isTag, opts.semicolons ? LIST_END_BUT_SEMICOLON : LIST_END);
  return { tags: uniqueTags(items), end: from + end };
}

function readRemovals(message: MessageText): string[] {
  const removed: string[] = [];
  for (const m of message.text.matchAll(REMOVE_BEFORE)) {
    const body = m[1] ?? '';
    if (/\b(?:add|make|set|use|keep|change|switch|target|and\s+the)\b/i.test(body)) continue;
    const { items } = scanList(body, isTag);
    if (items.length === 0) continue;
    removed.push(...uniqueTags(items));
    message.claim(m.index ?? 0, (m.index ?? 0) + m[0].length);
  }
  for (const m of message.text.matchAll(REMOVE_AFTER)) {
    const at = (m.index ?? 0) + m[0].length;
    const { tags, end } = readList(message, at);
    if (tags.length === 0) continue;
    removed.push(...tags);
    message.claim(m.index ?? 0, end);
  }
  return uniqueTags(removed);
}

const askedForTags = (awaiting: string | null) => awaiting === 'tags';

export const tagsFact = defineFact<string[]>({
  key: 'tags',
  step: 1,
  scope: 'anywhere',
  prompt: 'Any tags to file the campaign under? For example “summer, promo”.',
  examples: ['tag it summer, promo', 'tags: black friday, q4', '#summer #sale', 'remove the promo tag'],
  read(message, ctx) {
    const facts: Fact<string[]>[] = [];
    const removed = readRemovals(message);
    if (removed.length) facts.push({ key: 'tags', op: 'remove', value: removed });

    const added: string[] = [];
    let op: FactOp = ctx.act === 'correction' ? 'replace' : 'add';
    for (const m of message.text.matchAll(LABEL)) {
      const start = m.index ?? 0;
      if (NOT_OUR_TAG.test(message.text.slice(Math.max(0, start - 20), start))) continue;
      const after = start + m[0].length;
      // Quotes are blanked in `text`, so the label's trailing blanks may cover the first one.
      const quoted = quotedList(message, start + m[0].trimEnd().length);
      const { tags, end } = quoted.tags.length
        ? quoted
        : readList(message, after, { semicolons: /[:=]\s*$/.test(m[0]) });
      if (tags.length === 0) continue;
      if (REPLACE.test(message.raw.slice(Math.max(0, start - 25), start + m[0].length))) op = 'replace';
      added.push(...tags);
      message.claim(start, end);
    }
    for (const m of message.text.matchAll(ADD_AS)) {
      const { items } = scanList(m[1] ?? '', isTag);
      if (items.length === 0 || /\b(?:make|set|use|keep|change|target)\b/i.test(m[1] ?? '')) continue;
      added.push(...items);
      message.claim(m.index ?? 0, (m.index ?? 0) + m[0].length);
    }
    for (const m of message.text.matchAll(HASHTAG)) {
      added.push(m[1] ?? '');
      message.claim(m.index ?? 0, (m.index ?? 0) + m[0].length);
    }
    // A bare answer to "any tags?": "summer, promo".
    if (added.length === 0 && askedForTags(ctx.awaiting)) {
      const lead = message.text.length - message.text.trimStart().length;
      const { tags, end } = readList(message, lead);
      if (tags.length) {
        added.push(...tags);
        message.claim(lead, end);
      }
    }
    const tags = uniqueTags(added).filter((t) => !removed.includes(t));
    if (tags.length) facts.push({ key: 'tags', op, value: tags });
    return facts;
  },
  apply(fact, { draft }) {
    const current = draft.tags;
    const warnings: string[] = [];
    if (fact.op === 'remove') {
      const missing = fact.value.filter((t) => !current.includes(t));
      if (missing.length)
        warnings.push(`There was no ${joinList(missing.map((t) => `“${t}”`))} tag to remove.`);
      if (missing.length === fact.value.length) return { warnings };
    }
    const next = applyListOp(current, fact.op, fact.value);
    const kept = next.slice(0, TAGS_MAX);
    const dropped = next.slice(TAGS_MAX);
    if (dropped.length)
      warnings.push(
        `A campaign takes up to ${TAGS_MAX} tags, so I left out ${joinList(dropped.map((t) => `“${t}”`))}.`,
      );
    return {
      patch: { tags: kept },
      said: `tags ${kept.length ? joinList(kept) : 'none'}`,
      warnings,
    };
  },
  llm: {
    field: 'tags',
    describe: 'short lower-case tags the advertiser gives to file the campaign under (not targeting or copy)',
    schema: z.array(z.string().min(1).max(TAG_MAX_LENGTH)).max(TAGS_MAX),
    toFacts: (value) => {
      const parsed = z.array(z.string()).safeParse(value);
      const tags = parsed.success ? uniqueTags(parsed.data) : [];
      return tags.length ? [{ key: 'tags', op: 'add', value: tags }] : [];
    },
  },
});
