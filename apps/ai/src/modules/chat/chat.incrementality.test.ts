import { randomUUID } from 'node:crypto';
import { HUB_MODULE_ID } from '@northstar/shared/brand';
import { DEFAULT_INCREMENTALITY_CONFIG } from '@northstar/shared/incrementality';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversations } from '../../db/schema.ts';
import { type FakeApi, startFakeApi } from '../../test/fake-api.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// PUT /api/v1/ai/conversations/:id/incrementality: a conversation keeps only the id of its holdout
// test (issue 21 item 4); the API owns the test itself and the hub reads it there by this id.

let api: FakeApi;
let t: TestApp;

beforeAll(async () => {
  api = await startFakeApi();
  t = await createTestApp({
    fakeApi: api,
    env: { CHAT_RATE_LIMIT_PER_MINUTE: '100000', INCREMENTALITY_RATE_LIMIT_PER_MINUTE: '100000' },
  });
});

afterAll(async () => {
  await t?.close();
  await api?.close();
});

type User = ReturnType<TestApp['user']>;

const configured = { testId: randomUUID() };
/** What the hub saved before the API owned the test: the whole set-up, no test id. */
const oldShape = {
  ...DEFAULT_INCREMENTALITY_CONFIG,
  enabled: true,
  status: 'running' as const,
  geographic: { controlRegions: ['Bavaria'], testRegions: ['Saxony'] },
};

const put = (user: Pick<User, 'headers'>, id: string, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/v1/ai/conversations/${id}/incrementality`,
    headers: { authorization: user.headers.authorization, 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });

const read = (user: Pick<User, 'headers'>, id: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1/ai/conversations/${id}`, headers: user.headers });

