import { STEP_NUMBERS, type StepNumber } from '@northstar/shared/campaign';
import { type CampaignDraft, campaignDraftSchema } from '@northstar/shared/campaign/schemas';
import { LAUNCH_APPROVAL_KINDS } from '@northstar/shared/chat';
import { z } from 'zod';
import type { TurnTrace } from './turn/trace.ts';

// The planner's own state and reply shapes. The state is plain JSON so the chat service can store it per
// conversation and hand it back on the next message.

/** Deep-partial draft: objects merge key by key, arrays (and scalars) replace. */
export type DeepPartial<T> = T extends readonly unknown[]
  ? T
  : T extends object
    ? { [K in keyof T]?: DeepPartial<T[K]> }
    : T;
export type DraftPatch = DeepPartial<CampaignDraft>;

export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// A patch is checked for shape only; the planner re-validates the merged draft with campaignDraftSchema.
export const draftPatchSchema = z.custom<DraftPatch>(isPlainObject, 'The patch must be an object');

// The builder's steps, from the shared list: no step count is written here.
export const stepNumberSchema = z.literal(STEP_NUMBERS as [StepNumber, ...StepNumber[]]);

export const APPROVAL_KINDS = [
  'campaign_name',
  'kpi',
  'platform_mix',
  'audience',
  'headlines',
  'compliance_fix',
  'budget_allocation',
  'bidding_strategy',
  /** A change the advertiser asked about ("what would 30k get me?"), offered after the answer. */
  'what_if',
  /** A fact held back by a sanity check ("$20 in total: did you mean $20,000?"). */
  'confirm_fact',
  // What only a person may confirm before a launch, each its own approval (planner-launch.ts).
  'launch_policies',
  'launch_payment',
  'launch_terms',
] as const;
export const approvalKindSchema = z.enum(APPROVAL_KINDS);
export type ApprovalKind = z.infer<typeof approvalKindSchema>;

export const approvalDataSchema = z.strictObject({
  /** Stable for the same recommendation, so a client can key its buttons on it. */
  id: z.string().max(100),
  kind: approvalKindSchema,
  /** One line that says what approving changes. */
  summary: z.string().max(2000),
  /** The exact change approving applies to the draft. */
  patch: draftPatchSchema,
  step: stepNumberSchema,
  /** Which alternative this is (0 = first choice); a rejection asks for variant + 1. */
  variant: z.number().int().min(0).max(50),
});
export type ApprovalData = z.infer<typeof approvalDataSchema>;

/** What the conversation remembers beyond the draft. Older stored states lack it: it defaults to empty. */
export const plannerMemorySchema = z.strictObject({
  /** Fingerprints of rejected suggestions: none is offered again. */
  rejected: z.array(z.string().max(80)).max(200),
  /** Offers the advertiser stated ("25% off"): the only ones copy may mention. */
  offers: z.array(z.string().max(100)).max(20),
  /** Offers the advertiser said they do not make ("we don't offer free shipping"). */
  deniedOffers: z.array(z.string().max(100)).max(20),
});
export type PlannerMemory = z.infer<typeof plannerMemorySchema>;
export const emptyMemory = (): PlannerMemory => ({ rejected: [], offers: [], deniedOffers: [] });

/** The launch approvals, in the order they are asked. */
export const LAUNCH_APPROVALS = LAUNCH_APPROVAL_KINDS;
export type LaunchApproval = (typeof LAUNCH_APPROVALS)[number];

/**
 * A launch asked for at step 9: the approvals given so far, and `approved` once all three are, which
 * the chat service reads to launch on the server (the planner does no I/O).
 */
export const launchRequestSchema = z.strictObject({
  approved: z.array(z.enum(LAUNCH_APPROVALS)).max(3),
  status: z.enum(['asking', 'approved']),
});
export type LaunchRequest = z.infer<typeof launchRequestSchema>;

/** The conversation's campaign on the API: its id and the version last read or written (null: unknown). */
export const savedCampaignSchema = z.strictObject({
  id: z.string().min(1).max(64),
  version: z.number().int().min(0).nullable(),
  /** Not known to be saved (queued behind the reply, or failed): unless this instance's saver has it, the next message saves again. */
  unsaved: z.boolean(),
});
export type SavedCampaign = z.infer<typeof savedCampaignSchema>;

export const plannerStateSchema = z.strictObject({
  step: stepNumberSchema,
  draft: campaignDraftSchema,
  pendingApproval: approvalDataSchema.nullable(),
  /** What the planner last asked for (a field key such as 'countries'), to read short answers. */
  awaiting: z.string().max(64).nullable(),
  /** True once the campaign was launched on the server from this conversation. */
  launched: z.boolean(),
  memory: plannerMemorySchema.default(emptyMemory),
  /** Null until the first campaign fact is saved (older stored states lack it). */
  campaign: savedCampaignSchema.nullable().default(null),
  launch: launchRequestSchema.nullable().default(null),
});
export type PlannerState = z.infer<typeof plannerStateSchema>;

export interface PlannerReply {
  response: string;
  campaignStep: StepNumber;
  requiresApproval: boolean;
  approvalData: ApprovalData | null;
  campaignState: CampaignDraft;
  state: PlannerState;
  /** How the turn was decided (turn/trace.ts); stored with the assistant message, not sent to the browser. */
  trace?: TurnTrace;
}
