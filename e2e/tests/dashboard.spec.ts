import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { approvedUser, newUser, signIn, signOut } from '../support/accounts.ts';
import { ADMIN } from '../support/ports.ts';

const SCREENSHOTS = join(import.meta.dirname, '../artifacts/screenshots');
mkdirSync(SCREENSHOTS, { recursive: true });

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

// The sidebar in its default order, then the admin tools; `heading` is the page's h1.
const PAGES: ReadonlyArray<{ link: string; path: string; heading: RegExp }> = [
  { link: 'Analytics', path: '/dashboard/analytics', heading: /^Analytics Dashboard$/ },
  { link: 'Northstar', path: '/dashboard/northstar-hub', heading: /Northstar/ },
  { link: 'Campaigns', path: '/dashboard/campaigns', heading: /^Campaign Management$/ },
  { link: 'Campaign Builder', path: '/dashboard/campaign-builder', heading: /Campaign Builder/ },
  { link: 'Audiences', path: '/dashboard/audiences', heading: /^Audiences - Coming Soon$/ },
  { link: 'Creative Studio', path: '/dashboard/creative-studio', heading: /^Creative Studio - Coming Soon$/ },
  {
    link: 'Content Intelligence',
    path: '/dashboard/content-intelligence',
    heading: /^Content Intelligence - Coming Soon$/,
  },
  { link: 'Bid Management', path: '/dashboard/bid-management', heading: /^Bid Management - Coming Soon$/ },
  { link: 'A/B Testing', path: '/dashboard/ab-testing', heading: /^A\/B Testing - Coming Soon$/ },
  { link: 'Monitoring', path: '/dashboard/monitoring', heading: /^Monitoring - Coming Soon$/ },
  {
    link: 'Business Intelligence',
    path: '/dashboard/business-intelligence',
    heading: /^Business Intelligence - Coming Soon$/,
  },
  { link: 'Compliance', path: '/dashboard/compliance', heading: /^Compliance - Coming Soon$/ },
  {
    link: 'Media Marketplace',
    path: '/dashboard/media-marketplace',
    heading: /^Media Marketplace - Coming Soon$/,
  },
  { link: 'Billing', path: '/dashboard/billing', heading: /^Billing - Coming Soon$/ },
  { link: 'Support', path: '/dashboard/support', heading: /^Support - Coming Soon$/ },
  { link: 'Settings', path: '/dashboard/settings', heading: /^Settings$/ },
  { link: 'Admin Dashboard', path: '/dashboard/admin', heading: /^Admin Panel$/ },
  { link: 'User Management', path: '/dashboard/admin/users', heading: /^User Management$/ },
];

const shotName = (path: string, suffix: string) =>
  join(
    SCREENSHOTS,
    `${path.replace(/^\/dashboard\/?/, '').replaceAll('/', '-') || 'dashboard'}-${suffix}.png`,
  );

const sidebarNav = (page: Page) => page.getByRole('navigation', { name: 'Dashboard' });

/** The page's main heading, once the route chunk and its data have arrived. */
async function expectPage(page: Page, path: string, heading: RegExp) {
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(heading);
  // Lazy content (the chart, lists) settles before we look at the page.
  await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
}

async function setMode(page: Page, mode: 'light' | 'dark') {
  await page.evaluate(
    (value) =>
      localStorage.setItem('northstar-theme', JSON.stringify({ state: { mode: value }, version: 1 })),
    mode,
  );
}

/** A registered and approved account, made through the API. */
async function signedInPage(browser: Browser, user: { email: string; password: string }, viewport = DESKTOP) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await signIn(page, user.email, user.password);
  // The landing page is up (the /dashboard redirect done), so nothing navigates under the test's feet.
  await expect(page).toHaveURL(/\/dashboard\/analytics$/);
  await expect(page.getByRole('heading', { name: 'Analytics Dashboard', level: 1 })).toBeVisible();
  return page;
}

test('every sidebar entry opens its page; no serious axe violation at 1440 px (dark) or 390 px (light)', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const page = await signedInPage(browser, ADMIN);

  for (const { link, path, heading } of PAGES) {
    await page
      .getByRole('complementary', { name: 'Sidebar' })
      .getByRole('link', { name: link, exact: true })
      .click();
    await expectPage(page, path, heading);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: shotName(path, '1440'), fullPage: true });
  }

  // Index and unknown paths go to analytics.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard\/analytics$/);
  await page.goto('/dashboard/no-such-module');
  await expect(page).toHaveURL(/\/dashboard\/analytics$/);

  await page.setViewportSize(PHONE);
  await setMode(page, 'light');
  for (const { path, heading } of PAGES) {
    await page.goto(path);
    await expectPage(page, path, heading);
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: shotName(path, '390'), fullPage: true });
  }
  await page.context().close();
});

