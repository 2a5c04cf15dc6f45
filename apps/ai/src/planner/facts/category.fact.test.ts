import { createDraft, type StepNumber } from '@northstar/shared/campaign';
import { describe, expect, it } from 'vitest';
import type { ReadContext } from './fact-types.ts';
import { readFacts } from './registry.ts';

const NOW = new Date('2026-11-24T12:00:00Z');
const regulated = (over: Partial<ReadContext> = {}): ReadContext => ({
  step: 1 as StepNumber,
  awaiting: 'campaignName',
  draft: createDraft({ now: NOW, campaignType: 'regulated' }),
  now: NOW,
  act: 'statement',
  ...over,
});
const read = (text: string, over: Partial<ReadContext> = {}) =>
  Object.fromEntries(readFacts(text, regulated(over)).map((f) => [f.key, f.value]));

describe('the regulated category', () => {
  it.each([
    ['we sell hemp balms', 'cbd'],
    ['a licensed weed delivery service', 'cannabis'],
    ["it's a poker site", 'gambling'],
    ['its for our crypto exchange', 'crypto'],
    ['fx brokerage for retail traders', 'forex'],
    ['adult webcam platform', 'adult'],
  ])('reads "%s" at the name question, not as a name', (text, category) => {
    const facts = read(text);
    expect(facts.category).toBe(category);
    expect(facts.name).toBeUndefined();
  });

  // The category's word is the category's: what they sell is neither the industry nor the sales objective.
  it.each(['we sell CBD tinctures', 'we sell cannabis pre-rolls', "we're selling bitcoin hardware wallets"])(
    '"%s" states the category only',
    (text) => {
      expect(Object.keys(read(text))).toEqual(['category']);
    },
  );

  it('keeps a labelled name beside the category', () => {
    expect(read('name: High Times. we sell edibles')).toEqual({ name: 'High Times', category: 'cannabis' });
  });
});
