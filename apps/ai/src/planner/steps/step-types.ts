import type { StepNumber } from '@northstar/shared/campaign';
import type { CampaignDraft } from '@northstar/shared/campaign/schemas';
import type { MarketState, Rng } from '@northstar/shared/market';
import type { ApprovalKind, DraftPatch, PlannerMemory } from '../planner-types.ts';

/** What every step sees besides the draft: the injected clock, randomness and market. */
export interface PlannerContext {
  now: Date;
  rng: Rng;
  market: MarketState;
  /** What the conversation remembers: rejected suggestions are not offered again. */
  memory: PlannerMemory;
  /** Live CPM for these platforms, from `market`. */
  cpmFor: (platforms: readonly string[]) => number;
  /**
   * The review of the user's own launched campaigns (their sandbox delivery), read from the API by the
   * chat service for a performance or analytics question; absent where nothing was read.
   */
  accountReview?: string;
}

export interface Recommendation {
  kind: ApprovalKind;
  /** The message shown with the Approve / Reject / Modify buttons. */
  text: string;
  /** One line for approvalData.summary. */
  summary: string;
  patch: DraftPatch;
  variant: number;
}

export interface Question {
  text: string;
  /** Field key the answer is read for (a bare number as the budget, a bare phrase as the name). */
  awaiting: string | null;
}

export interface StepHandler {
  step: StepNumber;
  /** Required fields still missing: the planner never leaves the step while any is. */
  missing(draft: CampaignDraft): string[];
  /** A recommendation for an optional field still unanswered; "next" skips it. */
  optionalPending?(draft: CampaignDraft): boolean;
  /** Whether arriving at the step with missing fields proposes a recommendation (else it asks). */
  recommendOnArrival: boolean;
  recommend?(draft: CampaignDraft, ctx: PlannerContext, variant: number): Recommendation | null;
  /** One clear question naming what is missing, with examples. */
  ask(draft: CampaignDraft, ctx: PlannerContext): Question;
  /** What the step holds now, in one line. */
  describe(draft: CampaignDraft, ctx: PlannerContext): string;
  /** Bookkeeping when the planner leaves the step forward (e.g. recording the compliance status). */
  onLeave?(draft: CampaignDraft, ctx: PlannerContext): CampaignDraft;
}

export const APPROVAL_PROMPT = 'Approve it, reject it for an alternative, or tell me what to change.';
