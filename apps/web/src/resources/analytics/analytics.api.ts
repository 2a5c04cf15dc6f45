import type { AnalyticsSummary, Recommendation } from '@northstar/shared/analytics/schemas';
import type { HistoryEntry } from '@northstar/shared/campaign/schemas';
import type { ForecastAccuracy } from '@northstar/shared/forecast/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { routeClient } from '../route-client.ts';
import { ACTIVITY_LIMIT, type AnalyticsRange, analyticsKeys } from './analytics-keys.ts';

// The /analytics calls and the forecast accuracy, typed and parsed by the shared route table. The
// Analytics page and the Campaigns page read the same summary under the same key: one cached copy.

const analytics = routeClient(async () => (await import('./analytics-contract.ts')).analyticsRoutes);
// The forecasts table brings the draft's schema: it loads with the card's data, not with the page.
const forecasts = routeClient(async () => (await import('./analytics-contract.ts')).loadForecastRoutes());

export const fetchSummary = (range: AnalyticsRange): Promise<AnalyticsSummary> =>
  analytics('summary', { query: { from: range.from, to: range.to } });

export const fetchActivity = async (limit: number): Promise<HistoryEntry[]> =>
  (await analytics('activity', { query: { limit } })).items;

export const fetchRecommendations = async (): Promise<Recommendation[]> =>
  (await analytics('recommendations', {})).items;

/** Of the user's finished campaigns, how many landed inside their forecast range, per figure. */
export const fetchForecastAccuracy = (): Promise<ForecastAccuracy> => forecasts('accuracy', {});

// Sandbox delivery moves on every few minutes: a minute-old figure is fresh enough.
const FRESH_MS = 60_000;

export const summaryQueryOptions = (range: AnalyticsRange) =>
  queryOptions({
    queryKey: analyticsKeys.summary(range),
    queryFn: () => fetchSummary(range),
    staleTime: FRESH_MS,
    // The previous range stays on screen (dimmed) while the next one loads.
    placeholderData: keepPreviousData,
  });

export const activityQueryOptions = (limit = ACTIVITY_LIMIT) =>
  queryOptions({
    queryKey: analyticsKeys.activity(limit),
    queryFn: () => fetchActivity(limit),
    staleTime: FRESH_MS,
  });

export const accuracyQueryOptions = () =>
  queryOptions({ queryKey: analyticsKeys.accuracy(), queryFn: fetchForecastAccuracy, staleTime: FRESH_MS });

export const recommendationsQueryOptions = () =>
  queryOptions({
    queryKey: analyticsKeys.recommendations(),
    queryFn: fetchRecommendations,
    staleTime: FRESH_MS,
  });

export const useAnalyticsSummary = (range: AnalyticsRange) => useQuery(summaryQueryOptions(range));
export const useRecentActivity = (limit = ACTIVITY_LIMIT) => useQuery(activityQueryOptions(limit));
export const useForecastAccuracy = () => useQuery(accuracyQueryOptions());
export const useRecommendations = () => useQuery(recommendationsQueryOptions());
