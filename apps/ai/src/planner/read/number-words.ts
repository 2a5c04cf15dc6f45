/** A run of number words in text: "twenty-five thousand" -> { value: 25000, scale: 1000 }. */
export interface NumberWordSpan {
  value: number;
  start: number;
  end: number;
  /** The largest scale word in the run ("hundred" 100, "thousand" 1000, ...); 1 when none. */
  scale: number;
}

export interface NumberWordOptions {
  /** Read "grand" as a thousand ("twenty grand", "a grand"). Only money readers want this. */
  grand?: boolean;
}

/** Zero to nineteen by name; other readers look single words up here too. */
export const SMALL: Readonly<Record<string, number>> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};
const TENS: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fourty: 40, // the common misspelling
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const SCALES: Record<string, number> = { thousand: 1e3, million: 1e6, billion: 1e9 };
const FRACTIONS: Record<string, number> = { half: 0.5, quarter: 0.25, quarters: 0.25 };

/** Any number word, for a cheap "might this text hold a number?" test. */
export const NUMBER_WORD =
  /\b(?:zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|(?:thir|four|fif|six|seven|eigh|nine)teen|(?:twen|thir|fou?r|fif|six|seven|eigh|nine)ty|hundred|thousand|million|billion|half|grand)\b/i;

type Kind =
  | 'start'
  | 'a'
  | 'and'
  | 'of'
  | 'unit'
  | 'teen'
  | 'ten'
  | 'hundred'
  | 'scale'
  | 'frac'
  | 'couple'
  | 'point'
  | 'decimal';

interface Token {
  word: string;
  start: number;
  end: number;
  /** False when something other than spaces or one hyphen separates it from the previous word. */
  glued: boolean;
}

// Own keys only: "constructor" is not a number word.
const own = (table: Record<string, number>, word: string): number | undefined =>
  Object.hasOwn(table, word) ? table[word] : undefined;

function scaleOf(word: string, opts: NumberWordOptions): number | undefined {
  if (word === 'grand') return opts.grand ? 1e3 : undefined;
  return own(SCALES, word);
}

