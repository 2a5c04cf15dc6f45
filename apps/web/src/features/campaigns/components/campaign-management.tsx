import type { CampaignListItem } from '@northstar/shared/campaign/schemas';
import { FolderOpen, Plus } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { StartCampaignLinks } from '../../../components/start-campaign-links.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { SandboxNotice } from '../../../components/ui/sandbox-notice.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { useAnalyticsSummary } from '../../../resources/analytics/analytics.api.ts';
import { usePendingTransitions } from '../../../resources/campaigns/campaign-transition.ts';
import { useRecentCampaigns, useTransitionWithToasts } from '../api/campaign-management.api.ts';
import { isStatusFilter, STATUS_FILTERS, type StatusFilter } from '../lib/figures.ts';
import { CampaignDetails } from './campaign-details.tsx';
import { CampaignsTable } from './campaigns-table.tsx';
import { Recommendations } from './recommendations.tsx';
import { SummaryCards } from './summary-cards.tsx';

/** The summary cards cover the last this many days, today included. */
export const SUMMARY_DAYS = 30;

const pad = (n: number) => String(n).padStart(2, '0');
const isoDay = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
const daysBefore = (date: Date, days: number) =>
  new Date(date.getFullYear(), date.getMonth(), date.getDate() - days);

function NoCampaigns({ builderPath }: { builderPath: string }) {
  return (
    <EmptyState
      icon={<FolderOpen aria-hidden className="size-10 text-muted" />}
      title="No campaigns yet"
      actions={<StartCampaignLinks builderPath={builderPath} />}
    >
      Create your first campaign step by step in the Campaign Builder, or plan it in conversation with the AI
      assistant. Once launched, it delivers in the sandbox and you can pause and resume it here.
    </EmptyState>
  );
}

interface CampaignManagementProps {
  /** Where "New Campaign" goes. */
  builderPath: string;
  /** The last day of the summary's period; tests pin it, the app uses today. */
  today?: Date;
}

export function CampaignManagement({ builderPath, today: todayProp }: CampaignManagementProps) {
  const navigate = useNavigate();
  const [today] = useState(() => todayProp ?? new Date());
  const [filter, setFilter] = useState<StatusFilter>('all');
  const [openId, setOpenId] = useState<string | null>(null);
  const status = filter === 'all' ? null : filter;

  const list = useRecentCampaigns(status);
  const summary = useAnalyticsSummary({
    from: isoDay(daysBefore(today, SUMMARY_DAYS - 1)),
    to: isoDay(today),
  });
  const transition = useTransitionWithToasts();
  const pending = usePendingTransitions();

  const items = list.data?.items ?? [];
  const open: CampaignListItem | null = items.find((c) => c.id === openId) ?? null;
  const noCampaigns = filter === 'all' && list.data?.total === 0;
  const filterLabel = STATUS_FILTERS.find((f) => f.value === filter)?.label ?? null;

  const onTransition = (campaign: CampaignListItem, action: 'pause' | 'resume') =>
    transition.mutate({ campaign, action });

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-title">Campaign Management</h1>
          <p className="mt-1 text-sm text-muted">Monitor, pause and resume your campaigns.</p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <Select
            label="Filter campaigns by status"
            hideLabel
            value={filter}
            onChange={(event) => {
              if (isStatusFilter(event.target.value)) setFilter(event.target.value);
            }}
            options={STATUS_FILTERS}
            className="sm:w-44"
          />
          <Button onClick={() => navigate(builderPath)}>
            <Plus aria-hidden className="size-4" />
            New Campaign
          </Button>
        </div>
      </div>

      <SandboxNotice />

      {list.isPending ? (
        <div className="flex justify-center py-14">
          <Spinner size="lg" label="Loading campaigns" />
        </div>
      ) : list.isError && !list.data ? (
        <LoadError onRetry={() => void list.refetch()}>Your campaigns could not be loaded.</LoadError>
      ) : noCampaigns ? (
        <NoCampaigns builderPath={builderPath} />
      ) : (
        <>
          <div className="space-y-2">
            <p className="text-xs font-medium text-muted">Delivery figures: last {SUMMARY_DAYS} days</p>
            <SummaryCards
              summary={summary.data}
              periodLabel={`Last ${SUMMARY_DAYS} days`}
              loading={summary.isPending}
            />
            {summary.isError ? (
              <LoadError onRetry={() => void summary.refetch()}>The summary could not be loaded.</LoadError>
            ) : null}
          </div>
          <div className={cn('transition-opacity', list.isPlaceholderData && 'opacity-60')}>
            <CampaignsTable
              campaigns={items}
              total={list.data?.total ?? 0}
              pending={pending}
              onTransition={onTransition}
              onOpen={(campaign) => setOpenId(campaign.id)}
              builderPath={builderPath}
              filterLabel={status ? filterLabel : null}
              onClearFilter={() => setFilter('all')}
              busy={list.isFetching}
            />
          </div>
          <Recommendations
            canOpen={(id) => items.some((c) => c.id === id)}
            onOpenCampaign={(id) => setOpenId(id)}
          />
        </>
      )}
      <CampaignDetails campaign={open} onClose={() => setOpenId(null)} />
    </div>
  );
}
