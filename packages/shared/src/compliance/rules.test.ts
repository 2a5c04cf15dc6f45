import { describe, expect, it } from 'vitest';
import { REGULATED_CATEGORY_IDS } from '../campaign/platforms.ts';
import { findRegion } from '../geo/regions.ts';
import { US_ADULT_USE_STATES, US_CANNABIS_STATES } from './cannabis-regions.ts';
import { CATEGORY_RULES } from './category-rules.ts';
import { disclaimerWordings, isDisclaimerShown, normaliseCopy } from './disclaimers.ts';
import { DESCRIPTION_LIMITS, GOOGLE_DESCRIPTION_MAX, HEADLINE_LIMITS } from './limits.ts';

const disclaimers = REGULATED_CATEGORY_IDS.flatMap((c) => CATEGORY_RULES[c].disclaimers);
const strictestDescription = Math.min(...Object.values(DESCRIPTION_LIMITS).map((l) => l?.max ?? Infinity));

describe('the rules table', () => {
  it('scopes every disclaimer to the jurisdictions or networks that require it', () => {
    for (const d of disclaimers) {
      expect(Boolean(d.countries?.length || d.platforms?.length), d.id).toBe(true);
      expect(d.citation, d.id).toMatch(/\S/);
    }
  });

  it('accepts every wording it suggests, each on its own lines', () => {
    for (const d of disclaimers) {
      for (const lines of disclaimerWordings(d)) {
        expect(isDisclaimerShown(d, lines.map(normaliseCopy)), `${d.id}: ${lines.join(' / ')}`).toBe(true);
      }
    }
  });

  it('has for every disclaimer a wording that fits the strictest description limit', () => {
    expect(strictestDescription).toBe(GOOGLE_DESCRIPTION_MAX);
    for (const d of disclaimers) {
      const fits = disclaimerWordings(d).some((lines) =>
        lines.every((l) => l.length <= strictestDescription),
      );
      expect(fits, d.id).toBe(true);
    }
  });

  it('cites every copy limit and every category rule', () => {
    for (const limit of [...Object.values(HEADLINE_LIMITS), ...Object.values(DESCRIPTION_LIMITS)]) {
      expect(limit?.citation).toMatch(/\S/);
    }
    for (const c of REGULATED_CATEGORY_IDS) {
      const rule = CATEGORY_RULES[c];
      for (const text of [rule.minAgeCitation, rule.countriesCitation, rule.minors.citation])
        expect(text, c).toMatch(/\S/);
    }
  });

  it('names real US states, each with its law, and leaves out those without a licensed market', () => {
    for (const [code, row] of Object.entries(US_CANNABIS_STATES)) {
      expect(findRegion(code)?.country, code).toBe('US');
      expect(row.source).toMatch(/\S/);
    }
    expect(US_ADULT_USE_STATES).toEqual(expect.arrayContaining(['US-CO', 'US-CA', 'US-WA', 'US-NY']));
    for (const code of ['US-TX', 'US-ID', 'US-KS', 'US-NC']) expect(US_CANNABIS_STATES[code]).toBeUndefined();
    expect(US_CANNABIS_STATES['US-FL']?.programme).toBe('medical');
  });
});
