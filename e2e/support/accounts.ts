import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { ADMIN } from './ports.ts';

export interface NewUser {
  firstName: string;
  lastName: string;
  email: string;
  company?: string;
  password: string;
}

let counter = 0;
export function newUser(overrides: Partial<NewUser> = {}): NewUser {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}`;
  return {
    firstName: 'Grace',
    lastName: 'Hopper',
    email: `grace.${id}@e2e.northstar.test`,
    company: 'Compilers Inc',
    password: `long-enough-pass-${id}`,
    ...overrides,
  };
}

export async function registerThroughForm(page: Page, user: NewUser): Promise<void> {
  await page.goto('/register');
  await page.getByLabel('First name').fill(user.firstName);
  await page.getByLabel('Last name').fill(user.lastName);
  await page.getByLabel('Email').fill(user.email);
  if (user.company) await page.getByLabel('Company').fill(user.company);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Confirm password', { exact: true }).fill(user.password);
  await page.getByRole('checkbox', { name: /terms/i }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Registration Submitted Successfully' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Your request is now under review.');
}

export async function signIn(page: Page, email: string, password: string, remember = true): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  const rememberMe = page.getByRole('checkbox', { name: 'Remember me' });
  if (remember) await rememberMe.check();
  else await rememberMe.uncheck();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
}

export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: /log ?out/i }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** Signs in through the API (no page): the session's bearer headers and the user's id. */
export async function apiSignIn(
  request: APIRequestContext,
  { email, password }: { email: string; password: string },
): Promise<{ headers: { authorization: string }; token: string; userId: string }> {
  const response = await request.post('/api/v1/auth/login', { data: { email, password } });
  expect(response.status(), `sign-in of ${email}`).toBe(200);
  const { user, tokens } = await response.json();
  return {
    headers: { authorization: `Bearer ${tokens.accessToken}` },
    token: tokens.accessToken,
    userId: user.id,
  };
}

/** A new user registered through the API and approved by the admin, ready to sign in. */
export async function approvedUser(
  request: APIRequestContext,
  overrides: Partial<NewUser> = {},
): Promise<NewUser> {
  const user = newUser(overrides);
  expect((await request.post('/api/v1/auth/register', { data: user })).status()).toBe(201);
  const { headers } = await apiSignIn(request, ADMIN);
  const found = await request.get(`/api/v1/admin/users?query=${encodeURIComponent(user.email)}`, { headers });
  const id = (await found.json()).users[0].id as string;
  expect((await request.post(`/api/v1/admin/approve-user/${id}`, { headers })).ok()).toBe(true);
  return user;
}
