import type { CampaignDraft } from '@northstar/shared/campaign/schemas';
import type { ForecastResponse } from '@northstar/shared/forecast/schemas';
import { lazy, Suspense, startTransition, useEffect, useRef, useState } from 'react';
import { type ForecastMissing, useForecast } from '../../lib/forecasts.ts';
import { formatCents, formatDollars } from '../../lib/money.ts';
import { LoadError } from '../ui/load-error.tsx';
import { CURVE_HEIGHT_PX } from './curve-size.ts';
import {
  type Marginal,
  marginalAtPlan,
  missingText,
  planIndex,
  spendPerBudget,
  UNIT_WORDS,
} from './forecast-figures.ts';

// Recharts loads with the first curve drawn, never with the page around it.
const loadChart = () => import('./budget-curve-chart.tsx');
let chartModule: ReturnType<typeof loadChart> | undefined;
const BudgetCurveChart = lazy(() => {
  chartModule ??= loadChart();
  return chartModule;
});

const integer = new Intl.NumberFormat('en-US');
const count = (n: number) => integer.format(Math.round(n));
const band = (b: { low: number; high: number }, format: (n: number) => string = count) =>
  `${format(b.low)} – ${format(b.high)}`;

function Placeholder({ label }: { label: string }) {
  return (
    <div
      role="status"
      aria-label={label}
      style={{ height: CURVE_HEIGHT_PX }}
      className="w-full animate-pulse rounded-lg bg-raised motion-reduce:animate-none"
    />
  );
}

function marginalText(marginal: Marginal, many: string): string {
  if (!marginal) return '—';
  if (marginal.kind === 'saturated') return `No more ${many}: the audience is saturated`;
  return `about ${formatCents(marginal.cost)}`;
}

