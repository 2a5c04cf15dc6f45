import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { approvedUser, type NewUser, signIn } from '../support/accounts.ts';
import { E2E_PORTS } from '../support/ports.ts';

// The AI hub against the real API and AI service: a campaign planned by typing, then opened in the builder;
// and the same page with the AI service out of reach (connection refused), which falls back to demo mode.

const SCREENSHOTS = join(import.meta.dirname, '../artifacts/screenshots');
mkdirSync(SCREENSHOTS, { recursive: true });

const HUB = '/dashboard/northstar-hub';
const AI_URL = `http://127.0.0.1:${E2E_PORTS.ai}`;
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
// The planner answers in well under a second; the margin is for a busy CI machine.
const REPLY_TIMEOUT = 20_000;

async function openHub(browser: Browser, user: NewUser, viewport = DESKTOP, mode: 'light' | 'dark' = 'dark') {
  const context = await browser.newContext({ viewport });
  await context.addInitScript(
    (value) =>
      localStorage.setItem('northstar-theme', JSON.stringify({ state: { mode: value }, version: 1 })),
    mode,
  );
  const page = await context.newPage();
  return { context, page, signIn: () => signIn(page, user.email, user.password) };
}

const chatLog = (page: Page) => page.getByRole('log', { name: 'Conversation' });
const stepLine = (page: Page) => page.getByTestId('hub-step');

/** Types a message and presses Enter, then waits for the step the planner should reach. */
async function say(page: Page, text: string, step: RegExp) {
  const input = page.getByRole('textbox', { name: 'Message the AI assistant' });
  await input.fill(text);
  await input.press('Enter');
  await expect(chatLog(page).getByText(text, { exact: true }).last()).toBeVisible();
  await expect(stepLine(page)).toHaveText(step, { timeout: REPLY_TIMEOUT });
  await expect(page.getByText('Assistant is typing…')).toHaveCount(0, { timeout: REPLY_TIMEOUT });
}