test('at 390 px the menu opens the sidebar over a backdrop and closes it', async ({ browser }) => {
  const page = await signedInPage(browser, ADMIN, PHONE);
  const menu = page.getByRole('button', { name: 'Open menu' });
  const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
  const backdrop = page.getByTestId('sidebar-backdrop');
  await expect(page.getByRole('banner')).toContainText('(Admin)');
  await expect(sidebar).toBeHidden();

  await menu.click();
  await expect(sidebar).toBeVisible();
  await expect(backdrop).toBeVisible();
  await page.screenshot({ path: shotName('/dashboard/menu-open', '390') });
  await backdrop.click({ position: { x: 360, y: 400 } });
  await expect(sidebar).toBeHidden();
  await expect(backdrop).toHaveCount(0);

  await menu.click();
  await expect(sidebar).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sidebar).toBeHidden();
  await expect(menu).toBeFocused();

  await menu.click();
  await sidebar.getByRole('link', { name: 'Settings', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings$/);
  await expect(sidebar).toBeHidden();
  await page.context().close();
});

test('placeholder modules read "Soon", reorder handles wait for hover or focus, greetings and toasts keep their place', async ({
  browser,
  request,
}) => {
  const user = await approvedUser(request, { firstName: 'Marked' });
  const page = await signedInPage(browser, user);

  // A first sign-in is welcomed, not "welcomed back", and the toast leaves the page's buttons free.
  const welcome = page.getByRole('status').filter({ hasText: 'Welcome to Northstar, Marked' });
  await expect(welcome).toBeVisible();
  // Toasts stack down from the top of their container, which starts below the page header's buttons.
  const toastsTop = await welcome.evaluate((el) => {
    const container = el.closest<HTMLElement>('[data-rht-toaster]');
    return container ? Number.parseFloat(getComputedStyle(container).top) : 0;
  });
  const exportBox = await page.getByRole('button', { name: 'Export Report' }).boundingBox();
  expect(toastsTop).toBeGreaterThanOrEqual(
    (exportBox?.y ?? Number.POSITIVE_INFINITY) + (exportBox?.height ?? 0),
  );

  // A placeholder is marked and muted, a working module is not; both stay links.
  const nav = sidebarNav(page);
  const audiences = nav.getByRole('link', { name: 'Audiences', exact: true });
  const campaigns = nav.getByRole('link', { name: 'Campaigns', exact: true });
  await expect(audiences).toHaveAccessibleDescription('Coming soon');
  await expect(audiences.getByText('Soon', { exact: true })).toBeVisible();
  await expect(campaigns.getByText('Soon', { exact: true })).toHaveCount(0);
  const colour = (link: typeof audiences) => link.evaluate((el) => getComputedStyle(el).color);
  expect(await colour(audiences)).not.toBe(await colour(campaigns));

  // The handle shows on hover and on keyboard focus only, and still reorders from the keyboard (see below).
  const handle = page.getByRole('button', { name: 'Reorder Audiences' });
  await expect(handle).toHaveCSS('opacity', '0');
  await audiences.hover();
  await expect(handle).toHaveCSS('opacity', '1');
  await page.mouse.move(900, 700);
  await expect(handle).toHaveCSS('opacity', '0');
  await campaigns.focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Reorder Campaigns' })).toBeFocused();
  await expect(page.getByRole('button', { name: 'Reorder Campaigns' })).toHaveCSS('opacity', '1');

  await audiences.click();
  await expectPage(page, '/dashboard/audiences', /^Audiences - Coming Soon$/);
  await expect(audiences).toHaveAttribute('aria-current', 'page');
  // A click leaves the focus on the link, but not a visible one: the badge stays, the handle stays away.
  await page.mouse.move(900, 700);
  await expect(audiences.getByText('Soon', { exact: true })).toHaveCSS('opacity', '1');
  await expect(handle).toHaveCSS('opacity', '0');

  // Signing in again is a return.
  await signOut(page);
  await signIn(page, user.email, user.password);
  await expect(page.getByRole('status').filter({ hasText: 'Welcome back, Marked' })).toBeVisible();
  await page.context().close();
});

