import type { Campaign, CampaignListItem, CampaignStatus } from '@northstar/shared/campaign/api';
import type { CampaignDraft, CampaignType } from '@northstar/shared/campaign/draft';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, isApiError } from '../../../lib/api-client.ts';

export interface CampaignListResult {
  items: CampaignListItem[];
  total: number;
  page: number;
  pageSize: number;
}

export interface CampaignFilters {
  query?: string;
  channelType?: CampaignType;
  status?: CampaignStatus;
  page: number;
  pageSize: number;
}

export const campaignKeys = {
  all: ['campaigns'] as const,
  lists: () => [...campaignKeys.all, 'list'] as const,
  list: (filters: CampaignFilters) => [...campaignKeys.lists(), filters] as const,
  detail: (id: string) => [...campaignKeys.all, 'detail', id] as const,
};

/** Only the filters that are set go on the URL, so "All" means no parameter at all. */
export function campaignListPath(filters: CampaignFilters): string {
  const params = new URLSearchParams();
  const query = filters.query?.trim();
  if (query) params.set('query', query);
  if (filters.channelType) params.set('channelType', filters.channelType);
  if (filters.status) params.set('status', filters.status);
  params.set('page', String(filters.page));
  params.set('pageSize', String(filters.pageSize));
  return `/campaigns?${params.toString()}`;
}

const idPath = (id: string) => `/campaigns/${encodeURIComponent(id)}`;

export const fetchCampaigns = (filters: CampaignFilters) =>
  apiRequest<CampaignListResult>(campaignListPath(filters));

export const fetchCampaign = async (id: string): Promise<Campaign> =>
  (await apiRequest<{ campaign: Campaign }>(idPath(id))).campaign;

export interface SaveCampaignInput {
  draft: CampaignDraft;
  status?: CampaignStatus;
  /** The server version the draft is based on: a PUT of an older one is refused (409 VERSION_CONFLICT). */
  version?: number | null;
}

export const VERSION_CONFLICT = 'VERSION_CONFLICT';

/** A 409 VERSION_CONFLICT: the campaign was changed elsewhere since this copy was loaded. */
export const isVersionConflict = (error: unknown): boolean =>
  isApiError(error) && error.status === 409 && error.code === VERSION_CONFLICT;

/** POST for a campaign the server has not seen yet, PUT once it has an id. */
export async function saveCampaign(id: string | null, input: SaveCampaignInput): Promise<Campaign> {
  const body = { draft: input.draft, ...(input.status ? { status: input.status } : {}) };
  const result = id
    ? await apiRequest<{ campaign: Campaign }>(idPath(id), {
        method: 'PUT',
        body: typeof input.version === 'number' ? { ...body, version: input.version } : body,
      })
    : await apiRequest<{ campaign: Campaign }>('/campaigns', { method: 'POST', body });
  return result.campaign;
}

export const deleteCampaign = (id: string) => apiRequest<null>(idPath(id), { method: 'DELETE' });

export const duplicateCampaign = async (id: string): Promise<Campaign> =>
  (await apiRequest<{ campaign: Campaign }>(`${idPath(id)}/duplicate`, { method: 'POST' })).campaign;

// A missing campaign or a lost session will not come back by retrying.
export const retryUnlessClientError = (failureCount: number, error: unknown) =>
  !(isApiError(error) && error.status >= 400 && error.status < 500) && failureCount < 3;

export const campaignListQueryOptions = (filters: CampaignFilters) =>
  queryOptions({
    queryKey: campaignKeys.list(filters),
    queryFn: () => fetchCampaigns(filters),
    retry: retryUnlessClientError,
    // Keeps the rows on screen while the next page or filter loads.
    placeholderData: keepPreviousData,
  });

export const campaignQueryOptions = (id: string) =>
  queryOptions({
    queryKey: campaignKeys.detail(id),
    queryFn: () => fetchCampaign(id),
    retry: retryUnlessClientError,
    // The builder must open on the latest saved copy, never a cached one.
    staleTime: 0,
  });

export const useCampaigns = (filters: CampaignFilters) => useQuery(campaignListQueryOptions(filters));

function useInvalidateCampaigns() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: campaignKeys.all });
}

export function useDeleteCampaign() {
  const invalidate = useInvalidateCampaigns();
  return useMutation({ mutationFn: (id: string) => deleteCampaign(id), onSettled: invalidate });
}

export function useDuplicateCampaign() {
  const invalidate = useInvalidateCampaigns();
  return useMutation({ mutationFn: (id: string) => duplicateCampaign(id), onSettled: invalidate });
}

export function useSaveCampaign() {
  const invalidate = useInvalidateCampaigns();
  return useMutation({
    mutationFn: ({ id, ...input }: SaveCampaignInput & { id: string | null }) => saveCampaign(id, input),
    onSuccess: invalidate,
  });
}
