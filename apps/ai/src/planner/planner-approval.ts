import type { ActReading } from './dialogue/acts.ts';
import { applyPatch, mergePatch } from './draft-patch.ts';
import type { Fact } from './facts/fact-types.ts';
import { type AppliedFacts, applyFacts, factPatch, factSections } from './facts/registry.ts';
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

// Answers to a pending suggestion: approve applies its change, reject offers an alternative (never one
// already rejected), a change to it ("no, not Canada") applies the suggestion with the change, and the
// advertiser's own values replace it.

/** The facts that answer each kind of suggestion with the advertiser's own values. */
const ANSWERED_BY: Readonly<Record<ApprovalKind, readonly string[]>> = {
  campaign_name: ['name'],
  kpi: ['primaryKpi'],
  platform_mix: ['platforms'],
  audience: ['countries', 'regions', 'ages'],
  headlines: ['headlines'],
  compliance_fix: ['countries', 'regions', 'ages', 'platforms', 'headlines', 'descriptions'],
  budget_allocation: ['allocation', 'schedule'],
  bidding_strategy: ['bidding'],
  what_if: [],
  confirm_fact: ['budget'],
  // Launch approvals are answered in planner-launch.ts, never by a fact.
  launch_policies: [],
  launch_payment: [],
  launch_terms: [],
};

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

const answers = (kind: ApprovalKind, facts: readonly Fact[]) =>
  facts.some((f) => ANSWERED_BY[kind].includes(f.key) && f.op !== 'remove');
/**
 * A change to the suggestion rather than a replacement: a removal of something it proposes ("no, not
 * Canada"), or an addition to the list it proposes ("same but add TikTok").
 */
const amends = (pending: ApprovalData, facts: readonly Fact[], approves: boolean) =>
  facts.some(
    (f) =>
      (f.op === 'remove' &&
        ((approves && ANSWERED_BY[pending.kind].includes(f.key)) ||
          JSON.stringify(pending.patch).includes(JSON.stringify(f.value).slice(1, -1)))) ||
      (f.op === 'add' && ANSWERED_BY[pending.kind].includes(f.key)),
  );

const REST_IS_FINE =
  /\b(?:the\s+)?rest\s+(?:is|are|'s|looks?|sounds?)\s+(?:fine|good|great|ok(?:ay)?|perfect)|\botherwise\s+(?:fine|good|ok(?:ay)?)\b|\bkeep\s+the\s+rest\b/i;

/** Every fact says again what the suggestion proposes ("no, I don't want target ROAS"). */
function restates(
  pending: ApprovalData,
  facts: readonly Fact[],
  state: PlannerState,
  ctx: PlannerContext,
): boolean {
  const proposed = JSON.stringify(pending.patch);
  return (
    facts.length > 0 &&
    facts.every((f) => JSON.stringify(mergePatch(pending.patch, factPatch(f, state.draft, ctx))) === proposed)
  );
}

/** The fact would change a part of the draft the suggestion changes. */
const touches = (pending: ApprovalData, f: Fact, state: PlannerState, ctx: PlannerContext) =>
  factSections(f, state.draft, ctx).some((section) => Object.hasOwn(pending.patch, section));

/** Dotted paths of a patch's leaves ("budget.totalBudget"); arrays are leaves. */
function leafPaths(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => leafPaths(v, prefix ? `${prefix}.${k}` : k));
}

/**
 * The fact would set a field the suggestion sets. "OK, let's do 30k then" while the split of the budget
 * is suggested sets the total, which the split does not: both stand, the stated total is not dropped.
 */
const overlaps = (pending: ApprovalData, f: Fact, state: PlannerState, ctx: PlannerContext) => {
  const suggested = leafPaths(pending.patch);
  return leafPaths(factPatch(f, state.draft, ctx)).some((path) =>
    suggested.some((s) => s === path || s.startsWith(`${path}.`) || path.startsWith(`${s}.`)),
  );
};

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

