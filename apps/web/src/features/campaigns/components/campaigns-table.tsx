import { type CampaignStatus, canPause, canResume, STATUS_LABELS } from '@northstar/shared/campaign';
import type { CampaignListItem, CampaignOrigin } from '@northstar/shared/campaign/schemas';
import { Eye, Pause, Pencil, Play, SearchX } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { CardTableHead, cardTableBody } from '../../../components/ui/card-table-head.tsx';
import { cn } from '../../../lib/cn.ts';
import type { PendingTransition } from '../../../resources/campaigns/campaign-transition.ts';
import type { TransitionAction } from '../../../resources/campaigns/campaigns.api.ts';
import {
  ctrOf,
  formatDollars,
  formatPercent,
  formatRoas,
  NO_VALUE,
  roasMissingReason,
  roasOf,
} from '../lib/figures.ts';

export const STATUS_TONES: Record<CampaignStatus, BadgeTone> = {
  draft: 'neutral',
  saved: 'neutral',
  ready: 'brand',
  scheduled: 'brand',
  active: 'success',
  paused: 'warning',
  completed: 'neutral',
};

export const StatusBadge = ({ status }: { status: CampaignStatus }) => (
  <Badge tone={STATUS_TONES[status]}>{STATUS_LABELS[status]}</Badge>
);

/** Where a campaign came from, when it was not started in the builder: the assistant is a badge. */
export function OriginNote({ origin }: { origin: CampaignOrigin }) {
  if (origin === 'assistant')
    return (
      <Badge tone="brand" className="ml-2 align-middle">
        from the assistant
      </Badge>
    );
  if (origin === 'template') return <span> · from a template</span>;
  if (origin === 'duplicate') return <span> · a copy</span>;
  return null;
}

// Under 640 px each row becomes a card whose cells show their column name (data-label).
const cell = cn(
  'px-4 py-3 max-sm:flex max-sm:items-center max-sm:justify-between max-sm:gap-4 max-sm:px-0 max-sm:py-1',
  'max-sm:before:text-xs max-sm:before:font-semibold max-sm:before:uppercase max-sm:before:tracking-wide',
  'max-sm:before:text-muted max-sm:before:content-[attr(data-label)]',
);
const ACTION_LABELS: Record<TransitionAction, { idle: string; busy: string }> = {
  pause: { idle: 'Pause', busy: 'Pausing...' },
  resume: { idle: 'Resume', busy: 'Resuming...' },
};

interface CampaignsTableProps {
  campaigns: readonly CampaignListItem[];
  total: number;
  /** The pauses and resumes on their way. */
  pending: readonly PendingTransition[];
  onTransition: (campaign: CampaignListItem, action: TransitionAction) => void;
  onOpen: (campaign: CampaignListItem) => void;
  /** Where a draft is edited: `${builderPath}/${channelType}?edit=${id}`. */
  builderPath: string;
  /** Set when a status filter hides the other campaigns. */
  filterLabel: string | null;
  onClearFilter: () => void;
  busy: boolean;
}

function Actions({
  campaign,
  pending,
  onTransition,
  onOpen,
  builderPath,
}: Pick<CampaignsTableProps, 'onTransition' | 'onOpen' | 'builderPath'> & {
  campaign: CampaignListItem;
  /** The action on its way for this row, if any: its button stays (busy) while the row already shows
   * the status it asked for. */
  pending: TransitionAction | null;
}) {
  const name = campaign.name || 'Untitled campaign';
  const action: TransitionAction | null =
    pending ?? (canPause(campaign.status) ? 'pause' : canResume(campaign.status) ? 'resume' : null);
  if (action) {
    const Icon = action === 'pause' ? Pause : Play;
    return (
      <Button
        size="sm"
        variant="secondary"
        aria-label={`${ACTION_LABELS[action].idle} ${name}`}
        aria-busy={pending ? true : undefined}
        disabled={pending !== null}
        onClick={() => onTransition(campaign, action)}
        className="max-sm:w-full"
      >
        <Icon aria-hidden className="size-4" />
        {pending ? ACTION_LABELS[action].busy : ACTION_LABELS[action].idle}
      </Button>
    );
  }
  if (campaign.status === 'draft' || campaign.status === 'saved') {
    return (
      <Link
        to={`${builderPath}/${campaign.channelType}?edit=${encodeURIComponent(campaign.id)}`}
        aria-label={`Edit ${name}`}
        className={buttonClasses('secondary', 'sm', 'max-sm:w-full')}
      >
        <Pencil aria-hidden className="size-4" />
        Edit
      </Link>
    );
  }
  return (
    <Button
      size="sm"
      variant="ghost"
      aria-label={`Details of ${name}`}
      onClick={() => onOpen(campaign)}
      className="max-sm:w-full"
    >
      <Eye aria-hidden className="size-4" />
      Details
    </Button>
  );
}

