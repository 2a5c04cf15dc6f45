import { describe, expect, it } from 'vitest';
import { extractObjective } from './objective.ts';

describe('extractObjective', () => {
  it.each([
    ['for brand awareness', 'awareness'],
    ['more website visits', 'traffic'],
    ['drive traffic', 'traffic'],
    ['engagement on our posts', 'engagement'],
    ['lead generation', 'leads'],
    ['newsletter sign-ups', 'leads'],
    ['for sales', 'sales'],
    ['more purchases and revenue', 'sales'],
    ['app installs', 'app_installs'],
    ['get more downloads', 'app_installs'],
  ])('reads "%s" as %s', (text, objective) => {
    expect(extractObjective(text, { loose: true })?.objective).toBe(objective);
  });

  it('takes the earliest objective when several are named', () => {
    expect(extractObjective('leads first, then sales', { loose: true })?.objective).toBe('leads');
  });

  it('off step 1 only an explicit objective counts', () => {
    expect(extractObjective('we had great sales last year')).toBeNull();
    expect(extractObjective('change the objective to leads')?.objective).toBe('leads');
    expect(extractObjective('the goal is sales')?.objective).toBe('sales');
  });

  it('finds none in unrelated text', () => {
    expect(extractObjective('hello there', { loose: true })).toBeNull();
  });
});
