import { STEP_COUNT } from '@northstar/shared/campaign';
import { type CopyCase, copyCase, copyTurn } from '../creative-turn.ts';
import { type Command, isQuestionAct } from '../dialogue/acts.ts';
import { answerTurn } from '../planner-answers.ts';
import {
  amendSuggestion,
  answerSuggestion,
  appliedLines,
  approveSuggestion,
  besideSuggestion,
  confirmTurn,
  declineSuggestion,
  modifySuggestion,
  skipSuggestion,
} from '../planner-approval.ts';
import { freshRecommendation, isStepDone, moveOn, reopenedStep, stopAt, type Turn } from '../planner-flow.ts';
import {
  agreesToLaunch,
  approveLaunch,
  asksLaunch,
  awaitLaunch,
  declineLaunch,
  keepAsking,
  refusesLaunch,
} from '../planner-launch.ts';
import type { ApprovalData, PlannerState } from '../planner-types.ts';
import type { PlannerContext } from '../steps/step-types.ts';
import {
  answerAfterStatement,
  goBack,
  helpTurn,
  keepTurn,
  launchTurn,
  suggestionAsked,
  withApplied,
} from './actions.ts';
import type { Interpretation } from './interpretation.ts';
import { changedPaths } from './trace.ts';

// The policy table (docs/planner.md, "Policy table"): which turn a message makes, decided from its one
// interpretation. Rows are tried in order and the first whose `when` holds acts; each is named after
// the situation it handles, and that name is what the reply's trace stores.

type Act = (i: Interpretation, state: PlannerState, ctx: PlannerContext) => Turn & { via?: string };

export interface PolicyRow {
  name: string;
  when(i: Interpretation, state: PlannerState, ctx: PlannerContext): boolean;
  act: Act;
  /** An edit can undo an earlier step (a new objective clears the KPI): stop at the first one it reopened. */
  reopens?: true;
}

export interface Decision {
  turn: Turn;
  /** The row that decided ("change-withdraws-launch-approvals > statement-with-changes" when nested). */
  row: string;
}

// ---- Conditions shared by several rows -------------------------------------------------------------

const asks = (i: Interpretation) => isQuestionAct(i.act.act);
const has = (i: Interpretation, command: Command) => i.act.commands.has(command);
const refuses = (i: Interpretation) => i.act.no || i.act.act === 'reject';
const askingLaunch = (s: PlannerState) => s.launch?.status === 'asking';
const pendingKind = (s: PlannerState) => s.pendingApproval?.kind ?? null;
/** The read-back and warnings of the candidate changes are empty: the message changed nothing visible. */
const saysNothing = (i: Interpretation) =>
  i.applied.understood.length === 0 && i.applied.warnings.length === 0;
const isCopy = (kind: CopyCase) => (i: Interpretation, s: PlannerState) => copyCase(i, s) === kind;

/** A launch request: not a question, not a start date ("launch next Monday"), no required answer pending. */
function wantsLaunch(i: Interpretation, s: PlannerState): boolean {
  const asked = asksLaunch(s, i.launchWords);
  if (!asked || asks(i) || i.facts.some((f) => f.key === 'schedule')) return false;
  // "Let's do it" with a suggestion pending answers the suggestion.
  return asked === 'explicit' || s.pendingApproval === null;
}

/** A "keep" message whose facts restate the campaign ("OK, stay at 35k then" after a what-if). */
const keepsAsIs = (i: Interpretation, s: PlannerState) =>
  i.act.keep &&
  i.facts.length > 0 &&
  pendingKind(s) !== 'what_if' &&
  pendingKind(s) !== 'confirm_fact' &&
  !i.applied.confirm &&
  changedPaths(s.draft, i.applied.draft).length === 0;

/** A "no" about the suggestion itself ("no thanks, LinkedIn is too pricey" to "add LinkedIn?"). */
function rejectsSuggestion(i: Interpretation, s: PlannerState): boolean {
  const p = i.pending;
  if (!p || !refuses(i) || i.act.act === 'correction') return false;
  const asked = pendingKind(s) === 'what_if' || pendingKind(s) === 'confirm_fact';
  return i.facts.length === 0 || p.answers || (asked && p.touches);
}

