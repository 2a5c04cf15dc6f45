import { createDraft } from '@northstar/shared/campaign';
import { campaignDraftSchema } from '@northstar/shared/campaign/schemas';
import { describe, expect, it } from 'vitest';
import { type RunOptions, runFact } from './fact-test-helpers.ts';
import { slotFact } from './slots.ts';

const gendersFact = slotFact('genders');

import { interestsFact } from './interests.fact.ts';
import { MessageText } from './message-text.ts';

const now = new Date('2026-11-24T12:00:00Z');

function run(text: string, opts: RunOptions = {}) {
  const r = runFact(interestsFact, 4, text, opts);
  return { ...r, interests: r.draft.targeting.interests };
}

describe('interests fact', () => {
  it.each([
    ['people into running and fitness', ['running', 'fitness']],
    ['interested in yoga', ['yoga']],
    ['interests: golf, tennis', ['golf', 'tennis']],
    ['fans of craft beer', ['craft beer']],
    ['who love hiking', ['hiking']],
    ['people into running and fitness in Colorado', ['running', 'fitness']],
    ['target coffee lovers', ['coffee']],
    ['young fitness enthusiasts aged 25-40', ['fitness']],
    ['Folks who are into Home Brewing, camping & fishing', ['home brewing', 'camping', 'fishing']],
    ['customers that love to travel', ['travel']],
    ['people interested in pilates or barre from the UK', ['pilates', 'barre']],
    ['parents who enjoy board games, budget 5k', ['board games']],
    ['ppl intrested in vegan cooking', ['vegan cooking']],
    // A list before the fans word.
    ['skiing and snowboarding fans', ['skiing', 'snowboarding']],
    ['surf, skate & bmx nuts', ['surf', 'skate', 'bmx']],
    ['target golf or tennis enthusiasts in Spain', ['golf', 'tennis']],
    ['parents and board game geeks', ['board game']],
  ])('reads "%s"', (text, interests) => {
    const r = run(text);
    expect(r.facts).toEqual([{ key: 'interests', op: 'replace', value: interests }]);
    expect(r.interests).toEqual(interests);
  });

  it('stops at the next part of the audience and leaves it unclaimed', () => {
    const r = run('people into running and fitness in Colorado, aged 25-40');
    expect(r.message.text).toContain('in Colorado, aged 25-40');
    expect(r.message.text).not.toMatch(/running|fitness/);
  });

  it('stops at words another reader claimed', () => {
    const text = 'people into running and fitness, aged 25-40, no desktop';
    const message = new MessageText(text);
    const claim = (words: string) => message.claim(text.indexOf(words), text.indexOf(words) + words.length);
    claim('aged 25-40'); // the ages fact's
    claim('desktop'); // the devices fact's"
    const ctx = {
      step: 4 as const,
      awaiting: null,
      draft: createDraft({ now }),
      now,
      act: 'statement' as const,
    };
    expect(interestsFact.read(message, ctx)).toEqual([
      { key: 'interests', op: 'replace', value: ['running', 'fitness'] },
    ]);
  });

  it('reads the interests after an age range: "women 25-40 into yoga"', () => {
    expect(run('women 25-40 into yoga and pilates in Colorado').interests).toEqual(['yoga', 'pilates']);
    expect(run('men 18+ into golf').interests).toEqual(['golf']);
  });

  it('reads "women into yoga" after the genders fact took "women"', () => {
    const message = new MessageText('women into yoga');
    const ctx = {
      step: 4 as const,
      awaiting: null,
      draft: createDraft({ now }),
      now,
      act: 'statement' as const,
    };
    expect(gendersFact.read(message, ctx)).toEqual([{ key: 'genders', op: 'replace', value: ['female'] }]);
    expect(interestsFact.read(message, ctx)).toEqual([{ key: 'interests', op: 'replace', value: ['yoga'] }]);
  });

  it.each([
    ['also add cooking as an interest', ['golf', 'cooking']],
    ['add baking and gardening as interests', ['golf', 'baking', 'gardening']],
    ['include chess in the interests too', ['golf', 'chess']],
    ['put cycling under interests', ['golf', 'cycling']],
  ])('adds named interests: "%s"', (text, interests) => {
    expect(run(text, { draft: { targeting: { interests: ['golf'] } } }).interests).toEqual(interests);
  });

  it('adds with "also", replaces otherwise or on a correction', () => {
    const draft = { targeting: { interests: ['golf'] } };
    expect(run('also people into tennis', { draft }).interests).toEqual(['golf', 'tennis']);
    expect(run('interests: tennis', { draft }).interests).toEqual(['tennis']);
    expect(run('also interests: tennis', { draft, act: 'correction' }).interests).toEqual(['tennis']);
  });

  it('removes named interests', () => {
    const draft = { targeting: { interests: ['golf', 'tennis', 'yoga'] } };
    const r = run('remove golf from the interests', { draft });
    expect(r.facts).toEqual([{ key: 'interests', op: 'remove', value: ['golf'] }]);
    expect(r.interests).toEqual(['tennis', 'yoga']);
    expect(run('drop the yoga interest', { draft }).interests).toEqual(['golf', 'tennis']);
    expect(run('drop the chess interest', { draft }).warnings).toEqual([
      'chess was not among the interests.',
    ]);
  });

  it('reads a bare list only when the planner asked for interests', () => {
    expect(run('golf, tennis', { awaiting: 'interests' }).interests).toEqual(['golf', 'tennis']);
    expect(run('golf, tennis').facts).toEqual([]);
  });

  it.each([
    "I'm interested in running ads on TikTok",
    'we are interested in a bigger budget',
    'put more money into search',
    'break the budget into two parts',
    'we have lots of fans',
    'customers who like our brand',
    'people who follow us',
    'women 25-40 in Denver',
  ])('does not read "%s"', (text) => {
    expect(run(text).facts).toEqual([]);
  });

  it('produces patches that keep the draft valid', () => {
    for (const text of [
      'people into running and fitness',
      `interests: ${'x'.repeat(150)}`,
      'remove golf from interests',
    ]) {
      const r = run(text, { draft: { targeting: { interests: ['golf'] } } });
      expect(campaignDraftSchema.safeParse(r.draft).success).toBe(true);
      expect(r.interests.every((i) => i.length <= 100)).toBe(true);
    }
  });

  it('reads the back', () => {
    expect(run('people into running and fitness').said).toEqual(['interests running and fitness']);
  });

  it('turns an LLM value into a replace fact', () => {
    expect(interestsFact.llm?.toFacts(['Running', ' fitness '])).toEqual([
      { key: 'interests', op: 'replace', value: ['running', 'fitness'] },
    ]);
  });
});
