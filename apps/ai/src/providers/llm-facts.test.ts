import { createDraft } from '@northstar/shared/campaign';
import { describe, expect, it } from 'vitest';
import { TEST_NOW } from '../planner/facts/fact-test-helpers.ts';
import { readFacts } from '../planner/facts/registry.ts';
import { SLOTS } from '../planner/facts/slots.ts';
import { scriptedModel } from '../test/mock-model.ts';
import { createLlmAssistant } from './llm-assistant.ts';
import { llmFieldGuide, toPlannerFacts } from './llm-facts.ts';

// The optional LLM fills the slots of the catalogue (facts/slots.ts): its structured output's schema is
// derived from the declarations, and its answer becomes the Facts the rule readers produce.

const request = { message: 'x', step: 8, stepTitle: 'Bidding', awaiting: null, today: '2026-11-24' };
const ctx = {
  step: 8 as const,
  awaiting: null,
  draft: createDraft(),
  now: TEST_NOW,
  act: { kind: 'inform' } as never,
};

describe('the LLM fills the same slots', () => {
  it('asks for one field per slot that declares one, the frequency cap included', async () => {
    const model = scriptedModel({ extract: () => '{}', word: () => '' });
    await createLlmAssistant(model).extractFacts(request, 1000);
    const format = model.doGenerateCalls[0]?.responseFormat;
    const schema =
      format?.type === 'json' ? (format.schema as { properties: Record<string, unknown> }) : null;
    const fields = SLOTS.flatMap((s) => (s.fact.llm ? [s.fact.llm.field] : []));
    expect(Object.keys(schema?.properties ?? {}).sort()).toEqual([...fields].sort());
    expect(fields).toEqual(expect.arrayContaining(['frequencyCap', 'devices', 'genders']));
    expect(llmFieldGuide()).toContain('frequencyCap: how often one person may see the ads');
  });

  it('turns a stub model’s answer into the facts the readers produce for the same words', async () => {
    const model = scriptedModel({
      extract: () =>
        JSON.stringify({
          frequencyCap: { impressions: 3, per: 'day' },
          devices: ['mobile'],
          genders: ['female'],
        }),
      word: () => '',
    });
    const answer = await createLlmAssistant(model).extractFacts(request, 1000);
    const fromModel = toPlannerFacts(answer, new Set());
    const fromRules = readFacts('women on mobile only, cap it at 3 per day', ctx);
    const byKey = (facts: readonly { key: string }[]) =>
      [...facts].sort((a, b) => a.key.localeCompare(b.key));
    expect(byKey(fromModel)).toEqual(byKey(fromRules));
  });

  it('leaves a slot to the rule readers when they already read it', () => {
    const facts = toPlannerFacts(
      { frequencyCap: { impressions: 2, per: 'week' } },
      new Set(['frequencyCap']),
    );
    expect(facts).toEqual([]);
  });
});
