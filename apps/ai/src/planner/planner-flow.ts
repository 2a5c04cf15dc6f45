import { BUILDER_STEPS, STEP_COUNT, type StepNumber } from '@northstar/shared/campaign';
import type { CampaignDraft } from '@northstar/shared/campaign/schemas';
import { hashSeed } from '@northstar/shared/market';
import { missingText } from './format.ts';
import type { ApprovalData, DraftPatch, PlannerReply, PlannerState } from './planner-types.ts';
import { STEP_HANDLERS } from './steps/step-handlers.ts';
import type { PlannerContext, Recommendation } from './steps/step-types.ts';

// Moving through the steps: where to stop, and what to say there.

export interface Turn {
  state: PlannerState;
  lines: string[];
}

export const stepTitle = (step: StepNumber): string => BUILDER_STEPS[step - 1]?.title ?? '';
export const stepHeading = (step: StepNumber): string => `Step ${step} of ${STEP_COUNT}, ${stepTitle(step)}.`;

/** The first suggestion from `variant` on that the advertiser has not rejected (tries a few alternatives). */
export function freshRecommendation(
  draft: CampaignDraft,
  step: StepNumber,
  ctx: PlannerContext,
  variant = 0,
): Recommendation | null {
  const recommend = STEP_HANDLERS[step].recommend;
  if (!recommend) return null;
  for (let v = variant; v < variant + 6; v++) {
    const rec = recommend(draft, ctx, v);
    if (!rec) return null;
    if (!ctx.memory.rejected.includes(fingerprint(rec.kind, rec.patch))) return rec;
  }
  return null;
}

/** The same suggestion (kind and change) always has the same fingerprint, whatever its variant number. */
export const fingerprint = (kind: string, patch: unknown): string =>
  `${kind}:${hashSeed(JSON.stringify(patch)).toString(36)}`;

export function toApproval(rec: Recommendation, step: StepNumber): ApprovalData {
  // Derived from the content, so the same recommendation always has the same id.
  const hash = hashSeed(`${rec.kind}:${step}:${rec.variant}:${JSON.stringify(rec.patch)}`).toString(36);
  return {
    id: `apr_${step}_${rec.kind}_${rec.variant}_${hash}`,
    kind: rec.kind,
    summary: rec.summary,
    patch: rec.patch,
    step,
    variant: rec.variant,
  };
}

/** A change offered for approval that no step suggested: a what-if, or a fact held back by a check. */
export const offer = (
  step: StepNumber,
  kind: 'what_if' | 'confirm_fact',
  summary: string,
  patch: DraftPatch,
): ApprovalData => toApproval({ kind, text: '', summary, patch, variant: 0 }, step);

export interface Prompt {
  text: string;
  approval: ApprovalData | null;
  awaiting: string | null;
}

/** What the planner says at the step it stays on: a recommendation, a question, or what the step holds. */
export function promptAt(draft: CampaignDraft, step: StepNumber, ctx: PlannerContext, variant = 0): Prompt {
  const h = STEP_HANDLERS[step];
  const missing = h.missing(draft);
  const optional = missing.length === 0 && (h.optionalPending?.(draft) ?? false);
  if ((missing.length > 0 && h.recommendOnArrival) || optional) {
    const rec = freshRecommendation(draft, step, ctx, variant);
    if (rec) return { text: rec.text, approval: toApproval(rec, step), awaiting: rec.kind };
  }
  if (missing.length > 0 || optional || step === STEP_COUNT) {
    const q = h.ask(draft, ctx);
    return { text: q.text, approval: null, awaiting: q.awaiting };
  }
  return {
    text: `${stepTitle(step)} so far: ${h.describe(draft, ctx)}. Anything to change here? Otherwise say “next”.`,
    approval: null,
    awaiting: null,
  };
}

/** The step is finished: nothing required missing and no optional recommendation unanswered. */
export const isStepDone = (draft: CampaignDraft, step: StepNumber): boolean =>
  STEP_HANDLERS[step].missing(draft).length === 0 && !(STEP_HANDLERS[step].optionalPending?.(draft) ?? false);

/** The first step before `step` whose required fields are missing (an edit can reopen one). */
export function reopenedStep(draft: CampaignDraft, step: StepNumber): StepNumber | null {
  for (let s = 1; s < step; s++) {
    if (STEP_HANDLERS[s as StepNumber].missing(draft).length > 0) return s as StepNumber;
  }
  return null;
}

/** Stops at `step`: the prompt there becomes the last line and the pending approval. */
export function stopAt(
  state: PlannerState,
  step: StepNumber,
  ctx: PlannerContext,
  lines: string[],
  heading: boolean,
): Turn {
  const prompt = promptAt(state.draft, step, ctx);
  return {
    state: { ...state, step, pendingApproval: prompt.approval, awaiting: prompt.awaiting },
    lines: [...lines, heading ? `${stepHeading(step)} ${prompt.text}` : prompt.text],
  };
}

/**
 * Leaves the current step if it is done (`force` skips its optional recommendation, never a required
 * field), passes through later steps that are already complete, and stops where something is needed.
 * It never moves past a step with a required field missing.
 */
export function moveOn(state: PlannerState, ctx: PlannerContext, force: boolean, lines: string[] = []): Turn {
  let draft = state.draft;
  let step = state.step;
  const passed: string[] = [];
  while (step < STEP_COUNT) {
    const h = STEP_HANDLERS[step];
    if (h.missing(draft).length > 0) break;
    if (h.optionalPending?.(draft) && !(force && step === state.step)) break;
    draft = h.onLeave?.(draft, ctx) ?? draft;
    if (step !== state.step) passed.push(`✓ ${stepTitle(step)}: ${h.describe(draft, ctx)}.`);
    step = (step + 1) as StepNumber;
  }
  const moved = step !== state.step;
  if (!moved && force) {
    const missing = STEP_HANDLERS[step].missing(draft);
    if (missing.length > 0) lines = [...lines, `We can't move on yet: ${missingText(missing)}.`];
  }
  return stopAt({ ...state, draft }, step, ctx, [...lines, ...passed], moved);
}

export function toReply(turn: Turn): PlannerReply {
  const { state } = turn;
  return {
    response: turn.lines.filter((l) => l.trim() !== '').join('\n\n'),
    campaignStep: state.step,
    requiresApproval: state.pendingApproval !== null,
    approvalData: state.pendingApproval,
    campaignState: state.draft,
    state,
  };
}
