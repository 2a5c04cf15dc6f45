import { createDraft, type StepNumber } from '@northstar/shared/campaign';
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

describe('names with filler, emoji and typed labels', () => {
  it.each([
    ['call it Sunset Sprint plz', 'Sunset Sprint'],
    ['Name: Taco Tuesday 🌮🌮', 'Taco Tuesday'],
    ['name it Harvest Hustle thanks!', 'Harvest Hustle'],
    ['naem: Cold Brew Days', 'Cold Brew Days'],
    ['campagin: Frost Fest, objective traffic', 'Frost Fest'],
    ['Campaign Name Harbor Lights and we want leads', 'Harbor Lights'],
    ['objective leads, name Pipeline Pulse', 'Pipeline Pulse'],
    ["let's go with Maple Mornings as the campaign name", 'Maple Mornings'],
    ['ok Harbor Nights should be the name', 'Harbor Nights'],
  ])('reads %s', (text, name) => {
    expect(nameIn(text)).toBe(name);
  });
});

describe('a Title Case name keeps its small words', () => {
  it.each([
    ['call it Pride and Joy, objective sales', 'Pride and Joy'],
    ['name: Home For Good; budget 10k', 'Home For Good'],
    ['called Bread of Heaven for awareness', 'Bread of Heaven'],
    ['called Summer Sale for Facebook', 'Summer Sale'],
    ['called Open Days in Germany', 'Open Days'],
    ['called fresh start for sales', 'fresh start'],
  ])('reads %s', (text, name) => {
    expect(nameIn(text)).toBe(name);
  });
});

describe('renames and self-corrections', () => {
  const later = {
    step: 4 as StepNumber,
    draft: { ...createDraft({ now: NOW }), campaignName: 'Winter Warmrs' },
  };
  it.each([
    ['rename it Winter Wonder', 'Winter Wonder'],
    ["let's rename the campaign as Night Owls", 'Night Owls'],
    ['please change the campaign name to Peak Season', 'Peak Season'],
    ['switch the title to Cozy Season', 'Cozy Season'],
    ['name it Tidal Wave, no, Tidal Rush', 'Tidal Rush'],
    ['called Ember Nights - actually call it Ember Days', 'Ember Days'],
    ["it's Winter Warmers not Winter Warmrs", 'Winter Warmers'],
    ['not Winter Warmrs but Winter Warmers', 'Winter Warmers'],
    ['Winter Warmrs -> Winter Warmers', 'Winter Warmers'],
  ])('reads %s at a later step', (text, name) => {
    expect(nameIn(text, later)).toBe(name);
  });

  it('keeps the first name when what follows "no" is not a name', () => {
    expect(nameIn('call it Ember Days, no objective yet')).toBe('Ember Days');
  });
});

describe('a name claims its words', () => {
  const keys = (text: string) => readFacts(text, ctx({ awaiting: 'campaignName' })).map((f) => f.key);
  it.each([
    'name: Nordic Lights',
    "'Spring into Savings'",
    'campaign: EU Week 2027',
    'call it Autumn Leaves',
    'Christmas Cheer',
  ])('"%s" states only the name', (text) => {
    expect(keys(text)).toEqual(['name']);
  });
});

describe('"called" after another thing names that thing', () => {
  it('reads the campaign name, not the shop’s', () => {
    expect(nameIn('we run a cafe called Bean There, call it Bean There Winter')).toBe('Bean There Winter');
    expect(nameIn('our shop is called Petals')).toBeUndefined();
    expect(nameIn('a fitness app named Pulse')).toBeUndefined();
  });
});

describe('bare answers at the name question', () => {
  const asked = { awaiting: 'campaignName' };
  it.each([
    ['Maple Mornings ☕', 'Maple Mornings'],
    ['Sunday Funday pls', 'Sunday Funday'],
    ['brew crew', 'brew crew'],
    ['Crumbs for Christmas', 'Crumbs for Christmas'],
  ])('reads %s', (text, name) => {
    expect(nameIn(text, asked)).toBe(name);
  });

  // A lower-case phrase that states another fact answers that fact.
  it.each([
    'boost online orders',
    'drive sign-ups',
    'more newsletter subscribers',
    'appointments for our clinic',
    'new campaign for germany',
    "it's an online casino",
    'poker room promo',
    'sorry, typing on my phone',
    'industry: pet food',
    'new campaign',
    'spread the word',
  ])('does not take "%s" as a name', (text) => {
    expect(nameIn(text, asked)).toBeUndefined();
  });
});

describe('more ways to give a name', () => {
  it.each([
    ['naming it Cozy Corners', 'Cozy Corners'],
    ["let's call this one Spring Into Savings and the goal is sales", 'Spring Into Savings'],
    ['call it Holiday Hustle instead', 'Holiday Hustle'],
    ['call it "Sale Now, Thanks"', 'Sale Now, Thanks'],
  ])('reads %s', (text, name) => {
    expect(nameIn(text)).toBe(name);
  });

  it.each([
    ['Nordic Nights', 'Nordic Nights'],
    ['Paris Mornings', 'Paris Mornings'],
  ])('takes the Title Case answer "%s" as the name, not a place', (text, name) => {
    const facts = readFacts(text, ctx({ awaiting: 'campaignName' }));
    expect(facts).toEqual([{ key: 'name', op: 'set', value: name }]);
  });

  it.each(['Google Ads', 'US and Canada', 'Facebook Reels'])('"%s" is still no name', (text) => {
    expect(nameIn(text, { awaiting: 'campaignName' })).toBeUndefined();
  });
});

describe('hedges and openers around a name', () => {
  it.each([
    ["the name's going to be Cozy Corner Week", 'Cozy Corner Week'],
    ['campaign name will probably be Lantern Lane', 'Lantern Lane'],
    ['title might be Frost & Fern', 'Frost & Fern'],
    ['name is basically just Tidewater Deals', 'Tidewater Deals'],
    ['so the name can be Pine Street Promo and the goal is traffic', 'Pine Street Promo'],
    ['ok so name should be "Copper Kettle"', 'Copper Kettle'],
    ['Name: Just Dance Nights', 'Just Dance Nights'],
  ])('reads %s', (text, name) => {
    expect(nameIn(text)).toBe(name);
  });

  const asked = { awaiting: 'campaignName' };
  it.each([
    ['fyi, we sell hemp-derived CBD oils'],
    ['heads up'],
    ['ok so'],
    ['quick one, what budget do you suggest?'],
    ['btw'],
  ])('an opener is never the name: "%s"', (text) => {
    expect(nameIn(text, asked)).toBeUndefined();
  });

  it.each([
    ['btw, Maple Mornings', 'Maple Mornings'],
    ['ok so Harbour Heat', 'Harbour Heat'],
  ])('reads the answer after an opener: "%s"', (text, name) => {
    expect(nameIn(text, asked)).toBe(name);
  });
});
