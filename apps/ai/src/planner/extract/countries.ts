import { createRequire } from 'node:module';
import { COUNTRY_GROUPS } from '@northstar/shared/geo';
import { CODE_STOPLIST, COUNTRY_ALIASES, NEEDS_CAPITAL } from '../lexicon/places.ts';
import { buildTypoIndex, typoCodes } from './country-typos.ts';
import { type Mention, splitByPolarity } from './polarity.ts';

// Country names come from i18n-iso-countries (English only: loading every locale costs ~35 ms at start).
// The lookup tables are built once at module load; a message is then one pass over its words.
const require = createRequire(import.meta.url);
const en = require('i18n-iso-countries/langs/en.json') as { countries: Record<string, string | string[]> };

const normalise = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[’`]/g, "'")
    .replace(/[^a-z0-9']+/g, ' ')
    .trim();

// Everyday aliases, names that need a capital and codes that are words: data in lexicon/places.ts.

// Prefixes that turn a country name into something else ("New Mexico", "New Jersey").
const NOT_AFTER = /\b(?:new|papua new)\s+$/i;

const NAME_TO_CODES = new Map<string, string[]>();
const DISPLAY = new Map<string, string>();
let maxWords = 1;
for (const [code, value] of Object.entries(en.countries)) {
  const names = Array.isArray(value) ? value : [value];
  for (const name of names) {
    const key = normalise(name);
    if (key.length < 4 || NAME_TO_CODES.has(key)) continue;
    NAME_TO_CODES.set(key, [code]);
    maxWords = Math.max(maxWords, key.split(' ').length);
  }
  // Display the shortest plain name ("Czechia", "Tanzania"), not "United Republic of Tanzania".
  const plain = names.filter((n) => n.length >= 4 && !/[.,(]/.test(n)).sort((a, b) => a.length - b.length);
  DISPLAY.set(code, plain[0] ?? names[0] ?? code);
}
for (const [alias, codes] of Object.entries(COUNTRY_ALIASES)) NAME_TO_CODES.set(alias, [...codes]);
// Named groups ("the EU", "DACH", "the Nordics", "LATAM", "UK & Ireland") from the table the builder's
// "Add a group" offers too. Short aliases ("EU", "SEA") count only in capitals, as typed acronyms.
const GROUP_ACRONYMS = new Set<string>();
for (const group of COUNTRY_GROUPS) {
  for (const alias of group.aliases) {
    const key = normalise(alias);
    if (!key) continue;
    NAME_TO_CODES.set(key, [...group.countries]);
    maxWords = Math.max(maxWords, key.split(' ').length);
    if (key.length <= 4 && alias === alias.toUpperCase()) GROUP_ACRONYMS.add(key);
  }
}
const TYPOS = buildTypoIndex(NAME_TO_CODES);
DISPLAY.set('US', 'United States');
DISPLAY.set('GB', 'United Kingdom');

export const ISO_COUNTRY_CODES: ReadonlySet<string> = new Set(Object.keys(en.countries));

/** "United States", "Germany"; the code itself when unknown. */
export const countryName = (code: string): string => DISPLAY.get(code) ?? code;

// Abbreviations in capitals (lower-case "us" is a pronoun); "usa" and "uk" are never words.
// "Aus & NZ": "Aus" capitalised or in capitals; "nz" is never a word. KSA is Saudi Arabia.
const ABBREVIATIONS =
  /(?<![\p{L}.])(U\.S\.A\.?|U\.S\.?|USA|US|U\.K\.?|UK|UAE|AUS|Aus|KSA|N\.Z\.?|NZ|usa|uk|uae|nz)(?![\p{L}])/gu;
const ABBREVIATION_CODES: Record<string, string> = {
  usa: 'US',
  us: 'US',
  uk: 'GB',
  uae: 'AE',
  aus: 'AU',
  ksa: 'SA',
  nz: 'NZ',
};
// Where the planner asked for places, "aus" in lower case is Australia too.
const LOWER_AUS = /(?<![\p{L}.])aus(?![\p{L}])/gu;
// Words that make a misspelt name a place: "target austrailia", "countries: germnay", "ship to swizterland".
const PLACE_CUE_BEFORE =
  /\b(?:in|into|to|across|throughout|target(?:ing)?|countries|country|markets?|geo|locations?)\s*:?\s*$/i;
const PLACE_WORDS =
  /\b(?:countries|country|markets?|geo(?:graphy)?|locations?|regions?|nationwide|worldwide)\b/i;
// Two-letter codes are read only when the planner asked for countries, never CODE_STOPLIST's words.
const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu;

interface Token {
  key: string;
  raw: string;
  start: number;
  end: number;
}

export function countryMentions(text: string, opts: { codes: boolean }): Mention<string>[] {
  const found: Mention<string>[] = [];
  const taken: [number, number][] = [];
  const push = (codes: readonly string[], start: number, end: number) => {
    taken.push([start, end]);
    for (const value of codes) found.push({ value, start, end });
  };
  for (const m of text.matchAll(ABBREVIATIONS)) {
    const key = (m[1] ?? '').replace(/\./g, '').toLowerCase();
    const code = ABBREVIATION_CODES[key];
    if (code) push([code], m.index ?? 0, (m.index ?? 0) + m[0].length);
  }
  if (opts.codes)
    for (const m of text.matchAll(LOWER_AUS)) push(['AU'], m.index ?? 0, (m.index ?? 0) + m[0].length);
  const tokens: Token[] = [...text.matchAll(WORD)].map((m) => ({
    key: normalise(m[0]),
    raw: m[0],
    start: m.index ?? 0,
    end: (m.index ?? 0) + m[0].length,
  }));
  const overlaps = (start: number, end: number) => taken.some(([s, e]) => start < e && end > s);
  for (let i = 0; i < tokens.length; i++) {
    const first = tokens[i] as Token;
    // keys[n - 1]: the n words from token i, built once (this runs for every word of every message).
    const keys: string[] = [];
    for (let n = 1; n <= Math.min(maxWords, tokens.length - i); n++) {
      const word = (tokens[i + n - 1] as Token).key;
      keys.push(n === 1 ? word : `${keys[n - 2]} ${word}`);
    }
    for (let n = keys.length; n >= 1; n--) {
      const last = tokens[i + n - 1] as Token;
      const key = keys[n - 1] as string;
      const codes = NAME_TO_CODES.get(key);
      if (!codes || overlaps(first.start, last.end)) continue;
      // Where the planner asked for places, "china" and "turkey" are countries in any case.
      if (n === 1 && NEEDS_CAPITAL.has(key) && !/^\p{Lu}/u.test(first.raw) && !opts.codes) continue;
      if (n === 1 && GROUP_ACRONYMS.has(key) && first.raw !== first.raw.toUpperCase()) continue;
      if (NOT_AFTER.test(text.slice(Math.max(0, first.start - 12), first.start))) continue;
      push(codes, first.start, last.end);
      i += n - 1;
      break;
    }
    const t = tokens[i] as Token;
    if (
      opts.codes &&
      t === first &&
      /^[A-Z]{2}$/.test(t.raw) &&
      ISO_COUNTRY_CODES.has(t.raw) &&
      !CODE_STOPLIST.has(t.raw) &&
      !overlaps(t.start, t.end)
    ) {
      push([t.raw], t.start, t.end);
    }
  }
  found.push(...misspelt(text, tokens, { asked: opts.codes, named: found.length > 0, overlaps }));
  return found;
}

/** Misspelt names, where the message is about places: asked, cued, or beside a country named right. */
function misspelt(
  text: string,
  tokens: readonly Token[],
  ctx: { asked: boolean; named: boolean; overlaps: (start: number, end: number) => boolean },
): Mention<string>[] {
  const about = ctx.asked || ctx.named || PLACE_WORDS.test(text);
  const found: Mention<string>[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const first = tokens[i] as Token;
    let key = '';
    for (let n = 1; n <= Math.min(3, tokens.length - i); n++) {
      const last = tokens[i + n - 1] as Token;
      key = n === 1 ? last.key : `${key} ${last.key}`;
      if (ctx.overlaps(first.start, last.end) || NAME_TO_CODES.has(key) || /\d/.test(key)) continue;
      if (!about && !PLACE_CUE_BEFORE.test(text.slice(Math.max(0, first.start - 20), first.start))) continue;
      if (NOT_AFTER.test(text.slice(Math.max(0, first.start - 12), first.start))) continue;
      const codes = typoCodes(TYPOS, key);
      if (!codes) continue;
      for (const value of codes) found.push({ value, start: first.start, end: last.end });
      i += n - 1;
      break;
    }
  }
  return found;
}

/**
 * Countries named in text as ISO alpha-2 codes, split into included and excluded ("not Germany").
 * `codes` also accepts bare two-letter codes ("US, CA, DE"), for when the planner asked for countries.
 */
export function extractCountries(
  text: string,
  opts: { codes?: boolean } = {},
): { include: string[]; exclude: string[] } {
  return splitByPolarity(text, countryMentions(text, { codes: opts.codes ?? false }));
}
