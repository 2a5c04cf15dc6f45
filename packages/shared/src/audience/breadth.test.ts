import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { regionsOf } from '../geo/regions.ts';
import { type AudienceTargeting, ageShare, audienceSize, targetingCpmMultiplier } from './breadth.ts';
import { DEFAULT_ONLINE_MILLIONS, ONLINE_MILLIONS, WORLD_ONLINE_MILLIONS } from './online-population.ts';

const US = (ONLINE_MILLIONS.US ?? 0) * 1e6;

function targeting(patch: Partial<AudienceTargeting> = {}): AudienceTargeting {
  return {
    demographics: { ageMin: 18, ageMax: 65, genders: [] },
    geography: { countries: ['US'], regions: [], cities: [] },
    devices: [],
    interests: [],
    audiences: [],
    ...patch,
  };
}
const geo = (countries: string[], regions: string[] = [], cities: string[] = []) =>
  targeting({ geography: { countries, regions, cities } });

describe('audienceSize', () => {
  it("counts a country's adults online, untargeted, as breadth 1", () => {
    expect(audienceSize(targeting())).toEqual({ people: US, breadth: 1, base: US });
    const two = audienceSize(geo(['US', 'GB']));
    expect(two.people).toBe(US + (ONLINE_MILLIONS.GB ?? 0) * 1e6);
    expect(two.breadth).toBe(1);
  });

  it('uses a default for unlisted countries and everyone online when no country is chosen', () => {
    expect(audienceSize(geo(['LU'])).people).toBe(DEFAULT_ONLINE_MILLIONS * 1e6);
    expect(audienceSize(geo([])).people).toBe(WORLD_ONLINE_MILLIONS * 1e6);
  });

  it('keeps the share of the age range, with 65 meaning 65 and over', () => {
    expect(ageShare(13, 65)).toBeCloseTo(1, 10);
    expect(ageShare(65, 65)).toBeCloseTo(0.11, 10);
    expect(ageShare(25, 34)).toBeCloseTo(0.2, 10);
    const young = audienceSize(targeting({ demographics: { ageMin: 25, ageMax: 34, genders: [] } }));
    expect(young.breadth).toBeCloseTo(0.2 / 0.92, 3);
    // Teenagers widen the adult audience, but breadth stays at most 1.
    const teens = audienceSize(targeting({ demographics: { ageMin: 13, ageMax: 65, genders: [] } }));
    expect(teens.people).toBeGreaterThan(US);
    expect(teens.breadth).toBe(1);
  });

  it('keeps about half for one gender and all of them for every gender', () => {
    const women = audienceSize(targeting({ demographics: { ageMin: 18, ageMax: 65, genders: ['female'] } }));
    expect(women.breadth).toBeCloseTo(0.5, 2);
    const all = targeting({ demographics: { ageMin: 18, ageMax: 65, genders: ['female', 'male', 'other'] } });
    expect(audienceSize(all).breadth).toBe(1);
  });

  it("keeps a device subset's share, and every device is no restriction", () => {
    expect(audienceSize(targeting({ devices: ['mobile'] })).breadth).toBeCloseTo(0.7, 3);
    expect(audienceSize(targeting({ devices: ['desktop', 'tablet'] })).breadth).toBeCloseTo(0.26, 3);
    expect(audienceSize(targeting({ devices: ['mobile', 'desktop', 'tablet', 'ctv'] })).breadth).toBe(1);
  });

  it('keeps a slice of the country for a region and a smaller one for a city', () => {
    const states = regionsOf('US').length;
    const colorado = audienceSize(geo(['US'], ['Colorado']));
    expect(colorado.breadth).toBeCloseTo(1 / states, 4);
    const denver = audienceSize(geo(['US'], [], ['Denver']));
    expect(denver.people).toBe(2_500_000);
    expect(denver.breadth).toBeLessThan(colorado.breadth);
    // A city inside a chosen region adds nobody; a city elsewhere adds itself.
    expect(audienceSize(geo(['US'], ['Colorado'], ['Denver'])).people).toBe(colorado.people);
    expect(audienceSize(geo(['US'], ['Colorado'], ['Chicago'])).people).toBe(colorado.people + 2_500_000);
    // "US except Alaska": every state but one.
    const allButOne = regionsOf('US')
      .filter((r) => r.name !== 'Alaska')
      .map((r) => r.name);
    expect(audienceSize(geo(['US'], allButOne)).breadth).toBeCloseTo((states - 1) / states, 4);
  });

  it("counts a region's country even when the country list does not name it", () => {
    const bavaria = audienceSize(geo([], ['Bavaria']));
    expect(bavaria.base).toBe((ONLINE_MILLIONS.DE ?? 0) * 1e6);
    expect(bavaria.breadth).toBeCloseTo(1 / regionsOf('DE').length, 4);
  });

  it('narrows with each interest and each custom audience', () => {
    const sizes = [[], ['yoga'], ['yoga', 'running'], ['yoga', 'running', 'hiking']].map(
      (interests) => audienceSize(targeting({ interests })).people,
    );
    for (let i = 1; i < sizes.length; i++) expect(sizes[i]).toBeLessThan(sizes[i - 1] ?? 0);
    const lists = audienceSize(targeting({ audiences: ['customers', 'lookalike-1'] }));
    expect(lists.people).toBeLessThan(audienceSize(targeting({ audiences: ['customers'] })).people);
    expect(lists.breadth).toBeLessThan(0.05);
  });

  it('never grows when a restriction is added, and stays within (0, 1]', () => {
    const targetings = fc.record({
      demographics: fc
        .tuple(fc.integer({ min: 13, max: 65 }), fc.integer({ min: 13, max: 65 }))
        .chain(([a, b]) =>
          fc.record({
            ageMin: fc.constant(Math.min(a, b)),
            ageMax: fc.constant(Math.max(a, b)),
            genders: fc.uniqueArray(fc.constantFrom('female' as const, 'male' as const, 'other' as const)),
          }),
        ),
      geography: fc.record({
        countries: fc.uniqueArray(fc.constantFrom('US', 'GB', 'DE', 'LU', 'BR', 'AU'), { maxLength: 3 }),
        regions: fc.uniqueArray(fc.constantFrom('Colorado', 'Texas', 'Bavaria', 'Atlantis'), {
          maxLength: 2,
        }),
        cities: fc.uniqueArray(fc.constantFrom('Denver', 'London', 'Munich', 'Gotham'), { maxLength: 2 }),
      }),
      devices: fc.uniqueArray(fc.constantFrom('mobile' as const, 'desktop' as const, 'tablet' as const)),
      interests: fc.uniqueArray(fc.constantFrom('yoga', 'golf', 'chess'), { maxLength: 3 }),
      audiences: fc.uniqueArray(fc.constantFrom('customers', 'visitors'), { maxLength: 2 }),
    });
    fc.assert(
      fc.property(targetings, (t) => {
        const size = audienceSize(t);
        expect(size.people).toBeGreaterThanOrEqual(1);
        expect(size.breadth).toBeGreaterThan(0);
        expect(size.breadth).toBeLessThanOrEqual(1);
        const narrower: AudienceTargeting[] = [
          { ...t, interests: [...t.interests, 'knitting'] },
          { ...t, audiences: [...t.audiences, 'newsletter'] },
          {
            ...t,
            demographics: {
              ...t.demographics,
              ageMin: Math.max(t.demographics.ageMin, Math.min(t.demographics.ageMax, 40)),
            },
          },
        ];
        for (const n of narrower) expect(audienceSize(n).people).toBeLessThanOrEqual(size.people);
      }),
      { numRuns: 300 },
    );
  });
});

describe('targetingCpmMultiplier', () => {
  it('is 1 for a broad audience and rises smoothly to at most 1.8 for a narrow one', () => {
    expect(targetingCpmMultiplier(1)).toBe(1);
    expect(targetingCpmMultiplier(0.5)).toBeGreaterThan(1);
    expect(targetingCpmMultiplier(0.5)).toBeLessThan(1.03);
    expect(targetingCpmMultiplier(0.01)).toBeCloseTo(1.32, 2);
    expect(targetingCpmMultiplier(1e-12)).toBeGreaterThan(1.75);
    expect(targetingCpmMultiplier(0)).toBe(1.8);
    expect(targetingCpmMultiplier(Number.NaN)).toBe(1);
    let previous = 1;
    for (let b = 0.99; b > 1e-9; b *= 0.7) {
      const m = targetingCpmMultiplier(b);
      expect(m).toBeGreaterThan(previous);
      expect(m).toBeLessThan(1.8);
      // Smooth: no jump between neighbouring breadths.
      expect(m - previous).toBeLessThan(0.05);
      previous = m;
    }
  });
});
