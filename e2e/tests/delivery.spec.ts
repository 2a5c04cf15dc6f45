import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { apiSignIn, approvedUser, signIn } from '../support/accounts.ts';
import { campaignAwaitingLaunch } from '../support/campaigns.ts';

// Issue 13 end to end: the launch gate, the campaign on the Campaigns page with a pause that holds,
// and the user's own sandbox figures on Analytics (the API ticks its delivery job every 2 s here).

const SANDBOX = "Sandbox delivery: simulated on the sandbox market's prices; no ad account connected";

const pauseButton = (page: Page, name: string) => page.getByRole('button', { name: `Pause ${name}` });

test('a new account sees empty states that lead to the builder and the hub, never invented figures', async ({
  page,
  request,
}) => {
  const user = await approvedUser(request);
  await signIn(page, user.email, user.password);
  await page.goto('/dashboard/analytics');
  await expect(page.getByRole('heading', { name: 'No delivery yet' })).toBeVisible();
  await expect(
    page
      .getByRole('main')
      .getByRole('link', { name: /Campaign Builder/ })
      .first(),
  ).toBeVisible();
  await expect(page.getByText('$183,811')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await page.goto('/dashboard/campaigns');
  await expect(page.getByRole('heading', { name: 'No campaigns yet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open the Campaign Builder' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('launch is refused with the findings shown, then succeeds; the campaign delivers, pauses for good and reports', async ({
  page,
  request,
}) => {
  const user = await approvedUser(request);
  const name = `Holiday push ${Date.now().toString(36)}`;
  const campaign = await campaignAwaitingLaunch(request, user, name);
  await signIn(page, user.email, user.password);

  // Step 9 lists what the gate refuses, and Launch Campaign keeps the user there.
  await page.goto(`/dashboard/campaign-builder/${campaign.channelType}?edit=${campaign.id}&step=9`);
  const findings = page.getByTestId('launch-findings');
  await expect(findings).toContainText('Choose a payment method');
  await expect(findings).toContainText('Accept the advertising terms');
  await page.getByRole('button', { name: 'Launch Campaign' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Review & Launch' })).toBeVisible();
  await expect(findings).toContainText('Choose a payment method');

  await page.getByLabel('Payment method').selectOption({ label: 'Invoice' });
  await page.getByLabel(/I accept the advertising terms/).check();
  await expect(page.getByText('Everything checks out.')).toBeVisible();
  await page.getByRole('button', { name: 'Launch Campaign' }).click();
  await expect(page).toHaveURL(/\/dashboard\/campaign-builder$/);

  // Analytics: the user's own sandbox figures, labelled, and a CSV of the range. The job ticks every 2 s.
  const { headers } = await apiSignIn(request, user);
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  await expect
    .poll(
      async () => {
        const summary = await request.get(`/api/v1/analytics/summary?from=${day(-2)}&to=${day(2)}`, {
          headers,
        });
        return (await summary.json()).totals.impressions;
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThan(0);
  await page.goto('/dashboard/analytics');
  await expect(page.getByRole('heading', { name: 'No delivery yet' })).toHaveCount(0);
  await expect(page.getByText(SANDBOX).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Report' }).click();
  const csv = readFileSync(await (await download).path(), 'utf8')
    .trim()
    .split('\n');
  expect(csv[0]).toBe('date,impressions,clicks,conversions,spend_usd,revenue_usd,source');
  const delivered = csv.slice(1).map((line) => line.split(','));
  expect(delivered.some((cells) => Number(cells[1]) > 0 && Number(cells[4]) > 0)).toBe(true);
  expect(delivered.every((cells) => cells[6] === 'sandbox')).toBe(true);

  // Campaigns: the launched campaign, paused on the server, still paused after a reload.
  await page.goto('/dashboard/campaigns');
  await expect(page.getByText(SANDBOX).first()).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row.getByText('Active', { exact: true })).toBeVisible();
  await pauseButton(page, name).click();
  await expect(row.getByText('Paused', { exact: true })).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('row').filter({ hasText: name }).getByText('Paused', { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: `Resume ${name}` })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
