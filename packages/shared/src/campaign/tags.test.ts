import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addTag, canAddTag, clampDescription, removeTag } from './tags.ts';

describe('addTag', () => {
  it('adds a trimmed tag', () => {
    expect(addTag([], '  summer  ')).toEqual(['summer']);
  });
  it('ignores blank input', () => {
    expect(addTag(['a'], '   ')).toEqual(['a']);
  });
  it('refuses duplicates regardless of case', () => {
    expect(addTag(['Summer'], 'summer')).toEqual(['Summer']);
  });
  it('stops at 10 tags and hides the input then', () => {
    const nine = Array.from({ length: 9 }, (_, i) => `t${i}`);
    const ten = addTag(nine, 'last');
    expect(ten).toHaveLength(10);
    expect(canAddTag(nine)).toBe(true);
    expect(canAddTag(ten)).toBe(false);
    expect(addTag(ten, 'eleventh')).toEqual(ten);
  });
  it('does not mutate its input', () => {
    const tags = ['a'];
    addTag(tags, 'b');
    expect(tags).toEqual(['a']);
  });
  it('never exceeds 10 tags or holds case-insensitive duplicates', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 12 }), { maxLength: 30 }), (inputs) => {
        const tags = inputs.reduce<string[]>((acc, input) => addTag(acc, input), []);
        expect(tags.length).toBeLessThanOrEqual(10);
        expect(new Set(tags.map((t) => t.toLowerCase())).size).toBe(tags.length);
        for (const t of tags) expect(t).toBe(t.trim());
      }),
    );
  });
});

describe('removeTag', () => {
  it('removes only the given tag', () => {
    expect(removeTag(['a', 'b', 'c'], 'b')).toEqual(['a', 'c']);
  });
});

describe('clampDescription', () => {
  it('cuts text past 500 characters and keeps shorter text as is', () => {
    expect(clampDescription('x'.repeat(600))).toHaveLength(500);
    expect(clampDescription('short')).toBe('short');
  });
  it('does not split an emoji at the cut', () => {
    const text = `${'x'.repeat(499)}😀tail`;
    expect(clampDescription(text)).toBe('x'.repeat(499));
  });
});
