import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { approvedUser, type NewUser, signIn } from '../support/accounts.ts';

// Issue 21 end to end: a campaign typed in the hub is launched in the chat, each launch approval given
// with its own Approve button; Campaigns and Analytics show it; a holdout test is set up on it from the
// hub; and a new browser context, signed in again, brings back the conversation, the campaign and the test.

const SCREENSHOTS = join(import.meta.dirname, '../artifacts/screenshots');
mkdirSync(SCREENSHOTS, { recursive: true });

const HUB = '/dashboard/northstar-hub';
const NAME = 'Harbor Lights';
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
// The planner answers in well under a second; the margin is for a busy CI machine.
const REPLY_TIMEOUT = 20_000;

const chatLog = (page: Page) => page.getByRole('log', { name: 'Conversation' });
const stepLine = (page: Page) => page.getByTestId('hub-step');
const livePanel = (page: Page) => page.getByRole('complementary', { name: 'Live Campaign Intelligence' });
const respond = (page: Page) => page.getByRole('group', { name: 'Respond to this recommendation' });

async function signedInHub(browser: Browser, user: NewUser) {
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  await signIn(page, user.email, user.password);
  await page.goto(HUB);
  await expect(page.getByRole('heading', { level: 1, name: 'Northstar AI Hub' })).toBeVisible({
    timeout: REPLY_TIMEOUT,
  });
  return { context, page };
}

async function idle(page: Page) {
  await expect(page.getByText('Assistant is typing…')).toHaveCount(0, { timeout: REPLY_TIMEOUT });
}

/** Types a message and presses Enter, then waits for the reply. */
async function say(page: Page, text: string, step?: RegExp) {
  const input = page.getByRole('textbox', { name: 'Message the AI assistant' });
  await input.fill(text);
  await input.press('Enter');
  await expect(chatLog(page).getByText(text, { exact: true }).last()).toBeVisible();
  if (step) await expect(stepLine(page)).toHaveText(step, { timeout: REPLY_TIMEOUT });
  await idle(page);
}

/** The latest assistant message's text (what the approval in front of the user asks). */
const lastReply = (page: Page) => chatLog(page).getByRole('listitem').last();

/** The page at 1440 and at 390 px wide, `focus` scrolled into view at each. */
async function shoot(page: Page, name: string, focus: Locator) {
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await focus.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SCREENSHOTS, `${name}-${viewport.width}.png`) });
  }
  await page.setViewportSize(DESKTOP);
}