// ---- How rows act ----------------------------------------------------------------------------------

const say =
  (line: string): Act =>
  (i, s, ctx) =>
    stopAt(withApplied(i, s), s.step, ctx, [line], false);

/** A row that answers the pending suggestion: its action gets the suggestion. */
const onPending =
  (act: (i: Interpretation, s: PlannerState, pending: ApprovalData, ctx: PlannerContext) => Turn): Act =>
  (i, s, ctx) =>
    act(i, s, s.pendingApproval as ApprovalData, ctx);

/** "Yes" to a suggestion, "next", or the step completed by the message: on to the next step. */
const movesForward = (i: Interpretation, s: PlannerState) =>
  has(i, 'next') ||
  i.act.act === 'approve' ||
  (!isStepDone(s.draft, s.step) && isStepDone(i.applied.draft, s.step));

/** Rows whose turn edits the campaign: an edit can reopen an earlier step. */
const edits = (rows: PolicyRow[]): PolicyRow[] => rows.map((row) => ({ ...row, reopens: true }));

// ---- The table -------------------------------------------------------------------------------------

/** With no suggestion pending: the message's changes apply, then the step moves on if it is done. */
export const FREE_FORM: readonly PolicyRow[] = edits([
  {
    name: 'change-held-for-confirmation',
    when: (i, s) => !s.pendingApproval && i.applied.confirm !== null,
    act: (i, s, ctx) => confirmTurn(withApplied(i, s), i.applied, ctx),
  },
  {
    // "No idea on the name yet, objective is awareness": what it states is applied, then the suggestion.
    name: 'suggestion-asked-for',
    when: (i, s, ctx) =>
      !s.pendingApproval &&
      has(i, 'suggest') &&
      !isStepDone(i.applied.draft, s.step) &&
      freshRecommendation(i.applied.draft, s.step, ctx) !== null,
    act: suggestionAsked,
  },
  {
    name: 'step-done-moves-on',
    when: (i, s) => !s.pendingApproval && movesForward(i, s),
    act: (i, s, ctx) =>
      moveOn(withApplied(i, s), ctx, has(i, 'next') || i.act.act === 'approve', appliedLines(ctx, i.applied)),
  },
  {
    name: 'small-talk',
    when: (i, s) => !s.pendingApproval && saysNothing(i) && i.act.act === 'smalltalk',
    act: (i, s, ctx) => say(i.act.thanks ? 'You are welcome.' : 'Good to have you here.')(i, s, ctx),
  },
  {
    name: 'launch-named-before-review',
    when: (i, s) => !s.pendingApproval && saysNothing(i) && has(i, 'launch') && s.step < STEP_COUNT,
    act: (i, s, ctx) =>
      say(`We launch at step ${STEP_COUNT}, Review & Launch; we are on step ${s.step}.`)(i, s, ctx),
  },
  {
    name: 'already-set',
    when: (i, s) => !s.pendingApproval && saysNothing(i) && i.facts.length > 0,
    act: say('That is already how the campaign is set.'),
  },
  {
    name: 'nothing-understood',
    when: (i, s) => !s.pendingApproval && saysNothing(i) && !i.act.greeting,
    act: say('I did not catch a campaign detail in that.'),
  },
  {
    name: 'statement-with-changes',
    when: (_i, s) => !s.pendingApproval,
    act: (i, s, ctx) => stopAt(withApplied(i, s), s.step, ctx, appliedLines(ctx, i.applied), false),
  },
]);

