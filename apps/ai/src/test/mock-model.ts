import { MockLanguageModelV3 } from 'ai/test';

type LanguageModelV3CallOptions = Parameters<MockLanguageModelV3['doGenerate']>[0];
type LanguageModelV3GenerateResult = Awaited<ReturnType<MockLanguageModelV3['doGenerate']>>;

// The Vercel AI SDK's mock model, scripted per call kind: fact extraction asks for JSON, wording for text.

export const modelResult = (text: string): LanguageModelV3GenerateResult => ({
  content: [{ type: 'text', text }],
  finishReason: { unified: 'stop', raw: 'stop' },
  usage: {
    inputTokens: { total: 10, noCache: 10, cacheRead: 0, cacheWrite: 0 },
    outputTokens: { total: 10, text: 10, reasoning: 0 },
  },
  warnings: [],
});

/** Every text part of the prompt, joined: what the model was shown. */
export function promptText(options: LanguageModelV3CallOptions): string {
  return options.prompt
    .flatMap((message) =>
      typeof message.content === 'string'
        ? [message.content]
        : message.content.flatMap((part) => (part.type === 'text' ? [part.text] : [])),
    )
    .join('\n');
}

/** The planner's draft reply inside a wording prompt. */
export const draftReply = (options: LanguageModelV3CallOptions) =>
  promptText(options).split('Draft reply:\n')[1] ?? '';

export function scriptedModel(script: {
  extract: (prompt: string) => string;
  word: (draft: string, prompt: string) => string;
}) {
  return new MockLanguageModelV3({
    doGenerate: async (options) =>
      options.responseFormat?.type === 'json'
        ? modelResult(script.extract(promptText(options)))
        : modelResult(script.word(draftReply(options), promptText(options))),
  });
}
