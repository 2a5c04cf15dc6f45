import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { newUser, registerThroughForm, signIn, signOut } from '../support/accounts.ts';
import { waitForMail, waitForMailLink } from '../support/mailbox.ts';
import { ADMIN } from '../support/ports.ts';

test('a visitor registers, the admin approves, and the user signs in and out', async ({ browser }) => {
  const user = newUser();
  const visitor = await browser.newPage();
  await registerThroughForm(visitor, user);

  // A pending account cannot sign in yet, and says why: a notice (status), not an error (alert).
  await visitor.goto('/login');
  await visitor.getByLabel('Email').fill(user.email);
  await visitor.getByLabel('Password', { exact: true }).fill(user.password);
  await visitor.getByRole('button', { name: 'Sign in' }).click();
  await expect(visitor.getByRole('status').filter({ hasText: /pending approval/i })).toBeVisible();
  await expect(visitor.getByRole('alert')).toHaveCount(0);

  const admin = await browser.newPage();
  await signIn(admin, ADMIN.email, ADMIN.password);
  await admin.goto('/dashboard/admin');
  await expect(admin.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
  const row = admin.getByRole('row').filter({ hasText: user.email });
  await expect(row).toContainText(`${user.firstName} ${user.lastName}`);
  await row.getByRole('button', { name: `Approve ${user.firstName} ${user.lastName}`, exact: true }).click();
  await expect(
    admin.getByText(`User ${user.firstName} ${user.lastName} (${user.email}) approved successfully!`),
  ).toBeVisible();
  await expect(admin.getByRole('row').filter({ hasText: user.email })).toHaveCount(0);

  const loginLink = await waitForMailLink(user.email, /approved/i);
  expect(loginLink).toMatch(/\/login$/);

  await signIn(visitor, user.email, user.password);
  await expect(visitor.getByText(user.firstName).first()).toBeVisible();
  await visitor.reload();
  await expect(visitor).toHaveURL(/\/dashboard/);
  await expect(visitor.getByText(user.firstName).first()).toBeVisible();

  await signOut(visitor);
  await visitor.goto('/dashboard');
  await expect(visitor).toHaveURL(/\/login$/);
});

test('a session without "Remember me" lives in this tab only', async ({ browser, request }) => {
  const user = newUser();
  await request.post('/api/v1/auth/register', { data: user });
  const context = await browser.newContext();
  const admin = await context.newPage();
  await signIn(admin, ADMIN.email, ADMIN.password, false);
  const stored = await admin.evaluate(() => ({
    local: localStorage.getItem('northstar-auth'),
    session: sessionStorage.getItem('northstar-auth'),
  }));
  expect(stored.session).toContain('"isAuthenticated":true');
  expect(stored.local ?? '').not.toContain('"isAuthenticated":true');
  await context.close();
});

test('the admin rejects a registration with a reason, and the user is told by e-mail', async ({
  page,
  request,
}) => {
  const user = newUser({ firstName: 'Rita', lastName: 'Rejected' });
  await request.post('/api/v1/auth/register', { data: user });
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/dashboard/admin');
  page.once('dialog', (dialog) => dialog.accept('Company could not be verified'));
  await page
    .getByRole('row')
    .filter({ hasText: user.email })
    .getByRole('button', { name: `Reject ${user.firstName} ${user.lastName}`, exact: true })
    .click();
  await expect(page.getByText(`User Rita Rejected (${user.email}) has been rejected.`)).toBeVisible();
  const mail = await waitForMail(user.email, /Company could not be verified/);
  expect(mail).toMatch(/could not approve your registration/i);
});

test('a hostile name shows as plain text in the admin panel', async ({ page, request }) => {
  const hostile = '<img src=x onerror=alert(1)>';
  const user = newUser({ firstName: hostile, lastName: 'Mallory' });
  const res = await request.post('/api/v1/auth/register', { data: user });
  expect(res.status()).toBe(201);
  let alerted = false;
  page.on('dialog', async (dialog) => {
    alerted = true;
    await dialog.dismiss();
  });
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/dashboard/admin');
  const row = page.getByRole('row').filter({ hasText: user.email });
  await expect(row).toContainText(`${hostile} Mallory`);
  await expect(row.locator('img')).toHaveCount(0);
  expect(alerted).toBe(false);
});

test('the forgot-password e-mail link sets a new password once', async ({ page, request }) => {
  const user = newUser();
  await request.post('/api/v1/auth/register', { data: user });
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/dashboard/admin');
  await page
    .getByRole('row')
    .filter({ hasText: user.email })
    .getByRole('button', { name: `Approve ${user.firstName} ${user.lastName}`, exact: true })
    .click();
  await expect(page.getByText(/approved successfully/)).toBeVisible();
  await signOut(page);

  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(page.getByText(user.email)).toBeVisible();

  const resetLink = await waitForMailLink(user.email, /reset-password\?token=/);
  const newPassword = 'a-brand-new-password-42';
  await page.goto(resetLink.replace(/^https?:\/\/[^/]+/, ''));
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText(/password has been reset/i)).toBeVisible();

  // The link is single-use.
  await page.goto(resetLink.replace(/^https?:\/\/[^/]+/, ''));
  await page.getByLabel('New password', { exact: true }).fill('yet-another-password-99');
  await page.getByLabel('Confirm new password', { exact: true }).fill('yet-another-password-99');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('This reset link is invalid or has expired.')).toBeVisible();

  await signIn(page, user.email, newPassword);
});

test('public and account pages have no serious accessibility violations', async ({ page }) => {
  for (const path of [
    '/',
    '/login',
    '/register',
    '/forgot-password',
    '/reset-password?token=x',
    '/terms',
    '/privacy',
  ]) {
    await page.goto(path);
    await expect(page.locator('main')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  }
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/dashboard/admin');
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
