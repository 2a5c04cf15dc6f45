import { campaignDraftSchema } from '@northstar/shared/campaign/schemas';
import { describe, expect, it } from 'vitest';
import type { DraftPatch } from '../planner-types.ts';
import { budgetTypeFact } from './budget-type.fact.ts';
import { runFact } from './fact-test-helpers.ts';

function run(text: string, opts: { draft?: DraftPatch; awaiting?: string; step?: 4 | 7 } = {}) {
  const r = runFact(budgetTypeFact, 7, text, opts);
  return {
    facts: r.facts,
    type: r.draft.budget.budgetType,
    draft: r.draft,
    said: r.said,
    message: r.message,
  };
}

const lifetime = { budget: { budgetType: 'lifetime' as const } };

describe('budget type fact', () => {
  it.each([
    ['make it a daily budget', 'daily', lifetime],
    ['lifetime budget', 'lifetime', {}],
    ['switch to a total budget', 'lifetime', {}],
    ['make it daily', 'daily', lifetime],
    ['budget type: lifetime', 'lifetime', {}],
    ['we want a daily budget for 30 days', 'daily', lifetime],
    ['the budget should be per day', 'daily', lifetime],
    ['make it daily, not lifetime', 'daily', lifetime],
    ['switch from a lifetime budget to a daily one', 'daily', lifetime],
    ['no daily budget, we want one total for the campaign', 'lifetime', {}],
    ['change the budget to lifetime pls', 'lifetime', {}],
    ['daily budget from Dec 1', 'daily', lifetime],
  ])('reads "%s"', (text, type, draft) => {
    const r = run(text, { draft });
    expect(r.facts).toEqual([{ key: 'budgetType', op: 'set', value: type }]);
    expect(r.type).toBe(type);
  });

  it('reads a bare "daily" only about a budget: asked for, on the budget step or with an amount set', () => {
    expect(run('daily', { awaiting: 'budgetType', draft: lifetime, step: 4 }).type).toBe('daily');
    expect(run('daily', { draft: lifetime }).type).toBe('daily');
    expect(run('daily', { step: 4 }).facts).toEqual([]);
  });

  const amount = (budgetType: 'daily' | 'lifetime') => ({ budget: { totalBudget: 400, budgetType } });
  it.each([
    ["oops, that's daily", 'daily', amount('lifetime')],
    ['sorry that was per day', 'daily', amount('lifetime')],
    ['its a lifetime figure', 'lifetime', amount('daily')],
    ['I meant total, not daily', 'lifetime', amount('daily')],
    ['per-day please', 'daily', amount('lifetime')],
    ['Lifetime, thanks', 'lifetime', amount('daily')],
    ['the daily limit is what I gave you', 'daily', amount('lifetime')],
    ['ok daily then', 'daily', amount('lifetime')],
  ] as const)('reads the type of the amount already given in "%s"', (text, type, draft) => {
    expect(run(text, { draft, step: 4 }).type).toBe(type);
  });

  it('says what an existing amount now means', () => {
    const r = run('make it a daily budget', {
      draft: { budget: { totalBudget: 500, budgetType: 'lifetime' } },
    });
    expect(r.said).toEqual(['daily budget ($500 a day)']);
    expect(run('lifetime budget').said).toEqual(['lifetime budget']);
  });

  it('claims its words and leaves the rest', () => {
    const r = run('make it a daily budget, target women');
    expect(r.message.text.trim()).toBe(', target women');
  });

  it.each([
    '$500 a day',
    'daily budget of $500',
    'total budget 25k',
    'our lifetime budget is 20 grand',
    "what's the daily budget?",
    'we want total control',
    'no daily cap on frequency',
    'daily reports',
    'make it 5k total',
    '2.5k daily budget',
  ])('does not read "%s"', (text) => {
    expect(run(text).facts).toEqual([]);
  });

  it('produces patches that keep the draft valid', () => {
    for (const text of ['make it a daily budget', 'lifetime budget', 'switch to a total budget']) {
      expect(campaignDraftSchema.safeParse(run(text).draft).success).toBe(true);
    }
  });

  it('turns an LLM value into a set fact', () => {
    expect(budgetTypeFact.llm?.toFacts('daily')).toEqual([{ key: 'budgetType', op: 'set', value: 'daily' }]);
    expect(budgetTypeFact.llm?.toFacts('weekly')).toEqual([]);
  });
});

describe('the whole run said in words', () => {
  it.each([
    'treat that as the total for the whole run',
    'that figure is for the entire flight, not per day',
    'the money has to last the whole campaign',
    'the amount is meant to cover the full promo',
    "it's for the whole campaign",
    'count it as a lifetime budget',
  ])('reads "%s" as lifetime', (text) => {
    expect(run(text).type).toBe('lifetime');
  });

  it('reads "consider it a daily number" style phrasing as daily', () => {
    expect(run('treat that as a daily budget', { draft: lifetime }).type).toBe('daily');
  });

  it('a whole-campaign phrase about something else is no budget type', () => {
    expect(run('we will run ads for the whole campaign on google').facts).toEqual([]);
  });
});
