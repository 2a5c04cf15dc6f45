import type { StepNumber } from '@northstar/shared/campaign';
import { type CampaignDraft, campaignDraftSchema } from '@northstar/shared/campaign/schemas';
import { conversationIncrementalitySchema, storedChatMessageSchema } from '@northstar/shared/chat';
import { approvalDataSchema, type ChatMessage, toStep, type UserApproval } from './chat-types.ts';
import { campaignIdOf } from './conversation-campaign.ts';
import { APPROVE_TEXT, INITIAL_MESSAGE, modifyText, REJECT_TEXT } from './hub-constants.ts';

// The AI service's stored conversation (GET /ai/conversations/latest) as the hub's chat state. Read
// loosely, like every AI reply: a message or field this client cannot read is dropped, not fatal.

export interface RestoredConversation {
  conversationId: string;
  currentStep: StepNumber;
  /** Null when the service sent none this client can read. */
  campaignState: CampaignDraft | null;
  /** The campaign the conversation owns (`campaignState.campaignId`); null before it has one. */
  campaignId: string | null;
  /** The id of the conversation's holdout test, which the API keeps; null when it has none. */
  holdoutTestId: string | null;
  messages: ChatMessage[];
}

type Json = Record<string, unknown>;
const asObject = (value: unknown): Json =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {};

const MODIFY_PREFIX = modifyText('');

/** What the user answered to a recommendation, read from the follow-up message the buttons send. */
function decisionOf(answer: string | undefined): UserApproval {
  if (answer === APPROVE_TEXT) return 'approved';
  if (answer === REJECT_TEXT) return 'rejected';
  if (answer?.startsWith(MODIFY_PREFIX)) return 'modified';
  // Unanswered, or answered in the user's own words: no badge, as in the live chat.
  return 'pending';
}

export function readConversation(raw: unknown): RestoredConversation {
  const body = asObject(raw);
  const conversation = asObject(body.conversation);
  const conversationId = typeof conversation.conversationId === 'string' ? conversation.conversationId : '';
  // Not a TypeError: that would read as "connection refused" to the error mapping.
  if (!conversationId) throw new Error('The AI service did not return a conversation id');

  const draft = campaignDraftSchema.safeParse(conversation.campaignState);
  const incrementality = conversationIncrementalitySchema.safeParse(conversation.incrementality);
  const pending = approvalDataSchema.safeParse(conversation.approvalData);
  const pendingId = conversation.requiresApproval === true && pending.success ? pending.data.id : null;

  const readable = (Array.isArray(body.messages) ? body.messages : []).flatMap((m) => {
    const parsed = storedChatMessageSchema.safeParse(m);
    return parsed.success ? [parsed.data] : [];
  });
  // The greeting the hub sends on start is stored as the user's first message, but the live chat never
  // shows it: the restored chat looks the same.
  const firstUser = readable.findIndex((m) => m.role === 'user');
  const stored =
    firstUser >= 0 && readable[firstUser]?.content === INITIAL_MESSAGE
      ? readable.filter((_, index) => index !== firstUser)
      : readable;
  const messages = stored.map((m, index): ChatMessage => {
    const asks = m.role === 'assistant' && m.requiresApproval && m.approvalData !== null;
    const next = stored.slice(index + 1).find((later) => later.role === 'user');
    const userApproval: UserApproval | null = !asks
      ? null
      : next
        ? decisionOf(next.content)
        : // The last recommendation is answerable only while the service still waits for the answer.
          m.approvalData?.id === pendingId
          ? 'pending'
          : null;
    return {
      id: m.id,
      role: m.role,
      content: m.content,
      timestamp: m.createdAt,
      campaignStep: m.campaignStep,
      requiresApproval: asks,
      approvalData: m.approvalData,
      userApproval,
      // The launch this reply performed: its badge and links come back with the conversation.
      launch: m.role === 'assistant' ? (m.launch ?? null) : null,
    };
  });

  return {
    conversationId,
    currentStep: toStep(conversation.currentStep, 1),
    campaignState: draft.success ? draft.data : null,
    campaignId: campaignIdOf(conversation.campaignState),
    // An older shape (the whole set-up, kept before the API owned the test) reads as no test.
    holdoutTestId: incrementality.success ? incrementality.data.testId : null,
    messages,
  };
}
