import { describe, expect, it } from 'vitest';
import { regulatedDraft as regulated } from '../testing/draft-fixtures.ts';
import { type ComplianceReview, missingDisclaimers, reviewCompliance } from './review.ts';

const ruleIds = (review: ComplianceReview) => review.findings.map((f) => f.ruleId);

describe('gambling', () => {
  const responsible = 'Please gamble responsibly.';

  it('approves certified Google Ads in the UK for 18+ with the responsible-gambling line', () => {
    const review = reviewCompliance(
      regulated('gambling', {
        platforms: ['google-ads'],
        countries: ['GB'],
        ageMin: 18,
        certifications: ['google-ads'],
        descriptions: [responsible],
      }),
    );
    expect(review.status).toBe('approved');
  });

  it('rejects TikTok and requires 21+ and the helpline in the US', () => {
    const review = reviewCompliance(
      regulated('gambling', {
        platforms: ['tiktok'],
        countries: ['US'],
        ageMin: 18,
        descriptions: [responsible],
      }),
    );
    expect(ruleIds(review)).toEqual(
      expect.arrayContaining(['gambling.tiktok', 'gambling.min-age', 'gambling.disclaimer.us-helpline']),
    );
    expect(review.findings.find((f) => f.ruleId === 'gambling.min-age')?.message).toMatch(/21\+/);
  });

  it('detects a missing responsible-gambling message and promised winnings', () => {
    const review = reviewCompliance(
      regulated('gambling', {
        platforms: ['facebook'],
        countries: ['GB'],
        ageMin: 18,
        certifications: ['facebook'],
        descriptions: ['Sure wins every weekend.'],
      }),
    );
    expect(ruleIds(review)).toEqual(
      expect.arrayContaining(['gambling.disclaimer.responsibly', 'gambling.claims.1']),
    );
  });
});

describe('crypto', () => {
  const warning = "Capital at risk. Don't invest unless you're prepared to lose all the money you invest.";

  it('approves a crypto network in Germany with the risk warning', () => {
    const review = reviewCompliance(
      regulated('crypto', {
        platforms: ['coinzilla'],
        countries: ['DE'],
        ageMin: 18,
        descriptions: [warning],
      }),
    );
    expect(review.status).toBe('approved');
  });

  it('accepts the warning with a typographic apostrophe', () => {
    expect(
      missingDisclaimers('crypto', ['DE'], 'Don’t invest unless you’re prepared to lose all of it.'),
    ).toEqual([]);
  });

  it('rejects LinkedIn, China and a missing UK risk warning', () => {
    const review = reviewCompliance(
      regulated('crypto', {
        platforms: ['linkedin'],
        countries: ['CN', 'GB'],
        ageMin: 18,
        descriptions: ['Trade coins.'],
      }),
    );
    expect(ruleIds(review)).toEqual(
      expect.arrayContaining(['crypto.linkedin', 'crypto.countries', 'crypto.disclaimer.uk-risk']),
    );
    expect(review.status).toBe('rejected');
  });

  it('asks for the FCA risk warning only when the UK is targeted', () => {
    for (const countries of [['US'], ['CA'], ['DE'], ['US', 'CA', 'DE']]) {
      const review = reviewCompliance(
        regulated('crypto', {
          platforms: ['coinzilla'],
          countries,
          ageMin: 18,
          descriptions: ['Trade coins.'],
        }),
      );
      expect(review.status, countries.join()).toBe('approved');
    }
    // A UK city brings the UK in.
    const london = regulated('crypto', { platforms: ['coinzilla'], countries: ['US'], ageMin: 18 });
    london.targeting.geography.cities = ['London'];
    expect(ruleIds(reviewCompliance(london))).toContain('crypto.disclaimer.uk-risk');
  });
});

describe('forex', () => {
  const risk = '74% of retail investor accounts lose money when trading CFDs with this provider.';

  it('approves certified Facebook in the UK with the risk warning', () => {
    const review = reviewCompliance(
      regulated('forex', {
        platforms: ['facebook'],
        countries: ['GB'],
        ageMin: 18,
        certifications: ['facebook'],
        descriptions: [risk],
      }),
    );
    expect(review.status).toBe('approved');
  });

  it('rejects Belgium, TikTok and a missing CFD risk warning', () => {
    const review = reviewCompliance(
      regulated('forex', {
        platforms: ['tiktok'],
        countries: ['BE'],
        ageMin: 18,
        descriptions: ['Trade EUR/USD.'],
      }),
    );
    expect(ruleIds(review)).toEqual(
      expect.arrayContaining(['forex.tiktok', 'forex.countries', 'forex.disclaimer.cfd-risk']),
    );
  });

  it('asks each market for its own risk warning: EEA and UK the CFD one, the US the NFA one, others none', () => {
    const ids = (countries: string[]) =>
      ruleIds(
        reviewCompliance(
          regulated('forex', {
            platforms: ['coinzilla'],
            countries,
            ageMin: 18,
            descriptions: ['Trade EUR/USD.'],
          }),
        ),
      );
    expect(ids(['DE'])).toEqual(['forex.disclaimer.cfd-risk']);
    expect(ids(['GB'])).toEqual(['forex.disclaimer.cfd-risk']);
    expect(ids(['US'])).toEqual(['forex.disclaimer.us-risk']);
    expect(ids(['AU', 'JP'])).toEqual([]);
  });

  it('warns while the suggested wording still has its [XX] placeholder', () => {
    const review = reviewCompliance(
      regulated('forex', {
        platforms: ['coinzilla'],
        countries: ['DE'],
        ageMin: 18,
        descriptions: ['[XX]% of retail CFD accounts lose money.'],
      }),
    );
    expect(review.findings.map((f) => [f.ruleId, f.severity])).toEqual([['copy.placeholder', 'warning']]);
  });

  it('enforces 18+ for financial promotions', () => {
    const review = reviewCompliance(
      regulated('forex', { platforms: ['coinzilla'], countries: ['GB'], ageMin: 16, descriptions: [risk] }),
    );
    expect(ruleIds(review)).toEqual(['forex.min-age']);
  });
});
