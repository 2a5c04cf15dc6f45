import { type APIRequestContext, expect } from '@playwright/test';
import { apiSignIn, type NewUser } from './accounts.ts';

/**
 * A campaign from a built-in example, complete except what only the advertiser can give at launch
 * (payment method and the terms), with a daily budget big enough to show figures within seconds.
 * Standard pacing: it spreads what is left of the launch day over its remaining hours, whenever the
 * test runs. Accelerated spends a day's budget in its first eight local hours, so a launch after
 * 08:00 delivers nothing until the next day.
 */
export async function campaignAwaitingLaunch(request: APIRequestContext, user: NewUser, name: string) {
  const { headers } = await apiSignIn(request, user);
  const used = await request.post('/api/v1/templates/sample-spring-fashion-launch/use', { headers });
  expect(used.status()).toBe(201);
  const { campaign } = await used.json();
  const draft = campaign.draft;
  const policies = Object.fromEntries(draft.platforms.selected.map((p: string) => [p, true]));
  const body = {
    draft: {
      ...draft,
      campaignName: name,
      budget: { ...draft.budget, totalBudget: 200_000, budgetType: 'daily', pacing: 'standard' },
      schedule: { ...draft.schedule, endDate: '' },
      compliance: { ...draft.compliance, platformPolicies: policies },
      payment: { method: '', billingEmail: '', poNumber: '' },
      launchOptions: { ...draft.launchOptions, termsAccepted: false },
    },
  };
  expect((await request.put(`/api/v1/campaigns/${campaign.id}`, { headers, data: body })).status()).toBe(200);
  return campaign as { id: string; channelType: string };
}
