import type { CampaignListItem } from '@northstar/shared/campaign/schemas';
import type { CampaignForecast, ForecastBand } from '@northstar/shared/forecast/schemas';
import { outcomeFor } from '@northstar/shared/projections';
import type { ReactNode } from 'react';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useCampaignForecast } from '../api/campaign-management.api.ts';
import { formatCount } from '../lib/figures.ts';

type Figure = keyof CampaignForecast['delivered'];
type Verdict = 'inside' | 'below' | 'above';

/** Where a delivered figure sits against its projected range (pro-rated to the flight so far). */
export function verdictOf(delivered: number, band: ForecastBand): Verdict {
  if (delivered < band.low) return 'below';
  if (delivered > band.high) return 'above';
  return 'inside';
}

// Words as well as colour: the verdict never rests on colour alone.
const VERDICT: Record<Verdict, { label: string; tone: BadgeTone }> = {
  inside: { label: 'Inside the range', tone: 'success' },
  below: { label: 'Below the range', tone: 'warning' },
  above: { label: 'Above the range', tone: 'brand' },
};

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function rows(forecast: CampaignForecast, objective: Parameters<typeof outcomeFor>[0]) {
  const outcome = outcomeFor(objective);
  const list: { figure: Figure; label: string }[] = [{ figure: 'impressions', label: 'Impressions' }];
  // The objective's own result is listed once, under its own name.
  if (outcome.unit !== 'reach') list.push({ figure: 'reach', label: 'People reached' });
  if (outcome.unit !== 'clicks') list.push({ figure: 'clicks', label: 'Clicks' });
  list.push({ figure: 'results', label: capitalise(outcome.result.many) });
  return list.map(({ figure, label }) => ({
    figure,
    label,
    band: forecast.proRated[figure],
    delivered: forecast.delivered[figure],
  }));
}

/**
 * A launched campaign's sandbox delivery so far against the range projected at launch, pro-rated to the
 * share of the flight that has elapsed.
 */
export function CampaignForecastSection({ campaign }: { campaign: CampaignListItem }) {
  const launched = campaign.launchedAt !== null;
  const details = useCampaignForecast(launched ? campaign.id : null);
  if (!launched) return null;

  let body: ReactNode;
  if (details.isPending) body = <Spinner label="Loading the forecast" />;
  else if (details.isError)
    body = <LoadError onRetry={() => void details.refetch()}>The forecast could not be loaded.</LoadError>;
  else if (!details.data.forecast)
    body = (
      <p className="text-sm text-muted">
        No forecast was stored when this campaign launched, so there is nothing to hold its delivery to.
      </p>
    );
  else {
    const { forecast, objective } = details.data;
    const percent = Math.round(Math.min(1, Math.max(0, forecast.elapsed)) * 100);
    body = (
      <>
        <p className="text-xs text-muted" data-testid="forecast-elapsed">
          Sandbox delivery so far against the projection range at launch, pro-rated to the {percent}% of the
          flight that has elapsed.
        </p>
        <div className="overflow-x-auto rounded-lg border border-line">
          <table className="w-full text-left text-xs sm:text-sm">
            <caption className="sr-only">Projection range so far against sandbox delivery</caption>
            <thead className="bg-raised text-xs">
              <tr>
                <th scope="col" className="px-2 py-2 font-semibold sm:px-3">
                  Figure
                </th>
                <th scope="col" className="px-2 py-2 text-right font-semibold sm:px-3">
                  Projection range so far
                </th>
                <th scope="col" className="px-2 py-2 text-right font-semibold sm:px-3">
                  Sandbox delivery
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {rows(forecast, objective).map((row) => {
                const verdict = VERDICT[verdictOf(row.delivered, row.band)];
                return (
                  <tr key={row.figure} data-testid={`forecast-row-${row.figure}`}>
                    {/* The verdict under the figure's name: three narrow columns fit a phone. */}
                    <th scope="row" className="px-2 py-1.5 font-medium sm:px-3">
                      <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                        {row.label}
                        <Badge tone={verdict.tone}>{verdict.label}</Badge>
                      </span>
                    </th>
                    <td className="px-2 py-1.5 text-right whitespace-nowrap tabular-nums sm:px-3">
                      {formatCount(row.band.low)} – {formatCount(row.band.high)}
                    </td>
                    <td className="px-2 py-1.5 text-right tabular-nums sm:px-3">
                      {formatCount(row.delivered)}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        <p className="text-xs text-muted">
          For the whole flight the projection was {formatCount(forecast.atLaunch.results.low)} –{' '}
          {formatCount(forecast.atLaunch.results.high)} {outcomeFor(objective).result.many}.
        </p>
      </>
    );
  }

  return (
    <section aria-labelledby="campaign-forecast-heading" className="space-y-2">
      <h3 id="campaign-forecast-heading" className="text-sm font-semibold">
        Forecast against delivery
      </h3>
      {body}
    </section>
  );
}
