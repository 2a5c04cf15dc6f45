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

export function recognise(text: string, now: Date = new Date()): Recognition {
  const spans = resolveOverlaps<ValueSpan>([
    ...quoteSpans(text),
    ...numberSpans(text),
    ...dateSpans(text, now),
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
