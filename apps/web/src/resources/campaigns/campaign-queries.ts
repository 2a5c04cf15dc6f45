import type { CampaignStatus } from '@northstar/shared/campaign';
import type { Campaign } from '@northstar/shared/campaign/schemas';
import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { analyticsKeys } from '../analytics/analytics-keys.ts';
import { templateKeys } from '../templates/template-keys.ts';
import { type CampaignFilters, campaignKeys } from './campaign-keys.ts';
import {
  deleteCampaign,
  duplicateCampaign,
  fetchCampaign,
  fetchCampaignHistory,
  fetchCampaigns,
  fetchLaunchedCampaigns,
  type SaveCampaignInput,
  saveCampaign,
} from './campaigns.api.ts';

/**
 * After any campaign write: every cached campaign read (lists, details, history, holdout tests), the
 * analytics its figures feed and the templates (a launched campaign is a "Recently Launched" card) are
 * stale, so every page on screen or opened next shows the new state.
 */
export const invalidateCampaigns = (queryClient: QueryClient) =>
  Promise.all(
    [campaignKeys.all, analyticsKeys.all, templateKeys.all].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );

/** A write answered with the stored campaign: it becomes the cached copy, and the rest is re-read. */
export function campaignWritten(queryClient: QueryClient, campaign: Campaign) {
  queryClient.setQueryData(campaignKeys.detail(campaign.id), campaign);
  void invalidateCampaigns(queryClient);
}

export const campaignListQueryOptions = (filters: CampaignFilters) =>
  queryOptions({
    queryKey: campaignKeys.list(filters),
    queryFn: () => fetchCampaigns(filters),
    // Keeps the rows on screen while the next page or filter loads.
    placeholderData: keepPreviousData,
  });

export const campaignQueryOptions = (id: string) =>
  queryOptions({
    queryKey: campaignKeys.detail(id),
    queryFn: () => fetchCampaign(id),
    // The builder must open on the latest saved copy, and the details on the latest delivery.
    staleTime: 0,
  });

export const historyQueryOptions = (id: string) =>
  queryOptions({
    queryKey: campaignKeys.history(id),
    queryFn: () => fetchCampaignHistory(id),
    // Opening the details shows the latest changes, delivery's included.
    staleTime: 0,
  });

export const launchedCampaignsQueryOptions = () =>
  queryOptions({
    queryKey: campaignKeys.launched(),
    queryFn: fetchLaunchedCampaigns,
    // Asked each time the picker opens: a campaign launched meanwhile is there.
    staleTime: 0,
  });

export const useCampaigns = (filters: CampaignFilters) => useQuery(campaignListQueryOptions(filters));
export const useLaunchedCampaigns = () => useQuery(launchedCampaignsQueryOptions());

/** Null id: nothing is fetched. */
export const useCampaign = <T = Campaign>(id: string | null, select?: (campaign: Campaign) => T) =>
  useQuery({ ...campaignQueryOptions(id ?? ''), enabled: id !== null, select });

export const useCampaignHistory = (id: string | null) =>
  useQuery({ ...historyQueryOptions(id ?? ''), enabled: id !== null });

/** Writes the pages show at once: the campaign lists re-read whatever the outcome. */
function useCampaignWrite<Input, Result>(mutationFn: (input: Input) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => invalidateCampaigns(queryClient) });
}

export const useDeleteCampaign = () => useCampaignWrite((id: string) => deleteCampaign(id));
export const useDuplicateCampaign = () => useCampaignWrite((id: string) => duplicateCampaign(id));
export const useSaveCampaign = () =>
  useCampaignWrite(({ id, ...input }: SaveCampaignInput & { id: string | null }) => saveCampaign(id, input));

/** The row's status in every cached list page, until the server's answer is read again. */
export function setListedStatus(queryClient: QueryClient, id: string, status: CampaignStatus) {
  queryClient.setQueriesData<Awaited<ReturnType<typeof fetchCampaigns>>>(
    { queryKey: campaignKeys.lists() },
    (page) => (page ? { ...page, items: page.items.map((c) => (c.id === id ? { ...c, status } : c)) } : page),
  );
}
