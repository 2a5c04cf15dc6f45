import { describe, expect, it } from 'vitest';
import { completeDraft } from '../testing/draft-fixtures.ts';
import { draftChanges, MAX_CHANGES } from './draft-diff.ts';

describe('draftChanges', () => {
  it('lists each changed leaf with its value before and after, arrays as one value', () => {
    const before = completeDraft();
    const after = {
      ...before,
      budget: { ...before.budget, totalBudget: 6000 },
      platforms: { ...before.platforms, selected: [...before.platforms.selected, 'tiktok' as const] },
      updatedAt: '2030-01-01T00:00:00.000Z',
    };
    expect(draftChanges(before, after)).toEqual([
      { field: 'budget.totalBudget', before: 5000, after: 6000 },
      {
        field: 'platforms.selected',
        before: ['google-ads', 'facebook'],
        after: ['google-ads', 'facebook', 'tiktok'],
      },
    ]);
  });

  it('ignores a save that changed nothing but its timestamps', () => {
    const draft = completeDraft();
    expect(draftChanges(draft, { ...draft, updatedAt: '2031-01-01T00:00:00.000Z' })).toEqual([]);
  });

  it('records added and removed keys as null on the missing side, and cuts long text', () => {
    const long = 'x'.repeat(500);
    const changes = draftChanges({ a: 1 }, { b: long });
    expect(changes[0]).toEqual({ field: 'a', before: 1, after: null });
    expect(String(changes[1]?.after).length).toBeLessThan(210);
  });

  it('keeps at most MAX_CHANGES entries', () => {
    const before = Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`k${i}`, i]));
    const after = Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`k${i}`, i + 1]));
    expect(draftChanges(before, after)).toHaveLength(MAX_CHANGES);
  });
});
