import { PRODUCT_NAME } from '@northstar/shared/brand';
import { type CampaignType, createDraft, dateInTimezone, touchDraft } from '@northstar/shared/campaign/draft';
import { type LaunchFinding, launchFindings } from '@northstar/shared/campaign/launch-gate';
import { BUILDER_STEPS, STEP_COUNT, type StepNumber } from '@northstar/shared/campaign/steps';
import { reviewCompliance } from '@northstar/shared/compliance';
import {
  hashSeed,
  type MarketState,
  mulberry32,
  pricingForPlatforms,
  type Rng,
} from '@northstar/shared/market';
import { MARKET_SEED, marketAt } from '@northstar/shared/market-clock';
import { DEFAULT_PROJECTION_INPUT } from '@northstar/shared/projections';
import { creativeTurn } from './creative-turn.ts';
import { type ActReading, classifyAct, isQuestionAct, normaliseQuotes } from './dialogue/acts.ts';
import { applyPatch } from './draft-patch.ts';
import type { Fact } from './facts/fact-types.ts';
import { applyFacts, readContextFor, readFacts } from './facts/registry.ts';
import { formatDate } from './format.ts';
import { answerTurn } from './planner-answers.ts';
import { appliedLines, confirmTurn, resolvePending } from './planner-approval.ts';
import {
  freshRecommendation,
  isStepDone,
  moveOn,
  reopenedStep,
  stepHeading,
  stopAt,
  type Turn,
  toApproval,
  toReply,
} from './planner-flow.ts';
import { emptyMemory, type PlannerReply, type PlannerState } from './planner-types.ts';
import { STEP_HANDLERS } from './steps/step-handlers.ts';
import type { PlannerContext } from './steps/step-types.ts';

// The deterministic campaign planner: no outside service, and every reply depends only on the state, the
// message, the injected clock and the seed.

export interface MessageOptions {
  now: Date;
  /** Randomness for wording only; defaults to a generator seeded from the seed, step and message. */
  rng?: Rng;
  /** Seed of the simulated market (and of the default rng); MARKET_SEED, the hub's, when not given. */
  seed?: number;
  /** Live market to quote; defaults to the market at `now` (marketAt), the one the hub's panel shows. */
  market?: MarketState;
  /** Facts read by another reader (the optional LLM), added to the planner's own. */
  extraFacts?: readonly Fact[];
}

export interface StartOptions extends MessageOptions {
  /** The chat's module context (e.g. "northstar-hub"); one that mentions "regulated" starts a regulated campaign. */
  moduleContext?: string;
  initialMessage?: string;
  campaignType?: CampaignType;
  /** IANA zone for the schedule's dates; UTC by default. */
  timezone?: string;
  campaignId?: string;
}

export interface StartResult {
  state: PlannerState;
  welcomeMessage: string;
  aiResponse: PlannerReply;
}

/** Longest message read; the chat route limits input too, this keeps every reply bounded in time. */
export const MAX_MESSAGE_LENGTH = 4000;

const WELCOME = `Hi! I'm the ${PRODUCT_NAME} AI assistant. We'll build your campaign together in ${STEP_COUNT} steps: ${BUILDER_STEPS.map((s) => s.title.toLowerCase()).join(', ')}. Tell me about your campaign in your own words, several details at once if you like, and ask me about market prices (simulated) or projections at any time.`;

export function contextFor(state: PlannerState, message: string, opts: MessageOptions): PlannerContext {
  const seed = opts.seed ?? MARKET_SEED;
  let built = opts.market;
  // Built on first use: most messages never quote the market.
  const market = () => (built ??= marketAt(opts.now, seed));
  return {
    now: opts.now,
    rng: opts.rng ?? mulberry32(hashSeed(`${seed}:${state.step}:${message}`)),
    memory: state.memory,
    cpmFor: (platforms) =>
      pricingForPlatforms(market(), platforms)?.currentCPM ?? DEFAULT_PROJECTION_INPUT.cpm,
    get market() {
      return market();
    },
  };
}

