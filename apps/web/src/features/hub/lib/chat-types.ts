import { STEP_COUNT, type StepNumber } from '@northstar/shared/campaign/steps';
import { type ChatApprovalData, chatApprovalDataSchema } from '@northstar/shared/chat';
import { z } from 'zod';

// The chat message entity of SPEC section 3, plus a display tone. Schemas are loose on purpose: they read
// what the AI service sends (and what this tab stored) without breaking on a field added later.

export const chatRoleSchema = z.enum(['user', 'assistant', 'system']);
export type ChatRole = z.infer<typeof chatRoleSchema>;

export const userApprovalSchema = z.enum(['pending', 'approved', 'rejected', 'modified']);
export type UserApproval = z.infer<typeof userApprovalSchema>;
export type ApprovalDecision = Exclude<UserApproval, 'pending'>;

// The AI service's own contract for a recommendation.
export const approvalDataSchema = chatApprovalDataSchema;
export type ApprovalData = ChatApprovalData;

export const stepNumberSchema = z.number().int().min(1).max(STEP_COUNT);

export const chatMessageSchema = z.object({
  id: z.string(),
  role: chatRoleSchema,
  content: z.string(),
  timestamp: z.string(),
  campaignStep: stepNumberSchema,
  requiresApproval: z.boolean(),
  approvalData: approvalDataSchema.nullable(),
  userApproval: userApprovalSchema.nullable(),
  /** error: a failure notice; notice: demo-mode explanation; demo: a canned reply. */
  tone: z.enum(['error', 'notice', 'demo']).optional(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** A step number from anything the server sends: rounded and kept within 1..9. */
export function toStep(value: unknown, fallback: StepNumber): StepNumber {
  if (typeof value !== 'number' || !Number.isFinite(value)) return fallback;
  return Math.min(STEP_COUNT, Math.max(1, Math.round(value))) as StepNumber;
}
