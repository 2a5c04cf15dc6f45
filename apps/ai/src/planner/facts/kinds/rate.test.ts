import { describe, expect, it } from 'vitest';
import type { Vocabulary } from '../../lexicon/vocabulary.ts';
import { runFact } from '../fact-test-helpers.ts';
import type { FactDefinition } from '../fact-types.ts';
import { rateSlot } from './rate.ts';

// The rate kind on a slot declared only for this test: how often a reminder e-mail may go out.
const cues: Vocabulary = { kind: 'test-cue', entries: [{ values: ['cue'], names: ['limit', 'at most'] }] };
const units: Vocabulary = { kind: 'test-unit', entries: [{ values: ['unit'], names: ['emails', 'mails'] }] };
const slot = rateSlot({
  key: 'reminders',
  step: 8,
  path: 'bidding.optimization.frequencyCap',
  prompt: 'How often?',
  examples: [],
  cues,
  units,
  periods: ['day', 'week'],
  min: 1,
  max: 10,
  countField: 'impressions',
  label: 'reminders',
  describe: 'test',
});
const fact = slot.fact as unknown as FactDefinition<{ impressions: number; per: string }>;
const read = (text: string, awaiting?: string) => runFact(fact, 8, text, awaiting ? { awaiting } : {}).facts;
const value = (impressions: number, per: string) => [
  { key: 'reminders', op: 'set', value: { impressions, per } },
];

describe('the rate slot kind', () => {
  it('reads a count per period after a cue, or with a unit', () => {
    expect(read('limit it to 3 per day')).toEqual(value(3, 'day'));
    expect(read('at most twice a week')).toEqual(value(2, 'week'));
    expect(read('4 emails per person a week')).toEqual(value(4, 'week'));
    expect(read('3x a day')).toEqual(value(3, 'day'));
    expect(read('limit: 4/week')).toEqual(value(4, 'week'));
  });

  it('reads a bare rate only when it was asked for', () => {
    expect(read('3 per day')).toEqual([]);
    expect(read('3 per day', 'reminders')).toEqual(value(3, 'day'));
  });

  it('leaves money, other periods, counts out of range and other clauses alone', () => {
    expect(read('limit it to $50 a day')).toEqual([]);
    expect(read('limit it to 3 a month')).toEqual([]);
    expect(read('limit it to 30 per day')).toEqual([]);
    expect(read('limit the budget, 3 per day')).toEqual([]);
    expect(read('limit it to 3 leads per day')).toEqual([]);
  });

  it('applies to its path and derives its LLM field from the declaration', () => {
    const run = runFact(fact, 8, 'at most 2 emails a week');
    expect(run.draft.bidding.optimization.frequencyCap).toEqual({ impressions: 2, per: 'week' });
    expect(run.said).toEqual(['reminders 2 a week']);
    expect(fact.llm?.toFacts({ impressions: 2, per: 'day' })).toEqual(value(2, 'day'));
    expect(fact.llm?.toFacts({ impressions: 2, per: 'month' })).toEqual([]);
  });
});