export function createInitialState(opts: Omit<StartOptions, 'initialMessage'>): PlannerState {
  const regulated = opts.campaignType === 'regulated' || /regulated/i.test(opts.moduleContext ?? '');
  const draft = createDraft({
    now: opts.now,
    ...(opts.timezone ? { timezone: opts.timezone } : {}),
    ...(opts.campaignId ? { campaignId: opts.campaignId } : {}),
    campaignType: regulated ? 'regulated' : 'universal',
  });
  // The builder defaults the objective to awareness; the planner asks for it instead of assuming it.
  return {
    step: 1,
    draft: { ...draft, objective: '' },
    pendingApproval: null,
    awaiting: 'campaignName',
    launched: false,
    memory: emptyMemory(),
  };
}

export function startConversation(opts: StartOptions): StartResult {
  const state = createInitialState(opts);
  const aiResponse = opts.initialMessage?.trim()
    ? handleMessage(state, opts.initialMessage, opts)
    : toReply(stopAt(state, 1, contextFor(state, '', opts), ['Let’s start with the basics.'], false));
  return { state: aiResponse.state, welcomeMessage: WELCOME, aiResponse };
}

/**
 * What only the builder settles: the payment method, the accepted terms, each platform's policy
 * acknowledgement, and a compliance rule the campaign still breaks (a regulated campaign's blockers stop
 * at step 6 before this). The assistant does not tick these for the advertiser.
 */
const settledInBuilder = (f: LaunchFinding): boolean =>
  f.field.startsWith('payment.') ||
  f.field.startsWith('launchOptions.') ||
  f.field.startsWith('compliance.platformPolicies.') ||
  f.rule !== undefined;

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** "step 6 (Compliance Review): confirm ...; step 9 (Review & Launch): choose ... and accept ...". */
function builderNeeds(findings: readonly LaunchFinding[]): string {
  return BUILDER_STEPS.flatMap((s) => {
    const messages = [
      ...new Set(findings.filter((f) => f.step === s.number).map((f) => lowerFirst(f.message))),
    ];
    if (messages.length === 0) return [];
    const list =
      messages.length === 1 ? messages[0] : `${messages.slice(0, -1).join(', ')} and ${messages.at(-1)}`;
    return [`step ${s.number} (${s.title}): ${list}`];
  }).join('; ');
}

/**
 * "Launch it": the launch gate's findings (the one function the builder and the API launch through)
 * decide. A step the conversation can still fill stops the launch there; what only the builder
 * settles (payment, terms, policies) is listed for the advertiser to finish in the builder.
 */
function launch(state: PlannerState, ctx: PlannerContext): Turn {
  const findings = launchFindings(state.draft, { now: ctx.now });
  const failing = BUILDER_STEPS.find(
    (s) =>
      findings.some((f) => f.step === s.number && !settledInBuilder(f)) ||
      STEP_HANDLERS[s.number].missing(state.draft).length > 0,
  );
  if (failing) {
    return stopAt(
      state,
      failing.number,
      ctx,
      [`Before launch, step ${failing.number} needs attention.`],
      true,
    );
  }
  const today = dateInTimezone(ctx.now, state.draft.schedule.timezone);
  const scheduled = state.draft.schedule.startDate > today;
  const draft = touchDraft(
    state.draft,
    {
      compliance: { ...state.draft.compliance, status: reviewCompliance(state.draft).status },
      launchOptions: { ...state.draft.launchOptions, launchMode: scheduled ? 'scheduled' : 'immediately' },
    },
    ctx.now,
  );
  const when = scheduled
    ? `scheduled to start ${formatDate(draft.schedule.startDate)}`
    : 'set to start right away';
  const channel = draft.campaignType === 'regulated' ? 'Regulated Channels' : 'Universal Channels';
  const needs = findings.filter(settledInBuilder);
  return {
    state: { ...state, step: STEP_COUNT, draft, launched: true, pendingApproval: null, awaiting: null },
    lines: [
      needs.length
        ? `“${draft.campaignName}” is planned, ${when}. Open it in the Campaign Builder (${channel}); before Launch Campaign works there, it still needs: ${builderNeeds(needs)}.`
        : `“${draft.campaignName}” is ready to launch, ${when}. Open it in the Campaign Builder (${channel}) to give it a final look and press Launch Campaign.`,
      'Say “start over” to plan another campaign.',
    ],
  };
}

