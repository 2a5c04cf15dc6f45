import { PRODUCT_NAME } from '@northstar/shared/brand';
import { BUILDER_STEPS, STEP_COUNT } from '@northstar/shared/campaign';
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
import type { Fact } from './facts/fact-types.ts';
import { stopAt, toReply } from './planner-flow.ts';
import { createInitialState, type InitialStateOptions } from './planner-state.ts';
import { emptyMemory, type PlannerReply, type PlannerState } from './planner-types.ts';
import type { PlannerContext } from './steps/step-types.ts';
import { type Interpretation, interpret } from './turn/interpretation.ts';
import { decide } from './turn/policy.ts';
import { traceOf } from './turn/trace.ts';

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

export interface StartOptions extends MessageOptions, InitialStateOptions {
  initialMessage?: string;
}

export interface StartResult {
  state: PlannerState;
  welcomeMessage: string;
  aiResponse: PlannerReply;
}

export { createInitialState } from './planner-state.ts';
export { MAX_MESSAGE_LENGTH } from './turn/interpretation.ts';

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

export function startConversation(opts: StartOptions): StartResult {
  const state = createInitialState(opts);
  const aiResponse = opts.initialMessage?.trim()
    ? handleMessage(state, opts.initialMessage, opts)
    : toReply(stopAt(state, 1, contextFor(state, '', opts), ['Let’s start with the basics.'], false));
  return { state: aiResponse.state, welcomeMessage: WELCOME, aiResponse };
}

/** One user message in; the reply, the new state and the draft out, with how the turn was decided. */
export function handleMessage(stored: PlannerState, message: string, opts: MessageOptions): PlannerReply {
  const state: PlannerState = { ...stored, memory: stored.memory ?? emptyMemory() };
  const ctx = contextFor(state, message, opts);
  // One reading of the message (turn/interpretation.ts); the policy table decides the turn from it.
  return respond(state, interpret(message, state, ctx, opts.extraFacts), ctx);
}

/** The reply to a message already read (the chat engine reads it once, then adds the LLM's facts). */
export function respond(state: PlannerState, reading: Interpretation, ctx: PlannerContext): PlannerReply {
  const { turn, row } = decide(reading, state, ctx);
  const reply = toReply(turn);
  const before = reading.fresh ?? state;
  return { ...reply, trace: traceOf(reading, row, before.draft, reply.state.draft) };
}
