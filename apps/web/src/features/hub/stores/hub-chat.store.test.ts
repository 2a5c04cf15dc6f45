import { createDraft } from '@northstar/shared/campaign/draft';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import type { AiChatApi, AiTurn, StartResult } from '../api/ai-chat.api.ts';
import { CHAT_MESSAGES } from '../lib/chat-errors.ts';
import { HUB_STORAGE_KEY, INITIAL_MESSAGE } from '../lib/hub-constants.ts';
import { createHubChatStore } from './hub-chat.store.ts';

const draft = createDraft({ now: new Date('2025-03-10T12:00:00Z') });
const approval = {
  id: 'rec-kpi-0',
  kind: 'kpi',
  summary: 'Primary KPI: ROAS',
  patch: { kpis: { primary: 'roas' } },
  step: 2,
  variant: 0,
};

const turn = (overrides: Partial<AiTurn> = {}): AiTurn => ({
  response: 'What is the campaign called?',
  campaignStep: 1,
  requiresApproval: false,
  approvalData: null,
  campaignState: draft,
  messageId: null,
  ...overrides,
});

const started = (overrides: Partial<StartResult> = {}): StartResult => ({
  conversationId: 'conv-1',
  welcomeMessage: 'Welcome to the Northstar AI Hub.',
  turn: turn(),
  ...overrides,
});

function setup(api: Partial<AiChatApi> = {}, userId = 'user-1') {
  const fake: AiChatApi = {
    start: vi.fn(async () => started()),
    message: vi.fn(async () => turn()),
    ...api,
  };
  const onUnauthorized = vi.fn();
  const store = createHubChatStore({ api: fake, userId, storage: sessionStorage, onUnauthorized });
  return { store, api: fake, onUnauthorized, state: () => store.getState() };
}

const httpError = (status: number) =>
  new ApiError({ status, code: `HTTP_${status}`, message: 'x', kind: 'http' });
const refused = new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'x', kind: 'network' });

