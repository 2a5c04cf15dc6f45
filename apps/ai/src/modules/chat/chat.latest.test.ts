import { HUB_MODULE_ID } from '@northstar/shared/brand';
import { conversationResponseSchema } from '@northstar/shared/chat';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeApi, startFakeApi } from '../../test/fake-api.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// GET /api/v1/ai/conversations/latest: the hub restores the signed-in user's newest conversation in any
// tab and after a new sign-in.

const REGULATED = 'campaign-builder-regulated';

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

const latest = (user: Pick<User, 'headers'> | null, query = `moduleContext=${HUB_MODULE_ID}`) =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/ai/conversations/latest${query ? `?${query}` : ''}`,
    headers: user ? { authorization: user.headers.authorization } : {},
  });

async function startIn(user: User, initialMessage: string, moduleContext = HUB_MODULE_ID) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/ai/chat/start',
    headers: { ...user.headers, 'x-module-context': moduleContext },
    payload: { moduleContext, initialMessage },
  });
  expect(res.statusCode).toBe(201);
  return res.json().conversation.conversationId as string;
}

async function startFull(user: User, initialMessage: string) {
  const res = await t.start(user.headers, initialMessage);
  expect(res.statusCode).toBe(201);
  return res.json();
}

describe('GET /api/v1/ai/conversations/latest', () => {
  it('returns the newest of the user’s conversations in the shape of GET /conversations/:id', async () => {
    const alice = t.user();
    await startIn(alice, 'Hello');
    await startIn(alice, 'Create a campaign called Second for sales');
    const started = await startFull(alice, 'Create a campaign called Third for leads');
    const third: string = started.conversation.conversationId;

    const res = await latest(alice);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(conversationResponseSchema.safeParse(body).success).toBe(true);
    expect(body.conversation).toMatchObject({
      conversationId: third,
      moduleContext: HUB_MODULE_ID,
      currentStep: started.aiResponse.campaignStep,
      requiresApproval: started.aiResponse.requiresApproval,
      approvalData: started.aiResponse.approvalData,
      campaignState: started.aiResponse.campaignState,
      incrementality: null,
    });
    expect(
      body.messages.map((m: { role: string; content: string }) => [m.role, m.content]).slice(0, 2),
    ).toEqual([
      ['assistant', expect.stringContaining('Northstar')],
      ['user', 'Create a campaign called Third for leads'],
    ]);

    const byId = await t.app.inject({
      method: 'GET',
      url: `/api/v1/ai/conversations/${third}`,
      headers: alice.headers,
    });
    expect(body).toEqual(byId.json());
  });

  it('follows the most recently updated conversation, not the most recently created', async () => {
    const bob = t.user();
    const older = await startIn(bob, 'Hello');
    const newer = await startIn(bob, 'Hello again');
    expect((await latest(bob)).json().conversation.conversationId).toBe(newer);

    const text = 'I want to create a campaign called Comeback for sales';
    const sent = await t.send(bob.headers, older, text);
    expect(sent.statusCode).toBe(200);
    const body = (await latest(bob)).json();
    expect(body.conversation.conversationId).toBe(older);
    expect(body.conversation.campaignState).toEqual(sent.json().campaignState);
    expect(body.messages.slice(-2)).toMatchObject([
      { role: 'user', content: text },
      { role: 'assistant', id: sent.json().messageId },
    ]);
  });

  it('never shows another user’s conversation, nor one of another module', async () => {
    const carol = t.user();
    const mine = await startIn(carol, 'Create a campaign called Mine');
    // Newer conversations that are not Carol's hub conversations.
    await startIn(t.user(), 'Create a campaign called Theirs');
    const regulated = await startIn(carol, 'Hello', REGULATED);

    expect((await latest(carol)).json().conversation.conversationId).toBe(mine);
    const other = await latest(carol, `moduleContext=${REGULATED}`);
    expect(other.statusCode).toBe(200);
    expect(other.json().conversation).toMatchObject({ conversationId: regulated, moduleContext: REGULATED });
  });

  it('answers 404 NOT_FOUND when the user has no conversation in the module', async () => {
    const dave = t.user();
    const none = await latest(dave);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'Conversation not found.' },
      message: 'Conversation not found.',
    });

    await startIn(dave, 'Hello', REGULATED);
    expect((await latest(dave)).statusCode).toBe(404);
  });

  it('refuses a missing or malformed module context with 400', async () => {
    const erin = t.user();
    await startIn(erin, 'Hello');
    for (const query of [
      '',
      'moduleContext=',
      'moduleContext=Northstar%20Hub',
      `moduleContext=${'a'.repeat(65)}`,
      `moduleContext=${HUB_MODULE_ID}&moduleContext=${REGULATED}`,
      "moduleContext=x'%20or%20'1'='1",
    ]) {
      const res = await latest(erin, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.code, query).toBe('VALIDATION_ERROR');
    }
  });

  it('requires a signed-in user', async () => {
    const res = await latest(null);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHORIZED');
  });
});
