import type { StepNumber } from '@northstar/shared/campaign';
import { z } from 'zod';
import { joinList } from '../../format.ts';
import { findEntities, type Vocabulary } from '../../lexicon/vocabulary.ts';
import { isNegated, type Recognition } from '../../recognise/recognise.ts';
import type { Fact, FactDefinition } from '../fact-types.ts';
import { includeOp, listFacts } from '../list-facts.ts';
import type { MessageText } from '../message-text.ts';
import type { SlotDeclaration } from '../slots.ts';
import { clauseAt } from '../text.ts';
import { patchAt, valueAt } from './paths.ts';
import { slotRecognition } from './recognition.ts';

// The entity-list kind: a list in the draft filled by the recogniser's entity spans of one vocabulary.
// "mobile and tablet" replaces the list, "also desktop" adds, "no desktop" or "desktop is awful" (a
// negation scope) removes, "all devices" means every value. Most list facts are this kind (ADR 0022).

export interface EntityListSpec<T extends string> {
  key: string;
  step: StepNumber;
  path: string;
  prompt: string;
  examples: readonly string[];
  /** Whose entity spans fill the slot. */
  vocabulary: Vocabulary<T>;
  /** Every value, in the order the draft keeps them. */
  values: readonly T[];
  /** Words for every value at once ("all devices"). */
  everyValue?: Vocabulary<'all'>;
  /** The draft's empty list means every value (so a removal starts from all of them). */
  emptyMeansAll: boolean;
  /** Every value named is the same as the empty list ("men and women" is everyone). */
  allIsEmpty?: boolean;
  label: (value: T) => string;
  /** Said when a removal would leave nothing. */
  keepOne: string;
  /** For the LLM's schema: what the field holds. */
  describe: string;
  dependsOn?: readonly string[];
}

type ListValue<T> = T[] | 'all';

function readList<T extends string>(
  spec: EntityListSpec<T>,
  r: Recognition,
  message: MessageText,
): Fact<ListValue<T>>[] {
  const { key } = spec;
  const text = message.text;
  const every = spec.everyValue ? findEntities(spec.everyValue, text) : [];
  if (every.length) {
    for (const m of every) message.claim(m.start, m.end);
    return [{ key, op: 'replace', value: 'all' }];
  }
  const spans = r.spans.filter((s) => s.kind === 'entity' && s.type === spec.vocabulary.kind);
  const mentions = spans.flatMap((s) =>
    (s.kind === 'entity' ? s.values : []).map((value) => ({
      value: value as T,
      start: s.start,
      end: s.end,
      negated: isNegated(r, s),
    })),
  );
  const first = mentions.find((m) => !m.negated);
  // "also men": add; otherwise the named values are the list (a swap keeps the rest, list-facts.ts).
  const op = first ? includeOp(clauseAt(text, first.start, first.end)) : 'remove';
  const negated = new Set<unknown>(mentions.filter((m) => m.negated));
  return listFacts<T>(key, message, mentions, { op, negated: (m) => negated.has(m) });
}

/** The list after a fact, in the draft's order; null when a removal would leave nothing. */
function nextList<T extends string>(
  spec: EntityListSpec<T>,
  current: readonly T[],
  f: Fact<ListValue<T>>,
): T[] | null {
  const { values } = spec;
  let next: T[];
  if (f.value === 'all') next = spec.emptyMeansAll ? [] : [...values];
  else if (f.op === 'remove') {
    const removed = f.value;
    const base = current.length || !spec.emptyMeansAll ? current : values;
    next = base.filter((v) => !removed.includes(v));
    if (next.length === 0 && spec.emptyMeansAll) return null;
  } else next = [...new Set(f.op === 'add' ? [...current, ...f.value] : f.value)];
  if (spec.allIsEmpty && values.every((v) => next.includes(v))) return [];
  return values.filter((v) => next.includes(v));
}

export function entityListSlot<T extends string>(spec: EntityListSpec<T>): SlotDeclaration {
  const { key, values } = spec;
  const valueSchema = z.enum(values as [T, ...T[]]);
  const fact: FactDefinition<ListValue<T>> = {
    key,
    step: spec.step,
    scope: 'anywhere',
    prompt: spec.prompt,
    examples: spec.examples,
    read: (message, ctx) => readList(spec, slotRecognition(message.text, ctx.now), message),
    readSpans: (r, message) => readList(spec, r, message),
    apply(f, { draft }) {
      const current = (valueAt(draft, spec.path) as readonly string[]).filter((v): v is T =>
        values.includes(v as T),
      );
      const next = nextList(spec, current, f);
      if (next === null) return { warnings: [spec.keepOne] };
      return {
        patch: patchAt(spec.path, next),
        said: `${key} ${next.length ? joinList(next.map(spec.label)) : 'all'}`,
      };
    },
    llm: {
      field: key,
      describe: spec.describe,
      schema: z.array(valueSchema).max(values.length),
      toFacts: (value) => {
        const parsed = z.array(valueSchema).max(values.length).safeParse(value);
        if (!parsed.success) return [];
        const list: ListValue<T> =
          parsed.data.length === 0 && spec.emptyMeansAll ? 'all' : [...new Set(parsed.data)];
        return [{ key, op: 'replace', value: list }];
      },
    },
  };
  return {
    key,
    paths: [spec.path],
    value: 'entity-list',
    spans: [`entity:${spec.vocabulary.kind}`],
    ops: ['add', 'remove', 'replace'],
    dependsOn: spec.dependsOn ?? [],
    fact: fact as unknown as SlotDeclaration['fact'],
  };
}