describe('the hub conversation', () => {
  it('starts a conversation with the greeting when it becomes active, and only once', async () => {
    const { state, api } = setup();
    await Promise.all([state().activate(), state().activate()]);
    await state().activate();
    expect(api.start).toHaveBeenCalledTimes(1);
    expect(api.start).toHaveBeenCalledWith(INITIAL_MESSAGE);
    expect(state().conversationId).toBe('conv-1');
    expect(state().isActive).toBe(true);
    expect(state().messages.map((m) => [m.role, m.content])).toEqual([
      ['assistant', 'Welcome to the Northstar AI Hub.'],
      ['assistant', 'What is the campaign called?'],
    ]);
  });

  it('sends the conversation id, step and campaign state, then takes the reply’s step and state', async () => {
    const next = { ...draft, campaignName: 'Spring Sale', objective: 'sales' as const };
    const { state, api } = setup({
      message: vi.fn(async () =>
        turn({
          response: 'Which KPI?',
          campaignStep: 2,
          requiresApproval: true,
          approvalData: approval,
          campaignState: next,
        }),
      ),
    });
    await state().activate();
    expect(await state().send('  Spring Sale for sales  ')).toBe(true);
    expect(api.message).toHaveBeenCalledWith({
      conversationId: 'conv-1',
      message: 'Spring Sale for sales',
      campaignStep: 1,
      campaignState: draft,
    });
    expect(state().currentStep).toBe(2);
    expect(state().campaignState).toEqual(next);
    const last = state().messages.at(-1);
    expect(last).toMatchObject({
      role: 'assistant',
      content: 'Which KPI?',
      campaignStep: 2,
      requiresApproval: true,
      approvalData: approval,
      userApproval: 'pending',
    });
    expect(state().messages.at(-2)).toMatchObject({ role: 'user', content: 'Spring Sale for sales' });
  });

  it('refuses empty and whitespace-only messages', async () => {
    const { state, api } = setup();
    await state().activate();
    expect(await state().send('')).toBe(false);
    expect(await state().send('   \n\t ')).toBe(false);
    expect(api.message).not.toHaveBeenCalled();
    expect(state().messages.filter((m) => m.role === 'user')).toHaveLength(0);
  });

  it('blocks a second message while a reply is pending', async () => {
    let release: (value: AiTurn) => void = () => {};
    const { state, api } = setup({ message: vi.fn(() => new Promise<AiTurn>((r) => (release = r))) });
    await state().activate();
    const first = state().send('first');
    expect(state().isPending).toBe(true);
    expect(await state().send('second')).toBe(false);
    release(turn({ response: 'ok' }));
    await first;
    expect(api.message).toHaveBeenCalledTimes(1);
    expect(state().isPending).toBe(false);
  });

  it('shows the spec’s text for an empty reply', async () => {
    const { state } = setup({ message: vi.fn(async () => turn({ response: '   ' })) });
    await state().activate();
    await state().send('hello');
    expect(state().messages.at(-1)?.content).toBe(
      'I received your message but had trouble generating a response.',
    );
  });

  it.each([
    ['approved', undefined, 'I approve this recommendation.'],
    ['rejected', undefined, 'I reject this recommendation. Please suggest something else.'],
    ['modified', ' TikTok only ', 'I want to modify this: TikTok only'],
  ] as const)(
    'a %s recommendation sends its follow-up and keeps the decision',
    async (decision, change, text) => {
      const { state, api } = setup({
        start: vi.fn(async () => started({ turn: turn({ requiresApproval: true, approvalData: approval }) })),
      });
      await state().activate();
      const pending = state().messages.at(-1);
      expect(pending?.userApproval).toBe('pending');
      expect(await state().respond(pending?.id ?? '', decision, change)).toBe(true);
      expect(api.message).toHaveBeenCalledWith(expect.objectContaining({ message: text }));
      expect(state().messages.find((m) => m.id === pending?.id)?.userApproval).toBe(decision);
      // Answered once: a second answer to the same recommendation is refused.
      expect(await state().respond(pending?.id ?? '', 'approved')).toBe(false);
    },
  );

  it('does nothing for a modification with no text', async () => {
    const { state, api } = setup({
      start: vi.fn(async () => started({ turn: turn({ requiresApproval: true, approvalData: approval }) })),
    });
    await state().activate();
    const id = state().messages.at(-1)?.id ?? '';
    expect(await state().respond(id, 'modified', '  ')).toBe(false);
    expect(state().messages.at(-1)?.userApproval).toBe('pending');
    expect(api.message).not.toHaveBeenCalled();
  });

  it('resets to step 1 with no conversation, inactive, and starts again when the user writes', async () => {
    const { state, api } = setup({ message: vi.fn(async () => turn({ campaignStep: 4 })) });
    await state().activate();
    await state().send('next');
    expect(state().currentStep).toBe(4);
    state().reset();
    expect(state()).toMatchObject({
      currentStep: 1,
      conversationId: null,
      isActive: false,
      messages: [],
      campaignState: null,
    });
    expect(sessionStorage.getItem(HUB_STORAGE_KEY)).toBeNull();
    await state().send('Start a campaign');
    expect(api.start).toHaveBeenCalledTimes(2);
    expect(state().messages.at(-2)).toMatchObject({ role: 'user', content: 'Start a campaign' });
  });

  it('drops a reply that lands after a reset', async () => {
    let release: (value: AiTurn) => void = () => {};
    const { state } = setup({ message: vi.fn(() => new Promise<AiTurn>((r) => (release = r))) });
    await state().activate();
    const sending = state().send('hello');
    state().reset();
    release(turn({ response: 'late', campaignStep: 5 }));
    await sending;
    expect(state().messages).toEqual([]);
    expect(state().currentStep).toBe(1);
  });
});

