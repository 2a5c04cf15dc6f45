import { PRODUCT_NAME } from '@northstar/shared/brand';
import { BUILDER_STEPS, createDraft, STEP_COUNT, type StepNumber } from '@northstar/shared/campaign';
import type { CampaignType } from '@northstar/shared/campaign/schemas';
import {
  hashSeed,
  MARKET_SEED,
  type MarketState,
  marketAt,
  mulberry32,
  pricingForPlatforms,
  type Rng,
} from '@northstar/shared/market';
import { DEFAULT_PROJECTION_INPUT } from '@northstar/shared/projections';
import { creativeTurn } from './creative-turn.ts';
import { type ActReading, classifyAct, isQuestionAct, normaliseQuotes } from './dialogue/acts.ts';
import type { Fact } from './facts/fact-types.ts';
import { applyFacts, readContextFor, readFacts } from './facts/registry.ts';
import { termsAsked } from './glossary.ts';
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
import { asksLaunch, keepAsking, requestLaunch, resolveLaunch } from './planner-launch.ts';
import { emptyMemory, type PlannerReply, type PlannerState } from './planner-types.ts';
import { APPROVAL_PROMPT, type PlannerContext } from './steps/step-types.ts';

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
  /** The user's launched campaigns reviewed (modules/insights), for "AI Performance Review" and analytics. */
  accountReview?: string;
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
    ...(opts.accountReview ? { accountReview: opts.accountReview } : {}),
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
    campaign: null,
    launch: null,
  };
}

export function startConversation(opts: StartOptions): StartResult {
  const state = createInitialState(opts);
  const aiResponse = opts.initialMessage?.trim()
    ? handleMessage(state, opts.initialMessage, opts)
    : toReply(stopAt(state, 1, contextFor(state, '', opts), ['Let’s start with the basics.'], false));
  return { state: aiResponse.state, welcomeMessage: WELCOME, aiResponse };
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
  // "target cpa vs manual cpc - which one?" asks what the terms mean; nothing in it is a statement.
  if (termsAsked(text).length > 0) return null;
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
function wantsLaunch(state: PlannerState, act: ActReading, text: string, facts: readonly Fact[]): boolean {
  const asked = asksLaunch(state, act, text);
  if (!asked || isQuestionAct(act.act) || facts.some((f) => f.key === 'schedule')) return false;
  // "Let's do it" with a suggestion pending answers the suggestion.
  return asked === 'explicit' || state.pendingApproval === null;
}

/** A "keep" message whose facts restate the campaign: confirmed, nothing changes; null otherwise. */
function keepTurn(state: PlannerState, facts: readonly Fact[], ctx: PlannerContext): Turn | null {
  const pending = state.pendingApproval;
  if (pending && (pending.kind === 'what_if' || pending.kind === 'confirm_fact')) return null;
  const applied = applyFacts(state.draft, facts, ctx);
  const same = (d: PlannerState['draft']) => JSON.stringify({ ...d, updatedAt: '' });
  if (applied.confirm || same(applied.draft) !== same(state.draft)) return null;
  const line = 'OK, it stays as it is.';
  if (pending)
    return { state, lines: [line, `Back to my suggestion: ${pending.summary}. ${APPROVAL_PROMPT}`] };
  return stopAt(state, state.step, ctx, [line], false);
}

/** One user message in; the reply, the new state and the draft out. */
export function handleMessage(stored: PlannerState, message: string, opts: MessageOptions): PlannerReply {
  const state: PlannerState = { ...stored, memory: stored.memory ?? emptyMemory() };
  const ctx = contextFor(state, message, opts);
  const text = normaliseQuotes(message.slice(0, MAX_MESSAGE_LENGTH).trim());
  if (!text) return toReply(stopAt(state, state.step, ctx, ['Tell me about your campaign.'], false));
  const act = classifyAct(text);

  if (act.commands.has('reset') && !isQuestionAct(act.act)) {
    // A new campaign: the old one stays on the server as it was (the chat service creates the new one).
    const fresh = createInitialState({ now: ctx.now, timezone: state.draft.schedule.timezone });
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
    if (mixed) return toReply(keepAsking(state, mixed));
    return toReply(keepAsking(state, answerTurn(state, text, act, facts, ctx)));
  }
  if (state.launched) {
    return toReply({
      state,
      lines: [
        `“${state.draft.campaignName}” is launched; the Campaigns and Analytics pages follow it. Say “start over” to plan another campaign.`,
      ],
    });
  }
  let current = state;
  const prefix: string[] = [];
  if (state.launch?.status === 'asking') {
    const launchTurn = asksLaunch(state, act, text)
      ? {
          state,
          lines: [
            'The launch is waiting on your approvals.',
            `Still open: ${state.pendingApproval?.summary ?? ''}.`,
          ],
        }
      : resolveLaunch(state, act, text, facts.length, ctx);
    if (launchTurn) return toReply(launchTurn);
    // A change to the campaign: the approvals were given for the campaign as it was.
    current = { ...state, launch: null, pendingApproval: null };
    prefix.push('The launch approvals are withdrawn because the campaign changed.');
  }
  const reply = afterLaunchChecks(current, act, text, facts, ctx);
  return prefix.length ? { ...reply, response: [...prefix, reply.response].join('\n\n') } : reply;
}

function afterLaunchChecks(
  state: PlannerState,
  act: ActReading,
  text: string,
  facts: readonly Fact[],
  ctx: PlannerContext,
): PlannerReply {
  if (act.commands.has('help') && facts.length === 0) {
    const help = `${stepHeading(state.step)} Answer my questions in your own words, approve or reject my suggestions, say “back” to revisit a step, or ask about prices and projections.`;
    return toReply(stopAt(state, state.step, ctx, [help], false));
  }
  if (act.commands.has('back') && facts.length === 0) return toReply(goBack(state, ctx));
  if (wantsLaunch(state, act, text, facts)) {
    // "Launch it": the message's facts are applied, nothing pending is approved on the way; before step 9
    // the review comes first, at step 9 the gate and then the launch approvals (planner-launch.ts).
    const applied = applyFacts(state.draft, facts, ctx);
    const turn = requestLaunch({ ...state, draft: applied.draft, memory: applied.memory }, ctx);
    return toReply({ ...turn, lines: [...appliedLines(ctx, applied), ...turn.lines] });
  }

  // "OK, stay at 35k then" after a what-if: the values it restates are already set, and the suggestion
  // pending (if any) is neither approved nor refused by it.
  const kept = act.keep && facts.length > 0 ? keepTurn(state, facts, ctx) : null;
  if (kept) return toReply(kept);
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
