import type { AnalyticsSummary, AnalyticsTotals } from '@northstar/shared/analytics/schemas';
import type { CampaignStatus } from '@northstar/shared/campaign';
import { DollarSign, Eye, Megaphone, MousePointerClick, Wallet } from 'lucide-react';
import { useId } from 'react';
import { StatCard } from '../../../components/ui/stat-card.tsx';
import {
  countOf,
  formatCents,
  formatCompact,
  formatDollars,
  formatPercent,
  formatRoas,
  NO_VALUE,
} from '../lib/format.ts';

// Running campaigns first, then the ones on their way, then the finished and the unlaunched. Status names
// read as they are ("3 active"): a value import from campaign/lifecycle would bring zod (~25 kB gzip, its
// schema lives in the same shared chunk) onto this page for nothing but a label.
const DISPLAY_ORDER: readonly CampaignStatus[] = [
  'active',
  'scheduled',
  'ready',
  'paused',
  'completed',
  'saved',
  'draft',
];

/** "3 active, 1 scheduled, 2 draft": every status with at least one campaign. */
export function statusCountsText(counts: AnalyticsSummary['campaigns']): string {
  const parts = DISPLAY_ORDER.filter((status) => (counts[status] ?? 0) > 0).map(
    (status) => `${counts[status]} ${status}`,
  );
  return parts.length > 0 ? parts.join(', ') : 'No campaigns yet';
}

export const campaignTotal = (counts: AnalyticsSummary['campaigns']) =>
  Object.values(counts).reduce((sum, count) => sum + count, 0);

interface StatCardsProps {
  summary: AnalyticsSummary;
  rangeLabel: string;
}

export function StatCards({ summary, rangeLabel }: StatCardsProps) {
  const { totals } = summary;
  return (
    <ul aria-label="Key figures" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard title="Total Revenue" value={formatDollars(totals.revenue)} Icon={DollarSign}>
        {totals.revenue === 0 && totals.spend > 0
          ? 'No revenue recorded: revenue is tracked for sales campaigns'
          : `Sandbox, ${rangeLabel}`}
      </StatCard>
      <StatCard title="Impressions" value={formatCompact(totals.impressions)} Icon={Eye}>
        Sandbox, {rangeLabel}
      </StatCard>
      <StatCard
        title="Click-Through Rate"
        value={totals.ctr === null ? NO_VALUE : formatPercent(totals.ctr)}
        Icon={MousePointerClick}
      >
        {totals.ctr === null ? 'No impressions in this period yet' : `Clicks per impression, ${rangeLabel}`}
      </StatCard>
      <StatCard title="Campaigns" value={String(campaignTotal(summary.campaigns))} Icon={Megaphone}>
        {statusCountsText(summary.campaigns)}
      </StatCard>
    </ul>
  );
}

interface Metric {
  label: string;
  hint: string;
  value: number | null;
  format: (value: number) => string;
  /** Why there is no value, shown instead of a made-up 0. */
  missing: string;
}

export function PerformanceMetrics({ totals }: { totals: AnalyticsTotals }) {
  const headingId = useId();
  const metrics: Metric[] = [
    {
      label: 'CPC',
      hint: 'Cost per click',
      value: totals.cpc,
      format: formatCents,
      missing: 'No clicks yet',
    },
    {
      label: 'CPM',
      hint: 'Cost per 1,000 impressions',
      value: totals.cpm,
      format: formatCents,
      missing: 'No impressions yet',
    },
    {
      label: 'ROAS',
      hint: 'Return on ad spend',
      value: totals.roas,
      format: formatRoas,
      missing: 'No spend yet',
    },
    {
      label: 'Conv. Rate',
      hint: 'Conversions per click',
      value: totals.clicks > 0 ? totals.conversions / totals.clicks : null,
      format: (value) => formatPercent(value),
      missing: 'No clicks yet',
    },
  ];
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-line bg-card p-4 shadow-sm sm:p-6"
    >
      <h2 id={headingId} className="text-base font-semibold">
        Performance Metrics
      </h2>
      <dl className="mt-4 grid grid-cols-2 gap-3">
        {metrics.map((metric) => (
          <div key={metric.label} className="min-w-0 rounded-lg bg-raised p-3">
            <dt className="text-xs font-medium text-muted">
              {metric.label}
              <span className="sr-only"> ({metric.hint})</span>
            </dt>
            <dd className="mt-1 text-lg font-bold tabular-nums">
              {metric.value === null ? NO_VALUE : metric.format(metric.value)}
            </dd>
            {metric.value === null ? <dd className="text-xs text-muted">{metric.missing}</dd> : null}
          </div>
        ))}
      </dl>
      <p className="mt-4 flex items-center gap-2 text-xs text-muted">
        <Wallet aria-hidden className="size-4 shrink-0" />
        Spend {formatDollars(totals.spend)} · {countOf(totals.clicks, 'click', 'clicks')} ·{' '}
        {countOf(totals.conversions, 'conversion', 'conversions')}
      </p>
    </section>
  );
}

/** Grey blocks in the shape of the cards while the first summary loads. */
export function SummarySkeleton() {
  const block = 'animate-pulse rounded-xl border border-line bg-card motion-reduce:animate-none';
  return (
    <div role="status" aria-label="Loading analytics" className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {['revenue', 'impressions', 'ctr', 'campaigns'].map((key) => (
          <div key={key} className={`${block} h-32`} />
        ))}
      </div>
      <div className="grid gap-6 xl:grid-cols-3">
        <div className={`${block} h-96 xl:col-span-2`} />
        <div className={`${block} h-96`} />
      </div>
    </div>
  );
}
