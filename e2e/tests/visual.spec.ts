import { expect, type Page, test } from '@playwright/test';
import { signIn } from '../support/accounts.ts';
import { APP_URL } from '../support/ports.ts';
import {
  saveTheme,
  seedVisualData,
  VISUAL_ADMIN,
  type VisualData,
  type VisualTheme,
} from '../support/visual-data.ts';
import { expectLooksRight, setWidth, visualContext, WIDTHS } from '../support/visual-page.ts';

// Visual regression: every page at 390 and 1440 px in three themes, against the baselines in
// e2e/visual-baselines/ (README, "Visual regression"). axe checks each page once per theme as well.

const THEMES: readonly VisualTheme[] = [
  { colorTheme: 'dark-default', mode: 'dark' },
  { colorTheme: 'light-default', mode: 'light' },
  { colorTheme: 'light-sunset', mode: 'light' },
];

interface VisualPage {
  /** The baseline's file name. */
  name: string;
  path: string | ((data: VisualData) => string);
  /** Waits for what makes the page complete (its data) or brings it into the state shown. */
  ready: (page: Page) => Promise<void>;
}

const heading = (text: string | RegExp) => async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1, name: text })).toBeVisible();
};

/** Submits the form empty: the state with every field's error. */
const submittedEmpty = (title: string, button: string) => async (page: Page) => {
  await heading(title)(page);
  // Registration submits only once the terms are accepted.
  const terms = page.getByRole('checkbox', { name: /terms/i });
  if (await terms.count()) await terms.check();
  await page.getByRole('button', { name: button }).click();
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
};

/**
 * The server's answer to a wrong password, as the API sends it. Not a real attempt: failed sign-ins are
 * rate limited per address and IP, and six looks per run would soon turn the message into a 429's.
 */
