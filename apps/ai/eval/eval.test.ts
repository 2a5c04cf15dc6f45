import { describe, expect, it } from 'vitest';
import { allCases } from './cases/index.ts';
import { runCase, runPersona } from './evaluate.ts';
import { personas } from './personas.ts';

// The assistant's own evaluation as a gate: the phrasing table stays at or above the target accuracy,
// and every persona conversation ends in a launchable campaign. `npm run eval:assistant -- --failures`
// shows what fails and why.

const TARGET = 0.95;

describe('the assistant’s evaluation', () => {
  it('is wide enough: at least 400 phrasings and 10 personas, every id unique', () => {
    expect(allCases.length).toBeGreaterThanOrEqual(400);
    expect(personas.length).toBeGreaterThanOrEqual(10);
    expect(new Set(allCases.map((c) => c.id)).size).toBe(allCases.length);
  });

  it(`reads at least ${TARGET * 100}% of the phrasing table exactly right`, () => {
    const results = allCases.map(runCase);
    const failed = results.filter((r) => !r.pass);
    const accuracy = 1 - failed.length / results.length;
    // The failing ids, so a drop says what broke.
    expect({
      accuracy: accuracy >= TARGET,
      failed: failed.length > 0 ? failed.map((r) => r.id) : [],
    }).toMatchObject({
      accuracy: true,
    });
  });

  it.each(personas.map((p) => [p.id, p] as const))(
    'persona %s reaches a launchable campaign',
    (_id, persona) => {
      const result = runPersona(persona);
      expect(result.problems.filter((p) => p.startsWith('not launchable'))).toEqual([]);
      expect(result.launched).toBe(true);
    },
  );
});
