import { z } from 'zod';
import { countryMentions } from '../extract/countries.ts';
import { defineFact, type Fact } from './fact-types.ts';
import { DISCOURSE_OPENER, isOnlyOpener, stripLeadingHedges } from './hedges.ts';
import type { MessageText } from './message-text.ts';
import {
  AS_THE_NAME,
  CAPITAL_CONNECTOR,
  COMMAND_ONLY,
  CONNECTOR,
  EMOJI,
  FACT_FILLER,
  GENERIC_NAME,
  IS_THE_NAME,
  LOWER_CASE_SENTENCE,
  NAME_LABELS,
  NOT_A_NAME,
  NOT_NAME_CONTINUATION,
  ONLY_ANOTHER_FACT,
  SELF_CORRECTION,
  SMALL_WORD,
  TERMINATOR,
  TRAILING_FILLER,
} from './name-words.ts';
import { escapeRegExp } from './text.ts';

// The campaign name. A label ("called", "Name:", "rename it to", "go with X as the name") or a quote at
// the name question reads anywhere; a bare answer counts only when the planner asked for the name, and
// only from the words no other reader took ("Spring Sale for sales" -> "Spring Sale"). A name claims its
// words, so "Nordic Nights" adds no countries and "Back to School 2027" no dates.

const NAME_MAX_LENGTH = 120;

const QUOTE_AT_START = /^\s*(?:"([^"\n]+)"|“([^”\n]+)”|«([^»\n]+)»|'([^'\n]+)'(?=[\s,.;:!?)]|$))/;

