import { isUniversalPlatform, REGULATED_CATEGORY_IDS } from '@northstar/shared/campaign';
import type { CampaignDraft } from '@northstar/shared/campaign/schemas';
import {
  CATEGORY_RULES,
  DESCRIPTION_LIMITS,
  disclaimerWordings,
  strictestLimit,
} from '@northstar/shared/compliance';
import { regulatedDraft, regulatedDrafts } from '@northstar/shared/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyPatch } from '../draft-patch.ts';
import { step6 } from '../steps/step-6-compliance.ts';
import type { PlannerContext } from '../steps/step-types.ts';
import {
  blockerKey,
  blockersOf,
  type ComplianceFix,
  complianceFix,
  complianceFixes,
} from './compliance-fix.ts';

const NOW = new Date('2025-03-10T12:00:00Z');
const approve = (d: CampaignDraft, fix: ComplianceFix | null): CampaignDraft => {
  const result = applyPatch(d, fix?.patch ?? {}, NOW);
  expect(result.ok).toBe(true);
  return result.draft;
};
const ids = (d: CampaignDraft) => blockersOf(d).map((f) => f.ruleId);
const located = (d: CampaignDraft, regions: string[], cities: string[] = []): CampaignDraft => ({
  ...d,
  targeting: { ...d.targeting, geography: { ...d.targeting.geography, regions, cities } },
});
const DISCLAIMER_LINES = new Set(
  REGULATED_CATEGORY_IDS.flatMap((c) =>
    CATEGORY_RULES[c].disclaimers.flatMap((d) => disclaimerWordings(d).flat()),
  ),
);

describe('a disclaimer that must fit the platform (the CBD and crypto loops)', () => {
  it('puts the FDA statement on lines Google Ads accepts, and one approval clears it', () => {
    const d = regulatedDraft('cbd', {
      platforms: ['google-ads'],
      certifications: ['google-ads'],
      countries: ['US'],
      ageMin: 21,
      descriptions: [
        'These statements have not been evaluated by the Food and Drug Administration. This product is not intended to diagnose, treat, cure, or prevent any disease.',
      ],
    });
    expect(ids(d)).toEqual(['cbd.disclaimer.fda', 'copy.description-length.google-ads']);
    const fixed = approve(d, complianceFix(d, 0));
    expect(ids(fixed)).toEqual([]);
    for (const line of fixed.creatives.copy.descriptions) expect(line.length).toBeLessThanOrEqual(90);
    expect(fixed.platforms.selected).toEqual(['google-ads']);
  });

  it('uses the FCA warning’s short form on Google Ads, and asks for it only in the UK', () => {
    const d = regulatedDraft('crypto', {
      platforms: ['google-ads', 'coinzilla'],
      certifications: ['google-ads'],
      countries: ['GB', 'US'],
      ageMin: 18,
      descriptions: ['Trade coins with low fees.'],
    });
    const fixed = approve(d, complianceFix(d, 0));
    expect(ids(fixed)).toEqual([]);
    expect(fixed.creatives.copy.descriptions).toEqual([
      'Trade coins with low fees.',
      "Don't invest unless you're prepared to lose all the money you invest.",
    ]);
    const us = regulatedDraft('crypto', { platforms: ['coinzilla'], countries: ['US'], ageMin: 18 });
    expect(complianceFix(us, 0)).toBeNull();
  });

  it('makes room for a disclaimer when the description list is full', () => {
    const d = regulatedDraft('cannabis', {
      platforms: ['mantis'],
      countries: ['CA'],
      ageMin: 21,
      descriptions: Array.from({ length: 10 }, (_, i) => `Line ${i + 1}.`),
    });
    const withUs = located(
      {
        ...d,
        targeting: { ...d.targeting, geography: { ...d.targeting.geography, countries: ['CA', 'US'] } },
      },
      ['Colorado'],
    );
    expect(ids(withUs)).toEqual(['cannabis.disclaimer.adults-21']);
    const fixed = approve(withUs, complianceFix(withUs, 0));
    expect(ids(fixed)).toEqual([]);
    expect(fixed.creatives.copy.descriptions).toHaveLength(10);
    expect(fixed.creatives.copy.descriptions.at(-1)).toBe('For use only by adults 21 and older.');
  });
});

