import { describe, expect, it } from 'vitest';
import type { CampaignDraft } from './campaign/draft.ts';
import { completeDraft } from './campaign/draft-fixtures.ts';
import type { PlatformId } from './campaign/platforms.ts';
import { type ComplianceReview, reviewCompliance, reviewCopy } from './compliance.ts';

const ruleIds = (review: ComplianceReview) => review.findings.map((f) => f.ruleId);

describe('universal campaigns', () => {
  const universal = (
    headlines: string[],
    descriptions: string[] = [],
    platforms: PlatformId[] = ['google-ads'],
  ) => {
    const base = completeDraft();
    const draft: CampaignDraft = {
      ...base,
      platforms: { selected: platforms, settings: {} },
      creatives: { ...base.creatives, copy: { headlines, descriptions, callsToAction: [] } },
    };
    return reviewCompliance(draft);
  };

  it('approves clean copy', () => {
    expect(universal(['Spring styles are here'], ['Shop the new season.'])).toMatchObject({
      status: 'approved',
      findings: [],
    });
  });

  it('blocks headlines over the Google Ads limit and only warns where platforms truncate', () => {
    const long = 'A headline that runs well past thirty characters';
    expect(universal([long]).findings[0]).toMatchObject({
      ruleId: 'copy.headline-length.google-ads',
      severity: 'blocker',
    });
    const fb = universal([long], [], ['facebook']);
    expect(fb.findings[0]).toMatchObject({ ruleId: 'copy.headline-length.facebook', severity: 'warning' });
    expect(fb.status).toBe('pending');
  });

  it('flags ALL CAPS headlines and repeated punctuation', () => {
    expect(ruleIds(universal(['HUGE SPRING SALE'], [], ['facebook']))).toEqual(['copy.all-caps']);
    expect(ruleIds(universal(['Sale now on?!'], [], ['facebook']))).toEqual(['copy.repeated-punctuation']);
  });

  it('blocks prohibited claims such as "guaranteed"', () => {
    const review = universal(['Results guaranteed'], []);
    expect(review.status).toBe('rejected');
    expect(ruleIds(review)).toEqual(['claims.guaranteed']);
    expect(ruleIds(universal(['Risk-free trial']))).toEqual(['claims.risk-free']);
  });

  it('blocks Google Ads descriptions over 90 characters', () => {
    expect(ruleIds(universal(['Spring styles'], ['x'.repeat(91)]))).toEqual([
      'copy.description-length.google-ads',
    ]);
    expect(ruleIds(universal(['Spring styles'], ['x'.repeat(90)]))).toEqual([]);
  });

  it('blocks exclamation marks in Google Ads headlines', () => {
    expect(ruleIds(universal(['Shop now!']))).toEqual(['copy.google-headline-exclamation']);
  });

  it('warns when universal copy looks like a regulated category', () => {
    const review = universal(['Online casino bonus'], [], ['facebook']);
    expect(ruleIds(review)).toEqual(['universal.regulated-content.gambling']);
    expect(review.status).toBe('pending');
  });

  it('stays pending while the draft is incomplete', () => {
    const review = universal([], [], []);
    expect(review.status).toBe('pending');
    expect(ruleIds(review)).toContain('review.incomplete');
  });

  it('keeps regulated drafts without a category pending', () => {
    const review = reviewCompliance({
      ...completeDraft(),
      campaignType: 'regulated',
      regulatedCategory: null,
    });
    expect(review.status).toBe('pending');
    expect(ruleIds(review)).toContain('review.category-missing');
  });

  it('exposes the copy checks on their own', () => {
    expect(reviewCopy({ headlines: ['Miracle glow'], descriptions: [] }, []).map((f) => f.ruleId)).toEqual([
      'claims.miracle',
    ]);
  });
});
