import type { StepNumber } from '@northstar/shared/campaign';
import { z } from 'zod';
import { PERIODS, TIMES } from '../../lexicon/money.ts';
import { type EntityMatch, findEntities, lookUp, tokens, type Vocabulary } from '../../lexicon/vocabulary.ts';
import { SMALL } from '../../read/number-words.ts';
import type { Recognition } from '../../recognise/recognise.ts';
import type { Fact, FactDefinition, ReadContext } from '../fact-types.ts';
import type { MessageText } from '../message-text.ts';
import type { SlotDeclaration } from '../slots.ts';
import { patchAt } from './paths.ts';
import { slotRecognition } from './recognition.ts';

// The rate kind: a count per period ("3 per day", "twice a week", "4 impressions per person a week"),
// introduced by one of the slot's cues ("frequency cap", "no more than") or carrying one of its units
// ("impressions", "times"). A number inside a money, percent, range or ratio span is never a count.

type Period = 'day' | 'week' | 'month' | 'year';

export interface RateSpec<P extends Period> {
  key: string;
  step: StepNumber;
  path: string;
  prompt: string;
  examples: readonly string[];
  /** Words that introduce the rate ("frequency cap", "no more than"). */
  cues: Vocabulary;
  /** What the count counts ("impressions", "times"): a count with a unit needs no cue. */
  units: Vocabulary;
  periods: readonly P[];
  min: number;
  max: number;
  /** The draft's name for the count ({ impressions, per }). */
  countField: string;
  /** How the read-back names it ("frequency cap"). */
  label: string;
  describe: string;
  dependsOn?: readonly string[];
}

type RateValue<P extends Period> = Record<string, number> & { per: P };

// Glue between a count and its period: "3 impressions per person a day", "4/week", "3x a day".
const GLUE = new Set(['per', 'a', 'an', 'each', 'every', 'person', 'user', 'users', 'people', 'head', 'x']);
const CLAUSE_MARK = /[,;.!?\n]/;
const NUMBER_SPANS = new Set(['money', 'percent', 'range', 'ratio']);

interface Count {
  value: number;
  start: number;
  /** Said with a unit ("3 times", "3x", "twice"), so no cue is needed. */
  withUnit: boolean;
}

/** A number word or digits: "3", "three", "3x", "twice". */
function countOf(key: string): { value: number; withUnit: boolean } | null {
  const digits = (s: string) => s.length > 0 && s.length <= 3 && Number.isInteger(Number(s));
  if (digits(key)) return { value: Number(key), withUnit: false };
  if (key.endsWith('x') && digits(key.slice(0, -1)))
    return { value: Number(key.slice(0, -1)), withUnit: true };
  if (SMALL[key] !== undefined) return { value: SMALL[key] as number, withUnit: false };
  const times = lookUp(TIMES, key);
  return times ? { value: Number(times.values[0]), withUnit: true } : null;
}

/** The count right before a period, with only units and glue words between them. */
function countBefore(text: string, at: number, units: readonly EntityMatch[]): Count | null {
  const words = tokens(text).filter((t) => t.end <= at);
  let withUnit = false;
  for (let i = words.length - 1, seen = 0; i >= 0 && seen < 7; i--, seen++) {
    const word = words[i] as (typeof words)[number];
    if (CLAUSE_MARK.test(text.slice(word.end, words[i + 1]?.start ?? at))) return null;
    const times = i > 0 ? lookUp(TIMES, `${words[i - 1]?.key} ${word.key}`) : undefined;
    if (times)
      return { value: Number(times.values[0]), start: (words[i - 1] as typeof word).start, withUnit: true };
    const count = countOf(word.key);
    if (count) return { ...count, start: word.start, withUnit: withUnit || count.withUnit };
    const unit = units.some((u) => word.start >= u.start && word.end <= u.end);
    if (!unit && !GLUE.has(word.key)) return null;
    withUnit ||= unit;
  }
  return null;
}

function readRate<P extends Period>(
  spec: RateSpec<P>,
  r: Recognition,
  message: MessageText,
  ctx: ReadContext,
): Fact<RateValue<P>>[] {
  const text = message.text;
  const periods = findEntities(PERIODS, text).filter((p) => spec.periods.includes(p.values[0] as P));
  if (periods.length === 0) return [];
  const units = findEntities(spec.units, text);
  const cues = findEntities(spec.cues, text);
  for (const period of periods) {
    const count = countBefore(text, period.start, units);
    if (!count || count.value < spec.min || count.value > spec.max) continue;
    if (r.spans.some((s) => NUMBER_SPANS.has(s.kind) && s.start <= count.start && count.start < s.end))
      continue;
    // The nearest cue before the count, in the same clause.
    const cue = cues
      .filter((c) => c.end <= count.start && !CLAUSE_MARK.test(text.slice(c.end, count.start)))
      .at(-1);
    if (!cue && !count.withUnit && ctx.awaiting !== spec.key) continue;
    message.claim(cue?.start ?? count.start, period.end);
    const value = { [spec.countField]: count.value, per: period.values[0] as P } as RateValue<P>;
    return [{ key: spec.key, op: 'set', value }];
  }
  return [];
}

export function rateSlot<P extends Period>(spec: RateSpec<P>): SlotDeclaration {
  const { key, countField } = spec;
  const schema = z.strictObject({
    [countField]: z.number().int().min(spec.min).max(spec.max),
    per: z.enum(spec.periods as unknown as [P, ...P[]]),
  });
  const fact: FactDefinition<RateValue<P>> = {
    key,
    step: spec.step,
    scope: 'anywhere',
    prompt: spec.prompt,
    examples: spec.examples,
    read: (message, ctx) => readRate(spec, slotRecognition(message.text, ctx.now), message, ctx),
    readSpans: (r, message, ctx) => readRate(spec, r, message, ctx),
    apply: (f) => ({
      patch: patchAt(spec.path, f.value),
      said: `${spec.label} ${f.value[countField]} a ${f.value.per}`,
    }),
    llm: {
      field: key,
      describe: spec.describe,
      schema,
      toFacts: (value) => {
        const parsed = schema.safeParse(value);
        return parsed.success ? [{ key, op: 'set', value: parsed.data as RateValue<P> }] : [];
      },
    },
  };
  return {
    key,
    paths: [spec.path],
    value: 'rate',
    spans: ['count', 'entity:period'],
    ops: ['set'],
    dependsOn: spec.dependsOn ?? [],
    fact: fact as unknown as SlotDeclaration['fact'],
  };
}
