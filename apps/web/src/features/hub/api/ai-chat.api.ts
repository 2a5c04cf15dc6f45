import type { StepNumber } from '@northstar/shared/campaign';
import { type CampaignDraft, campaignDraftSchema } from '@northstar/shared/campaign/schemas';
import { type LaunchResult, launchResultSchema, MODULE_CONTEXT_HEADER } from '@northstar/shared/chat';
import { API_TIMEOUT_MS, CHAT_MESSAGE_TIMEOUT_MS, CHAT_START_TIMEOUT_MS } from '@northstar/shared/constants';
import { AI_SERVICE_URL } from '../../../config/env.ts';
import { apiRequest, hasErrorCode } from '../../../lib/api-client.ts';
import { type ApprovalData, approvalDataSchema, toStep } from '../lib/chat-types.ts';
import { campaignIdOf } from '../lib/conversation-campaign.ts';
import { MODULE_CONTEXT } from '../lib/hub-constants.ts';
import { type RestoredConversation, readConversation } from '../lib/restore-conversation.ts';

// The two AI service calls (docs/product.md#chat-contract), plus the restore of the latest conversation and
// the save of its holdout test's id. The bearer header is set here rather than by the client's session hook:
// a 401 from the AI service is shown in the chat (docs/product.md#roles-and-routes) instead of signing the
// user out on the spot; the caller re-checks the session with the API, the authority on tokens.

/** One assistant turn, normalised: missing or malformed fields fall back instead of breaking the chat. */
export interface AiTurn {
  response: string;
  campaignStep: StepNumber;
  requiresApproval: boolean;
  approvalData: ApprovalData | null;
  /** Null when the service sent none (or one this client cannot read): keep the previous state. */
  campaignState: CampaignDraft | null;
  /** The campaign the conversation owns (`campaignState.campaignId`); null when the reply names none. */
  campaignId: string | null;
  messageId: string | null;
  /** Set on the reply that launched the conversation's campaign. */
  launch?: LaunchResult | null;
}

export interface StartResult {
  conversationId: string;
  welcomeMessage: string;
  turn: AiTurn;
}

export interface SendMessageInput {
  conversationId: string;
  message: string;
  /** The step shown now: the reply's step when it names none (never sent: the server's state decides). */
  campaignStep: StepNumber;
}

export interface AiChatApi {
  start: (initialMessage: string) => Promise<StartResult>;
  message: (input: SendMessageInput) => Promise<AiTurn>;
  /** The user's most recently updated hub conversation; null when there is none. */
  latest: () => Promise<RestoredConversation | null>;
  /** Keeps the id of the conversation's holdout test with it (null: none); the API owns the test. */
  saveHoldoutTest: (conversationId: string, testId: string | null) => Promise<void>;
}

type Json = Record<string, unknown>;
const asObject = (value: unknown): Json =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {};
const asString = (value: unknown): string => (typeof value === 'string' ? value : '');

export function readTurn(raw: unknown, fallbackStep: StepNumber, text: unknown): AiTurn {
  const body = asObject(raw);
  const approval = approvalDataSchema.safeParse(body.approvalData);
  const draft = campaignDraftSchema.safeParse(body.campaignState);
  const approvalData = approval.success ? approval.data : null;
  const launch = launchResultSchema.safeParse(body.launch);
  return {
    response: asString(text),
    campaignStep: toStep(body.campaignStep, fallbackStep),
    // Buttons without the data to act on would be a dead end, so both must be present.
    requiresApproval: body.requiresApproval === true && approvalData !== null,
    approvalData,
    campaignState: draft.success ? draft.data : null,
    campaignId: campaignIdOf(body.campaignState),
    messageId: typeof body.messageId === 'string' ? body.messageId : null,
    launch: launch.success ? launch.data : null,
  };
}

export function readStartResult(raw: unknown): StartResult {
  const body = asObject(raw);
  const conversation = asObject(body.conversation);
  const conversationId = asString(conversation.conversationId);
  // Not a TypeError: that would read as "connection refused" to the error mapping.
  if (!conversationId) throw new Error('The AI service did not return a conversation id');
  const ai = asObject(body.aiResponse);
  const step = toStep(conversation.currentStep, 1);
  return {
    conversationId,
    welcomeMessage: asString(body.welcomeMessage),
    turn: readTurn(ai, step, ai.message),
  };
}

/** The browser's zone, so "next Monday" means the user's Monday; omitted when the browser cannot say. */
function browserTimezone(): { timezone?: string } {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone ? { timezone: zone } : {};
  } catch {
    return {};
  }
}

export function createAiChatApi(getToken: () => string | null, baseUrl = AI_SERVICE_URL): AiChatApi {
  const headers = (): Record<string, string> => {
    const token = getToken();
    return {
      [MODULE_CONTEXT_HEADER]: MODULE_CONTEXT,
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    };
  };
  return {
    async start(initialMessage) {
      const raw = await apiRequest<unknown>('/api/v1/ai/chat/start', {
        method: 'POST',
        baseUrl,
        auth: false,
        headers: headers(),
        timeoutMs: CHAT_START_TIMEOUT_MS,
        body: { moduleContext: MODULE_CONTEXT, initialMessage, ...browserTimezone() },
      });
      return readStartResult(raw);
    },
    async message(input) {
      const raw = await apiRequest<unknown>('/api/v1/ai/chat/message', {
        method: 'POST',
        baseUrl,
        auth: false,
        headers: headers(),
        timeoutMs: CHAT_MESSAGE_TIMEOUT_MS,
        // Only what the service reads: its stored conversation owns the step and the campaign.
        body: { conversationId: input.conversationId, message: input.message, moduleContext: MODULE_CONTEXT },
      });
      return readTurn(raw, input.campaignStep, asObject(raw).response);
    },
    async latest() {
      try {
        const raw = await apiRequest<unknown>(
          `/api/v1/ai/conversations/latest?moduleContext=${encodeURIComponent(MODULE_CONTEXT)}`,
          { baseUrl, auth: false, headers: headers(), timeoutMs: API_TIMEOUT_MS },
        );
        return readConversation(raw);
      } catch (error) {
        if (hasErrorCode(error, 'NOT_FOUND')) return null;
        throw error;
      }
    },
    async saveHoldoutTest(conversationId, testId) {
      await apiRequest<unknown>(
        `/api/v1/ai/conversations/${encodeURIComponent(conversationId)}/incrementality`,
        {
          method: 'PUT',
          baseUrl,
          auth: false,
          headers: headers(),
          timeoutMs: API_TIMEOUT_MS,
          body: { testId },
        },
      );
    },
  };
}