describe('failures and demo mode', () => {
  it.each([
    [httpError(401), CHAT_MESSAGES.startUnauthorized],
    [httpError(500), CHAT_MESSAGES.startServerError],
    [refused, CHAT_MESSAGES.startConnectionRefused],
    [httpError(429), CHAT_MESSAGES.startFailed],
  ])('a failed start shows the mapped error, then the demo-mode notice (%#)', async (error, text) => {
    const { state } = setup({ start: vi.fn(async () => Promise.reject(error)) });
    await state().activate();
    expect(state().demoMode).toBe(true);
    const [first, second] = state().messages;
    expect(first).toMatchObject({ role: 'system', content: text, tone: 'error' });
    expect(second?.role).toBe('system');
    expect(
      second?.content.endsWith('DEMO MODE: You can still test the interface with sample responses.'),
    ).toBe(true);
  });

  it('answers with canned replies in demo mode, without calling the service', async () => {
    const { state, api } = setup({ start: vi.fn(async () => Promise.reject(refused)) });
    await state().activate();
    await state().send('What budget do I need?');
    expect(api.message).not.toHaveBeenCalled();
    expect(state().messages.at(-1)?.content).toMatch(/^\[DEMO MODE\] .*budget/);
  });

  it.each([
    [httpError(401), CHAT_MESSAGES.messageUnauthorized],
    [httpError(500), CHAT_MESSAGES.messageServerError],
    [refused, CHAT_MESSAGES.messageConnectionRefused],
    [httpError(400), CHAT_MESSAGES.messageFailed],
  ])('a failed message shows the mapped error, then a demo reply by keyword (%#)', async (error, text) => {
    const { state } = setup({ message: vi.fn(async () => Promise.reject(error)) });
    await state().activate();
    await state().send('Who is my audience?');
    const [errorLine, reply] = state().messages.slice(-2);
    expect(errorLine).toMatchObject({ role: 'system', content: text });
    expect(reply?.role).toBe('assistant');
    expect(reply?.content).toMatch(/^\[DEMO MODE\] Start broad/);
    // The conversation stays: the next message tries the service again.
    expect(state().demoMode).toBe(false);
  });

  it('asks the app to re-check the session after a 401', async () => {
    const { state, onUnauthorized } = setup({ message: vi.fn(async () => Promise.reject(httpError(401))) });
    await state().activate();
    expect(onUnauthorized).not.toHaveBeenCalled();
    await state().send('hello');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('says there is no active conversation after the service lost it', async () => {
    const { state, api } = setup({ message: vi.fn(async () => Promise.reject(httpError(404))) });
    await state().activate();
    await state().send('hello');
    await state().send('hello again');
    expect(api.message).toHaveBeenCalledTimes(1);
    expect(state().messages.at(-1)).toMatchObject({
      role: 'system',
      content: 'No active conversation. Please refresh and try again.',
    });
  });
});

describe('keeping the chat across a reload', () => {
  it('restores the conversation from sessionStorage without starting a new one', async () => {
    const first = setup();
    await first.state().activate();
    await first.state().send('Spring Sale');

    const second = setup();
    expect(second.state().conversationId).toBe('conv-1');
    expect(second.state().messages.map((m) => m.content)).toEqual(
      first.state().messages.map((m) => m.content),
    );
    await second.state().activate();
    expect(second.api.start).not.toHaveBeenCalled();
    expect(second.state().isActive).toBe(true);
  });

  it('ignores a chat stored by another user', async () => {
    const first = setup({}, 'user-1');
    await first.state().activate();
    const other = setup({}, 'user-2');
    expect(other.state().conversationId).toBeNull();
    expect(other.state().messages).toEqual([]);
  });

  it('ignores a corrupted stored chat', () => {
    sessionStorage.setItem(HUB_STORAGE_KEY, '{"version":1,"userId":"user-1","messages":"nope"}');
    expect(setup().state().messages).toEqual([]);
  });
});
