import { createDraft } from '@northstar/shared/campaign';
import { describe, expect, it } from 'vitest';
import { emptyMemory, type PlannerMemory, plannerMemorySchema } from '../planner-types.ts';
import { MessageText } from './message-text.ts';
import { offersFact } from './offers.fact.ts';
import { mergeMemory } from './registry.ts';

const now = new Date('2026-11-24T12:00:00Z');

function run(text: string, start: PlannerMemory = emptyMemory()) {
  const draft = createDraft({ now });
  const message = new MessageText(text);
  const facts = offersFact.read(message, { step: 5, awaiting: null, draft, now, act: 'statement' });
  let memory = start;
  const said: string[] = [];
  const warnings: string[] = [];
  for (const fact of facts) {
    const applied = offersFact.apply(fact, { now, draft, memory, cpmFor: () => 10 });
    expect(applied.patch).toBeUndefined();
    memory = mergeMemory(memory, applied.memory);
    if (applied.said) said.push(applied.said);
    warnings.push(...(applied.warnings ?? []));
  }
  return { facts, memory, said, warnings, message };
}

describe('offers fact', () => {
  it.each([
    ["we're doing 25% off", ['25% off']],
    ['free shipping over $50', ['free shipping over $50']],
    ['BOGO', ['buy one get one free']],
    ['buy one get one free', ['buy one get one free']],
    ['first month free', ['first month free']],
    ['free trial', ['free trial']],
    ['Up to 50% OFF everything this weekend', ['up to 50% off everything this weekend']],
    ['20 percent off your first order', ['20% off your first order']],
    ['$10 off orders over $75', ['$10 off orders over $75']],
    ['14-day free trial and free returns', ['14-day free trial', 'free returns']],
    ['your first lesson is free', ['first lesson free']],
    ['use promo code SPRING20 for 15% off', ['promo code SPRING20', '15% off']],
    ['buy one, get one half off', ['buy one get one half off']],
    ['a 15% discount for students', ['15% discount']],
    ['free shiping over $50!!', ['free shipping over $50']],
  ])('reads the stated offer in "%s"', (text, offers) => {
    const r = run(text);
    expect(r.facts).toEqual([{ key: 'offers', op: 'add', value: offers }]);
    expect(r.memory.offers).toEqual(offers);
    expect(r.memory.deniedOffers).toEqual([]);
  });

  it.each([
    ["we don't offer free shipping", ['free shipping']],
    ['no discounts', ['discounts']],
    ['we never do BOGO', ['buy one get one free']],
    ['no free trial or discounts', ['free trial', 'discounts']],
  ])('reads the denied offer in "%s"', (text, denied) => {
    const r = run(text);
    expect(r.facts).toEqual([{ key: 'offers', op: 'remove', value: denied }]);
    expect(r.memory.deniedOffers).toEqual(denied);
    expect(r.memory.offers).toEqual([]);
  });

  it.each([
    ['we have 30% off winter coats, budget is 5k', ['30% off winter coats']],
    ['$15 off all sneakers until Sunday', ['$15 off all sneakers until sunday']],
    ['half price Candles for Black Friday', ['half price candles for black friday']],
    ['running 10% off pls', ['10% off']],
    ['20% off and free returns', ['20% off', 'free returns']],
    ['free delivery through December', ['free delivery through december']],
    ['15% off, we never discount the sale rack', ['15% off']],
  ])('reads what the offer applies to and when it holds in "%s"', (text, offers) => {
    expect(run(text).memory.offers).toEqual(offers);
  });

  it('claims the offer’s period, so it sets no schedule', () => {
    const r = run('need ads, 25% off next week');
    expect(r.memory.offers).toEqual(['25% off next week']);
    expect(r.message.text).not.toMatch(/next week/);
  });

  it('reads stated and denied offers in one message', () => {
    const r = run("we're doing 25% off but no free shipping");
    expect(r.memory.offers).toEqual(['25% off']);
    expect(r.memory.deniedOffers).toEqual(['free shipping']);
    expect(r.said).toEqual(['offer 25% off', 'copy without the offer you ruled out']);
  });

  it('a later denial moves an offer out of the stated ones', () => {
    const first = run('free shipping on everything');
    const second = run("actually we don't do free shipping", first.memory);
    expect(second.memory.offers).toEqual([]);
    expect(second.memory.deniedOffers).toEqual(['free shipping']);
  });

  it('claims the offer, so its percent and amount are no one else’s', () => {
    const r = run('budget $5k, 25% off and free shipping over $50, 60% Google');
    expect(r.message.text).toContain('budget $5k');
    expect(r.message.text).toContain('60% Google');
    expect(r.message.text).not.toMatch(/25%|\$50/);
  });

  it('says nothing for an offer it already knows', () => {
    const r = run('25% off', { ...emptyMemory(), offers: ['25% off'] });
    expect(r.said).toEqual([]);
  });

  it('keeps memory within its limit of 20', () => {
    const full = { ...emptyMemory(), offers: Array.from({ length: 20 }, (_, i) => `offer ${i}`) };
    const r = run('free returns', full);
    expect(r.memory.offers).toHaveLength(20);
    expect(r.warnings).toEqual(['I can remember up to 20 offers, so I left out free returns.']);
    expect(plannerMemorySchema.safeParse(r.memory).success).toBe(true);
  });

  it.each([
    '60% Google, 40% Facebook',
    'budget $50 a day',
    'summer sale',
    'take the day off',
    'free up some budget',
    'a 30% higher CTR',
    'is it free to use?',
  ])('does not read "%s"', (text) => {
    expect(run(text).facts).toEqual([]);
  });

  it('keeps memory valid', () => {
    const r = run("25% off, BOGO, free trial, no discounts, we don't offer free shipping");
    expect(plannerMemorySchema.safeParse(r.memory).success).toBe(true);
  });

  it('turns an LLM value into facts', () => {
    expect(offersFact.llm?.toFacts({ stated: ['25% off'], denied: ['free shipping'] })).toEqual([
      { key: 'offers', op: 'add', value: ['25% off'] },
      { key: 'offers', op: 'remove', value: ['free shipping'] },
    ]);
    expect(offersFact.llm?.toFacts('25% off')).toEqual([]);
  });
});

describe('multi-buys', () => {
  it.each([
    ['the deal is 2 for $30', '2 for $30'],
    ['3 for 2 on all candles', '3 for 2'],
    ['buy 2 get 1 free', 'buy 2 get 1 free'],
    ['4 for £10 this weekend', '4 for £10'],
  ])('reads "%s"', (text, offer) => {
    expect(run(text).memory.offers.some((o) => o.startsWith(offer))).toBe(true);
  });

  it('"2 for 30 days" is no offer', () => {
    expect(run('run it 2 for 30 days').memory.offers).toEqual([]);
  });
});
