import type { CampaignDraft } from '@northstar/shared/campaign/schemas';
import type { ForecastResponse, forecastMissingSchema } from '@northstar/shared/forecast/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, isApiError } from './api-client.ts';
import { useDebouncedValue } from './use-debounced-value.ts';

// The budget curve of a draft (issue 22 item 2): POST /forecasts, the one the builder's step 7 and the
// hub's panel draw. Every answer is parsed with the shared contract; a draft with too little to forecast
// from gets 422 with `error.missing`, which the curve turns into what to add, never a number.

export type ForecastMissing = ReturnType<typeof forecastMissingSchema.parse>;

/**
 * The contract's schemas, loaded with the first forecast: they bring the draft's schema, which the
 * pages around a curve need not load on their first paint.
 */
export const loadForecastContract = () => import('@northstar/shared/forecast/schemas');

const MISSING_WORDS: ReadonlySet<string> = new Set(['budget', 'platforms', 'objective', 'schedule']);

/** What the draft lacks, when the server refused it for that (422 with `error.missing`); else null. */
export function missingOf(error: unknown): ForecastMissing | null {
  if (!isApiError(error) || error.status !== 422) return null;
  const missing = error.details?.missing;
  if (!Array.isArray(missing) || missing.length === 0) return null;
  return missing.every((m) => typeof m === 'string' && MISSING_WORDS.has(m))
    ? (missing as ForecastMissing)
    : null;
}

export const forecastKeys = {
  all: ['forecasts'] as const,
  draft: (draft: CampaignDraft) => [...forecastKeys.all, 'draft', draft] as const,
};

export async function fetchForecast(draft: CampaignDraft): Promise<ForecastResponse> {
  const [body, contract] = await Promise.all([
    apiRequest<unknown>('/forecasts', { method: 'POST', body: { draft } }),
    loadForecastContract(),
  ]);
  return contract.forecastResponseSchema.parse(body);
}

/** The same draft gets the same figures until the answer's `validUntil`: fresh until then. */
const freshFor = (forecast: ForecastResponse | undefined): number => {
  const until = forecast ? Date.parse(forecast.validUntil) : Number.NaN;
  return Number.isFinite(until) ? Math.max(0, until - Date.now()) : 0;
};

export const forecastQueryOptions = (draft: CampaignDraft) =>
  queryOptions({
    queryKey: forecastKeys.draft(draft),
    queryFn: () => fetchForecast(draft),
    staleTime: (query) => freshFor(query.state.data),
    // The previous curve stays on screen while an edited draft's loads.
    placeholderData: keepPreviousData,
  });

/** Quiet time after the last edit before the draft is forecast again. */
export const FORECAST_DEBOUNCE_MS = 400;

/** The draft's forecast, asked for once its edits settle; nothing is asked without a draft. */
export function useForecast(draft: CampaignDraft | null) {
  const settled = useDebouncedValue(draft, FORECAST_DEBOUNCE_MS);
  const query = useQuery({
    ...forecastQueryOptions(settled as CampaignDraft),
    enabled: settled !== null,
  });
  return { ...query, missing: missingOf(query.error) };
}
