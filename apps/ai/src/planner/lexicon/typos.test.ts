import { describe, expect, it } from 'vitest';
import { misspells, typoBudget, withinEdits } from './typos.ts';

describe('typo tolerance', () => {
  it('gives short words no slack, longer ones one edit and long ones two', () => {
    expect([3, 4, 5, 8, 9, 12].map(typoBudget)).toEqual([0, 0, 1, 1, 2, 2]);
  });

  it('counts an added, dropped, changed or swapped letter as one edit', () => {
    expect(withinEdits('gogle', 'google', 1)).toBe(true);
    expect(withinEdits('googgle', 'google', 1)).toBe(true);
    expect(withinEdits('goofle', 'google', 1)).toBe(true);
    expect(withinEdits('gogole', 'google', 1)).toBe(true);
    expect(withinEdits('gogl', 'google', 1)).toBe(false);
    expect(withinEdits('instgarm', 'instagram', 2)).toBe(true);
    expect(withinEdits('instgrm', 'instagram', 1)).toBe(false);
  });

  it('reads a misspelling only within the budget of the shorter word', () => {
    expect(misspells('facebok', 'facebook')).toBe(true);
    expect(misspells('instagarm', 'instagram')).toBe(true);
    expect(misspells('intsagarm', 'instagram')).toBe(true);
    // Four letters: no slack at all.
    expect(misspells('gool', 'goal')).toBe(false);
    // The name itself is not a misspelling of itself.
    expect(misspells('google', 'google')).toBe(false);
    // Two edits on a word under nine letters is too far.
    expect(misspells('facbok', 'facebook')).toBe(false);
  });
});