describe('platform alternatives', () => {
  const cbd = regulatedDraft('cbd', {
    platforms: ['google-ads', 'mantis'],
    certifications: ['google-ads'],
    countries: ['US', 'GB'],
    ageMin: 21,
    descriptions: [
      'These statements have not been evaluated by the FDA.',
      'This product is not intended to diagnose, treat, cure, or prevent any disease.',
    ],
  });

  it('first drops the country Google Ads does not serve, then offers to drop Google Ads, then to replace it', () => {
    const fixes = complianceFixes(cbd);
    expect(fixes.map((f) => [f.kind, f.headline])).toEqual([
      ['fix', 'stop targeting United Kingdom'],
      ['drop-platforms', 'drop Google Ads (Search)'],
      ['replace-platforms', 'replace Google Ads (Search) with Traffic Roots'],
    ]);
    const dropped = approve(cbd, fixes[1] ?? null);
    expect(dropped.platforms.selected).toEqual(['mantis']);
    expect(dropped.targeting.geography.countries).toEqual(['US', 'GB']);
    expect(ids(dropped)).toEqual([]);
  });

  it('moves a campaign off a network that takes none of it, with a clear summary', () => {
    const d = regulatedDraft('cannabis', {
      platforms: ['google-ads'],
      countries: ['CA'],
      descriptions: ['Craft flower, delivered.'],
    });
    const fix = complianceFix(d, 0);
    expect(fix?.changes).toEqual(['drop Google Ads (Search)', 'run on Mantis Ad Network, Traffic Roots']);
    expect(approve(d, fix).platforms.selected).toEqual(['mantis', 'traffic-roots']);
  });

  it('offers to drop a platform whose lines no wording of the disclaimer fits, when copy cannot help', () => {
    // No real platform is that tight today; shrink LinkedIn's limit to drive the path.
    const limits = DESCRIPTION_LIMITS as Record<string, { max: number; hard: boolean; citation: string }>;
    const real = limits.linkedin;
    limits.linkedin = { max: 30, hard: true, citation: 'test' };
    try {
      const d = regulatedDraft('forex', {
        platforms: ['linkedin', 'coinzilla'],
        certifications: ['linkedin'],
        countries: ['US'],
        ageMin: 18,
        headlines: ['Tight spreads'],
        descriptions: ['Trade EUR/USD.'],
      });
      const blocker = blockersOf(d)[0];
      expect(blocker).toMatchObject({ ruleId: 'forex.disclaimer.us-risk', platform: 'linkedin' });
      expect(blocker?.message).toMatch(/no wording of it fits a LinkedIn description/);
      // Copy cannot clear it, so the first offer is the platform change.
      const fixes = complianceFixes(d);
      // Replacing it would mean networks that need a certification the advertiser lacks: not offered.
      expect(fixes.map((f) => f.headline)).toEqual(['drop LinkedIn']);
      const fixed = approve(d, fixes[0] ?? null);
      expect(fixed.platforms.selected).toEqual(['coinzilla']);
      expect(ids(fixed)).toEqual([]);
    } finally {
      if (real) limits.linkedin = real;
    }
  });
});

describe('geography below country level', () => {
  const cannabis = (countries: string[], regions: string[], cities: string[] = []) =>
    located(
      regulatedDraft('cannabis', {
        platforms: ['mantis'],
        countries,
        descriptions: ['For use only by adults 21 and older.'],
      }),
      regions,
      cities,
    );

  it('limits a US campaign to the adult-use states', () => {
    const d = cannabis(['US'], []);
    const fixed = approve(d, complianceFix(d, 0));
    expect(fixed.targeting.geography.regions).toEqual(expect.arrayContaining(['Colorado', 'California']));
    expect(fixed.targeting.geography.regions).not.toContain('Texas');
    expect(ids(fixed)).toEqual([]);
  });

  it('drops a state that licenses no cannabis and keeps the rest', () => {
    const d = cannabis(['US', 'CA'], ['Colorado', 'Texas'], ['Houston', 'Denver']);
    const fixed = approve(d, complianceFix(d, 0));
    expect(fixed.targeting.geography).toEqual({
      countries: ['US', 'CA'],
      regions: ['Colorado'],
      cities: ['Denver'],
    });
  });

  it('drops the country with its only region rather than widening to the whole country', () => {
    const d = cannabis(['US', 'CA'], ['Texas']);
    const fixed = approve(d, complianceFix(d, 0));
    expect(fixed.targeting.geography).toEqual({ countries: ['CA'], regions: [], cities: [] });
  });

  it('drops a region in a banned country with the country, and no other', () => {
    const d = cannabis(['CA'], ['Bavaria'], ['Calgary']);
    const fixed = approve(d, complianceFix(d, 0));
    expect(fixed.targeting.geography).toEqual({ countries: ['CA'], regions: [], cities: ['Calgary'] });
  });
});

