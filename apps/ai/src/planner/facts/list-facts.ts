import { type Mention, splitByPolarity } from '../extract/polarity.ts';
import type { Fact, FactOp } from './fact-types.ts';
import type { MessageText } from './message-text.ts';

// Lists in free text: "Facebook and Instagram, we don't do TikTok" (replace, then remove),
// "also add Spain" (add), "drop Facebook and add TikTok instead" (remove one, add the other).

const ADD_WORDS =
  /\b(?:add|adds|added|adding|also|plus|include|including|too|as\s+well|additionally|another|more|in\s+addition|expand|on\s+top)\b/i;
const REPLACE_WORDS = /\b(?:only|just|instead\s+of\s+(?:all|everything)|replace|switch\s+to)\b/i;

const SWAP_WORDS = /\b(?:add|adding|instead|swap|switch|replace|meant|rather|trade|exchange|put\s+in)\b/i;

/** Every match of each value's pattern, as that value's mentions. */
export function mentionsOf<T>(text: string, words: readonly { value: T; pattern: RegExp }[]): Mention<T>[] {
  const mentions: Mention<T>[] = [];
  for (const { value, pattern } of words) {
    for (const m of text.matchAll(pattern)) {
      const start = m.index ?? 0;
      mentions.push({ value, start, end: start + m[0].length });
    }
  }
  return mentions;
}

/** Whether the included items extend the current list or replace it. */
export function includeOp(text: string): FactOp {
  if (REPLACE_WORDS.test(text)) return 'replace';
  return ADD_WORDS.test(text) ? 'add' : 'replace';
}

/**
 * Facts for one list from its mentions: included items (added or replacing the list) and excluded ones
 * (removed). Claims the mentions' spans.
 */
export function listFacts<T>(
  key: string,
  message: MessageText,
  mentions: readonly Mention<T>[],
  opts: { op?: FactOp; negated?: (m: Mention<T>) => boolean } = {},
): Fact<T[]>[] {
  if (mentions.length === 0) return [];
  const text = message.text;
  const split = splitByPolarity(text, mentions);
  // A mention inside a negation scope the recogniser found is removed ("tiktok, waste of money").
  const free = opts.negated ? mentions.filter((m) => !opts.negated?.(m)).map((m) => m.value) : null;
  const include = free ? split.include.filter((v) => free.includes(v)) : split.include;
  const negated = mentions.map((m) => m.value).filter((v) => !include.includes(v));
  const exclude = free ? [...new Set([...split.exclude, ...negated])] : split.exclude;
  for (const m of mentions) message.claim(m.start, m.end);
  const facts: Fact<T[]>[] = [];
  // "Drop Facebook and add TikTok instead", "swap TikTok for LinkedIn": a swap keeps the rest of the list;
  // "Facebook yes, Instagram no" chooses.
  const swap = exclude.length > 0 && SWAP_WORDS.test(text) && !REPLACE_WORDS.test(text);
  const op = opts.op ?? (swap ? 'add' : includeOp(text));
  if (include.length) facts.push({ key, op, value: include });
  if (exclude.length) facts.push({ key, op: 'remove', value: exclude });
  return facts;
}

/** A list after one fact: add appends new items, replace swaps the list, remove drops items. */
export function applyListOp<T>(current: readonly T[], op: FactOp, items: readonly T[]): T[] {
  if (op === 'remove') return current.filter((v) => !items.includes(v));
  const base = op === 'add' ? [...current] : [];
  for (const v of items) if (!base.includes(v)) base.push(v);
  return base;
}
