import { HUB_MODULE_ID } from '@northstar/shared/brand';
import { DEFAULT_INCREMENTALITY_CONFIG } from '@northstar/shared/incrementality';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeApi, startFakeApi } from '../../test/fake-api.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// PUT /api/v1/ai/conversations/:id/incrementality: the hub's holdout-test set-up is kept with its
// conversation and comes back with it.

let api: FakeApi;
let t: TestApp;

beforeAll(async () => {
  api = await startFakeApi();
  t = await createTestApp({ fakeApi: api, env: { CHAT_RATE_LIMIT_PER_MINUTE: '100000' } });
});

afterAll(async () => {
  await t?.close();
  await api?.close();
});

type User = ReturnType<TestApp['user']>;

const configured = {
  ...DEFAULT_INCREMENTALITY_CONFIG,
  enabled: true,
  status: 'ready' as const,
  testType: 'audience' as const,
  controlGroupSize: 25,
  testDuration: 28,
  minimumDetectableEffect: 10,
  confidenceLevel: 90,
  statisticalPower: 90,
  geographic: { controlRegions: ['Bavaria'], testRegions: ['Saxony', 'Hesse'] },
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

describe('the incrementality set-up of a conversation', () => {
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

    // A later save replaces the whole set-up.
    const cancelled = { ...configured, enabled: false, status: 'not_started' as const };
    expect((await put(alice, id, cancelled)).statusCode).toBe(200);
    expect((await read(alice, id)).json().conversation.incrementality).toEqual(cancelled);
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

  it('makes the conversation the user’s latest (a change of the set-up is activity)', async () => {
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

    const res = await put(intruder, id, DEFAULT_INCREMENTALITY_CONFIG);
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

  it('refuses a bad body with 400 and keeps the stored set-up', async () => {
    const erin = t.user();
    const id = await conversationOf(erin);
    expect((await put(erin, id, configured)).statusCode).toBe(200);
    const { status: _status, ...withoutStatus } = configured;
    const bad: unknown[] = [
      null,
      [],
      'ready',
      {},
      withoutStatus,
      { ...configured, isAdmin: true },
      { ...configured, status: 'launched' },
      { ...configured, testType: 'random' },
      { ...configured, controlGroupSize: 80 },
      { ...configured, controlGroupSize: '20' },
      { ...configured, testDuration: 21.5 },
      { ...configured, confidenceLevel: 100 },
      { ...configured, expectedLift: [12, 8] },
      { ...configured, expectedLift: [8, 12, 16] },
      { ...configured, sampleSize: { control: -1, test: 10 } },
      { ...configured, sampleSize: { control: 1e15, test: 10 } },
      { ...configured, sampleSize: { control: 1, test: 10, extra: 1 } },
      { ...configured, geographic: { controlRegions: ['a\u0000b'], testRegions: [] } },
      { ...configured, geographic: { controlRegions: ['x'.repeat(101)], testRegions: [] } },
      { ...configured, geographic: { controlRegions: Array(101).fill('x'), testRegions: [] } },
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
