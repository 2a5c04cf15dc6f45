import type { AnalyticsSummary } from '@northstar/shared/analytics';
import type { HistoryEntry } from '@northstar/shared/campaign/api';
import type { ForecastAccuracy } from '@northstar/shared/forecasts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, isApiError } from '../../../lib/api-client.ts';

export interface AnalyticsRange {
  /** YYYY-MM-DD, both inclusive. */
  from: string;
  to: string;
}

export const ACTIVITY_LIMIT = 10;

// The campaign management page asks for the same summary under the same key, so they share the cache;
// pausing or resuming a campaign invalidates everything under 'analytics'.
export const analyticsKeys = {
  all: ['analytics'] as const,
  summary: (range: AnalyticsRange) => [...analyticsKeys.all, 'summary', range.from, range.to] as const,
  activity: (limit: number) => [...analyticsKeys.all, 'activity', limit] as const,
  accuracy: () => [...analyticsKeys.all, 'forecast-accuracy'] as const,
};

export const summaryPath = ({ from, to }: AnalyticsRange) =>
  `/analytics/summary?${new URLSearchParams({ from, to }).toString()}`;

export const fetchSummary = (range: AnalyticsRange) => apiRequest<AnalyticsSummary>(summaryPath(range));

export const fetchActivity = async (limit: number): Promise<HistoryEntry[]> =>
  (await apiRequest<{ items: HistoryEntry[] }>(`/analytics/activity?limit=${limit}`)).items;

// A refused range or a lost session will not come back by retrying.
const retryUnlessClientError = (failureCount: number, error: unknown) =>
  !(isApiError(error) && error.status >= 400 && error.status < 500) && failureCount < 3;

// Sandbox delivery moves on every few minutes: a minute-old summary is fresh enough.
const FRESH_MS = 60_000;

export const summaryQueryOptions = (range: AnalyticsRange) =>
  queryOptions({
    queryKey: analyticsKeys.summary(range),
    queryFn: () => fetchSummary(range),
    retry: retryUnlessClientError,
    staleTime: FRESH_MS,
    // The previous range stays on screen (dimmed) while the next one loads.
    placeholderData: keepPreviousData,
  });

export const activityQueryOptions = (limit = ACTIVITY_LIMIT) =>
  queryOptions({
    queryKey: analyticsKeys.activity(limit),
    queryFn: () => fetchActivity(limit),
    retry: retryUnlessClientError,
    staleTime: FRESH_MS,
  });

/** Of the user's finished campaigns, how many landed inside their forecast range, per figure. */
export async function fetchForecastAccuracy(): Promise<ForecastAccuracy> {
  // The contract loads with the card's data, not with the page: it brings the draft's schema.
  const [body, contract] = await Promise.all([
    apiRequest<unknown>('/forecasts/accuracy'),
    import('@northstar/shared/forecasts'),
  ]);
  return contract.forecastAccuracySchema.parse(body);
}

export const accuracyQueryOptions = () =>
  queryOptions({
    queryKey: analyticsKeys.accuracy(),
    queryFn: fetchForecastAccuracy,
    retry: retryUnlessClientError,
    staleTime: FRESH_MS,
  });

export const useForecastAccuracy = () => useQuery(accuracyQueryOptions());
export const useAnalyticsSummary = (range: AnalyticsRange) => useQuery(summaryQueryOptions(range));
export const useRecentActivity = (limit = ACTIVITY_LIMIT) => useQuery(activityQueryOptions(limit));
