// Lists in free text: "Google and TikTok but not Facebook", "drop Germany and France", "also add Spain".

export interface Mention<T> {
  value: T;
  start: number;
  end: number;
}

const NEGATION =
  /\b(?:not|no|without|except|excluding|exclude|drop|dropping|remove|removing|minus|skip|instead of|rather than|other than|besides|(?:all|everything|anything|anywhere)\s+but|don'?t|do\s+not|doesn'?t|won'?t|never|avoid|leave\s+out|lose|cut|ditch|no\s+more)\b[\s\w']{0,14}$/i;
// Between two items of one list: nothing but separators, so the second item shares the first's polarity.
const CONTINUATION = /^[\s,&/]*(?:\b(?:and|or|nor)\b)?[\s,&/]*$/i;
const ADD = /\b(?:add|adding|also|plus|include|including|too|as well|additionally)\b/i;

/** Splits mentions into included and excluded values, in order, without duplicates. */
export function splitByPolarity<T>(
  text: string,
  mentions: readonly Mention<T>[],
): { include: T[]; exclude: T[] } {
  const include: T[] = [];
  const exclude: T[] = [];
  let previous: { end: number; negated: boolean } | null = null;
  for (const m of [...mentions].sort((a, b) => a.start - b.start)) {
    const negated: boolean =
      previous && CONTINUATION.test(text.slice(previous.end, m.start))
        ? previous.negated
        : NEGATION.test(text.slice(Math.max(0, m.start - 30), m.start));
    const target = negated ? exclude : include;
    if (!target.includes(m.value)) target.push(m.value);
    previous = { end: m.end, negated };
  }
  return { include: include.filter((v) => !exclude.includes(v)), exclude };
}

/** "Add Spain" / "also Spain" extends a list; otherwise the mentioned items replace it. */
export const listMode = (text: string): 'add' | 'replace' => (ADD.test(text) ? 'add' : 'replace');

/** Applies include/exclude to a current list with the message's list mode. */
export function applyListChange<T>(
  current: readonly T[],
  change: { include: readonly T[]; exclude: readonly T[]; mode: 'add' | 'replace' },
): T[] {
  const base = change.mode === 'add' || change.include.length === 0 ? [...current] : [];
  for (const v of change.include) if (!base.includes(v)) base.push(v);
  return base.filter((v) => !change.exclude.includes(v));
}