function Curve({ forecast, draft }: { forecast: ForecastResponse; draft: CampaignDraft }) {
  const frameRef = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const [showChart, setShowChart] = useState(false);
  useEffect(() => {
    startTransition(() => setShowChart(true));
    const frame = frameRef.current;
    if (!frame) return;
    const measure = () => setWidth(Math.floor(frame.getBoundingClientRect().width));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(frame);
    return () => observer.disconnect();
  }, []);

  const words = UNIT_WORDS[forecast.unit];
  const daily = draft.budget.budgetType === 'daily';
  const per = daily ? '/day' : '';
  const plan = forecast.points[planIndex(forecast)];
  const marginal = marginalAtPlan(forecast, spendPerBudget(draft));
  const reach = forecast.unit === 'reach';
  const costLabel = reach ? 'CPM (cost per 1,000 impressions)' : `Cost per ${words.one}`;
  const title = `Budget curve: ${words.many} by ${daily ? 'daily ' : ''}budget`;
  const summary = plan
    ? `At your plan of ${formatDollars(plan.budget)}${per}: ${band(plan.results)} ${words.many}, likely ${count(plan.results.mid)}. From ${formatDollars(forecast.points[0]?.budget ?? 0)} to ${formatDollars(forecast.points.at(-1)?.budget ?? 0)}${per}, ${words.many} range from ${count(forecast.points[0]?.results.low ?? 0)} to ${count(forecast.points.at(-1)?.results.high ?? 0)}.`
    : '';

  return (
    <div className="space-y-3">
      <figure>
        <div ref={frameRef} style={{ height: CURVE_HEIGHT_PX }}>
          <Suspense fallback={<Placeholder label="Loading the chart" />}>
            {showChart && width > 0 ? (
              <BudgetCurveChart forecast={forecast} title={title} width={width} />
            ) : (
              <Placeholder label="Loading the chart" />
            )}
          </Suspense>
        </div>
        <figcaption className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted">
          <span className="inline-flex items-center gap-1.5">
            <span aria-hidden className="h-2.5 w-4 rounded-sm bg-brand-500/25" /> Range (low – high)
          </span>
          <span className="inline-flex items-center gap-1.5">
            <span aria-hidden className="h-0.5 w-4 rounded bg-brand-500" /> Likely
          </span>
          <span className="inline-flex items-center gap-1.5">
            <span aria-hidden className="h-3 w-0 border-l-2 border-dashed border-fg" /> Your plan
          </span>
          <span className="sr-only">{summary}</span>
        </figcaption>
      </figure>

      {plan ? (
        <dl className="grid grid-cols-1 gap-x-4 gap-y-2 text-sm min-[420px]:grid-cols-3">
          <div className="min-w-0">
            <dt className="text-xs text-muted">
              At your plan ({formatDollars(plan.budget)}
              {per})
            </dt>
            <dd className="font-semibold tabular-nums" data-testid="forecast-plan-results">
              {band(plan.results)} {words.many}
            </dd>
          </div>
          <div className="min-w-0">
            <dt className="text-xs text-muted">{costLabel}</dt>
            <dd className="font-semibold tabular-nums" data-testid="forecast-plan-cost">
              {band(plan.costPerResult, formatCents)}
            </dd>
          </div>
          <div className="min-w-0">
            <dt className="text-xs text-muted">Next {words.one} costs</dt>
            <dd className="font-semibold tabular-nums" data-testid="forecast-marginal">
              {marginalText(marginal, words.many)}
            </dd>
            {marginal ? (
              <dd className="text-xs text-muted">
                between {formatDollars(marginal.fromBudget)} and {formatDollars(marginal.toBudget)}
                {per}
              </dd>
            ) : null}
          </div>
        </dl>
      ) : null}

      <p className="text-xs text-muted">
        Modeled on the sandbox's simulated market: ranges, not promises. The same plan gets the same figures
        until {new Date(forecast.validUntil).toLocaleString('en-US', { hour: 'numeric', minute: '2-digit' })}.
      </p>

      <details className="text-sm">
        <summary className="cursor-pointer rounded text-link hover:underline">
          Show the curve as a table
        </summary>
        <div className="mt-2 overflow-x-auto rounded-lg border border-line">
          <table className="w-full text-left text-xs">
            <caption className="sr-only">{title}</caption>
            <thead className="bg-raised">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Budget{per}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  {words.many.charAt(0).toUpperCase() + words.many.slice(1)}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  {reach ? 'CPM' : `Cost per ${words.one}`}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {forecast.points.map((p) => (
                <tr key={p.budget} aria-current={p === plan ? 'true' : undefined}>
                  <td className="px-3 py-1.5">
                    {formatDollars(p.budget)}
                    {p === plan ? <span className="font-semibold"> (your plan)</span> : null}
                  </td>
                  <td className="px-3 py-1.5 text-right tabular-nums">{band(p.results)}</td>
                  <td className="px-3 py-1.5 text-right tabular-nums">
                    {band(p.costPerResult, formatCents)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </div>
  );
}

/** Nothing to forecast yet: what the draft lacks, in words, never a number. */
function Missing({ missing }: { missing: ForecastMissing }) {
  return (
    <p className="text-sm text-muted" data-testid="forecast-missing">
      {missingText(missing)}
    </p>
  );
}

/**
 * The draft's budget-vs-results curve from POST /forecasts: the low–high band, the likely line, the
 * current plan marked and the cost of the next result at it, in the objective's unit.
 */
export function BudgetCurve({ draft }: { draft: CampaignDraft | null }) {
  const forecast = useForecast(draft);
  return (
    <div aria-busy={forecast.isFetching} className="min-w-0">
      {draft === null ? (
        <Missing missing={['budget', 'platforms']} />
      ) : forecast.missing ? (
        <Missing missing={forecast.missing} />
      ) : forecast.isError && !forecast.data ? (
        <LoadError onRetry={() => void forecast.refetch()}>The forecast could not be loaded.</LoadError>
      ) : forecast.data ? (
        <Curve forecast={forecast.data} draft={draft} />
      ) : (
        <Placeholder label="Loading the forecast" />
      )}
    </div>
  );
}
