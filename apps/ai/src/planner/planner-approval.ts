import type { ActReading } from './dialogue/acts.ts';
import { applyPatch } from './draft-patch.ts';
import type { Fact } from './facts/fact-types.ts';
import { type AppliedFacts, applyFacts } from './facts/registry.ts';
import { capitalise, joinList, missingText } from './format.ts';
import {
  fingerprint,
  freshRecommendation,
  moveOn,
  offer,
  stopAt,
  type Turn,
  toApproval,
} from './planner-flow.ts';
import type { ApprovalData, ApprovalKind, PlannerState } from './planner-types.ts';
import { STEP_HANDLERS } from './steps/step-handlers.ts';
import { APPROVAL_PROMPT, type PlannerContext } from './steps/step-types.ts';
import type { Interpretation } from './turn/interpretation.ts';

// Answers to a pending suggestion (the policy table, turn/policy.ts, picks which): approve applies its
// change, reject offers an alternative (never one already rejected), a change to it ("no, not Canada")
// applies the suggestion with the change, and the advertiser's own values replace it.

const EXAMPLES: Readonly<Record<ApprovalKind, string>> = {
  campaign_name: '“call it Spring Sale”',
  kpi: '“use CPA instead”',
  platform_mix: '“Google Ads and TikTok only”',
  audience: '“United States and Canada, ages 25-54”',
  headlines: '“mention 25% off” or “Fresh styles for spring”',
  compliance_fix: '“drop Germany” or “ages 21+”',
  budget_allocation: '“60% Google Ads, 40% Facebook”',
  bidding_strategy: '“target CPA $40” or “manual CPC max $2”',
  what_if: '“yes, make it 30k”',
  confirm_fact: '“$20,000 total”',
  launch_policies: '“I confirm the policies”',
  launch_payment: '“use the sandbox payment method”',
  launch_terms: '“I accept the terms”',
};

const DECLINED: Partial<Record<ApprovalKind, string>> = {
  compliance_fix: 'OK, I will keep it as it is, but the platforms may reject ads with these issues.',
  budget_allocation: 'OK, no split for now; the platforms will share the budget as they deliver.',
  bidding_strategy: 'OK, I will keep the current bidding.',
  what_if: 'OK, the campaign stays as it is.',
  confirm_fact: 'OK, I left it unchanged.',
};

export const stillPending = (p: ApprovalData) =>
  `Still waiting on my suggestion: ${p.summary}. ${APPROVAL_PROMPT}`;

export function ackLine(ctx: PlannerContext, understood: readonly string[]): string[] {
  if (understood.length === 0) return [];
  const words = ['Got it:', 'Great:', 'Noted:', 'Perfect:'];
  const ack = words[Math.floor(ctx.rng() * words.length)] ?? 'Got it:';
  return [`${ack} ${joinList(understood)}.`];
}

/** The reply lines for applied facts: the read-back, then anything not applied, said plainly. */
export const appliedLines = (ctx: PlannerContext, applied: AppliedFacts): string[] => [
  ...ackLine(ctx, applied.understood),
  ...applied.warnings,
];

/** The suggestion is answered: the applied facts stand and the planner moves on. */
const settle = (state: PlannerState, applied: AppliedFacts, ctx: PlannerContext): Turn =>
  moveOn(
    { ...state, draft: applied.draft, memory: applied.memory, pendingApproval: null },
    ctx,
    false,
    appliedLines(ctx, applied),
  );

function remember(state: PlannerState, pending: ApprovalData): PlannerState {
  const print = fingerprint(pending.kind, pending.patch);
  if (state.memory.rejected.includes(print)) return state;
  return { ...state, memory: { ...state.memory, rejected: [...state.memory.rejected, print].slice(-200) } };
}

function reject(state: PlannerState, pending: ApprovalData, ctx: PlannerContext, act: ActReading): Turn {
  const next = remember({ ...state, pendingApproval: null }, pending);
  const nextCtx = { ...ctx, memory: next.memory };
  if (pending.kind === 'what_if' || pending.kind === 'confirm_fact' || act.keep)
    return stopAt(
      next,
      state.step,
      nextCtx,
      [DECLINED[pending.kind] ?? 'OK, the campaign stays as it is.'],
      false,
    );
  const handler = STEP_HANDLERS[pending.step];
  const alternative = freshRecommendation(state.draft, pending.step, nextCtx, pending.variant + 1);
  if (alternative) {
    const approval = toApproval(alternative, pending.step);
    return {
      state: { ...next, pendingApproval: approval, awaiting: alternative.kind },
      lines: [`Here is an alternative. ${alternative.text}`],
    };
  }
  if (handler.missing(state.draft).length === 0)
    return moveOn(next, nextCtx, true, [DECLINED[pending.kind] ?? 'OK, I will leave it as it is.']);
  const question = handler.ask(state.draft, nextCtx);
  return {
    state: { ...next, awaiting: question.awaiting },
    lines: [`That was my last suggestion. ${capitalise(question.text)}`],
  };
}

function approve(
  state: PlannerState,
  pending: ApprovalData,
  facts: readonly Fact[],
  ctx: PlannerContext,
): Turn {
  const result = applyPatch(state.draft, pending.patch, ctx.now);
  if (!result.ok)
    return stopAt(
      { ...state, pendingApproval: null },
      state.step,
      ctx,
      ['That suggestion no longer fits the campaign.'],
      false,
    );
  // "Yes, and add Germany": the rest of the message applies too.
  const extra = applyFacts(result.draft, facts, ctx);
  const lines = [
    ...ackLine(ctx, [pending.summary.replace(/^./, (c) => c.toLowerCase()), ...extra.understood]),
    ...extra.warnings,
  ];
  return moveOn(
    { ...state, draft: extra.draft, memory: extra.memory, pendingApproval: null },
    ctx,
    false,
    lines,
  );
}

