import type { StepNumber } from '@northstar/shared/campaign';
import { z } from 'zod';
import type { Vocabulary } from '../../lexicon/vocabulary.ts';
import { isNegated, type Recognition } from '../../recognise/recognise.ts';
import type { Fact, FactDefinition } from '../fact-types.ts';
import type { MessageText } from '../message-text.ts';
import type { SlotDeclaration } from '../slots.ts';
import { patchAt } from './paths.ts';
import { slotRecognition } from './recognition.ts';

// The single-entity kind: one value in the draft, set by the one entity of its vocabulary the message
// chooses. "euros not dollars": a value in a negation scope is the one being replaced; two values
// chosen at once set nothing (the message is unclear).

export interface EntitySpec<T extends string> {
  key: string;
  step: StepNumber;
  path: string;
  prompt: string;
  examples: readonly string[];
  vocabulary: Vocabulary<T>;
  values: readonly T[];
  /** How the read-back names the slot ("currency"). */
  label: string;
  describe: string;
  dependsOn?: readonly string[];
}

function readEntity<T extends string>(spec: EntitySpec<T>, r: Recognition, message: MessageText): Fact<T>[] {
  const spans = r.spans.filter((s) => s.kind === 'entity' && s.type === spec.vocabulary.kind);
  const chosen = new Set(
    spans.filter((s) => !isNegated(r, s)).flatMap((s) => (s.kind === 'entity' ? s.values : [])),
  );
  const [value] = chosen;
  if (chosen.size !== 1 || value === undefined || !spec.values.includes(value as T)) return [];
  for (const s of spans) message.claim(s.start, s.end);
  return [{ key: spec.key, op: 'set', value: value as T }];
}

export function entitySlot<T extends string>(spec: EntitySpec<T>): SlotDeclaration {
  const { key } = spec;
  const schema = z.enum(spec.values as [T, ...T[]]);
  const fact: FactDefinition<T> = {
    key,
    step: spec.step,
    scope: 'anywhere',
    prompt: spec.prompt,
    examples: spec.examples,
    read: (message, ctx) => readEntity(spec, slotRecognition(message.text, ctx.now), message),
    readSpans: (r, message) => readEntity(spec, r, message),
    apply: (f) => ({ patch: patchAt(spec.path, f.value), said: `${spec.label} ${f.value}` }),
    llm: {
      field: key,
      describe: spec.describe,
      schema,
      toFacts: (value) => {
        const parsed = schema.safeParse(value);
        return parsed.success ? [{ key, op: 'set', value: parsed.data }] : [];
      },
    },
  };
  return {
    key,
    paths: [spec.path],
    value: 'entity',
    spans: [`entity:${spec.vocabulary.kind}`],
    ops: ['set'],
    dependsOn: spec.dependsOn ?? [],
    fact: fact as unknown as SlotDeclaration['fact'],
  };
}
