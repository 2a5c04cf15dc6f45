import { campaignDraftSchema } from '@northstar/shared/campaign/schemas';
import { describe, expect, it } from 'vitest';
import type { DraftPatch } from '../planner-types.ts';
import { runFact } from './fact-test-helpers.ts';
import { pacingFact } from './pacing.fact.ts';

function run(text: string, opts: { draft?: DraftPatch } = {}) {
  const r = runFact(pacingFact, 7, text, opts);
  return { facts: r.facts, pacing: r.draft.budget.pacing, draft: r.draft, said: r.said, message: r.message };
}

const accelerated = { budget: { pacing: 'accelerated' as const } };

describe('pacing fact', () => {
  it.each([
    ['spend it evenly', 'standard', accelerated],
    ['standard pacing', 'standard', accelerated],
    ['accelerated', 'accelerated', {}],
    ['front-load it', 'accelerated', {}],
    ['spend as fast as possible', 'accelerated', {}],
    ['burst', 'accelerated', {}],
    ['frontload the budget pls', 'accelerated', {}],
    ['pace it evenly over the month', 'standard', accelerated],
    ['spread the budget out', 'standard', accelerated],
    ["don't front-load it", 'standard', accelerated],
    ['not accelerated, spend it evenly', 'standard', accelerated],
    ['pacing: accelerated', 'accelerated', {}],
    ['we want a quick burst before xmas, budget 5k', 'accelerated', {}],
    ['even delivery please', 'standard', accelerated],
    ['push harder in the first week', 'accelerated', {}],
    ['heavier spend at the beginning pls', 'accelerated', {}],
    ['we can burn through the budget in the opening week', 'accelerated', {}],
    ["don't burn it all on day one", 'standard', accelerated],
    ['pace the spend out', 'standard', accelerated],
    ['same amount every day', 'standard', accelerated],
    ['spread it over the whole flight', 'standard', accelerated],
  ])('reads "%s"', (text, pacing, draft) => {
    const r = run(text, { draft });
    expect(r.facts).toEqual([{ key: 'pacing', op: 'set', value: pacing }]);
    expect(r.pacing).toBe(pacing);
  });

  it('claims only its words', () => {
    const r = run('budget 5k, front-load it');
    expect(r.message.text).toContain('budget 5k');
    expect(r.message.text).not.toContain('front');
  });

  it.each([
    'split it evenly across Google and Facebook',
    'spend evenly between the platforms',
    'launch asap',
    'an even split, 50/50',
    'make it fast to read',
    'spend $5k',
  ])('does not read "%s"', (text) => {
    expect(run(text).facts).toEqual([]);
  });

  it('produces patches that keep the draft valid', () => {
    for (const text of ['spend it evenly', 'front-load it']) {
      expect(campaignDraftSchema.safeParse(run(text).draft).success).toBe(true);
    }
  });

  it('reads the back in plain words', () => {
    expect(run('front-load it').said).toEqual(['accelerated pacing (spent as fast as possible)']);
  });

  it('turns an LLM value into a set fact', () => {
    expect(pacingFact.llm?.toFacts('standard')).toEqual([{ key: 'pacing', op: 'set', value: 'standard' }]);
    expect(pacingFact.llm?.toFacts('slow')).toEqual([]);
  });
});

describe('accelerated pacing said loosely', () => {
  it.each([
    'burn through it fast at the start',
    'blow the budget early',
    'rip through the money quickly',
    'front-heavy please',
    'heavy up front',
    'spend most of it in the first few days',
    'as fast as the platforms allow',
    'go hard from the get-go',
  ])('reads "%s" as accelerated', (text) => {
    expect(run(text).pacing).toBe('accelerated');
  });
});