describe('copy that appeals to minors', () => {
  it('removes the phrase, not just the exclamation mark', () => {
    const d = regulatedDraft('cbd', {
      platforms: ['google-ads', 'mantis'],
      certifications: ['google-ads'],
      countries: ['GB'],
      ageMin: 18,
      headlines: ['Kids love our gummies!', 'Calm, naturally'],
      descriptions: ['Back to school calm. Made with hemp.'],
    });
    const fix = complianceFix(d, 0);
    const fixed = approve(d, fix);
    expect(fixed.creatives.copy.headlines).toEqual(['Calm, naturally']);
    expect(fixed.creatives.copy.descriptions).toEqual(['Made with hemp.']);
    expect(ids(fixed)).toEqual([]);
    expect(fix?.changes.join(' ')).toMatch(/Kids love our gummies/);
  });

  it('writes new headlines when every one had to go', () => {
    const d = regulatedDraft('gambling', {
      platforms: ['google-ads'],
      certifications: ['google-ads'],
      countries: ['GB'],
      ageMin: 18,
      headlines: ['Candy crush the odds', 'Sure wins for teens!'],
      descriptions: ['Please gamble responsibly.'],
    });
    const fixed = approve(d, complianceFix(d, 0));
    expect(fixed.creatives.copy.headlines.length).toBeGreaterThan(0);
    expect(ids(fixed)).toEqual([]);
  });
});

describe('step 6 in the planner', () => {
  // Step 6 reads nothing from the context (clock, randomness, market, memory).
  const ctx = { now: NOW } as unknown as PlannerContext;

  it.each([
    [
      'a CBD campaign on Google Ads',
      regulatedDraft('cbd', {
        platforms: ['google-ads', 'facebook'],
        certifications: ['google-ads', 'facebook'],
        countries: ['US'],
        ageMin: 21,
        headlines: ['Calm, naturally'],
        descriptions: [
          'These statements have not been evaluated by the Food and Drug Administration. This product is not intended to diagnose, treat, cure, or prevent any disease.',
        ],
      }),
    ],
    [
      'a crypto campaign on Google Ads',
      regulatedDraft('crypto', {
        platforms: ['google-ads'],
        certifications: ['google-ads'],
        countries: ['GB', 'US', 'CA', 'DE'],
        ageMin: 18,
        headlines: ['Trade crypto today'],
        descriptions: [
          "Cryptoassets are high-risk. Don't invest unless you're prepared to lose all the money you invest. This is a high-risk investment and you should not expect to be protected if something goes wrong.",
        ],
      }),
    ],
  ])('leaves the review with %s after one approval, and holds nothing open', (_name, draft) => {
    expect(step6.missing(draft).length).toBeGreaterThan(0);
    const rec = step6.recommend?.(draft, ctx, 0);
    expect(rec?.kind).toBe('compliance_fix');
    const next = applyPatch(draft, rec?.patch ?? {}, NOW);
    expect(next.ok).toBe(true);
    expect(step6.missing(next.draft)).toEqual([]);
    // The platforms stay: copy alone could satisfy them.
    expect(next.draft.platforms.selected).toEqual(draft.platforms.selected);
    expect(step6.recommend?.(next.draft, ctx, 0)).toBeNull();
  });

  it('offers the platform change in words when the copy fix cannot clear everything', () => {
    const limits = DESCRIPTION_LIMITS as Record<string, { max: number; hard: boolean; citation: string }>;
    const real = limits.facebook;
    limits.facebook = { max: 20, hard: true, citation: 'test' };
    try {
      const d = regulatedDraft('gambling', {
        platforms: ['google-ads', 'facebook'],
        certifications: ['google-ads', 'facebook'],
        countries: ['GB'],
        ageMin: 18,
        headlines: ['Bet on the big game'],
        descriptions: ['Odds on every match!'],
      });
      const first = step6.recommend?.(d, ctx, 0);
      // No copy change helps, so the first offer is the platform change, said plainly.
      expect(first?.summary).toBe('Compliance fix: drop Facebook');
      expect(first?.text).toMatch(/Alternative: drop Facebook, then add “Please gamble responsibly\.”/);
      const next = applyPatch(d, first?.patch ?? {}, NOW);
      expect(step6.missing(next.draft)).toEqual([]);
    } finally {
      if (real) limits.facebook = real;
    }
  });
});

// --- the property -------------------------------------------------------------------------------------

const keys = (d: CampaignDraft) => new Set(blockersOf(d).map(blockerKey));

