import type { StepNumber } from '@northstar/shared/campaign';
import { answerTurn } from '../planner-answers.ts';
import { appliedLines } from '../planner-approval.ts';
import { freshRecommendation, stepHeading, stopAt, type Turn, toApproval } from '../planner-flow.ts';
import { keepAsking, requestLaunch } from '../planner-launch.ts';
import type { PlannerState } from '../planner-types.ts';
import { APPROVAL_PROMPT, type PlannerContext } from '../steps/step-types.ts';
import type { Interpretation, StatementThenQuestion } from './interpretation.ts';

// The actions of the policy table's own rows (policy.ts); the answers to a suggestion, copy turns,
// launches and questions keep theirs beside their subject (planner-approval.ts, creative-turn.ts,
// planner-launch.ts, planner-answers.ts).

/** The state with the candidate changes applied (what a statement leaves behind). */
export const withApplied = (i: Interpretation, s: PlannerState): PlannerState => ({
  ...s,
  draft: i.applied.draft,
  memory: i.applied.memory,
});

export function goBack(state: PlannerState, ctx: PlannerContext): Turn {
  const cleared = { ...state, pendingApproval: null };
  if (state.step === 1) return stopAt(cleared, 1, ctx, ['We are at the first step already.'], false);
  return stopAt(cleared, (state.step - 1) as StepNumber, ctx, ['Going back.'], true);
}

export function launchTurn(i: Interpretation, s: PlannerState, ctx: PlannerContext): Turn {
  // The message's facts are applied, nothing pending is approved on the way (planner-launch.ts).
  const turn = requestLaunch(withApplied(i, s), ctx);
  return { ...turn, lines: [...appliedLines(ctx, i.applied), ...turn.lines] };
}

export function keepTurn(_i: Interpretation, s: PlannerState, ctx: PlannerContext): Turn {
  const line = 'OK, it stays as it is.';
  const pending = s.pendingApproval;
  if (pending)
    return { state: s, lines: [line, `Back to my suggestion: ${pending.summary}. ${APPROVAL_PROMPT}`] };
  return stopAt(s, s.step, ctx, [line], false);
}

export function answerAfterStatement(i: Interpretation, s: PlannerState, ctx: PlannerContext): Turn {
  const mixed = i.statementThenQuestion as StatementThenQuestion;
  const { applied } = mixed;
  const next = { ...s, draft: applied.draft, memory: applied.memory };
  const answer = answerTurn(next, mixed.question, mixed.questionAct, mixed.questionFacts, {
    ...ctx,
    memory: applied.memory,
  });
  return keepAsking(s, { ...answer, lines: [...appliedLines(ctx, applied), ...answer.lines] });
}

export function suggestionAsked(i: Interpretation, s: PlannerState, ctx: PlannerContext): Turn {
  const rec = freshRecommendation(i.applied.draft, s.step, ctx);
  const next = withApplied(i, s);
  if (!rec) return stopAt(next, s.step, ctx, appliedLines(ctx, i.applied), false);
  return {
    state: { ...next, pendingApproval: toApproval(rec, s.step), awaiting: rec.kind },
    lines: [...appliedLines(ctx, i.applied), rec.text],
  };
}

export function helpTurn(_i: Interpretation, s: PlannerState, ctx: PlannerContext): Turn {
  const help = `${stepHeading(s.step)} Answer my questions in your own words, approve or reject my suggestions, say “back” to revisit a step, or ask about prices and projections.`;
  return stopAt(s, s.step, ctx, [help], false);
}
