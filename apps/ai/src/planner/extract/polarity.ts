// Lists in free text: "Google and TikTok but not Facebook", "drop Germany and France", "also add Spain".

export interface Mention<T> {
  value: T;
  start: number;
  end: number;
}

const NEGATION =
  /\b(?:not|no|without|except|excluding|exclude|drop|dropping|remove|removing|minus|skip|instead of|rather than|other than|besides|apart from|(?:all|everything|anything|anywhere)\s+but|don'?t|do\s+not|doesn'?t|won'?t|never|avoid|leave\s+out|lose|cut|ditch|scratch|nix|kill|forget|strike|cross\s+off|pull|no\s+more)\b[\s\w']{0,14}$/i;
// The first item of a swap is removed: "swap TikTok for LinkedIn", "I said Google but I meant LinkedIn".
const SWAP_SOURCE = /\b(?:swap|switch|replace|trade|exchange|change)(?:\s+out)?\s+(?:the\s+)?$/i;
const SWAP_SOURCE_AFTER = /^\s*(?:for|with|by)\b/i;
const MEANT_SOURCE = /\b(?:said|put|wrote|typed|picked)\s+$/i;
const MEANT_SOURCE_AFTER = /^\s*,?\s*(?:but\s+)?(?:i\s+)?meant\b/i;
// After an item: "Instagram no", "Switzerland out", "TikTok is a no".
const NEGATION_AFTER =
  /^\s*(?:[:=-]\s*)?(?:no|nope|not\s+(?:now|this\s+time|for\s+us)|out|off(?:\s+the\s+list)?|(?:is|are|'s|'re)\s+(?:a\s+)?(?:no|no[- ]go|not\s+needed|out)|(?:isn'?t|aren'?t)\s+(?:for|right|needed|wanted))\b/i;
// Not now, maybe later: neither added nor removed.
const DEFERRED_BEFORE = /\b(?:maybe|perhaps|possibly|might\s+(?:add|try|do))\s+(?:add\s+)?$/i;
const DEFERRED_AFTER =
  /^\s*(?:later|eventually|down\s+the\s+(?:line|road)|next\s+time|in\s+(?:the\s+)?future|at\s+some\s+point)\b/i;
// Between two items of one list: nothing but separators, so the second item shares the first's polarity.
const CONTINUATION = /^[\s,&/+]*(?:\b(?:and|or|nor)\b)?[\s,&/+]*$/i;
// The second item of a swap ("swap TikTok for LinkedIn", "I said Google but I meant LinkedIn") is added.
const SWAP_TARGET = /^\s*(?:for|with|by|to|into|->|→|,?\s*but\s+(?:i\s+)?meant|,?\s*(?:i\s+)?meant)\s*$/i;

/** Splits mentions into included and excluded values, in order, without duplicates. */
export function splitByPolarity<T>(
  text: string,
  mentions: readonly Mention<T>[],
): { include: T[]; exclude: T[] } {
  const include: T[] = [];
  const exclude: T[] = [];
  let previous: { end: number; negated: boolean } | null = null;
  for (const m of [...mentions].sort((a, b) => a.start - b.start)) {
    // A negation never reaches past the previous item: "no tablets, just desktop".
    const before = text.slice(Math.max(0, m.start - 30, previous?.end ?? 0), m.start);
    const after = text.slice(m.end, m.end + 30);
    const between: string = previous ? text.slice(previous.end, m.start) : '';
    if (DEFERRED_BEFORE.test(before) || DEFERRED_AFTER.test(after)) {
      previous = { end: m.end, negated: false };
      continue;
    }
    const negated: boolean =
      previous && SWAP_TARGET.test(between) && previous.negated
        ? false
        : previous && CONTINUATION.test(between)
          ? previous.negated
          : NEGATION.test(before) ||
            NEGATION_AFTER.test(after) ||
            (SWAP_SOURCE.test(before) && SWAP_SOURCE_AFTER.test(after)) ||
            (MEANT_SOURCE.test(before) && MEANT_SOURCE_AFTER.test(after));
    const target = negated ? exclude : include;
    if (!target.includes(m.value)) target.push(m.value);
    previous = { end: m.end, negated };
  }
  return { include: include.filter((v) => !exclude.includes(v)), exclude };
}
