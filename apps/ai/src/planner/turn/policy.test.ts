import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contextFor } from '../planner.ts';
import { APPROVE, Chat, OPTS, stateAt } from '../planner-test-helpers.ts';
import type { ApprovalData, PlannerState } from '../planner-types.ts';
import { interpret, withExtraFacts } from './interpretation.ts';
import { POLICY } from './policy.ts';
import { changedPaths } from './trace.ts';

// The policy table decides every turn from the message's one interpretation, and each reply's trace
// names the row that decided it (docs/planner.md, "Policy table").

const named = { campaignName: 'Harbour Lights', objective: 'leads' as const };

/** A state at step 7 with a budget split suggested, for answers to a pending suggestion. */
function splitSuggested(): PlannerState {
  const base = stateAt(7, named);
  const pending: ApprovalData = {
    id: 'apr_7_budget_allocation_0_x',
    kind: 'budget_allocation',
    summary: 'Split: Google Ads 60%, LinkedIn 40%',
    patch: { budget: { allocation: { 'google-ads': 60, linkedin: 40 } } },
    step: 7,
    variant: 0,
  };
  return { ...base, pendingApproval: pending, awaiting: 'budget_allocation' };
}

const read = (state: PlannerState, message: string) =>
  interpret(message, state, contextFor(state, message, OPTS));

describe('the policy table', () => {
  it('has one row per name, each listed in docs/planner.md', () => {
    const names = [...new Set(POLICY.map((r) => r.name))];
    const docs = readFileSync(new URL('../../../../../docs/planner.md', import.meta.url), 'utf8');
    expect(names.length).toBeGreaterThan(25);
    for (const name of names) expect(docs, name).toContain(`\`${name}\``);
  });

  it.each([
    ['Start over', 'start-over'],
    ['', 'empty-message'],
    ['what would 30k get me?', 'question-never-a-change'],
    ['thanks!', 'small-talk'],
    ['Call it Harbour Lights', 'step-done-moves-on'],
    ['budget $25,000', 'statement-with-changes'],
    ['launch it', 'launch-before-review'],
    ['back', 'back'],
  ])('"%s" at step 1 is decided by %s', (message, row) => {
    const chat = new Chat(stateAt(1, {}));
    expect(chat.send(message).trace?.row).toBe(row);
  });

  it('names the rows that answer a pending suggestion', () => {
    expect(new Chat(splitSuggested()).send(APPROVE).trace?.row).toBe('suggestion-approved');
    expect(new Chat(splitSuggested()).send('leave it as is').trace?.row).toBe('keep-declines-suggestion');
    expect(new Chat(splitSuggested()).send('60% Google, 40% LinkedIn').trace?.row).toBe(
      'own-values-answer-suggestion',
    );
    expect(new Chat(splitSuggested()).send('I want to modify this: hmm').trace?.row).toBe(
      'modify-suggestion',
    );
  });

  it('a question is never a change, even with a budget in it', () => {
    const chat = new Chat(stateAt(7, { ...named }));
    const r = chat.send('what if we spent $50,000?');
    expect(r.trace).toMatchObject({ act: 'hypothetical', row: 'question-never-a-change', patch: [] });
    expect(r.trace?.spans).toContainEqual({ kind: 'money', text: '$50,000' });
  });

  it('a launch asked before step 9 is the review (or the gate), never a launch', () => {
    const chat = new Chat(stateAt(3, { ...named }));
    const r = chat.send('launch it');
    expect(r.trace?.row).toBe('launch-before-review');
    expect(r.state.launch).toBeNull();
  });
});

describe('the interpretation against a pending suggestion', () => {
  it('compares removals with the names the suggestion proposes, not its serialised text', () => {
    // The split names LinkedIn as a key of the allocation: "no linkedin" refuses part of it.
    const amended = read(splitSuggested(), 'no linkedin, the rest is fine');
    expect(amended.pending).toMatchObject({ amends: true, applies: true });
    // TikTok is nowhere in the suggestion.
    expect(read(splitSuggested(), 'no tiktok').pending?.amends).toBe(false);
  });

  it('keeps the facts that set no field of the suggestion beside an approval', () => {
    const i = read(splitSuggested(), "ok let's do 30k then");
    expect(i.pending?.beside.map((f) => f.key)).toEqual(['budget']);
    expect(i.pending?.answers).toBe(false);
  });

  it('is read once: the candidate changes are applied to the draft in hand, and nothing is stored yet', () => {
    const state = stateAt(1, {});
    const i = read(state, 'Call it Harbour Lights, budget $25,000');
    expect(i.facts.map((f) => f.key)).toEqual(expect.arrayContaining(['name', 'budget']));
    expect(changedPaths(state.draft, i.applied.draft)).toEqual(
      expect.arrayContaining(['campaignName', 'budget.totalBudget']),
    );
    expect(state.draft.campaignName).toBe('');
  });
});

describe('facts another reader found (the optional LLM)', () => {
  it('join the one reading: the message is not read again', () => {
    const state = stateAt(4, named);
    const message = 'We are after grown-ups in the land of maple syrup';
    const ctx = contextFor(state, message, OPTS);
    const reading = interpret(message, state, ctx);
    expect(reading.facts).toEqual([]);
    const more = withExtraFacts(reading, [{ key: 'countries', op: 'replace', value: ['CA'] }], state, ctx);
    expect(more.recognition).toBe(reading.recognition);
    expect(more.act).toBe(reading.act);
    expect(more.applied.draft.targeting.geography.countries).toEqual(['CA']);
  });
});

describe('changedPaths', () => {
  it('lists the leaves that differ, arrays as one value, never updatedAt', () => {
    const before = { updatedAt: 'a', budget: { totalBudget: 1, allocation: {} }, platforms: ['x'] };
    const after = { updatedAt: 'b', budget: { totalBudget: 2, allocation: { g: 1 } }, platforms: ['x'] };
    expect(changedPaths(before, after)).toEqual(['budget.totalBudget', 'budget.allocation.g']);
  });
});
