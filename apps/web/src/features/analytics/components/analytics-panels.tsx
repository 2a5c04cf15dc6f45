import {
  CircleCheck,
  DollarSign,
  Eye,
  type LucideIcon,
  Megaphone,
  MousePointerClick,
  PauseCircle,
  TrendingDown,
  TrendingUp,
  TriangleAlert,
  Wallet,
} from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { cn } from '../../../lib/cn.ts';
import { formatCents, formatChange, formatCompact, formatCurrency, formatPercent } from '../lib/format.ts';
import type { RangeTotals } from '../lib/sample-data.ts';

// Sample campaign counts of the spec's Campaigns card.
export const CAMPAIGN_COUNTS = { active: 23, pending: 4 } as const;

function Change({ value }: { value: number | null }) {
  if (value === null) return null;
  const up = value >= 0;
  const Icon = up ? TrendingUp : TrendingDown;
  return (
    <span className={cn('inline-flex items-center gap-1 font-medium', up ? 'text-success' : 'text-danger')}>
      <Icon aria-hidden className="size-3.5" />
      {formatChange(value)}
      <span className="sr-only"> compared with the previous period</span>
    </span>
  );
}

interface StatCardProps {
  title: string;
  value: string;
  Icon: LucideIcon;
  children: ReactNode;
}

function StatCard({ title, value, Icon, children }: StatCardProps) {
  return (
    <li className="rounded-xl border border-line bg-card p-5 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <h2 className="text-sm font-medium text-muted">{title}</h2>
        <span className="flex size-9 items-center justify-center rounded-lg bg-brand-100 text-brand-700">
          <Icon aria-hidden className="size-4.5" />
        </span>
      </div>
      <p className="mt-2 text-2xl font-bold tracking-tight tabular-nums">{value}</p>
      <p className="mt-1 text-xs text-muted">{children}</p>
    </li>
  );
}

interface StatCardsProps {
  totals: RangeTotals;
  changes: { revenue: number | null; impressions: number | null; ctr: number | null };
}

export function StatCards({ totals, changes }: StatCardsProps) {
  return (
    <ul aria-label="Key figures" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard title="Total Revenue" value={formatCurrency(totals.revenue)} Icon={DollarSign}>
        <Change value={changes.revenue} /> vs previous period
      </StatCard>
      <StatCard title="Impressions" value={formatCompact(totals.impressions)} Icon={Eye}>
        <Change value={changes.impressions} /> vs previous period
      </StatCard>
      <StatCard title="Click-Through Rate" value={formatPercent(totals.ctr)} Icon={MousePointerClick}>
        <Change value={changes.ctr} /> vs previous period
      </StatCard>
      <StatCard
        title="Campaigns"
        value={String(CAMPAIGN_COUNTS.active + CAMPAIGN_COUNTS.pending)}
        Icon={Megaphone}
      >
        {CAMPAIGN_COUNTS.active} active, {CAMPAIGN_COUNTS.pending} pending approval
      </StatCard>
    </ul>
  );
}

export function PerformanceMetrics({ totals }: { totals: RangeTotals }) {
  const headingId = useId();
  const metrics = [
    { label: 'CPC', value: formatCents(totals.cpc), hint: 'Cost per click' },
    { label: 'CPM', value: formatCents(totals.cpm), hint: 'Cost per 1,000 impressions' },
    { label: 'ROAS', value: `${totals.roas.toFixed(2)}x`, hint: 'Return on ad spend' },
    { label: 'Conv. Rate', value: formatPercent(totals.conversionRate), hint: 'Conversions per click' },
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
          <div key={metric.label} className="rounded-lg bg-raised p-3">
            <dt className="text-xs font-medium text-muted">
              {metric.label}
              <span className="sr-only"> ({metric.hint})</span>
            </dt>
            <dd className="mt-1 text-lg font-bold tabular-nums">{metric.value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 flex items-center gap-2 text-xs text-muted">
        <Wallet aria-hidden className="size-4 shrink-0" />
        Spend {formatCurrency(totals.spend)} · {formatCompact(totals.clicks)} clicks ·{' '}
        {formatCompact(totals.conversions)} conversions
      </p>
    </section>
  );
}

// A fixed list (SPEC: Recent Activity is static sample content).
export const RECENT_ACTIVITY = [
  {
    Icon: CircleCheck,
    text: 'Campaign "Spring Sale 2025" was approved and is now live',
    time: '2 hours ago',
  },
  { Icon: TrendingUp, text: 'Budget for "Brand Awareness Q2" increased to $15,000', time: '5 hours ago' },
  { Icon: TriangleAlert, text: 'CPM on Facebook rose 12% above your target', time: 'Yesterday' },
  { Icon: PauseCircle, text: 'Campaign "Holiday Retargeting" was paused', time: '2 days ago' },
  { Icon: Megaphone, text: 'New campaign "Summer Launch" submitted for approval', time: '3 days ago' },
] as const;

export function RecentActivity() {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-line bg-card p-4 shadow-sm sm:p-6"
    >
      <h2 id={headingId} className="text-base font-semibold">
        Recent Activity
      </h2>
      <ul className="mt-3 divide-y divide-line">
        {RECENT_ACTIVITY.map(({ Icon, text, time }) => (
          <li key={text} className="flex items-start gap-3 py-3">
            <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full bg-raised">
              <Icon aria-hidden className="size-4 text-fg" />
            </span>
            <div className="min-w-0 flex-1">
              <p className="text-sm">{text}</p>
              <p className="text-xs text-muted">{time}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
