import { Download } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../../components/ui/button.tsx';
import { downloadText } from '../lib/download.ts';
import { changeOf, dailyMetrics, daysBefore, reportCsv, toIsoDate, totalsOf } from '../lib/sample-data.ts';
import { PerformanceMetrics, RecentActivity, StatCards } from './analytics-panels.tsx';
import { type DateRange, RangeSelector, resolveRange } from './range-selector.tsx';
import { preloadRevenueChart, RevenueTrend } from './revenue-trend.tsx';

// This module loads with the analytics route: fetch the chart now, in parallel with the session check.
preloadRevenueChart();

interface AnalyticsDashboardProps {
  /** The last day shown; tests pin it, the app uses today. */
  today?: Date;
}

export function AnalyticsDashboard({ today: todayProp }: AnalyticsDashboardProps) {
  const [today] = useState(() => todayProp ?? new Date());
  const [range, setRange] = useState<DateRange>({ preset: '30' });
  const headingId = useId();
  const period = resolveRange(range, today);

  const { days, totals, previous } = useMemo(() => {
    const current = dailyMetrics(period.from, period.to);
    const span = current.length;
    const before = dailyMetrics(daysBefore(period.from, span), daysBefore(period.from, 1));
    return { days: current, totals: totalsOf(current), previous: totalsOf(before) };
  }, [period.from, period.to]);

  const onExport = () => {
    const name = `northstar-report-${toIsoDate(period.from)}-to-${toIsoDate(period.to)}.csv`;
    if (downloadText(name, reportCsv(days), 'text/csv')) toast.success('Report downloaded');
    else toast.error('Your browser could not create the download.');
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div>
          <h1 id={headingId} className="text-2xl font-bold tracking-tight sm:text-3xl">
            Analytics Dashboard
          </h1>
          <p className="mt-1 text-sm text-muted">Performance across all your campaigns and channels.</p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <RangeSelector value={range} onChange={setRange} today={today} />
          <Button variant="secondary" onClick={onExport}>
            <Download aria-hidden className="size-4" />
            Export Report
          </Button>
        </div>
      </div>

      <StatCards
        totals={totals}
        changes={{
          revenue: changeOf(totals.revenue, previous.revenue),
          impressions: changeOf(totals.impressions, previous.impressions),
          ctr: changeOf(totals.ctr, previous.ctr),
        }}
      />
      <div className="grid gap-6 xl:grid-cols-3">
        <div className="xl:col-span-2">
          <RevenueTrend days={days} rangeLabel={period.label} />
        </div>
        <PerformanceMetrics totals={totals} />
      </div>
      <RecentActivity />
    </div>
  );
}
