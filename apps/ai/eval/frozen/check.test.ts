import { describe, expect, it } from 'vitest';
import { checkSet, MIN_CASES } from './check.ts';
import { frozenCases } from './index.ts';

// The frozen set's shape as a CI gate (never its score: the planner is not run here, see README.md).
describe('the frozen held-out set', () => {
  it(`holds at least ${MIN_CASES} well-formed cases, none repeating an earlier table`, () => {
    const summary = checkSet(frozenCases);
    expect(summary.problems).toEqual([]);
    expect(summary.total).toBeGreaterThanOrEqual(MIN_CASES);
  });
});
