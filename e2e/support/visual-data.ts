import { createDraft } from '@northstar/shared/campaign';
import { completeDraft } from '@northstar/shared/testing';
import type { ColorThemeValue, ThemeMode } from '@northstar/shared/themes';
import { type APIRequestContext, expect } from '@playwright/test';
import { apiSignIn } from './accounts.ts';
import { ADMIN } from './ports.ts';

// The fixed data the visual suite's pages show, made through the API. Every name and value is fixed;
// the setup is idempotent, so a retry (or a second run against the same server) finds the same data.

/** Every account of the visual suite; the admin lists are narrowed to these (see visual-page.ts). */
export const VISUAL_EMAIL_DOMAIN = 'visual.e2e.northstar.test';

export const VISUAL_ADMIN = {
  firstName: 'Vera',
  lastName: 'Lindqvist',
  email: `vera.lindqvist@${VISUAL_EMAIL_DOMAIN}`,
  company: 'Northwind Outfitters',
  password: 'visual-suite-password-1',
} as const;

const PENDING_USERS = [
  {
    firstName: 'Omar',
    lastName: 'Haddad',
    email: `omar.haddad@${VISUAL_EMAIL_DOMAIN}`,
    company: 'Haddad Foods',
  },
  {
    firstName: 'Lena',
    lastName: 'Fischer',
    email: `lena.fischer@${VISUAL_EMAIL_DOMAIN}`,
    company: 'Fischer & Co',
  },
] as const;

/** The moment the browser is frozen at: the draft fixtures' own clock, so their dates read as today. */
export const FROZEN_NOW = new Date('2025-03-10T12:00:00Z');

// Oldest first: the list shows the newest first.
const CAMPAIGNS = [
  completeDraft({
    campaignName: 'Spring Fashion Launch',
    description: 'New season collection across search and social.',
    budget: {
      ...completeDraft().budget,
      totalBudget: 15_000,
      allocation: { 'google-ads': 60, facebook: 40 },
    },
  }),
  completeDraft({
    campaignName: 'Summer Outdoor Gear',
    tags: ['summer', 'outdoor'],
    platforms: { selected: ['google-ads', 'facebook', 'instagram'], settings: {} },
    budget: {
      ...completeDraft().budget,
      totalBudget: 24_000,
      allocation: { 'google-ads': 50, facebook: 30, instagram: 20 },
    },
  }),
  // Half done: the builder's middle steps show progress and missing fields.
  {
    ...createDraft({ now: FROZEN_NOW }),
    campaignName: 'Autumn Brand Awareness',
    industry: 'Retail',
    description: 'Brand reach before the holiday season.',
    platforms: { selected: ['linkedin'], settings: {} },
  },
];
export const CAMPAIGN_NAMES = CAMPAIGNS.map((draft) => draft.campaignName);

export interface VisualData {
  userId: string;
  token: string;
  /** Campaign ids by name. */
  campaigns: Record<string, string>;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Registers the account unless it exists already (a retry), and returns its id. */
async function ensureRegistered(
  request: APIRequestContext,
  adminToken: string,
  user: { firstName: string; lastName: string; email: string; company: string },
): Promise<{ id: string; status: string; role: string }> {
  const registered = await request.post('/api/v1/auth/register', {
    data: { ...user, password: VISUAL_ADMIN.password },
  });
  expect([201, 409], `registration of ${user.email}`).toContain(registered.status());
  const found = await request.get(`/api/v1/admin/users?query=${encodeURIComponent(user.email)}`, {
    headers: bearer(adminToken),
  });
  const account = (await found.json()).users.find((u: { email: string }) => u.email === user.email);
  expect(account, `${user.email} in the user list`).toBeTruthy();
  return account;
}

/** The visual suite's admin (approved, admin role), two pending registrations and three campaigns. */
export async function seedVisualData(request: APIRequestContext): Promise<VisualData> {
  const { token: adminToken } = await apiSignIn(request, ADMIN);
  const vera = await ensureRegistered(request, adminToken, VISUAL_ADMIN);
  if (vera.status === 'pending') {
    const approved = await request.post(`/api/v1/admin/approve-user/${vera.id}`, {
      headers: bearer(adminToken),
    });
    expect(approved.ok()).toBe(true);
  }
  if (vera.role !== 'admin') {
    const promoted = await request.patch(`/api/v1/admin/users/${vera.id}`, {
      headers: bearer(adminToken),
      data: { role: 'admin' },
    });
    expect(promoted.ok()).toBe(true);
  }
  for (const user of PENDING_USERS) await ensureRegistered(request, adminToken, user);

  const { token } = await apiSignIn(request, VISUAL_ADMIN);
  const listed = await request.get('/api/v1/campaigns?pageSize=50', { headers: bearer(token) });
  const existing = new Map<string, string>(
    (await listed.json()).items.map((c: { name: string; id: string }) => [c.name, c.id]),
  );
  const campaigns: Record<string, string> = {};
  for (const draft of CAMPAIGNS) {
    let id = existing.get(draft.campaignName);
    if (!id) {
      const created = await request.post('/api/v1/campaigns', { headers: bearer(token), data: { draft } });
      expect(created.status(), `campaign ${draft.campaignName}`).toBe(201);
      id = (await created.json()).campaign.id as string;
    }
    campaigns[draft.campaignName] = id;
  }
  return { userId: vera.id, token, campaigns };
}

export interface VisualTheme {
  /** The preset the user has chosen. */
  colorTheme: ColorThemeValue;
  mode: ThemeMode;
}

/** Saves the theme to the account, as the Appearance tab does, so sign-in brings it along. */
export async function saveTheme(request: APIRequestContext, data: VisualData, theme: VisualTheme) {
  const saved = await request.put(`/api/v1/users/${data.userId}/preferences`, {
    headers: bearer(data.token),
    data: {
      preferences: { colorTheme: theme.colorTheme, isCustomTheme: false, appearance: { mode: theme.mode } },
    },
  });
  expect(saved.ok(), 'theme preferences saved').toBe(true);
}
