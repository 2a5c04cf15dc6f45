// Typo tolerance, done once for every vocabulary: a typed word counts as a name when it is within a
// bounded Damerau-Levenshtein distance of it (letters added, dropped, changed or two neighbours swapped).
// Short words get no slack ("sem" is not "seo"), longer ones one edit, long ones two.

/** How many edits a name of this length tolerates: none below 5 letters, 1 from 5, 2 from 9. */
export function typoBudget(length: number): number {
  if (length >= 9) return 2;
  return length >= 5 ? 1 : 0;
}

/**
 * Whether `a` is within `max` edits of `b` (optimal string alignment distance, which counts a swap of
 * two neighbours as one edit). Quadratic in the words' lengths, which are short; stops early once a row
 * is over the budget.
 */
export function withinEdits(a: string, b: string, max: number): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > max) return false;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min((previous[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, (before[j - 2] ?? 0) + 1);
      row.push(d);
      best = Math.min(best, d);
    }
    if (best > max) return false;
    before = previous;
    previous = row;
  }
  return (previous[b.length] ?? max + 1) <= max;
}

/** Whether a typed word misspells a name, within the name's budget (and never a short typed word). */
export const misspells = (typed: string, name: string, minLength = 5): boolean =>
  typed !== name &&
  typed.length >= minLength &&
  name.length >= minLength &&
  withinEdits(typed, name, typoBudget(Math.min(typed.length, name.length)));
