import { applyFacts } from './apply-facts.ts';
import { applyPatch } from './draft-patch.ts';
import { type FactKey, type Facts, factKeys } from './extract/facts.ts';
import type { Intent } from './extract/intent.ts';
import { joinList, missingText } from './format.ts';
import { moveOn, stopAt, type Turn, toApproval } from './planner-flow.ts';
import type { ApprovalData, ApprovalKind, PlannerState } from './planner-types.ts';
import { STEP_HANDLERS } from './steps/step-handlers.ts';
import { APPROVAL_PROMPT, type PlannerContext } from './steps/step-types.ts';

// Answers to a pending recommendation: approve applies its patch, reject offers the next alternative,
// modify (or simply stating the field) applies the user's own values instead.

/** The facts that answer each kind of recommendation. */
const ANSWERED_BY: Readonly<Record<ApprovalKind, readonly FactKey[]>> = {
  campaign_name: ['name'],
  kpi: ['kpi'],
  platform_mix: ['platforms'],
  audience: ['countries', 'ages'],
  headlines: ['headlines'],
  compliance_fix: ['countries', 'ages', 'platforms', 'headlines'],
  budget_allocation: ['allocation', 'dates'],
  bidding_strategy: ['bidding'],
};

const EXAMPLES: Readonly<Record<ApprovalKind, string>> = {
  campaign_name: '“call it Spring Sale”',
  kpi: '“use CPA instead”',
  platform_mix: '“Google Ads and TikTok only”',
  audience: '“United States and Canada, ages 25-54”',
  headlines: '“Fresh styles for spring” “Shop the new season”',
  compliance_fix: '“drop Germany” or “ages 21+”',
  budget_allocation: '“60% Google Ads, 40% Facebook”',
  bidding_strategy: '“target CPA $40” or “manual CPC max $2”',
};

const DECLINED: Partial<Record<ApprovalKind, string>> = {
  compliance_fix: 'OK, I will keep it as it is, but the platforms may reject ads with these issues.',
  budget_allocation: 'OK, no split for now; the platforms will share the budget as they deliver.',
  bidding_strategy: 'OK, I will keep the current bidding.',
};

const answers = (kind: ApprovalKind, facts: Facts) => ANSWERED_BY[kind].some((k) => facts[k] !== undefined);
const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const stillPending = (p: ApprovalData) => `Still waiting on my suggestion: ${p.summary}. ${APPROVAL_PROMPT}`;

/** What to say when a message changed nothing. */
export function fallbackLine(intent: Intent, state: PlannerState): string {
  if (intent.launch && state.step < 9)
    return `We launch at step 9, Review & Launch; we are on step ${state.step}.`;
  if (intent.suggest && state.pendingApproval) return 'This is my suggestion for now.';
  if (intent.greeting) return 'Hi!';
  return 'I did not catch a campaign detail in that.';
}

export function ackLine(ctx: PlannerContext, understood: readonly string[]): string[] {
  if (understood.length === 0) return [];
  const words = ['Got it:', 'Great:', 'Noted:', 'Perfect:'];
  const ack = words[Math.floor(ctx.rng() * words.length)] ?? 'Got it:';
  return [`${ack} ${joinList(understood)}.`];
}

export function resolvePending(state: PlannerState, intent: Intent, facts: Facts, ctx: PlannerContext): Turn {
  const pending = state.pendingApproval as ApprovalData;
  const handler = STEP_HANDLERS[pending.step];

  if (answers(pending.kind, facts)) {
    const applied = applyFacts(state.draft, facts, ctx.now);
    const lines = [...ackLine(ctx, applied.understood), ...applied.warnings];
    return moveOn({ ...state, draft: applied.draft, pendingApproval: null }, ctx, false, lines);
  }
  if (intent.modify !== null && factKeys(facts).length === 0) {
    return {
      state,
      lines: [
        `I could not tell what to change. Tell me directly, e.g. ${EXAMPLES[pending.kind]}.`,
        stillPending(pending),
      ],
    };
  }
  if (intent.approve) {
    const result = applyPatch(state.draft, pending.patch, ctx.now);
    if (!result.ok) {
      return stopAt(
        { ...state, pendingApproval: null },
        state.step,
        ctx,
        ['That suggestion no longer fits the campaign.'],
        false,
      );
    }
    // "Yes, and add Germany": the rest of the message applies too.
    const extra = applyFacts(result.draft, facts, ctx.now);
    const lines = [
      ...ackLine(ctx, [pending.summary.replace(/^./, (c) => c.toLowerCase()), ...extra.understood]),
      ...extra.warnings,
    ];
    return moveOn({ ...state, draft: extra.draft, pendingApproval: null }, ctx, false, lines);
  }
  if (intent.reject) {
    const alternative = handler.recommend?.(state.draft, ctx, pending.variant + 1) ?? null;
    if (alternative) {
      const approval = toApproval(alternative, pending.step);
      return {
        state: { ...state, pendingApproval: approval, awaiting: alternative.kind },
        lines: [`Here is an alternative. ${alternative.text}`],
      };
    }
    if (handler.missing(state.draft).length === 0) {
      // Optional advice (allocation, bidding, a universal copy fix): declining it is a valid answer.
      return moveOn({ ...state, pendingApproval: null }, ctx, true, [
        DECLINED[pending.kind] ?? 'OK, I will leave it as it is.',
      ]);
    }
    const question = handler.ask(state.draft, ctx);
    return {
      state: { ...state, pendingApproval: null, awaiting: question.awaiting },
      lines: [`That was my last suggestion. ${capitalise(question.text)}`],
    };
  }
  if (intent.next) {
    const missing = handler.missing(state.draft);
    if (missing.length === 0)
      return moveOn({ ...state, pendingApproval: null }, ctx, true, ['Skipping that suggestion.']);
    return { state, lines: [`We can't skip this step: ${missingText(missing)}.`, stillPending(pending)] };
  }
  const applied = applyFacts(state.draft, facts, ctx.now);
  const lines = [...ackLine(ctx, applied.understood), ...applied.warnings];
  if (lines.length === 0) lines.push(fallbackLine(intent, state));
  return { state: { ...state, draft: applied.draft }, lines: [...lines, stillPending(pending)] };
}
