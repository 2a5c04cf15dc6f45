import { AGE_MAX, AGE_MIN } from '@northstar/shared/campaign/draft';

export interface AgeFacts {
  ageMin?: number;
  ageMax?: number;
}

const AGE = '(1[3-9]|[2-5]\\d|6[0-5])';
const RANGE_DASH = new RegExp(
  `(?<![\\d$€£.,/-])${AGE}\\s*[-–]\\s*${AGE}(\\+)?(?![\\d%/]|[.,]\\d|\\s*(?:days?|weeks?|months?|k\\b|%))`,
  'i',
);
const RANGE_WORDS = new RegExp(
  `\\b(?:ages?d?|aged|between)\\s+${AGE}\\s*(?:to|and|through|-|–)\\s*${AGE}\\b|\\b${AGE}\\s*(?:to|through)\\s*${AGE}\\s*(?:-?\\s*year[- ]olds?|years? old|yo|y\\/o)\\b`,
  'i',
);
// "men 18 to 30", "women 25 to 40": a range right after who the audience is.
const PEOPLE_RANGE = new RegExp(
  `\\b(?:men|women|males?|females?|guys|girls|ladies|people|adults|parents|moms|dads|mums|folks|audience|users|customers|everyone)\\s+(?:aged\\s+)?${AGE}\\s*(?:to|through|-|–)\\s*${AGE}\\b\\+?`,
  'i',
);
// A bare "25 to 54" counts only where the planner asked about the audience.
const BARE_RANGE = new RegExp(`^\\W*${AGE}\\s*(?:to|through|-|–)\\s*${AGE}\\b\\+?`, 'i');
const PLUS = new RegExp(
  `(?<![\\d$€£.,/-])${AGE}\\s*\\+|\\b(?:over|above|older than)\\s+${AGE}\\b(?!\\s*(?:days?|weeks?|months?|%|k\\b))|\\b${AGE}\\s+(?:and|or)\\s+(?:over|older|up)\\b`,
  'i',
);
const UNDER = new RegExp(
  `\\b(?:under|below|younger than|up to)\\s+${AGE}\\b(?!\\s*(?:days?|weeks?|months?|%|k\\b))`,
  'i',
);

const MONTH_BEFORE = /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s*$/i;

const clamp = (n: number) => Math.min(AGE_MAX, Math.max(AGE_MIN, n));

/** Audience ages: "18-34", "ages 25 to 54", "21+", "over 21", "under 35". */
export function extractAges(text: string, opts: { bare?: boolean } = {}): AgeFacts {
  const dash = text.match(RANGE_DASH);
  // "Dec 15-30" is a date range, not an age range.
  const dateLike = dash && MONTH_BEFORE.test(text.slice(Math.max(0, (dash.index ?? 0) - 12), dash.index));
  const range =
    text.match(RANGE_WORDS) ??
    text.match(PEOPLE_RANGE) ??
    (opts.bare ? text.match(BARE_RANGE) : null) ??
    (dateLike ? null : dash);
  if (range) {
    const nums = range
      .slice(1)
      .filter((v): v is string => v !== undefined && /^\d+$/.test(v))
      .map(Number);
    const [a, b] = nums;
    if (a !== undefined && b !== undefined && a <= b) {
      // "25-54+" reads as 25 and up: the upper bound becomes 65+.
      return { ageMin: clamp(a), ageMax: range[0].trim().endsWith('+') ? AGE_MAX : clamp(b) };
    }
  }
  const facts: AgeFacts = {};
  // "18+... actually make it 21+": the last one said stands.
  const plus = [...text.matchAll(new RegExp(PLUS.source, 'gi'))].at(-1);
  const min = plus?.slice(1).find((v) => v !== undefined);
  if (min) facts.ageMin = clamp(Number(min));
  const under = text.match(UNDER);
  // "Under 30" means up to 29.
  if (under?.[1]) facts.ageMax = clamp(Number(under[1]) - (/up\s+to/i.test(under[0]) ? 0 : 1));
  if (facts.ageMin !== undefined && facts.ageMax !== undefined && facts.ageMin > facts.ageMax) return {};
  return facts;
}
