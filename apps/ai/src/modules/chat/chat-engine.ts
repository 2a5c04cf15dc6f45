import { dateInTimezone } from '@northstar/shared/campaign/draft';
import type { FastifyBaseLogger } from 'fastify';
import { extractFacts, type FactContext, factKeys } from '../../planner/extract/facts.ts';
import { detectIntent } from '../../planner/extract/intent.ts';
import {
  createInitialState,
  handleMessage,
  MAX_MESSAGE_LENGTH,
  type StartOptions,
  type StartResult,
  startConversation,
} from '../../planner/planner.ts';
import { stepTitle } from '../../planner/planner-flow.ts';
import type { PlannerReply, PlannerState } from '../../planner/planner-types.ts';
import type { LlmAssistant } from '../../providers/llm-assistant.ts';
import { readFactKeys, renderFacts } from '../../providers/llm-facts.ts';

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
  reply(state: PlannerState, message: string, now: Date): Promise<PlannerReply>;
  /** 'planner' or 'llm': shown in logs and tests. */
  readonly mode: 'planner' | 'llm';
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
      reply: async (state, message, now) => handleMessage(state, message, { now }),
    };
  }

  const llm: LlmAssistant = assistant;
  const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

  /** The message plus the LLM's extra facts as sentences, or the message alone. */
  async function enrich(state: PlannerState, message: string, now: Date, deadline: number): Promise<string> {
    const text = message.slice(0, MAX_MESSAGE_LENGTH).trim();
    const intent = detectIntent(text);
    // Approvals, navigation and questions are the planner's call; only statements get extra facts.
    if (
      intent.approve ||
      intent.reject ||
      intent.modify !== null ||
      intent.next ||
      intent.back ||
      intent.reset ||
      intent.launch ||
      intent.question
    ) {
      return message;
    }
    const ctx: FactContext = {
      step: state.step,
      awaiting: state.pendingApproval?.kind ?? state.awaiting,
      draft: state.draft,
      now,
    };
    const read = extractFacts(text, ctx);
    const remaining = deadline - Date.now();
    if (remaining < MIN_CALL_MS) return message;
    const facts = await llm.extractFacts(
      {
        message: text,
        step: state.step,
        stepTitle: stepTitle(state.step),
        awaiting: ctx.awaiting,
        today: dateInTimezone(now, state.draft.schedule.timezone),
      },
      remaining,
    );
    const rendered = renderFacts(facts, readFactKeys(read));
    if (rendered.lines.length === 0) return message;
    const combined = `${text}\n${rendered.lines.join('\n')}`;
    if (combined.length > MAX_MESSAGE_LENGTH) return message;
    // Additions only: the planner must read what it read before, plus exactly the rendered facts.
    const after = extractFacts(combined, ctx);
    const onlyAdds =
      factKeys(read).every((key) => sameJson(read[key], after[key])) &&
      factKeys(after).every((key) => key in read || rendered.keys.has(key)) &&
      [...rendered.keys].every((key) => after[key] !== undefined);
    return onlyAdds ? combined : message;
  }

  async function assisted(state: PlannerState, message: string, now: Date): Promise<PlannerReply> {
    const deadline = Date.now() + timeoutMs;
    let input = message;
    try {
      input = await enrich(state, message, now, deadline);
    } catch (error) {
      log?.warn({ err: error }, 'LLM fact extraction failed; using the planner alone');
    }
    const reply = handleMessage(state, input, { now });
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
