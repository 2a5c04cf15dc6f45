import { createDraft } from '@northstar/shared/campaign';
import { describe, expect, it } from 'vitest';
import { mergePatch } from '../draft-patch.ts';
import { type DraftPatch, emptyMemory } from '../planner-types.ts';
import { applyFacts, readFacts } from './registry.ts';

const now = new Date('2026-11-24T12:00:00Z');

function say(text: string, patch: DraftPatch) {
  const draft = mergePatch(createDraft({ now, campaignType: 'regulated' }), patch);
  const facts = readFacts(text, { step: 3, awaiting: null, draft, now, act: 'statement' });
  const applied = applyFacts(draft, facts, { now, memory: emptyMemory() });
  return { facts, draft: applied.draft, said: applied.understood.join(' ') };
}

const gambling: DraftPatch = { regulatedCategory: 'gambling' };
const crypto: DraftPatch = { regulatedCategory: 'crypto' };

describe('certifications fact', () => {
  it.each([
    ['Google Ads and Meta. Google certified us for gambling last year', gambling, ['google-ads']],
    ['google + linkedin; we got our google cert in march', { regulatedCategory: 'forex' }, ['google-ads']],
    ['instagram and coinzilla, instagram gave us written permission', crypto, ['instagram']],
    ['facebook and google, certified on both', crypto, ['facebook', 'google-ads']],
    [
      'we have certs for all of them',
      { ...crypto, platforms: { selected: ['google-ads', 'coinzilla'] } },
      ['google-ads'],
    ],
    ["we're pre-approved by meta", { ...gambling, platforms: { selected: ['facebook'] } }, ['facebook']],
  ] as const)('reads "%s"', (text, patch, certs) => {
    const r = say(text, patch as DraftPatch);
    expect([...r.draft.compliance.certifications].sort()).toEqual([...certs].sort());
    expect(r.said).toContain('certification');
  });

  it('does not select a platform named only as the certificate’s', () => {
    const r = say("we're verified with tiktok too", {
      regulatedCategory: 'gambling',
      platforms: { selected: ['google-ads'] },
    });
    expect(r.draft.platforms.selected).toEqual(['google-ads']);
  });

  it('removes a certification the advertiser no longer holds', () => {
    const r = say("we don't have the facebook certification anymore", {
      ...gambling,
      platforms: { selected: ['facebook', 'google-ads'] },
      compliance: { certifications: ['facebook', 'google-ads'] },
    });
    expect(r.draft.compliance.certifications).toEqual(['google-ads']);
  });

  it('ignores a platform that needs no certification for the category', () => {
    const r = say('mantis certified us', {
      regulatedCategory: 'cannabis',
      platforms: { selected: ['mantis'] },
    });
    expect(r.draft.compliance.certifications).toEqual([]);
  });
});
