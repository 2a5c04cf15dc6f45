import { dateSpans } from './dates.ts';
import { entitySpans } from './entities.ts';
import { numberSpans } from './numbers.ts';
import { resolveOverlaps, type StructureSpan, type ValueSpan } from './spans.ts';
import { listItems, negationSpans, questionSpans, quoteSpans } from './structure.ts';

// One recogniser pass: a message becomes typed value spans (quote, money, range, percent, ratio, date,
// duration, count, entity) that never overlap, plus its structure (list items, negation scopes,
// questions). Readers take what they need from here instead of reading the message again.

export interface Recognition {
  text: string;
  spans: ValueSpan[];
  items: StructureSpan[];
  negations: StructureSpan[];
  questions: StructureSpan[];
}

const firstWins = <S extends { start: number; end: number }>(spans: S[]): S[] => {
  const kept: S[] = [];
  for (const s of [...spans].sort((a, b) => a.start - b.start))
    if (!kept.some((k) => s.start < k.end && k.start < s.end)) kept.push(s);
  return kept;
};

// The planner reads a message more than once in a turn (and a phrase of it for a loose name): the last
// few recognitions are kept, keyed by the text and the clock. A recognition is never changed once made.
const recent = new Map<string, Recognition>();
const RECENT = 8;

export interface RecogniseOptions {
  /** Find date spans (chrono, the costliest finder); off where no reader of the result wants dates. */
  dates?: boolean;
}

export function recognise(text: string, now: Date = new Date(), opts: RecogniseOptions = {}): Recognition {
  const dates = opts.dates ?? true;
  const key = `${dates ? 'd' : '-'}${now.getTime()}|${text}`;
  const known = recent.get(key);
  if (known) return known;
  const recognition = recogniseAnew(text, now, dates);
  if (recent.size >= RECENT) recent.delete(recent.keys().next().value as string);
  recent.set(key, recognition);
  return recognition;
}

function recogniseAnew(text: string, now: Date, dates: boolean): Recognition {
  const spans = resolveOverlaps<ValueSpan>([
    ...quoteSpans(text),
    ...numberSpans(text),
    ...(dates ? dateSpans(text, now) : []),
    ...entitySpans(text),
  ]);
  return {
    text,
    spans,
    items: listItems(text),
    negations: firstWins(negationSpans(text)),
    questions: questionSpans(text),
  };
}

/** The value spans inside [start, end). */
export const spansWithin = (r: Recognition, start: number, end: number): ValueSpan[] =>
  r.spans.filter((s) => s.start >= start && s.end <= end);

/** Whether a span lies in the scope of a negation or removal ("no tiktok", "tiktok, waste of money"). */
export const isNegated = (r: Recognition, span: { start: number; end: number }): boolean =>
  r.negations.some((n) => n.kind === 'negation' && span.start >= n.scope.start && span.end <= n.scope.end);
