import { campaignSchema } from '@northstar/shared/campaign/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../modules/campaigns/campaigns.test-fixtures.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { benchRoutes } from './bench.routes.ts';

// Two apps for the whole file: one with the bench's routes (as bench-server.ts builds it), one as
// server.ts builds it.
let t: TestApp;
let plain: TestApp;
beforeAll(async () => {
  t = await createTestApp({ deps: { extraRoutes: benchRoutes } });
  plain = await createTestApp();
}, 180_000);
afterAll(async () => {
  await Promise.all([t?.close(), plain?.close()]);
});

describe('POST /_bench/seed-campaigns (the bench server only)', () => {
  it('fills the caller’s list with valid campaigns, newest first', async () => {
    const api = apiClient(t);
    const { headers } = await t.signedInUser();
    const res = await api.post('/_bench/seed-campaigns', headers, { count: 250 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ created: 250 });

    const list = (await api.get('/campaigns?pageSize=3', headers)).json();
    expect(list.total).toBe(250);
    expect(list.items.map((c: { name: string }) => c.name)).toEqual([
      'Bench campaign 1',
      'Bench campaign 2',
      'Bench campaign 3',
    ]);
    expect((await api.get('/campaigns?channelType=regulated', headers)).json().total).toBe(62);
    // Each seeded row is a whole campaign: its draft parses and agrees with its columns.
    const first = list.items[0];
    const campaign = campaignSchema.parse((await api.get(`/campaigns/${first.id}`, headers)).json().campaign);
    expect(campaign.draft).toMatchObject({ campaignId: first.id, campaignName: first.name });
    expect(campaign.draft.campaignType).toBe(campaign.channelType);

    const other = await t.signedInUser();
    expect((await api.get('/campaigns', other.headers)).json().total).toBe(0);
  });

  it('refuses anonymous callers and silly counts', async () => {
    const api = apiClient(t);
    const { headers } = await t.signedInUser();
    expect((await api.post('/_bench/seed-campaigns', {}, { count: 5 })).statusCode).toBe(401);
    for (const count of [0, -1, 1.5, 1_000_000, '10']) {
      expect((await api.post('/_bench/seed-campaigns', headers, { count })).statusCode).toBe(400);
    }
  });

  it('does not exist in the app server.ts builds', async () => {
    const { headers } = await plain.signedInUser();
    const res = await apiClient(plain).post('/_bench/seed-campaigns', headers, { count: 5 });
    expect(res.statusCode).toBe(404);
  });
});

describe('GET /_bench/probe (the bench server only)', () => {
  it('answers {ok:true} to a validly signed token and 401 to anything else', async () => {
    const { headers } = await t.signedInUser();
    const ok = await t.app.inject({ method: 'GET', url: '/api/v1/_bench/probe', headers });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ ok: true });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/_bench/probe' })).statusCode).toBe(401);
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/v1/_bench/probe',
      headers: { authorization: `${headers.authorization}x` },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('does not exist in the app server.ts builds, whatever its environment', async () => {
    const res = await plain.app.inject({ method: 'GET', url: '/api/v1/_bench/probe' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
  });
});
