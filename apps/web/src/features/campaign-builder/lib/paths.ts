import type { CampaignType } from '@northstar/shared/campaign/schemas';

export const CAMPAIGN_LIST_PATH = '/dashboard/campaign-builder';
export const PREVIEW_PATH = `${CAMPAIGN_LIST_PATH}/universal-test`;

/** The builder for a channel type, optionally opening a saved campaign and naming its template. */
export function builderPath(
  channelType: CampaignType,
  params: { edit?: string; template?: string } = {},
): string {
  const search = new URLSearchParams();
  if (params.edit) search.set('edit', params.edit);
  if (params.template) search.set('template', params.template);
  const query = search.toString();
  return `${CAMPAIGN_LIST_PATH}/${channelType}${query ? `?${query}` : ''}`;
}
