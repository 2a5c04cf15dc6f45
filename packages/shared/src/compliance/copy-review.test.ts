import { describe, expect, it } from 'vitest';
import type { CampaignDraft } from '../campaign/draft.ts';
import type { PlatformId, RegulatedCategory } from '../campaign/platforms.ts';
import { completeDraft, regulatedDraft } from '../testing/draft-fixtures.ts';
import { reviewCopy } from './copy-review.ts';
import { type ComplianceReview, reviewCompliance } from './review.ts';

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

describe('appeal to minors in regulated copy', () => {
  const review = (category: RegulatedCategory, line: string) =>
    reviewCompliance(
      regulatedDraft(category, {
        platforms: category === 'cannabis' ? ['mantis'] : ['traffic-roots'],
        countries: ['CA'],
        headlines: [line],
      }),
    );
  const ids = (category: RegulatedCategory, line: string) =>
    review(category, line).findings.map((f) => f.ruleId);

  it.each([
    ['cbd', 'Kids love our gummies!'],
    ['cbd', 'Back to school calm'],
    ['cannabis', 'Teens can’t get enough'],
    ['cannabis', 'For the children in all of us'],
  ] as const)('blocks %s copy that addresses minors: "%s"', (category, line) => {
    expect(ids(category, line)).toContain(`${category}.minors`);
    expect(review(category, line).status).toBe('rejected');
  });

  it.each([
    ['cannabis', 'Candy-flavoured edibles'],
    ['cbd', 'Cartoon bears in every tin'],
  ] as const)('blocks %s copy with candy or cartoon imagery: "%s"', (category, line) => {
    expect(ids(category, line)).toContain(`${category}.minors.imagery`);
  });

  it('passes warnings that keep products away from children, and plain gummies', () => {
    for (const line of [
      'Keep out of reach of children.',
      'Not for sale to minors.',
      'Child-resistant packaging',
      'Gummies for grown-ups',
    ]) {
      expect(
        ids('cannabis', line).filter((id) => id.includes('minors')),
        line,
      ).toEqual([]);
    }
  });

  it('cites the rule and says what to remove', () => {
    const finding = review('cbd', 'Kids love our gummies!').findings.find((f) => f.ruleId === 'cbd.minors');
    expect(finding).toMatchObject({ severity: 'blocker', copy: { field: 'headlines', index: 0 } });
    expect(finding?.citation).toMatch(/\S/);
    expect(finding?.fix).toMatch(/Remove the phrase/);
  });

  it('leaves universal copy for a toy shop alone', () => {
    const base = completeDraft();
    const draft: CampaignDraft = {
      ...base,
      creatives: {
        ...base.creatives,
        copy: { headlines: ['Toys kids love'], descriptions: [], callsToAction: [] },
      },
    };
    expect(reviewCompliance(draft).status).toBe('approved');
  });
});

describe('description limits per platform', () => {
  const withDescription = (platforms: PlatformId[], description: string) => {
    const base = completeDraft();
    const draft: CampaignDraft = {
      ...base,
      platforms: { selected: platforms, settings: {} },
      creatives: {
        ...base.creatives,
        copy: { headlines: ['Spring styles'], descriptions: [description], callsToAction: [] },
      },
    };
    return reviewCompliance(draft);
  };

  it('blocks past a hard limit and warns past a soft one', () => {
    expect(withDescription(['tiktok'], 'x'.repeat(101)).findings[0]).toMatchObject({
      ruleId: 'copy.description-length.tiktok',
      severity: 'blocker',
    });
    expect(withDescription(['facebook'], 'x'.repeat(126)).findings[0]).toMatchObject({
      ruleId: 'copy.description-length.facebook',
      severity: 'warning',
    });
    expect(withDescription(['linkedin'], 'x'.repeat(150)).findings).toEqual([]);
  });
});
