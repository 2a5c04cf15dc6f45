import type { ForecastAccuracy } from '@northstar/shared/forecast/schemas';
import { Target } from 'lucide-react';
import { useId } from 'react';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { useForecastAccuracy } from '../../../resources/analytics/analytics.api.ts';

const FIGURES: ReadonlyArray<{ key: keyof ForecastAccuracy['figures']; label: string }> = [
  { key: 'impressions', label: 'Impressions' },
  { key: 'clicks', label: 'Clicks' },
  { key: 'results', label: 'Results (each campaign’s objective)' },
];

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function Figures({ accuracy }: { accuracy: ForecastAccuracy }) {
  return (
    <dl className="grid gap-3 sm:grid-cols-3">
      {FIGURES.map(({ key, label }) => {
        const { inside, total } = accuracy.figures[key];
        const share = total > 0 ? Math.round((inside / total) * 100) : null;
        return (
          <div key={key} className="min-w-0 rounded-lg bg-raised p-3" data-testid={`accuracy-${key}`}>
            <dt className="text-xs text-muted">{label}</dt>
            <dd className="mt-1 text-lg font-semibold tabular-nums">
              {inside} of {total}
              {share === null ? null : <span className="ml-1.5 text-sm text-muted">({share}%)</span>}
            </dd>
            <dd className="text-xs text-muted">inside the projected range</dd>
          </div>
        );
      })}
    </dl>
  );
}

/**
 * How often the forecasts held: of the user's finished campaigns, how many delivered inside the range
 * projected at launch, figure by figure (GET /forecasts/accuracy).
 */
export function ForecastAccuracyCard() {
  const headingId = useId();
  const accuracy = useForecastAccuracy();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-line bg-card p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="inline-flex items-center gap-2 text-base font-semibold">
          <Target aria-hidden className="size-4 text-brand-600" />
          Forecast accuracy
        </h2>
        <p className="text-xs text-muted">Sandbox delivery against the projection at launch</p>
      </div>
      <div className="mt-4">
        {accuracy.isPending ? (
          <div
            role="status"
            aria-label="Loading forecast accuracy"
            className="h-20 animate-pulse rounded-lg bg-raised motion-reduce:animate-none"
          />
        ) : accuracy.isError ? (
          <LoadError onRetry={() => void accuracy.refetch()}>
            Forecast accuracy could not be loaded.
          </LoadError>
        ) : accuracy.data.finished === 0 ? (
          <p className="text-sm text-muted" data-testid="accuracy-none">
            None of your campaigns has finished yet: once one does, this shows whether it landed inside the
            range forecast when it launched.
          </p>
        ) : (
          <>
            <p className="mb-3 text-sm text-muted" data-testid="accuracy-finished">
              Of your {plural(accuracy.data.finished, 'finished campaign', 'finished campaigns')}, how many
              delivered inside the range projected at launch.
            </p>
            <Figures accuracy={accuracy.data} />
          </>
        )}
      </div>
    </section>
  );
}
