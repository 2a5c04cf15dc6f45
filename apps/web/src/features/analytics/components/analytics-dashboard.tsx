import type { AnalyticsSummary } from '@northstar/shared/analytics/schemas';
import { Download, Rocket } from 'lucide-react';
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { StartCampaignLinks } from '../../../components/start-campaign-links.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { SandboxNotice } from '../../../components/ui/sandbox-notice.tsx';
import { cn } from '../../../lib/cn.ts';
import { useAnalyticsSummary } from '../../../resources/analytics/analytics.api.ts';
import { downloadText } from '../lib/download.ts';
import { reportCsv, reportFileName } from '../lib/report.ts';
import { PerformanceMetrics, StatCards, SummarySkeleton } from './analytics-panels.tsx';
import { ForecastAccuracyCard } from './forecast-accuracy.tsx';
import { type DateRange, RangeSelector, resolveRange } from './range-selector.tsx';
import { RecentActivity } from './recent-activity.tsx';
import { preloadResultsChart, ResultsTrend } from './results-trend.tsx';

// This module loads with the analytics route: fetch the chart now, in parallel with the session check.
preloadResultsChart();

const BUILDER_PATH = '/dashboard/campaign-builder';
const PRE_LAUNCH = new Set(['draft', 'saved']);

/** Nothing launched and nothing delivered: the page has no figures of the user's own to show. */
export function hasNoDelivery(summary: AnalyticsSummary): boolean {
  const { spend, impressions, clicks, conversions, revenue } = summary.totals;
  const launched = Object.entries(summary.campaigns).some(
    ([status, count]) => !PRE_LAUNCH.has(status) && count > 0,
  );
  return !launched && spend === 0 && impressions === 0 && clicks === 0 && conversions === 0 && revenue === 0;
}

function NoDelivery({ drafts }: { drafts: number }) {
  return (
    <EmptyState
      icon={
        <span className="flex size-12 items-center justify-center rounded-full bg-brand-100 text-brand-700">
          <Rocket aria-hidden className="size-6" />
        </span>
      }
      title="No delivery yet"
      actions={<StartCampaignLinks builderPath={BUILDER_PATH} />}
    >
      Once you launch a campaign, its sandbox delivery (spend, impressions, clicks, conversions and revenue)
      appears here day by day.
      {drafts > 0
        ? ` You have ${drafts} campaign${drafts === 1 ? '' : 's'} not launched yet.`
        : ' Build one step by step, or plan it in conversation with the AI assistant.'}
    </EmptyState>
  );
}

interface AnalyticsDashboardProps {
  /** The last day shown; tests pin it, the app uses today. */
  today?: Date;
}

export function AnalyticsDashboard({ today: todayProp }: AnalyticsDashboardProps) {
  const [today] = useState(() => todayProp ?? new Date());
  const [range, setRange] = useState<DateRange>({ preset: '30' });
  const headingId = useId();
  const period = resolveRange(range, today);
  const summary = useAnalyticsSummary({ from: period.from, to: period.to });
  const data = summary.data;
  const empty = data ? hasNoDelivery(data) : false;

  const onExport = () => {
    if (!data) return;
    if (downloadText(reportFileName(period.from, period.to), reportCsv(data.daily), 'text/csv')) {
      toast.success('Report downloaded');
    } else toast.error('Your browser could not create the download.');
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div>
          <h1 id={headingId} className="text-title">
            Analytics Dashboard
          </h1>
          <p className="mt-1 text-sm text-muted">Performance across all your campaigns and channels.</p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <RangeSelector value={range} onChange={setRange} today={today} />
          <Button variant="secondary" onClick={onExport} disabled={!data || summary.isPlaceholderData}>
            <Download aria-hidden className="size-4" />
            Export Report
          </Button>
        </div>
      </div>

      <SandboxNotice />

      {summary.isPending ? (
        <SummarySkeleton />
      ) : summary.isError && !data ? (
        <LoadError onRetry={() => void summary.refetch()}>Your analytics could not be loaded.</LoadError>
      ) : data && empty ? (
        <NoDelivery drafts={(data.campaigns.draft ?? 0) + (data.campaigns.saved ?? 0)} />
      ) : data ? (
        <div
          aria-busy={summary.isFetching}
          className={cn('space-y-6 transition-opacity', summary.isPlaceholderData && 'opacity-60')}
        >
          {summary.isError ? (
            <LoadError onRetry={() => void summary.refetch()}>
              The figures could not be refreshed; these may be out of date.
            </LoadError>
          ) : null}
          <StatCards summary={data} rangeLabel={period.label} />
          <div className="grid gap-6 xl:grid-cols-3">
            <div className="min-w-0 xl:col-span-2">
              <ResultsTrend summary={data} rangeLabel={period.label} />
            </div>
            <PerformanceMetrics totals={data.totals} />
          </div>
          <ForecastAccuracyCard />
        </div>
      ) : null}
      {/* Below the summary, whose skeleton is taller than an empty account's notice: shown once the
          summary has settled, it appears in place instead of jumping up (layout shift). */}
      {summary.isPending ? null : <RecentActivity />}
    </div>
  );
}
