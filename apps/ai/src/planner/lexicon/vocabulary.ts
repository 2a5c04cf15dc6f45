import { normalise } from '@northstar/shared/geo';
import { misspells, typoBudget } from './typos.ts';

// A vocabulary is data: entries with the catalogue ids they stand for and the names people type for
// them. One matcher reads every vocabulary: words are compared after normalise() (case, accents,
// punctuation, "&" as "and"), the longest name wins, and misspellings count where the entry allows them.

export interface Entry<V extends string = string> {
  /** The catalogue ids the entry stands for ("Meta" is Facebook and Instagram). */
  values: readonly V[];
  /** Names, synonyms and abbreviations, as people type them (any case). */
  names: readonly string[];
  /** Names that count only as typed, in capitals ("IG", "US", "EU"): in lower case they are words. */
  capitals?: readonly string[];
  /** Names that count only beside another entry of the vocabulary ("fb, ig and google"). */
  weak?: readonly string[];
  /** Names that count only as a whole item of a list ("engagement" as a metric), never in a sentence. */
  alone?: readonly string[];
  /** Misspellings of its names count (bounded edit distance, typos.ts). */
  typos?: boolean;
  /** Words that, right before a name, make it something else ("my phone" is where someone types). */
  notBefore?: readonly string[];
  /** The name counts only before one of these words or a number ("mens only", "mens 25-40"). */
  onlyBefore?: readonly string[];
  /** Words that, right after a name, make it something else ("mobile app", "women-owned"). */
  notAfter?: readonly string[];
}

export interface Vocabulary<V extends string = string> {
  kind: string;
  entries: readonly Entry<V>[];
  /** Typed words never read as a misspelling ("hungry" is not Hungary). */
  notTypos?: readonly string[];
  /** The shortest typed word read as a misspelling (default 5). */
  minTypoLength?: number;
  /** A name in the possessive names something else ("women's shoes", "Mother's Day"). */
  notPossessive?: boolean;
}

export interface EntityMatch<V extends string = string> {
  kind: string;
  entry: Entry<V>;
  values: readonly V[];
  start: number;
  end: number;
  /** The words as typed. */
  text: string;
  /** Read as a misspelling of one of the entry's names. */
  typo: boolean;
  /** A weak name, found because the vocabulary named something else in the text ("fb and ig"). */
  weak?: boolean;
}

interface Token {
  key: string;
  raw: string;
  start: number;
  end: number;
}

