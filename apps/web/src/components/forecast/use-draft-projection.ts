import type { CampaignDraft } from '@northstar/shared/campaign/schemas';
import { type MarketState, marketScope, scopedPricing } from '@northstar/shared/market';
import { type DraftProjection, forecastView, projectionFromPoint } from '@northstar/shared/projections';
import { useMemo } from 'react';
import { useForecast } from '../../lib/forecasts.ts';
import { planIndex } from './forecast-figures.ts';

// A draft's projection from its POST /forecasts answer (the budget curve's query: one request for both),
// turned into figures by the shared projectionFromPoint the assistant uses on the same point. The
// market's ticks reprice the scope for display only; nothing here walks the flight in the browser.

export interface DraftProjectionState {
  /** Null while the first forecast loads or when it failed. */
  projection: DraftProjection | null;
  /** The scope's simulated pricing at this tick; null when the market prices none of its platforms. */
  pricing: DraftProjection['pricing'] | null;
  isError: boolean;
  refetch: () => void;
}

/**
 * `draft` as the model forecasts it (what it lacks filled with the projection's defaults, on its
 * platforms or its channel's), forecast by the API, at `market`'s prices for display.
 */
export function useDraftProjection(draft: CampaignDraft, market: MarketState): DraftProjectionState {
  const scope = useMemo(() => marketScope(draft), [draft]);
  const view = useMemo(() => forecastView(draft, scope), [draft, scope]);
  const pricing = useMemo(() => scopedPricing(market, scope), [market, scope]);
  const forecast = useForecast(scope.platforms.length ? view : null);
  const plan = forecast.data ? forecast.data.points[planIndex(forecast.data)] : undefined;
  const projection = useMemo(
    () => (plan && pricing ? projectionFromPoint(draft, plan, pricing, scope) : null),
    [draft, plan, pricing, scope],
  );
  return { projection, pricing, isError: forecast.isError, refetch: () => void forecast.refetch() };
}
