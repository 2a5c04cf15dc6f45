import type { Campaign, Template, TemplateItem } from '@northstar/shared/campaign/api';
import type { CampaignDraft } from '@northstar/shared/campaign/draft';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { campaignKeys, retryUnlessClientError } from './campaigns.api.ts';

export const templateKeys = {
  all: ['templates'] as const,
  list: () => [...templateKeys.all, 'list'] as const,
  detail: (id: string) => [...templateKeys.all, 'detail', id] as const,
};

const idPath = (id: string) => `/templates/${encodeURIComponent(id)}`;

export const fetchTemplates = async (): Promise<TemplateItem[]> => {
  const result = await apiRequest<{ items?: TemplateItem[] } | null>('/templates');
  return Array.isArray(result?.items) ? result.items : [];
};

export const fetchTemplate = async (id: string): Promise<Template> =>
  (await apiRequest<{ template: Template }>(idPath(id))).template;

export type SaveTemplateInput =
  | { draft: CampaignDraft; name?: string }
  | { campaignId: string; name?: string };

export const saveTemplate = async (input: SaveTemplateInput): Promise<Template> =>
  (await apiRequest<{ template: Template }>('/templates', { method: 'POST', body: input })).template;

/** Creates "<name> (Template)" as a new draft campaign and returns it. */
export const postUseTemplate = async (id: string): Promise<Campaign> =>
  (await apiRequest<{ campaign: Campaign }>(`${idPath(id)}/use`, { method: 'POST' })).campaign;

export const templateListQueryOptions = () =>
  queryOptions({ queryKey: templateKeys.list(), queryFn: fetchTemplates, retry: retryUnlessClientError });

export const templateQueryOptions = (id: string) =>
  queryOptions({
    queryKey: templateKeys.detail(id),
    queryFn: () => fetchTemplate(id),
    retry: retryUnlessClientError,
  });

export const useTemplates = () => useQuery(templateListQueryOptions());

export function useUseTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => postUseTemplate(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignKeys.all }),
  });
}

export function useSaveTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveTemplateInput) => saveTemplate(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templateKeys.all }),
  });
}