// Words, with dotted abbreviations ("U.S.", "e.g.") kept whole; linear (no nested quantifiers).
const WORD = /(?:\p{L}\.){2,}|[\p{L}\p{N}]+(?:['’]\p{L}+)*/gu;

const PLAIN = /^[A-Za-z0-9]+$/;

const POSSESSIVE = /['’]s$/i;

function tokenise(text: string): Token[] {
  const out: Token[] = [];
  for (const m of text.matchAll(WORD)) {
    const start = m.index ?? 0;
    // A possessive names its owner: "Meta's permission" is Meta.
    const raw = m[0].length > 2 && POSSESSIVE.test(m[0]) ? m[0].slice(0, -2) : m[0];
    // Plain ASCII words (nearly all) skip the full normalisation.
    const key = PLAIN.test(raw) ? raw.toLowerCase() : normalise(raw);
    out.push({ key, raw, start, end: start + raw.length });
  }
  return out;
}

// Every vocabulary reads the same message: its words are split once (the last few texts are kept).
const recent = new Map<string, readonly Token[]>();
const RECENT = 8;

export function tokens(text: string): readonly Token[] {
  const known = recent.get(text);
  if (known) return known;
  const words = tokenise(text);
  if (recent.size >= RECENT) recent.delete(recent.keys().next().value as string);
  recent.set(text, words);
  return words;
}

interface Compiled<V extends string> {
  byName: Map<string, Entry<V>>;
  alone: Map<string, Entry<V>>;
  byCapitals: Map<string, Entry<V>>;
  weak: Map<string, Entry<V>>;
  /** Names open to misspelling, one word each (multi-word names are compared joined by spaces). */
  typoNames: { name: string; entry: Entry<V> }[];
  maxWords: number;
  /** Word-prefixes of longer names ("united", "united states"), so a scan stops where no name goes on. */
  prefixes: Set<string>;
  notTypos: Set<string>;
  /** Built on the first misspelling looked up. */
  typoIndex?: Map<string, { name: string; entry: Entry<V> }[]>;
  /** Words already looked up as misspellings (messages repeat their words), bounded. */
  typoSeen: Map<string, Entry<V> | null>;
  /** Lengths a misspelling of a typo name can have. */
  typoLengths: { min: number; max: number };
}

const compiled = new WeakMap<Vocabulary, Compiled<string>>();

const firstWins = <V>(map: Map<string, V>, key: string, value: V) => {
  if (key && !map.has(key)) map.set(key, value);
};
const rawKey = (name: string) =>
  tokens(name)
    .map((t) => t.raw)
    .join(' ');

/** The lengths misspellings can have, the longest name and the prefixes of names of several words. */
function measure<V extends string>(c: Compiled<V>): void {
  for (const { name } of c.typoNames) {
    c.typoLengths.min = Math.min(c.typoLengths.min, name.length - typoBudget(name.length));
    c.typoLengths.max = Math.max(c.typoLengths.max, name.length + typoBudget(name.length));
  }
  for (const key of [...c.byName.keys(), ...c.byCapitals.keys()]) {
    const words = key.split(' ');
    c.maxWords = Math.max(c.maxWords, words.length);
    for (let n = 1; n < words.length; n++) c.prefixes.add(words.slice(0, n).join(' '));
  }
}

function compile<V extends string>(vocabulary: Vocabulary<V>): Compiled<V> {
  const done = compiled.get(vocabulary as Vocabulary) as Compiled<V> | undefined;
  if (done) return done;
  const c: Compiled<V> = {
    byName: new Map(),
    alone: new Map(),
    byCapitals: new Map(),
    weak: new Map(),
    typoNames: [],
    maxWords: 1,
    prefixes: new Set(),
    typoSeen: new Map(),
    typoLengths: { min: Number.POSITIVE_INFINITY, max: 0 },
    notTypos: new Set(vocabulary.notTypos),
  };
  for (const entry of vocabulary.entries) {
    for (const key of entry.names.map(normalise)) {
      // Misspellings are read one word at a time, so only one-word names are open to them.
      if (entry.typos && key && !key.includes(' ') && !c.byName.has(key))
        c.typoNames.push({ name: key, entry });
      firstWins(c.byName, key, entry);
    }
    for (const raw of (entry.capitals ?? []).map(rawKey)) firstWins(c.byCapitals, raw, entry);
    for (const name of entry.weak ?? []) firstWins(c.weak, normalise(name), entry);
    for (const name of entry.alone ?? []) firstWins(c.alone, normalise(name), entry);
  }
  measure(c);
  compiled.set(vocabulary as Vocabulary, c as Compiled<string>);
  return c;
}

/** The entry a whole phrase (a list item) names exactly, after normalise(), if any. */
export function lookUp<V extends string>(vocabulary: Vocabulary<V>, phrase: string): Entry<V> | undefined {
  const c = compile(vocabulary);
  const key = normalise(phrase);
  return c.byName.get(key) ?? c.alone.get(key) ?? c.byCapitals.get(rawKey(phrase));
}

/** A name that is both a word and a capitals-only name ("Georgia") stands for the places of both. */
function both<V extends string>(word?: Entry<V>, capitals?: Entry<V>): Entry<V> | undefined {
  if (!word || !capitals || word === capitals) return word ?? capitals;
  return { values: [...new Set([...word.values, ...capitals.values])], names: word.names };
}

/** The longest exact name starting at word `i` (lower-case names, then capitals-only ones). */
function longestAt<V extends string>(
  c: Compiled<V>,
  text: string,
  words: readonly Token[],
  i: number,
): { entry: Entry<V>; n: number } | null {
  let key = '';
  let raw = '';
  let best: { entry: Entry<V>; n: number } | null = null;
  for (let n = 1; n <= Math.min(c.maxWords, words.length - i); n++) {
    const last = words[i + n - 1] as Token;
    // Only words apart by spaces or a hyphen make one name ("tik-tok", not "tik, tok").
    if (n > 1 && !/^[\s-]*$/.test(text.slice((words[i + n - 2] as Token).end, last.start))) break;
    key = n === 1 ? last.key : `${key} ${last.key}`;
    raw = n === 1 ? last.raw : `${raw} ${last.raw}`;
    const entry = both(c.byName.get(key), c.byCapitals.get(raw));
    if (entry) best = { entry, n };
    if (!c.prefixes.has(key) && !c.prefixes.has(raw)) break;
  }
  return best;
}

/**
 * Every mention of the vocabulary in `text`, in order and without overlaps: at each word the longest
 * name wins (exact names, then capitals-only ones, then misspellings unless `typos` is false).
 */
export function findEntities<V extends string>(
  vocabulary: Vocabulary<V>,
  text: string,
  opts: { typos?: boolean } = {},
): EntityMatch<V>[] {
  const c = compile(vocabulary);
  const words = tokens(text);
  const found: EntityMatch<V>[] = [];
  const push = (entry: Entry<V>, from: Token, to: Token, typo: boolean, weak = false) =>
    found.push({
      ...(weak ? { weak } : {}),
      kind: vocabulary.kind,
      entry,
      values: entry.values,
      start: from.start,
      end: to.end,
      text: text.slice(from.start, to.end),
      typo,
    });
  const weakOnes: Token[] = [];
  const fits = (entry: Entry<V>, from: number, to: number) =>
    inContext(vocabulary, entry, text, words, from, to);
  for (let i = 0; i < words.length; i++) {
    const word = words[i] as Token;
    const best = longestAt(c, text, words, i);
    const typo = best || opts.typos === false ? undefined : misspelt(c, word.key, vocabulary.minTypoLength);
    if (best) {
      const last = i + best.n - 1;
      if (fits(best.entry, i, last)) push(best.entry, word, words[last] as Token, false);
      i = last;
    } else if (c.weak.has(word.key)) weakOnes.push(word);
    else if (typo && fits(typo, i, i)) push(typo, word, word, true);
  }
  if (found.length) for (const t of weakOnes) push(c.weak.get(t.key) as Entry<V>, t, t, false, true);
  return found.sort((a, b) => a.start - b.start);
}

/** Whether the words around a name (words[from..to]) leave it meaning the entry. */
function inContext<V extends string>(
  vocabulary: Vocabulary<V>,
  entry: Entry<V>,
  text: string,
  words: readonly Token[],
  from: number,
  to: number,
): boolean {
  const last = words[to] as Token;
  // "women's shoes", "girls' night out".
  if (vocabulary.notPossessive && /^['’]/.test(text.slice(last.end))) return false;
  const previous = words[from - 1];
  const next = words[to + 1];
  const digit = (t?: Token) =>
    t !== undefined && t.key[0] !== undefined && t.key[0] >= '0' && t.key[0] <= '9';
  if (entry.onlyBefore && !(next && (entry.onlyBefore.includes(next.key) || digit(next)))) return false;
  // Only a word joined by spaces or a hyphen is a neighbour ("mobile app", "women-owned", not "mobile, app").
  const joined = (a: Token, b: Token) => /^[\s-]*$/.test(text.slice(a.end, b.start));
  if (previous && entry.notBefore?.includes(previous.key) && joined(previous, words[from] as Token))
    return false;
  return !(next && entry.notAfter?.includes(next.key) && joined(last, next));
}

/** Every way to drop up to `n` letters from a word (the word itself included). */
function deletions(word: string, n: number): Set<string> {
  const out = new Set([word]);
  let frontier = [word];
  for (let round = 0; round < n; round++) {
    const next: string[] = [];
    for (const w of frontier)
      for (let i = 0; i < w.length; i++) {
        const shorter = w.slice(0, i) + w.slice(i + 1);
        if (!out.has(shorter)) next.push(shorter);
        out.add(shorter);
      }
    frontier = next;
  }
  return out;
}

/**
 * Candidates by shared deletions (SymSpell): two words within d edits share a form with up to d letters
 * dropped from each, so a message's words are checked against a handful of names, not all of them.
 */
function typoIndex<V extends string>(c: Compiled<V>): Map<string, { name: string; entry: Entry<V> }[]> {
  if (c.typoIndex) return c.typoIndex;
  const index = new Map<string, { name: string; entry: Entry<V> }[]>();
  for (const item of c.typoNames)
    for (const form of deletions(item.name, typoBudget(item.name.length))) {
      const list = index.get(form) ?? [];
      list.push(item);
      index.set(form, list);
    }
  c.typoIndex = index;
  return index;
}

const TYPO_MEMORY = 5000;

/** The one entry a typed word misspells, or undefined (none, or several that disagree); remembered. */
function misspelt<V extends string>(c: Compiled<V>, word: string, minLength = 5): Entry<V> | undefined {
  if (word.length < Math.max(minLength, c.typoLengths.min) || word.length > c.typoLengths.max)
    return undefined;
  const seen = c.typoSeen.get(word);
  if (seen !== undefined) return seen ?? undefined;
  const hit = lookUpMisspelling(c, word, minLength);
  if (c.typoSeen.size >= TYPO_MEMORY) c.typoSeen.clear();
  c.typoSeen.set(word, hit ?? null);
  return hit;
}

function lookUpMisspelling<V extends string>(
  c: Compiled<V>,
  word: string,
  minLength: number,
): Entry<V> | undefined {
  if (c.notTypos.has(word) || /\d/.test(word)) return undefined;
  const index = typoIndex(c);
  let hit: Entry<V> | undefined;
  for (const form of deletions(word, typoBudget(word.length)))
    for (const { name, entry } of index.get(form) ?? []) {
      if (!misspells(word, name, minLength)) continue;
      if (hit && hit.values.join() !== entry.values.join()) return undefined;
      hit = entry;
    }
  return hit;
}
