import { CAMPAIGN_PAGE_SIZE_MAX, type CampaignListItem } from '@northstar/shared/campaign/api';
import type { CampaignStatus } from '@northstar/shared/campaign/statuses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, isApiError } from '../../../lib/api-client.ts';

// "Confirm Setup" runs the test on one of the user's launched campaigns that is not over yet. The list
// call filters by one status, so the four launched statuses are asked for at once.

/** Running ones first: they are where a test measures something soonest. */
export const TESTABLE_STATUSES = [
  'active',
  'scheduled',
  'ready',
  'paused',
] as const satisfies readonly CampaignStatus[];

export const launchedCampaignsPath = (status: CampaignStatus) =>
  `/campaigns?${new URLSearchParams({ status, pageSize: String(CAMPAIGN_PAGE_SIZE_MAX) }).toString()}`;

export async function fetchLaunchedCampaigns(): Promise<CampaignListItem[]> {
  const pages = await Promise.all(
    TESTABLE_STATUSES.map((status) =>
      apiRequest<{ items: CampaignListItem[] }>(launchedCampaignsPath(status)),
    ),
  );
  return pages.flatMap((page) => page.items);
}

export const launchedCampaignsQueryOptions = () =>
  queryOptions({
    queryKey: ['campaigns', 'hub-launched'] as const,
    queryFn: fetchLaunchedCampaigns,
    // Asked each time the picker opens: a campaign launched meanwhile is there.
    staleTime: 0,
    retry: (failureCount, error) =>
      !(isApiError(error) && error.status >= 400 && error.status < 500) && failureCount < 2,
  });

export const useLaunchedCampaigns = () => useQuery(launchedCampaignsQueryOptions());
