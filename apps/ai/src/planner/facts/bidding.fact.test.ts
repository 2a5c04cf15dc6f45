import { createDraft } from '@northstar/shared/campaign';
import { describe, expect, it } from 'vitest';
import { mergePatch } from '../draft-patch.ts';
import type { DraftPatch } from '../planner-types.ts';
import { biddingFact } from './bidding.fact.ts';
import { runFact } from './fact-test-helpers.ts';
import { readFacts } from './registry.ts';

const now = new Date('2026-11-24T12:00:00Z');
const sales: DraftPatch = {
  objective: 'sales',
  platforms: { selected: ['google-ads', 'facebook'] },
  budget: { totalBudget: 20000, budgetType: 'lifetime' },
};

function run(text: string, patch: DraftPatch = sales) {
  const r = runFact(biddingFact, 8, text, { draft: patch, cpm: 12 });
  return { facts: r.facts, bidding: r.draft.bidding, warnings: r.warnings, message: r.message };
}

describe('bidding fact', () => {
  it.each([
    ['tcpa 28 euros', { type: 'target_cpa', targetCpa: 28 }],
    ['T-CPA of $42', { type: 'target_cpa', targetCpa: 42 }],
    ['bid towards a $55 CPA', { type: 'target_cpa', targetCpa: 55 }],
    ['we want leads at no more than $35 each, cpl cap $35', { type: 'target_cpa', targetCpa: 35 }],
    ['hold the cost per signup below 12 dollars', { type: 'target_cpa', targetCpa: 12 }],
    ['cost cap of £18', { type: 'target_cpa', targetCpa: 18 }],
    ['pay $25 per install max', { type: 'target_cpa', targetCpa: 25 }],
    ['Target cost per acquisition: 60', { type: 'target_cpa', targetCpa: 60 }],
    ['target roas 5x', { type: 'target_roas', targetRoas: 5 }],
    ['tROAS 250%', { type: 'target_roas', targetRoas: 2.5 }],
    ['ROAS of 400%', { type: 'target_roas', targetRoas: 4 }],
    ['aim for a 3:1 ROAS', { type: 'target_roas', targetRoas: 3 }],
    ['we need at least 6x return on ad spend', { type: 'target_roas', targetRoas: 6 }],
    ['roas needs to be 3.5', { type: 'target_roas', targetRoas: 3.5 }],
    ['max cpc $0.80', { type: 'manual_cpc', maxCpc: 0.8 }],
    ['manual bidding at $1.20 a click', { type: 'manual_cpc', maxCpc: 1.2 }],
    ['$3 max CPC please', { type: 'manual_cpc', maxCpc: 3 }],
    ['bid cap $4', { type: 'manual_cpc', maxCpc: 4 }],
    ['cap the cpc at 2.25', { type: 'manual_cpc', maxCpc: 2.25 }],
    ['manual cpc', { type: 'manual_cpc' }],
    ['just use tCPA', { type: 'target_cpa' }],
    ['lowest cost bidding', { type: 'automated' }],
    ['let the algorithm decide the bids', { type: 'automated' }],
  ] as const)('reads "%s"', (text, strategy) => {
    expect(run(text).bidding.strategy).toEqual(strategy);
  });

  it('changes only the strategy when the advertiser names no goal', () => {
    expect(run('tCPA $30').bidding.optimization.goal).toBe('');
    expect(run('target roas 4x').bidding.optimization.goal).toBe('');
  });

  it('sets the goal the advertiser names, and a goal for automated bidding', () => {
    expect(run('max conversions').bidding).toMatchObject({
      strategy: { type: 'automated' },
      optimization: { goal: 'conversions' },
    });
    expect(run('optimise for link clicks').bidding.optimization.goal).toBe('clicks');
    expect(run('automated bidding').bidding.optimization.goal).toBe('conversions');
  });

  it.each([
    'KPI is cost per lead',
    'primary KPI ROAS',
    'our CPL was $60 last year',
    'ROAS, 28 day click attribution',
    'we sell a $40 hoodie',
  ])('reads no bid in "%s"', (text) => {
    expect(run(text).facts).toEqual([]);
  });

  it('warns with the projected range when a target is out of reach, and still applies it', () => {
    const r = run('target ROAS 30x');
    expect(r.bidding.strategy).toEqual({ type: 'target_roas', targetRoas: 30 });
    expect(r.warnings.join(' ')).toMatch(/projected \d[\d.]*–\d[\d.]*x/);
    const cpa = run('tCPA $0.50', { ...sales, objective: 'leads' });
    expect(cpa.warnings.join(' ')).toMatch(/projected \$\d+(?:\.\d+)?–\$\d+/);
  });

  it('never lets a bid amount become the budget, nor an age', () => {
    const draft = mergePatch(createDraft({ now }), sales);
    const ctx = { step: 7 as const, awaiting: null, draft, now, act: 'statement' as const };
    const keys = (text: string) => readFacts(text, ctx).map((f) => f.key);
    expect(keys('tCPA 35 euros')).toEqual(['bidding']);
    expect(keys('keep the cost per install under 30 bucks')).toEqual(['bidding']);
    expect(keys('$15k budget, max CPC $1.10')).toEqual(expect.arrayContaining(['budget', 'bidding']));
  });
});

describe('automated bidding said loosely', () => {
  it.each([
    'just let the algorithm sort out the bids',
    'leave the bidding to google',
    'the platforms can set the bids',
    "i don't want to manage bids",
    'let the system handle bidding',
    'meta can just manage the bids',
  ])('reads "%s"', (text) => {
    expect(run(text).bidding.strategy.type).toBe('automated');
  });

  it('"let meta handle it" names a platform, not a bid strategy', () => {
    expect(run('let meta handle it').facts).toEqual([]);
  });

  it.each([
    ['max cpc 80 cents', 0.8],
    ['manual cpc max 45c', 0.45],
    ['max cpc of 70 cents please', 0.7],
  ])('reads cents in "%s"', (text, maxCpc) => {
    expect(run(text).bidding.strategy).toMatchObject({ type: 'manual_cpc', maxCpc });
  });
});