function goBack(state: PlannerState, ctx: PlannerContext): Turn {
  if (state.step === 1)
    return stopAt({ ...state, pendingApproval: null }, 1, ctx, ['We are at the first step already.'], false);
  const step = (state.step - 1) as StepNumber;
  return stopAt({ ...state, pendingApproval: null }, step, ctx, ['Going back.'], true);
}

const SMALL_TALK: Record<'greeting' | 'thanks', string> = {
  greeting: 'Good to have you here.',
  thanks: 'You are welcome.',
};

/** A message with no pending suggestion: apply what it says, then move on if the step is now done. */
function freeForm(state: PlannerState, act: ActReading, facts: readonly Fact[], ctx: PlannerContext): Turn {
  const applied = applyFacts(state.draft, facts, ctx);
  const next = { ...state, draft: applied.draft, memory: applied.memory };
  if (applied.confirm) return confirmTurn(next, applied, ctx);
  const lines = appliedLines(ctx, applied);
  // "no idea on the name yet, objective is awareness": what it states is applied, then the suggestion.
  if (act.commands.has('suggest') && !isStepDone(next.draft, state.step)) {
    const rec = freshRecommendation(next.draft, state.step, ctx);
    if (rec)
      return {
        state: { ...next, pendingApproval: toApproval(rec, state.step), awaiting: rec.kind },
        lines: [...lines, rec.text],
      };
  }
  const completed = !isStepDone(state.draft, state.step) && isStepDone(applied.draft, state.step);
  const forward = act.commands.has('next') || act.act === 'approve';
  if (forward || completed) return moveOn(next, ctx, forward, lines);
  if (lines.length === 0) {
    if (act.act === 'smalltalk') lines.push(SMALL_TALK[act.thanks ? 'thanks' : 'greeting']);
    else if (act.commands.has('launch') && state.step < STEP_COUNT)
      lines.push(`We launch at step ${STEP_COUNT}, Review & Launch; we are on step ${state.step}.`);
    else if (facts.length > 0) lines.push('That is already how the campaign is set.');
    else if (!act.greeting) lines.push('I did not catch a campaign detail in that.');
  }
  return stopAt(next, state.step, ctx, lines, false);
}

/**
 * "Set the budget to 25k - also is LinkedIn even worth it?": the statement is applied, then the question
 * is answered. Null when the message is one question.
 */
function statementThenQuestion(state: PlannerState, text: string, ctx: PlannerContext): Turn | null {
  const parts = text
    .split(/(?<=[.!;])\s+|\s+[-–—]\s+|,\s*(?=(?:and\s+)?also\b)/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length < 2) return null;
  const acts = parts.map(classifyAct);
  const statements = parts.filter((_, i) => !isQuestionAct(acts[i]?.act ?? 'statement'));
  const question = parts.findIndex((_, i) => isQuestionAct(acts[i]?.act ?? 'statement'));
  if (statements.length === 0 || question === -1) return null;
  const said = statements.join('. ');
  const read = readFacts(said, readContextFor(state, ctx.now, 'statement'));
  if (read.length === 0) return null;
  const applied = applyFacts(state.draft, read, ctx);
  if (applied.changed.length === 0) return null;
  const next = { ...state, draft: applied.draft, memory: applied.memory };
  const asked = parts.slice(question).join(' ');
  const questionAct = acts[question] as ActReading;
  const answer = answerTurn(next, asked, questionAct, [], { ...ctx, memory: applied.memory });
  return { ...answer, lines: [...appliedLines(ctx, applied), ...answer.lines] };
}