test('a user plans a campaign in the hub by typing, approves a recommendation and opens it in the builder', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const user = await approvedUser(request, { firstName: 'Hubert' });
  const { page, context, signIn: login } = await openHub(browser, user);
  await login();
  const started = page.waitForRequest(/\/api\/v1\/ai\/chat\/start$/);
  await page.goto(HUB);
  expect(
    (await started).url(),
    `The SPA must be built with VITE_AI_SERVICE_URL=${AI_URL} (scripts/test.mjs does this)`,
  ).toBe(`${AI_URL}/api/v1/ai/chat/start`);

  await expect(page.getByRole('heading', { level: 1, name: 'Northstar AI Hub' })).toBeVisible();
  await expect(chatLog(page)).toContainText('what should it be called', { timeout: REPLY_TIMEOUT });
  await expect(stepLine(page)).toHaveText('Step 1 of 9 · Campaign Setup');
  await expect(page.getByRole('complementary', { name: 'Live Campaign Intelligence' })).toContainText(
    '$25,000 over 30 days · $833/day',
  );
  await expectNoSeriousA11yViolations(page);

  await say(
    page,
    'I want to create a campaign called Spring Sale for sales',
    /^Step 2 of 9 · Goals & Tracking$/,
  );
  const respond = page.getByRole('group', { name: 'Respond to this recommendation' });
  await expect(respond).toBeVisible();
  await respond.getByRole('button', { name: 'Approve' }).click();
  await expect(chatLog(page).getByText('I approve this recommendation.', { exact: true })).toBeVisible();
  await expect(stepLine(page)).toHaveText('Step 3 of 9 · Platform Selection', { timeout: REPLY_TIMEOUT });
  await expect(chatLog(page).getByText('Approved', { exact: true })).toBeVisible();
  // Quick actions are for the first two steps only.
  await expect(page.getByRole('region', { name: 'Quick actions' })).toHaveCount(0);

  await say(page, 'Google Ads and TikTok', /^Step 4 of 9 · Audience & Location$/);
  await say(page, 'Target the United States and Canada, ages 25-54', /^Step 5 of 9 · Creative Assets$/);
  await say(page, 'yes', /^Step 7 of 9 · Budget & Schedule$/);
  await say(page, '$25k total, starting next Monday for 30 days', /^Step 7 of 9 · Budget & Schedule$/);
  await expect(page.getByRole('complementary', { name: 'Live Campaign Intelligence' })).toContainText(
    '$25,000 over 30 days · $833/day · 2 platforms',
  );
  await say(page, 'sounds good', /^Step 8 of 9 · Bidding & Optimization$/);
  await say(page, 'yes', /^Step 9 of 9 · Review & Launch$/);
  await expect(chatLog(page)).toContainText('Spring Sale');
  await page.screenshot({ path: join(SCREENSHOTS, 'hub-1440-dark.png') });

  // A reload of the tab keeps the conversation.
  await page.reload();
  await expect(stepLine(page)).toHaveText('Step 9 of 9 · Review & Launch');
  await expect(chatLog(page).getByText('Google Ads and TikTok', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Open in builder' }).click();
  await expect(page).toHaveURL(/\/dashboard\/campaign-builder\/universal\?edit=[^&]+&step=9$/);
  const id = new URL(page.url()).searchParams.get('edit') ?? '';
  await expect(
    page.getByRole('banner').or(page.locator('main')).getByText('Spring Sale').first(),
  ).toBeVisible();

  // The saved draft carries everything the conversation decided.
  const token = await page.evaluate(() => {
    const raw = localStorage.getItem('northstar-auth') ?? sessionStorage.getItem('northstar-auth') ?? '{}';
    return (JSON.parse(raw) as { state?: { token?: string } }).state?.token ?? '';
  });
  const saved = await request.get(`/api/v1/campaigns/${id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(saved.ok()).toBe(true);
  const { campaign } = await saved.json();
  expect(campaign).toMatchObject({ status: 'draft', channelType: 'universal' });
  expect(campaign.draft).toMatchObject({
    campaignName: 'Spring Sale',
    objective: 'sales',
    kpis: { primary: 'roas' },
    platforms: { selected: ['google-ads', 'tiktok'] },
    targeting: { geography: { countries: ['US', 'CA'] }, demographics: { ageMin: 25, ageMax: 54 } },
    budget: { totalBudget: 25_000 },
  });
  expect(campaign.draft.creatives.copy.headlines.length).toBeGreaterThan(0);
  await context.close();
});

test('with the AI service unreachable the hub says so and answers in demo mode, on a phone', async ({
  browser,
  request,
}) => {
  const user = await approvedUser(request, { firstName: 'Offline' });
  const { page, context, signIn: login } = await openHub(browser, user, PHONE, 'light');
  // Nothing listens: the browser's fetch fails the way a stopped service does.
  await page.route(`${AI_URL}/**`, (route) => route.abort('connectionrefused'));
  await login();
  await page.goto(HUB);

  await expect(
    chatLog(page).getByText('Cannot connect to AI service. Please check if the service is running.'),
  ).toBeVisible({ timeout: REPLY_TIMEOUT });
  await expect(chatLog(page)).toContainText(
    'DEMO MODE: You can still test the interface with sample responses.',
  );

  const input = page.getByRole('textbox', { name: 'Message the AI assistant' });
  await input.fill('What budget do I need?');
  await input.press('Enter');
  await expect(chatLog(page).getByText(/^\[DEMO MODE\] For a first campaign/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open in builder' })).toBeDisabled();

  // Under 1024 px the live panel is a bottom sheet, hidden until asked for.
  const sheet = page.getByRole('region', { name: 'Live Campaign Intelligence' });
  await expect(sheet).toHaveCount(0);
  await page.getByRole('button', { name: 'Show live intelligence' }).click();
  await expect(sheet).toBeVisible();
  const box = await sheet.boundingBox();
  expect(box?.height ?? 0).toBeLessThanOrEqual(PHONE.height * 0.4 + 1);
  await expect(sheet).toContainText('Current CPM');
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: join(SCREENSHOTS, 'hub-390-light.png') });
  await page.keyboard.press('Escape');
  await expect(sheet).toHaveCount(0);
  await context.close();
});
