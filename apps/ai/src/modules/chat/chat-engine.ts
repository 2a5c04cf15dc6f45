import { dateInTimezone } from '@northstar/shared/campaign';
import type { FastifyBaseLogger } from 'fastify';
import type { Fact } from '../../planner/facts/fact-types.ts';
import {
  contextFor,
  createInitialState,
  handleMessage,
  respond,
  type StartOptions,
  type StartResult,
  startConversation,
} from '../../planner/planner.ts';
import { stepTitle } from '../../planner/planner-flow.ts';
import type { PlannerReply, PlannerState } from '../../planner/planner-types.ts';
import { type Interpretation, interpret, withExtraFacts } from '../../planner/turn/interpretation.ts';
import type { LlmAssistant } from '../../providers/llm-assistant.ts';
import { toPlannerFacts } from '../../providers/llm-facts.ts';

// The planner, optionally helped by an LLM. Without one it is the deterministic engine as is. With one,
// the LLM may add facts the planner's extractors missed and word the reply; any error, timeout or
// invalid output falls back to the planner's own reading and wording.

export interface StartInput {
  now: Date;
  moduleContext: string;
  initialMessage: string;
  timezone?: string | undefined;
}

export interface ChatEngine {
  start(input: StartInput): Promise<StartResult>;
  reply(state: PlannerState, message: string, now: Date, extra?: ReplyExtras): Promise<PlannerReply>;
  /** 'planner' or 'llm': shown in logs and tests. */
  readonly mode: 'planner' | 'llm';
}

/** What the chat service read for this message besides the message itself. */
export interface ReplyExtras {
  /** The user's launched campaigns reviewed (modules/insights). */
  accountReview?: string;
}

export interface ChatEngineOptions {
  assistant: LlmAssistant | null;
  /** One budget for all LLM calls of a message. */
  timeoutMs: number;
  log?: FastifyBaseLogger | undefined;
}

/** Time left under this is not worth a model call. */
const MIN_CALL_MS = 50;

const startOptions = (input: StartInput): StartOptions => ({
  now: input.now,
  moduleContext: input.moduleContext,
  initialMessage: input.initialMessage,
  ...(input.timezone ? { timezone: input.timezone } : {}),
});

export function createChatEngine(options: ChatEngineOptions): ChatEngine {
  const { assistant, timeoutMs, log } = options;
  if (!assistant) {
    return {
      mode: 'planner',
      start: async (input) => startConversation(startOptions(input)),
      reply: async (state, message, now, extra = {}) => handleMessage(state, message, { now, ...extra }),
    };
  }

  const llm: LlmAssistant = assistant;
  // Only statements get the model's reading: approvals, navigation and questions are the planner's call.
  const READS_FACTS = new Set(['statement', 'correction', 'negation']);

  /** Facts the model read that the planner's own readers did not (theirs win where both read one). */
  async function modelFacts(
    state: PlannerState,
    reading: Interpretation,
    now: Date,
    deadline: number,
  ): Promise<Fact[]> {
    const { act } = reading;
    if (!READS_FACTS.has(act.act) || act.commands.size > 0) return [];
    const remaining = deadline - Date.now();
    if (remaining < MIN_CALL_MS) return [];
    const facts = await llm.extractFacts(
      {
        message: reading.text,
        step: state.step,
        stepTitle: stepTitle(state.step),
        awaiting: state.pendingApproval?.kind ?? state.awaiting,
        today: dateInTimezone(now, state.draft.schedule.timezone),
      },
      remaining,
    );
    return toPlannerFacts(facts, new Set(reading.facts.map((f) => f.key)));
  }

  async function assisted(
    state: PlannerState,
    message: string,
    now: Date,
    extra: ReplyExtras = {},
  ): Promise<PlannerReply> {
    const deadline = Date.now() + timeoutMs;
    // The message is read once; the model's facts are added to that reading.
    const ctx = contextFor(state, message, { now, ...extra });
    let reading = interpret(message, state, ctx);
    try {
      reading = withExtraFacts(reading, await modelFacts(state, reading, now, deadline), state, ctx);
    } catch (error) {
      log?.warn({ err: error }, 'LLM fact extraction failed; using the planner alone');
    }
    const reply = respond(state, reading, ctx);
    const remaining = deadline - Date.now();
    if (remaining < MIN_CALL_MS) return reply;
    try {
      const response = await llm.wordReply(
        {
          message,
          reply: reply.response,
          step: reply.campaignStep,
          stepTitle: stepTitle(reply.campaignStep),
        },
        remaining,
      );
      return { ...reply, response };
    } catch (error) {
      log?.warn({ err: error }, 'LLM wording failed; using the planner reply');
      return reply;
    }
  }

  return {
    mode: 'llm',
    async start(input) {
      const opts = startOptions(input);
      if (!input.initialMessage.trim()) return startConversation(opts);
      // The same path as startConversation, with the assisted reply to the first message.
      const { welcomeMessage } = startConversation({ ...opts, initialMessage: '' });
      const aiResponse = await assisted(createInitialState(opts), input.initialMessage, input.now);
      return { state: aiResponse.state, welcomeMessage, aiResponse };
    },
    reply: assisted,
  };
}
