import { describe, expect, it } from 'vitest';
import { regulatedDraft as regulated } from '../testing/draft-fixtures.ts';
import { type ComplianceReview, missingDisclaimers, requiredMinimumAge, reviewCompliance } from './review.ts';
import { isCountryAllowed } from './review-regulated.ts';

const ruleIds = (review: ComplianceReview) => review.findings.map((f) => f.ruleId);
const blockers = (review: ComplianceReview) => review.findings.filter((f) => f.severity === 'blocker');

describe('every finding', () => {
  it('carries a rule id, a message, a fix and a citation', () => {
    const review = reviewCompliance(
      regulated('cannabis', { platforms: ['facebook'], countries: ['GB'], ageMin: 18 }),
    );
    expect(review.findings.length).toBeGreaterThan(0);
    for (const f of review.findings) {
      expect(f.ruleId).toMatch(/\S/);
      expect(f.message).toMatch(/\S/);
      expect(f.fix).toMatch(/\S/);
      expect(f.citation).toMatch(/\S/);
    }
  });
});

describe('cannabis', () => {
  it('passes a specialist network in Canada for adults 21+, pending the Cannabis Act warning', () => {
    const review = reviewCompliance(
      regulated('cannabis', {
        platforms: ['mantis'],
        countries: ['CA'],
        descriptions: ['Craft flower, delivered.'],
      }),
    );
    expect(review.findings.map((f) => [f.ruleId, f.severity])).toEqual([['cannabis.note.CA', 'warning']]);
    expect(review.findings[0]?.citation).toMatch(/Cannabis Act/);
    expect(review.status).toBe('pending');
  });

  it('rejects Facebook and suggests the networks that accept cannabis', () => {
    const review = reviewCompliance(
      regulated('cannabis', {
        platforms: ['facebook'],
        countries: ['CA'],
        descriptions: ['For use only by adults 21 and older.'],
      }),
    );
    expect(review.status).toBe('rejected');
    expect(ruleIds(review)).toContain('cannabis.facebook');
    expect(review.alternatives.platforms).toEqual(['mantis', 'traffic-roots']);
    expect(blockers(review)[0]?.fix).toMatch(/Mantis Ad Network/);
  });

  it('rejects countries where cannabis is illegal and lists where it can run', () => {
    const review = reviewCompliance(
      regulated('cannabis', {
        platforms: ['mantis'],
        countries: ['GB'],
        descriptions: ['Adults 21 and older.'],
      }),
    );
    const finding = review.findings.find((f) => f.ruleId === 'cannabis.countries');
    expect(finding).toMatchObject({ severity: 'blocker', country: 'GB' });
    expect(finding?.fix).toMatch(/US, CA\./);
    // Uruguay legalised cannabis but bans advertising it (Law 19.172 art. 11).
    expect(review.alternatives.countries).toEqual(['US', 'CA']);
    expect(isCountryAllowed('cannabis', 'UY')).toBe(false);
  });

  it('enforces the 21+ minimum age', () => {
    const review = reviewCompliance(
      regulated('cannabis', {
        platforms: ['mantis'],
        countries: ['CA'],
        ageMin: 18,
        descriptions: ['Adults 21 and older.'],
      }),
    );
    expect(review.findings.find((f) => f.ruleId === 'cannabis.min-age')?.fix).toBe(
      'Raise the minimum age to 21.',
    );
    expect(review.status).toBe('rejected');
  });

  it('blocks a US campaign that names no states, with the adult-use states in the fix', () => {
    const review = reviewCompliance(
      regulated('cannabis', {
        platforms: ['mantis'],
        countries: ['US'],
        descriptions: ['Adults 21 and older.'],
      }),
    );
    expect(blockers(review).map((f) => f.ruleId)).toEqual(['cannabis.us-states']);
    expect(blockers(review)[0]?.fix).toMatch(/Colorado/);
    expect(blockers(review)[0]?.fix).not.toMatch(/Texas/);
  });
});