test('a keyboard reorder is saved and survives a reload and a new sign-in elsewhere', async ({
  browser,
  request,
}) => {
  const user = await approvedUser(request, { firstName: 'Ordered' });
  const page = await signedInPage(browser, user);
  const firstTwo = async (p: Page) => (await sidebarNav(p).getByRole('link').allTextContents()).slice(0, 2);
  await expect.poll(() => firstTwo(page)).toEqual(['Analytics', 'Northstar']);

  const saved = page.waitForResponse(
    (response) => response.url().includes('/preferences') && response.request().method() === 'PUT',
  );
  // Each key waits for dnd-kit's live announcement, so no key arrives before the sensor listens.
  const announced = (text: string | RegExp) =>
    expect(page.getByRole('status').filter({ hasText: text })).toHaveCount(1);
  // The sidebar paints plain links first; the handle is sortable once the drag code has loaded.
  const handle = page.getByRole('button', { name: 'Reorder Analytics' });
  await expect(handle).toHaveAttribute('aria-roledescription', 'sortable');
  await handle.focus();
  await page.keyboard.press('Space');
  await announced(/Picked up Analytics, position 1 of 16\.|Analytics is over position 1 of 16\./);
  await page.keyboard.press('ArrowDown');
  await announced('Analytics is over position 2 of 16.');
  await page.keyboard.press('Space');
  expect((await saved).status()).toBe(200);
  await expect.poll(() => firstTwo(page)).toEqual(['Northstar', 'Analytics']);

  await page.reload();
  await expect(sidebarNav(page).getByRole('link').first()).toHaveText('Northstar');
  await expect.poll(() => firstTwo(page)).toEqual(['Northstar', 'Analytics']);
  await page.context().close();

  // Another browser (a fresh context has no storage): the order comes back with the user.
  const elsewhere = await signedInPage(browser, user);
  await expect(sidebarNav(elsewhere).getByRole('link').first()).toHaveText('Northstar');
  await expect.poll(() => firstTwo(elsewhere)).toEqual(['Northstar', 'Analytics']);
  await elsewhere.context().close();
});

test('choosing a colour preset recolours the page, passes axe in every preset and follows the user', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const user = await approvedUser(request, { firstName: 'Painter' });
  const page = await signedInPage(browser, user);
  await page.goto('/dashboard/settings?tab=appearance');
  const background = () => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
  const cardBackground = () =>
    page
      .getByRole('complementary', { name: 'Sidebar' })
      .evaluate((el) => getComputedStyle(el).backgroundColor);
  const before = await background();

  await page.getByText('Amber Glow', { exact: true }).click();
  await expect.poll(background).toBe('rgb(28, 25, 23)');
  expect(before).not.toBe('rgb(28, 25, 23)');
  await expect.poll(cardBackground).toBe('rgb(41, 37, 36)');
  await expect(page.getByRole('status').filter({ hasText: 'Saved to your account.' })).toBeVisible();

  const presets = [
    'Clean White',
    'Warm Ocean',
    'Forest Breeze',
    'Sunset Warmth',
    'Royal Lavender',
    'Rose Blush',
    'Deep Navy',
    'Warm Ocean Deep',
    'Forest Ember',
    'Amber Glow',
    'Royal Amethyst',
    'Crimson Velvet',
  ];
  for (const name of presets) {
    await page.getByText(name, { exact: true }).click();
    await expect(page.getByRole('radio', { name, exact: true })).toBeChecked();
    await expectNoSeriousA11yViolations(page);
  }
  await page.getByRole('link', { name: 'Analytics', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Analytics Dashboard' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: shotName('/dashboard/analytics-crimson-velvet', '1440'), fullPage: true });

  await page.reload();
  await expect.poll(background).toBe('rgb(28, 10, 16)');
  await page.context().close();

  const elsewhere = await signedInPage(browser, user);
  await expect
    .poll(() => elsewhere.evaluate(() => getComputedStyle(document.documentElement).backgroundColor))
    .toBe('rgb(28, 10, 16)');
  await elsewhere.context().close();
});

test('user management approves and then disables a user, who is signed out at their next call', async ({
  browser,
  request,
}) => {
  const member = newUser({ firstName: 'Dora', lastName: 'Disabled' });
  expect((await request.post('/api/v1/auth/register', { data: member })).status()).toBe(201);

  const admin = await signedInPage(browser, ADMIN);
  await admin.goto('/dashboard/admin/users');
  await admin.getByRole('searchbox', { name: 'Search users' }).fill(member.email);
  const row = admin.getByRole('row').filter({ hasText: member.email });
  await expect(row).toContainText('Pending');
  await row.getByRole('button', { name: 'Approve Dora Disabled' }).click();
  await expect(row).toContainText('Approved');
  await expect(row).toContainText('Admin User');

  // The admin's own row cannot be disabled or demoted.
  await admin.getByRole('searchbox', { name: 'Search users' }).fill(ADMIN.email);
  const own = admin.getByRole('row').filter({ hasText: ADMIN.email });
  await expect(own.getByRole('button', { name: /^Disable/ })).toBeDisabled();
  await expect(own).toContainText('You cannot disable or demote your own account.');

  const memberPage = await signedInPage(browser, member);
  await memberPage.goto('/dashboard/settings');

  await admin.getByRole('searchbox', { name: 'Search users' }).fill(member.email);
  await row.getByRole('button', { name: 'Disable Dora Disabled' }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Disable account' }).click();
  await expect(row).toContainText('Disabled');

  // Their next API call gets 401 and the app goes to the sign-in page.
  const rejected = memberPage.waitForResponse((response) => response.url().includes('/profile'));
  await memberPage.getByRole('button', { name: 'Save Changes' }).click();
  expect((await rejected).status()).toBe(401);
  await expect(memberPage).toHaveURL(/\/login$/);
  await admin.context().close();
  await memberPage.context().close();
});
