import { DESCRIPTION_MAX_LENGTH } from '@northstar/shared/campaign';
import { z } from 'zod';
import { defineFact, type Fact } from './fact-types.ts';
import type { MessageText } from './message-text.ts';
import { clampText } from './text.ts';

// The campaign's own description (step 1): "description: our big summer push", "campaign description -
// ...", "describe it as ...". Ad copy ("ad description", "descriptions", "body text") is the ad
// descriptions fact's; a bare "description:" on the creative step is ad copy too.

// "descripton", "discription": labels as people type them.
const DESCRIPTION = '(?:d[ei]scr?ipti?on|descrption)';
const LABEL = new RegExp(
  [
    // "description: ...", "campaign description is ...", "desc - ...", "description put: ..."
    String.raw`\b(?:(?:campaign|internal)\s+${DESCRIPTION}|${DESCRIPTION}\s+of\s+(?:the|this|our)\s+campaign|${DESCRIPTION})(?:\s*(?::|=|-(?=\s)|–|—)|\s+(?:is|should\s+be|will\s+be|reads?|says?|should\s+(?:read|say))\b\s*:?|(?:\s+[a-z]{1,10}){1,3}\s*:)`,
    String.raw`\b(?:campaign\s+)?desc\.?\s*(?::|=|-(?=\s)|–|—)`,
    // "change the description to ...", "set our campaign description as: ..."
    String.raw`\b(?:set|change|update|make|switch|edit|put|use|write|rename|replace)\s+(?:the\s+|our\s+|my\s+|its\s+)?(?:campaign\s+|internal\s+)?${DESCRIPTION}\s+(?:to|as|with)\b\s*:?`,
    String.raw`\bdescribe\s+(?:it|this|(?:the|this|our)\s+campaign)\s+as\b`,
  ]
    .map((p) => `(?:${p})`)
    .join('|') + String.raw`[ \t]*`,
  'gi',
);
const SAYS_CAMPAIGN = /\b(?:campaign|internal)\b/i;
// "ad description", "product description": copy or something else, not the campaign's.
const OTHER_DESCRIPTION =
  /\b(?:ad|ads|advert|product|meta|job|item|listing|video|page|app|store|short|long|seo)\s*$/i;
const QUOTE_AT_START = /^\s*(?:"([^"\n]+)"|“([^”\n]+)”|«([^»\n]+)»|'([^'\n]+)')/;
// Unquoted text runs to the end of its sentence, or to a comma that starts another instruction.
const SENTENCE_END =
  /[.!?](?=\s|$)|[;\n]|,\s*(?:and\s+)?(?:budget|objective|kpi|platforms?|targeting|target|countries|tags?|tagged|headlines?|cta|start|starting|end|ending|running|called|name|industry)\b/i;

const tidy = (s: string) =>
  s
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^["“«']+|["”»']+$/g, '')
    .trim();

/** The body after a label: a quote, or the rest of the sentence. Returns the text and where it ends. */
function readBody(message: MessageText, at: number): { text: string; end: number } | null {
  const raw = message.raw;
  const quoted = raw.slice(at).match(QUOTE_AT_START);
  if (quoted) {
    const text = tidy(quoted[1] ?? quoted[2] ?? quoted[3] ?? quoted[4] ?? '');
    const end = at + quoted[0].length;
    for (const q of message.freeQuotes()) if (q.start >= at && q.end <= end) message.claimQuote(q);
    return text ? { text, end } : null;
  }
  // Limited so a 4,000-character message is never scanned twice over.
  const rest = message.text.slice(at, at + DESCRIPTION_MAX_LENGTH * 2);
  const stop = rest.search(SENTENCE_END);
  const body = stop === -1 ? rest : rest.slice(0, stop);
  const text = tidy(body);
  return text ? { text, end: at + body.trimEnd().length } : null;
}

const onCreativeStep = (step: number, awaiting: string | null) => step === 5 || awaiting === 'descriptions';

function readLabelled(message: MessageText, creative: boolean): Fact<string>[] {
  for (const m of message.text.matchAll(LABEL)) {
    const start = m.index ?? 0;
    const saysCampaign = SAYS_CAMPAIGN.test(m[0]);
    if (OTHER_DESCRIPTION.test(message.text.slice(Math.max(0, start - 12), start))) continue;
    // On the creative step a bare "description:" is ad copy.
    if (creative && !saysCampaign && !/^describe/i.test(m[0])) continue;
    // Blanked quotes look like spaces in `text`: the body starts where the label's words end.
    const body = readBody(message, start + m[0].trimEnd().length);
    if (!body || body.text.length < 3) continue;
    message.claim(start, body.end);
    return [{ key: 'description', op: 'set', value: body.text }];
  }
  return [];
}

export const descriptionFact = defineFact<string>({
  key: 'description',
  step: 1,
  scope: 'anywhere',
  prompt: 'How would you describe the campaign, in a sentence?',
  examples: [
    'description: our big summer push',
    'campaign description - spring launch for new customers',
    'describe it as our Q4 retention push',
  ],
  read(message, ctx) {
    const labelled = readLabelled(message, onCreativeStep(ctx.step, ctx.awaiting));
    if (labelled.length || ctx.awaiting !== 'description') return labelled;
    // A bare answer to the description question: the whole message.
    const lead = message.text.length - message.text.trimStart().length;
    const body = readBody(message, lead);
    if (!body || body.text.length < 3 || /\?\s*$/.test(message.raw)) return [];
    message.claim(lead, body.end);
    return [{ key: 'description', op: 'set', value: body.text }];
  },
  apply(fact) {
    const text = clampText(fact.value, DESCRIPTION_MAX_LENGTH);
    const warnings =
      text.length < fact.value.replace(/\s+/g, ' ').trim().length
        ? [`The description can be up to ${DESCRIPTION_MAX_LENGTH} characters, so I cut it there.`]
        : [];
    const short = text.length > 60 ? `${text.slice(0, 57)}…` : text;
    return { patch: { description: text }, said: `description “${short}”`, warnings };
  },
  llm: {
    field: 'description',
    describe: 'the campaign description the advertiser gives (not ad copy), without the label',
    schema: z.string().min(3).max(DESCRIPTION_MAX_LENGTH),
    toFacts: (value) =>
      typeof value === 'string' && tidy(value).length >= 3
        ? [{ key: 'description', op: 'set', value: tidy(value) }]
        : [],
  },
});
