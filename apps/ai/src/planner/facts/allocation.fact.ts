import type { PlatformId } from '@northstar/shared/campaign/platforms';
import { platformName } from '@northstar/shared/campaign/platforms';
import { extractAllocation } from '../extract/allocation.ts';
import { joinList } from '../format.ts';
import { defineFact } from './fact-types.ts';

// A budget split: "60% Google, 40% Facebook", "Google 70 / TikTok 30", or "60/40" over the selected
// platforms. Percent signs elsewhere ("25% off") are claimed by the offers fact before this runs.

type Split = Partial<Record<PlatformId, number>>;

export const allocationFact = defineFact<Split>({
  key: 'allocation',
  step: 7,
  scope: 'anywhere',
  prompt: 'How should the budget be split across the platforms?',
  examples: ['60% Google Ads, 40% Facebook', '70/30'],
  read(message, ctx) {
    const percentSplit = /%/.test(message.text);
    if (!percentSplit && !(ctx.step === 7 || ctx.awaiting === 'budget_allocation')) return [];
    const split = extractAllocation(message.text, ctx.draft.platforms.selected);
    return split ? [{ key: 'allocation', op: 'set', value: split }] : [];
  },
  apply(fact, { draft }) {
    const selected = draft.platforms.selected;
    const entries = Object.entries(fact.value) as [PlatformId, number][];
    const outside = entries.filter(([p]) => !selected.includes(p)).map(([p]) => platformName(p));
    const total = entries.reduce((s, [, v]) => s + v, 0);
    if (outside.length)
      return {
        warnings: [
          `${joinList(outside)} ${outside.length === 1 ? 'is' : 'are'} not among the selected platforms, so I did not split the budget.`,
        ],
      };
    if (Math.abs(total - 100) > 0.01)
      return { warnings: [`That split adds up to ${total}%; it must total 100%.`] };
    // Every selected platform gets a value, so no stale share survives the merge.
    const allocation = Object.fromEntries(selected.map((p) => [p, fact.value[p] ?? 0]));
    return {
      patch: { budget: { allocation } },
      said: `split ${entries.map(([p, v]) => `${platformName(p)} ${v}%`).join(', ')}`,
    };
  },
});