test('a campaign typed in the hub is launched in the chat and comes back, with its holdout test, in a new browser', async ({
  browser,
  request,
}) => {
  // About 20 replies, three pages and two sign-ins: minutes on a busy machine.
  test.setTimeout(420_000);
  const user = await approvedUser(request, { firstName: 'Lena' });
  const first = await signedInHub(browser, user);
  const { page } = first;
  await expect(chatLog(page)).toContainText('what should it be called', { timeout: REPLY_TIMEOUT });

  await say(page, `I want to create a campaign called ${NAME} for sales`, /^Step 2 of 9/);
  await respond(page).getByRole('button', { name: 'Approve' }).click();
  await expect(stepLine(page)).toHaveText(/^Step 3 of 9/, { timeout: REPLY_TIMEOUT });
  await idle(page);
  await say(page, 'Google Ads and TikTok', /^Step 4 of 9/);
  await say(page, 'Target the United States and Canada, ages 25-54', /^Step 5 of 9/);
  await say(page, 'yes', /^Step 7 of 9/);
  // Starting today: the launched campaign runs at once, so a holdout test can be started on it.
  await say(page, '$25k total, starting today for 30 days', /^Step 7 of 9/);
  await say(page, 'sounds good', /^Step 8 of 9/);
  await say(page, 'yes', /^Step 9 of 9 · Review & Launch$/);

  // "launch it": three approvals, one at a time, each with Approve and Reject, none launching alone.
  await say(page, 'launch it', /^Step 9 of 9/);
  const asked = [/Google Ads/, /sandbox/i, /terms/i];
  for (const [i, wording] of asked.entries()) {
    await expect(lastReply(page)).toContainText(wording);
    await expect(respond(page)).toHaveCount(1);
    await expect(respond(page).getByRole('button', { name: 'Reject' })).toBeVisible();
    await expect(respond(page).getByRole('button', { name: 'Modify' })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Launched campaign' })).toHaveCount(0);
    if (i === 0) await shoot(page, 'hub-launch-approval', respond(page));
    await respond(page).getByRole('button', { name: 'Approve' }).click();
    await idle(page);
  }

  // The launch: its status, start date and links, worded in the reply too.
  const launched = page.getByRole('navigation', { name: 'Launched campaign' });
  await expect(launched).toBeVisible({ timeout: REPLY_TIMEOUT });
  await expect(launched.getByText('Live', { exact: true })).toBeVisible();
  await expect(launched.getByTestId('launch-start')).toContainText('Started');
  await expect(chatLog(page)).toContainText(`“${NAME}” is launched`);
  // The reply names the campaign and Analytics in words; the links are links, not paths in the prose.
  await expect(launched.locator('xpath=..')).toContainText(
    'Follow the campaign and its results on Analytics.',
  );
  await expect(launched.locator('xpath=..')).not.toContainText('/dashboard/');
  const campaignHref = await launched.getByRole('link', { name: /Open the campaign/ }).getAttribute('href');
  expect(campaignHref).toMatch(/^\/dashboard\/campaign-builder\/universal\?edit=[0-9a-f-]{36}&step=9$/);
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'hub-launched', launched);

  // Analytics and Campaigns show it.
  await launched.getByRole('link', { name: /Analytics/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/analytics$/);
  await expect(page.getByText('1 active')).toBeVisible({ timeout: REPLY_TIMEOUT });
  await expect(page.getByText(`Launched “${NAME}”`).first()).toBeVisible({ timeout: REPLY_TIMEOUT });
  await page.goto('/dashboard/campaigns');
  const row = page.getByRole('row').filter({ hasText: NAME });
  await expect(row.getByText('Active', { exact: true })).toBeVisible({ timeout: REPLY_TIMEOUT });
  await expect(row).toContainText('from the assistant');

  // A holdout test on it, set up from the hub.
  await page.goto(HUB);
  await expect(chatLog(page)).toContainText(`“${NAME}” is launched`, { timeout: REPLY_TIMEOUT });
  const panel = livePanel(page);
  await panel.getByRole('button', { name: 'Enable Testing' }).click();
  await panel.getByRole('button', { name: 'Confirm Setup' }).click();
  await expect(panel.getByRole('combobox', { name: 'Campaign to test' })).toContainText(NAME, {
    timeout: REPLY_TIMEOUT,
  });
  await panel.getByRole('button', { name: 'Start test' }).click();
  await expect(panel.getByTestId('incrementality-status')).toHaveText('Test Running', {
    timeout: REPLY_TIMEOUT,
  });
  await first.context.close();

  // A new browser context, nothing shared: the conversation, the campaign and the test come back.
  const second = await signedInHub(browser, user);
  await expect(chatLog(second.page)).toContainText(`“${NAME}” is launched`, { timeout: REPLY_TIMEOUT });
  await expect(stepLine(second.page)).toHaveText(/^Step 9 of 9/);
  // The launch badge and its links come back with the stored reply.
  const relaunched = second.page.getByRole('navigation', { name: 'Launched campaign' });
  await expect(relaunched.getByText('Live', { exact: true })).toBeVisible();
  await expect(relaunched.getByTestId('launch-start')).toContainText('Started');
  await expect(relaunched.getByRole('link', { name: /Open the campaign/ })).toHaveAttribute(
    'href',
    campaignHref ?? '',
  );
  await expect(relaunched.getByRole('link', { name: /Analytics/ })).toHaveAttribute(
    'href',
    '/dashboard/analytics',
  );
  const panel2 = livePanel(second.page);
  await expect(panel2.getByTestId('holdout-status')).toHaveText(/Test Running/, { timeout: REPLY_TIMEOUT });
  await expect(panel2.getByTestId('holdout-test').getByText(NAME)).toBeVisible({ timeout: REPLY_TIMEOUT });
  await shoot(second.page, 'hub-restored-launched', chatLog(second.page).getByRole('listitem').last());
  await second.page.goto('/dashboard/campaigns');
  await expect(
    second.page.getByRole('row').filter({ hasText: NAME }).getByText('Active', { exact: true }),
  ).toBeVisible({ timeout: REPLY_TIMEOUT });
  await second.context.close();
});
