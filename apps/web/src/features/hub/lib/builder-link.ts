import type { StepNumber } from '@northstar/shared/campaign';
import type { Campaign } from '@northstar/shared/campaign/schemas';

// "Open in builder": the builder opens the conversation's campaign at the step the conversation reached.

export const BUILDER_BASE_PATH = '/dashboard/campaign-builder';

export function builderEditPath(campaign: Pick<Campaign, 'id' | 'channelType'>, step: StepNumber): string {
  const search = new URLSearchParams({ edit: campaign.id, step: String(step) });
  return `${BUILDER_BASE_PATH}/${campaign.channelType}?${search.toString()}`;
}
