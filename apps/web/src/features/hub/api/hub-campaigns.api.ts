import type { Campaign } from '@northstar/shared/campaign/api';
import type { CampaignDraft } from '@northstar/shared/campaign/draft';
import type { StepNumber } from '@northstar/shared/campaign/steps';
import { apiRequest } from '../../../lib/api-client.ts';

// "Open in builder": the conversation's campaign is saved as a draft, then the builder opens it at the
// step the conversation reached.

export const BUILDER_BASE_PATH = '/dashboard/campaign-builder';

export async function saveDraftCampaign(draft: CampaignDraft): Promise<Campaign> {
  const result = await apiRequest<{ campaign: Campaign }>('/campaigns', {
    method: 'POST',
    body: { draft, status: 'draft' },
  });
  return result.campaign;
}

export function builderEditPath(campaign: Pick<Campaign, 'id' | 'channelType'>, step: StepNumber): string {
  const search = new URLSearchParams({ edit: campaign.id, step: String(step) });
  return `${BUILDER_BASE_PATH}/${campaign.channelType}?${search.toString()}`;
}
