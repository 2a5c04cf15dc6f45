// One normalisation for every geo and audience lookup, so "Baden-Württemberg", "baden wurttemberg" and
// "BADEN-WUERTTEMBERG" meet where the table lists both spellings.

/** Lower case, no accents or punctuation, single spaces: 'Baden-Württemberg' -> 'baden wurttemberg'. */
export function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/ø/g, 'o')
    .replace(/æ/g, 'ae')
    .replace(/&/g, ' and ')
    .replace(/[.'’]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** A map from the first value given for each non-empty key (table order decides ties). */
export function firstWins<T>(entries: Iterable<readonly [string, T]>): Map<string, T> {
  const map = new Map<string, T>();
  for (const [key, value] of entries) if (key && !map.has(key)) map.set(key, value);
  return map;
}
