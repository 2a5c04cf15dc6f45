import { describe, expect, it } from 'vitest';
import { scanList } from './text.ts';

describe('scanList', () => {
  it('keeps the items up to the first one refused', () => {
    const region = 'running, fitness and we want more';
    const r = scanList(region, (item) => !item.startsWith('we'));
    expect(r.items).toEqual(['running', 'fitness']);
    expect(region.slice(0, r.end)).toBe('running, fitness');
  });
});