/** A launch request: not a question, not a start date ("launch next Monday"), no required answer pending. */
function wantsLaunch(state: PlannerState, act: ActReading, facts: readonly Fact[]): boolean {
  if (!act.commands.has('launch') || isQuestionAct(act.act) || facts.some((f) => f.key === 'schedule'))
    return false;
  const pending = state.pendingApproval;
  return !pending || act.yes || STEP_HANDLERS[pending.step].missing(state.draft).length === 0;
}

/** One user message in; the reply, the new state and the draft out. */
export function handleMessage(stored: PlannerState, message: string, opts: MessageOptions): PlannerReply {
  const state: PlannerState = { ...stored, memory: stored.memory ?? emptyMemory() };
  const ctx = contextFor(state, message, opts);
  const text = normaliseQuotes(message.slice(0, MAX_MESSAGE_LENGTH).trim());
  if (!text) return toReply(stopAt(state, state.step, ctx, ['Tell me about your campaign.'], false));
  const act = classifyAct(text);

  if (act.commands.has('reset') && !isQuestionAct(act.act)) {
    const fresh = createInitialState({
      now: ctx.now,
      timezone: state.draft.schedule.timezone,
      campaignId: state.draft.campaignId,
    });
    const freshCtx = { ...ctx, memory: fresh.memory };
    // "Start over: a campaign for the Nordics, awareness" starts over with those facts.
    const facts = readFacts(text, readContextFor(fresh, ctx.now, act.act));
    const turn = facts.length ? freeForm(fresh, act, facts, freshCtx) : stopAt(fresh, 1, freshCtx, [], false);
    return toReply({ ...turn, lines: ['Starting over with a new campaign.', ...turn.lines] });
  }
  const facts = [
    ...readFacts(act.modifyText ?? text, readContextFor(state, ctx.now, act.act)),
    ...(opts.extraFacts ?? []),
  ];
  // Copy ideas asked for, or a copy suggestion changed: answered with a suggestion to approve.
  const copyTurn = creativeTurn(state, act, facts, ctx);
  if (copyTurn) return toReply(copyTurn);
  if (isQuestionAct(act.act)) {
    const mixed = statementThenQuestion(state, text, ctx);
    if (mixed) return toReply(mixed);
    return toReply(answerTurn(state, text, act, facts, ctx));
  }
  if (state.launched) {
    return toReply({
      state,
      lines: [
        `“${state.draft.campaignName}” is ready in the Campaign Builder. Say “start over” to plan another campaign.`,
      ],
    });
  }
  if (act.commands.has('help') && facts.length === 0) {
    const help = `${stepHeading(state.step)} Answer my questions in your own words, approve or reject my suggestions, say “back” to revisit a step, or ask about prices and projections.`;
    return toReply(stopAt(state, state.step, ctx, [help], false));
  }
  if (act.commands.has('back') && facts.length === 0) return toReply(goBack(state, ctx));
  if (wantsLaunch(state, act, facts)) {
    // "Launch it" from any step: optional suggestions are passed over (a "yes" approves the pending one
    // first), the message's facts applied; launch() then stops at the first step that still needs something.
    const pending = state.pendingApproval;
    const approved = pending && act.yes ? applyPatch(state.draft, pending.patch, ctx.now) : null;
    const base = { ...state, draft: approved?.ok ? approved.draft : state.draft, pendingApproval: null };
    const applied = applyFacts(base.draft, facts, ctx);
    const turn = launch({ ...base, draft: applied.draft, memory: applied.memory }, ctx);
    return toReply({ ...turn, lines: [...appliedLines(ctx, applied), ...turn.lines] });
  }

  let turn = state.pendingApproval
    ? resolvePending(state, act, facts, ctx, text)
    : freeForm(state, act, facts, ctx);
  // An edit can undo an earlier step (a new objective clears the KPI): go back to the first such step.
  const reopened = reopenedStep(turn.state.draft, turn.state.step);
  if (reopened) {
    turn = stopAt(
      { ...turn.state, pendingApproval: null },
      reopened,
      ctx,
      [...turn.lines.slice(0, -1), `That reopens step ${reopened}.`],
      true,
    );
  }
  return toReply(turn);
}