/** Reads number words from tokens[from]; the longest run that forms a whole number, or null. */
function readRun(
  tokens: Token[],
  from: number,
  opts: NumberWordOptions,
): { value: number; last: number; scale: number } | null {
  let total = 0;
  let current = 0;
  let kind: Kind = 'start';
  let lastScale = 1;
  let maxScale = 1;
  let decimalPlace = 0;
  let best: { value: number; last: number; scale: number } | null = null;
  for (let i = from; i < tokens.length; i++) {
    const tok = tokens[i] as Token;
    const w = tok.word;
    const next = tokens[i + 1]?.word ?? '';
    // Words only join across spaces or a hyphen ("twenty-five"), never across punctuation.
    if (i > from && !tok.glued) break;
    const small = own(SMALL, w);
    const scale = scaleOf(w, opts);
    const frac = own(FRACTIONS, w);
    const afterValue = kind === 'unit' || kind === 'teen' || kind === 'ten';
    let complete = false;
    if (w === 'a' || w === 'an') {
      // "a" only counts before what it quantifies: "a hundred", "half a million", "and a half".
      const leads =
        next === 'hundred' ||
        scaleOf(next, opts) !== undefined ||
        own(FRACTIONS, next) !== undefined ||
        next === 'couple';
      if (!leads || !(kind === 'start' || kind === 'and' || kind === 'frac' || kind === 'of')) break;
      kind = 'a';
    } else if (w === 'and') {
      // "three hundred and fifty", "one and a half"; never "fifteen and twenty" (a range, not 35).
      const half = next === 'a' && own(FRACTIONS, tokens[i + 2]?.word ?? '') !== undefined;
      if (!(kind === 'hundred' || kind === 'scale' || (afterValue && half))) break;
      kind = 'and';
    } else if (w === 'of') {
      if (kind !== 'frac' && kind !== 'couple') break;
      kind = 'of';
    } else if (w === 'point') {
      if (!afterValue) break;
      kind = 'point';
    } else if (small !== undefined && (kind === 'point' || kind === 'decimal')) {
      if (small > 9) break;
      decimalPlace += 1;
      current += small / 10 ** decimalPlace;
      kind = 'decimal';
      complete = true;
    } else if (small !== undefined) {
      const isTeen = small >= 10;
      const fits =
        kind === 'start' ||
        kind === 'and' ||
        kind === 'hundred' ||
        kind === 'scale' ||
        (kind === 'ten' && !isTeen && small > 0);
      if (!fits) break;
      current += small;
      kind = isTeen ? 'teen' : 'unit';
      complete = true;
    } else if (own(TENS, w) !== undefined) {
      if (!(kind === 'start' || kind === 'and' || kind === 'hundred' || kind === 'scale')) break;
      current += TENS[w] as number;
      kind = 'ten';
      complete = true;
    } else if (w === 'hundred') {
      // "twenty-five hundred" is 2500; a bare "hundred" is not a number on its own.
      if (!(afterValue || kind === 'a') || current >= 100) break;
      current = (current || 1) * 100;
      kind = 'hundred';
      maxScale = Math.max(maxScale, 100);
      complete = true;
    } else if (scale !== undefined) {
      const quantified =
        afterValue ||
        kind === 'hundred' ||
        kind === 'a' ||
        kind === 'frac' ||
        kind === 'couple' ||
        kind === 'of' ||
        kind === 'decimal';
      if (quantified && current > 0) {
        total += current * scale;
      } else if (kind === 'a') {
        total += scale;
      } else if (kind === 'scale' && scale > lastScale) {
        total *= scale; // "five thousand million"
      } else break;
      current = 0;
      lastScale = scale;
      maxScale = Math.max(maxScale, scale);
      kind = 'scale';
      complete = true;
    } else if (frac !== undefined) {
      const prev = tokens[i - 1]?.word;
      const added = prev === 'a' && tokens[i - 2]?.word === 'and' && i - 2 >= from;
      if (added && current > 0) {
        current += frac; // "one and a half million"
      } else if (added && total > 0) {
        total += frac * lastScale; // "a million and a half"
        complete = true;
      } else if (kind === 'start' || kind === 'a') {
        current = frac; // "half a million", "a quarter million"
      } else if (afterValue && w === 'quarters') {
        current *= frac; // "three quarters of a million"
      } else break;
      kind = 'frac';
    } else if (w === 'couple') {
      if (kind !== 'a') break;
      current = 2;
      kind = 'couple';
    } else break;
    if (complete) best = { value: total + current, last: i, scale: maxScale };
  }
  return best;
}

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let prevEnd = -1;
  for (const m of text.matchAll(/[a-z]+/gi)) {
    const start = m.index ?? 0;
    const gap = prevEnd < 0 ? '' : text.slice(prevEnd, start);
    tokens.push({
      word: m[0].toLowerCase(),
      start,
      end: start + m[0].length,
      glued: prevEnd < 0 || /^(?:\s+|\s*-\s*)$/.test(gap),
    });
    prevEnd = start + m[0].length;
  }
  return tokens;
}

/** Every run of number words in text, left to right. */
export function findNumberWords(text: string, opts: NumberWordOptions = {}): NumberWordSpan[] {
  const tokens = tokenize(text);
  const spans: NumberWordSpan[] = [];
  let i = 0;
  while (i < tokens.length) {
    const tok = tokens[i] as Token;
    // A run starts at a word boundary only: not inside "twentyfive" or after a digit ("5five").
    const run = /[\p{L}\d]/u.test(text[tok.start - 1] ?? ' ') ? null : readRun(tokens, i, opts);
    if (run) {
      spans.push({
        value: run.value,
        start: tok.start,
        end: (tokens[run.last] as Token).end,
        scale: run.scale,
      });
      i = run.last + 1;
    } else i += 1;
  }
  return spans;
}

/** A phrase made only of number words ("three hundred and fifty thousand") as a number, else null. */
export function parseNumberWords(phrase: string, opts: NumberWordOptions = {}): number | null {
  const trimmed = phrase.trim();
  const tokens = tokenize(trimmed);
  if (!tokens.length || tokens[0]?.start !== 0) return null;
  const run = readRun(tokens, 0, opts);
  if (!run || run.last !== tokens.length - 1 || (tokens[run.last] as Token).end !== trimmed.length)
    return null;
  return run.value;
}

/** A count in digits, "a"/"an" or number words ("6", "a", "twelve", "forty-five"); null when it is none. */
export function parseCount(word: string): number | null {
  if (/^\d+$/.test(word)) return Number(word);
  if (/^an?$/i.test(word)) return 1;
  return parseNumberWords(word);
}
