import { NOT_COUNTRY_TYPOS } from '../lexicon/places.ts';
import { withinEdits } from '../lexicon/typos.ts';

// Misspelt country names ("austrailia", "germnay", "untied kingdom"): one edit away (a letter added,
// dropped, changed or two swapped) from a name of at least six letters. Read only where the message is
// about places, and never for the English words that sit one edit from a country ("hungry", "trance").

const TYPO_MIN_LENGTH = 6;

const NOT_TYPOS = new Set(NOT_COUNTRY_TYPOS);

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
      if (!withinEdits(key, entry.name, 1)) continue;
      if (hit && hit.codes.join() !== entry.codes.join()) return null;
      hit = entry;
    }
  }
  return hit?.codes ?? null;
}