function checkFix(draft: CampaignDraft, fix: ComplianceFix): void {
  const before = blockersOf(draft);
  const beforeKeys = new Set(before.map(blockerKey));
  const after = approve(draft, fix);
  const afterKeys = keys(after);
  // No new blocker; every blocker it answers is gone; what it says remains is what remains.
  for (const k of afterKeys) expect(beforeKeys, `new blocker ${k}`).toContain(k);
  for (const f of fix.answered) expect(afterKeys.has(blockerKey(f)), `answered ${blockerKey(f)}`).toBe(false);
  expect(new Set(fix.remaining.map(blockerKey))).toEqual(afterKeys);
  if (fix.kind !== 'fix') expect(afterKeys.size).toBe(0);
  // Nothing the findings did not ask for: only countries and platforms a blocker names go, ages only rise.
  const named = (field: 'country' | 'platform') => new Set(before.flatMap((f) => f[field] ?? []));
  for (const c of draft.targeting.geography.countries) {
    if (!after.targeting.geography.countries.includes(c))
      expect(named('country'), `dropped ${c}`).toContain(c);
  }
  for (const p of draft.platforms.selected) {
    if (!after.platforms.selected.includes(p)) expect(named('platform'), `dropped ${p}`).toContain(p);
  }
  expect(after.targeting.demographics.ageMin).toBeGreaterThanOrEqual(draft.targeting.demographics.ageMin);
  const asked = (pattern: RegExp) => before.some((f) => pattern.test(f.ruleId));
  const phrase = /(^claims\.|\.claims\.\d+$|\.minors)/;
  if (!asked(/\.min-age$/))
    expect(after.targeting.demographics.ageMin).toBe(draft.targeting.demographics.ageMin);
  const geo = after.targeting.geography;
  if (!asked(/\.countries$|\.us-states?$/)) expect(geo).toEqual(draft.targeting.geography);
  // Copy changes only for a copy finding, or because the platforms (and so the limits) changed.
  const moved = JSON.stringify(after.platforms.selected) !== JSON.stringify(draft.platforms.selected);
  const copy = after.creatives.copy;
  if (!moved && !asked(phrase) && !asked(/headline/))
    expect(copy.headlines).toEqual(draft.creatives.copy.headlines);
  if (
    !moved &&
    !asked(phrase) &&
    !asked(/description-length|disclaimer/) &&
    !asked(/\.countries$|\.us-state/)
  )
    expect(copy.descriptions).toEqual(draft.creatives.copy.descriptions);
  // Disclaimers it places (wording lines that were nowhere in the copy) fit every selected platform.
  const maxLine = strictestLimit(DESCRIPTION_LIMITS, after.platforms.selected);
  const original = draft.creatives.copy.descriptions.join('\n');
  for (const line of after.creatives.copy.descriptions) {
    if (DISCLAIMER_LINES.has(line) && !original.includes(line))
      expect(line.length, line).toBeLessThanOrEqual(maxLine);
  }
  if (fix.kind === 'fix') {
    for (const f of fix.remaining) expect(f.ruleId, 'a disclaimer always fits').not.toMatch(/\.disclaimer\./);
  }
  // A phrase rule (claims, minors) is always answered: the phrase is gone.
  if (fix.kind === 'fix') {
    for (const f of fix.remaining) expect(f.ruleId).not.toMatch(/claims|minors/);
  }
}

describe('complianceFix over random regulated drafts', () => {
  it('never adds a blocker, clears what it answers, and converges within 3 approvals or offers a platform change', () => {
    fc.assert(
      fc.property(regulatedDrafts, (draft) => {
        let d = draft;
        let platformChangeOffered = false;
        for (let round = 0; round < 3; round++) {
          const fixes = complianceFixes(d);
          const blocked = blockersOf(d).length > 0;
          // Something is always offered while a blocker remains, and nothing when none does.
          expect(fixes.length > 0).toBe(blocked);
          if (!blocked) break;
          for (const fix of fixes) checkFix(d, fix);
          // A platform alternative clears every blocker (checkFix holds it to that).
          if (fixes.some((f) => f.kind !== 'fix')) platformChangeOffered = true;
          d = approve(d, fixes[0] ?? null);
        }
        if (!platformChangeOffered) expect(blockersOf(d)).toEqual([]);
      }),
      { numRuns: 400 },
    );
  });
});

describe('complianceFix over random universal drafts', () => {
  const universal = regulatedDrafts.map(
    (d): CampaignDraft => ({
      ...d,
      campaignType: 'universal',
      regulatedCategory: null,
      platforms: { ...d.platforms, selected: d.platforms.selected.filter(isUniversalPlatform) },
    }),
  );
  it('clears universal copy blockers in one approval without adding any', () => {
    fc.assert(
      fc.property(universal, (draft) => {
        const fixes = complianceFixes(draft);
        for (const fix of fixes) checkFix(draft, fix);
        if (fixes[0]) expect(blockersOf(approve(draft, fixes[0]))).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });
});
