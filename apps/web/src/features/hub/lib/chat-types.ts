import { STEP_COUNT, type StepNumber } from '@northstar/shared/campaign';
import {
  type ChatApprovalData,
  type ChatRole,
  chatApprovalDataSchema,
  type LaunchResult,
} from '@northstar/shared/chat';

// The hub's chat message (docs/product.md#ai-hub), plus a display tone. What the AI service sends is read
// loosely into it (api/ai-chat.api.ts, lib/restore-conversation.ts).

export type { ChatRole };

export type UserApproval = 'pending' | 'approved' | 'rejected' | 'modified';
export type ApprovalDecision = Exclude<UserApproval, 'pending'>;

// The AI service's own contract for a recommendation.
export const approvalDataSchema = chatApprovalDataSchema;
export type ApprovalData = ChatApprovalData;

export interface ChatMessage {
  id: string;
  role: ChatRole;
  content: string;
  timestamp: string;
  campaignStep: number;
  requiresApproval: boolean;
  approvalData: ApprovalData | null;
  userApproval: UserApproval | null;
  /** The launch this reply performed: its status and links to the campaign and Analytics. */
  launch?: LaunchResult | null;
  /** error: a failure notice; notice: demo-mode explanation; demo: a canned reply. */
  tone?: 'error' | 'notice' | 'demo';
}

/** A step number from anything the server sends: rounded and kept within 1..9. */
export function toStep(value: unknown, fallback: StepNumber): StepNumber {
  if (typeof value !== 'number' || !Number.isFinite(value)) return fallback;
  return Math.min(STEP_COUNT, Math.max(1, Math.round(value))) as StepNumber;
}
