import {
  CURRENCIES,
  KPI_OPTIONS_BY_OBJECTIVE,
  OBJECTIVE_IDS,
  OBJECTIVES as OBJECTIVE_LABELS,
  PLATFORMS as PLATFORM_CATALOGUE,
  PLATFORM_IDS,
} from '@northstar/shared/campaign';
import { deviceSchema, genderSchema } from '@northstar/shared/campaign/schemas';
import { CITIES, COUNTRY_GROUPS, REGIONS } from '@northstar/shared/geo';
import { describe, expect, it } from 'vitest';
import {
  CALLS_TO_ACTION,
  CURRENCY_WORDS,
  DEVICES,
  ENTITY_VOCABULARIES,
  GENDERS,
  KPIS,
  OBJECTIVES,
  PLACES,
  PLATFORMS,
} from './index.ts';
import { placeOf } from './places.ts';
import { lookUp, type Vocabulary } from './vocabulary.ts';

// The planner's words against the shared catalogues the builder shows: every id the builder offers has
// a name here, every value here is an id the builder accepts, and the builder's own label reads back as
// that id. So the builder and the planner never disagree on a name.

const valuesOf = (v: Vocabulary) => new Set(v.entries.flatMap((e) => e.values));
const ALL_KPI_IDS = Object.values(KPI_OPTIONS_BY_OBJECTIVE).flatMap((options) => options.map((k) => k.id));

describe('the lexicon against the shared catalogues', () => {
  it('platforms: every id named, the builder label reads back', () => {
    expect([...valuesOf(PLATFORMS)].sort()).toEqual([...PLATFORM_IDS].sort());
    for (const p of PLATFORM_CATALOGUE)
      expect(lookUp(PLATFORMS, p.name.replace(/\s*\(.*\)$/, ''))?.values, p.name).toContain(p.id);
  });

  it('KPIs: one vocabulary covering every KPI id, the builder label reads back', () => {
    expect([...valuesOf(KPIS)].sort()).toEqual([...new Set(ALL_KPI_IDS)].sort());
    for (const options of Object.values(KPI_OPTIONS_BY_OBJECTIVE))
      for (const k of options)
        expect(lookUp(KPIS, k.label.replace('-', ' '))?.values, k.label).toEqual([k.id]);
  });

  it('objectives: every objective named, the builder label reads back', () => {
    expect([...valuesOf(OBJECTIVES)].sort()).toEqual([...OBJECTIVE_IDS].sort());
    for (const o of OBJECTIVE_LABELS) expect(lookUp(OBJECTIVES, o.label)?.values, o.label).toEqual([o.id]);
  });

  it('devices, genders and currencies: only values the draft schema accepts, all of them named', () => {
    expect([...valuesOf(DEVICES)].sort()).toEqual([...deviceSchema.options].sort());
    // "other" is a builder option nobody types as an audience.
    for (const g of valuesOf(GENDERS)) expect(genderSchema.options).toContain(g);
    expect([...valuesOf(CURRENCY_WORDS)].sort()).toEqual([...CURRENCIES].sort());
    for (const code of CURRENCIES) expect(lookUp(CURRENCY_WORDS, code)?.values).toEqual([code]);
  });

  it('places: every value is a country, group, region or city of the shared tables', () => {
    const regionNames = new Intl.DisplayNames('en', { type: 'region', fallback: 'none' });
    const known: Record<string, (id: string) => boolean> = {
      country: (id) => /^[A-Z]{2}$/.test(id) && regionNames.of(id) !== undefined,
      group: (id) => COUNTRY_GROUPS.some((g) => g.id === id),
      region: (id) => REGIONS.some((r) => r.code === id),
      city: (id) => CITIES.some((c) => c.name === id),
    };
    for (const value of valuesOf(PLACES)) {
      const { kind, id } = placeOf(value);
      expect(known[kind]?.(id), value).toBe(true);
    }
    for (const group of COUNTRY_GROUPS)
      expect(lookUp(PLACES, group.label)?.values, group.id).toContain(`group:${group.id}`);
    for (const name of ['DACH', 'Benelux', 'Nordics', 'Iberia', 'GCC', 'ANZ', 'LATAM', 'EU'])
      expect(
        lookUp(PLACES, name)?.values.some((v) => v.startsWith('group:')),
        name,
      ).toBe(true);
  });

  it('calls to action fit the builder (30 characters) and each label reads back as itself', () => {
    for (const [label] of CALLS_TO_ACTION.entries.map((e) => e.values)) {
      expect((label ?? '').length).toBeLessThanOrEqual(30);
      expect(lookUp(CALLS_TO_ACTION, label ?? '')?.values).toEqual([label]);
    }
  });

  it('no vocabulary lists one name twice for different values', () => {
    for (const v of ENTITY_VOCABULARIES.filter((x) => x !== PLACES)) {
      const seen = new Map<string, string>();
      for (const e of v.entries)
        for (const name of e.names) {
          const key = name.toLowerCase().replace(/[-\s]+/g, ' ');
          const values = e.values.join('+');
          expect(seen.get(key) ?? values, `${v.kind}: ${name}`).toBe(values);
          seen.set(key, values);
        }
    }
  });

  it('no goal, KPI or platform word is also the name of a place (Leeds is a city, never "leads")', () => {
    const placeNames = new Set(
      [...CITIES.map((c) => c.name), ...REGIONS.map((r) => r.name)].map((n) => n.toLowerCase()),
    );
    for (const v of [OBJECTIVES, KPIS, PLATFORMS])
      for (const e of v.entries)
        for (const name of e.names)
          expect(placeNames.has(name.toLowerCase()), `${v.kind}: ${name}`).toBe(false);
  });
});
