import { createDraft } from '@northstar/shared/campaign';
import { describe, expect, it } from 'vitest';
import { mergePatch } from '../draft-patch.ts';
import { applyFacts, readFacts } from '../facts/registry.ts';
import { type DraftPatch, emptyMemory } from '../planner-types.ts';

// The gate: what a regulated campaign may not take in is left out as the facts are applied, and the
// reply says why. New phrasings, not the eval's.

const now = new Date('2026-11-24T12:00:00Z');

function say(text: string, patch: DraftPatch, step: 4 | 5 = 4) {
  const draft = mergePatch(createDraft({ now, campaignType: 'regulated' }), patch);
  const facts = readFacts(text, { step, awaiting: null, draft, now, act: 'statement' });
  const applied = applyFacts(draft, facts, { now, memory: emptyMemory() });
  return { before: draft, draft: applied.draft, warnings: applied.warnings.join(' '), applied };
}

const cannabis: DraftPatch = { regulatedCategory: 'cannabis', platforms: { selected: ['mantis'] } };
const gambling: DraftPatch = { regulatedCategory: 'gambling', platforms: { selected: ['google-ads'] } };
const crypto: DraftPatch = { regulatedCategory: 'crypto', platforms: { selected: ['coinzilla'] } };
const cbd: DraftPatch = { regulatedCategory: 'cbd', platforms: { selected: ['mantis'] } };

describe('countries the category may not run in', () => {
  it.each([
    ['France and Canada', cannabis, ['CA'], 'France'],
    ['target japan + the US', cannabis, ['US'], 'Japan'],
    ['Egypt, Germany, Spain', crypto, ['DE', 'ES'], 'Egypt'],
    ['Brazil and the UK', { ...cbd, regulatedCategory: 'cbd' } as DraftPatch, ['GB'], 'Brazil'],
  ])('"%s" leaves out the banned country and names it', (text, patch, countries, named) => {
    const r = say(text, patch);
    expect(r.draft.targeting.geography.countries).toEqual(countries);
    expect(r.warnings).toContain(named);
    expect(r.warnings).toMatch(/not allowed/);
  });

  it('changes nothing when every country named is banned', () => {
    const r = say('add Italy as well', { ...cannabis, targeting: { geography: { countries: ['CA'] } } });
    expect(r.draft.targeting.geography.countries).toEqual(['CA']);
    expect(r.applied.changed).toEqual([]);
    expect(r.warnings).toContain('Italy');
  });

  it('leaves a universal campaign alone', () => {
    const draft = createDraft({ now });
    const facts = readFacts('China and India', { step: 4, awaiting: null, draft, now, act: 'statement' });
    const applied = applyFacts(draft, facts, { now, memory: emptyMemory() });
    expect(applied.draft.targeting.geography.countries).toEqual(['CN', 'IN']);
  });
});

describe('US states with no licensed cannabis market', () => {
  it('keeps the licensed states and leaves out the others', () => {
    const r = say('Nevada, Idaho and Oregon', cannabis);
    expect(r.draft.targeting.geography.regions).toEqual(['Nevada', 'Oregon']);
    expect(r.draft.targeting.geography.countries).toEqual(['US']);
    expect(r.warnings).toMatch(/not allowed in Idaho/);
  });
});

describe('the legal minimum age', () => {
  it.each([
    [
      'ages 18 to 40',
      { ...cannabis, targeting: { geography: { countries: ['US'], regions: ['Michigan'] } } },
      21,
      40,
    ],
    ['over 19', { ...gambling, targeting: { geography: { countries: ['US'] } } }, 21, 65],
    ['Gen Z', { ...gambling, targeting: { geography: { countries: ['US'] } } }, 21, undefined],
    ['Quebec, 18-30', { regulatedCategory: 'cannabis', platforms: { selected: ['mantis'] } }, 21, 30],
  ] as [string, DraftPatch, number, number | undefined][])(
    '"%s" is raised to the minimum and the reply says so',
    (text, patch, ageMin, ageMax) => {
      const r = say(text, patch);
      expect(r.draft.targeting.demographics.ageMin).toBe(ageMin);
      if (ageMax !== undefined) expect(r.draft.targeting.demographics.ageMax).toBe(ageMax);
      expect(r.warnings).toContain(`${ageMin}`);
      expect(r.warnings).toMatch(/minimum age/);
    },
  );

  it('keeps an age at or above the minimum as given', () => {
    const r = say('25-44', { ...gambling, targeting: { geography: { countries: ['GB'] } } });
    expect(r.draft.targeting.demographics).toMatchObject({ ageMin: 25, ageMax: 44 });
    expect(r.warnings).toBe('');
  });
});

describe('copy with a prohibited claim or an appeal to minors', () => {
  it.each([
    ['headline: Fun for teens and grown-ups', cbd, 'teens'],
    ['headlines: "Cartoon-fresh flavours" | "Grown in Denver"', cannabis, 'Cartoon'],
    ['headline: Heals insomnia overnight', cannabis, 'Heals'],
    ['headline: Get rich with Bitcoin', crypto, 'Get rich'],
    ['headline: Sure wins on every match', gambling, 'Sure wins'],
  ])('"%s" is not used and the reply quotes it', (text, patch, quoted) => {
    const r = say(text, patch, 5);
    expect(r.draft.creatives.copy.headlines.join(' ')).not.toContain(quoted);
    expect(r.warnings).toContain(quoted);
    expect(r.warnings).toMatch(/did not use/);
  });

  it('keeps the clean lines of the same message', () => {
    const r = say('headlines: "Cartoon-fresh flavours" | "Grown in Denver"', cannabis, 5);
    expect(r.draft.creatives.copy.headlines).toEqual(['Grown in Denver']);
  });

  it('lets a required disclaimer through even though it says "cure"', () => {
    const r = say(
      'ad description: This product is not intended to diagnose, treat, cure, or prevent any disease.',
      cbd,
      5,
    );
    expect(r.draft.creatives.copy.descriptions).toHaveLength(1);
    expect(r.warnings).toBe('');
  });
});