export function CampaignsTable({
  campaigns,
  total,
  pending,
  onTransition,
  onOpen,
  builderPath,
  filterLabel,
  onClearFilter,
  busy,
}: CampaignsTableProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      aria-busy={busy}
      className="overflow-hidden rounded-xl border border-line bg-card shadow-sm"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2 border-b border-line px-4 py-4 sm:px-6">
        <h2 id={headingId} className="text-base font-semibold">
          Recent Campaigns
        </h2>
        {total > campaigns.length ? (
          <p className="text-xs text-muted">
            The {campaigns.length} newest of {total}.{' '}
            <Link to={builderPath} className="text-link underline">
              See all in the Campaign Builder
            </Link>
          </p>
        ) : null}
      </div>
      {campaigns.length === 0 ? (
        <div className="flex flex-col items-center gap-2 px-6 py-12 text-center">
          <SearchX aria-hidden className="size-8 text-muted" />
          <p className="font-semibold">
            {filterLabel ? `No ${filterLabel.toLowerCase()} campaigns` : 'No campaigns'}
          </p>
          {filterLabel ? (
            <Button variant="secondary" size="sm" onClick={onClearFilter}>
              Show all campaigns
            </Button>
          ) : null}
        </div>
      ) : (
        <table aria-labelledby={headingId} className="w-full border-collapse text-sm max-sm:block">
          <CardTableHead columns={['Campaign', 'Status', 'Budget', 'Spend', 'CTR', 'ROAS']} />
          <tbody className={cardTableBody}>
            {campaigns.map((campaign) => {
              const ctr = ctrOf(campaign.delivery);
              const roas = roasOf(campaign.delivery);
              return (
                <tr
                  key={campaign.id}
                  data-testid="campaign-row"
                  className="max-sm:block max-sm:rounded-lg max-sm:border max-sm:border-line max-sm:px-3 max-sm:py-2"
                >
                  <td className="px-4 py-3 max-sm:block max-sm:px-0 max-sm:py-1">
                    <button
                      type="button"
                      aria-haspopup="dialog"
                      onClick={() => onOpen(campaign)}
                      className="rounded text-left font-medium break-words text-link hover:underline"
                    >
                      {campaign.name || 'Untitled campaign'}
                    </button>
                    {campaign.origin === 'assistant' ? <OriginNote origin="assistant" /> : null}
                    <p className="text-xs break-words text-muted">
                      {campaign.platforms.length > 0 ? campaign.platforms.join(', ') : 'No platforms yet'}
                      {campaign.origin !== 'assistant' ? <OriginNote origin={campaign.origin} /> : null}
                    </p>
                  </td>
                  <td data-label="Status" className={cell}>
                    <StatusBadge status={campaign.status} />
                  </td>
                  <td data-label="Budget" className={cn(cell, 'tabular-nums')}>
                    {formatDollars(campaign.estimatedBudget)}
                  </td>
                  <td data-label="Spend" className={cn(cell, 'tabular-nums')}>
                    {campaign.delivery ? formatDollars(campaign.delivery.spend) : NO_VALUE}
                  </td>
                  <td data-label="CTR" className={cn(cell, 'tabular-nums')}>
                    {ctr === null ? NO_VALUE : formatPercent(ctr)}
                  </td>
                  <td data-label="ROAS" className={cn(cell, 'tabular-nums')}>
                    {roas === null ? (
                      <span title={roasMissingReason(campaign)}>
                        {NO_VALUE}
                        <span className="sr-only"> ({roasMissingReason(campaign)})</span>
                      </span>
                    ) : (
                      formatRoas(roas)
                    )}
                  </td>
                  <td className="px-4 py-3 text-right max-sm:block max-sm:px-0 max-sm:pt-2">
                    <Actions
                      campaign={campaign}
                      pending={pending.find((p) => p.id === campaign.id)?.action ?? null}
                      onTransition={onTransition}
                      onOpen={onOpen}
                      builderPath={builderPath}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
