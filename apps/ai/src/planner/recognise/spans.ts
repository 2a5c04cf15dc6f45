// The typed spans one recogniser pass finds in a message (recognise.ts). Value spans never overlap:
// where two finders claim the same words, the longer span wins, then the kind listed first in
// PRIORITY. Structure (list items, negation scopes, questions) is a second layer that contains value
// spans; each structural kind is non-overlapping within itself.

interface At {
  start: number;
  end: number;
  /** The words as typed. */
  text: string;
}

export type ValueSpan =
  | (At & { kind: 'quote'; value: string })
  | (At & { kind: 'money'; amount: number; currency: string | null })
  | (At & {
      kind: 'range';
      low: number;
      high: number;
      unit: 'money' | 'percent' | null;
      currency: string | null;
    })
  | (At & { kind: 'percent'; value: number })
  | (At & { kind: 'ratio'; parts: number[] })
  | (At & { kind: 'date'; from: string; to: string | null; label: string | null })
  | (At & { kind: 'duration'; days: number })
  | (At & { kind: 'count'; value: number; noun: string })
  | (At & { kind: 'entity'; type: string; values: readonly string[]; typo: boolean; weak?: boolean });

export type ValueKind = ValueSpan['kind'];

export type StructureSpan =
  | (At & { kind: 'item'; index: number; marker: 'bullet' | 'number' | 'pipe' | 'label' })
  | (At & { kind: 'negation'; cue: string; scope: { start: number; end: number } })
  | (At & { kind: 'question' });

/** Which kind wins a tie of equal length (earlier wins): a quote hides what is inside it, a ratio the date. */
export const PRIORITY: readonly ValueKind[] = [
  'quote',
  'ratio',
  'range',
  'money',
  'percent',
  'duration',
  'date',
  'count',
  'entity',
];

const rank = (kind: ValueKind) => PRIORITY.indexOf(kind);

/**
 * The one overlap rule: longest first, then priority, then earliest; a span is kept when it overlaps no
 * span kept before it. Returned in text order.
 */
export function resolveOverlaps<S extends { start: number; end: number; kind: ValueKind }>(
  candidates: S[],
): S[] {
  const ordered = [...candidates].sort(
    (a, b) => b.end - b.start - (a.end - a.start) || rank(a.kind) - rank(b.kind) || a.start - b.start,
  );
  const kept: S[] = [];
  for (const span of ordered)
    if (!kept.some((k) => span.start < k.end && k.start < span.end)) kept.push(span);
  return kept.sort((a, b) => a.start - b.start);
}
