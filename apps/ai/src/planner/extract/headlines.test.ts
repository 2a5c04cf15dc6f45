import { describe, expect, it } from 'vitest';
import { clampHeadline, extractHeadlines, HEADLINE_MAX_LENGTH } from './headlines.ts';

describe('extractHeadlines', () => {
  it.each([
    ['"Spring styles are here" and "Shop the new season"', ['Spring styles are here', 'Shop the new season']],
    ['use “Fresh looks,  fresh start ”', ['Fresh looks, fresh start']],
    ['headline: Save big this spring', ['Save big this spring']],
    ['headlines: One | Two words', ['One', 'Two words']],
    ['"Same" and "same"', ['Same']],
    ['no quotes here', []],
  ])('reads %s', (text, expected) => {
    expect(extractHeadlines(text)).toEqual(expected);
  });

  it('skips text already used as the name', () => {
    expect(extractHeadlines('called "Spring Sale" with "Shop now"', ['Spring Sale'])).toEqual(['Shop now']);
  });

  it('caps each headline at the schema limit, on a word boundary', () => {
    const long = `"${'word '.repeat(60)}"`;
    const [h] = extractHeadlines(long);
    expect(h?.length).toBeLessThanOrEqual(HEADLINE_MAX_LENGTH);
    expect(h?.endsWith('word')).toBe(true);
    expect(clampHeadline('Shop the big spring sale today', 20)).toBe('Shop the big spring');
  });

  it('keeps at most 15', () => {
    const many = Array.from({ length: 20 }, (_, i) => `"Headline ${i}"`).join(' ');
    expect(extractHeadlines(many)).toHaveLength(15);
  });
});