/** With a suggestion pending: whether the message approves, refuses, changes or leaves it. */
const ANSWERS_TO_SUGGESTION: readonly PolicyRow[] = edits([
  {
    // "No, not Canada"; "not TikTok, not LinkedIn, the rest is fine".
    name: 'suggestion-amended',
    when: (i, s) => !!s.pendingApproval && !!i.pending?.amends && i.pending.applies,
    act: onPending(amendSuggestion),
  },
  {
    // "OK, leave it as is", "no, keep it at 20k, I was just asking".
    name: 'keep-declines-suggestion',
    when: (i, s) => !!s.pendingApproval && i.act.keep,
    act: onPending(declineSuggestion),
  },
  {
    // "No, I don't want target ROAS".
    name: 'suggestion-refused-by-naming-it',
    when: (i, s) => !!s.pendingApproval && refuses(i) && !!i.pending?.restates,
    act: onPending(declineSuggestion),
  },
  {
    // "OK yeah, let's do 30 then"; facts that set no field of the suggestion stand beside it.
    name: 'suggestion-approved',
    when: (i, s) => !!s.pendingApproval && i.act.act === 'approve' && !i.pending?.answers,
    act: onPending(approveSuggestion),
  },
  {
    // "Call it Spring Sale" to a name suggestion; "yes, make it 30k" to a what-if.
    name: 'own-values-answer-suggestion',
    when: (i, s) =>
      !!s.pendingApproval &&
      (!!i.pending?.answers || (pendingKind(s) === 'what_if' && i.facts.length > 0 && !i.act.no)),
    act: onPending(answerSuggestion),
  },
  {
    name: 'modify-suggestion',
    when: (i, s) => !!s.pendingApproval && i.act.act === 'modify',
    act: onPending(modifySuggestion),
  },
  {
    // A correction ("no wait, 40k") is not a refusal; a "no" about something else leaves it pending.
    name: 'suggestion-rejected',
    when: (i, s) => !!s.pendingApproval && rejectsSuggestion(i, s),
    act: onPending(declineSuggestion),
  },
  {
    name: 'skip-suggestion',
    when: (i, s) => !!s.pendingApproval && has(i, 'next'),
    act: onPending(skipSuggestion),
  },
  {
    // "No, not Canada actually" while headlines are suggested: applied, and the suggestion stays.
    name: 'statement-beside-suggestion',
    when: (_i, s) => !!s.pendingApproval,
    act: onPending(besideSuggestion),
  },
]);

/** From "help" on: what is left once launches in progress and questions are handled. */
const CHANGES: readonly PolicyRow[] = [
  {
    name: 'help',
    when: (i) => has(i, 'help') && i.facts.length === 0,
    act: helpTurn,
  },
  { name: 'back', when: (i) => has(i, 'back') && i.facts.length === 0, act: (_i, s, ctx) => goBack(s, ctx) },
  {
    // Never around the review: the gate's findings, else the review at step 9 comes first.
    name: 'launch-before-review',
    when: (i, s) => wantsLaunch(i, s) && s.step < STEP_COUNT,
    act: launchTurn,
  },
  {
    // At step 9: the gate, then the three launch approvals.
    name: 'launch-at-review',
    when: (i, s) => wantsLaunch(i, s),
    act: launchTurn,
  },
  { name: 'keep-as-is', when: keepsAsIs, act: keepTurn },
  ...ANSWERS_TO_SUGGESTION,
  ...FREE_FORM,
];

