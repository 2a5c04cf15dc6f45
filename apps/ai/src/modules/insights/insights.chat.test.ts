import type { AnalyticsTotals } from '@northstar/shared/analytics/schemas';
import { createDraft } from '@northstar/shared/campaign';
import type { Campaign, CampaignDraft } from '@northstar/shared/campaign/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeApi, startFakeApi } from '../../test/fake-api.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// The hub's quick actions through the chat routes, against the fake API: the user's own launched
// campaigns and their sandbox delivery, read with the user's token, never a hypothetical default.

const REVIEW = 'How is my campaign expected to perform? Please review the projected reach, clicks and ROAS.';
const ANALYTICS = "Which metrics should I watch to judge my campaign's performance and results?";
const NOW = new Date('2026-11-28T12:00:00Z');

let api: FakeApi;
let t: TestApp;

beforeAll(async () => {
  api = await startFakeApi();
  t = await createTestApp({ fakeApi: api, deps: { now: () => NOW } });
});

afterAll(async () => {
  await t?.close();
  await api?.close();
});

function launched(
  name: string,
  delivery: { spend: number; clicks: number; conversions: number },
  draft: Partial<CampaignDraft> = {},
): Campaign {
  const base = createDraft({ now: new Date('2026-11-14T00:00:00Z') });
  const full: CampaignDraft = {
    ...base,
    campaignName: name,
    objective: 'leads',
    budget: { ...base.budget, totalBudget: 10_000, budgetType: 'lifetime' },
    schedule: { ...base.schedule, startDate: '2026-11-14', endDate: '2026-12-13' },
    ...draft,
  };
  return {
    id: crypto.randomUUID(),
    name,
    origin: 'builder',
    version: 1,
    channelType: 'universal',
    status: 'active',
    complianceStatus: 'approved',
    estimatedBudget: full.budget.totalBudget,
    platforms: ['Google Ads'],
    lastPriceUpdate: NOW.toISOString(),
    createdAt: '2026-11-14T00:00:00.000Z',
    updatedAt: NOW.toISOString(),
    launchedAt: '2026-11-14T00:00:00.000Z',
    delivery: { ...delivery, impressions: delivery.clicks * 80, revenue: 0, through: NOW.toISOString() },
    draft: full,
  };
}

const totals = (spend: number, clicks: number, conversions: number): AnalyticsTotals => ({
  spend,
  impressions: clicks * 80,
  clicks,
  conversions,
  revenue: 0,
  ctr: 1 / 80,
  cpc: spend / clicks,
  cpm: (spend / (clicks * 80)) * 1000,
  roas: 0,
});

async function ask(user: ReturnType<TestApp['user']>, message: string) {
  const started = await t.start(user.headers, 'Hello! I would like to create a new campaign.');
  const id = started.json().conversation.conversationId;
  const res = await t.send(user.headers, id, message);
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('AI Performance Review', () => {
  it('reviews the user’s launched campaigns: best and worst by cost per result, pacing, what to change', async () => {
    const user = t.user();
    api.setAccount(
      user.id,
      [
        launched('Smile Bright Austin', { spend: 4_000, clicks: 2_000, conversions: 200 }),
        launched('Smile Bright Denver', { spend: 1_500, clicks: 600, conversions: 20 }),
      ],
      totals(5_500, 2_600, 220),
    );
    const reply = await ask(user, REVIEW);
    // The answer comes first: best and worst by cost per result, from the user's own delivery.
    expect(reply.response).toMatch(
      /^Best by cost per result: “Smile Bright Austin” at \$20(?:\.00)? per conversion; worst: “Smile Bright Denver” at \$75(?:\.00)? per conversion \(sandbox delivery/,
    );
    expect(reply.response).toMatch(
      /Pacing: “Smile Bright Austin” on pace \(40% of its budget spent, \d+% of its flight gone\)/,
    );
    expect(reply.response).toMatch(/“Smile Bright Denver” behind/);
    expect(reply.response).toMatch(
      /What to change: move budget from “Smile Bright Denver” to “Smile Bright Austin”/,
    );
    expect(reply.response).toContain('Sandbox delivery: simulated');
    expect(reply.response).not.toContain('25,000');
    expect(reply.requiresApproval).toBe(false);
    // Read with the user's own token: the API saw this user, for the list and the summary.
    expect(api.calls.campaigns).toContain(user.id);
    expect(api.calls.summary).toContain(user.id);
  });

  it('says nothing is launched yet, quoting no default budget as the user’s', async () => {
    const user = t.user();
    const reply = await ask(user, REVIEW);
    expect(reply.response).toMatch(/^You have no launched campaigns yet, so there is no delivery to review/);
    expect(reply.response).not.toMatch(/\$25,000|assuming the default/);
  });

  it('never shows another user’s campaigns', async () => {
    const owner = t.user();
    api.setAccount(owner.id, [launched('Owner Only Campaign', { spend: 900, clicks: 300, conversions: 30 })]);
    const reply = await ask(t.user(), REVIEW);
    expect(reply.response).not.toContain('Owner Only Campaign');
    expect(reply.response).toMatch(/no launched campaigns yet/);
  });

  it('says plainly when the campaigns cannot be read, instead of inventing figures', async () => {
    api.setReadStatus(503);
    try {
      const reply = await ask(t.user(), REVIEW);
      expect(reply.response).toMatch(/^I could not read your campaigns just now/);
      expect(reply.response).not.toMatch(/\$\d/);
    } finally {
      api.setReadStatus(null);
    }
  });
});

describe('Ask AI About Analytics', () => {
  it('answers from the user’s delivery, then which metrics to watch', async () => {
    const user = t.user();
    api.setAccount(
      user.id,
      [launched('Trial Push', { spend: 2_400, clicks: 1_200, conversions: 60 })],
      totals(2_400, 1_200, 60),
    );
    const reply = await ask(user, ANALYTICS);
    expect(reply.response).toMatch(
      /^“Trial Push” costs \$40(?:\.00)? per conversion so far \(sandbox delivery/,
    );
    expect(reply.response).toMatch(/Over the last 30 days: \$2,400 spent/);
    expect(reply.response).toMatch(/watch CTR, CPC and CPM/);
  });

  it('says so when nothing is launched', async () => {
    const reply = await ask(t.user(), ANALYTICS);
    expect(reply.response).toMatch(/^You have no launched campaigns yet/);
  });
});

describe('other messages', () => {
  it('make no API read', async () => {
    const user = t.user();
    const before = api.calls.campaigns.length;
    await ask(user, 'what does CTR mean?');
    expect(api.calls.campaigns.length).toBe(before);
  });
});
