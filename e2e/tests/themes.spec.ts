import { expect, type Locator, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { apiSignIn, approvedUser, signIn } from '../support/accounts.ts';

// The presets' accents, as the primary button paints them (brand-600 of each accent palette).
const INDIGO = 'rgb(79, 70, 229)';
const SUNSET_ORANGE = 'rgb(170, 59, 0)';
const AMBER_BROWN = 'rgb(142, 81, 0)';

const backgroundOf = (locator: Locator) => locator.evaluate((el) => getComputedStyle(el).backgroundColor);

test('a warm preset recolours the primary button and the active nav item', async ({ page, request }) => {
  const user = await approvedUser(request, { firstName: 'Warmth' });
  await signIn(page, user.email, user.password);
  await page.goto('/dashboard/settings?tab=appearance');
  await page.getByText('Clean White', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Clean White', exact: true })).toBeChecked();

  const primary = page.getByRole('button', { name: 'Apply custom colours' });
  const activeNav = page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'Settings' });
  await expect.poll(() => backgroundOf(primary)).toBe(INDIGO);
  await expect.poll(() => backgroundOf(activeNav)).toBe(INDIGO);

  await page.getByText('Sunset Warmth', { exact: true }).click();
  await expect.poll(() => backgroundOf(primary)).toBe(SUNSET_ORANGE);
  await expect.poll(() => backgroundOf(activeNav)).toBe(SUNSET_ORANGE);
  await expect(primary).toHaveCSS('color', 'rgb(255, 255, 255)');
  await expectNoSeriousA11yViolations(page);

  // The dark warm preset: Amber Glow's brown, not indigo, and it stays after a reload.
  await page.getByText('Amber Glow', { exact: true }).click();
  await expect.poll(() => backgroundOf(primary)).toBe(AMBER_BROWN);
  await page.reload();
  await expect
    .poll(() => backgroundOf(page.getByRole('button', { name: 'Apply custom colours' })))
    .toBe(AMBER_BROWN);
});

test('unreadable custom colours are refused with the ratio shown; reset keeps a dark user dark', async ({
  page,
  request,
}) => {
  const user = await approvedUser(request, { firstName: 'Contrast' });
  await signIn(page, user.email, user.password);
  await page.goto('/dashboard/settings?tab=appearance');
  await page.getByText('Forest Ember', { exact: true }).click();
  const canvas = () => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
  await expect.poll(canvas).toBe('rgb(5, 46, 22)');

  await page.getByRole('textbox', { name: 'Background colour', exact: true }).fill('#fdf6e3');
  await page.getByRole('textbox', { name: 'Text colour', exact: true }).fill('#f5f5f5');
  await expect(page.getByText('Text on background: 1.01:1')).toBeVisible();
  await expect(page.getByText(/The text would be hard to read on the background/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Apply custom colours' })).toBeDisabled();
  await expect.poll(canvas).toBe('rgb(5, 46, 22)');

  // The server refuses the set as well, whatever the form does.
  const { headers, userId } = await apiSignIn(request, user);
  const refused = await request.put(`/api/v1/users/${userId}/preferences`, {
    headers,
    data: {
      preferences: {
        customColors: { background: '#fdf6e3', card: '#ffffff', content: '#eee8d5', text: '#f5f5f5' },
      },
    },
  });
  expect(refused.status()).toBe(400);
  const body = await refused.json();
  expect(body.error.code).toBe('VALIDATION_ERROR');
  expect(body.error.message).toContain('Text on the background colour has a contrast of 1.01:1');

  await page.getByRole('button', { name: 'Reset to default' }).click();
  await expect.poll(canvas).toBe('rgb(15, 23, 42)');
  await expect(page.getByRole('radio', { name: 'Deep Navy', exact: true })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Dark', exact: true })).toBeChecked();
  await expect(page.locator('html')).toHaveClass(/dark/);
});
