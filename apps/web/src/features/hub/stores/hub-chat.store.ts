import type { StepNumber } from '@northstar/shared/campaign';
import type { CampaignDraft } from '@northstar/shared/campaign/schemas';
import { DEFAULT_INCREMENTALITY_CONFIG, type IncrementalityConfig } from '@northstar/shared/incrementality';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { AiChatApi, AiTurn } from '../api/ai-chat.api.ts';
import {
  CHAT_MESSAGES,
  classifyChatError,
  isConversationGone,
  messageErrorMessage,
  startErrorMessage,
} from '../lib/chat-errors.ts';
import type { ApprovalDecision, ChatMessage, ChatRole } from '../lib/chat-types.ts';
import { demoReply } from '../lib/demo-replies.ts';
import { APPROVE_TEXT, INITIAL_MESSAGE, modifyText, REJECT_TEXT } from '../lib/hub-constants.ts';
import type { RestoredConversation } from '../lib/restore-conversation.ts';
import { createIncrementalitySaver } from './incrementality-saver.ts';
import { clearLegacyHoldoutKeys } from './legacy-holdout-keys.ts';

// The hub's conversation and its approvals (docs/product.md#ai-hub). One store per
// mounted hub, with its collaborators injected, so tests drive it without React or a network.
// The AI service is the source of the conversation: opening the hub restores the user's latest one (in
// any tab, after any sign-in). Its holdout test belongs to the API: the conversation keeps only the test's
// id, and the set-up being edited before "Confirm Setup" lives on this page only.

/** Shown beside the holdout test when keeping its id with the conversation failed. */
export const INCREMENTALITY_SAVE_ERROR =
  'Could not link the test to this conversation. It runs on its campaign; try again to keep it here.';
/** Quiet period after the last change of the conversation's test before it is saved. */
export const INCREMENTALITY_SAVE_DELAY_MS = 800;

export interface HubChatState {
  conversationId: string | null;
  /** The chat is in use; reset makes it inactive until the user starts again. */
  isActive: boolean;
  /** A start or a reply is in flight: sending is blocked meanwhile. */
  isPending: boolean;
  /** The latest conversation is being fetched from the AI service: sending is blocked meanwhile. */
  isRestoring: boolean;
  /** The AI service could not be reached at start: replies are canned samples. */
  demoMode: boolean;
  currentStep: StepNumber;
  campaignState: CampaignDraft | null;
  messages: ChatMessage[];
  /** The live panel's incrementality test set-up as it is being edited (this page only). */
  incrementality: IncrementalityConfig;
  /** The last save of the test's id failed (INCREMENTALITY_SAVE_ERROR); null otherwise. */
  incrementalityError: string | null;
  /** The id of the conversation's holdout test, which the API runs ("Confirm Setup"); null before. */
  holdoutTestId: string | null;
  /** The campaign the conversation owns (`campaignState.campaignId`); null before it has one. */
  campaignId: string | null;
}

export interface HubChatActions {
  /**
   * Makes the chat active: the first time, restores the user's latest conversation from the AI service;
   * when there is none (or it cannot be fetched), starts a new one.
   */
  activate: () => Promise<void>;
  /** Sends a user message; false when refused (empty, or a reply is pending). */
  send: (text: string) => Promise<boolean>;
  /** Resolves a pending recommendation and sends the matching follow-up message. */
  respond: (messageId: string, decision: ApprovalDecision, change?: string) => Promise<boolean>;
  /** Back to step 1 and a new conversation, which becomes the user's latest. */
  reset: () => Promise<void>;
  /** Changes the set-up being edited (kept on this page only). */
  setIncrementality: (config: IncrementalityConfig) => void;
  /** Saves a change of the test's id still waiting (the hub is closing, or the user asks to retry). */
  flushIncrementality: () => Promise<void>;
  /** The conversation's test is now this one (null: plan another); its id is kept with the conversation. */
  setHoldoutTest: (testId: string | null) => void;
}

export type HubChatStore = StoreApi<HubChatState & HubChatActions>;

export interface HubChatDeps {
  api: AiChatApi;
  /** Called after the AI service answered 401, so the app can re-check the session with the API. */
  onUnauthorized?: () => void;
  now?: () => Date;
  newId?: () => string;
  /** Defaults to INCREMENTALITY_SAVE_DELAY_MS. */
  saveDelayMs?: number;
}

