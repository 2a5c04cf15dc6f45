import { isLaunched } from '@northstar/shared/campaign';
import type { CampaignListItem } from '@northstar/shared/campaign/schemas';
import { HistoryByline } from '../../../components/history-byline.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { SandboxNotice } from '../../../components/ui/sandbox-notice.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { describeChange, formatDateTime, HISTORY_ACTION_LABELS } from '../../../lib/campaign-history.ts';
import { useCampaignHistory } from '../../../resources/campaigns/campaign-queries.ts';
import {
  ctrOf,
  formatCount,
  formatDay,
  formatDollars,
  formatPercent,
  formatRoas,
  NO_VALUE,
  roasMissingReason,
  roasOf,
} from '../lib/figures.ts';
import { CampaignForecastSection } from './campaign-forecast-section.tsx';
import { StatusBadge } from './campaigns-table.tsx';
import { HoldoutTestSection } from './holdout-test-section.tsx';

function DeliveryTotals({ campaign }: { campaign: CampaignListItem }) {
  const { delivery } = campaign;
  if (!delivery) {
    return (
      <p className="text-sm text-muted">
        {isLaunched(campaign.status) || campaign.status === 'completed'
          ? 'No delivery yet: figures appear once the sandbox has delivered its first impressions.'
          : 'Not launched yet: delivery starts after the campaign is launched.'}
      </p>
    );
  }
  const ctr = ctrOf(delivery);
  const roas = roasOf(delivery);
  const figures = [
    { label: 'Spend', value: formatDollars(delivery.spend) },
    { label: 'Impressions', value: formatCount(delivery.impressions) },
    { label: 'Clicks', value: formatCount(delivery.clicks) },
    { label: 'CTR', value: ctr === null ? NO_VALUE : formatPercent(ctr) },
    { label: 'Conversions', value: formatCount(delivery.conversions) },
    { label: 'Revenue', value: formatDollars(delivery.revenue) },
    {
      label: 'ROAS',
      value: roas === null ? NO_VALUE : formatRoas(roas),
      note: roas === null ? roasMissingReason(campaign) : null,
    },
  ];
  return (
    <>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {figures.map((figure) => (
          <div key={figure.label} className="min-w-0 rounded-lg bg-raised p-2.5">
            <dt className="text-xs text-muted">{figure.label}</dt>
            <dd className="font-semibold tabular-nums">{figure.value}</dd>
            {figure.note ? <dd className="text-xs text-muted">{figure.note}</dd> : null}
          </div>
        ))}
      </dl>
      <p className="mt-2 text-xs text-muted">Delivered up to {formatDateTime(delivery.through)}.</p>
    </>
  );
}

function History({ campaignId }: { campaignId: string }) {
  const history = useCampaignHistory(campaignId);
  const now = new Date();
  if (history.isPending) return <Spinner label="Loading the change history" />;
  if (history.isError) {
    return (
      <LoadError onRetry={() => void history.refetch()}>The change history could not be loaded.</LoadError>
    );
  }
  if (history.data.length === 0) return <p className="text-sm text-muted">No changes recorded yet.</p>;
  return (
    <ol className="divide-y divide-line rounded-lg border border-line">
      {history.data.map((entry) => (
        <li key={entry.id} className="space-y-1 px-3 py-2.5 text-sm">
          <p className="flex flex-wrap items-baseline justify-between gap-x-3">
            <span className="font-medium">{HISTORY_ACTION_LABELS[entry.action]}</span>
            <span className="text-xs text-muted">
              <HistoryByline entry={entry} now={now} />
            </span>
          </p>
          {entry.changes.length > 0 ? (
            <ul className="space-y-0.5 text-muted">
              {entry.changes.map((change) => (
                <li key={change.field} className="break-words">
                  {describeChange(change)}
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

interface CampaignDetailsProps {
  campaign: CampaignListItem | null;
  onClose: () => void;
}

/**
 * A campaign's delivery totals, its forecast against them, its holdout test and who changed what, when; Escape or Close returns to
 * its row.
 */
export function CampaignDetails({ campaign, onClose }: CampaignDetailsProps) {
  return (
    <Dialog
      open={campaign !== null}
      onClose={onClose}
      wide
      // Close, not the holdout form, takes focus when the dialog opens.
      initialFocus="actions"
      title={campaign ? campaign.name || 'Untitled campaign' : ''}
      description={
        campaign ? (
          <span className="flex flex-wrap items-center gap-2">
            <StatusBadge status={campaign.status} />
            <span>Budget {formatDollars(campaign.estimatedBudget)}</span>
            <span aria-hidden>·</span>
            <span>{campaign.launchedAt ? `Launched ${formatDay(campaign.launchedAt)}` : 'Not launched'}</span>
          </span>
        ) : undefined
      }
      body={
        campaign ? (
          <div className="space-y-5">
            <section aria-labelledby="campaign-delivery-heading" className="space-y-2">
              <h3 id="campaign-delivery-heading" className="text-sm font-semibold">
                Delivery totals
              </h3>
              {campaign.delivery ? <SandboxNotice /> : null}
              <DeliveryTotals campaign={campaign} />
            </section>
            <CampaignForecastSection campaign={campaign} />
            <HoldoutTestSection campaign={campaign} />
            <section aria-labelledby="campaign-history-heading" className="space-y-2">
              <h3 id="campaign-history-heading" className="text-sm font-semibold">
                Change history
              </h3>
              <History campaignId={campaign.id} />
            </section>
          </div>
        ) : null
      }
    >
      <Button variant="secondary" onClick={onClose}>
        Close
      </Button>
    </Dialog>
  );
}
