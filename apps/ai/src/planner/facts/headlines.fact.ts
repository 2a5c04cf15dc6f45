import { z } from 'zod';
import { clampHeadline, HEADLINES_MAX } from '../extract/headlines.ts';
import { defineFact } from './fact-types.ts';

// Headlines are copied verbatim, so they come only from quotes (in a copy context or on step 5) or an
// explicit "headline:" label, never from the rest of a sentence.

const LABELLED = /\bheadlines?\s*(?:\d+\s*)?[:=-]\s*([^\n"“]+)/gi;
const COPY_CONTEXT = /\b(?:headlines?|ad\s+copy|copy)\b/i;
const DESCRIPTION_CONTEXT = /\b(?:descriptions?|body|primary\s+text|cta|call\s+to\s+action|button)\b/i;
const ADD = /\b(?:add|also|another|more|plus)\b/i;

export const headlinesFact = defineFact<string[]>({
  key: 'headlines',
  step: 5,
  scope: 'anywhere',
  prompt: 'What headlines should the ads use?',
  examples: ['headlines: "Fresh styles" "Shop spring"', 'add headline: Summer is here'],
  read(message, ctx) {
    const wantsCopy =
      ctx.step === 5 ||
      COPY_CONTEXT.test(message.raw) ||
      ctx.awaiting === 'headlines' ||
      ctx.awaiting === 'compliance_fix';
    if (!wantsCopy || (DESCRIPTION_CONTEXT.test(message.raw) && !COPY_CONTEXT.test(message.raw))) return [];
    const items: string[] = [];
    const push = (raw: string) => {
      const h = clampHeadline(raw);
      if (h.length >= 2 && !items.some((i) => i.toLowerCase() === h.toLowerCase())) items.push(h);
    };
    for (const q of message.freeQuotes()) {
      push(q.text);
      message.claimQuote(q);
    }
    if (items.length === 0) {
      for (const m of message.text.matchAll(LABELLED)) {
        for (const part of (m[1] ?? '').split(/\s*[|;]\s*/)) push(part);
        message.claim(m.index ?? 0, (m.index ?? 0) + m[0].length);
      }
    }
    if (items.length === 0) return [];
    return [
      {
        key: 'headlines',
        op: ADD.test(message.text) ? 'add' : 'replace',
        value: items.slice(0, HEADLINES_MAX),
      },
    ];
  },
  apply(fact, { draft }) {
    const current = draft.creatives.copy.headlines;
    const headlines = (fact.op === 'add' ? [...current, ...fact.value] : fact.value).slice(0, HEADLINES_MAX);
    return {
      patch: { creatives: { copy: { headlines } } },
      said: `${headlines.length} headline${headlines.length === 1 ? '' : 's'}`,
    };
  },
  llm: {
    field: 'headlines',
    describe: 'ad headlines the advertiser wrote, verbatim',
    schema: z.array(z.string().min(2).max(90)).min(1).max(5),
    toFacts: (value) => {
      const parsed = z.array(z.string().min(2).max(150)).safeParse(value);
      return parsed.success && parsed.data.length
        ? [{ key: 'headlines', op: 'replace', value: parsed.data }]
        : [];
    },
  },
});
