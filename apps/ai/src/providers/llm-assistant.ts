import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { STEP_COUNT } from '@northstar/shared/campaign';
import { generateText, jsonSchema, type LanguageModel, Output } from 'ai';
import { z } from 'zod';
import type { LlmConfig } from '../config/env.ts';
import { type LlmFacts, llmFactsSchema, llmFieldGuide, salvageFacts } from './llm-facts.ts';

// The optional LLM (any OpenAI-compatible endpoint: OpenAI, Ollama, vLLM, LM Studio). It does two
// narrow jobs around the deterministic planner: read campaign facts the planner's own extractors missed,
// and word the planner's reply. Its output is validated; the planner keeps the state and the steps.

export interface ExtractRequest {
  message: string;
  step: number;
  stepTitle: string;
  /** The field or recommendation the planner is waiting on, if any. */
  awaiting: string | null;
  /** ISO date of today in the campaign's zone, to resolve "next Monday". */
  today: string;
}

export interface WordRequest {
  message: string;
  /** The planner's reply: every figure, name and question in it must survive the rewording. */
  reply: string;
  step: number;
  stepTitle: string;
}

export interface LlmAssistant {
  /** Throws on a provider error or timeout; invalid fields come back dropped, never as an error. */
  extractFacts(request: ExtractRequest, timeoutMs: number): Promise<LlmFacts>;
  /** Throws on a provider error, a timeout, or a reply that loses a figure of the original. */
  wordReply(request: WordRequest, timeoutMs: number): Promise<string>;
}

const EXTRACT_SYSTEM = `You read one message from an advertiser who is planning an ad campaign with a step-by-step assistant.
Return a JSON object with only the campaign facts the message states explicitly; omit every other field.
A question or a what-if ("what would 30k get me?") states no fact. Never guess. Fields:
${llmFieldGuide()}`;

const WORD_SYSTEM = `You are the voice of a campaign planning assistant. Rewrite the assistant's draft reply so it reads naturally and warmly.
Keep every number, amount, date, name, list item, step number and the closing question exactly as they are. Do not add facts, offers or options.
Plain text, no markdown headings, no longer than the draft plus two sentences.`;

const MAX_REPLY_LENGTH = 4000;
const MIN_LENGTH_RATIO = 0.5;
const FIGURE = /\d[\d,.]*\d|\d/g;
const normaliseFigure = (figure: string) => figure.replace(/,/g, '');

/** True when every figure of the planner's reply (amounts, dates, percentages) is still in the rewording. */
export function keepsFigures(original: string, worded: string): boolean {
  const kept = new Set((worded.match(FIGURE) ?? []).map(normaliseFigure));
  return (original.match(FIGURE) ?? []).every((figure) => kept.has(normaliseFigure(figure)));
}

const factsOutput = Output.object({
  schema: jsonSchema<LlmFacts>(
    () => z.toJSONSchema(llmFactsSchema, { io: 'input', unrepresentable: 'any' }) as never,
    // Field by field: one bad value must not cost the good ones.
    { validate: (value) => ({ success: true, value: salvageFacts(value) }) },
  ),
  name: 'campaign_facts',
});

export function createLlmAssistant(model: LanguageModel): LlmAssistant {
  return {
    async extractFacts(request, timeoutMs) {
      const result = await generateText({
        model,
        system: EXTRACT_SYSTEM,
        prompt: [
          `Today is ${request.today}. The assistant is on step ${request.step} (${request.stepTitle})${
            request.awaiting ? ` and is waiting for: ${request.awaiting}` : ''
          }.`,
          `Message: ${JSON.stringify(request.message)}`,
        ].join('\n'),
        output: factsOutput,
        temperature: 0,
        maxRetries: 0,
        timeout: timeoutMs,
      });
      return result.output;
    },

    async wordReply(request, timeoutMs) {
      const result = await generateText({
        model,
        system: WORD_SYSTEM,
        prompt: [
          `Step ${request.step} of ${STEP_COUNT} (${request.stepTitle}).`,
          `The advertiser wrote: ${JSON.stringify(request.message)}`,
          `Draft reply:\n${request.reply}`,
        ].join('\n'),
        temperature: 0.3,
        maxRetries: 0,
        timeout: timeoutMs,
      });
      const text = result.text.trim();
      if (!text || text.length > MAX_REPLY_LENGTH)
        throw new Error('The model returned an empty or oversized reply');
      if (!keepsFigures(request.reply, text))
        throw new Error('The model reworded away a figure of the reply');
      // A rewording, not a summary: a much shorter text has dropped a question or a list.
      if (text.length < request.reply.length * MIN_LENGTH_RATIO)
        throw new Error('The model cut the reply short');
      return text;
    },
  };
}

/** The configured provider's model, or null when no LLM is configured (the planner answers alone). */
export function createConfiguredAssistant(config: LlmConfig | null): LlmAssistant | null {
  if (!config) return null;
  const provider = createOpenAICompatible({
    name: 'llm',
    baseURL: config.baseUrl,
    ...(config.apiKey ? { apiKey: config.apiKey } : {}),
  });
  return createLlmAssistant(provider.chatModel(config.model));
}
