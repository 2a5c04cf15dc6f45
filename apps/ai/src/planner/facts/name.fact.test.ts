import { createDraft } from '@northstar/shared/campaign/draft';
import type { StepNumber } from '@northstar/shared/campaign/steps';
import { describe, expect, it } from 'vitest';
import type { ReadContext } from './fact-types.ts';
import { readFacts } from './registry.ts';

const NOW = new Date('2026-11-24T12:00:00Z');
const ctx = (over: Partial<ReadContext> = {}): ReadContext => ({
  step: 1 as StepNumber,
  awaiting: null,
  draft: createDraft({ now: NOW }),
  now: NOW,
  act: 'statement',
  ...over,
});
const nameIn = (text: string, over: Partial<ReadContext> = {}) =>
  readFacts(text, ctx(over)).find((f) => f.key === 'name')?.value;

describe('the campaign name', () => {
  it.each([
    ['I want to create a campaign called Spring Sale for sales', 'Spring Sale'],
    ['a campaign named “Q3 Push” targeting the US', 'Q3 Push'],
    ['name it Summer Launch', 'Summer Launch'],
    ['call it "Black Friday, Again"', 'Black Friday, Again'],
    ['campaign name: Back to School', 'Back to School'],
    ['called green leaf, for awareness', 'green leaf'],
    ['Name: Summer Sizzle; objective sales, budget 20k', 'Summer Sizzle'],
    ['Objective is traffic and the name is Blog Boost', 'Blog Boost'],
    ['"Winter Warmers"', 'Winter Warmers'],
  ])('reads %s', (text, name) => {
    expect(nameIn(text)).toBe(name);
  });

  it.each(['my name is John', 'hello', 'what should it be called?', 'our brand name is Acme'])(
    'finds no name in "%s"',
    (text) => {
      expect(nameIn(text)).toBeUndefined();
    },
  );

  describe('a bare answer to the name question', () => {
    const asked = { awaiting: 'campaignName' };
    it.each([
      ['Spring Sale', 'Spring Sale'],
      ['Spring Sale for sales', 'Spring Sale'],
      ['Summer Launch campaign', 'Summer Launch'],
      ['"Holiday 2025"', 'Holiday 2025'],
    ])('reads %s', (text, name) => {
      expect(nameIn(text, asked)).toBe(name);
    });

    it.each([
      'I want to create a new campaign',
      'yes',
      'sounds good',
      'what do you suggest?',
      'hi there',
      'Hello! I would like to create a new campaign.',
      'Facebook and Instagram',
      'KPI is cost per lead',
      'traffic',
    ])('does not take "%s" as a name', (text) => {
      expect(nameIn(text, asked)).toBeUndefined();
    });

    it('is not read when the planner did not ask', () => {
      expect(nameIn('Spring Sale', { step: 3 as StepNumber })).toBeUndefined();
    });
  });

  it('leaves the other facts of the message to their readers', () => {
    const facts = readFacts('Name: Summer Sizzle; objective sales, budget 20k', ctx());
    expect(facts.map((f) => f.key).sort()).toEqual(['budget', 'name', 'objective']);
  });
});

describe('a bare answer that states other facts', () => {
  it.each(['Target the US', 'US and Canada', '20k', 'women 25-40', 'just Google please'])(
    'is not a name: "%s"',
    (text) => {
      expect(nameIn(text, { awaiting: 'campaignName' })).toBeUndefined();
    },
  );
});
