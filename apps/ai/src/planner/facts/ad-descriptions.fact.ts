import { z } from 'zod';
import { joinList } from '../format.ts';
import { defineFact, type Fact } from './fact-types.ts';
import { applyListOp } from './list-facts.ts';
import { clampText } from './text.ts';

// Ad descriptions (creatives.copy.descriptions, step 5): "ad description: Free returns on every order",
// "body text: ...", "primary text: ...", `descriptions: "A" "B"`. Copy is used verbatim, so it comes
// only after a label: quotes that follow it, or the rest of its sentence.

const AD_DESCRIPTION_MAX_LENGTH = 500;
const AD_DESCRIPTIONS_MAX = 10;

// "for the ads" may follow any label: "body copy for the ads: ...", "description line for each ad: ...".
const FOR_ADS = String.raw`(?:\s+(?:for|on|in|of)\s+(?:the\s+|our\s+|each\s+|every\s+|all\s+|these\s+)?(?:ads?|adverts?|creatives?))?`;
const LABEL_WORDS = String.raw`(?:(?:(?:ad|ads|advert)\s+(?:copy\s+)?(?:descriptions?|text|body(?:\s+(?:text|copy))?)|descriptions?\s+(?:lines?|text|copy)|descriptions?(?=\s+(?:for|on|in|of)\s+(?:the\s+|our\s+|each\s+|every\s+|all\s+|these\s+)?(?:ads?|adverts?|creatives?)\b)|body\s+(?:text|copy|lines?)|primary\s+text|descriptions)${FOR_ADS}|(description|descs?|descr))`;
// "replace the ad description with: ...", "change the description to ...": the edit's verb comes first.
const EDIT_BEFORE = /\b(?:replace|change|swap|update|set|make|switch)\s+(?:the\s+|our\s+|my\s+)?$/i;
const SEPARATOR = String.raw`(:|=|-(?=\s)|\b(?:should\s+(?:be|say|read)|will\s+(?:be|say)|reads?|says?|to\s+say|with|to|into)\b\s*[:=]?)`;
const LABEL = new RegExp(String.raw`\b${LABEL_WORDS}\s*(?:${SEPARATOR}|\b(?:is|are)\b)?[ \t]*`, 'gi');
const EDIT_SEPARATOR = /^(?:with|to|into)\b/i;
// "campaign description" is the campaign's own (step 1).
const CAMPAIGN_BEFORE = /\b(?:campaign|product|meta|job)\s*$/i;
// Unquoted copy runs to a new line, a ';' or the next label; a sentence after the first is copy too
// ("Track every run. Free 7-day trial.") unless it turns to the advertiser's own words or another fact.
const HARD_END =
  /[;\n]|,?\s+(?:and\s+)?(?=(?:head\s?lines?|ctas?|calls?\s+to\s+action|buttons?(?:\s+text)?|desc(?:ription)?s?)\b\s*(?:[:=]|-\s|\bis\b|\bshould\b|["“A-Z]))|,?\s+(?:and\s+)?(?=(?:budget|objective|kpis?|platforms?|targeting|countries|tags?|schedule|bidding)\b\s*(?:[:=]|-\s|\bis\b|\bof\b|[$€£\d]))/i;
const NOT_COPY_SENTENCE =
  /^\s*(?:i|i'm|im|i'd|i'll|we|we're|we'd|we'll|let's|lets|please|pls|thanks|thank|also|and|oh|btw|ok|okay|can|could|would|what|how|now|then|next|is|are|does|do|that's|thats|sounds|looks)\b|\?\s*$/i;

// A question that is not the advertiser asking: no question word, a few words ("Questions?", "Gambling problem?").
const COPY_QUESTION =
  /^\s*(?!(?:i|we|you|can|could|would|what|how|is|are|does|do|should|will|any|anything)\b)[^?]{1,40}\?\s*$/i;
// "add "Please gamble responsibly." to the ad description": the quote comes before its label.
const VERB_BEFORE_QUOTE = /\b(?:add|put|include|append|stick|use)\s*$/i;
const LABEL_AFTER_QUOTE =
  /^\s*(?:to|in|into|as|on)\s+(?:the\s+|our\s+|an?\s+|each\s+|every\s+|all\s+)?(?:ads?\s+)?(?:descriptions?|body(?:\s+(?:text|copy))?|primary\s+text|ad\s+text)\b/i;

/** Where an unquoted description ends in `rest`. */
function bodyEnd(rest: string): number {
  const hard = rest.search(HARD_END);
  const text = hard === -1 ? rest : rest.slice(0, hard);
  let end = 0;
  const sentences = [...text.matchAll(/[^.!?]+(?:[.!?]+|$)/g)];
  for (const [i, m] of sentences.entries()) {
    const sentence = m[0];
    // A short question inside copy ("Gambling problem? Call 1-800-GAMBLER.") is copy when copy follows.
    const next = sentences[i + 1]?.[0] ?? '';
    const inCopy = COPY_QUESTION.test(sentence) && next.trim() !== '' && !NOT_COPY_SENTENCE.test(next);
    if (end > 0 && NOT_COPY_SENTENCE.test(sentence) && !inCopy) break;
    end = (m.index ?? 0) + sentence.length;
  }
  return end;
}
// Between two quoted descriptions: only separators.
const BETWEEN_QUOTES = /^[\s,;|/&]*(?:\b(?:and|or)\b)?[\s,;|/&]*$/i;
const ADD = /\b(?:add|adding|also|another|more|plus|include|too|as\s+well)\b/i;

const tidy = (s: string) => s.replace(/\s+/g, ' ').trim();

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
      // "with" / "to" separate only after an edit's verb: "ad text to go with them" is not copy.
      if (
        m[2] &&
        EDIT_SEPARATOR.test(m[2]) &&
        !EDIT_BEFORE.test(message.text.slice(Math.max(0, start - 20), start))
      )
        continue;
      const at = start + m[0].trimEnd().length;
      const quotes = message.quotesFrom(at, BETWEEN_QUOTES);
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
        const lead = rest.length - rest.trimStart().length;
        const body = rest.slice(0, bodyEnd(rest));
        for (const part of body.split('|')) if (tidy(part).length >= 3) items.push(tidy(part));
        end = at + Math.max(lead, body.trimEnd().length);
      }
      if (end === at) continue;
      if (ADD.test(message.text.slice(Math.max(0, start - 25), start))) op = 'add';
      message.claim(start, end);
    }
    if (items.length === 0) {
      for (const q of message.freeQuotes()) {
        const after = message.raw.slice(q.end, q.end + 40).match(LABEL_AFTER_QUOTE);
        if (!after || !VERB_BEFORE_QUOTE.test(message.text.slice(Math.max(0, q.start - 12), q.start)))
          continue;
        message.claimQuote(q);
        message.claim(q.end, q.end + after[0].length);
        items.push(q.text);
        op = 'add';
      }
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