const latest = (user: Pick<User, 'headers'>) =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/ai/conversations/latest?moduleContext=${HUB_MODULE_ID}`,
    headers: user.headers,
  });

async function conversationOf(user: User): Promise<string> {
  return (await t.start(user.headers)).json().conversation.conversationId;
}

describe('the holdout test id of a conversation', () => {
  it('is null until saved, then round-trips through GET by id and GET latest', async () => {
    const alice = t.user();
    const id = await conversationOf(alice);
    expect((await read(alice, id)).json().conversation.incrementality).toBeNull();

    const saved = await put(alice, id, configured);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      conversationId: id,
      incrementality: configured,
      updatedAt: expect.any(String),
    });
    expect((await read(alice, id)).json().conversation.incrementality).toEqual(configured);
    expect((await latest(alice)).json().conversation.incrementality).toEqual(configured);

    // "Plan another test" forgets it; a new test replaces it.
    expect((await put(alice, id, { testId: null })).statusCode).toBe(200);
    expect((await read(alice, id)).json().conversation.incrementality).toEqual({ testId: null });
    const next = { testId: randomUUID() };
    expect((await put(alice, id, next)).statusCode).toBe(200);
    expect((await read(alice, id)).json().conversation.incrementality).toEqual(next);
  });

  it('keeps nothing of the set-up but the id: a whole set-up is refused', async () => {
    const zoe = t.user();
    const id = await conversationOf(zoe);
    for (const body of [
      oldShape,
      { ...configured, status: 'running' },
      { ...configured, campaignId: randomUUID() },
    ]) {
      const res = await put(zoe, id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await read(zoe, id)).json().conversation.incrementality).toBeNull();
  });

  it('reads a set-up stored in the old shape as no test (it kept no id), and a new save replaces it', async () => {
    const yuri = t.user();
    const id = await conversationOf(yuri);
    await t.db.database.db
      .update(conversations)
      .set({ incrementality: oldShape })
      .where(eq(conversations.id, id));
    const restored = await read(yuri, id);
    expect(restored.statusCode).toBe(200);
    expect(restored.json().conversation.incrementality).toBeNull();
    expect((await latest(yuri)).json().conversation.incrementality).toBeNull();
    expect((await put(yuri, id, configured)).statusCode).toBe(200);
    expect((await read(yuri, id)).json().conversation.incrementality).toEqual(configured);
  });

  it('survives the chat’s exchanges, and does not stand in their way', async () => {
    const bob = t.user();
    const id = await conversationOf(bob);
    expect((await put(bob, id, configured)).statusCode).toBe(200);
    const sent = await t.send(bob.headers, id, 'I want to create a campaign called Holdout for sales');
    expect(sent.statusCode).toBe(200);
    const { conversation, messages } = (await read(bob, id)).json();
    expect(conversation.incrementality).toEqual(configured);
    expect(messages.at(-1)).toMatchObject({ id: sent.json().messageId, role: 'assistant' });
    expect(conversation.campaignState).toEqual(sent.json().campaignState);
  });

  it('makes the conversation the user’s latest (a change of its test is activity)', async () => {
    const carol = t.user();
    const older = await conversationOf(carol);
    const newer = await conversationOf(carol);
    expect((await latest(carol)).json().conversation.conversationId).toBe(newer);
    expect((await put(carol, older, configured)).statusCode).toBe(200);
    expect((await latest(carol)).json().conversation.conversationId).toBe(older);
  });

  it('answers 404 for another user’s conversation and leaves it unchanged', async () => {
    const owner = t.user();
    const intruder = t.user();
    const id = await conversationOf(owner);
    expect((await put(owner, id, configured)).statusCode).toBe(200);

    const res = await put(intruder, id, { testId: null });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'Conversation not found.' },
      message: 'Conversation not found.',
    });
    expect((await read(owner, id)).json().conversation.incrementality).toEqual(configured);
    // Nor does the intruder's attempt give them a latest conversation.
    expect((await latest(intruder)).statusCode).toBe(404);
  });

  it('answers 404 for an unknown or malformed conversation id', async () => {
    const dave = t.user();
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', "1'%20or%20'1'='1"]) {
      const res = await put(dave, id, configured);
      expect(res.statusCode, id).toBe(404);
      expect(res.json().error.code, id).toBe('NOT_FOUND');
    }
  });

  it('refuses a bad body with 400 and keeps the stored id', async () => {
    const erin = t.user();
    const id = await conversationOf(erin);
    expect((await put(erin, id, configured)).statusCode).toBe(200);
    const bad: unknown[] = [
      null,
      [],
      'ready',
      {},
      { testId: 'not-a-uuid' },
      { testId: 42 },
      { testId: `${configured.testId}\u0000` },
      { ...configured, isAdmin: true },
    ];
    for (const body of bad) {
      const res = await put(erin, id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.code, JSON.stringify(body)).toBe('VALIDATION_ERROR');
    }
    for (const payload of ['{"enabled":', '']) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/v1/ai/conversations/${id}/incrementality`,
        headers: { authorization: erin.headers.authorization, 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode, payload).toBe(400);
    }
    expect((await read(erin, id)).json().conversation.incrementality).toEqual(configured);
  });

  it('limits saves per user (INCREMENTALITY_RATE_LIMIT_PER_MINUTE): 429 with Retry-After', async () => {
    const limited = await createTestApp({ fakeApi: api, env: { INCREMENTALITY_RATE_LIMIT_PER_MINUTE: '3' } });
    try {
      const saveOn = (user: User, id: string) =>
        limited.app.inject({
          method: 'PUT',
          url: `/api/v1/ai/conversations/${id}/incrementality`,
          headers: { authorization: user.headers.authorization, 'content-type': 'application/json' },
          payload: JSON.stringify(configured),
        });
      const gina = limited.user();
      const id = (await limited.start(gina.headers)).json().conversation.conversationId;
      for (let i = 0; i < 3; i++) expect((await saveOn(gina, id)).statusCode).toBe(200);
      const refused = await saveOn(gina, id);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error.code).toBe('RATE_LIMITED');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // Chatting is counted apart, and another user has their own allowance.
      expect((await limited.send(gina.headers, id, 'Call it Spring')).statusCode).toBe(200);
      const hal = limited.user();
      const theirs = (await limited.start(hal.headers)).json().conversation.conversationId;
      expect((await saveOn(hal, theirs)).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('never answers 500, whatever JSON arrives', async () => {
    const frank = t.user();
    const id = await conversationOf(frank);
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.jsonValue(),
          // One field of a valid set-up replaced by anything.
          fc
            .tuple(fc.constantFrom(...Object.keys(configured)), fc.jsonValue())
            .map(([key, value]) => ({ ...configured, [key]: value })),
        ),
        async (body) => {
          const res = await put(frank, id, body);
          expect([200, 400]).toContain(res.statusCode);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('requires a signed-in user', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/ai/conversations/00000000-0000-4000-8000-000000000000/incrementality',
      payload: configured,
    });
    expect(res.statusCode).toBe(401);
  });
});
