import { PLATFORMS as CATALOGUE, PLATFORM_IDS } from '@northstar/shared/campaign';
import { describe, expect, it } from 'vitest';
import { PLATFORMS } from './platforms.ts';
import { findEntities, lookUp } from './vocabulary.ts';

const read = (text: string) =>
  findEntities(PLATFORMS, text).map((m) => `${m.text}=${m.values.join('+')}${m.typo ? '~' : ''}`);

describe('the platforms vocabulary', () => {
  it('names every platform of the shared catalogue, and nothing else', () => {
    const named = new Set(PLATFORMS.entries.flatMap((e) => e.values));
    expect([...named].sort()).toEqual([...PLATFORM_IDS].sort());
    // The builder's display name (without its note in brackets) is one of the planner's names for it.
    for (const p of CATALOGUE) {
      const display = p.name.replace(/\s*\(.*\)$/, '');
      expect(lookUp(PLATFORMS, display)?.values, p.name).toContain(p.id);
    }
  });

  it('reads names, abbreviations, the longest name and "Meta" as two networks', () => {
    expect(read('Google Ads and FB, Meta too')).toEqual([
      'Google Ads=google-ads',
      'FB=facebook',
      'Meta=facebook+instagram',
    ]);
    expect(read('tik-tok and linked in')).toEqual(['tik-tok=tiktok', 'linked in=linkedin']);
  });

  it('reads misspellings once, by edit distance', () => {
    expect(read('gogle, facebok and instagarm')).toEqual([
      'gogle=google-ads~',
      'facebok=facebook~',
      'instagarm=instagram~',
    ]);
  });

  it('trusts "IG" in capitals, and lower-case "ig" only beside another network', () => {
    expect(read('IG only')).toEqual(['IG=instagram']);
    expect(read('ig only')).toEqual([]);
    expect(read('fb and ig')).toEqual(['fb=facebook', 'ig=instagram']);
  });

  it("reads a possessive as its owner: Meta's permission, Google's cert", () => {
    expect(read("google's cert and meta's permission")).toEqual([
      'google=google-ads',
      'meta=facebook+instagram',
    ]);
  });
});
