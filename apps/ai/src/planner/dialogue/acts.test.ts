import { describe, expect, it } from 'vitest';
import { classifyAct } from './acts.ts';

describe('classifyAct', () => {
  it('reads the chat buttons’ follow-up messages', () => {
    expect(classifyAct('I approve this recommendation.').act).toBe('approve');
    expect(classifyAct('I reject this recommendation. Please suggest something else.').act).toBe('reject');
    const modify = classifyAct('I want to modify this: mention 25% off, we don’t offer free shipping');
    expect(modify.act).toBe('modify');
    expect(modify.modifyText).toBe("mention 25% off, we don't offer free shipping");
  });

  it.each(['yes', 'Looks good!', 'sounds good', 'ok', 'go ahead', 'perfect', 'yep 👍'])(
    '"%s" approves',
    (t) => {
      expect(classifyAct(t).act).toBe('approve');
    },
  );

  it.each(['no', 'nope, something else', 'another option please', "I don't like it"])('"%s" rejects', (t) => {
    expect(classifyAct(t)).toMatchObject({ act: 'reject', no: true });
  });

  it.each([
    ['what would 30k get me instead?', 'hypothetical'],
    ['what if we added TikTok?', 'hypothetical'],
    ['how about 40k', 'hypothetical'],
    ["What's the CPM on TikTok?", 'question'],
    ['how many clicks can I expect', 'question'],
    ['is 20k enough?', 'question'],
  ])('"%s" is a %s: it never changes the campaign', (text, act) => {
    expect(classifyAct(text).act).toBe(act);
  });

  it.each([
    'What matters most to us is the cost per purchase',
    'can you make it 30k?',
    'could you drop Facebook please',
    'please add Canada',
    'Target the US',
  ])('"%s" is a statement or a request, not a question', (text) => {
    expect(['statement', 'correction', 'negation']).toContain(classifyAct(text).act);
  });

  it('tells corrections and negations', () => {
    expect(classifyAct('actually make it $30k').act).toBe('correction');
    expect(classifyAct('scratch that, 40k').act).toBe('correction');
    expect(classifyAct('Facebook and Instagram, we don’t do TikTok').act).toBe('negation');
    expect(classifyAct('everything except TikTok').act).toBe('negation');
  });

  it('reads "no, keep it, I was just asking" as a refusal that keeps things as they are', () => {
    expect(classifyAct('no, keep it at 20k, I was just asking')).toMatchObject({ no: true, keep: true });
    expect(classifyAct('no, not Canada')).toMatchObject({ no: true });
  });

  it('reads commands beside any act, and tells "next" from "next Monday"', () => {
    expect(classifyAct('next').commands.has('next')).toBe(true);
    expect(classifyAct('start next Monday').commands.has('next')).toBe(false);
    expect(classifyAct('go back').commands.has('back')).toBe(true);
    expect(classifyAct('we want cash back offers').commands.has('back')).toBe(false);
    expect(classifyAct('start over').commands.has('reset')).toBe(true);
    expect(classifyAct('launch it').commands.has('launch')).toBe(true);
    expect(classifyAct('can you suggest a name').commands.has('suggest')).toBe(true);
  });

  it('gives the hub’s quick actions their own topics', () => {
    expect(classifyAct('What do you recommend for my campaign: platforms, budget and audience?').topic).toBe(
      'recommendations',
    );
    expect(
      classifyAct("Which metrics should I watch to judge my campaign's performance and results?").topic,
    ).toBe('analytics');
    expect(
      classifyAct(
        'How is my campaign expected to perform? Please review the projected reach, clicks and ROAS.',
      ).topic,
    ).toBe('performance');
    expect(classifyAct('How would a holdout test work?').topic).toBe('incrementality');
  });

  it('answers small talk as small talk', () => {
    expect(classifyAct('hi!').act).toBe('smalltalk');
    expect(classifyAct('thanks').act).toBe('smalltalk');
    expect(classifyAct('Hello! I would like to create a new campaign.').act).toBe('statement');
  });
});

describe('the launch command', () => {
  it.each([
    'launch',
    'launch it',
    'ok launch it!',
    "let's launch",
    'go live',
    'great, launch now',
    'ready to launch',
  ])('"%s" launches', (text) => {
    expect(classifyAct(text).commands.has('launch')).toBe(true);
  });
  it.each(['we want launch buzz for the app', 'it is for our product launch', 'launch date is in march'])(
    '"%s" does not',
    (text) => {
      expect(classifyAct(text).commands.has('launch')).toBe(false);
    },
  );
});
