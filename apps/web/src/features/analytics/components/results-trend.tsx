import type { AnalyticsSummary } from '@northstar/shared/analytics/schemas';
import { lazy, Suspense, startTransition, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Select } from '../../../components/ui/select.tsx';
import { formatDollars, formatInteger, formatShortDate, PLATFORM_MARKUP } from '../lib/format.ts';
import { type TrendView, trendViews } from '../lib/trend.ts';
import { CHART_HEIGHT_PX } from './chart-size.ts';

// Loaded on demand: Recharts stays out of every other page's JavaScript. The download starts with this
// module (alongside the session check), not when the card first renders.
const loadChart = () => import('./results-chart.tsx');
let chartModule: ReturnType<typeof loadChart> | undefined;
const ResultsChart = lazy(() => {
  chartModule ??= loadChart();
  return chartModule;
});
export const preloadResultsChart = () => {
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

interface ResultsTrendProps {
  summary: AnalyticsSummary;
  rangeLabel: string;
}

const valueText = (view: TrendView, value: number) =>
  view.format === 'money' ? formatDollars(value) : formatInteger(Math.round(value));

/**
 * The range's results in each objective's unit beside the spend that bought them (revenue only for
 * sales campaigns); an account with several units picks which one to chart.
 */
export function ResultsTrend({ summary, rangeLabel }: ResultsTrendProps) {
  const headingId = useId();
  const days = summary.daily;
  const views = useMemo(() => trendViews(summary), [summary]);
  const [chosen, setChosen] = useState<string | null>(null);
  const view = views.find((v) => v.id === chosen) ?? (views[0] as TrendView);
  // The table is only built once asked for: fewer nodes on the first render of the dashboard.
  const [tableOpen, setTableOpen] = useState(false);
  // The chart is mounted as a transition: React renders it in small slices instead of one long task,
  // so the rest of the page stays responsive while Recharts builds the SVG.
  const [showChart, setShowChart] = useState(false);
  const frameRef = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    preloadResultsChart();
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
  const series = view.values ?? view.spend;
  const seriesName = view.values ? view.title.toLowerCase() : 'ad spend';
  const seriesText = (value: number | undefined) =>
    view.values ? valueText(view, value ?? 0) : formatDollars(value ?? 0);
  const description =
    first && last
      ? `Daily ${seriesName} from ${formatShortDate(first.date)} (${seriesText(series[0])}) to ${formatShortDate(last.date)} (${seriesText(series[series.length - 1])}).`
      : 'No data for this range.';
  const title = `${view.title} Trend`;

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-line bg-card p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-base font-semibold">
          {title}
        </h2>
        <p className="text-xs text-muted">
          Sandbox, {rangeLabel} · the {Math.round(PLATFORM_MARKUP * 100)}% platform markup is not billed in
          the sandbox
        </p>
      </div>
      {views.length > 1 ? (
        <Select
          label="Chart results in"
          value={view.id}
          options={views.map((v) => ({ value: v.id, label: v.title }))}
          onChange={(event) => setChosen(event.target.value)}
          className="mt-3 max-w-60"
        />
      ) : null}
      {view.note ? <p className="mt-2 text-xs text-muted">{view.note}</p> : null}
      <figure className="mt-4">
        <div ref={frameRef} style={{ height: CHART_HEIGHT_PX }}>
          <Suspense fallback={<ChartPlaceholder />}>
            {showChart && width > 0 ? (
              <ResultsChart
                dates={days.map((d) => d.date)}
                view={view}
                title={`${title}, ${rangeLabel}`}
                width={width}
              />
            ) : (
              <ChartPlaceholder />
            )}
          </Suspense>
        </div>
        <figcaption className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-muted">
          {view.values ? (
            <span className="inline-flex items-center gap-1.5">
              <span aria-hidden className="h-0.5 w-4 rounded bg-brand-500" /> {view.title}
            </span>
          ) : null}
          <span className="inline-flex items-center gap-1.5">
            <span aria-hidden className="h-0 w-4 border-t-2 border-dashed border-muted" /> Ad spend
            {view.id === 'spend' ? null : ` (of these campaigns, ${view.values ? 'right' : 'left'} axis)`}
          </span>
          <span className="sr-only">{description}</span>
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
              <caption className="sr-only">
                Daily {view.values ? `${view.title.toLowerCase()} and ` : ''}ad spend, {rangeLabel}
              </caption>
              <thead className="sticky top-0 bg-raised">
                <tr>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    Date
                  </th>
                  {view.values ? (
                    <th scope="col" className="px-3 py-2 text-right font-semibold">
                      {view.title}
                    </th>
                  ) : null}
                  <th scope="col" className="px-3 py-2 text-right font-semibold">
                    Ad spend
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {days.map((day, i) => (
                  <tr key={day.date}>
                    <td className="px-3 py-1.5">{formatShortDate(day.date)}</td>
                    {view.values ? (
                      <td className="px-3 py-1.5 text-right tabular-nums">
                        {valueText(view, view.values[i] ?? 0)}
                      </td>
                    ) : null}
                    <td className="px-3 py-1.5 text-right tabular-nums">
                      {formatDollars(view.spend[i] ?? 0)}
                    </td>
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
