import { z } from 'zod';
import { joinList } from '../format.ts';
import { defineFact, type Fact } from './fact-types.ts';
import { includeOp, listFacts, mentionsOf } from './list-facts.ts';
import { clauseAt } from './text.ts';

// Common typos count ("wommen", "femals", "woemn"); so do plain synonyms ("gents", "fellas", "lasses").
// Genders (targeting.demographics.genders, step 4): "women 25-40" (only "women" is claimed; the ages are
// the ages fact's), "men only", "moms", "female founders", "both men and women" / "all genders". An empty
// list means all genders, so both genders together become the empty list.

type Gender = 'female' | 'male';
type GenderValue = Gender[] | 'all';
const BOTH: readonly Gender[] = ['female', 'male'];

// A possessive or a product word is what is sold, not who sees the ads: "women's shoes", "menswear",
// "Mother's Day", "a woman-owned business".
const NOT_AUDIENCE = String.raw`(?!['’]|[-\s]?(?:wear|owned|led|run)\b|\s+day\b)`;
const WORDS: readonly { value: Gender; pattern: RegExp }[] = [
  {
    value: 'female',
    pattern: new RegExp(
      String.raw`\b(?:wom+[ae]n|wmn|wommn|woemn|womne|wimmin|fem[ae]?l[ae]?s?|femails?|ladies|ladys|girls|moms|mums|mommies|mothers|wives|gals|lasses)\b${NOT_AUDIENCE}`,
      'gi',
    ),
  },
  {
    value: 'male',
    pattern: new RegExp(
      String.raw`\b(?:men|mens(?=\s+(?:only|aged|\d))|males?|mael|gentlemen|gents|fellas|blokes|lads|dads|fathers|husbands|boys|(?<!\b(?:hi|hey|hello|thanks|thank\s+you|you|ok|okay)\s+)guys)\b${NOT_AUDIENCE}`,
      'gi',
    ),
  },
];
const ALL =
  /\b(?:(?:all|any|both|every|either)\s+(?:genders?|sexes)|regardless\s+of\s+(?:gender|sex)|gender[- ]neutral|no\s+gender\s+(?:targeting|restriction|filter))\b/gi;

const label = (g: Gender) => (g === 'female' ? 'women' : 'men');

export const gendersFact = defineFact<GenderValue>({
  key: 'genders',
  step: 4,
  scope: 'anywhere',
  prompt: 'Should the ads reach women, men, or everyone?',
  examples: ['women 25-40', 'men only', 'moms', 'both men and women'],
  read(message) {
    const text = message.text;
    const all = [...text.matchAll(ALL)];
    if (all.length) {
      for (const m of all) message.claim(m.index ?? 0, (m.index ?? 0) + m[0].length);
      return [{ key: 'genders', op: 'replace', value: 'all' }];
    }
    const mentions = mentionsOf(text, WORDS);
    const first = [...mentions].sort((a, b) => a.start - b.start)[0];
    if (!first) return [];
    // "also men": add; otherwise the named genders are the audience.
    const op = includeOp(clauseAt(text, first.start, first.end));
    return listFacts<Gender>('genders', message, mentions, { op });
  },
  apply(fact, { draft }) {
    const current = draft.targeting.demographics.genders.filter((g): g is Gender => g !== 'other');
    let next: Gender[];
    if (fact.value === 'all') next = [];
    else if (fact.op === 'remove') {
      const removed = fact.value;
      // Removing from "everyone" leaves the other gender.
      const base = current.length ? current : [...BOTH];
      next = base.filter((g) => !removed.includes(g));
      if (next.length === 0)
        return {
          warnings: [`The audience can't leave out both men and women, so I kept the genders as they were.`],
        };
    } else {
      next = fact.op === 'add' ? [...new Set([...current, ...fact.value])] : [...new Set(fact.value)];
    }
    // Both genders named is everyone: the draft says that with an empty list.
    if (BOTH.every((g) => next.includes(g))) next = [];
    const ordered = BOTH.filter((g) => next.includes(g));
    return {
      patch: { targeting: { demographics: { genders: ordered } } },
      said: `genders ${ordered.length ? joinList(ordered.map(label)) : 'all'}`,
    };
  },
  llm: {
    field: 'genders',
    describe: 'genders to target: ["female"], ["male"], or [] for everyone; omit when not stated',
    schema: z.array(z.enum(['female', 'male'])).max(2),
    toFacts: (value) => {
      const parsed = z
        .array(z.enum(['female', 'male']))
        .max(2)
        .safeParse(value);
      if (!parsed.success) return [];
      const genders: GenderValue = parsed.data.length === 0 ? 'all' : parsed.data;
      return [{ key: 'genders', op: 'replace', value: genders } satisfies Fact<GenderValue>];
    },
  },
});
