import { storageKey } from '@northstar/shared/brand';
import {
  type Browser,
  type BrowserContext,
  expect,
  type Page,
  type Request,
  type Route,
} from '@playwright/test';
import { findSeriousA11yViolations } from './a11y.ts';
import { FROZEN_NOW, VISUAL_EMAIL_DOMAIN, type VisualTheme } from './visual-data.ts';

// A browser context whose pages look the same on every run: the clock frozen, one locale and time zone,
// the theme stored before the first paint, and the server's clock and shared lists pinned (below).

export const WIDTHS = [1440, 390] as const;
export type Width = (typeof WIDTHS)[number];
const HEIGHT: Record<Width, number> = { 1440: 900, 390: 844 };

const HOUR = 60 * 60 * 1000;
/** Server stamps are within weeks of the real now; the fixtures' own dates are years away and stay. */
const SERVER_STAMP_WINDOW = 120 * 24 * HOUR;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/**
 * Moves a server-made instant (createdAt, a sample template's age, a session's expiry) into the frozen
 * browser's time: it keeps its distance from the real now in whole hours, and anything made within the
 * last hour (this run's own accounts and campaigns) reads as made at the frozen moment.
 */
function freezeInstant(value: string, realNow: number): string {
  const age = realNow - Date.parse(value);
  if (Math.abs(age) > SERVER_STAMP_WINDOW) return value;
  const hours = age >= 0 && age < HOUR ? 0 : Math.round(age / HOUR);
  return new Date(FROZEN_NOW.getTime() - hours * HOUR).toISOString();
}

function freezeInstants(value: unknown, realNow: number): unknown {
  if (typeof value === 'string') return ISO_INSTANT.test(value) ? freezeInstant(value, realNow) : value;
  if (Array.isArray(value)) return value.map((item) => freezeInstants(item, realNow));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, freezeInstants(v, realNow)]));
  }
  return value;
}

/** The admin lists show every account on the shared e2e server; the suite looks at its own only. */
function keepVisualAccounts(pathname: string, body: { users?: { email: string }[]; total?: number }) {
  if (!/\/admin\/(users|pending-users)$/.test(pathname) || !Array.isArray(body.users)) return body;
  const users = body.users.filter((user) => user.email.endsWith(`@${VISUAL_EMAIL_DOMAIN}`));
  return { ...body, users, ...(typeof body.total === 'number' ? { total: users.length } : {}) };
}

async function pinServerAnswer(route: Route): Promise<void> {
  const response = await route.fetch();
  if (!(response.headers()['content-type'] ?? '').includes('application/json')) {
    await route.fulfill({ response });
    return;
  }
  const body = keepVisualAccounts(new URL(route.request().url()).pathname, await response.json());
  await route.fulfill({ response, json: freezeInstants(body, Date.now()) });
}

/** Sets the theme the way a returning user's browser holds it, before any of the app's code runs. */
function storeTheme(theme: VisualTheme) {
  return {
    [storageKey('theme')]: JSON.stringify({ state: { mode: theme.mode }, version: 1 }),
    [storageKey('color-theme')]: JSON.stringify({
      state: { colorTheme: theme.colorTheme, customColors: null, isCustomTheme: false },
      version: 1,
    }),
  };
}

export async function visualContext(browser: Browser, theme: VisualTheme): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: 1440, height: HEIGHT[1440] },
    locale: 'en-US',
    timezoneId: 'UTC',
    colorScheme: theme.mode,
  });
  await context.clock.setFixedTime(FROZEN_NOW);
  await context.addInitScript((items) => {
    for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
  }, storeTheme(theme));
  // Both services (the API and the AI service) answer under /api/v1/.
  await context.route(/\/api\/v1\//, pinServerAnswer);
  context.on('page', trackRequests);
  return context;
}

export async function setWidth(page: Page, width: Width): Promise<void> {
  await page.setViewportSize({ width, height: HEIGHT[width] });
}

// Requests each page has in flight. Network idle as the suite needs it: nothing in flight on two looks
// 100 ms apart; Playwright's 'networkidle' waits 500 ms of quiet, which on ~150 looks is over a minute.
const inFlight = new WeakMap<Page, Set<Request>>();

function trackRequests(page: Page): void {
  const pending = new Set<Request>();
  inFlight.set(page, pending);
  page.on('request', (request) => pending.add(request));
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
}

async function networkIdle(page: Page): Promise<void> {
  const pending = inFlight.get(page);
  if (!pending) return page.waitForLoadState('networkidle');
  const deadline = Date.now() + 15_000;
  for (let quietLooks = 0; quietLooks < 2; ) {
    if (Date.now() > deadline)
      throw new Error(`requests still in flight: ${[...pending].map((r) => r.url())}`);
    await page.waitForTimeout(100);
    quietLooks = pending.size === 0 ? quietLooks + 1 : 0;
  }
}

/** Everything the page loads has arrived: data, lazy chunks, fonts; no spinner is left. */
export async function settle(page: Page): Promise<void> {
  await networkIdle(page);
  await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** The page against its baseline (full page), then axe once per page and theme (at 1440 px). */
export async function expectLooksRight(page: Page, theme: VisualTheme, name: string, width: Width) {
  await settle(page);
  await expect.soft(page).toHaveScreenshot([theme.colorTheme, `${name}-${width}.png`], { fullPage: true });
  if (width === 1440) {
    const violations = await findSeriousA11yViolations(page);
    expect.soft(violations, `serious accessibility violations on ${name} in ${theme.colorTheme}`).toEqual([]);
  }
}
