// Misspelt country names ("austrailia", "germnay", "untied kingdom"): one edit away (a letter added,
// dropped, changed or two swapped) from a name of at least six letters. Read only where the message is
// about places, and never for the English words that sit one edit from a country ("hungry", "trance").

/** Damerau-Levenshtein distance of at most one. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (i === a.length || i === b.length) return Math.abs(a.length - b.length) <= 1;
  const swapped =
    a.length === b.length && a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  return (
    swapped ||
    (a.length === b.length && a.slice(i + 1) === b.slice(i + 1)) ||
    a.slice(i + 1) === b.slice(i) ||
    a.slice(i) === b.slice(i + 1)
  );
}

const TYPO_MIN_LENGTH = 6;

// Words (and names) one edit from a country: never read as a misspelling.
const NOT_TYPOS = new Set([
  'hungry',
  'trance',
  'gambit',
  'angora',
  'granada',
  'roland',
  'dominic',
  'cyprus',
  'columbia',
  'swedes',
  'germans',
  'russian',
  'serbian',
  'nigerian',
  'israeli',
  'canadas',
  'indian',
  'indians',
  'polish',
  'spanish',
  'brazilian',
]);

export interface TypoIndex {
  /** The names of each length, with their codes. */
  byLength: Map<number, { name: string; codes: readonly string[] }[]>;
}

export function buildTypoIndex(names: ReadonlyMap<string, readonly string[]>): TypoIndex {
  const byLength = new Map<number, { name: string; codes: readonly string[] }[]>();
  for (const [name, codes] of names) {
    if (name.length < TYPO_MIN_LENGTH) continue;
    const list = byLength.get(name.length) ?? [];
    list.push({ name, codes });
    byLength.set(name.length, list);
  }
  return { byLength };
}

/** The codes of the one country name `key` misspells, or null (none, or more than one). */
export function typoCodes(index: TypoIndex, key: string): readonly string[] | null {
  if (key.length < TYPO_MIN_LENGTH || NOT_TYPOS.has(key)) return null;
  let hit: { name: string; codes: readonly string[] } | null = null;
  for (let len = key.length - 1; len <= key.length + 1; len++) {
    for (const entry of index.byLength.get(len) ?? []) {
      if (!withinOneEdit(key, entry.name)) continue;
      if (hit && hit.codes.join() !== entry.codes.join()) return null;
      hit = entry;
    }
  }
  return hit?.codes ?? null;
}
