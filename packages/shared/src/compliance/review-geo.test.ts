import { describe, expect, it } from 'vitest';
import type { CampaignDraft } from '../campaign/draft.ts';
import type { RegulatedCategory } from '../campaign/platforms.ts';
import { type RegulatedCase, regulatedDraft } from '../testing/draft-fixtures.ts';
import { resolveGeography, targets } from './jurisdictions.ts';
import { type ComplianceReview, reviewCompliance } from './review.ts';

const ruleIds = (review: ComplianceReview) => review.findings.map((f) => f.ruleId);
const blockerIds = (review: ComplianceReview) =>
  review.findings.filter((f) => f.severity === 'blocker').map((f) => f.ruleId);

/** A regulated draft with region and city names. */
const located = (
  category: RegulatedCategory,
  c: RegulatedCase & { regions?: string[]; cities?: string[] },
): CampaignDraft => {
  const d = regulatedDraft(category, c);
  return {
    ...d,
    targeting: {
      ...d.targeting,
      geography: { countries: c.countries, regions: c.regions ?? [], cities: c.cities ?? [] },
    },
  };
};
const adults21 = ['For use only by adults 21 and older.'];

describe('resolveGeography', () => {
  it('narrows a country to its listed regions and cities, and implies the country of each', () => {
    const j = resolveGeography({ countries: ['CA'], regions: ['Colorado'], cities: ['Seattle'] });
    expect(j.countries).toEqual(['CA', 'US']);
    expect(j.narrowedTo).toEqual({ US: ['US-CO', 'US-WA'] });
    expect(targets(j, 'US-CO')).toBe(true);
    expect(targets(j, 'US-TX')).toBe(false);
    expect(targets(j, 'CA-QC')).toBe(true); // Canada is targeted whole
    expect(targets(j, 'GB')).toBe(false);
  });

  it('keeps names it cannot place apart, without narrowing anything', () => {
    const j = resolveGeography({ countries: ['US'], regions: ['Atlantis'], cities: [] });
    expect(j.unknown).toEqual([{ field: 'regions', name: 'Atlantis' }]);
    expect(j.narrowedTo).toEqual({});
  });
});

describe('cannabis by US state', () => {
  it('passes a Colorado-only campaign', () => {
    const review = reviewCompliance(
      located('cannabis', {
        platforms: ['mantis'],
        countries: ['US'],
        regions: ['Colorado'],
        descriptions: adults21,
      }),
    );
    expect(review.status).toBe('approved');
  });

  it('passes a city in an adult-use state without a region', () => {
    const review = reviewCompliance(
      located('cannabis', {
        platforms: ['mantis'],
        countries: ['US'],
        cities: ['Denver'],
        descriptions: adults21,
      }),
    );
    expect(review.status).toBe('approved');
  });

  it('blocks a state that licenses no cannabis, named through a region or a city', () => {
    const texas = reviewCompliance(
      located('cannabis', {
        platforms: ['mantis'],
        countries: ['US'],
        regions: ['Colorado', 'Texas'],
        descriptions: adults21,
      }),
    );
    expect(texas.findings.filter((f) => f.severity === 'blocker')).toEqual([
      expect.objectContaining({ ruleId: 'cannabis.us-state', region: 'US-TX', country: 'US' }),
    ]);
    const houston = reviewCompliance(
      located('cannabis', {
        platforms: ['mantis'],
        countries: [],
        cities: ['Houston'],
        descriptions: adults21,
      }),
    );
    expect(blockerIds(houston)).toEqual(['cannabis.us-state']);
  });

  it('holds a medical-only state as a warning', () => {
    const review = reviewCompliance(
      located('cannabis', {
        platforms: ['mantis'],
        countries: ['US'],
        regions: ['Florida'],
        descriptions: adults21,
      }),
    );
    expect(review.findings.map((f) => [f.ruleId, f.severity])).toEqual([
      ['cannabis.us-state.medical', 'warning'],
    ]);
  });

  it('judges the Colorado-only campaign that also targets Canada by both markets', () => {
    const review = reviewCompliance(
      located('cannabis', {
        platforms: ['mantis'],
        countries: ['US', 'CA'],
        regions: ['Colorado'],
        descriptions: adults21,
      }),
    );
    expect(blockerIds(review)).toEqual([]);
    expect(ruleIds(review)).toEqual(['cannabis.note.CA']);
  });

  it('needs 21+ for Canada as a whole (Quebec) and 18+ for Alberta alone', () => {
    const age = (c: Parameters<typeof located>[1]) =>
      reviewCompliance(located('cannabis', { ageMin: 19, ...c })).findings.some(
        (f) => f.ruleId === 'cannabis.min-age',
      );
    expect(age({ platforms: ['mantis'], countries: ['CA'] })).toBe(true);
    expect(age({ platforms: ['mantis'], countries: ['CA'], regions: ['Alberta', 'Ontario'] })).toBe(false);
    expect(age({ platforms: ['mantis'], countries: ['CA'], cities: ['Montreal'] })).toBe(true);
  });
});

