import { expect, test } from '@playwright/test';
import { approvedUser, signIn } from '../support/accounts.ts';
import { campaignAwaitingLaunch } from '../support/campaigns.ts';

// One owner for the campaign resource in the web app: a launch in the builder invalidates every cached
// campaign read, so the Campaigns page, already visited in this tab, shows the new status at once:
// no reload, no waiting for its one-minute freshness to run out.

test('a campaign launched in the builder shows its new status on the Campaigns page with no reload', async ({
  page,
  request,
}) => {
  // A launch and three page loads: on a busy 2-core machine each page may take longer than the default.
  test.setTimeout(120_000);
  const pageLoad = { timeout: 30_000 };
  const user = await approvedUser(request);
  const name = `Fresh status ${Date.now().toString(36)}`;
  const campaign = await campaignAwaitingLaunch(request, user, name);
  await signIn(page, user.email, user.password);
  await page.goto(`/dashboard/campaign-builder/${campaign.channelType}?edit=${campaign.id}&step=9`);
  await expect(page.getByRole('heading', { level: 2, name: 'Review & Launch' })).toBeVisible(pageLoad);
  const sidebarLink = (label: string) =>
    page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: label, exact: true });

  // From here on, in-app navigation only: what the Campaigns page cached lives as long as the tab.
  await sidebarLink('Campaigns').click();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row.getByText('Draft', { exact: true })).toBeVisible(pageLoad);
  await page.goBack();
  await expect(page.getByTestId('campaign-name')).toHaveText(name, pageLoad);
  await page.getByLabel('Payment method').selectOption({ label: 'Invoice' });
  await page.getByLabel(/I accept the advertising terms/).check();
  await expect(page.getByText('Everything checks out.')).toBeVisible();
  await page.getByRole('button', { name: 'Launch Campaign' }).click();
  await expect(page).toHaveURL(/\/dashboard\/campaign-builder$/, pageLoad);

  await sidebarLink('Campaigns').click();
  await expect(page).toHaveURL(/\/dashboard\/campaigns$/);
  // Launched today: delivery places it at once (Active); the cached Draft never stays on screen.
  await expect(row.getByText('Active', { exact: true })).toBeVisible(pageLoad);
  await expect(row.getByText('Draft', { exact: true })).toHaveCount(0);
});
