import { type APIRequestContext, expect, type Locator, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { apiSignIn, approvedUser, signIn } from '../support/accounts.ts';
import { campaignAwaitingLaunch } from '../support/campaigns.ts';

// Issue 22 end to end: a launched campaign's details hold its sandbox delivery against the forecast it
// was launched with, figure for figure as GET /campaigns/{id} gives them, and Analytics' Forecast
// accuracy card says when no campaign has finished yet. The API ticks its delivery job every 2 s here.

interface Band {
  low: number;
  high: number;
}
interface CampaignForecast {
  atLaunch: Record<'impressions' | 'reach' | 'clicks' | 'results', Band>;
  proRated: Record<'impressions' | 'reach' | 'clicks' | 'results', Band>;
  delivered: Record<'impressions' | 'reach' | 'clicks' | 'results', number>;
  elapsed: number;
}

const count = (n: number) => new Intl.NumberFormat('en-US').format(Math.round(n));
const range = (band: Band) => `${count(band.low)} – ${count(band.high)}`;
const isoDay = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

async function forecastOf(request: APIRequestContext, headers: Record<string, string>, id: string) {
  const res = await request.get(`/api/v1/campaigns/${id}`, { headers });
  expect(res.status()).toBe(200);
  return (await res.json()).campaign.forecast as CampaignForecast | null;
}

/** The details' row of a figure: its pro-rated range and what the sandbox delivered, as the API says. */
async function expectRow(section: Locator, figure: keyof CampaignForecast['delivered'], f: CampaignForecast) {
  const row = section.getByTestId(`forecast-row-${figure}`);
  const cells = row.getByRole('cell');
  await expect(cells.nth(0)).toHaveText(range(f.proRated[figure]));
  await expect(cells.nth(1)).toHaveText(count(f.delivered[figure]));
}

test('a launched campaign shows its forecast at launch against what the sandbox delivered', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000); // delivery's first ticks, two pages and two axe scans on a shared machine
  const user = await approvedUser(request);
  const name = `Forecast check ${Date.now().toString(36)}`;
  // An end date a week out: the flight has a length, so the forecast is pro-rated to what has elapsed.
  const campaign = await campaignAwaitingLaunch(request, user, name, { endDate: isoDay(7) });
  const { headers } = await apiSignIn(request, user);
  const launched = await request.post(`/api/v1/campaigns/${campaign.id}/launch`, {
    headers,
    data: { acceptPolicies: true, paymentMethod: 'invoice', acceptTerms: true },
  });
  expect(launched.status()).toBe(200);
  expect((await launched.json()).campaign.forecast?.atLaunch.results.high).toBeGreaterThan(0);

  // Let the sandbox deliver, then pause it so delivered figures hold still (the flight's clock runs on).
  await expect
    .poll(async () => (await forecastOf(request, headers, campaign.id))?.delivered.impressions ?? 0, {
      timeout: 30_000,
    })
    .toBeGreaterThan(0);
  expect((await request.post(`/api/v1/campaigns/${campaign.id}/pause`, { headers })).status()).toBe(200);

  await signIn(page, user.email, user.password);
  await page.goto('/dashboard/campaigns');
  // The page's own GET /campaigns/{id}: what it shows must be exactly that answer's forecast.
  const details = page.waitForResponse(
    (res) => res.request().method() === 'GET' && res.url().endsWith(`/api/v1/campaigns/${campaign.id}`),
  );
  // A launched campaign's name opens its details (its row's action is Pause or Resume).
  await page.getByRole('button', { name, exact: true }).click();
  const forecast = (await (await details).json()).campaign.forecast as CampaignForecast | null;
  if (!forecast) throw new Error('the launched campaign has no forecast');
  expect(forecast.delivered.impressions).toBeGreaterThan(0);
  expect(forecast.elapsed).toBeGreaterThan(0);
  const dialog = page.getByRole('dialog', { name });
  const section = dialog.getByRole('region', { name: 'Forecast against delivery' });
  await expect(section).toBeVisible();
  await expect(section.getByTestId('forecast-elapsed')).toContainText(
    `pro-rated to the ${Math.round(forecast.elapsed * 100)}% of the flight`,
  );
  for (const figure of ['impressions', 'results'] as const) await expectRow(section, figure, forecast);
  // The other two are listed unless they are the objective's own result (then "results" holds them).
  for (const figure of ['reach', 'clicks'] as const) {
    if (await section.getByTestId(`forecast-row-${figure}`).count())
      await expectRow(section, figure, forecast);
  }
  await expect(section).toContainText(
    `For the whole flight the projection was ${range(forecast.atLaunch.results)}`,
  );
  await expectNoSeriousA11yViolations(page);

  // Analytics: delivery exists, no campaign has finished, and the accuracy card says so.
  const accuracy = await request.get('/api/v1/forecasts/accuracy', { headers });
  expect((await accuracy.json()).finished).toBe(0);
  await page.goto('/dashboard/analytics');
  const card = page.getByRole('region', { name: 'Forecast accuracy' });
  await expect(card).toBeVisible();
  await expect(card.getByTestId('accuracy-none')).toHaveText(/None of your campaigns has finished yet/);
  await expect(card.getByTestId('accuracy-results')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});
