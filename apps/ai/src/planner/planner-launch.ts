import {
  BUILDER_STEPS,
  dateInTimezone,
  type LaunchFinding,
  launchFindings,
  platformName,
  STEP_COUNT,
  type StepNumber,
  touchDraft,
} from '@northstar/shared/campaign';
import type { CampaignDraft } from '@northstar/shared/campaign/schemas';
import { reviewCompliance } from '@northstar/shared/compliance';
import type { ActReading } from './dialogue/acts.ts';
import { applyPatch } from './draft-patch.ts';
import { joinList } from './format.ts';
import { stopAt, type Turn } from './planner-flow.ts';
import {
  type ApprovalData,
  type DraftPatch,
  LAUNCH_APPROVALS,
  type LaunchApproval,
  type PlannerState,
} from './planner-types.ts';
import { STEP_HANDLERS } from './steps/step-handlers.ts';
import type { PlannerContext } from './steps/step-types.ts';

// Launching from the chat (issue 21): the shared launch gate decides, and what only a person may
// confirm (the platforms' policies, the payment method, the terms) is asked as three approvals, in any
// order. The planner only decides; the chat service launches on the server once `launch.status` is
// `approved`, and words the outcome.

/** Said at step 9 only: at an earlier step "let's do it" answers the pending suggestion. */
const REVIEW_LAUNCH =
  /\b(?:let'?s\s+do\s+(?:it|this)|go\s+ahead|do\s+it|ship\s+it|make\s+it\s+live|put\s+it\s+live)\b/i;
const ANY_STEP_LAUNCH = /\b(?:ship\s+it|make\s+it\s+live|put\s+it\s+live)\b/i;

/** "Launch it", "go live", "ship it" (explicit); "let's do it", "go ahead" (a launch at the review only). */
export type LaunchWords = 'explicit' | 'review' | null;

export function launchWordsIn(act: ActReading, text: string): LaunchWords {
  if (act.commands.has('launch') || ANY_STEP_LAUNCH.test(text)) return 'explicit';
  return REVIEW_LAUNCH.test(text) ? 'review' : null;
}

/**
 * A launch request in a state: explicit, or implicit ("let's do it" at step 9: with a suggestion pending
 * it answers the suggestion instead). Null: not a launch request.
 */
export function asksLaunch(state: PlannerState, words: LaunchWords): 'explicit' | 'implicit' | null {
  if (words === 'explicit') return 'explicit';
  return state.step === STEP_COUNT && words === 'review' ? 'implicit' : null;
}

/** What a person confirms; the gate's findings about them never stop the conversation earlier. */
export const needsPerson = (f: LaunchFinding): boolean =>
  f.field.startsWith('payment.') ||
  f.field === 'launchOptions.termsAccepted' ||
  f.field.startsWith('compliance.platformPolicies.');

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** "step 4 (Audience): choose at least one country; step 7 (Budget & Schedule): …". */
export function findingsText(findings: readonly LaunchFinding[]): string {
  return BUILDER_STEPS.flatMap((s) => {
    const messages = [
      ...new Set(findings.filter((f) => f.step === s.number).map((f) => lowerFirst(f.message))),
    ];
    return messages.length ? [`step ${s.number} (${s.title}): ${joinList(messages)}`] : [];
  }).join('; ');
}

/**
 * The gate refused (here or on the server): each finding in plain words, then the step the first one
 * is about. Nothing is pending, nothing launched.
 */
export function refuseLaunch(
  state: PlannerState,
  findings: readonly LaunchFinding[],
  ctx: PlannerContext,
  lead = `“${state.draft.campaignName}” can't launch yet`,
): Turn {
  const step = (findings[0]?.step ?? STEP_COUNT) as StepNumber;
  return stopAt(
    { ...state, launch: null, pendingApproval: null },
    step,
    ctx,
    [`${lead}: ${findingsText(findings)}.`],
    true,
  );
}

/** The gate's findings a conversation can fix, and the first step whose required answers are missing. */
function blockers(draft: CampaignDraft, ctx: PlannerContext): LaunchFinding[] {
  const findings = launchFindings(draft, { now: ctx.now }).filter((f) => !needsPerson(f));
  for (const s of BUILDER_STEPS) {
    const missing = STEP_HANDLERS[s.number].missing(draft);
    if (missing.length > 0 && !findings.some((f) => f.step === s.number))
      findings.push({ step: s.number, field: missing[0] ?? '', message: `Answer step ${s.number}` });
  }
  return findings.sort((a, b) => a.step - b.step);
}

const APPROVAL_TEXT: Record<LaunchApproval, (draft: CampaignDraft) => { summary: string; ask: string }> = {
  launch_policies: (d) => {
    const names = joinList(d.platforms.selected.map(platformName));
    return {
      summary: `Confirm that the ads follow the advertising policies of ${names}`,
      ask: `Do you confirm that your ads follow the advertising policies of ${names}?`,
    };
  },
  launch_payment: () => ({
    summary: 'Pay with your account’s sandbox payment method (simulated billing: no real payment is taken)',
    ask: 'Shall I use your account’s sandbox payment method? It is simulated billing: no real payment is taken and no card is charged.',
  }),
  launch_terms: () => ({
    summary: 'Accept the advertising terms',
    ask: 'Do you accept the advertising terms?',
  }),
};

const LABEL: Record<LaunchApproval, string> = {
  launch_policies: 'the platforms’ advertising policies',
  launch_payment: 'the sandbox payment method',
  launch_terms: 'the advertising terms',
};

/** The change each approval makes to the draft when the launch goes ahead. */
function approvalPatch(kind: LaunchApproval, draft: CampaignDraft): DraftPatch {
  if (kind === 'launch_policies')
    return {
      compliance: { platformPolicies: Object.fromEntries(draft.platforms.selected.map((p) => [p, true])) },
    };
  // The draft's payment field holds a method only; the sandbox settles no real payment.
  if (kind === 'launch_payment') return { payment: { method: 'card' } };
  return { launchOptions: { termsAccepted: true } };
}

export function launchApproval(kind: LaunchApproval, draft: CampaignDraft): ApprovalData {
  return {
    id: `apr_${STEP_COUNT}_${kind}`,
    kind,
    summary: APPROVAL_TEXT[kind](draft).summary,
    patch: approvalPatch(kind, draft),
    step: STEP_COUNT,
    variant: 0,
  };
}

const ask = (state: PlannerState, kind: LaunchApproval) => APPROVAL_TEXT[kind](state.draft).ask;

/** "Launch it": before step 9 the review comes first; at step 9 the gate, then the approvals. */
export function requestLaunch(state: PlannerState, ctx: PlannerContext): Turn {
  const found = blockers(state.draft, ctx);
  if (found.length > 0) return refuseLaunch(state, found, ctx);
  if (state.step < STEP_COUNT) {
    // Never around the review, and nothing pending is approved on the way.
    return stopAt(
      { ...state, pendingApproval: null, launch: null },
      STEP_COUNT,
      ctx,
      ['Before anything launches, here is the review.'],
      true,
    );
  }
  const first = LAUNCH_APPROVALS[0];
  return {
    state: {
      ...state,
      launch: { approved: [], status: 'asking' },
      pendingApproval: launchApproval(first, state.draft),
      awaiting: first,
    },
    lines: [
      `To launch “${state.draft.campaignName}” I need three confirmations that only you can give, each its own approval: ${joinList(LAUNCH_APPROVALS.map((k) => LABEL[k]))}. Answer them in any order (say e.g. “I accept the terms”).`,
      ask(state, first),
    ],
  };
}

/** "I confirm the policies", "we agree to the terms": an approval of the one it names. */
const AGREES = /\b(?:confirm(?:ed)?|accept(?:ed)?|agree(?:d)?|approve[ds]?|fine|ok(?:ay)?|use)\b/i;

const REFUSES = /\b(?:don'?t|do\s+not|won'?t|will\s+not|not|never|decline[ds]?|refuse[ds]?|reject(?:ed)?)\b/i;

/** What a message says to the launch approvals: the one it names (null: none), agreeing or refusing. */
export interface LaunchAnswer {
  named: LaunchApproval | null;
  agrees: boolean;
  refuses: boolean;
}

/** Which approval a message names ("I accept the terms"), and whether it agrees to it or refuses it. */
export function launchAnswerIn(text: string): LaunchAnswer {
  const named: LaunchApproval | null = /\bpolic(?:y|ies)\b/i.test(text)
    ? 'launch_policies'
    : /\b(?:payment|pay|billing|card|sandbox)\b/i.test(text)
      ? 'launch_payment'
      : /\bterms?\b/i.test(text)
        ? 'launch_terms'
        : null;
  return {
    named,
    agrees: named !== null && AGREES.test(text),
    refuses: named !== null && REFUSES.test(text),
  };
}

/** The launch goes ahead: every approval's change applied, the launch mode set by the start date. */
function approvedDraft(state: PlannerState, ctx: PlannerContext): CampaignDraft {
  let draft = state.draft;
  for (const kind of LAUNCH_APPROVALS) {
    const applied = applyPatch(draft, approvalPatch(kind, draft), ctx.now);
    if (applied.ok) draft = applied.draft;
  }
  const scheduled = draft.schedule.startDate > dateInTimezone(ctx.now, draft.schedule.timezone);
  return touchDraft(
    draft,
    {
      compliance: { ...draft.compliance, status: reviewCompliance(draft).status },
      launchOptions: { ...draft.launchOptions, launchMode: scheduled ? 'scheduled' : 'immediately' },
    },
    ctx.now,
  );
}

/** What launching later needs, said when a launch is cancelled. */
export const LAUNCH_LATER =
  'To launch later, say “launch it” here and approve all three (the platforms’ policies, the sandbox payment method and the terms), or confirm them at step 9 of the Campaign Builder.';

export function cancelLaunch(state: PlannerState, lead: string): Turn {
  return {
    state: { ...state, launch: null, pendingApproval: null, awaiting: 'launch' },
    lines: [`${lead} “${state.draft.campaignName}” stays a draft.`, LAUNCH_LATER],
  };
}

/** The approval a message answers: the one it names, else the one asked. */
function answered(state: PlannerState, answer: LaunchAnswer): LaunchApproval {
  const pending = state.pendingApproval;
  return answer.named ?? (pending && LAUNCH_APPROVALS.find((k) => k === pending.kind)) ?? LAUNCH_APPROVALS[0];
}

/** The message refuses the approval it answers ("no", "we don't accept the terms"). */
export const refusesLaunch = (act: ActReading, answer: LaunchAnswer): boolean =>
  act.no || act.act === 'reject' || answer.refuses;

/** The message gives the approval it answers ("yes", "I confirm the policies"). */
export const agreesToLaunch = (act: ActReading, answer: LaunchAnswer): boolean =>
  act.yes || act.act === 'approve' || answer.agrees;

export const declineLaunch = (state: PlannerState, answer: LaunchAnswer): Turn =>
  cancelLaunch(state, `OK, I won't launch: you declined ${LABEL[answered(state, answer)]}.`);

/** One approval given: the next one is asked, or with all three the launch goes ahead. */
export function approveLaunch(state: PlannerState, answer: LaunchAnswer, ctx: PlannerContext): Turn {
  const target = answered(state, answer);
  const approved = [...new Set([...(state.launch?.approved ?? []), target])];
  const next = LAUNCH_APPROVALS.find((k) => !approved.includes(k));
  if (!next) {
    const draft = approvedDraft(state, ctx);
    return {
      state: {
        ...state,
        draft,
        launch: { approved, status: 'approved' },
        pendingApproval: null,
        awaiting: null,
      },
      lines: [`Confirmed: ${joinList(LAUNCH_APPROVALS.map((k) => LABEL[k]))}.`],
    };
  }
  return {
    state: {
      ...state,
      launch: { approved, status: 'asking' },
      pendingApproval: launchApproval(next, state.draft),
      awaiting: next,
    },
    lines: [`Confirmed: ${LABEL[target]}.`, ask(state, next)],
  };
}

/** Neither an answer nor a change: the approval asked is asked again. */
export function awaitLaunch(state: PlannerState): Turn {
  const pending = state.pendingApproval;
  const waiting = pending ? ask(state, pending.kind as LaunchApproval) : '';
  return { state, lines: [`Still waiting on your answer before I launch. ${waiting}`] };
}

/** A question answered during the launch approvals leaves the approval that was asked pending. */
export function keepAsking(before: PlannerState, turn: Turn): Turn {
  if (before.launch?.status !== 'asking' || !before.pendingApproval) return turn;
  return {
    state: {
      ...turn.state,
      step: before.step,
      launch: before.launch,
      pendingApproval: before.pendingApproval,
      awaiting: before.awaiting,
    },
    lines: [...turn.lines, ask(before, before.pendingApproval.kind as LaunchApproval)],
  };
}
