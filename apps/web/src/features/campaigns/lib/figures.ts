import { CAMPAIGN_STATUSES, type CampaignStatus, STATUS_LABELS } from '@northstar/shared/campaign';
import type { CampaignListItem, DeliveryTotals } from '@northstar/shared/campaign/schemas';

/** The filter select: All, Active, Paused and Draft first, then the rest of the life-cycle. */
export const STATUS_FILTERS: ReadonlyArray<{ value: CampaignStatus | 'all'; label: string }> = [
  { value: 'all', label: 'All Campaigns' },
  ...(['active', 'paused', 'draft', 'saved', 'ready', 'scheduled', 'completed'] as const).map((value) => ({
    value,
    label: STATUS_LABELS[value],
  })),
];
export type StatusFilter = CampaignStatus | 'all';
export const isStatusFilter = (value: string): value is StatusFilter =>
  value === 'all' || (CAMPAIGN_STATUSES as readonly string[]).includes(value);

/** What a cell shows when a figure has no meaning yet: a dash, never a made-up 0. */
export const NO_VALUE = '—';

const integer = new Intl.NumberFormat('en-US');

export { formatDollars } from '../../../lib/money.ts';
export const formatCount = (value: number) => integer.format(Math.round(value));
export const formatPercent = (value: number) => `${(value * 100).toFixed(2)}%`;
export const formatRoas = (value: number) => `${value.toFixed(2)}x`;

/** Clicks per impression; null before any impression. */
export const ctrOf = (delivery: DeliveryTotals | null): number | null =>
  delivery && delivery.impressions > 0 ? delivery.clicks / delivery.impressions : null;

/**
 * Revenue per dollar spent; null before any spend, and when nothing earned revenue (only sales campaigns
 * record revenue, and the list does not say which campaigns are sales campaigns).
 */
export const roasOf = (delivery: DeliveryTotals | null): number | null =>
  delivery && delivery.spend > 0 && delivery.revenue > 0 ? delivery.revenue / delivery.spend : null;

export const roasMissingReason = (campaign: Pick<CampaignListItem, 'delivery'>) =>
  !campaign.delivery || campaign.delivery.spend === 0
    ? 'No spend yet'
    : 'No revenue recorded: revenue is tracked for sales campaigns';

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
export function formatDay(iso: string | null): string {
  if (!iso) return NO_VALUE;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? NO_VALUE : dateFormat.format(date);
}
