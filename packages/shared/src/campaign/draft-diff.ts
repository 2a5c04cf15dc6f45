import type { FieldChange } from './api.ts';

// The field diff of a campaign's change history: leaf paths whose value changed. Arrays count as one
// value ("platforms.selected: [a] -> [a, b]"), which reads better than index-by-index changes.

/** Bookkeeping fields every save rewrites; a change to them alone is not a change of the campaign. */
const IGNORED = new Set(['updatedAt', 'createdAt', 'campaignId']);
/** History keeps a readable summary, not whole documents. */
export const MAX_CHANGES = 60;
const MAX_TEXT = 200;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value as history stores it: long strings cut, long arrays cut, with a marker. */
function stored(value: unknown): unknown {
  if (typeof value === 'string') return value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT)}…` : value;
  if (Array.isArray(value))
    return value.length > 20 ? [...value.slice(0, 20).map(stored), '…'] : value.map(stored);
  return value;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function walk(before: unknown, after: unknown, path: string, out: FieldChange[]): void {
  if (out.length >= MAX_CHANGES) return;
  if (isObject(before) && isObject(after)) {
    const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
    for (const key of [...keys].sort()) {
      if (!path && IGNORED.has(key)) continue;
      walk(before[key], after[key], path ? `${path}.${key}` : key, out);
    }
    return;
  }
  if (!same(before, after))
    out.push({ field: path, before: stored(before ?? null), after: stored(after ?? null) });
}

/** What changed from one draft (or any JSON object) to the next, at most MAX_CHANGES fields. */
export function draftChanges(before: unknown, after: unknown): FieldChange[] {
  const out: FieldChange[] = [];
  walk(before, after, '', out);
  return out;
}
