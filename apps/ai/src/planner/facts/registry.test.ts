import { createDraft, type StepNumber } from '@northstar/shared/campaign';
import { describe, expect, it } from 'vitest';
import { mergePatch } from '../draft-patch.ts';
import type { DraftPatch } from '../planner-types.ts';
import type { ReadContext } from './fact-types.ts';
import { readFacts } from './registry.ts';

// The registry reads a message with every fact in order; these are the rules that hold across facts.

const NOW = new Date('2026-11-24T12:00:00Z');
const ctx = (step: number, draft: DraftPatch = {}): ReadContext => ({
  step: step as StepNumber,
  awaiting: null,
  draft: mergePatch(createDraft({ now: NOW }), draft),
  now: NOW,
  act: 'statement',
});
const keys = (text: string, step = 7, draft: DraftPatch = {}) =>
  readFacts(text, ctx(step, draft)).map((f) => f.key);

describe('reading one message with every fact', () => {
  it.each([
    ["no, i don't want target roas", 8],
    ['nope, dont want a cpa target', 8],
    ["we don't need a daily budget", 7],
  ])('does not set a value said only to refuse it: "%s"', (text, step) => {
    expect(keys(text, step)).not.toContain('bidding');
    expect(keys(text, step)).not.toContain('budgetType');
  });

  it('keeps a value named after a refused one ("not 20k but 30k")', () => {
    const budget = readFacts('not 20k but 30k', ctx(7)).find((f) => f.key === 'budget');
    expect(budget?.value).toMatchObject({ amount: 30_000 });
  });

  it.each(['see attached brief.pdf', 'attached our logo.png', 'sending brand-guidelines.pdf now'])(
    'reads a file named in "%s" as a file, never as a name or a date',
    (text) => {
      const read = keys(text, 1);
      expect(read).toEqual(['assets']);
    },
  );

  it('reads a bid and a budget in one message from different words', () => {
    const facts = readFacts('budget 20k, tCPA €35', ctx(7));
    expect(facts.find((f) => f.key === 'budget')?.value).toMatchObject({ amount: 20_000 });
    expect(facts.find((f) => f.key === 'bidding')?.value).toMatchObject({ strategy: { targetCpa: 35 } });
  });

  it('keeps the campaign’s currency for an amount said without one', () => {
    const gbp = { budget: { currency: 'GBP' as const, totalBudget: 12_000 } };
    expect(
      readFacts('actually make it 30k', ctx(7, gbp)).find((f) => f.key === 'budget')?.value,
    ).toMatchObject({
      currency: 'GBP',
    });
    expect(readFacts('30k in dollars', ctx(7, gbp)).find((f) => f.key === 'budget')?.value).toMatchObject({
      currency: 'USD',
    });
  });
});
