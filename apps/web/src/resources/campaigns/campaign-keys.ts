import type { CampaignStatus } from '@northstar/shared/campaign';
import type { CampaignType } from '@northstar/shared/campaign/schemas';

export interface CampaignFilters {
  query?: string;
  channelType?: CampaignType;
  status?: CampaignStatus;
  page: number;
  pageSize: number;
}

/**
 * Every cached campaign read sits under one root: a save, launch, pause, resume, duplicate or delete
 * invalidates it (invalidateCampaigns), so every page that shows a campaign reads the new state.
 * The holdout tests (lib/holdout-test.ts) sit under the same root for the same reason.
 */
export const campaignKeys = {
  all: ['campaigns'] as const,
  lists: () => [...campaignKeys.all, 'list'] as const,
  list: (filters: CampaignFilters) => [...campaignKeys.lists(), filters] as const,
  /** The launched campaigns that are not over (the hub's holdout picker). */
  launched: () => [...campaignKeys.all, 'launched'] as const,
  detail: (id: string) => [...campaignKeys.all, 'detail', id] as const,
  history: (id: string) => [...campaignKeys.all, 'history', id] as const,
};
