import { z } from 'zod';
import { campaignDraftSchema } from '../campaign/draft.ts';
import { isTimeZone } from '../campaign/time-zone.ts';

// The AI service's chat contract (docs/product.md#chat-contract): what the hub sends and what it reads back.

export const CHAT_MESSAGE_MAX_LENGTH = 4000;
export const MODULE_CONTEXT_MAX_LENGTH = 64;
/** The header every chat call carries; it must repeat the body's moduleContext. */
export const MODULE_CONTEXT_HEADER = 'x-module-context';

/** A dashboard module id such as "northstar-hub" or "campaign-builder-regulated". */
export const moduleContextSchema = z
  .string()
  .min(1)
  .max(MODULE_CONTEXT_MAX_LENGTH)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use a module id such as "northstar-hub"');

// PostgreSQL text cannot hold NUL, so it is refused up front rather than failing at the database.
const chatText = z.string().refine((s) => !s.includes('\u0000'), 'The text contains a NUL character');

// The zones a campaign draft accepts (campaign/time-zone.ts): the chat writes this one into its draft.
const timezoneSchema = z.string().max(64).refine(isTimeZone, 'Use an IANA time zone such as "Europe/Berlin"');

export const chatStartRequestSchema = z.strictObject({
  moduleContext: moduleContextSchema,
  initialMessage: chatText.pipe(z.string().max(CHAT_MESSAGE_MAX_LENGTH)),
  /** Optional: the browser's zone, for the schedule's dates (UTC otherwise). */
  timezone: timezoneSchema.optional(),
});
export type ChatStartRequest = z.infer<typeof chatStartRequestSchema>;

export const chatMessageRequestSchema = z.strictObject({
  // Any string up to 100: an id that is not one of the caller's conversations is a 404, not a 400.
  conversationId: z.string().min(1).max(100),
  message: chatText.pipe(
    z
      .string()
      .min(1)
      .max(CHAT_MESSAGE_MAX_LENGTH)
      .refine((s) => s.trim() !== '', 'The message is empty'),
  ),
  moduleContext: moduleContextSchema,
});
export type ChatMessageRequest = z.infer<typeof chatMessageRequestSchema>;

/**
 * What the service still accepts from clients older than docs/adr/0024-route-table.md, which also sent
 * their step and their copy of the campaign: read by nothing (the stored conversation owns both), but
 * a strict schema would refuse them with a 400.
 */
export const chatMessageLegacyRequestSchema = chatMessageRequestSchema.extend({
  campaignStep: z.int().min(1).max(9).optional(),
  campaignState: z.record(z.string(), z.unknown()).nullable().optional(),
});

export const chatApprovalDataSchema = z.object({
  id: z.string(),
  kind: z.string(),
  /** One line that says what approving changes. */
  summary: z.string(),
  /** The change approving applies to the campaign draft. */
  patch: z.record(z.string(), z.unknown()),
  step: z.int().min(1).max(9),
  variant: z.int().min(0),
});
export type ChatApprovalData = z.infer<typeof chatApprovalDataSchema>;

const campaignStepSchema = z.int().min(1).max(9);

/** The launch approvals a chat asks at step 9, each its own (Approve / Reject, any order). */
export const LAUNCH_APPROVAL_KINDS = ['launch_policies', 'launch_payment', 'launch_terms'] as const;

/** A launch the chat performed on the server: its status and where to follow it. */
export const launchResultSchema = z.object({
  campaignId: z.string(),
  /** The status the API placed it in: scheduled or active. */
  status: z.string(),
  startDate: z.string(),
  /** The campaign in the web app, and Analytics. */
  campaignPath: z.string(),
  analyticsPath: z.string(),
});
export type LaunchResult = z.infer<typeof launchResultSchema>;

export const chatReplySchema = z.object({
  response: z.string(),
  campaignStep: campaignStepSchema,
  requiresApproval: z.boolean(),
  approvalData: chatApprovalDataSchema.nullable(),
  /** The conversation's campaign; `campaignId` is its id on the server ('' until the first fact is saved). */
  campaignState: campaignDraftSchema,
  /** Set on the reply that launched the campaign. */
  launch: launchResultSchema.nullable().optional(),
  /** Id of the stored assistant message. */
  messageId: z.string(),
});
export type ChatReply = z.infer<typeof chatReplySchema>;

export const chatStartResponseSchema = z.object({
  conversation: z.object({
    conversationId: z.string(),
    currentStep: campaignStepSchema,
    createdAt: z.string(),
  }),
  welcomeMessage: z.string(),
  aiResponse: z.object({
    message: z.string(),
    campaignStep: campaignStepSchema,
    requiresApproval: z.boolean(),
    approvalData: chatApprovalDataSchema.nullable(),
    campaignState: campaignDraftSchema,
    launch: launchResultSchema.nullable().optional(),
  }),
});
export type ChatStartResponse = z.infer<typeof chatStartResponseSchema>;

export const chatRoleSchema = z.enum(['user', 'assistant', 'system']);
export type ChatRole = z.infer<typeof chatRoleSchema>;

export const storedChatMessageSchema = z.object({
  id: z.string(),
  role: chatRoleSchema,
  content: z.string(),
  campaignStep: campaignStepSchema,
  requiresApproval: z.boolean(),
  approvalData: chatApprovalDataSchema.nullable(),
  /** The launch an assistant message reported; absent from older servers. */
  launch: launchResultSchema.nullable().optional(),
  createdAt: z.string(),
});
export type StoredChatMessage = z.infer<typeof storedChatMessageSchema>;

/**
 * What a conversation keeps of its holdout test: the id of the test the API runs (GET
 * /api/v1/incrementality-tests/{id}), null when it has none. The API is the test's one owner; the set-up
 * being edited before "Confirm Setup" is the page's own.
 */
export const conversationIncrementalitySchema = z.strictObject({ testId: z.uuid().nullable() });
export type ConversationIncrementality = z.infer<typeof conversationIncrementalitySchema>;

/**
 * GET /ai/conversations/{id} and GET /ai/conversations/latest?moduleContext=: let the hub restore a chat
 * in any tab, after a reload or a new sign-in.
 */
export const conversationResponseSchema = z.object({
  conversation: z.object({
    conversationId: z.string(),
    moduleContext: z.string(),
    currentStep: campaignStepSchema,
    requiresApproval: z.boolean(),
    approvalData: chatApprovalDataSchema.nullable(),
    campaignState: campaignDraftSchema,
    /** Null until the hub saved one (or when an older shape is stored, which kept no test id). */
    incrementality: conversationIncrementalitySchema.nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
  messages: z.array(storedChatMessageSchema),
});
export type ConversationResponse = z.infer<typeof conversationResponseSchema>;

/** GET /ai/conversations/latest: the caller's most recently updated conversation of one module. */
export const latestConversationQuerySchema = z.object({ moduleContext: moduleContextSchema });
export type LatestConversationQuery = z.infer<typeof latestConversationQuerySchema>;

/** PUT /ai/conversations/{id}/incrementality answers with what it stored. */
export const incrementalityUpdateResponseSchema = z.object({
  conversationId: z.string(),
  incrementality: conversationIncrementalitySchema,
  updatedAt: z.string(),
});
export type IncrementalityUpdateResponse = z.infer<typeof incrementalityUpdateResponseSchema>;
