import { MockLanguageModelV3 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { modelResult, scriptedModel } from '../test/mock-model.ts';
import { createLlmAssistant, keepsFigures } from './llm-assistant.ts';

const extractRequest = {
  message: 'hi',
  step: 4,
  stepTitle: 'Audience & Location',
  awaiting: 'countries',
  today: '2025-03-10',
};
const wordRequest = {
  message: 'hi',
  reply: 'Budget $25,000 over 30 days, 60% on Google Ads. What next?',
  step: 7,
  stepTitle: 'Budget & Schedule',
};

describe('reading facts with the LLM', () => {
  it('returns the valid fields and drops invalid ones and unknown keys', async () => {
    const model = scriptedModel({
      extract: () =>
        JSON.stringify({
          countries: ['CA', 'US'],
          ages: { ageMin: 25, ageMax: 54 },
          objective: 'world-domination',
          platforms: ['myspace'],
          campaignName: 42,
          startDate: '2025-13-45',
          isAdmin: true,
        }),
      word: () => '',
    });
    const facts = await createLlmAssistant(model).extractFacts(extractRequest, 1000);
    expect(facts).toEqual({ countries: ['CA', 'US'], ages: { ageMin: 25, ageMax: 54 } });
  });

  it('shows the model the message, the step and today’s date, and asks for JSON', async () => {
    const model = scriptedModel({ extract: () => '{}', word: () => '' });
    await createLlmAssistant(model).extractFacts({ ...extractRequest, message: 'land of maple syrup' }, 1000);
    const call = model.doGenerateCalls[0];
    expect(call?.responseFormat).toMatchObject({ type: 'json' });
    expect(JSON.stringify(call?.prompt)).toContain('land of maple syrup');
    expect(JSON.stringify(call?.prompt)).toContain('2025-03-10');
  });

  it('fails on output that is not JSON', async () => {
    const model = scriptedModel({ extract: () => 'Sure! Canada it is.', word: () => '' });
    await expect(createLlmAssistant(model).extractFacts(extractRequest, 1000)).rejects.toThrow();
  });

  it('fails when the model does not answer in time', async () => {
    const model = new MockLanguageModelV3({
      doGenerate: ({ abortSignal }) =>
        new Promise((_, reject) => abortSignal?.addEventListener('abort', () => reject(abortSignal.reason))),
    });
    await expect(createLlmAssistant(model).extractFacts(extractRequest, 20)).rejects.toThrow();
  });
});

describe('wording the planner’s reply with the LLM', () => {
  it('returns the model’s wording when every figure survives', async () => {
    const model = new MockLanguageModelV3({
      doGenerate: modelResult('Great plan! $25,000 across 30 days with 60% going to Google Ads. What next?'),
    });
    await expect(createLlmAssistant(model).wordReply(wordRequest, 1000)).resolves.toMatch(/^Great plan!/);
  });

  it('refuses a wording that drops or changes a figure, cuts the reply short, or says nothing', async () => {
    for (const text of [
      'Great plan! $25,000 over a month on Google Ads.',
      'Budget $2,500 over 30 days, 60%.',
      '$25,000, 30, 60%',
      '   ',
    ]) {
      const model = new MockLanguageModelV3({ doGenerate: modelResult(text) });
      await expect(createLlmAssistant(model).wordReply(wordRequest, 1000)).rejects.toThrow();
    }
  });

  it('compares figures regardless of thousands separators', () => {
    expect(keepsFigures('Budget $25,000 (60%)', 'A $25000 budget, 60% of it')).toBe(true);
    expect(keepsFigures('Budget $25,000 (60%)', 'A $25000 budget')).toBe(false);
  });
});
