import { campaignSchema } from '@northstar/shared/campaign/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { apiClient } from './campaigns.test-fixtures.ts';

describe('POST /_bench/seed-campaigns (BENCH_PROBE only)', () => {
  let t: TestApp;
  let plain: TestApp;
  beforeAll(async () => {
    [t, plain] = await Promise.all([
      createTestApp({ config: { benchProbe: true } }),
      createTestApp({ config: { benchProbe: false } }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([t.close(), plain.close()]);
  });

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

  it('does not exist without BENCH_PROBE', async () => {
    const { headers } = await plain.signedInUser();
    const res = await apiClient(plain).post('/_bench/seed-campaigns', headers, { count: 5 });
    expect(res.statusCode).toBe(404);
  });
});
