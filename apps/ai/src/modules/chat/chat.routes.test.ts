import { HUB_MODULE_ID } from '@northstar/shared/brand';
import { describe, expect, it } from 'vitest';
import { appWithFakeApi } from '../../test/test-app.ts';

const APPROVE = 'I approve this recommendation.';

const env = appWithFakeApi();

describe('POST /api/v1/ai/chat/start', () => {
  it('opens a conversation at step 1 with a welcome and the planner’s first answer', async () => {
    const alice = env.t.user();
    const res = await env.t.start(alice.headers);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.conversation).toEqual({
      conversationId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      currentStep: 1,
      createdAt: expect.any(String),
    });
    expect(Number.isNaN(Date.parse(body.conversation.createdAt))).toBe(false);
    expect(body.welcomeMessage).toContain('Northstar');
    expect(body.aiResponse).toMatchObject({ campaignStep: 1, requiresApproval: false, approvalData: null });
    expect(body.aiResponse.message).toMatch(/called.*objective/s);
    expect(body.aiResponse.campaignState).toMatchObject({ campaignType: 'universal', objective: '' });
  });

  it('reads campaign facts from the initial message', async () => {
    const res = await env.t.start(env.t.user().headers, 'Create a campaign called Autumn Push for sales');
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.conversation.currentStep).toBe(2);
    expect(body.aiResponse.campaignState).toMatchObject({ campaignName: 'Autumn Push', objective: 'sales' });
    expect(body.aiResponse.requiresApproval).toBe(true);
  });

  it('starts a regulated campaign from the regulated builder’s module context', async () => {
    const res = await env.t.app.inject({
      method: 'POST',
      url: '/api/v1/ai/chat/start',
      headers: { ...env.t.user().headers, 'x-module-context': 'campaign-builder-regulated' },
      payload: { moduleContext: 'campaign-builder-regulated', initialMessage: 'Hello' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().aiResponse.campaignState.campaignType).toBe('regulated');
  });
});

describe('a short chat through the HTTP routes', () => {
  it('advances the steps, resolves an approval and keeps the server’s state', async () => {
    const bob = env.t.user();
    const started = (await env.t.start(bob.headers)).json();
    const id: string = started.conversation.conversationId;

    const named = await env.t.send(
      bob.headers,
      id,
      'I want to create a campaign called Spring Sale for sales',
    );
    expect(named.statusCode).toBe(200);
    const r1 = named.json();
    expect(r1).toMatchObject({
      campaignStep: 2,
      requiresApproval: true,
      approvalData: { kind: 'kpi', step: 2, patch: { kpis: { primary: 'roas' } } },
      campaignState: { campaignName: 'Spring Sale', objective: 'sales' },
    });
    expect(r1.messageId).toMatch(/^[0-9a-f-]{36}$/);

    // The client's copy of the campaign and step are ignored: the stored state decides.
    const approved = await env.t.send(bob.headers, id, APPROVE, {
      campaignStep: 7,
      campaignState: { campaignName: 'Hacked', objective: 'leads' },
    });
    expect(approved.statusCode).toBe(200);
    const r2 = approved.json();
    expect(r2.campaignStep).toBe(3);
    expect(r2.campaignState).toMatchObject({ campaignName: 'Spring Sale', kpis: { primary: 'roas' } });
    expect(r2.approvalData).toMatchObject({ kind: 'platform_mix', step: 3 });

    const modified = await env.t.send(bob.headers, id, 'I want to modify this: Google Ads and TikTok only');
    const r3 = modified.json();
    expect(r3.campaignStep).toBe(4);
    expect(r3.requiresApproval).toBe(false);
    expect(r3.campaignState.platforms.selected).toEqual(['google-ads', 'tiktok']);

    const restored = await env.t.app.inject({
      method: 'GET',
      url: `/api/v1/ai/conversations/${id}`,
      headers: bob.headers,
    });
    expect(restored.statusCode).toBe(200);
    const { conversation, messages } = restored.json();
    expect(conversation).toMatchObject({
      conversationId: id,
      moduleContext: HUB_MODULE_ID,
      currentStep: 4,
      requiresApproval: false,
      approvalData: null,
      campaignState: { campaignName: 'Spring Sale', platforms: { selected: ['google-ads', 'tiktok'] } },
    });
    // welcome, greeting, answer, then three exchanges: in order, with the steps they were sent at.
    expect(messages.map((m: { role: string }) => m.role)).toEqual([
      'assistant',
      'user',
      'assistant',
      'user',
      'assistant',
      'user',
      'assistant',
      'user',
      'assistant',
    ]);
    expect(messages[3]).toMatchObject({
      content: 'I want to create a campaign called Spring Sale for sales',
      campaignStep: 1,
    });
    expect(messages[4]).toMatchObject({ id: r1.messageId, campaignStep: 2, requiresApproval: true });
    expect(messages[4].approvalData).toMatchObject({ kind: 'kpi' });
    expect(messages[8]).toMatchObject({ id: r3.messageId, content: r3.response, campaignStep: 4 });
  });
});

