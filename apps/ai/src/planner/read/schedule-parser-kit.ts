import type { ParsingContext } from 'chrono-node';
import type * as chrono from 'chrono-node/en';
import { isoOf, partsOf, placeLabel, type Window } from './schedule-calendar.ts';

// Tags on our results, read back by schedule.ts. A label ("Q1", "spring", "black friday") is what
// `season` reports; a window result covers a whole span; an approximate one ("early January",
// "next week") stands for its first day unless the text asks for the whole span.
export const TAG = {
  label: 'ns/label:',
  window: 'ns/window',
  approx: 'ns/approx',
  asap: 'ns/asap',
  year: 'ns/year',
  dayOnly: 'ns/day',
  monthOnly: 'ns/month',
} as const;

export type Extracted = chrono.ParsingResult | null;
export interface Parser {
  pattern: () => RegExp;
  extract: (context: ParsingContext, match: RegExpMatchArray) => Extracted;
}

export function todayOf(context: ParsingContext): string {
  const d = context.reference.getDateWithAdjustedTimezone();
  return isoOf(d.getFullYear(), d.getMonth() + 1, d.getDate());
}

const componentsOf = (iso: string) => {
  const { y, m, d } = partsOf(iso);
  return { year: y, month: m, day: d };
};

export function windowResult(
  context: ParsingContext,
  match: RegExpMatchArray,
  window: Window | null,
  tags: Array<string | false>,
): Extracted {
  if (!window) return null;
  const result = context.createParsingResult(
    match.index ?? 0,
    match[0],
    componentsOf(window.from),
    componentsOf(window.to),
  );
  result.addTags(tags.filter((t): t is string => t !== false));
  return result;
}

export const yearOf = (full?: string, short?: string): number | undefined =>
  full ? Number(full) : short ? 2000 + Number(short) : undefined;
export const before = (context: ParsingContext, match: RegExpMatchArray, re: RegExp) =>
  re.test(context.text.slice(Math.max(0, (match.index ?? 0) - 24), match.index));
export const after = (context: ParsingContext, match: RegExpMatchArray, re: RegExp) =>
  re.test(context.text.slice((match.index ?? 0) + match[0].length));

export const ORDINALS: Record<string, number> = {
  first: 1,
  '1st': 1,
  second: 2,
  '2nd': 2,
  third: 3,
  '3rd': 3,
};
Object.assign(ORDINALS, { fourth: 4, '4th': 4, last: -1, back: 2, latter: 2, front: 1 });
// A bare "the quarter" / "H1" is a period only after a word that takes one ("the H1 headline" is not).
export const PERIOD_CUE =
  /(?:\b(?:of|for|during|through|thru|until|till|til|in|by|across|over|from|to|starting|ending)|-)\s*$/i;
export const YEAR_SUFFIX = String.raw`(?:\s*(?:'(\d\d)\b|(?:of\s+)?(20\d\d)\b)|\s+(?:of\s+)?(this|next)\s+year\b)?`;

export function labelled(
  context: ParsingContext,
  match: RegExpMatchArray,
  label: string,
  when: 'this' | 'next' | number,
  tags: Array<string | false> = [TAG.window],
): Extracted {
  const window = placeLabel(label, todayOf(context), when);
  return windowResult(context, match, window, [
    `${TAG.label}${label}`,
    typeof when === 'number' && TAG.year,
    ...tags,
  ]);
}
