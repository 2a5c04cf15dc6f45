import { createDraft } from '@northstar/shared/campaign';
import { describe, expect, it } from 'vitest';
import { mergePatch } from '../draft-patch.ts';
import { type DraftPatch, emptyMemory } from '../planner-types.ts';
import { applyFacts, readFacts } from './registry.ts';

// Disclaimers typed as ad descriptions: they often hold a short question ("Gambling problem? Call ...")
// and are often added with the quote first ("add "..." to the description").

const now = new Date('2026-11-24T12:00:00Z');

function descriptions(text: string, patch: DraftPatch = {}) {
  const draft = mergePatch(createDraft({ now, campaignType: 'regulated' }), {
    regulatedCategory: 'gambling',
    ...patch,
  });
  const facts = readFacts(text, { step: 5, awaiting: null, draft, now, act: 'statement' });
  return applyFacts(draft, facts, { now, memory: emptyMemory() }).draft.creatives.copy.descriptions;
}

describe('disclaimers as ad descriptions', () => {
  it.each([
    [
      'body text: Bet responsibly. Problem gambling? Call 1-800-522-4700 today.',
      'Bet responsibly. Problem gambling? Call 1-800-522-4700 today.',
    ],
    ['ad text: Questions? Our team answers 24/7.', 'Questions? Our team answers 24/7.'],
  ])('keeps a short question inside the copy: "%s"', (text, line) => {
    expect(descriptions(text)).toEqual([line]);
  });

  it('still stops at the advertiser’s own question', () => {
    expect(descriptions('ad description: Odds on every match. can we add more later?')).toEqual([
      'Odds on every match.',
    ]);
  });

  it.each([
    ['put "18+ only. Play safe." in the ad descriptions', ['18+ only. Play safe.']],
    ['please include "Gamble responsibly." as an ad description', ['Gamble responsibly.']],
  ])('reads the quote before its label: "%s"', (text, lines) => {
    expect(descriptions(text)).toEqual(lines);
  });

  it('adds to the descriptions already there', () => {
    const r = descriptions('add "Please play responsibly." to the description', {
      creatives: { copy: { descriptions: ['Live odds all weekend.'] } },
    });
    expect(r).toEqual(['Live odds all weekend.', 'Please play responsibly.']);
  });

  it('does not take a quote that is not given as a description', () => {
    expect(descriptions('add "Spring Odds" to the name')).toEqual([]);
  });
});
