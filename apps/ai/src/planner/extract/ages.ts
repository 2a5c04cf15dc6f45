import { AGE_MAX, AGE_MIN } from '@northstar/shared/campaign';
import { findNumberWords } from '../read/number-words.ts';

export interface AgeFacts {
  ageMin?: number;
  ageMax?: number;
}

const AGE = '(1[3-9]|[2-5]\\d|6[0-5])';
// After a number, these make it something other than an age: "over 30 days", "over 50 percent".
const NOT_AGE_UNIT =
  '(?!\\s*(?:days?|weeks?|months?|hours?|mins?|minutes?|%|percent|per\\s*cent|pct|k\\b|grand|thousand|hundred|million|dollars?|bucks|euros?|pounds?|quid|cents?|clicks?|leads?|sales|orders|installs?|x\\b))';
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
// A correction's lead-in may come first: "correction: 30 to 45", "actually make it 30 to 45".
const BARE_RANGE = new RegExp(
  `^\\W*(?:(?:correction|actually|no|nope|sorry|oops|wait|hmm|ok(?:ay)?|so|make\\s+(?:it|that)|change\\s+(?:it|that)\\s+to|(?:i\\s+)?meant|rather|more\\s+like|let'?s\\s+(?:do|say|go\\s+with)|go\\s+with|try|say|from)\\b[\\s:,.!-]{0,4}){0,4}${AGE}\\s*(?:to|through|-|–)\\s*${AGE}\\b\\+?${NOT_AGE_UNIT}`,
  'i',
);
const PLUS = new RegExp(
  `(?<![\\d$€£.,/-])${AGE}\\s*(?:\\+|plus\\b|and\\s+above\\b)|\\b(?:over|above|older\\s+than|min(?:imum)?\\s+age(?:\\s+of)?)\\s+${AGE}(?:'?s)?\\b${NOT_AGE_UNIT}|\\b${AGE}\\s+(?:and|or)\\s+(?:over|older|up)\\b`,
  'gi',
);
const UNDER = new RegExp(
  `\\b(?:under|below|younger\\s+than|up\\s+to|max(?:imum)?\\s+age(?:\\s+of)?)\\s+${AGE}\\b${NOT_AGE_UNIT}|\\b${AGE}\\s+(?:and|or)\\s+(?:under|younger|below)\\b`,
  'i',
);
// Who is left out: "no one older than 50" keeps 50-year-olds (ageMax 50); "nobody under 25" starts at 25.
const NEGATED_LIMIT = new RegExp(
  `\\b(?:no\\s*one|noone|nobody|none|not|never|no(?:\\s+(?:people|users|folks|customers|adults))?|(?:exclude|excluding|skip|leave\\s+out|don'?t\\s+(?:want|target|show\\s+(?:it|ads?|them)\\s+to))(?:\\s+(?:the|anyone|anybody|people|everyone|those|users|folks))?)\\s+(?:(?:who(?:'s|\\s+is|\\s+are)?|that(?:'s|\\s+is|\\s+are)|aged)\\s+)?(over|above|older\\s+than|under|below|younger\\s+than)[\\s-]+${AGE}(?:['’]?s)?\\b${NOT_AGE_UNIT}`,
  'gi',
);
// "twenty-somethings", "people in their 30s", "thirties": a decade of ages.
const DECADE_WORDS: Record<string, number> = {
  twenties: 20,
  thirties: 30,
  forties: 40,
  fifties: 50,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
};
// "30s" alone may be seconds (a 30s video), so digits need "their" or early/mid/late before them.
const DECADE =
  /(?:\b(early|mid|late)[-\s]?|\btheir\s+)?\b(?:([2-5]0)\s*-?\s*somethings?|([2-5]0)['’]?s|(twenties|thirties|forties|fifties|(?:twenty|thirty|forty|fifty)(?=something))(?:somethings?)?)\b/i;

const MONTH_BEFORE = /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s*$/i;

const clamp = (n: number) => Math.min(AGE_MAX, Math.max(AGE_MIN, n));

/**
 * Ages written as words ("forty to sixty", "over thirty") as digits, padded so positions stay put:
 * "forty" becomes "40   ". Only whole numbers an age can be are rewritten.
 */
export function digitsForAgeWords(text: string): string {
  let out = text;
  for (const span of findNumberWords(text)) {
    if (span.scale !== 1 || !Number.isInteger(span.value) || span.value < 13 || span.value > 65) continue;
    const digits = String(span.value);
    out = out.slice(0, span.start) + digits.padEnd(span.end - span.start, ' ') + out.slice(span.end);
  }
  return out;
}

function readDecade(text: string): AgeFacts {
  const m = text.match(DECADE);
  if (!m) return {};
  if (m[3] && !m[0].match(/^(?:early|mid|late|their)/i)) return {};
  const base = Number(m[2] ?? m[3] ?? DECADE_WORDS[(m[4] ?? '').toLowerCase()] ?? Number.NaN);
  if (!Number.isFinite(base)) return {};
  const part = (m[1] ?? '').toLowerCase();
  const [from, to] = part === 'early' ? [0, 4] : part === 'mid' ? [3, 7] : part === 'late' ? [5, 9] : [0, 9];
  return { ageMin: clamp(base + from), ageMax: clamp(base + to) };
}

/** Audience ages: "18-34", "ages 25 to 54", "21+", "over 21", "under 35", "forty to sixty", "30s". */
export function extractAges(input: string, opts: { bare?: boolean } = {}): AgeFacts {
  let text = digitsForAgeWords(input);
  const limits: AgeFacts = {};
  for (const m of text.matchAll(NEGATED_LIMIT)) {
    const n = clamp(Number(m[2]));
    if (/over|above|older/i.test(m[1] ?? '')) limits.ageMax = n;
    else limits.ageMin = n;
    const at = m.index ?? 0;
    text = text.slice(0, at) + ' '.repeat(m[0].length) + text.slice(at + m[0].length);
  }
  const rest = readRange(text, opts);
  const facts: AgeFacts = { ...rest, ...limits };
  if (facts.ageMin === undefined && facts.ageMax === undefined) Object.assign(facts, readDecade(text));
  if (facts.ageMin !== undefined && facts.ageMax !== undefined && facts.ageMin > facts.ageMax) return {};
  return facts;
}

function readRange(text: string, opts: { bare?: boolean }): AgeFacts {
  // "25-45, oops i mean 25-54": after a self-correction only what follows it counts.
  const correction = text.match(
    /\b(?:oops|sorry|i\s+mean[t]?|no\s+wait|scratch\s+that|correction|make\s+(?:it|that))\b/i,
  );
  if (correction && /\d/.test(text.slice((correction.index ?? 0) + correction[0].length))) {
    const after = readRange(text.slice((correction.index ?? 0) + correction[0].length), { bare: true });
    if (after.ageMin !== undefined || after.ageMax !== undefined) return after;
  }
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
  const plus = [...text.matchAll(PLUS)].at(-1);
  const min = plus?.slice(1).find((v) => v !== undefined);
  if (min) facts.ageMin = clamp(Number(min));
  const under = text.match(UNDER);
  // "Under 30" means up to 29; "up to 30", "at most 30" and "30 or younger" keep 30.
  const maxAge = under?.[1] ?? under?.[2];
  if (maxAge)
    facts.ageMax = clamp(Number(maxAge) - (under?.[2] || /up\s+to|max/i.test(under?.[0] ?? '') ? 0 : 1));
  if (facts.ageMin !== undefined && facts.ageMax !== undefined && facts.ageMin > facts.ageMax) return {};
  return facts;
}
