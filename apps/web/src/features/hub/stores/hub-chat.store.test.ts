import { createDraft } from '@northstar/shared/campaign';
import { DEFAULT_INCREMENTALITY_CONFIG } from '@northstar/shared/incrementality';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import type { AiChatApi, AiTurn, StartResult } from '../api/ai-chat.api.ts';
import { CHAT_MESSAGES } from '../lib/chat-errors.ts';
import { INITIAL_MESSAGE } from '../lib/hub-constants.ts';
import type { RestoredConversation } from '../lib/restore-conversation.ts';
import { createHubChatStore, INCREMENTALITY_SAVE_ERROR } from './hub-chat.store.ts';

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
  campaignId: null,
  messageId: null,
  ...overrides,
});

const started = (overrides: Partial<StartResult> = {}): StartResult => ({
  conversationId: 'conv-1',
  welcomeMessage: 'Welcome to the Northstar AI Hub.',
  turn: turn(),
  ...overrides,
});

function setup(api: Partial<AiChatApi> = {}) {
  const fake: AiChatApi = {
    start: vi.fn(async () => started()),
    message: vi.fn(async () => turn()),
    // No stored conversation unless a test says otherwise.
    latest: vi.fn(async () => null),
    saveHoldoutTest: vi.fn(async () => {}),
    ...api,
  };
  const onUnauthorized = vi.fn();
  const store = createHubChatStore({ api: fake, onUnauthorized, saveDelayMs: 0 });
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

  it('sends the conversation id and step (never the campaign state), then takes the reply’s step and state', async () => {
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

  it('shows the fixed text for an empty reply', async () => {
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

  it('reset returns to step 1 and starts a new conversation at once', async () => {
    const { state, api } = setup({
      start: vi
        .fn()
        .mockResolvedValueOnce(started())
        .mockResolvedValueOnce(started({ conversationId: 'conv-2' })),
      message: vi.fn(async () => turn({ campaignStep: 4, response: 'Which countries?' })),
    });
    await state().activate();
    await state().send('next');
    expect(state().currentStep).toBe(4);
    await state().reset();
    expect(api.start).toHaveBeenCalledTimes(2);
    // The latest conversation is not fetched again: it is the one just left behind.
    expect(api.latest).toHaveBeenCalledTimes(1);
    expect(state()).toMatchObject({ currentStep: 1, conversationId: 'conv-2', isActive: true });
    expect(state().messages.map((m) => m.content)).toEqual([
      'Welcome to the Northstar AI Hub.',
      'What is the campaign called?',
    ]);
  });

  it('drops a reply that lands after a reset', async () => {
    let release: (value: AiTurn) => void = () => {};
    const { state } = setup({ message: vi.fn(() => new Promise<AiTurn>((r) => (release = r))) });
    await state().activate();
    const sending = state().send('hello');
    const resetting = state().reset();
    release(turn({ response: 'late', campaignStep: 5 }));
    await Promise.all([sending, resetting]);
    expect(state().messages.map((m) => m.content)).toEqual([
      'Welcome to the Northstar AI Hub.',
      'What is the campaign called?',
    ]);
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

const restored = (overrides: Partial<RestoredConversation> = {}): RestoredConversation => ({
  conversationId: 'conv-9',
  currentStep: 2,
  campaignState: { ...draft, campaignName: 'Spring Sale' },
  campaignId: null,
  holdoutTestId: null,
  messages: [
    {
      id: 's1',
      role: 'assistant',
      content: 'Welcome back.',
      timestamp: '2025-03-10T12:00:00Z',
      campaignStep: 1,
      requiresApproval: false,
      approvalData: null,
      userApproval: null,
    },
    {
      id: 's2',
      role: 'assistant',
      content: 'Which KPI?',
      timestamp: '2025-03-10T12:00:01Z',
      campaignStep: 2,
      requiresApproval: true,
      approvalData: approval,
      userApproval: 'pending',
    },
  ],
  ...overrides,
});

describe('restoring the latest conversation from the AI service', () => {
  it('takes the stored messages, step, campaign and pending recommendation without starting', async () => {
    const { state, api } = setup({ latest: vi.fn(async () => restored()) });
    await Promise.all([state().activate(), state().activate()]);
    expect(api.latest).toHaveBeenCalledTimes(1);
    expect(api.start).not.toHaveBeenCalled();
    expect(state()).toMatchObject({
      conversationId: 'conv-9',
      isActive: true,
      isRestoring: false,
      currentStep: 2,
      campaignState: { campaignName: 'Spring Sale' },
      incrementality: DEFAULT_INCREMENTALITY_CONFIG,
    });
    expect(state().messages.map((m) => m.content)).toEqual(['Welcome back.', 'Which KPI?']);

    // The pending recommendation can be answered, and the reply continues the stored conversation.
    expect(await state().respond('s2', 'approved')).toBe(true);
    expect(api.message).toHaveBeenCalledWith(
      expect.objectContaining({ conversationId: 'conv-9', message: 'I approve this recommendation.' }),
    );
  });

  it('is loading while it fetches, and refuses to send meanwhile', async () => {
    let release: (value: RestoredConversation | null) => void = () => {};
    const { state, api } = setup({
      latest: vi.fn(() => new Promise<RestoredConversation | null>((r) => (release = r))),
    });
    const opening = state().activate();
    expect(state().isRestoring).toBe(true);
    expect(await state().send('too early')).toBe(false);
    release(restored());
    await opening;
    expect(state().isRestoring).toBe(false);
    expect(api.message).not.toHaveBeenCalled();
  });

  it.each([
    ['there is none', async () => null],
    ['the fetch fails', async () => Promise.reject(httpError(500))],
    ['the service is unreachable', async () => Promise.reject(refused)],
  ])('starts a new conversation when %s', async (_case, latest) => {
    const { state, api } = setup({ latest: vi.fn(latest) });
    await state().activate();
    expect(api.start).toHaveBeenCalledTimes(1);
    expect(state().conversationId).toBe('conv-1');
    expect(state().isRestoring).toBe(false);
  });

  it('brings back the conversation’s holdout test id, and shows the test as running until the API says', async () => {
    const { state } = setup({
      latest: vi.fn(async () => restored({ holdoutTestId: TEST_ID, campaignId: 'camp-9' })),
    });
    await state().activate();
    expect(state()).toMatchObject({
      holdoutTestId: TEST_ID,
      campaignId: 'camp-9',
      incrementality: { ...DEFAULT_INCREMENTALITY_CONFIG, enabled: true, status: 'running' },
    });
  });

  it('follows the conversation’s campaign as replies name it', async () => {
    const { state } = setup({
      start: vi.fn(async () => started({ turn: turn({ campaignId: 'camp-1' }) })),
      message: vi.fn(async () => turn({ campaignId: null })),
    });
    await state().activate();
    expect(state().campaignId).toBe('camp-1');
    // A reply that names none keeps the one known.
    await state().send('Call it Spring');
    expect(state().campaignId).toBe('camp-1');
  });
});

const TEST_ID = '7e1f3a52-9c1d-4d7b-8a0e-2b6c5d4e3f21';

describe('keeping the holdout test’s id with the conversation', () => {
  const configuring = { ...DEFAULT_INCREMENTALITY_CONFIG, enabled: true, status: 'configuring' as const };

  it('never saves the set-up being edited: it is this page’s until a test starts', async () => {
    const { state, api } = setup({ latest: vi.fn(async () => restored()) });
    await state().activate();
    state().setIncrementality(configuring);
    state().setIncrementality({ ...configuring, testDuration: 42 });
    expect(state().incrementality.testDuration).toBe(42);
    await state().flushIncrementality();
    expect(api.saveHoldoutTest).not.toHaveBeenCalled();
  });

  it('saves the started test’s id, and null when the user plans another', async () => {
    const { state, api } = setup({ latest: vi.fn(async () => restored()) });
    await state().activate();
    state().setHoldoutTest(TEST_ID);
    await vi.waitFor(() => expect(api.saveHoldoutTest).toHaveBeenCalledWith('conv-9', TEST_ID));
    state().setHoldoutTest(null);
    await vi.waitFor(() => expect(api.saveHoldoutTest).toHaveBeenLastCalledWith('conv-9', null));
    expect(api.saveHoldoutTest).toHaveBeenCalledTimes(2);
  });

  it('says so quietly when the save fails, and a retry saves it', async () => {
    const save = vi.fn().mockRejectedValueOnce(httpError(500)).mockResolvedValue(undefined);
    const { state } = setup({ saveHoldoutTest: save });
    await state().activate();
    state().setHoldoutTest(TEST_ID);
    await vi.waitFor(() => expect(state().incrementalityError).toBe(INCREMENTALITY_SAVE_ERROR));
    expect(state().holdoutTestId).toBe(TEST_ID);
    // Nothing in the chat: the error stays beside the test.
    expect(state().messages.every((m) => m.role !== 'system')).toBe(true);

    await state().flushIncrementality();
    expect(save).toHaveBeenCalledTimes(2);
    expect(save).toHaveBeenLastCalledWith('conv-1', TEST_ID);
    expect(state().incrementalityError).toBeNull();
  });

  it('saves a test started before the conversation existed once it starts', async () => {
    let release: (value: StartResult) => void = () => {};
    const { state, api } = setup({ start: vi.fn(() => new Promise<StartResult>((r) => (release = r))) });
    const opening = state().activate();
    state().setHoldoutTest(TEST_ID);
    await state().flushIncrementality();
    expect(api.saveHoldoutTest).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(api.start).toHaveBeenCalled());
    release(started());
    await opening;
    await vi.waitFor(() => expect(api.saveHoldoutTest).toHaveBeenCalledWith('conv-1', TEST_ID));
  });

  it('keeps a test started while the conversation loaded over the stored id', async () => {
    let release: (value: RestoredConversation | null) => void = () => {};
    const { state, api } = setup({
      latest: vi.fn(() => new Promise<RestoredConversation | null>((r) => (release = r))),
    });
    const opening = state().activate();
    state().setHoldoutTest(TEST_ID);
    release(restored({ holdoutTestId: null }));
    await opening;
    expect(state().holdoutTestId).toBe(TEST_ID);
    await vi.waitFor(() => expect(api.saveHoldoutTest).toHaveBeenCalledWith('conv-9', TEST_ID));
  });

  it('reset forgets the test and the set-up, and drops a save still waiting', async () => {
    const { store, state, api } = createSlowSaveSetup();
    await state().activate();
    state().setIncrementality(configuring);
    state().setHoldoutTest(TEST_ID);
    await state().reset();
    expect(state().incrementality).toEqual(DEFAULT_INCREMENTALITY_CONFIG);
    expect(state().holdoutTestId).toBeNull();
    await store.getState().flushIncrementality();
    expect(api.saveHoldoutTest).not.toHaveBeenCalled();
  });

  it('keeps nothing of the test in localStorage, and clears an older hub’s keys', () => {
    localStorage.setItem('northstar.hub.holdout.conv-9', '{"id":"c1","name":"Spring Sale"}');
    localStorage.setItem('northstar.other', 'kept');
    setup();
    expect(localStorage.getItem('northstar.hub.holdout.conv-9')).toBeNull();
    expect(localStorage.getItem('northstar.other')).toBe('kept');
    localStorage.removeItem('northstar.other');
  });
});

/** A store whose saves wait for a long quiet period, so a test can act before one fires. */
function createSlowSaveSetup() {
  const api: AiChatApi = {
    start: vi.fn(async () => started()),
    message: vi.fn(async () => turn()),
    latest: vi.fn(async () => null),
    saveHoldoutTest: vi.fn(async () => {}),
  };
  const store = createHubChatStore({ api, saveDelayMs: 60_000 });
  return { store, api, state: () => store.getState() };
}