const initialState = (): HubChatState => ({
  conversationId: null,
  isActive: false,
  isPending: false,
  isRestoring: false,
  demoMode: false,
  currentStep: 1,
  campaignState: null,
  messages: [],
  incrementality: DEFAULT_INCREMENTALITY_CONFIG,
  incrementalityError: null,
  holdoutTestId: null,
  campaignId: null,
});

/** A conversation with a test shows it: the set-up reads as running until the API says otherwise. */
const withTest = (testId: string | null): IncrementalityConfig =>
  testId
    ? { ...DEFAULT_INCREMENTALITY_CONFIG, enabled: true, status: 'running' }
    : DEFAULT_INCREMENTALITY_CONFIG;

let counter = 0;
function defaultId(): string {
  counter += 1;
  return globalThis.crypto?.randomUUID?.() ?? `msg-${Date.now().toString(36)}-${counter.toString(36)}`;
}

export function createHubChatStore(deps: HubChatDeps): HubChatStore {
  const now = deps.now ?? (() => new Date());
  const newId = deps.newId ?? defaultId;
  const saveDelayMs = deps.saveDelayMs ?? INCREMENTALITY_SAVE_DELAY_MS;
  clearLegacyHoldoutKeys();
  // Bumped by reset: a reply that lands after a reset belongs to the old conversation and is dropped.
  let epoch = 0;
  // The latest conversation is fetched once per mounted hub; after a reset it is the one left behind.
  let restoreTried = false;
  // The activation in flight, so concurrent callers share it instead of starting twice.
  let opening: Promise<void> | null = null;

  const message = (
    role: ChatRole,
    content: string,
    step: StepNumber,
    extra: Partial<ChatMessage> = {},
  ): ChatMessage => ({
    id: newId(),
    role,
    content,
    timestamp: now().toISOString(),
    campaignStep: step,
    requiresApproval: false,
    approvalData: null,
    userApproval: null,
    ...extra,
  });

  const assistantTurn = (turn: AiTurn): ChatMessage =>
    message('assistant', turn.response.trim() ? turn.response : CHAT_MESSAGES.emptyReply, turn.campaignStep, {
      requiresApproval: turn.requiresApproval,
      approvalData: turn.approvalData,
      userApproval: turn.requiresApproval ? 'pending' : null,
      launch: turn.launch ?? null,
    });

  const store = createStore<HubChatState & HubChatActions>()((set, get) => {
    const append = (...added: ChatMessage[]) => set({ messages: [...get().messages, ...added] });

    const saver = createIncrementalitySaver<string | null>({
      delayMs: saveDelayMs,
      save: (conversationId, testId) => deps.api.saveHoldoutTest(conversationId, testId),
      read: () => ({ conversationId: get().conversationId, value: get().holdoutTestId }),
      onSaved: () => {
        if (get().incrementalityError) set({ incrementalityError: null });
      },
      onFailed: (error) => {
        set({ incrementalityError: INCREMENTALITY_SAVE_ERROR });
        if (classifyChatError(error) === 'unauthorized') deps.onUnauthorized?.();
      },
    });

    function applyRestored(found: RestoredConversation): void {
      set({
        conversationId: found.conversationId,
        currentStep: found.currentStep,
        campaignState: found.campaignState,
        messages: found.messages,
        campaignId: found.campaignId,
        demoMode: false,
        // A test started while the conversation loaded wins over the stored id, and is saved.
        ...(saver.pending
          ? {}
          : { holdoutTestId: found.holdoutTestId, incrementality: withTest(found.holdoutTestId) }),
      });
      saver.resume();
    }

    /** True when the latest conversation was restored (or a reset made the answer moot). */
    async function restore(): Promise<boolean> {
      const mine = epoch;
      set({ isRestoring: true });
      try {
        const found = await deps.api.latest();
        if (mine !== epoch) return true;
        if (!found) return false;
        applyRestored(found);
        return true;
      } catch {
        // Unreachable, refused or unreadable: a new conversation, as when there is none. Its start
        // reports the failure (and a 401) in the chat.
        return mine !== epoch;
      } finally {
        if (mine === epoch) set({ isRestoring: false });
      }
    }

    async function start(): Promise<void> {
      const mine = epoch;
      set({ isPending: true });
      try {
        const result = await deps.api.start(INITIAL_MESSAGE);
        if (mine !== epoch) return;
        const { turn } = result;
        const welcome = result.welcomeMessage.trim()
          ? [message('assistant', result.welcomeMessage, turn.campaignStep)]
          : [];
        set({
          conversationId: result.conversationId,
          currentStep: turn.campaignStep,
          campaignState: turn.campaignState ?? get().campaignState,
          campaignId: turn.campaignId ?? get().campaignId,
          demoMode: false,
          isPending: false,
        });
        append(...welcome, assistantTurn(turn));
        saver.resume();
      } catch (error) {
        if (mine !== epoch) return;
        const step = get().currentStep;
        set({ demoMode: true, isPending: false });
        append(
          message('system', startErrorMessage(error), step, { tone: 'error' }),
          message('system', CHAT_MESSAGES.demoNotice, step, { tone: 'notice' }),
        );
        if (classifyChatError(error) === 'unauthorized') deps.onUnauthorized?.();
      }
    }

    async function open(): Promise<void> {
      if (!restoreTried) {
        restoreTried = true;
        if (await restore()) return;
      }
      await start();
    }

    function activate(): Promise<void> {
      if (opening) return opening;
      const state = get();
      if (state.isPending) return Promise.resolve();
      if (state.conversationId) {
        if (!state.isActive) set({ isActive: true });
        return Promise.resolve();
      }
      // Demo mode holds while the chat stays open; a reload or reset tries the service again.
      if (state.isActive && state.demoMode) return Promise.resolve();
      set({ isActive: true });
      const current = open().finally(() => {
        if (opening === current) opening = null;
      });
      opening = current;
      return current;
    }

    async function send(text: string): Promise<boolean> {
      const content = text.trim();
      if (!content || get().isPending || get().isRestoring) return false;
      // After a reset the chat is inactive: typing (or a quick action) starts it again first.
      if (!get().isActive) await activate();
      if (get().isPending) return false;
      const mine = epoch;
      const state = get();
      append(message('user', content, state.currentStep));

      if (state.demoMode) {
        append(message('assistant', demoReply(content), state.currentStep, { tone: 'demo' }));
        return true;
      }
      if (!state.conversationId) {
        append(message('system', CHAT_MESSAGES.noConversation, state.currentStep, { tone: 'error' }));
        return true;
      }

      set({ isPending: true });
      try {
        const turn = await deps.api.message({
          conversationId: state.conversationId,
          message: content,
          campaignStep: state.currentStep,
        });
        if (mine !== epoch) return true;
        set({
          currentStep: turn.campaignStep,
          campaignState: turn.campaignState ?? get().campaignState,
          campaignId: turn.campaignId ?? get().campaignId,
          isPending: false,
        });
        append(assistantTurn(turn));
      } catch (error) {
        if (mine !== epoch) return true;
        const step = get().currentStep;
        set({
          isPending: false,
          ...(isConversationGone(error) ? { conversationId: null } : {}),
        });
        append(
          message('system', messageErrorMessage(error), step, { tone: 'error' }),
          message('assistant', demoReply(content), step, { tone: 'demo' }),
        );
        if (classifyChatError(error) === 'unauthorized') deps.onUnauthorized?.();
      }
      return true;
    }

    async function respond(messageId: string, decision: ApprovalDecision, change = ''): Promise<boolean> {
      const state = get();
      const target = state.messages.find((m) => m.id === messageId);
      if (state.isPending || target?.userApproval !== 'pending') return false;
      const text =
        decision === 'approved'
          ? APPROVE_TEXT
          : decision === 'rejected'
            ? REJECT_TEXT
            : modifyText(change.trim());
      if (decision === 'modified' && !change.trim()) return false;
      set({
        messages: state.messages.map((m) => (m.id === messageId ? { ...m, userApproval: decision } : m)),
      });
      return send(text);
    }

    function reset(): Promise<void> {
      epoch += 1;
      // What is in flight belongs to the conversation left behind (its set-up included).
      opening = null;
      restoreTried = true;
      saver.discard();
      set(initialState());
      // Started at once, so the new conversation is the user's latest: a new tab shows it, not the old.
      return activate();
    }

    function setIncrementality(config: IncrementalityConfig): void {
      set({ incrementality: config });
    }

    function flushIncrementality(): Promise<void> {
      return saver.flush();
    }

    function setHoldoutTest(testId: string | null): void {
      if (testId === get().holdoutTestId) return;
      set({ holdoutTestId: testId });
      saver.changed();
    }

    return {
      ...initialState(),
      activate,
      send,
      respond,
      reset,
      setIncrementality,
      flushIncrementality,
      setHoldoutTest,
    };
  });
  return store;
}
