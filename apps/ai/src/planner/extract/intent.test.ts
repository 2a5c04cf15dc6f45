import { describe, expect, it } from 'vitest';
import { detectIntent } from './intent.ts';

describe('detectIntent', () => {
  it('reads the chat buttons’ follow-up messages', () => {
    expect(detectIntent('I approve this recommendation.')).toMatchObject({ approve: true, reject: false });
    expect(detectIntent('I reject this recommendation. Please suggest something else.')).toMatchObject({
      approve: false,
      reject: true,
    });
    expect(detectIntent('I want to modify this: Google only').modify).toBe('Google only');
  });

  it.each(['yes', 'Looks good!', 'sounds good', 'ok', 'go ahead', 'perfect'])('"%s" approves', (text) => {
    expect(detectIntent(text).approve).toBe(true);
  });

  it.each(['no', 'nope, something else', 'another option please', "I don't like it"])(
    '"%s" rejects',
    (text) => {
      expect(detectIntent(text)).toMatchObject({ reject: true, approve: false });
    },
  );

  it('tells "next" from "next Monday"', () => {
    expect(detectIntent('next').next).toBe(true);
    expect(detectIntent('continue').next).toBe(true);
    expect(detectIntent('start next Monday').next).toBe(false);
  });

  it('reads back, reset, launch, greeting and suggestions', () => {
    expect(detectIntent('go back').back).toBe(true);
    expect(detectIntent('Back to School sale').back).toBe(true);
    expect(detectIntent('we want cash back offers').back).toBe(false);
    expect(detectIntent('start over').reset).toBe(true);
    expect(detectIntent('launch it').launch).toBe(true);
    expect(detectIntent('Hello!').greeting).toBe(true);
    expect(detectIntent('can you suggest a name').suggest).toBe(true);
  });

  it('reads price and projection questions, not statements', () => {
    expect(detectIntent("What's the CPM on TikTok?").question).toBe('market');
    expect(detectIntent('how many clicks can I expect').question).toBe('market');
    expect(detectIntent('How would a holdout test work?').question).toBe('incrementality');
    expect(detectIntent('help').question).toBe('help');
    expect(detectIntent('ROAS').question).toBeNull();
    expect(detectIntent('Target the US').question).toBeNull();
  });
});