const rejectedSignIn = async (page: Page) => {
  await heading('Sign in')(page);
  await page.route('**/api/v1/auth/login', (route) =>
    route.fulfill({
      status: 401,
      json: { error: { code: 'INVALID_CREDENTIALS', message: 'Invalid email or password.' } },
    }),
  );
  await page.getByLabel('Email').fill(VISUAL_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Invalid email or password. Please try again.')).toBeVisible();
  await page.unroute('**/api/v1/auth/login');
};

const PUBLIC_PAGES: readonly VisualPage[] = [
  { name: 'landing', path: '/', ready: heading('Northstar') },
  { name: 'login', path: '/login', ready: heading('Sign in') },
  { name: 'login-rejected', path: '/login', ready: rejectedSignIn },
  { name: 'register', path: '/register', ready: heading(/Create/) },
  {
    name: 'register-errors',
    path: '/register',
    ready: submittedEmpty('Create your account', 'Create account'),
  },
  { name: 'forgot-password', path: '/forgot-password', ready: heading('Forgot your password?') },
  {
    name: 'forgot-password-sent',
    path: '/forgot-password',
    ready: async (page) => {
      // The real endpoint is rate limited per address (5 per 15 min); its answer is always this 202.
      await page.route('**/api/v1/auth/forgot-password', (route) =>
        route.fulfill({ status: 202, json: { message: 'If that account exists, we sent a reset link.' } }),
      );
      await page.getByLabel('Email').fill(VISUAL_ADMIN.email);
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await heading('Check your email')(page);
      await page.unroute('**/api/v1/auth/forgot-password');
    },
  },
  {
    name: 'reset-password',
    path: '/reset-password?token=visual-suite-token',
    ready: heading(/new password/),
  },
  {
    name: 'reset-password-errors',
    path: '/reset-password?token=visual-suite-token',
    ready: submittedEmpty('Choose a new password', 'Reset password'),
  },
  { name: 'reset-password-no-token', path: '/reset-password', ready: heading(/new password/) },
];

const builderStep = (campaign: string, step: number) => (data: VisualData) =>
  `/dashboard/campaign-builder/universal?edit=${data.campaigns[campaign]}&step=${step}`;
const stepHeading = (title: string) => async (page: Page) => {
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Market ticker' })).toContainText('Win Rate');
};
const settingsTab = (tab: string, title: string): VisualPage => ({
  name: `settings-${tab}`,
  path: `/dashboard/settings?tab=${tab}`,
  ready: async (page) => {
    await expect(page.getByRole('heading', { level: 2, name: title }).first()).toBeVisible();
  },
});

const DASHBOARD_PAGES: readonly VisualPage[] = [
  {
    name: 'analytics',
    path: '/dashboard/analytics',
    ready: heading('Analytics Dashboard'),
  },
  {
    name: 'hub',
    path: '/dashboard/northstar-hub',
    ready: async (page) => {
      await expect(page.getByText('Let’s name the campaign')).toBeVisible();
    },
  },
  { name: 'campaigns', path: '/dashboard/campaigns', ready: heading('Campaign Management') },
  {
    name: 'campaign-list',
    path: '/dashboard/campaign-builder',
    ready: async (page) => {
      await expect(page.getByTestId('campaign-row')).toHaveCount(3);
      await expect(page.getByText(/\d+ templates available/)).toBeVisible();
    },
  },
  {
    name: 'delete-campaign-dialog',
    path: '/dashboard/campaign-builder',
    ready: async (page) => {
      await expect(page.getByTestId('campaign-row')).toHaveCount(3);
      await page.getByRole('button', { name: 'Delete Campaign' }).first().click();
      await expect(page.getByRole('dialog', { name: 'Delete Campaign' })).toBeVisible();
    },
  },
  {
    name: 'builder-step-1',
    path: builderStep('Autumn Brand Awareness', 1),
    ready: stepHeading('Campaign Setup'),
  },
  // The builder opens a step only once the steps before it are complete: the complete campaigns.
  {
    name: 'builder-step-5',
    path: builderStep('Summer Outdoor Gear', 5),
    ready: stepHeading('Creative Assets'),
  },
  {
    name: 'builder-step-9',
    path: builderStep('Spring Fashion Launch', 9),
    ready: stepHeading('Review & Launch'),
  },
  settingsTab('profile', 'Profile'),
  settingsTab('appearance', 'Appearance'),
  settingsTab('security', 'Change password'),
  settingsTab('ai', 'Northstar AI'),
  {
    name: 'admin',
    path: '/dashboard/admin',
    ready: async (page) => {
      await heading('Admin Panel')(page);
      await expect(page.getByRole('row').filter({ hasText: 'Omar Haddad' })).toBeVisible();
    },
  },
  {
    name: 'user-management',
    path: '/dashboard/admin/users',
    ready: async (page) => {
      await heading('User Management')(page);
      await expect(page.getByRole('row').filter({ hasText: 'Lena Fischer' })).toBeVisible();
    },
  },
  { name: 'placeholder', path: '/dashboard/audiences', ready: heading('Audiences - Coming Soon') },
];

let data: VisualData;

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: APP_URL });
  data = await seedVisualData(request);
  await request.dispose();
});

async function visit(page: Page, pages: readonly VisualPage[], theme: VisualTheme) {
  for (const width of WIDTHS) {
    await setWidth(page, width);
    for (const visual of pages) {
      await page.goto(typeof visual.path === 'string' ? visual.path : visual.path(data));
      await visual.ready(page);
      await expectLooksRight(page, theme, visual.name, width);
    }
  }
}

for (const theme of THEMES) {
  test.describe(`${theme.colorTheme} theme`, () => {
    test('public pages look as their baselines', async ({ browser }) => {
      test.setTimeout(120_000);
      const context = await visualContext(browser, theme);
      await visit(await context.newPage(), PUBLIC_PAGES, theme);
      await context.close();
    });

    test('dashboard pages look as their baselines', async ({ browser, playwright }) => {
      test.setTimeout(300_000);
      const request = await playwright.request.newContext({ baseURL: APP_URL });
      await saveTheme(request, data, theme);
      await request.dispose();
      const context = await visualContext(browser, theme);
      const page = await context.newPage();
      await signIn(page, VISUAL_ADMIN.email, VISUAL_ADMIN.password);
      await expect(page.locator('html')).toHaveAttribute('data-color-theme', theme.colorTheme);
      await visit(page, DASHBOARD_PAGES, theme);
      await context.close();
    });
  });
}
