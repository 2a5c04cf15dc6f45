import { describe, expect, it } from 'vitest';
import { regulatedDraft as regulated } from './campaign/draft-fixtures.ts';
import { type ComplianceReview, missingDisclaimers, reviewCompliance } from './compliance.ts';

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

  it('rejects LinkedIn, China and missing risk warnings', () => {
    const review = reviewCompliance(
      regulated('crypto', {
        platforms: ['linkedin'],
        countries: ['CN'],
        ageMin: 18,
        descriptions: ['Trade coins.'],
      }),
    );
    expect(ruleIds(review)).toEqual(
      expect.arrayContaining(['crypto.linkedin', 'crypto.countries', 'crypto.disclaimer.risk']),
    );
    expect(review.status).toBe('rejected');
  });
});

describe('forex', () => {
  const risk =
    'Trading forex on margin carries a high level of risk and may not be suitable for all investors. You could lose more than your deposit.';

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

  it('rejects Belgium, TikTok and a missing risk warning', () => {
    const review = reviewCompliance(
      regulated('forex', {
        platforms: ['tiktok'],
        countries: ['BE'],
        ageMin: 18,
        descriptions: ['Trade EUR/USD.'],
      }),
    );
    expect(ruleIds(review)).toEqual(
      expect.arrayContaining(['forex.tiktok', 'forex.countries', 'forex.disclaimer.risk']),
    );
  });

  it('enforces 18+ for financial promotions', () => {
    const review = reviewCompliance(
      regulated('forex', { platforms: ['coinzilla'], countries: ['GB'], ageMin: 16, descriptions: [risk] }),
    );
    expect(ruleIds(review)).toEqual(['forex.min-age']);
  });
});
