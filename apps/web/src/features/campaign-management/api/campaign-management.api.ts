import type { AnalyticsSummary, Recommendation } from '@northstar/shared/analytics';
import type {
  Campaign,
  CampaignListItem,
  CampaignStatus,
  HistoryEntry,
} from '@northstar/shared/campaign/api';
import type { Objective } from '@northstar/shared/campaign/objectives';
import type { CampaignForecast } from '@northstar/shared/forecasts';
import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useMutation,
  useMutationState,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { apiRequest, isApiError } from '../../../lib/api-client.ts';

export interface CampaignPage {
  items: CampaignListItem[];
  total: number;
  page: number;
  pageSize: number;
}

/** The table shows the newest campaigns; the campaign builder's list pages through all of them. */
export const RECENT_CAMPAIGNS_LIMIT = 20;

// Keys under 'campaigns' and 'analytics' as the other pages use them: a save in the builder refreshes this
// table, and a pause here refreshes the analytics page. The summary key and fetch match the analytics
// page's, so both pages share one cached summary.
export const managementKeys = {
  campaigns: ['campaigns'] as const,
  lists: () => [...managementKeys.campaigns, 'management'] as const,
  list: (status: CampaignStatus | null) => [...managementKeys.lists(), status ?? 'all'] as const,
  history: (id: string) => [...managementKeys.campaigns, 'history', id] as const,
  forecast: (id: string) => [...managementKeys.campaigns, 'forecast', id] as const,
  analytics: ['analytics'] as const,
  summary: (from: string, to: string) => [...managementKeys.analytics, 'summary', from, to] as const,
  recommendations: () => [...managementKeys.analytics, 'recommendations'] as const,
};

const idPath = (id: string) => `/campaigns/${encodeURIComponent(id)}`;

export function recentCampaignsPath(status: CampaignStatus | null): string {
  const params = new URLSearchParams();
  if (status) params.set('status', status);
  params.set('page', '1');
  params.set('pageSize', String(RECENT_CAMPAIGNS_LIMIT));
  return `/campaigns?${params.toString()}`;
}

// A refused call or a lost session will not come back by retrying.
const retryUnlessClientError = (failureCount: number, error: unknown) =>
  !(isApiError(error) && error.status >= 400 && error.status < 500) && failureCount < 3;
const FRESH_MS = 60_000;

export const recentCampaignsQueryOptions = (status: CampaignStatus | null) =>
  queryOptions({
    queryKey: managementKeys.list(status),
    queryFn: () => apiRequest<CampaignPage>(recentCampaignsPath(status)),
    retry: retryUnlessClientError,
    staleTime: FRESH_MS,
    placeholderData: keepPreviousData,
  });

export const historyQueryOptions = (id: string) =>
  queryOptions({
    queryKey: managementKeys.history(id),
    queryFn: async () => (await apiRequest<{ items: HistoryEntry[] }>(`${idPath(id)}/history`)).items,
    retry: retryUnlessClientError,
    // Opening the details shows the latest changes, delivery's included.
    staleTime: 0,
  });

export const summaryQueryOptions = (from: string, to: string) =>
  queryOptions({
    queryKey: managementKeys.summary(from, to),
    queryFn: () =>
      apiRequest<AnalyticsSummary>(`/analytics/summary?${new URLSearchParams({ from, to }).toString()}`),
    retry: retryUnlessClientError,
    staleTime: FRESH_MS,
  });

export const recommendationsQueryOptions = () =>
  queryOptions({
    queryKey: managementKeys.recommendations(),
    queryFn: async () => (await apiRequest<{ items: Recommendation[] }>('/analytics/recommendations')).items,
    retry: retryUnlessClientError,
    staleTime: FRESH_MS,
  });

export const useRecentCampaigns = (status: CampaignStatus | null) =>
  useQuery(recentCampaignsQueryOptions(status));
export const useCampaignHistory = (id: string | null) =>
  useQuery({ ...historyQueryOptions(id ?? ''), enabled: id !== null });
export const useCampaignSummary = (from: string, to: string) => useQuery(summaryQueryOptions(from, to));
export const useRecommendations = () => useQuery(recommendationsQueryOptions());

export type TransitionAction = 'pause' | 'resume';
export interface TransitionInput {
  campaign: CampaignListItem;
  action: TransitionAction;
}

const TRANSITION_KEY = ['campaign-transition'] as const;
// What the row shows until the server answers; resume may really land on scheduled, and the re-fetch
// that follows every transition shows what the server decided.
const EXPECTED_STATUS: Record<TransitionAction, CampaignStatus> = { pause: 'paused', resume: 'active' };
const PAST_TENSE: Record<TransitionAction, string> = { pause: 'Paused', resume: 'Resumed' };

