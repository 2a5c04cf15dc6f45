import type { CampaignDraft } from '@northstar/shared/campaign/draft';
import type { StepNumber } from '@northstar/shared/campaign/steps';
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
import { clearHubChat, loadHubChat, saveHubChat } from '../lib/hub-storage.ts';

// The hub's conversation (SPEC section 4 "AI conversation" and "AI message approval"). One store per
// mounted hub, with its collaborators injected, so tests drive it without React or a network.

export interface HubChatState {
  conversationId: string | null;
  /** The chat is in use; reset makes it inactive until the user starts again. */
  isActive: boolean;
  /** A start or a reply is in flight: sending is blocked meanwhile. */
  isPending: boolean;
  /** The AI service could not be reached at start: replies are canned samples. */
  demoMode: boolean;
  currentStep: StepNumber;
  campaignState: CampaignDraft | null;
  messages: ChatMessage[];
}

export interface HubChatActions {
  /** Makes the chat active and starts a conversation when none exists. */
  activate: () => Promise<void>;
  /** Sends a user message; false when refused (empty, or a reply is pending). */
  send: (text: string) => Promise<boolean>;
  /** Resolves a pending recommendation and sends the matching follow-up message. */
  respond: (messageId: string, decision: ApprovalDecision, change?: string) => Promise<boolean>;
  /** Back to step 1 with no conversation, inactive. */
  reset: () => void;
}

export type HubChatStore = StoreApi<HubChatState & HubChatActions>;

export interface HubChatDeps {
  api: AiChatApi;
  userId: string;
  storage: Storage | null;
  /** Called after the AI service answered 401, so the app can re-check the session with the API. */
  onUnauthorized?: () => void;
  now?: () => Date;
  newId?: () => string;
}

const initialState = (): HubChatState => ({
  conversationId: null,
  isActive: false,
  isPending: false,
  demoMode: false,
  currentStep: 1,
  campaignState: null,
  messages: [],
});

let counter = 0;
function defaultId(): string {
  counter += 1;
  return globalThis.crypto?.randomUUID?.() ?? `msg-${Date.now().toString(36)}-${counter.toString(36)}`;
}

export function createHubChatStore(deps: HubChatDeps): HubChatStore {
  const now = deps.now ?? (() => new Date());
  const newId = deps.newId ?? defaultId;
  // Bumped by reset: a reply that lands after a reset belongs to the old conversation and is dropped.
  let epoch = 0;

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
    });

  const restored = loadHubChat(deps.storage, deps.userId);
  const store = createStore<HubChatState & HubChatActions>()((set, get) => {
    const append = (...added: ChatMessage[]) => set({ messages: [...get().messages, ...added] });

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
          demoMode: false,
          isPending: false,
        });
        append(...welcome, assistantTurn(turn));
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

    async function activate(): Promise<void> {
      const state = get();
      if (state.isPending) return;
      if (state.conversationId) {
        if (!state.isActive) set({ isActive: true });
        return;
      }
      // Demo mode holds while the chat stays open; a reload or reset tries the service again.
      if (state.isActive && state.demoMode) return;
      set({ isActive: true });
      await start();
    }

    async function send(text: string): Promise<boolean> {
      const content = text.trim();
      if (!content || get().isPending) return false;
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
          campaignState: state.campaignState,
        });
        if (mine !== epoch) return true;
        set({
          currentStep: turn.campaignStep,
          campaignState: turn.campaignState ?? get().campaignState,
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

    function reset(): void {
      epoch += 1;
      set(initialState());
      clearHubChat(deps.storage);
    }

    return { ...initialState(), ...restored, activate, send, respond, reset };
  });

  // Everything but the in-flight flag survives a reload of the tab.
  store.subscribe((state) => {
    if (!state.isActive && !state.conversationId && state.messages.length === 0) return;
    saveHubChat(deps.storage, {
      userId: deps.userId,
      conversationId: state.conversationId,
      demoMode: state.demoMode,
      currentStep: state.currentStep,
      campaignState: state.campaignState,
      messages: state.messages,
    });
  });
  return store;
}
