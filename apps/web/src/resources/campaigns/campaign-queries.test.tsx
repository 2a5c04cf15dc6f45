import { campaignRoutes } from '@northstar/shared/contract/campaigns';
import { completeDraft } from '@northstar/shared/testing';
import { describe, expect, it } from 'vitest';
import { launchedCampaign } from '../../test/api-fixtures.ts';
import { routeResponse } from '../../test/contract-stubs.ts';
import { jsonResponse, mockFetch } from '../../test/fetch-mock.ts';
import { createTestQueryClient } from '../../test/render.tsx';
import { analyticsKeys } from '../analytics/analytics-keys.ts';
import { templateKeys } from '../templates/template-keys.ts';
import { campaignKeys } from './campaign-keys.ts';
import { campaignWritten } from './campaign-queries.ts';
import { fetchCampaigns } from './campaigns.api.ts';

const page = { items: [launchedCampaign()], total: 1, page: 1, pageSize: 20 };

describe('the campaign resource', () => {
  it('after a write, every cached campaign read, the analytics and the templates are stale (every page re-reads)', () => {
    const queryClient = createTestQueryClient();
    const builderList = campaignKeys.list({ page: 1, pageSize: 10 });
    const campaignsPage = campaignKeys.list({ status: 'active', page: 1, pageSize: 20 });
    const others = [
      builderList,
      campaignsPage,
      campaignKeys.launched(),
      campaignKeys.history('c1'),
      analyticsKeys.summary({ from: '2025-06-01', to: '2025-06-30' }),
      templateKeys.list(),
    ];
    for (const key of others) queryClient.setQueryData(key, page);

    const campaign = { ...launchedCampaign({ status: 'scheduled' }), draft: completeDraft() };
    campaignWritten(queryClient, campaign);

    for (const key of others) expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryData(campaignKeys.detail('c1'))).toEqual(campaign);
  });

  it('parses each answer with the shared contract instead of trusting it', async () => {
    mockFetch({
      'GET /api/v1/campaigns?page=1&pageSize=20': [
        routeResponse(campaignRoutes.list, 200, page),
        // Deliberately off the contract: what a drifted server would send.
        jsonResponse(200, { items: [{ ...launchedCampaign(), status: 'launched-ish' }], total: 1 }),
      ],
    });
    await expect(fetchCampaigns({ page: 1, pageSize: 20 })).resolves.toEqual(page);
    await expect(fetchCampaigns({ page: 1, pageSize: 20 })).rejects.toThrow(/status/);
  });
});