export const POLICY: readonly PolicyRow[] = [
  {
    name: 'empty-message',
    when: (i) => i.text === '',
    act: (_i, s, ctx) => stopAt(s, s.step, ctx, ['Tell me about your campaign.'], false),
  },
  {
    // "Start over: a campaign for the Nordics, awareness" starts over with those facts.
    name: 'start-over',
    when: (i) => i.fresh !== null,
    act: (i, _s, ctx) => {
      const fresh = i.fresh as PlannerState;
      const freshCtx = { ...ctx, memory: fresh.memory };
      const inner = i.facts.length ? decide(i, fresh, freshCtx, FREE_FORM) : null;
      const turn = inner?.turn ?? stopAt(fresh, 1, freshCtx, [], false);
      return {
        ...turn,
        lines: ['Starting over with a new campaign.', ...turn.lines],
        ...(inner ? { via: inner.row } : {}),
      };
    },
  },
  // Copy asked for, or a copy suggestion changed: answered with a suggestion to approve.
  {
    name: 'copy-lines-typed',
    when: isCopy('typed-lines'),
    act: (i, s, ctx) => copyTurn('typed-lines', i, s, ctx),
  },
  {
    name: 'own-copy-answers-copy-suggestion',
    when: isCopy('own-copy'),
    act: (i, s, ctx) => copyTurn('own-copy', i, s, ctx),
  },
  {
    name: 'copy-instruction-unclear',
    when: isCopy('unclear-instruction'),
    act: (i, s, ctx) => copyTurn('unclear-instruction', i, s, ctx),
  },
  {
    name: 'copy-asked-or-revised',
    when: isCopy('copy-request'),
    act: (i, s, ctx) => copyTurn('copy-request', i, s, ctx),
  },
  {
    // "Set the budget to 25k - also is LinkedIn even worth it?": the statement applies, the question is answered.
    name: 'statement-then-question',
    when: (i) => asks(i) && i.statementThenQuestion !== null,
    act: answerAfterStatement,
  },
  {
    name: 'question-never-a-change',
    when: asks,
    act: (i, s, ctx) => keepAsking(s, answerTurn(s, i.text, i.act, i.askedFacts, ctx)),
  },
  {
    name: 'after-launch',
    when: (_i, s) => s.launched,
    act: (_i, s) => ({
      state: s,
      lines: [
        `“${s.draft.campaignName}” is launched; the Campaigns and Analytics pages follow it. Say “start over” to plan another campaign.`,
      ],
    }),
  },
  {
    name: 'launch-asked-during-approvals',
    when: (i, s) => askingLaunch(s) && asksLaunch(s, i.launchWords) !== null,
    act: (_i, s) => ({
      state: s,
      lines: ['The launch is waiting on your approvals.', `Still open: ${s.pendingApproval?.summary ?? ''}.`],
    }),
  },
  {
    name: 'launch-approval-declined',
    when: (i, s) => askingLaunch(s) && refusesLaunch(i.act, i.launchAnswer),
    act: (i, s) => declineLaunch(s, i.launchAnswer),
  },
  {
    name: 'launch-approval-given',
    when: (i, s) => askingLaunch(s) && agreesToLaunch(i.act, i.launchAnswer),
    act: (i, s, ctx) => approveLaunch(s, i.launchAnswer, ctx),
  },
  {
    name: 'launch-approvals-awaited',
    when: (i, s) => askingLaunch(s) && i.facts.length === 0,
    act: (_i, s) => awaitLaunch(s),
  },
  {
    // A change to the campaign: the approvals were given for the campaign as it was.
    name: 'change-withdraws-launch-approvals',
    when: (_i, s) => askingLaunch(s),
    act: (i, s, ctx) => {
      const inner = decide(i, { ...s, launch: null, pendingApproval: null }, ctx, CHANGES);
      const lines = ['The launch approvals are withdrawn because the campaign changed.', ...inner.turn.lines];
      return { ...inner.turn, lines, via: inner.row };
    },
  },
  ...CHANGES,
];

/** The first row whose condition holds decides the turn. */
export function decide(
  i: Interpretation,
  state: PlannerState,
  ctx: PlannerContext,
  rows: readonly PolicyRow[] = POLICY,
): Decision {
  const row = rows.find((r) => r.when(i, state, ctx)) as PolicyRow;
  const { via, ...turn } = row.act(i, state, ctx);
  const name = via ? `${row.name} > ${via}` : row.name;
  const reopened = row.reopens ? reopenedStep(turn.state.draft, turn.state.step) : null;
  if (!reopened) return { turn, row: name };
  return {
    turn: stopAt(
      { ...turn.state, pendingApproval: null },
      reopened,
      ctx,
      [...turn.lines.slice(0, -1), `That reopens step ${reopened}.`],
      true,
    ),
    row: name,
  };
}