describe('X-Module-Context', () => {
  it('is required on start and on message', async () => {
    const { authorization } = env.t.user().headers;
    const start = await env.t.start({ authorization });
    expect(start.statusCode).toBe(400);
    expect(start.json().error.code).toBe('BAD_REQUEST');
    expect(start.json().message).toMatch(/X-Module-Context/);

    const dave = env.t.user();
    const id = (await env.t.start(dave.headers)).json().conversation.conversationId;
    const message = await env.t.send({ authorization: dave.headers.authorization }, id, 'hello');
    expect(message.statusCode).toBe(400);
  });

  it('must equal the body’s moduleContext', async () => {
    const res = await env.t.start({ ...env.t.user().headers, 'x-module-context': 'campaign-builder' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/must match/);
  });

  it('must name the module the conversation was started in', async () => {
    const erin = env.t.user();
    const id = (await env.t.start(erin.headers)).json().conversation.conversationId;
    const res = await env.t.app.inject({
      method: 'POST',
      url: '/api/v1/ai/chat/message',
      headers: { ...erin.headers, 'x-module-context': 'campaign-builder' },
      payload: { conversationId: id, message: 'hello', moduleContext: 'campaign-builder', campaignStep: 1 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('BAD_REQUEST');
  });
});

describe('ownership', () => {
  it('answers 404 for another user’s conversation, on message and on restore', async () => {
    const owner = env.t.user();
    const intruder = env.t.user();
    const id = (await env.t.start(owner.headers)).json().conversation.conversationId;

    const send = await env.t.send(intruder.headers, id, 'Call it Stolen');
    expect(send.statusCode).toBe(404);
    expect(send.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'Conversation not found.' },
      message: 'Conversation not found.',
    });
    const read = await env.t.app.inject({
      method: 'GET',
      url: `/api/v1/ai/conversations/${id}`,
      headers: intruder.headers,
    });
    expect(read.statusCode).toBe(404);

    // The owner's conversation is untouched.
    const mine = (
      await env.t.app.inject({ method: 'GET', url: `/api/v1/ai/conversations/${id}`, headers: owner.headers })
    ).json();
    expect(mine.messages).toHaveLength(3);
    expect(mine.conversation.campaignState.campaignName).toBe('');
  });

  it('answers 404 for an unknown or malformed conversation id', async () => {
    const frank = env.t.user();
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', "1' or '1'='1"]) {
      const res = await env.t.send(frank.headers, id, 'hello');
      expect(res.statusCode).toBe(404);
    }
    const read = await env.t.app.inject({
      method: 'GET',
      url: '/api/v1/ai/conversations/nope',
      headers: frank.headers,
    });
    expect(read.statusCode).toBe(404);
  });
});
