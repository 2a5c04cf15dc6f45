import type { Campaign, CampaignDraft, Template, TemplateItem } from '@northstar/shared/campaign/schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { invalidateCampaigns } from '../campaigns/campaign-queries.ts';
import { requestParsed } from '../parsed-request.ts';
import { templateKeys } from './template-keys.ts';

// The /templates calls, each answer parsed with the shared contract (packages/shared campaign/api.ts).

const contract = () => import('./template-contract.ts');
const listSchema = async () => (await contract()).templateListResponseSchema;
const templateSchema = async () => (await contract()).templateResponseSchema;
const campaignSchema = async () => (await contract()).campaignResponseSchema;

const idPath = (id: string) => `/templates/${encodeURIComponent(id)}`;

export const fetchTemplates = async (): Promise<TemplateItem[]> =>
  (await requestParsed('/templates', listSchema)).items;

export const fetchTemplate = async (id: string): Promise<Template> =>
  (await requestParsed(idPath(id), templateSchema)).template;

export type SaveTemplateInput =
  | { draft: CampaignDraft; name?: string }
  | { campaignId: string; name?: string };

export const saveTemplate = async (input: SaveTemplateInput): Promise<Template> =>
  (await requestParsed('/templates', templateSchema, { method: 'POST', body: input })).template;

/** Creates "<name> (Template)" as a new draft campaign and returns it. */
export const postUseTemplate = async (id: string): Promise<Campaign> =>
  (await requestParsed(`${idPath(id)}/use`, campaignSchema, { method: 'POST' })).campaign;

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
