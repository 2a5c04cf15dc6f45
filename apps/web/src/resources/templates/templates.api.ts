import type { Campaign, CampaignDraft, Template, TemplateItem } from '@northstar/shared/campaign/schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { invalidateCampaigns } from '../campaigns/campaign-queries.ts';
import { routeClient } from '../route-client.ts';
import { templateKeys } from './template-keys.ts';

// The /templates calls, typed and parsed by the shared route table (packages/shared contract/templates.ts).

/** The table loads with the first call (it brings the draft's schema). */
const templates = routeClient(async () => (await import('./template-contract.ts')).templateRoutes);

export const fetchTemplates = async (): Promise<TemplateItem[]> => (await templates('list', {})).items;

export const fetchTemplate = async (id: string): Promise<Template> =>
  (await templates('get', { params: { id } })).template;

export type SaveTemplateInput =
  | { draft: CampaignDraft; name?: string }
  | { campaignId: string; name?: string };

export const saveTemplate = async (input: SaveTemplateInput): Promise<Template> =>
  (await templates('save', { body: input })).template;

/** Creates "<name> (Template)" as a new draft campaign and returns it. */
export const postUseTemplate = async (id: string): Promise<Campaign> =>
  (await templates('use', { params: { id } })).campaign;

export const templateListQueryOptions = () =>
  queryOptions({ queryKey: templateKeys.list(), queryFn: fetchTemplates });

export const templateQueryOptions = (id: string) =>
  queryOptions({ queryKey: templateKeys.detail(id), queryFn: () => fetchTemplate(id) });

export const useTemplates = () => useQuery(templateListQueryOptions());

export function useUseTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => postUseTemplate(id),
    onSuccess: () => invalidateCampaigns(queryClient),
  });
}

export function useSaveTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveTemplateInput) => saveTemplate(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templateKeys.all }),
  });
}
