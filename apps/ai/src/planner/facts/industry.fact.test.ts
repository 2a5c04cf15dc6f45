import { createDraft } from '@northstar/shared/campaign';
import { campaignDraftSchema } from '@northstar/shared/campaign/schemas';
import { describe, expect, it } from 'vitest';
import { runFact } from './fact-test-helpers.ts';
import { industryFact, industryTitle } from './industry.fact.ts';
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
  const r = runFact(industryFact, 1, text, { awaiting: awaiting ?? undefined });
  return { facts: r.facts, industry: r.draft.industry, draft: r.draft, said: r.said, message: r.message };
}

describe('industry fact', () => {
  it.each([
    ["we're a bakery", 'bakery'],
    ['I run a dental clinic', 'dental clinic'],
    ['we sell running shoes', 'running shoes'],
    ['industry: fintech', 'fintech'],
    ['B2B SaaS company', 'B2B SaaS'],
    ['b2b saas company, targeting CTOs', 'b2b saas'],
    ['we are a small family-run bakery in Denver', 'family-run bakery'],
    ["we're in the pet food industry", 'pet food'],
    ['i own a coffee shop near the station', 'coffee shop'],
    ['we mainly sell handmade candles online', 'handmade candles'],
    ['Sector - health & wellness', 'health & wellness'],
    ['campaign for a fintech startup', 'fintech'],
    ["we're an e-commerce brand for dogs", 'e-commerce'],
    ['our company is a law firm', 'law firm'],
    ['we sell 3D printers', '3D printers'],
  ])('reads "%s"', (text, industry) => {
    const r = run(text);
    expect(r.facts).toEqual([{ key: 'industry', op: 'set', value: industry }]);
    expect(r.industry).toBe(industry);
  });

  it.each([
    ['industry is retail', 'retail'],
    ['we sell running shoes', 'running shoes'],
    ['in the travel industry', 'travel'],
  ])('reads "%s" as typed', (text, industry) => {
    expect(run(text).industry).toBe(industry);
  });

  it('reads "we sell running shoes" as the business, not the sales objective', () => {
    const message = new MessageText('we sell running shoes');
    expect(objectiveFact.read(message, ctx())).toEqual([]);
    expect(industryFact.read(message, ctx())).toEqual([
      { key: 'industry', op: 'set', value: 'running shoes' },
    ]);
  });

  it('claims only the industry, leaving the rest of the sentence', () => {
    const r = run("we're a bakery in Denver, budget 5k");
    expect(r.message.text).toContain('in Denver, budget 5k');
    expect(r.message.text).not.toContain('bakery');
  });

  it('reads a bare answer when the planner asked for the industry', () => {
    expect(run('dental clinics', 'industry').industry).toBe('dental clinics');
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

  it.each([
    ['we run a vegan bakery', 'vegan bakery'],
    ['industry = Pet Insurance', 'Pet Insurance'],
    ["we're a boutique yoga studio", 'boutique yoga studio'],
    ['Vertical: B2B payroll software', 'B2B payroll software'],
  ])('keeps "%s" as typed', (text, industry) => {
    expect(run(text).industry).toBe(industry);
  });

  it('shows a Title Case form for name ideas and headlines', () => {
    expect(industryTitle('b2b saas')).toBe('B2B SaaS');
    expect(industryTitle('home fitness')).toBe('Home Fitness');
  });

  it('produces patches that keep the draft valid', () => {
    for (const text of ["we're a bakery", `industry: ${'x'.repeat(300)}`, 'B2B SaaS company']) {
      expect(campaignDraftSchema.safeParse(run(text).draft).success).toBe(true);
    }
  });

  it('reads the back', () => {
    expect(run("we're a bakery").said).toEqual(['industry bakery']);
  });

  it('turns an LLM value into a set fact, as written', () => {
    expect(industryFact.llm?.toFacts(' b2b  saas ')).toEqual([
      { key: 'industry', op: 'set', value: 'b2b saas' },
    ]);
    expect(industryFact.llm?.toFacts('')).toEqual([]);
  });
});

describe('the business a campaign is for', () => {
  it.each([
    ['launching a campaign for our yoga studio', 'yoga studio'],
    ['ads for my neighbourhood pizzeria in Naples', 'neighbourhood pizzeria'],
    ['a promo for an indie bookstore', 'indie bookstore'],
  ])('reads "%s"', (text, industry) => {
    expect(run(text).industry).toBe(industry);
  });

  it.each(['a campaign for our store', 'get the word out for our new app', 'for the team'])(
    'does not read a bare business noun: "%s"',
    (text) => {
      expect(run(text).facts).toEqual([]);
    },
  );
});

it('reads the business after "for our" only when a campaign or ad is for it', () => {
  expect(run('demo requests for our saas').facts).toEqual([]);
  expect(run('leads for our law firm').facts).toEqual([]);
});

describe('industry said loosely', () => {
  it.each([
    ['we are in outdoor gear', 'outdoor gear'],
    ["we're in home services", 'home services'],
    ['I work in real estate', 'real estate'],
    ['we operate in commercial cleaning, mostly offices', 'commercial cleaning'],
    ['we do B2B payroll software', 'B2B payroll software'],
    ['I do wedding photography', 'wedding photography'],
    ['we mainly do kitchen renovations', 'kitchen renovations'],
    ["it's a dental practice", 'dental practice'],
    ['our industry is actually furniture, not home decor', 'furniture'],
    ['sector is basically just logistics', 'logistics'],
    ['industry: probably edtech', 'edtech'],
  ])('reads "%s"', (text, industry) => {
    expect(run(text).industry).toBe(industry);
  });

  it.each([
    "we're in london",
    'we are in texas',
    'we are in a hurry',
    "we're in talks with a distributor",
    'we do want more sales',
    'we do not ship abroad',
    'we are in Denver',
  ])('reads no industry in "%s"', (text) => {
    expect(run(text).facts).toEqual([]);
  });
});
