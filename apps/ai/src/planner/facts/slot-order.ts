// The order slots are applied in, derived from what each declares it depends on (slots.ts): a slot is
// applied after every slot it depends on (the category decides the platforms, the schedule the budget's
// rate). Among slots free to go, the one declared first goes first, so the order is stable.

export interface Ordered {
  key: string;
  dependsOn: readonly string[];
}

/** Keys in an order that puts every slot after its dependencies (Kahn's algorithm); throws on a cycle. */
export function applyOrderOf(slots: readonly Ordered[]): string[] {
  const keys = new Set(slots.map((s) => s.key));
  for (const s of slots)
    for (const d of s.dependsOn)
      if (!keys.has(d)) throw new Error(`slot ${s.key} depends on ${d}, which is not declared`);
  const placed = new Set<string>();
  const order: string[] = [];
  while (order.length < slots.length) {
    const next = slots.find((s) => !placed.has(s.key) && s.dependsOn.every((d) => placed.has(d)));
    if (!next) {
      const stuck = slots.filter((s) => !placed.has(s.key)).map((s) => s.key);
      throw new Error(`slots depend on each other in a cycle: ${stuck.join(', ')}`);
    }
    placed.add(next.key);
    order.push(next.key);
  }
  return order;
}
