import { createDraft } from '@northstar/shared/campaign';
import { campaignDraftSchema } from '@northstar/shared/campaign/schemas';
import { describe, expect, it } from 'vitest';
import { mergePatch } from '../draft-patch.ts';
import { customGoalsFact } from './custom-goals.fact.ts';
import { type RunOptions, runFact } from './fact-test-helpers.ts';
import { readFacts } from './registry.ts';

const now = new Date('2026-11-24T12:00:00Z');

function run(text: string, opts: RunOptions = {}) {
  const r = runFact(customGoalsFact, 2, text, opts);
  return { ...r, goals: r.draft.kpis.customGoals };
}

describe('custom goals fact', () => {
  it.each([
    ['goal: 500 signups by March', '500 signups by March'],
    ['we want to hit 200 leads a month', '200 leads a month'],
    ['target of 1,000 installs in the first week', '1,000 installs in the first week'],
    ['our goal is 10k app installs by end of Q1', '10k app installs by end of Q1'],
    ['need like 50 new paying customers per week', '50 new paying customers per week'],
    ['aiming for 2.5k downloads within 30 days', '2.5k downloads within 30 days'],
    ['Goal - $50k in revenue by the holidays', '$50k in revenue by the holidays'],
    ['trying to get 300 demo bookings this quarter', '300 demo bookings this quarter'],
    ['we hope to reach 1 million people', '1 million people'],
    ['goal 500 sign ups by march 31st', '500 sign ups by march 31st'],
  ])('reads "%s"', (text, goal) => {
    const r = run(text);
    expect(r.facts).toEqual([{ key: 'customGoals', op: 'add', value: [goal] }]);
    expect(r.goals).toEqual([goal]);
  });

  it('reads several goals in one message', () => {
    const r = run('goals: 500 signups by March and 50 demos a week');
    expect(r.goals).toEqual(['500 signups by March', '50 demos a week']);
    expect(r.said).toEqual(['custom goals “500 signups by March” and “50 demos a week”']);
  });

  it('claims the goal with its deadline, so no date or budget reader takes it', () => {
    const r = run('budget $5k, goal: 500 signups by March, starting next week');
    expect(r.goals).toEqual(['500 signups by March']);
    expect(r.message.text).not.toContain('March');
    expect(r.message.text).toContain('$5k');
    expect(r.message.text).toContain('starting next week');
  });

  it('adds to the goals, skipping one already there; a correction replaces them', () => {
    const draft = { kpis: { customGoals: ['500 signups by March'] } };
    expect(run('goal: 50 demos a week', { draft }).goals).toEqual([
      '500 signups by March',
      '50 demos a week',
    ]);
    expect(run('goal: 500 Signups by March', { draft }).goals).toEqual(['500 signups by March']);
    expect(run('actually the goal is 600 signups by March', { draft, act: 'correction' }).goals).toEqual([
      '600 signups by March',
    ]);
  });

  it('reads a bare number and unit only when the planner asked for goals', () => {
    expect(run('500 signups by March', { awaiting: 'customGoals' }).goals).toEqual(['500 signups by March']);
    expect(run('500 signups by March').facts).toEqual([]);
  });

  it('caps goals at 10 and 200 characters', () => {
    const many = Array.from({ length: 10 }, (_, i) => `${i + 1} leads`);
    const r = run('goal: 99 demos a week', { draft: { kpis: { customGoals: many } } });
    expect(r.goals).toHaveLength(10);
    expect(r.warnings).toEqual(['A campaign takes up to 10 custom goals, so I left out “99 demos a week”.']);
  });

  it.each([
    'goal is sales',
    'our goal is more leads',
    'target CPA $35',
    'target cpa of $35 per lead',
    'target ROAS 4x',
    'target 25-40 year olds',
    'we want $5k budget',
    'we need 3 headlines',
    'we got 500 signups last year',
    'goal: 20% off everything',
    '28-day click attribution',
  ])('does not read "%s"', (text) => {
    expect(run(text).facts).toEqual([]);
  });

  it('produces patches that keep the draft valid', () => {
    for (const text of ['goal: 500 signups by March', `we want ${'1'.repeat(9)} leads`]) {
      expect(campaignDraftSchema.safeParse(run(text).draft).success).toBe(true);
    }
  });

  it('turns an LLM value into an add fact, keeping only goals with a number', () => {
    expect(
      customGoalsFact.llm?.toFacts(['500 signups by March', 'more sales', 'sell out the fall range']),
    ).toEqual([
      { key: 'customGoals', op: 'add', value: ['500 signups by March', 'sell out the fall range'] },
    ]);
  });

  it.each([
    ['goals: 120 webinar registrations; 30 sales calls', ['120 webinar registrations', '30 sales calls']],
    ['our goals are 2k email subscribers, 150 first orders', ['2k email subscribers', '150 first orders']],
    ['Goal: 400 free trial starts and 60 upgrades by June', ['400 free trial starts', '60 upgrades by June']],
    ['custom goal: CPA below $20 by end of Q1', ['CPA below $20 by end of Q1']],
    ['custom goal - sell out the spring drop', ['sell out the spring drop']],
    [
      'our main goal is to sell out every seat for the summer show',
      ['sell out every seat for the summer show'],
    ],
    ["goal: double last year's bookings", ["double last year's bookings"]],
    ['goal: 5k followers on tiktok', ['5k followers on tiktok']],
    ['target: 300 demos at a cpl under $80', ['300 demos at a cpl under $80']],
    ['goal 90 leads for less than £25 each', ['90 leads for less than £25 each']],
    ['goal: 1,000 orders, ideally by March', ['1,000 orders, ideally by March']],
    ['custom goal: grow the waitlist before launch', ['grow the waitlist before launch']],
  ])('reads the goals in "%s"', (text, goals) => {
    expect(run(text).goals).toEqual(goals);
  });

  it.each([
    'goal: sales',
    'our main goal is awareness',
    'goal: $10k a month',
    'the goal is to get more leads',
  ])('reads no goal in "%s"', (text) => {
    expect(run(text).facts).toEqual([]);
  });

  it('keeps the season, platform and price of a goal out of the other facts', () => {
    const draft = mergePatch(createDraft({ now }), { objective: 'sales', kpis: { primary: 'roas' } });
    const facts = readFacts('custom goal: sell out the fall range on instagram, budget 8k', {
      step: 2,
      awaiting: null,
      draft,
      now,
      act: 'statement',
    });
    const keys = facts.map((f) => f.key);
    expect(facts.find((f) => f.key === 'customGoals')?.value).toEqual([
      'sell out the fall range on instagram',
    ]);
    expect(keys).not.toContain('schedule');
    expect(keys).not.toContain('platforms');
    expect(keys).not.toContain('objective');
    expect(keys).toContain('budget');
  });

  it('removes a goal named by its number and unit, and swaps one for another', () => {
    const draft = { kpis: { customGoals: ['500 signups by March', '50 demos a week'] } };
    expect(run('scrap the 50 demos goal', { draft }).goals).toEqual(['500 signups by March']);
    expect(run('remove the goal: 500 signups by March', { draft, act: 'negation' }).goals).toEqual([
      '50 demos a week',
    ]);
    expect(
      run('forget about 500 signups, add 700 trials by May instead', { draft, act: 'correction' }).goals,
    ).toEqual(['50 demos a week', '700 trials by May']);
    expect(run('no custom goals', { draft }).goals).toEqual([]);
    expect(run('clear all the goals please', { draft }).said).toEqual(['no custom goals']);
  });

  it('never adds a goal the message removes', () => {
    expect(run('drop the goal 900 leads by June', { act: 'negation' }).facts).toEqual([]);
  });

  it.each([
    ['we are hoping to double our bookings by spring', ['double our bookings by spring']],
    ['would love to sell out the new sneaker drop', ['sell out the new sneaker drop']],
    ['target 250 SQLs this quarter', ['250 SQLs this quarter']],
    ['want to reach 40k streams on spotify', ['40k streams']],
  ])('reads the unlabelled goal in "%s"', (text, goals) => {
    expect(run(text).goals).toEqual(goals);
  });

  it('claims the verb before a goal so "reach" is no KPI', () => {
    const r = run('we want to reach 2m people by summer');
    expect(r.goals).toEqual(['2m people by summer']);
    expect(r.message.text).not.toMatch(/reach/);
  });

  it.each([
    ['Our target: 3% conversion rate', ['3% conversion rate']],
    ['targets - 800 orders, 2.5% ctr', ['800 orders', '2.5% ctr']],
    ['the target is 12k installs by launch', ['12k installs by launch']],
  ])('reads a target that counts something in "%s"', (text, goals) => {
    expect(run(text).goals).toEqual(goals);
  });

  it.each(['target: men 30-45', 'target: 4x roas', 'target: CPA $25', 'target: UK and Ireland'])(
    'leaves a target that is an audience or a bid: "%s"',
    (text) => {
      expect(run(text).facts).toEqual([]);
    },
  );

  it('changes one goal and keeps the others', () => {
    const draft = { kpis: { customGoals: ['500 signups by March', '50 demos a week'] } };
    const r = run('change the 500 signups goal to 650 signups by April', { draft, act: 'correction' });
    expect(r.goals).toEqual(['50 demos a week', '650 signups by April']);
  });
});
