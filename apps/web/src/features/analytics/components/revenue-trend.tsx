import type { DailyMetrics } from '@northstar/shared/analytics';
import { lazy, Suspense, startTransition, useEffect, useId, useRef, useState } from 'react';
import { formatDollars, formatShortDate, PLATFORM_MARKUP } from '../lib/format.ts';
import { CHART_HEIGHT_PX } from './chart-size.ts';

// Loaded on demand: Recharts stays out of every other page's JavaScript. The download starts with this
// module (alongside the session check), not when the card first renders.
const loadChart = () => import('./revenue-chart.tsx');
let chartModule: ReturnType<typeof loadChart> | undefined;
const RevenueChart = lazy(() => {
  chartModule ??= loadChart();
  return chartModule;
});
export const preloadRevenueChart = () => {
  chartModule ??= loadChart();
};

function ChartPlaceholder() {
  return (
    <div
      role="status"
      aria-label="Loading chart"
      className="h-full w-full animate-pulse rounded-lg bg-raised motion-reduce:animate-none"
    />
  );
}

interface RevenueTrendProps {
  days: readonly DailyMetrics[];
  rangeLabel: string;
}

export function RevenueTrend({ days, rangeLabel }: RevenueTrendProps) {
  const headingId = useId();
  // The table is only built once asked for: fewer nodes on the first render of the dashboard.
  const [tableOpen, setTableOpen] = useState(false);
  // The chart is mounted as a transition: React renders it in small slices instead of one long task,
  // so the rest of the page stays responsive while Recharts builds the SVG.
  const [showChart, setShowChart] = useState(false);
  const frameRef = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    preloadRevenueChart();
    startTransition(() => setShowChart(true));
    const frame = frameRef.current;
    if (!frame) return;
    const measure = () => setWidth(Math.floor(frame.getBoundingClientRect().width));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(frame);
    return () => observer.disconnect();
  }, []);
  const first = days[0];
  const last = days[days.length - 1];
  const summary =
    first && last
      ? `Daily revenue from ${formatShortDate(first.date)} (${formatDollars(first.revenue)}) to ${formatShortDate(last.date)} (${formatDollars(last.revenue)}).`
      : 'No data for this range.';

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-line bg-card p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-base font-semibold">
          Revenue Trend
        </h2>
        <p className="text-xs text-muted">
          Sandbox, {rangeLabel} · the {Math.round(PLATFORM_MARKUP * 100)}% platform markup is not billed in
          the sandbox
        </p>
      </div>
      <figure className="mt-4">
        <div ref={frameRef} style={{ height: CHART_HEIGHT_PX }}>
          <Suspense fallback={<ChartPlaceholder />}>
            {showChart && width > 0 ? (
              <RevenueChart days={days} title={`Revenue trend, ${rangeLabel}`} width={width} />
            ) : (
              <ChartPlaceholder />
            )}
          </Suspense>
        </div>
        <figcaption className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-muted">
          <span className="inline-flex items-center gap-1.5">
            <span aria-hidden className="h-0.5 w-4 rounded bg-brand-500" /> Revenue
          </span>
          <span className="sr-only">{summary}</span>
        </figcaption>
      </figure>
      <details className="mt-3 text-sm" onToggle={(event) => setTableOpen(event.currentTarget.open)}>
        <summary className="cursor-pointer rounded text-link hover:underline">
          Show the figures as a table
        </summary>
        {tableOpen ? (
          <section
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
            tabIndex={0}
            aria-label={`Daily figures, ${rangeLabel}`}
            className="mt-2 max-h-64 overflow-y-auto rounded-lg border border-line"
          >
            <table className="w-full text-left text-xs">
              <caption className="sr-only">Daily revenue and ad spend, {rangeLabel}</caption>
              <thead className="sticky top-0 bg-raised">
                <tr>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    Date
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-semibold">
                    Revenue
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-semibold">
                    Ad spend
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {days.map((day) => (
                  <tr key={day.date}>
                    <td className="px-3 py-1.5">{formatShortDate(day.date)}</td>
                    <td className="px-3 py-1.5 text-right tabular-nums">{formatDollars(day.revenue)}</td>
                    <td className="px-3 py-1.5 text-right tabular-nums">{formatDollars(day.spend)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        ) : null}
      </details>
    </section>
  );
}