describe('CBD', () => {
  const fda =
    'These statements have not been evaluated by the Food and Drug Administration. This product is not intended to diagnose, treat, cure, or prevent any disease.';
  const fdaLines = [
    'These statements have not been evaluated by the Food and Drug Administration.',
    'This product is not intended to diagnose, treat, cure, or prevent any disease.',
  ];

  it('approves the full FDA statement, whose "cure" is not a health claim', () => {
    const review = reviewCompliance(
      regulated('cbd', { platforms: ['mantis'], countries: ['US'], descriptions: [fda] }),
    );
    expect(review.findings).toEqual([]);
    expect(review.status).toBe('approved');
  });

  it('approves certified Google Ads in the US with both FDA sentences on lines that fit 90 characters', () => {
    const lines = [
      'These statements have not been evaluated by the FDA.',
      'This product is not intended to diagnose, treat, cure, or prevent any disease.',
    ];
    const review = reviewCompliance(
      regulated('cbd', {
        platforms: ['google-ads'],
        countries: ['US'],
        certifications: ['google-ads'],
        descriptions: lines,
      }),
    );
    expect(review.status).toBe('approved');
    expect(review.findings.map((f) => f.severity)).toEqual(['info']);
    // 21 CFR 101.93(c) asks for both sentences: the first alone is not the disclaimer.
    const half = regulated('cbd', {
      platforms: ['mantis'],
      countries: ['US'],
      descriptions: [lines[0] ?? ''],
    });
    expect(ruleIds(reviewCompliance(half))).toContain('cbd.disclaimer.fda');
  });

  it('does not count the full FDA statement on one Google Ads line, where 90 characters cut it', () => {
    const review = reviewCompliance(
      regulated('cbd', {
        platforms: ['google-ads'],
        countries: ['US'],
        certifications: ['google-ads'],
        descriptions: [fda],
      }),
    );
    expect(ruleIds(review)).toEqual(
      expect.arrayContaining(['copy.description-length.google-ads', 'cbd.disclaimer.fda']),
    );
  });

  it('does not accept the companion sentence alone as the FDA statement', () => {
    const half = 'This product is not intended to diagnose, treat, cure, or prevent any disease.';
    expect(missingDisclaimers('cbd', ['US'], half).map((d) => d.id)).toEqual(['cbd.disclaimer.fda']);
  });

  it('approves a CBD network in the UK without the US-only disclaimer', () => {
    expect(
      reviewCompliance(regulated('cbd', { platforms: ['traffic-roots'], countries: ['GB'], ageMin: 18 }))
        .status,
    ).toBe('approved');
  });

  it('rejects Google Ads outside the US and health claims', () => {
    const review = reviewCompliance(
      regulated('cbd', {
        platforms: ['google-ads'],
        countries: ['GB'],
        certifications: ['google-ads'],
        descriptions: ['Relief for anxiety.'],
      }),
    );
    expect(ruleIds(review)).toEqual(expect.arrayContaining(['cbd.google-ads.countries', 'cbd.claims.2']));
    expect(review.status).toBe('rejected');
  });

  it('requires the FDA statement when the US is targeted', () => {
    const review = reviewCompliance(
      regulated('cbd', { platforms: ['mantis'], countries: ['US'], descriptions: ['Calm.'] }),
    );
    expect(ruleIds(review)).toContain('cbd.disclaimer.fda');
  });

  it('holds an uncertified platform as pending, not approved', () => {
    const review = reviewCompliance(
      regulated('cbd', {
        platforms: ['facebook'],
        countries: ['US'],
        descriptions: fdaLines,
      }),
    );
    expect(review.status).toBe('pending');
    expect(review.findings.find((f) => f.ruleId === 'cbd.facebook.certification')?.severity).toBe('warning');
  });
});

describe('adult', () => {
  it('approves an adult network in the US with an 18+ notice', () => {
    const review = reviewCompliance(
      regulated('adult', {
        platforms: ['exoclick'],
        countries: ['US'],
        ageMin: 18,
        descriptions: ['Adults only (18+).'],
      }),
    );
    expect(review.status).toBe('approved');
  });

  it('rejects mainstream platforms and blocked countries', () => {
    const review = reviewCompliance(
      regulated('adult', {
        platforms: ['instagram'],
        countries: ['SA'],
        ageMin: 18,
        descriptions: ['Adults only.'],
      }),
    );
    expect(ruleIds(review)).toEqual(expect.arrayContaining(['adult.instagram', 'adult.countries']));
    expect(review.alternatives.platforms).toEqual(['exoclick', 'trafficjunky']);
  });

  it('requires the adults-only notice', () => {
    const review = reviewCompliance(
      regulated('adult', {
        platforms: ['exoclick'],
        countries: ['US'],
        ageMin: 18,
        descriptions: ['Late night.'],
      }),
    );
    expect(ruleIds(review)).toContain('adult.disclaimer.18-plus');
  });
});

describe('category helpers', () => {
  it('applies the strictest minimum age of the targeted countries and regions', () => {
    expect(requiredMinimumAge('gambling', ['GB'])).toBe(18);
    expect(requiredMinimumAge('gambling', ['GB', 'US'])).toBe(21);
    expect(requiredMinimumAge('cannabis', [])).toBe(21);
    // Canada: 19, Alberta 18, Quebec 21; the whole country needs Quebec's 21.
    expect(requiredMinimumAge('cannabis', ['CA'])).toBe(21);
    expect(requiredMinimumAge('cannabis', ['CA'], ['Alberta'])).toBe(18);
    expect(requiredMinimumAge('cannabis', ['CA'], ['Ontario'])).toBe(19);
    expect(requiredMinimumAge('cannabis', [], [], ['Calgary', 'Montreal'])).toBe(21);
    expect(requiredMinimumAge('cbd', ['US'])).toBe(18);
    for (const category of ['adult', 'crypto', 'forex'] as const)
      expect(requiredMinimumAge(category, ['GB'])).toBe(18);
  });
  it('knows allow-list and block-list countries', () => {
    expect(isCountryAllowed('cannabis', 'US')).toBe(true);
    expect(isCountryAllowed('cannabis', 'FR')).toBe(false);
    expect(isCountryAllowed('crypto', 'FR')).toBe(true);
    expect(isCountryAllowed('crypto', 'CN')).toBe(false);
  });
});