/**
 * "No, not Canada": the suggestion, minus what was refused. Within an amendment a named item is chosen
 * from the suggestion ("facebook yes, instagram no", "no, not mexico. canada yes"): it is added to what
 * the campaign had, never replacing it. With nothing chosen ("no, not Canada"), the rest of the
 * suggestion stands; "same but add TikTok" adds to it.
 */
export function amendSuggestion(
  i: Interpretation,
  state: PlannerState,
  pending: ApprovalData,
  ctx: PlannerContext,
): Turn {
  const merged = applyPatch(state.draft, pending.patch, ctx.now);
  const amendment = i.facts.map((f) => (f.op === 'replace' ? { ...f, op: 'add' as const } : f));
  const chooses = i.facts.some((f) => f.op === 'replace' || f.op === 'set');
  const base = chooses || !merged.ok ? state.draft : merged.draft;
  return settle(state, applyFacts(base, amendment, ctx), ctx);
}

/** "No", "OK, leave it as is": the suggestion is declined (an alternative follows where there is one). */
export const declineSuggestion = (
  i: Interpretation,
  state: PlannerState,
  pending: ApprovalData,
  ctx: PlannerContext,
): Turn => reject(state, pending, ctx, i.act);

/** "OK yeah, let's do 30 then": approved, with the message's facts that set no field it sets. */
export const approveSuggestion = (
  i: Interpretation,
  state: PlannerState,
  pending: ApprovalData,
  ctx: PlannerContext,
): Turn => approve(state, pending, i.pending?.beside ?? [], ctx);

/**
 * The advertiser's own values answer the suggestion ("call it Spring Sale"); "fine, but make it
 * 60/20/20" is the suggestion with their values on top.
 */
export function answerSuggestion(
  i: Interpretation,
  state: PlannerState,
  pending: ApprovalData,
  ctx: PlannerContext,
): Turn {
  const base = i.act.act === 'approve' ? applyPatch(state.draft, pending.patch, ctx.now) : null;
  const applied = base?.ok ? applyFacts(base.draft, i.facts, ctx) : i.applied;
  if (applied.confirm) return confirmTurn({ ...state, memory: applied.memory }, applied, ctx);
  return settle(state, applied, ctx);
}

/** "Modify: …": the instruction's changes apply; one that changes what copy may say suggests again. */
export function modifySuggestion(
  i: Interpretation,
  state: PlannerState,
  pending: ApprovalData,
  ctx: PlannerContext,
): Turn {
  const { applied } = i;
  if (applied.memory !== state.memory) {
    // The instruction changed what the suggestion may say (offers): suggest again with it.
    const next = { ...state, draft: applied.draft, memory: applied.memory };
    const rec = freshRecommendation(
      next.draft,
      pending.step,
      { ...ctx, memory: applied.memory },
      pending.variant,
    );
    if (rec)
      return {
        state: { ...next, pendingApproval: toApproval(rec, pending.step), awaiting: rec.kind },
        lines: [...appliedLines(ctx, applied), `Updated. ${rec.text}`],
      };
  }
  if (applied.changed.length === 0)
    return {
      state,
      lines: [
        `I could not tell what to change. Tell me directly, e.g. ${EXAMPLES[pending.kind]}.`,
        stillPending(pending),
      ],
    };
  return settle(state, applied, ctx);
}

/** "Next" with a suggestion open: skipped when the step has what it needs. */
export function skipSuggestion(
  _i: Interpretation,
  state: PlannerState,
  pending: ApprovalData,
  ctx: PlannerContext,
): Turn {
  const missing = STEP_HANDLERS[pending.step].missing(state.draft);
  if (missing.length === 0)
    return moveOn({ ...state, pendingApproval: null }, ctx, true, ['Skipping that suggestion.']);
  return { state, lines: [`We can't skip this step: ${missingText(missing)}.`, stillPending(pending)] };
}

/**
 * "No, not Canada actually" while headlines are suggested: facts that do not answer the suggestion are
 * applied, and the suggestion stays.
 */
export function besideSuggestion(
  i: Interpretation,
  state: PlannerState,
  pending: ApprovalData,
  ctx: PlannerContext,
): Turn {
  const { applied } = i;
  if (applied.confirm) return confirmTurn({ ...state, memory: applied.memory }, applied, ctx);
  const lines = appliedLines(ctx, applied);
  if (lines.length === 0) lines.push('I did not catch a campaign detail in that.');
  return {
    state: { ...state, draft: applied.draft, memory: applied.memory },
    lines: [...lines, stillPending(pending)],
  };
}

/** A fact held back by a sanity check becomes a suggestion to approve. */
export function confirmTurn(state: PlannerState, applied: AppliedFacts, ctx: PlannerContext): Turn {
  const confirm = applied.confirm;
  if (!confirm) return { state, lines: appliedLines(ctx, applied) };
  const approval = offer(state.step, 'confirm_fact', confirm.summary, confirm.patch);
  return {
    state: { ...state, draft: applied.draft, pendingApproval: approval, awaiting: 'confirm_fact' },
    lines: [...ackLine(ctx, applied.understood), confirm.question],
  };
}
