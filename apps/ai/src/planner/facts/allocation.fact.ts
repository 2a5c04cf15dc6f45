import { type PlatformId, platformName } from '@northstar/shared/campaign';
import { type PlatformMention, readAllocation } from '../extract/allocation.ts';
import { readAmountSplit } from '../extract/allocation-amounts.ts';
import { joinList } from '../format.ts';
import { defineFact } from './fact-types.ts';
import type { MessageText } from './message-text.ts';

// A budget split: "60% Google, 40% Facebook", "Google 70 / TikTok 30", "70/30 fb/ig", "half on google,
// rest split between fb and insta", "split it evenly". Percent signs elsewhere ("25% off") are claimed
// by the offers fact before this runs. A split that does not total 100% is refused with its total; a
// lean without numbers ("most on TikTok") is asked back.

type Split = Partial<Record<PlatformId, number>>;
type AllocationValue = { shares: Split } | { vague: PlatformId[] };

const MONEY_TOPIC = /\b(?:budget|spend|allocat\w*|money)\b/i;

/** Names of platforms already chosen are the split's; a split naming another leaves all its names to the platforms reader. */
function claimNames(
  message: MessageText,
  mentions: readonly PlatformMention[],
  selected: readonly PlatformId[],
) {
  if (mentions.every((m) => m.ids.every((id) => selected.includes(id))))
    for (const m of mentions) message.claim(m.start, m.end);
}

export const allocationFact = defineFact<AllocationValue>({
  key: 'allocation',
  step: 7,
  scope: 'anywhere',
  prompt: 'How should the budget be split across the platforms?',
  examples: ['60% Google Ads, 40% Facebook', '70/30', 'split it evenly', 'half on Google, rest on Meta'],
  read(message, ctx) {
    const selected = ctx.draft.platforms.selected;
    const onStep = ctx.step === 7 || ctx.awaiting === 'budget_allocation';
    const amounts = readAmountSplit(message.text);
    if (amounts) {
      for (const [start, end] of amounts.spans) message.claim(start, end);
      claimNames(message, amounts.mentions, selected);
      // The amounts are the budget too, unless one is stated apart ("budget 20k: 15k google, 5k meta").
      const budget = amounts.budget ? [{ key: 'budget', op: 'set' as const, value: amounts.budget }] : [];
      return [...(budget as never[]), { key: 'allocation', op: 'set', value: { shares: amounts.shares } }];
    }
    const reading = readAllocation(message.text, selected, { bare: onStep });
    if (!reading) return [];
    // A split with no platform named needs the budget step: "split it evenly" elsewhere is not a split.
    if (reading.mentions.length === 0 && !onStep && !MONEY_TOPIC.test(message.text)) return [];
    if (reading.vague && !onStep && !MONEY_TOPIC.test(message.text)) return [];
    for (const [start, end] of reading.spans) message.claim(start, end);
    claimNames(message, reading.mentions, selected);
    const value: AllocationValue = reading.shares
      ? { shares: reading.shares }
      : { vague: reading.vague ?? [] };
    return [{ key: 'allocation', op: 'set', value }];
  },
  apply(fact, { draft }) {
    const selected = draft.platforms.selected;
    if ('vague' in fact.value) {
      const names = joinList(fact.value.vague.map((p) => platformName(p)));
      const others = selected.filter((p) => !('vague' in fact.value && fact.value.vague.includes(p)));
      const example = others[0]
        ? `“70% ${platformName(fact.value.vague[0] ?? others[0])}, 30% ${platformName(others[0])}”`
        : '“70% / 30%”';
      return {
        warnings: [
          `How much should go to ${names}? Give the split in percentages that add up to 100, e.g. ${example}.`,
        ],
      };
    }
    const shares = fact.value.shares;
    const entries = Object.entries(shares) as [PlatformId, number][];
    const outside = entries.filter(([p, v]) => v > 0 && !selected.includes(p)).map(([p]) => platformName(p));
    const total = Math.round(entries.reduce((s, [, v]) => s + v, 0) * 100) / 100;
    if (outside.length)
      return {
        warnings: [
          `${joinList(outside)} ${outside.length === 1 ? 'is' : 'are'} not among the selected platforms, so I did not split the budget.`,
        ],
      };
    const unassigned = selected.filter((p) => !((shares[p] ?? 0) > 0));
    if (total < 100 && unassigned.length > 0)
      return {
        warnings: [
          `That split adds up to ${total}%, leaving ${Math.round((100 - total) * 100) / 100}% for ${joinList(unassigned.map((p) => platformName(p)))}: how should that part be split? Give shares that add up to 100.`,
        ],
      };
    if (Math.abs(total - 100) > 0.01)
      return {
        warnings: [
          `That split adds up to ${total}%; it must total 100%. Please give shares that add up to 100.`,
        ],
      };
    // Every selected platform gets a value, so no stale share survives the merge.
    const allocation = Object.fromEntries(selected.map((p) => [p, shares[p] ?? 0]));
    return {
      patch: { budget: { allocation } },
      said: `split ${entries
        .filter(([, v]) => v > 0)
        .map(([p, v]) => `${platformName(p)} ${v}%`)
        .join(', ')}`,
    };
  },
});
