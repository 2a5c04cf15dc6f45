import type { TestDatabase } from '@northstar/server/test-database';
import { MockLanguageModelV3 } from 'ai/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLlmAssistant, type LlmAssistant } from '../../providers/llm-assistant.ts';
import { type FakeApi, startFakeApi } from '../../test/fake-api.ts';
import { scriptedModel } from '../../test/mock-model.ts';
import { createTestApp } from '../../test/test-app.ts';
import { freshTestDatabase } from '../../test/test-db.ts';

// The optional LLM path through the real routes, with the AI SDK's mock model (no network). The same
// fixed clock for every app, so a planner-only app gives the reference answer for the fallbacks.

const NOW = new Date('2025-03-10T12:00:00Z');
const SCRIPT = [
  'Create a campaign called Maple Days for sales',
  'I approve this recommendation.',
  'I want to modify this: Google Ads and TikTok only',
];
// Step 4 asks for countries; the planner's own extractors find none in this.
const VAGUE = 'We are after grown-ups in the land of maple syrup';

let api: FakeApi;
let db: TestDatabase;

beforeAll(async () => {
  api = await startFakeApi();
  db = await freshTestDatabase();
});

afterAll(async () => {
  await api?.close();
  await db?.dispose();
});

/** Runs the script then the vague message on an app with this assistant; returns the last reply. */
async function converse(assistant: LlmAssistant | null) {
  const t = await createTestApp({ fakeApi: api, db, deps: { assistant, now: () => NOW } });
  try {
    const user = t.user();
    const id: string = (await t.start(user.headers)).json().conversation.conversationId;
    for (const line of SCRIPT) expect((await t.send(user.headers, id, line)).statusCode).toBe(200);
    const last = await t.send(user.headers, id, VAGUE);
    expect(last.statusCode).toBe(200);
    const stored = (
      await t.app.inject({ method: 'GET', url: `/api/v1/ai/conversations/${id}`, headers: user.headers })
    ).json();
    return { reply: last.json(), stored };
  } finally {
    await t.close();
  }
}

let reference: Awaited<ReturnType<typeof converse>>;

beforeAll(async () => {
  reference = await converse(null);
  // Sanity: alone, the planner is stuck on step 4 asking for countries.
  expect(reference.reply.campaignStep).toBe(4);
});

describe('chat with an LLM provider', () => {
  it('words the reply with the model while the planner keeps the state and the step', async () => {
    const model = scriptedModel({
      extract: (prompt) =>
        prompt.includes('maple syrup')
          ? JSON.stringify({ countries: ['CA'], ages: { ageMin: 25, ageMax: 54 } })
          : '{}',
      word: (draft) => `Lovely! ${draft}`,
    });
    const { reply, stored } = await converse(createLlmAssistant(model));

    expect(reply.response.startsWith('Lovely! ')).toBe(true);
    // The model's facts went through the planner: it applied them and moved on to the creative step.
    expect(reply.campaignState.targeting.geography.countries).toEqual(['CA']);
    expect(reply.campaignState.targeting.demographics).toMatchObject({ ageMin: 25, ageMax: 54 });
    expect(reply.campaignStep).toBe(5);
    expect(reply.approvalData).toMatchObject({ kind: 'headlines', step: 5 });
    // What the user sees is what is stored.
    expect(stored.messages.at(-1).content).toBe(reply.response);
    expect(stored.messages.at(-2).content).toBe(VAGUE);
  });

  it('ignores invalid model output and answers exactly as the planner alone', async () => {
    const model = scriptedModel({
      extract: () => JSON.stringify({ countries: ['ZZ'], objective: 'world-domination', campaignName: 42 }),
      // A wording that loses the figures of the reply is refused.
      word: () => 'Sure thing!',
    });
    const { reply } = await converse(createLlmAssistant(model));
    expect(reply.response).toBe(reference.reply.response);
    // Each conversation saved its own campaign on the API: only the id differs.
    expect({ ...reply.campaignState, campaignId: '' }).toEqual({
      ...reference.reply.campaignState,
      campaignId: '',
    });
    expect(reply.campaignStep).toBe(4);
  });

  it('falls back to the planner when the provider throws', async () => {
    const model = new MockLanguageModelV3({
      doGenerate: async () => {
        throw new Error('connect ECONNREFUSED 127.0.0.1:11434');
      },
    });
    const { reply, stored } = await converse(createLlmAssistant(model));
    expect(model.doGenerateCalls.length).toBeGreaterThan(0);
    expect(reply.response).toBe(reference.reply.response);
    // Each conversation saved its own campaign on the API: only the id differs.
    expect({ ...reply.campaignState, campaignId: '' }).toEqual({
      ...reference.reply.campaignState,
      campaignId: '',
    });
    expect(stored.messages.map((m: { content: string }) => m.content)).toEqual(
      reference.stored.messages.map((m: { content: string }) => m.content),
    );
  });
});
