import { createDraft } from '@northstar/shared/campaign';
import { DESCRIPTION_LIMITS, strictestLimit } from '@northstar/shared/compliance';
import { describe, expect, it } from 'vitest';
import { mergePatch } from '../draft-patch.ts';
import { suggestCta, titleOffer, writeDescriptions, writeHeadlines } from './headline-writer.ts';

const now = new Date('2026-11-24T12:00:00Z');
const draft = (patch: Parameters<typeof mergePatch<ReturnType<typeof createDraft>>>[1]) =>
  mergePatch(createDraft({ now }), patch);
const shop = draft({
  campaignName: 'Oak & Iron',
  objective: 'sales',
  industry: 'furniture',
  platforms: { selected: ['google-ads', 'facebook'] },
});
const OFFER_WORDS = /free|% off|discount|deal|sale|save|limited|offer|this week|today only/i;

describe('copy writer', () => {
  it('asserts no offer, price or season the advertiser did not state, in any set or objective', () => {
    for (const objective of [
      'awareness',
      'traffic',
      'engagement',
      'leads',
      'sales',
      'app_installs',
    ] as const) {
      const d = { ...shop, objective };
      for (let v = 0; v < 4; v++) {
        for (const h of writeHeadlines(d, v)?.headlines ?? []) expect(h).not.toMatch(OFFER_WORDS);
        for (const l of writeDescriptions(d, v)) expect(l).not.toMatch(OFFER_WORDS);
      }
    }
  });

  it('uses stated offers first, within the limit, and never a denied one', () => {
    const memory = { offers: ['15% off sofas', 'free delivery'], deniedOffers: ['free delivery'] };
    const set = writeHeadlines(shop, 0, memory);
    expect(set?.headlines[0]).toMatch(/15% Off Sofas/);
    for (const h of set?.headlines ?? []) {
      expect(h.length).toBeLessThanOrEqual(30);
      expect(h).not.toMatch(/delivery/i);
    }
    expect(writeDescriptions(shop, 0, memory)[0]).toMatch(/15% off sofas/);
  });

  it('writes descriptions within the strictest description limit', () => {
    const max = strictestLimit(DESCRIPTION_LIMITS, shop.platforms.selected);
    for (let v = 0; v < 2; v++)
      for (const l of writeDescriptions(shop, v)) expect(l.length).toBeLessThanOrEqual(max);
  });

  it('suggests a call to action the draft does not have yet', () => {
    expect(suggestCta(shop, 0)).toBe('Shop Now');
    const withOne = mergePatch(shop, { creatives: { copy: { callsToAction: ['Shop Now'] } } });
    expect(suggestCta(withOne, 0)).toBe('Order Now');
  });

  it('adds the disclaimer wording that fits the strictest description line', () => {
    const d = draft({
      campaignName: 'Green Leaf',
      objective: 'awareness',
      campaignType: 'regulated',
      regulatedCategory: 'cannabis',
      platforms: { selected: ['mantis'] },
      targeting: { geography: { countries: ['US'] } },
    });
    const lines = writeHeadlines(d, 0)?.descriptions ?? [];
    expect(lines.length).toBeGreaterThan(0);
    for (const l of lines)
      expect(l.length).toBeLessThanOrEqual(strictestLimit(DESCRIPTION_LIMITS, ['mantis']));
  });

  it('title-cases offers', () => {
    expect(titleOffer('buy one get one free')).toBe('Buy One Get One Free');
    expect(titleOffer('promo code SPRING20')).toBe('Promo Code SPRING20');
  });
});