export const postTransition = async ({ campaign, action }: TransitionInput): Promise<Campaign> =>
  (await apiRequest<{ campaign: Campaign }>(`${idPath(campaign.id)}/${action}`, { method: 'POST' })).campaign;

function setStatus(queryClient: QueryClient, id: string, status: CampaignStatus) {
  queryClient.setQueriesData<CampaignPage>({ queryKey: managementKeys.lists() }, (page) =>
    page ? { ...page, items: page.items.map((c) => (c.id === id ? { ...c, status } : c)) } : page,
  );
}

const nameOf = (campaign: CampaignListItem) => `“${campaign.name || 'Untitled campaign'}”`;

/** The message of a failed pause or resume: a 409 says the campaign's status had already moved on. */
export function transitionErrorMessage({ campaign, action }: TransitionInput, error: unknown): string {
  const what = `${nameOf(campaign)} could not be ${action === 'pause' ? 'paused' : 'resumed'}`;
  if (isApiError(error) && error.is('INVALID_TRANSITION', 'CONFLICT')) {
    return `${what}: ${error.serverMessage ?? 'its status has changed'}. The list has been refreshed.`;
  }
  return `${what}. Please try again.`;
}

/**
 * Pause or resume: the row changes at once, rolls back with a toast if the server refuses, and the list
 * and the analytics are fetched again either way, so what shows is what the server stored.
 */
export function useCampaignTransition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: TRANSITION_KEY,
    mutationFn: postTransition,
    onMutate: async ({ campaign, action }) => {
      await queryClient.cancelQueries({ queryKey: managementKeys.lists() });
      const snapshot = queryClient.getQueriesData<CampaignPage>({ queryKey: managementKeys.lists() });
      setStatus(queryClient, campaign.id, EXPECTED_STATUS[action]);
      return { snapshot };
    },
    onError: (error, input, context) => {
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
      toast.error(transitionErrorMessage(input, error));
    },
    onSuccess: (updated, { campaign, action }) => {
      setStatus(queryClient, campaign.id, updated.status);
      toast.success(`${PAST_TENSE[action]} ${nameOf(campaign)}`);
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: managementKeys.campaigns });
      void queryClient.invalidateQueries({ queryKey: managementKeys.analytics });
    },
  });
}

export interface PendingTransition {
  id: string;
  action: TransitionAction;
}

/** The pauses and resumes on their way (several rows may be pending at once). */
export const usePendingTransitions = (): PendingTransition[] =>
  useMutationState({
    filters: { mutationKey: TRANSITION_KEY, status: 'pending' },
    select: (mutation) => {
      const input = mutation.state.variables as TransitionInput | undefined;
      return { id: input?.campaign.id ?? '', action: input?.action ?? 'pause' };
    },
  });

// The campaign's forecast at launch against its sandbox delivery (issue 22 item 3), from its details:
// GET /campaigns/{id} carries `forecast` (null for a campaign launched before forecasts were stored).
// The schemas load with the details, not with the page: the contract brings the draft's schema.
async function forecastBodySchema() {
  const [{ z }, { objectiveSchema }, { campaignForecastSchema }] = await Promise.all([
    import('zod'),
    import('@northstar/shared/campaign/objectives'),
    import('@northstar/shared/forecasts'),
  ]);
  const forecast = campaignForecastSchema.nullable().optional();
  return z.object({
    campaign: z.object({ draft: z.object({ objective: objectiveSchema }), forecast }),
    forecast,
  });
}

export interface CampaignForecastView {
  objective: Objective;
  forecast: CampaignForecast | null;
}

export async function fetchCampaignForecast(id: string): Promise<CampaignForecastView> {
  const [raw, schema] = await Promise.all([apiRequest<unknown>(idPath(id)), forecastBodySchema()]);
  const body = schema.parse(raw);
  return {
    objective: body.campaign.draft.objective,
    forecast: body.campaign.forecast ?? body.forecast ?? null,
  };
}

export const campaignForecastQueryOptions = (id: string) =>
  queryOptions({
    queryKey: managementKeys.forecast(id),
    queryFn: () => fetchCampaignForecast(id),
    retry: retryUnlessClientError,
    // Delivery moves on: opening the details shows the latest.
    staleTime: 0,
  });

export const useCampaignForecast = (id: string | null) =>
  useQuery({ ...campaignForecastQueryOptions(id ?? ''), enabled: id !== null });
