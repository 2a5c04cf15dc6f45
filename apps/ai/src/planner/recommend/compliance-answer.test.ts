import { createDraft } from '@northstar/shared/campaign';
import type { CampaignDraft } from '@northstar/shared/campaign/schemas';
import { describe, expect, it } from 'vitest';
import { mergePatch } from '../draft-patch.ts';
import type { DraftPatch } from '../planner-types.ts';
import { complianceAnswer } from './compliance-answer.ts';

const now = new Date('2026-11-24T12:00:00Z');
const regulated = (patch: DraftPatch): CampaignDraft =>
  mergePatch(createDraft({ now, campaignType: 'regulated' }), patch);

const forex = (countries: string[]) =>
  regulated({
    regulatedCategory: 'forex',
    platforms: { selected: ['coinzilla'] },
    targeting: { geography: { countries } },
    creatives: { copy: { headlines: ['Tight spreads on majors'] } },
  });

describe('compliance answers', () => {
  it('quotes only the wording the targeted places ask for', () => {
    const us = complianceAnswer(forex(['US']), 'which disclaimers apply to us?', 6) ?? '';
    expect(us).toContain('substantial risk of loss');
    expect(us).not.toMatch(/retail investor accounts|ESMA|FCA/);
    const nl = complianceAnswer(forex(['NL']), 'is the copy compliant?', 6) ?? '';
    expect(nl).toContain('retail investor accounts lose money');
    expect(nl).not.toContain('risk of loss and is not suitable');
  });

  it('says which of the targeted countries each wording is for', () => {
    const d = regulated({
      regulatedCategory: 'crypto',
      platforms: { selected: ['bitmedia'] },
      targeting: { geography: { countries: ['CA', 'GB', 'AU'] } },
    });
    const r = complianceAnswer(d, 'what legal text goes in the ads?', 5) ?? '';
    expect(r).toMatch(/Canada and Australia need no set disclaimer/);
    expect(r).toMatch(/The United Kingdom: the copy needs “Don't invest/);
    expect(r).toMatch(/18\+ in Canada, Australia and the United Kingdom/);
  });

  it('answers for the places a question names, grouped when the rules are the same', () => {
    const r = complianceAnswer(forex(['GB']), 'what wording would france and spain need?', 5) ?? '';
    expect(r).toMatch(/same rules apply in France and Spain/);
    expect(r).toContain('retail investor accounts lose money');
  });

  it('says a named country is closed to the category', () => {
    const r = complianceAnswer(forex(['GB']), 'are we allowed to advertise in belgium?', 4) ?? '';
    expect(r).toContain('not allowed in Belgium');
  });

  it('says which networks take the category when a refused one is asked about', () => {
    const d = regulated({ regulatedCategory: 'cannabis' });
    const r = complianceAnswer(d, 'could we advertise on TikTok?', 3) ?? '';
    expect(r).toMatch(/TikTok does not accept Cannabis ads/);
    expect(r).toContain('Mantis');
  });

  it('lists what is left to fix, and says when nothing is', () => {
    const open = regulated({
      regulatedCategory: 'cannabis',
      platforms: { selected: ['mantis'] },
      targeting: { geography: { countries: ['US'], regions: ['Illinois'] }, demographics: { ageMin: 18 } },
      creatives: { copy: { headlines: ['Illinois menu online'] } },
    });
    const r = complianceAnswer(open, 'anything blocking us legally?', 6) ?? '';
    expect(r).toContain('For use only by adults 21 and older.');
    expect(r).toMatch(/minimum age to 21/);
    const done = mergePatch(open, {
      targeting: { demographics: { ageMin: 21 } },
      creatives: { copy: { descriptions: ['For use only by adults 21 and older.'] } },
    });
    expect(complianceAnswer(done, 'are we compliant now?', 6)).toMatch(/Nothing blocks/);
  });

  it('leaves other questions to the market answers', () => {
    expect(complianceAnswer(forex(['GB']), "what's the CPM on coinzilla?", 3)).toBeNull();
    expect(complianceAnswer(createDraft({ now }), 'can we run on tiktok?', 3)).toBeNull();
  });
});
