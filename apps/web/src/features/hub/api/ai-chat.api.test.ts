import { createDraft } from '@northstar/shared/campaign';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { createAiChatApi, readStartResult, readTurn } from './ai-chat.api.ts';

const BASE = 'http://ai.test';
const START = `POST ${BASE}/api/v1/ai/chat/start`;
const MESSAGE = `POST ${BASE}/api/v1/ai/chat/message`;
const LATEST = `GET ${BASE}/api/v1/ai/conversations/latest?moduleContext=northstar-hub`;
const SAVE = `PUT ${BASE}/api/v1/ai/conversations/c1/incrementality`;
const draft = createDraft({ now: new Date('2025-03-10T12:00:00Z') });
const TEST_ID = '7e1f3a52-9c1d-4d7b-8a0e-2b6c5d4e3f21';

describe('the AI chat calls', () => {
  it('starts with the bearer token, the module context header and body', async () => {
    const { requests } = mockFetch({
      [START]: jsonResponse(200, {
        conversation: { conversationId: 'c1', currentStep: 1, createdAt: '2025-03-10T12:00:00Z' },
        welcomeMessage: 'Welcome',
        aiResponse: {
          message: 'What is it called?',
          campaignStep: 1,
          requiresApproval: false,
          approvalData: null,
          campaignState: draft,
        },
      }),
    });
    const api = createAiChatApi(() => 'tok-1', BASE);
    const result = await api.start('Hello');
    expect(requests[0]?.headers.authorization).toBe('Bearer tok-1');
    expect(requests[0]?.headers['x-module-context']).toBe('northstar-hub');
    expect(requests[0]?.body).toEqual({
      moduleContext: 'northstar-hub',
      initialMessage: 'Hello',
      timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    expect(result).toMatchObject({ conversationId: 'c1', welcomeMessage: 'Welcome' });
    expect(result.turn).toMatchObject({
      response: 'What is it called?',
      campaignStep: 1,
      campaignState: draft,
    });
  });

  it('sends only what the service reads (no step, no campaign state), and reads the reply', async () => {
    const { requests } = mockFetch({
      [MESSAGE]: jsonResponse(200, {
        response: 'Which KPI?',
        campaignStep: 2,
        requiresApproval: true,
        approvalData: {
          id: 'a',
          kind: 'kpi',
          summary: 'ROAS',
          patch: { kpis: { primary: 'roas' } },
          step: 2,
          variant: 0,
        },
        campaignState: draft,
        messageId: 'm1',
      }),
    });
    const api = createAiChatApi(() => 'tok-1', BASE);
    const turn = await api.message({
      conversationId: 'c1',
      message: 'Sales',
      campaignStep: 1,
    });
    expect(requests[0]?.body).toEqual({
      conversationId: 'c1',
      message: 'Sales',
      moduleContext: 'northstar-hub',
    });
    expect(turn).toMatchObject({
      response: 'Which KPI?',
      campaignStep: 2,
      requiresApproval: true,
      messageId: 'm1',
    });
  });

  it('rejects with the status so the chat can map it', async () => {
    mockFetch({ [MESSAGE]: errorResponse(401, 'UNAUTHORIZED', 'Token revoked') });
    const api = createAiChatApi(() => 'tok-1', BASE);
    await expect(api.message({ conversationId: 'c1', message: 'x', campaignStep: 1 })).rejects.toMatchObject({
      status: 401,
    });
  });
});

describe('the conversation calls', () => {
  it('fetches the latest hub conversation with the token and module context', async () => {
    const { requests } = mockFetch({
      [LATEST]: jsonResponse(200, {
        conversation: {
          conversationId: 'c1',
          currentStep: 2,
          requiresApproval: false,
          approvalData: null,
          campaignState: { ...draft, campaignId: 'camp-1' },
          incrementality: { testId: TEST_ID },
        },
        messages: [
          {
            id: 'm1',
            role: 'assistant',
            content: 'Hi',
            campaignStep: 1,
            requiresApproval: false,
            approvalData: null,
            createdAt: '2025-03-10T12:00:00.000Z',
          },
        ],
      }),
    });
    const found = await createAiChatApi(() => 'tok-1', BASE).latest();
    expect(requests[0]?.headers.authorization).toBe('Bearer tok-1');
    expect(requests[0]?.headers['x-module-context']).toBe('northstar-hub');
    expect(found).toMatchObject({
      conversationId: 'c1',
      currentStep: 2,
      campaignState: { ...draft, campaignId: 'camp-1' },
      campaignId: 'camp-1',
      holdoutTestId: TEST_ID,
      messages: [{ id: 'm1', content: 'Hi', timestamp: '2025-03-10T12:00:00.000Z', userApproval: null }],
    });
  });

  it('reads a 404 as "no conversation yet" and rejects on other failures', async () => {
    mockFetch({ [LATEST]: errorResponse(404, 'NOT_FOUND', 'Conversation not found.') });
    expect(await createAiChatApi(() => 'tok-1', BASE).latest()).toBeNull();
    mockFetch({ [LATEST]: errorResponse(500, 'INTERNAL', 'x') });
    await expect(createAiChatApi(() => 'tok-1', BASE).latest()).rejects.toMatchObject({ status: 500 });
  });

  it('puts only the holdout test’s id on the conversation', async () => {
    const { requests } = mockFetch({ [SAVE]: jsonResponse(200, {}) });
    await createAiChatApi(() => 'tok-1', BASE).saveHoldoutTest('c1', TEST_ID);
    expect(requests[0]).toMatchObject({
      method: 'PUT',
      body: { testId: TEST_ID },
      headers: { authorization: 'Bearer tok-1' },
    });
  });

  it('reads the conversation’s campaign id from a reply’s campaignState', () => {
    expect(readTurn({ campaignState: { ...draft, campaignId: 'camp-2' } }, 1, 'x').campaignId).toBe('camp-2');
    expect(readTurn({ campaignState: draft }, 1, 'x').campaignId).toBeNull();
    expect(readTurn({ campaignState: { campaignId: 42 } }, 1, 'x').campaignId).toBeNull();
  });
});

describe('reading replies defensively', () => {
  it('keeps the step within 1..9 and falls back when it is missing', () => {
    expect(readTurn({ campaignStep: 14 }, 3, 'x').campaignStep).toBe(9);
    expect(readTurn({ campaignStep: 0 }, 3, 'x').campaignStep).toBe(1);
    expect(readTurn({}, 3, 'x').campaignStep).toBe(3);
  });

  it('shows no approval buttons without approval data, and ignores a malformed state', () => {
    const turn = readTurn({ requiresApproval: true, approvalData: null, campaignState: { nope: 1 } }, 1, 'x');
    expect(turn.requiresApproval).toBe(false);
    expect(turn.campaignState).toBeNull();
  });

  it('reads the start reply’s text from `message` only (the contract’s one name), and needs a conversation id', () => {
    const read = (aiResponse: object) =>
      readStartResult({ conversation: { conversationId: 'c9' }, aiResponse });
    expect(read({ message: 'Hi' }).turn.response).toBe('Hi');
    expect(read({ response: 'Hi' }).turn.response).toBe('');
    expect(() => readStartResult({ conversation: {} })).toThrow(/conversation id/);
  });
});
