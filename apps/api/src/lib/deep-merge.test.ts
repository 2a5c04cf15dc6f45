import { describe, expect, it } from 'vitest';
import { deepMerge } from './deep-merge.ts';

describe('deepMerge', () => {
  it('merges nested objects and replaces arrays', () => {
    const base = { dashboard: { moduleOrder: ['a', 'b'], pinned: true }, colorTheme: 'light-default' };
    const merged = deepMerge(base, { dashboard: { moduleOrder: ['c'] } });
    expect(merged).toEqual({ dashboard: { moduleOrder: ['c'], pinned: true }, colorTheme: 'light-default' });
    expect(base.dashboard.moduleOrder).toEqual(['a', 'b']);
  });

  it('ignores prototype keys so Object.prototype stays clean', () => {
    const patch = JSON.parse('{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}');
    const merged = deepMerge({}, patch);
    expect(Object.keys(merged)).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