export function resolvePending(
  state: PlannerState,
  act: ActReading,
  facts: readonly Fact[],
  ctx: PlannerContext,
  text = '',
): Turn {
  const pending = state.pendingApproval as ApprovalData;
  const handler = STEP_HANDLERS[pending.step];

  // "No, not Canada": the suggestion, minus what was refused.
  // "Not TikTok, not LinkedIn, the rest is fine": refusing what it does not propose amends it only with
  // an approval of the rest.
  if (amends(pending, facts, act.yes || REST_IS_FINE.test(text))) {
    const merged = applyPatch(state.draft, pending.patch, ctx.now);
    if (merged.ok) {
      // Within an amendment a named item is chosen from the suggestion ("facebook yes, instagram no",
      // "no, not mexico. canada yes"): it is added to what the campaign had, never replacing it. With
      // nothing chosen ("no, not Canada"), the rest of the suggestion stands.
      const amendment = facts.map((f) => (f.op === 'replace' ? { ...f, op: 'add' as const } : f));
      // "Same but add TikTok" adds to the suggestion; "facebook yes" chooses from it.
      const chooses = facts.some((f) => f.op === 'replace' || f.op === 'set');
      const base = chooses ? state.draft : merged.draft;
      return settle(state, applyFacts(base, amendment, ctx), ctx);
    }
  }
  // "OK, leave it as is", "no, keep it at 20k, I was just asking": nothing changes.
  if (act.keep) return reject(state, pending, ctx, act);
  // "No, I don't want target ROAS": refusing the suggestion by naming it.
  if ((act.no || act.act === 'reject') && restates(pending, facts, state, ctx))
    return reject(state, pending, ctx, act);
  // "OK yeah, let's do 30 then": an approval that restates the suggestion's own values approves it.
  // "Fine. Headline 'Your keys, your crypto'": the advertiser's own values answer it, not the suggestion's.
  if (act.act === 'approve' && !answers(pending.kind, facts)) {
    return approve(
      state,
      pending,
      facts.filter((f) => !overlaps(pending, f, state, ctx)),
      ctx,
    );
  }
  if (answers(pending.kind, facts) || (pending.kind === 'what_if' && facts.length > 0 && !act.no)) {
    // "Fine, but make it 60/20/20": the suggestion with the advertiser's values on top.
    const base = act.act === 'approve' ? applyPatch(state.draft, pending.patch, ctx.now) : null;
    const applied = applyFacts(base?.ok ? base.draft : state.draft, facts, ctx);
    if (applied.confirm) return confirmTurn({ ...state, memory: applied.memory }, applied, ctx);
    return settle(state, applied, ctx);
  }
  if (act.act === 'modify') {
    const applied = applyFacts(state.draft, facts, ctx);
    const memoryChanged = applied.memory !== state.memory;
    if (memoryChanged) {
      // The instruction changed what the suggestion may say (offers): suggest again with it.
      const next = { ...state, draft: applied.draft, memory: applied.memory };
      const rec = freshRecommendation(
        next.draft,
        pending.step,
        { ...ctx, memory: applied.memory },
        pending.variant,
      );
      if (rec) {
        const approval = toApproval(rec, pending.step);
        return {
          state: { ...next, pendingApproval: approval, awaiting: rec.kind },
          lines: [...appliedLines(ctx, applied), `Updated. ${rec.text}`],
        };
      }
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
  // "No, not Canada actually" while headlines are suggested: the "no" is about Canada. Facts that do not
  // answer the suggestion are applied, and the suggestion stays.
  // A "no" about the suggestion itself ("no thanks, LinkedIn is too pricey" to "add LinkedIn?") rejects it.
  // A correction ("no wait, 40k") is not a refusal.
  const asked = pending.kind === 'what_if' || pending.kind === 'confirm_fact';
  const aboutIt =
    answers(pending.kind, facts) || (asked && facts.some((f) => touches(pending, f, state, ctx)));
  if ((act.no || act.act === 'reject') && act.act !== 'correction' && (facts.length === 0 || aboutIt))
    return reject(state, pending, ctx, act);
  if (act.commands.has('next')) {
    const missing = handler.missing(state.draft);
    if (missing.length === 0)
      return moveOn({ ...state, pendingApproval: null }, ctx, true, ['Skipping that suggestion.']);
    return { state, lines: [`We can't skip this step: ${missingText(missing)}.`, stillPending(pending)] };
  }
  const applied = applyFacts(state.draft, facts, ctx);
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