describe('regions and cities count wherever a country does', () => {
  it('blocks a region in a country where the category is not allowed', () => {
    const review = reviewCompliance(
      located('cannabis', {
        platforms: ['mantis'],
        countries: ['US'],
        regions: ['Colorado', 'Bavaria'],
        descriptions: adults21,
      }),
    );
    const finding = review.findings.find((f) => f.ruleId === 'cannabis.countries');
    expect(finding).toMatchObject({ severity: 'blocker', country: 'DE' });
    expect(finding?.message).toMatch(/through Bavaria/);
    // Mantis takes cannabis only in the US and Canada.
    expect(ruleIds(review)).toContain('cannabis.mantis.countries');
  });

  it('applies a platform’s country limit to a city abroad', () => {
    const review = reviewCompliance(
      located('cbd', {
        platforms: ['google-ads'],
        certifications: ['google-ads'],
        countries: ['US'],
        cities: ['London'],
        descriptions: [
          'These statements have not been evaluated by the FDA.',
          'This product is not intended to diagnose, treat, cure, or prevent any disease.',
        ],
      }),
    );
    expect(review.findings).toContainEqual(
      expect.objectContaining({ ruleId: 'cbd.google-ads.countries', country: 'GB' }),
    );
  });

  it('takes a US state’s age and disclaimer rules from a city alone', () => {
    const review = reviewCompliance(
      located('gambling', {
        platforms: ['google-ads'],
        certifications: ['google-ads'],
        countries: ['GB'],
        cities: ['Chicago'],
        ageMin: 18,
        descriptions: ['Please gamble responsibly.'],
      }),
    );
    expect(blockerIds(review)).toEqual(['gambling.min-age', 'gambling.disclaimer.us-helpline']);
  });
});

describe('warnings follow the targeted jurisdictions', () => {
  it('asks for no US disclaimer when no US area is targeted', () => {
    const cases: [RegulatedCategory, string[]][] = [
      ['cannabis', ['CA']],
      ['cbd', ['GB', 'DE']],
      ['gambling', ['GB']],
      ['forex', ['AU']],
    ];
    for (const [category, countries] of cases) {
      const review = reviewCompliance(
        located(category, { platforms: [], countries, descriptions: ['Visit us.'] }),
      );
      expect(
        ruleIds(review).filter((id) => id.includes('disclaimer') && /us|fda|21/.test(id)),
        category,
      ).toEqual([]);
    }
  });

  it('asks for the adult notice only on the adult networks whose terms require it', () => {
    const on = (platforms: ('exoclick' | 'trafficjunky')[]) =>
      ruleIds(
        reviewCompliance(
          located('adult', { platforms, countries: ['US'], ageMin: 18, descriptions: ['Late night.'] }),
        ),
      );
    expect(on(['exoclick'])).toEqual(['adult.disclaimer.18-plus']);
    expect(on([])).toEqual(['review.incomplete']);
  });
});
