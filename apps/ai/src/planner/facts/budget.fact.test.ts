import { describe, expect, it } from 'vitest';
import type { DraftPatch } from '../planner-types.ts';
import { budgetFact } from './budget.fact.ts';
import { runFact } from './fact-test-helpers.ts';

const base: DraftPatch = {
  platforms: { selected: ['google-ads', 'facebook'] },
  schedule: { startDate: '2026-12-01', endDate: '' },
};

function run(text: string, patch: DraftPatch = base) {
  const r = runFact(budgetFact, 7, text, { draft: patch });
  return {
    facts: r.facts,
    budget: r.draft.budget,
    schedule: r.draft.schedule,
    said: r.said,
    message: r.message,
  };
}

describe('budget fact: rates with durations', () => {
  it.each([
    ['1k a week for 8 weeks', 8_000, '2027-01-25'],
    ['3k per month for two months', 6_000, '2027-01-31'],
    ['2.5k/week, 4 weeks', 10_000, '2026-12-28'],
    ['$700 weekly over 3 weeks', 2_100, '2026-12-21'],
  ])('reads "%s" as a lifetime total with its end date', (text, total, end) => {
    const r = run(text);
    expect(r.budget).toMatchObject({ totalBudget: total, budgetType: 'lifetime' });
    expect(r.schedule.endDate).toBe(end);
  });

  it('keeps a daily amount daily and ends it after its duration', () => {
    const r = run('$250 a day for 3 weeks');
    expect(r.budget).toMatchObject({ totalBudget: 250, budgetType: 'daily' });
    expect(r.schedule.endDate).toBe('2026-12-21');
    expect(r.said[0]).toContain('for 3 weeks');
  });

  it('claims the amount a self-correction replaced', () => {
    const r = run('18k... no wait, 22k');
    expect(r.budget.totalBudget).toBe(22_000);
    expect(r.message.text).not.toMatch(/\d/);
  });
});