/** The name without quotes, emoji, a trailing "campaign" and, unless it was quoted, trailing filler. */
const tidy = (s: string, quoted = false) => {
  let name = s.replace(EMOJI, ' ').replace(/\s+/g, ' ').trim();
  name = name.replace(/^["“'«]+|["”'»]+$/g, '').trim();
  // "gonna be Midnight Munchies", "actually Fall Fest": hedges before an unquoted name are not part of it.
  if (!quoted)
    name = stripLeadingHedges(name)
      .replace(/^["“'«]+|["”'»]+$/g, '')
      .trim();
  for (let i = 0; i < 3; i++)
    name = (quoted ? name : name.replace(TRAILING_FILLER, '').replace(/[\s:;,=–—-]+$/, ''))
      .replace(/\s+campaign$/i, '')
      .trim();
  return name.slice(0, NAME_MAX_LENGTH).trim();
};

/** Every word that matters starts with a capital or a digit ("Back to School 2027", "Q1 Push"). */
function isTitleCase(name: string): boolean {
  const words = name.split(/\s+/).filter((w) => /[\p{L}\d]/u.test(w));
  if (words.length === 0 || !/^[\p{Lu}\d"'“]/u.test(words[0] ?? '')) return false;
  return words.every((w) => SMALL_WORD.test(w) || /^[^\p{L}\d]*[\p{Lu}\d]/u.test(w));
}

/** The next word starts a Title Case continuation, not a platform, a country or a new sentence. */
function continuesName(after: string): boolean {
  if (!/^\s+[\p{Lu}\d]/u.test(after) || NOT_NAME_CONTINUATION.test(after)) return false;
  const next = after.trimStart().split(/\s+/).slice(0, 3).join(' ');
  return !countryMentions(next, { codes: true }).some((m) => m.start === 0);
}

/** The name at the start of `rest`: up to where the sentence moves on ("Crumbs for Christmas. objective ..."). */
function cut(rest: string): string {
  let from = 0;
  for (let guard = 0; guard < 6; guard++) {
    const m = TERMINATOR.exec(rest.slice(from));
    if (!m) return rest;
    const stop = from + m.index;
    const after = rest.slice(stop + m[0].length);
    const titled = isTitleCase(rest.slice(0, stop));
    if (titled && CAPITAL_CONNECTOR.test(m[0])) {
      from = stop + m[0].length;
      continue;
    }
    if (CONNECTOR.test(m[0]) && titled && continuesName(after)) {
      from = stop + m[0].length;
      continue;
    }
    return rest.slice(0, stop);
  }
  return rest.slice(0, from);
}

/** A quoted name or the words up to the next part of the sentence; `length` is how much of `rest` it used. */
function nameAt(rest: string): { name: string; length: number } {
  const quoted = rest.match(QUOTE_AT_START);
  if (quoted) {
    const body = quoted[1] ?? quoted[2] ?? quoted[3] ?? quoted[4] ?? '';
    return { name: tidy(body, true), length: quoted[0].length };
  }
  const body = cut(rest);
  return { name: tidy(body), length: body.length };
}

const usable = (name: string) =>
  name.length >= 2 && !/^(?:is|it|the|a|an|to|as|that|this)$/i.test(name) && !isOnlyOpener(name);

/** "call it Spring Sale, no wait, Spring Refresh": the last of a run of self-corrections wins. */
function corrected(raw: string, end: number, name: string): { name: string; end: number } {
  let result = { name, end };
  for (let i = 0; i < 3; i++) {
    const fix = raw.slice(result.end).match(SELF_CORRECTION);
    if (!fix) break;
    const at = result.end + fix[0].length;
    const next = nameAt(raw.slice(at));
    if (!usable(next.name) || NOT_A_NAME.test(next.name) || next.name.split(' ').length > 8) break;
    result = { name: next.name, end: at + next.length };
  }
  return result;
}

function take(message: MessageText, start: number, end: number, name: string): Fact<string>[] {
  message.claim(start, end);
  for (const q of message.quotes) if (q.start >= start && q.end <= end) message.claimQuote(q);
  return [{ key: 'name', op: 'set', value: name }];
}

function readLabelled(message: MessageText): Fact<string>[] {
  const raw = message.raw;
  const labels = NAME_LABELS.flatMap((re) => [...raw.matchAll(re)])
    .map((m) => ({ start: m.index ?? 0, end: (m.index ?? 0) + m[0].length }))
    .sort((a, b) => a.start - b.start || b.end - a.end);
  for (const { start, end: at } of labels) {
    // The label must be unclaimed text (not inside a headline quote).
    if (message.text.slice(start, at).trim() === '') continue;
    const first = nameAt(raw.slice(at));
    if (!usable(first.name)) continue;
    const { name, end } = corrected(raw, at + first.length, first.name);
    return take(message, start, end, name);
  }
  for (const re of [AS_THE_NAME, IS_THE_NAME]) {
    for (const m of raw.matchAll(re)) {
      const phrase = m[1] ?? '';
      const name = tidy(phrase.replace(/^(?:we'?ll|let'?s|i'?ll|we|so|ok(?:ay)?|and)\s+/i, ''));
      const start = (m.index ?? 0) + m[0].indexOf(phrase);
      if (!usable(name) || name.split(' ').length > 8 || NOT_A_NAME.test(name)) continue;
      if (message.text.slice(start, start + phrase.length).trim() === '') continue;
      return take(message, m.index ?? 0, (m.index ?? 0) + m[0].length, name);
    }
  }
  return [];
}

/** "typo, it's Summer Sizzle not Sumer Sizzle": a new name said against the current one. */
function readAgainstCurrent(message: MessageText, current: string): Fact<string>[] {
  if (current.trim().length < 2) return [];
  const old = `["“']?${escapeRegExp(current.trim()).replace(/\s+/g, '\\s+')}["”']?`;
  const patterns = [
    new RegExp(
      `(?:^|[,.;:!?]\\s*|\\b(?:it'?s|it\\s+is|should\\s+be|spelled|spell\\s+it|meant|i\\s+mean|make\\s+it)\\s+)(["“']?[^,.;:!?\\n]{2,80}?["”']?)\\s*,?\\s+(?:not|instead\\s+of|rather\\s+than)\\s+${old}(?![\\w])`,
      'i',
    ),
    new RegExp(
      `\\bnot\\s+${old}\\s*,?\\s*(?:but|it'?s|it\\s+should\\s+be)\\s+(["“']?[^,.;!?\\n]{2,80})`,
      'i',
    ),
    new RegExp(
      `${old}\\s*(?:->|→|=>|should\\s+be|is\\s+spelled|should\\s+read)\\s*(["“']?[^,.;!?\\n]{2,80})`,
      'i',
    ),
  ];
  for (const re of patterns) {
    const m = message.raw.match(re);
    if (!m) continue;
    const name = tidy(cut((m[1] ?? '').replace(/^(?:it'?s|it\s+is|typo)\s+/i, '')));
    if (!usable(name) || name.toLowerCase() === current.trim().toLowerCase() || NOT_A_NAME.test(name))
      continue;
    if (name.split(' ').length > 8) continue;
    return take(message, m.index ?? 0, (m.index ?? 0) + m[0].length, name);
  }
  return [];
}

const askedForName = (awaiting: string | null) => awaiting === 'campaignName' || awaiting === 'campaign_name';
const COPY_CONTEXT = /\b(?:headlines?|descriptions?|copy|cta|call\s+to\s+action|text|tagline|slogan)\b/i;

export const nameFact = defineFact<string>({
  key: 'name',
  step: 1,
  scope: 'anywhere',
  prompt: 'What should the campaign be called?',
  examples: [
    'called “Spring Sale”',
    'Name: Summer Sizzle',
    'the name is Blog Boost',
    'rename it to Summer Splash',
  ],
  read(message, ctx) {
    const labelled = readLabelled(message);
    if (labelled.length) return labelled;
    const against = readAgainstCurrent(message, ctx.draft.campaignName);
    if (against.length) return against;
    // A quoted phrase on its own, at the name question or on step 1 before any copy exists.
    if (!(askedForName(ctx.awaiting) || ctx.step === 1) || COPY_CONTEXT.test(message.raw)) return [];
    const quote = message.freeQuotes()[0];
    if (quote) {
      const name = tidy(quote.text, true);
      if (name.length >= 2) {
        message.claimQuote(quote);
        return [{ key: 'name', op: 'set', value: name }];
      }
    }
    // 'Back to School 2027' in single quotes, at the start of the message.
    const lead = message.text.length - message.text.trimStart().length;
    const single = message.text.slice(lead).match(/^'([^'\n]{2,80})'(?=[\s,.;:!?)]|$)/);
    if (single && usable(tidy(single[1] ?? '', true)))
      return take(message, lead, lead + single[0].length, tidy(single[1] ?? '', true));
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

/**
 * Whether a phrase states another fact: `anyFact` asks about every reader ("drive app installs" states
 * the objective), otherwise only those a name can never carry ("US and Canada", "20k").
 */
export type StatesFacts = (phrase: string, anyFact: boolean) => boolean;

/** "Nordic Nights": a Title Case answer with a word of its own is a name, even if another word is a place. */
function hasOwnWord(name: string, statesOtherFacts: StatesFacts): boolean {
  return name
    .split(' ')
    .some((w) => /[\p{L}]{3,}/u.test(w) && !FACT_FILLER.test(w) && !statesOtherFacts(w, false));
}

/**
 * A bare answer to the name question ("Spring Sale for sales" -> "Spring Sale"). It runs before the
 * other readers, so a name's words ("Spring", "Sales") are never read as a season or an objective. A
 * Title Case answer is a name unless it is only another fact ("Google Ads"); a lower-case one must
 * state no other fact at all ("demo requests", "goal is purchases" answer the objective).
 */
export function readLooseName(
  message: MessageText,
  awaiting: string | null,
  statesOtherFacts: StatesFacts = () => false,
): Fact<string>[] {
  if (!askedForName(awaiting)) return [];
  const left = message.text;
  // "heads up, ...", "ok so ...": an opener is never the name; the answer, if any, follows it.
  const opener = left.match(DISCOURSE_OPENER)?.[0] ?? '';
  const start = opener.length || left.length - left.trimStart().length;
  if (opener && start >= left.trimEnd().length) return [];
  const phrase = cut(left.slice(start));
  const name = tidy(phrase);
  const words = name.split(' ').length;
  if (
    name.length < 2 ||
    words > 6 ||
    NOT_A_NAME.test(name) ||
    COMMAND_ONLY.test(name) ||
    /\?/.test(message.raw)
  )
    return [];
  // "industry: fintech": a lower-case label names another field.
  if (/^[a-z][a-z ]{0,24}\s*[:=]/.test(phrase.trim())) return [];
  if (/^[\d\s$€£%.,k-]+$/i.test(name) || ONLY_ANOTHER_FACT.test(name)) return [];
  if (statesOtherFacts(name, false) && !(isTitleCase(name) && hasOwnWord(name, statesOtherFacts))) return [];
  if (GENERIC_NAME.test(name)) return [];
  // A lower-case answer must not state another fact anywhere in its clause ("new campaign for the nordics").
  const clause = left.slice(start).split(/[,.;!?\n]/)[0] ?? phrase;
  if (!isTitleCase(name) && (LOWER_CASE_SENTENCE.test(name) || statesOtherFacts(clause, true))) return [];
  message.claim(start, start + phrase.length);
  return [{ key: 'name', op: 'set', value: name }];
}
