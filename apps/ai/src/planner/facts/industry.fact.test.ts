import { campaignDraftSchema, createDraft } from '@northstar/shared/campaign/draft';
import { describe, expect, it } from 'vitest';
import { mergePatch } from '../draft-patch.ts';
import { emptyMemory } from '../planner-types.ts';
import { industryFact } from './industry.fact.ts';
import { MessageText } from './message-text.ts';
import { objectiveFact } from './objective.fact.ts';

const now = new Date('2026-11-24T12:00:00Z');
const ctx = (awaiting: string | null = null) => ({
  step: 1 as const,
  awaiting,
  draft: createDraft({ now }),
  now,
  act: 'statement' as const,
});

function run(text: string, awaiting: string | null = null) {
  const message = new MessageText(text);
  const facts = industryFact.read(message, ctx(awaiting));
  let draft = createDraft({ now });
  const said: string[] = [];
  for (const fact of facts) {
    const applied = industryFact.apply(fact, { now, draft, memory: emptyMemory(), cpmFor: () => 10 });
    if (applied.patch) draft = mergePatch(draft, applied.patch);
    if (applied.said) said.push(applied.said);
  }
  return { facts, industry: draft.industry, draft, said, message };
}

describe('industry fact', () => {
  it.each([
    ["we're a bakery", 'Bakery'],
    ['I run a dental clinic', 'Dental Clinic'],
    ['we sell running shoes', 'Running Shoes'],
    ['industry: fintech', 'Fintech'],
    ['B2B SaaS company', 'B2B SaaS'],
    ['b2b saas company, targeting CTOs', 'B2B SaaS'],
    ['we are a small family-run bakery in Denver', 'Family-Run Bakery'],
    ["we're in the pet food industry", 'Pet Food'],
    ['i own a coffee shop near the station', 'Coffee Shop'],
    ['we mainly sell handmade candles online', 'Handmade Candles'],
    ['Sector - health & wellness', 'Health & Wellness'],
    ['campaign for a fintech startup', 'Fintech'],
    ["we're an e-commerce brand for dogs", 'E-Commerce'],
    ['our company is a law firm', 'Law Firm'],
    ['we sell 3D printers', '3D Printers'],
  ])('reads "%s"', (text, industry) => {
    const r = run(text);
    expect(r.facts).toEqual([{ key: 'industry', op: 'set', value: industry }]);
    expect(r.industry).toBe(industry);
  });

  it.each([
    ['industry is retail', 'Retail'],
    ['we sell running shoes', 'Running Shoes'],
    ['in the travel industry', 'Travel'],
  ])('reads "%s" as the planner always has', (text, industry) => {
    expect(run(text).industry).toBe(industry);
  });

  it('reads "we sell running shoes" after the objective fact took "sell"', () => {
    const message = new MessageText('we sell running shoes');
    expect(objectiveFact.read(message, ctx())).toEqual([{ key: 'objective', op: 'set', value: 'sales' }]);
    expect(industryFact.read(message, ctx())).toEqual([
      { key: 'industry', op: 'set', value: 'Running Shoes' },
    ]);
  });

  it('claims only the industry, leaving the rest of the sentence', () => {
    const r = run("we're a bakery in Denver, budget 5k");
    expect(r.message.text).toContain('in Denver, budget 5k');
    expect(r.message.text).not.toContain('bakery');
  });

  it('reads a bare answer when the planner asked for the industry', () => {
    expect(run('dental clinics', 'industry').industry).toBe('Dental Clinics');
    expect(run('dental clinics').facts).toEqual([]);
  });

  it('cuts at 100 characters', () => {
    const r = run(`industry: ${'verylongword '.repeat(5)}`);
    expect(r.industry.length).toBeLessThanOrEqual(100);
  });

  it.each([
    "we're a small team",
    "we're a bit late",
    'we offer free shipping',
    'we sell on Amazon',
    'we sell to businesses',
    'we make sure it works',
    'I have a question',
    "it's a sportsbook",
    "we're a small business",
    'our company wants more leads',
    'goal is sales',
    'we make 500 sales a month',
  ])('does not read "%s"', (text) => {
    expect(run(text).facts).toEqual([]);
  });

  it('produces patches that keep the draft valid', () => {
    for (const text of ["we're a bakery", `industry: ${'x'.repeat(300)}`, 'B2B SaaS company']) {
      expect(campaignDraftSchema.safeParse(run(text).draft).success).toBe(true);
    }
  });

  it('reads the back', () => {
    expect(run("we're a bakery").said).toEqual(['industry Bakery']);
  });

  it('turns an LLM value into a set fact in Title Case', () => {
    expect(industryFact.llm?.toFacts('b2b saas')).toEqual([
      { key: 'industry', op: 'set', value: 'B2B SaaS' },
    ]);
    expect(industryFact.llm?.toFacts('')).toEqual([]);
  });
});
