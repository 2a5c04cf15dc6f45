import type { CampaignListItem } from '@northstar/shared/campaign/schemas';
import type { IncrementalityTest } from '@northstar/shared/incrementality';
import { jsonResponse } from './fetch-mock.ts';

// API bodies and routes that tests of several features mock alike: the campaign list, the launched
// campaigns the hub's holdout picker asks for, and a campaign's holdout test.

/** "Spring Sale" (c1) as GET /campaigns lists it: launched on 2 May 2025, active, nothing delivered yet. */
export const launchedCampaign = (overrides: Partial<CampaignListItem> = {}): CampaignListItem => ({
  id: 'c1',
  name: 'Spring Sale',
  origin: 'builder',
  version: 1,
  channelType: 'universal',
  status: 'active',
  complianceStatus: 'approved',
  estimatedBudget: 5000,
  platforms: ['Google Ads'],
  lastPriceUpdate: '2025-06-01T10:00:00.000Z',
  createdAt: '2025-05-01T10:00:00.000Z',
  updatedAt: '2025-06-01T10:00:00.000Z',
  launchedAt: '2025-05-02T10:00:00.000Z',
  delivery: null,
  ...overrides,
});

/** One page of GET /campaigns holding all of `items`. */
export const campaignPage = (items: CampaignListItem[], pageSize: number) =>
  jsonResponse(200, { items, total: items.length, page: 1, pageSize });

/** GET /campaigns of one status, as the hub's holdout picker asks for the launched ones. */
export const launchedCampaignsRoute = (status: string) =>
  `GET /api/v1/campaigns?status=${status}&pageSize=100`;

/** The picker's four calls (active, scheduled, ready, paused), each answered with its status's `items`. */
export const launchedCampaignRoutes = (items: CampaignListItem[]) =>
  Object.fromEntries(
    ['active', 'scheduled', 'ready', 'paused'].map((status) => [
      launchedCampaignsRoute(status),
      campaignPage(
        items.filter((item) => item.status === status),
        100,
      ),
    ]),
  );

/** GET or PUT of a campaign's holdout test. */
export const holdoutTestRoute = (method: 'GET' | 'PUT', campaignId = 'c1') =>
  `${method} /api/v1/campaigns/${campaignId}/incrementality`;

const DAY_MS = 86_400_000;

/** The id of the fixture holdout test (what a conversation keeps of it). */
export const HOLDOUT_TEST_ID = '7e1f3a52-9c1d-4d7b-8a0e-2b6c5d4e3f21';
/** GET /incrementality-tests/{id}. */
export const holdoutTestByIdRoute = (testId = HOLDOUT_TEST_ID) =>
  `GET /api/v1/incrementality-tests/${testId}`;

/**
 * A holdout test on c1, running since 30 June 2025 with nobody counted yet. It ends `testDuration` days
 * after it started, so a test that sets another duration gets the end date that goes with it.
 */
export function holdoutTest(overrides: Partial<IncrementalityTest> = {}): IncrementalityTest {
  const startedAt = overrides.startedAt ?? '2025-06-30T12:00:00.000Z';
  const testDuration = overrides.testDuration ?? 28;
  return {
    id: HOLDOUT_TEST_ID,
    campaignId: 'c1',
    campaignName: 'Spring Sale',
    testType: 'geographic',
    controlGroupSize: 25,
    testDuration,
    confidenceLevel: 95,
    status: 'running',
    startedAt,
    endsAt: new Date(Date.parse(startedAt) + testDuration * DAY_MS).toISOString(),
    test: { users: 0, conversions: 0 },
    control: { users: 0, conversions: 0 },
    result: null,
    ...overrides,
  };
}
