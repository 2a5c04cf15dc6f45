// The assistant finishes the job across the two real services (issue 21): the REAL API app and the REAL
// AI app, each on its own test database, the AI service reaching the API over HTTP exactly as in
// production (JWKS, /auth/me, the campaign routes with the user's token). A conversation held through
// the chat endpoints alone ends with a launched campaign in GET /api/v1/campaigns, and another user's
// campaign can never be reached through the chat. (Apps never import each other; this test imports both.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp as buildAiApp } from '../apps/ai/src/app.ts';
import { loadConfig as loadAiConfig } from '../apps/ai/src/config/env.ts';
import { createCampaignSaver } from '../apps/ai/src/modules/chat/campaign-saver.ts';
import { createHttpCampaignStore } from '../apps/ai/src/modules/chat/campaign-store.ts';
import { freshTestDatabase as freshAiDatabase } from '../apps/ai/src/test/test-db.ts';
import { createTestApp as createApiTestApp } from '../apps/api/src/test/test-app.ts';

const HUB = 'northstar-hub';
const APPROVE = 'I approve this recommendation.';
const TO_REVIEW = [
  'I want to create a campaign called Cross Service for sales',
  APPROVE,
  APPROVE,
  'Target the United States, ages 25-54',
  APPROVE,
  '$25k starting next Monday for 30 days',
  APPROVE,
  APPROVE,
];

let api;
let aiDb;
let ai;
/** The AI service's saves behind the replies (ADR 0016): waited for before the API is read. */
let saver;

beforeAll(async () => {
  api = await createApiTestApp();
  await api.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = api.app.server.address();
  aiDb = await freshAiDatabase();
  const campaigns = createHttpCampaignStore({ apiUrl: `http://127.0.0.1:${port}` });
  saver = createCampaignSaver(campaigns);
  ai = await buildAiApp(
    loadAiConfig({
      LOG_LEVEL: 'silent',
      API_URL: `http://127.0.0.1:${port}`,
      CHAT_RATE_LIMIT_PER_MINUTE: '1000',
    }),
    { database: aiDb.database, assistant: null, campaigns, campaignSaver: saver },
    { logger: false },
  );
  await ai.ready();
});

afterAll(async () => {
  await ai?.close();
  await aiDb?.dispose();
  await api?.close();
});

const chatHeaders = (token) => ({ authorization: `Bearer ${token}`, 'x-module-context': HUB });

async function converse(token, messages, extra = {}) {
  const started = await ai.inject({
    method: 'POST',
    url: '/api/v1/ai/chat/start',
    headers: chatHeaders(token),
    payload: { moduleContext: HUB, initialMessage: 'Hi! I want to create a new campaign' },
  });
  expect(started.statusCode).toBe(201);
  const conversationId = started.json().conversation.conversationId;
  const replies = [];
  for (const message of messages) {
    const res = await ai.inject({
      method: 'POST',
      url: '/api/v1/ai/chat/message',
      headers: chatHeaders(token),
      payload: { conversationId, message, moduleContext: HUB, ...extra },
    });
    expect(res.statusCode).toBe(200);
    replies.push(res.json());
  }
  await saver.settled();
  return replies;
}

const campaignsOf = async (headers) =>
  (await api.app.inject({ method: 'GET', url: '/api/v1/campaigns', headers })).json().items;

describe('a conversation through the chat endpoints alone', () => {
  it('ends with a launched campaign from the assistant in GET /api/v1/campaigns', async () => {
    const alice = await api.signedInUser();
    const replies = await converse(alice.token, [...TO_REVIEW, 'launch it', APPROVE, APPROVE, APPROVE]);
    const last = replies.at(-1);
    expect(replies.at(-5).campaignStep).toBe(9);
    expect(last.launch).toMatchObject({ status: 'scheduled', analyticsPath: '/dashboard/analytics' });
    const items = await campaignsOf(alice.headers);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      id: last.campaignState.campaignId,
      name: 'Cross Service',
      status: 'scheduled',
      origin: 'assistant',
    });
    expect(items[0].launchedAt).not.toBeNull();
    // Every reply after the first fact carried the same id.
    for (const reply of replies) expect(reply.campaignState.campaignId).toBe(items[0].id);
    const history = (
      await api.app.inject({
        method: 'GET',
        url: `/api/v1/campaigns/${items[0].id}/history`,
        headers: alice.headers,
      })
    ).json().items;
    expect(history.some((e) => e.action === 'launched')).toBe(true);
    expect(history.find((e) => e.action === 'created')?.actor).toMatchObject({
      kind: 'assistant',
      userId: alice.user.id,
    });
  });

  it('never reaches another user’s campaign, whatever id the client sends', async () => {
    const alice = await api.signedInUser();
    await converse(alice.token, ['Create a campaign called Alice Only for sales']);
    const [mine] = await campaignsOf(alice.headers);
    const bob = await api.signedInUser();
    const replies = await converse(
      bob.token,
      ['Create a campaign called Bob Winter for awareness', 'Target Canada', 'launch it'],
      {
        campaignState: { campaignId: mine.id, campaignName: 'Taken over' },
      },
    );
    for (const reply of replies) expect(reply.campaignState.campaignId).not.toBe(mine.id);
    const after = (
      await api.app.inject({ method: 'GET', url: `/api/v1/campaigns/${mine.id}`, headers: alice.headers })
    ).json().campaign;
    expect(after).toMatchObject({ name: 'Alice Only', version: mine.version, status: 'draft' });
    expect((await campaignsOf(bob.headers)).map((c) => c.name)).toEqual(['Bob Winter']);
  });
});
