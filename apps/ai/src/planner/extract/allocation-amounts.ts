import type { PlatformId } from '@northstar/shared/campaign';
import { type MoneyReading, readMoney } from '../read/money.ts';
import { largestRemainder } from '../recommend/allocation.ts';
import { groupsOf, mentionsIn, type PlatformMention, pairUp, type Share } from './allocation.ts';

// A split given in money: "15k on google and 5k on meta", "Google $800/day, TikTok $200/day". The
// amounts add up to the budget (unless a budget is stated apart) and their proportions are the split.

export interface AmountSplit {
  shares: Partial<Record<PlatformId, number>>;
  /** The amounts' sum, when the message states no budget apart from them. */
  budget: Pick<MoneyReading, 'amount' | 'currency' | 'period'> | null;
  spans: [number, number][];
  mentions: PlatformMention[];
}

export function readAmountSplit(text: string): AmountSplit | null {
  const money = readMoney(text).filter((m) => m.role === 'budget' && !m.range);
  if (money.length < 2) return null;
  const shares: (Share & { reading: MoneyReading })[] = money.map((m) => ({
    value: m.amount,
    each: false,
    start: m.start,
    end: m.end,
    reading: m,
  }));
  const groups = groupsOf(text, mentionsIn(text), shares);
  const pairs = pairUp(text, shares, groups).filter((p) => p.share.value !== 'rest');
  if (pairs.length < 2) return null;
  const readings = pairs.map((p) => (p.share as (typeof shares)[number]).reading);
  const [first] = readings;
  if (!first || readings.some((r) => r.currency !== first.currency || r.period !== first.period)) return null;
  const weights = new Map<PlatformId, number>();
  for (const { share, group } of pairs)
    for (const slot of group.slots)
      for (const id of slot.ids)
        weights.set(
          id,
          (weights.get(id) ?? 0) + (share.value as number) / group.slots.length / slot.ids.length,
        );
  const sum = readings.reduce((s, r) => s + r.amount, 0);
  const apart = money.some((m) => !readings.includes(m));
  return {
    shares: largestRemainder([...weights]),
    budget: apart ? null : { amount: sum, currency: first.currency, period: first.period },
    spans: pairs.map((p) => [p.share.start, p.share.end]),
    mentions: pairs.flatMap((p) => p.group.slots),
  };
}
