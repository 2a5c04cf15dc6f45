const HOUR_MS = 60 * 60 * 1000;

/** Pricing goes stale after 72 h for universal channels and 48 h for every other channel type. */
export const STALE_PRICING_HOURS = { universal: 72, other: 48 } as const;

export const stalePricingThresholdHours = (channelType: string): number =>
  channelType === 'universal' ? STALE_PRICING_HOURS.universal : STALE_PRICING_HOURS.other;

/**
 * True when the last price update is older than the channel's threshold. A missing or unreadable
 * timestamp counts as stale: we cannot vouch for prices we cannot date.
 */
export function isPricingStale(
  lastPriceUpdate: string | number | Date | null | undefined,
  channelType: string,
  now: Date,
): boolean {
  if (lastPriceUpdate === null || lastPriceUpdate === undefined || lastPriceUpdate === '') return true;
  const updated =
    lastPriceUpdate instanceof Date ? lastPriceUpdate.getTime() : new Date(lastPriceUpdate).getTime();
  if (Number.isNaN(updated)) return true;
  return now.getTime() - updated > stalePricingThresholdHours(channelType) * HOUR_MS;
}
