import { z } from 'zod';
import { joinList } from '../format.ts';
import { clampText } from './description.fact.ts';
import { defineFact, type Fact } from './fact-types.ts';
import { applyListOp } from './list-facts.ts';
import type { MessageText, Quote } from './message-text.ts';

// Ad descriptions (creatives.copy.descriptions, step 5): "ad description: Free returns on every order",
// "body text: ...", "primary text: ...", `descriptions: "A" "B"`. Copy is used verbatim, so it comes
// only after a label: quotes that follow it, or the rest of its sentence.

export const AD_DESCRIPTION_MAX_LENGTH = 500;
export const AD_DESCRIPTIONS_MAX = 10;

const LABEL =
  /\b(?:(?:ad|ads|advert)\s+(?:descriptions?|text|body(?:\s+(?:text|copy))?)|descriptions?\s+(?:for\s+the\s+ads?|lines?|text)|body\s+(?:text|copy)|primary\s+text|descriptions|(description))\s*(?:(:|=|-(?=\s)|\b(?:should\s+be|will\s+be|reads?|says?)\b)|\b(?:is|are)\b)?[ \t]*/gi;
// "campaign description" is the campaign's own (step 1).
const CAMPAIGN_BEFORE = /\b(?:campaign|product|meta|job)\s*$/i;
const SENTENCE_END =
  /[.!?](?=\s|$)|[;\n]|,\s*(?:and\s+)?(?:budget|objective|kpi|platforms?|targeting|target|countries|tags?|headlines?|cta|calls?\s+to\s+action|start|starting|end|ending)\b/i;
// Between two quoted descriptions: only separators.
const BETWEEN_QUOTES = /^[\s,;|/&]*(?:\b(?:and|or)\b)?[\s,;|/&]*$/i;
const ADD = /\b(?:add|adding|also|another|more|plus|include|too|as\s+well)\b/i;

const tidy = (s: string) => s.replace(/\s+/g, ' ').trim();

/** Quotes right after `at`, one after another. */
function quotesAfter(message: MessageText, at: number): Quote[] {
  const out: Quote[] = [];
  let pos = at;
  for (const q of message.freeQuotes()) {
    if (q.start < pos) continue;
    if (!BETWEEN_QUOTES.test(message.raw.slice(pos, q.start))) break;
    out.push(q);
    pos = q.end;
  }
  return out;
}

const onCreativeStep = (step: number, awaiting: string | null) => step === 5 || awaiting === 'descriptions';

export const adDescriptionsFact = defineFact<string[]>({
  key: 'descriptions',
  step: 5,
  scope: 'anywhere',
  prompt: 'What should the ad descriptions say? For example “ad description: Free returns on every order”.',
  examples: [
    'ad description: Free returns on every order',
    'primary text: Handmade in Portland since 2009',
    'descriptions: "Free returns" "Ships in 24 hours"',
  ],
  read(message, ctx) {
    const items: string[] = [];
    let op: Fact<string[]>['op'] = 'replace';
    for (const m of message.text.matchAll(LABEL)) {
      const start = m.index ?? 0;
      // A bare "description" is ad copy only on the creative step, and only with a separator or quotes.
      if (m[1] !== undefined && !onCreativeStep(ctx.step, ctx.awaiting)) continue;
      if (CAMPAIGN_BEFORE.test(message.text.slice(Math.max(0, start - 12), start))) continue;
      // Blanked quotes look like spaces in `text`: the body starts where the label's words end.
      const at = start + m[0].trimEnd().length;
      const quotes = quotesAfter(message, at);
      let end = at;
      if (quotes.length) {
        for (const q of quotes) {
          message.claimQuote(q);
          items.push(q.text);
          end = q.end;
        }
      } else if (m[2]) {
        // Unquoted copy needs a clear separator ("body text: ..."): "the ad text is too long" is not copy.
        const rest = message.text.slice(at, at + AD_DESCRIPTION_MAX_LENGTH * 2);
        const stop = rest.search(SENTENCE_END);
        const body = stop === -1 ? rest : rest.slice(0, stop);
        for (const part of body.split('|')) if (tidy(part).length >= 3) items.push(tidy(part));
        end = at + body.trimEnd().length;
      }
      if (end === at) continue;
      if (ADD.test(message.text.slice(Math.max(0, start - 25), start))) op = 'add';
      message.claim(start, end);
    }
    const value = [...new Set(items.map(tidy).filter((d) => d.length >= 2))];
    if (ctx.act === 'correction') op = 'replace';
    return value.length ? [{ key: 'descriptions', op, value }] : [];
  },
  apply(fact, { draft }) {
    const warnings: string[] = [];
    const clamped = fact.value.map((d) => clampText(d, AD_DESCRIPTION_MAX_LENGTH));
    if (clamped.some((d, i) => d.length < tidy(fact.value[i] ?? '').length))
      warnings.push(
        `An ad description can be up to ${AD_DESCRIPTION_MAX_LENGTH} characters, so I cut it there.`,
      );
    const next = applyListOp(draft.creatives.copy.descriptions, fact.op, clamped);
    const kept = next.slice(0, AD_DESCRIPTIONS_MAX);
    if (next.length > kept.length)
      warnings.push(
        `Ads take up to ${AD_DESCRIPTIONS_MAX} descriptions, so I left out ${next.length - kept.length}.`,
      );
    const shown = clamped.map((d) => `“${d.length > 40 ? `${d.slice(0, 37)}…` : d}”`);
    return {
      patch: { creatives: { copy: { descriptions: kept } } },
      said: `ad ${fact.value.length > 1 ? 'descriptions' : 'description'} ${joinList(shown)}`,
      warnings,
    };
  },
  llm: {
    field: 'adDescriptions',
    describe: 'ad description lines (body or primary text) the advertiser wrote, verbatim, without labels',
    schema: z.array(z.string().min(2).max(AD_DESCRIPTION_MAX_LENGTH)).max(AD_DESCRIPTIONS_MAX),
    toFacts: (value) => {
      const parsed = z.array(z.string()).safeParse(value);
      const items = parsed.success ? parsed.data.map(tidy).filter((d) => d.length >= 2) : [];
      return items.length ? [{ key: 'descriptions', op: 'replace', value: items }] : [];
    },
  },
});
