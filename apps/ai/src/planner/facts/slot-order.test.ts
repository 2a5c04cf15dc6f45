import { describe, expect, it } from 'vitest';
import { READ_ORDER } from './registry.ts';
import { applyOrderOf } from './slot-order.ts';
import { APPLY_ORDER, SLOTS } from './slots.ts';

describe('applyOrderOf', () => {
  it('puts a slot after what it depends on, whatever the declaration order', () => {
    const order = applyOrderOf([
      { key: 'budget', dependsOn: ['schedule', 'currency'] },
      { key: 'currency', dependsOn: [] },
      { key: 'schedule', dependsOn: [] },
    ]);
    expect(order).toEqual(['currency', 'schedule', 'budget']);
  });

  it('keeps the declaration order among independent slots', () => {
    expect(
      applyOrderOf([
        { key: 'b', dependsOn: [] },
        { key: 'a', dependsOn: [] },
      ]),
    ).toEqual(['b', 'a']);
  });

  it('refuses a cycle and an undeclared dependency', () => {
    expect(() =>
      applyOrderOf([
        { key: 'a', dependsOn: ['b'] },
        { key: 'b', dependsOn: ['a'] },
      ]),
    ).toThrow(/cycle: a, b/);
    expect(() => applyOrderOf([{ key: 'a', dependsOn: ['ghost'] }])).toThrow(/ghost/);
  });
});

describe('the slot catalogue', () => {
  it('declares each slot once and applies every slot after its dependencies', () => {
    const keys = SLOTS.map((s) => s.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const slot of SLOTS)
      for (const d of slot.dependsOn)
        expect(APPLY_ORDER.indexOf(d)).toBeLessThan(APPLY_ORDER.indexOf(slot.key));
  });

  it('reads every declared slot exactly once', () => {
    expect(READ_ORDER.map((f) => f.key).sort()).toEqual(SLOTS.map((s) => s.key).sort());
  });

  it('applies the category before the platforms and the budget after its schedule and currency', () => {
    const at = (k: string) => APPLY_ORDER.indexOf(k);
    expect(at('category')).toBeLessThan(at('platforms'));
    expect(at('schedule')).toBeLessThan(at('budget'));
    expect(at('currency')).toBeLessThan(at('budget'));
    expect(at('budget')).toBeLessThan(at('allocation'));
  });
});
