import { findGeneration, generationAges } from '@northstar/shared/audience';
import { AGE_MAX, AGE_MIN } from '@northstar/shared/campaign';
import { z } from 'zod';
import { digitsForAgeWords, extractAges } from '../extract/ages.ts';
import { ageText } from '../steps/step-4-audience.ts';
import { defineFact, type Fact } from './fact-types.ts';

// Audience ages: "25-40", "ages 25 to 54", "21+", "over 35", "under 30", and generations ("Gen Z",
// "millennials") as the ages of their birth years this year, never below 18.

interface AgeValue {
  ageMin?: number;
  ageMax?: number;
  /** The generation said, for the read-back. */
  generation?: string;
}

const GENERATION =
  /\b(?:gen(?:eration)?[\s-]?(?:z|y|x|alpha)|genz|zoomers?|mill?enn?ials?|(?:baby[\s-]?)?boomers?)\b/gi;
const AGE_SPAN =
  /(?:\b(?:ages?d?|aged|between|over|above|under|below|older\s+than|younger\s+than|up\s+to)\s+)?\b(?:1[3-9]|[2-5]\d|6[0-5])\s*(?:[-–]|to|through|and)?\s*(?:(?:1[3-9]|[2-5]\d|6[0-5])\b)?\s*(?:\+|plus\b|and\s+(?:over|older|up|above)\b|or\s+(?:older|younger|under)\b|(?:-?\s*year[- ]olds?|years?\s+old|yo)\b)?/gi;
// "twenty-somethings", "in their 30s", "late thirties".
const DECADE_SPAN =
  /\b(?:(?:early|mid|late)[-\s]?)?(?:[2-5]0\s*-?\s*somethings?|[2-5]0['’]?s|twenties|thirties|forties|fifties|(?:twenty|thirty|forty|fifty)somethings?)\b/gi;

export const agesFact = defineFact<AgeValue>({
  key: 'ages',
  step: 4,
  scope: 'anywhere',
  prompt: 'What ages should see the ads?',
  examples: ['25-54', '21+', 'Gen Z', 'millennials'],
  read(message, ctx) {
    const facts: Fact<AgeValue>[] = [];
    const text = message.text;
    const year = ctx.now.getUTCFullYear();
    const found: { id: string; ageMin: number; ageMax: number; label: string }[] = [];
    for (const m of text.matchAll(GENERATION)) {
      const generation = findGeneration(m[0]);
      if (!generation) continue;
      const ages = generationAges(generation.id, year);
      if (!ages) continue;
      found.push({ id: generation.id, label: generation.label, ...ages });
      message.claim(m.index ?? 0, (m.index ?? 0) + m[0].length);
    }
    if (found.length) {
      const ageMin = Math.min(...found.map((g) => g.ageMin));
      const ageMax = Math.max(...found.map((g) => g.ageMax));
      facts.push({
        key: 'ages',
        op: 'set',
        value: { ageMin, ageMax, generation: found.map((g) => g.label).join(' and ') },
      });
      return facts;
    }
    const audienceAsked = ctx.step === 4 || ctx.awaiting === 'countries' || ctx.awaiting === 'audience';
    const ages = extractAges(text, { bare: audienceAsked });
    if (ages.ageMin === undefined && ages.ageMax === undefined) return [];
    // Claim the age phrase so "25-40" is never a date or an amount.
    // Ages in words ("forty to sixty") are read as digits at the same positions.
    const digits = digitsForAgeWords(text);
    for (const m of digits.matchAll(DECADE_SPAN)) message.claim(m.index ?? 0, (m.index ?? 0) + m[0].length);
    for (const m of digits.matchAll(AGE_SPAN)) {
      const nums = m[0].match(/\d+/g)?.map(Number) ?? [];
      if (nums.includes(ages.ageMin ?? -1) || nums.includes(ages.ageMax ?? -1))
        message.claim(m.index ?? 0, (m.index ?? 0) + m[0].length);
    }
    return [{ key: 'ages', op: 'set', value: ages }];
  },
  apply(fact, { draft }) {
    const current = draft.targeting.demographics;
    const ageMin = fact.value.ageMin ?? current.ageMin;
    const ageMax = Math.max(ageMin, fact.value.ageMax ?? current.ageMax);
    const label = fact.value.generation
      ? `${fact.value.generation}: ages ${ageText(ageMin, ageMax)}`
      : `ages ${ageText(ageMin, ageMax)}`;
    return { patch: { targeting: { demographics: { ageMin, ageMax } } }, said: label };
  },
  llm: {
    field: 'ages',
    describe: 'the audience age range { ageMin, ageMax } (13 to 65, 65 means 65+)',
    schema: z.object({
      ageMin: z.int().min(AGE_MIN).max(AGE_MAX).optional(),
      ageMax: z.int().min(AGE_MIN).max(AGE_MAX).optional(),
    }),
    toFacts: (value) => {
      const parsed = z
        .object({
          ageMin: z.int().min(AGE_MIN).max(AGE_MAX).optional(),
          ageMax: z.int().min(AGE_MIN).max(AGE_MAX).optional(),
        })
        .safeParse(value);
      if (!parsed.success) return [];
      const { ageMin, ageMax } = parsed.data;
      if (ageMin === undefined && ageMax === undefined) return [];
      if (ageMin !== undefined && ageMax !== undefined && ageMin > ageMax) return [];
      return [
        {
          key: 'ages',
          op: 'set',
          value: { ...(ageMin !== undefined ? { ageMin } : {}), ...(ageMax !== undefined ? { ageMax } : {}) },
        },
      ];
    },
  },
});
