import { isPricingStale } from '@northstar/shared/campaign';
import type { CampaignListItem } from '@northstar/shared/campaign/schemas';
import { CopyPlus, Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../../../../lib/cn.ts';
import { formatDate, formatMoney } from '../../lib/format.ts';
import { builderPath } from '../../lib/paths.ts';
import { ChannelBadge, StaleBadge, StatusBadge } from './badges.tsx';

interface CampaignRowProps {
  campaign: CampaignListItem;
  now: Date;
  duplicating: boolean;
  onDuplicate: (campaign: CampaignListItem) => void;
  onDelete: (campaign: CampaignListItem) => void;
}

const actionClass =
  'inline-flex size-10 items-center justify-center rounded-lg border border-line bg-card text-fg hover:bg-raised disabled:opacity-50';

export function CampaignRow({ campaign, now, duplicating, onDuplicate, onDelete }: CampaignRowProps) {
  const nameId = `campaign-${campaign.id}-name`;
  const stale = isPricingStale(campaign.lastPriceUpdate, campaign.channelType, now);
  return (
    <li
      data-testid="campaign-row"
      className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-5"
    >
      <div className="min-w-0 space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={nameId} className="font-semibold break-words">
            {campaign.name || 'Untitled campaign'}
          </h3>
          <ChannelBadge channelType={campaign.channelType} />
          <StatusBadge status={campaign.status} />
          {stale ? <StaleBadge /> : null}
        </div>
        <dl className="flex flex-wrap gap-x-5 gap-y-1 text-sm">
          <div className="flex gap-1.5">
            <dt className="text-muted">Budget</dt>
            <dd className="font-medium tabular-nums">{formatMoney(campaign.estimatedBudget)}</dd>
          </div>
          <div className="flex gap-1.5">
            <dt className="text-muted">Created</dt>
            <dd>{formatDate(campaign.createdAt)}</dd>
          </div>
          <div className="flex min-w-0 gap-1.5">
            <dt className="text-muted">Platforms</dt>
            <dd className={cn('min-w-0 break-words', campaign.platforms.length === 0 && 'text-muted')}>
              {campaign.platforms.length ? campaign.platforms.join(', ') : 'None yet'}
            </dd>
          </div>
        </dl>
      </div>
      <div className="flex shrink-0 gap-2">
        <Link
          to={builderPath(campaign.channelType, { edit: campaign.id })}
          aria-label="Edit Campaign"
          aria-describedby={nameId}
          title="Edit Campaign"
          className={actionClass}
        >
          <Pencil aria-hidden className="size-4" />
        </Link>
        <button
          type="button"
          aria-label="Duplicate Campaign"
          aria-describedby={nameId}
          title="Duplicate Campaign"
          disabled={duplicating}
          onClick={() => onDuplicate(campaign)}
          className={actionClass}
        >
          <CopyPlus aria-hidden className="size-4" />
        </button>
        <button
          type="button"
          aria-label="Delete Campaign"
          aria-describedby={nameId}
          title="Delete Campaign"
          onClick={() => onDelete(campaign)}
          className={cn(actionClass, 'text-danger')}
        >
          <Trash2 aria-hidden className="size-4" />
        </button>
      </div>
    </li>
  );
}
