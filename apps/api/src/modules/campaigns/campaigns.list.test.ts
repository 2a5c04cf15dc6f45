import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { apiClient, launchableRegulated, namedDraft } from './campaigns.test-fixtures.ts';

describe('GET /campaigns (paged, searched and filtered on the server)', () => {
  let t: TestApp;
  let api: ReturnType<typeof apiClient>;
  let headers: Record<string, string>;
  const names = (res: { json: () => { items: { name: string }[] } }) => res.json().items.map((c) => c.name);

  // Created oldest first, so the list (newest first) is this order reversed.
  const seed = [
    { name: 'Spring Sale', channel: 'universal', status: 'draft' },
    { name: '50% Off Everything', channel: 'universal', status: 'saved' },
    // Launched: the gate passes them and delivery makes them active (their start date has passed).
    { name: '500 Offers', channel: 'regulated', status: 'ready' },
    { name: 'summer_sale', channel: 'regulated', status: 'draft' },
    { name: 'Summer Sale', channel: 'universal', status: 'ready' },
    { name: 'Back\\Slash Promo', channel: 'universal', status: 'draft' },
  ] as const;

  beforeAll(async () => {
    t = await createTestApp();
    api = apiClient(t);
    ({ headers } = await t.signedInUser());
    for (const c of seed) {
      const draft = c.channel === 'regulated' ? launchableRegulated(c.name) : namedDraft(c.name);
      const res = await api.post('/campaigns', headers, { draft, status: c.status });
      expect(res.statusCode).toBe(201);
    }
    // Someone else's campaigns never show up, whatever the filters.
    const other = await t.signedInUser();
    await api.post('/campaigns', other.headers, { draft: namedDraft('Summer Sale elsewhere') });
  });
  afterAll(() => t.close());

  it('lists only the caller’s campaigns, newest first, with the paging envelope', async () => {
    const res = await api.get('/campaigns', headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ total: 6, page: 1, pageSize: 20 });
    expect(names(res)).toEqual(seed.map((c) => c.name).reverse());
    expect(res.json().items[0]).not.toHaveProperty('draft');
  });

  it('searches names case-insensitively', async () => {
    const res = await api.get('/campaigns?query=SUMMER%20sale', headers);
    expect(names(res)).toEqual(['Summer Sale']);
    expect(res.json().total).toBe(1);
    expect(names(await api.get('/campaigns?query=sale', headers))).toEqual([
      'Summer Sale',
      'summer_sale',
      'Spring Sale',
    ]);
  });

  it('treats %, _ and \\ in the query literally', async () => {
    expect(names(await api.get('/campaigns?query=50%25', headers))).toEqual(['50% Off Everything']);
    expect(names(await api.get('/campaigns?query=r_s', headers))).toEqual(['summer_sale']);
    expect(names(await api.get('/campaigns?query=%25', headers))).toEqual(['50% Off Everything']);
    expect(names(await api.get('/campaigns?query=k%5CS', headers))).toEqual(['Back\\Slash Promo']);
    expect((await api.get('/campaigns?query=nothing%20like%20this', headers)).json()).toMatchObject({
      items: [],
      total: 0,
    });
  });

  it('filters by channel type and status, alone and with a search', async () => {
    expect(names(await api.get('/campaigns?channelType=regulated', headers))).toEqual([
      'summer_sale',
      '500 Offers',
    ]);
    expect(names(await api.get('/campaigns?status=active', headers))).toEqual(['Summer Sale', '500 Offers']);
    expect(names(await api.get('/campaigns?status=ready', headers))).toEqual([]);
    const both = await api.get('/campaigns?channelType=universal&status=draft&query=s', headers);
    expect(names(both)).toEqual(['Back\\Slash Promo', 'Spring Sale']);
    expect(both.json().total).toBe(2);
  });

  it('pages with a total that counts every match', async () => {
    const first = await api.get('/campaigns?page=1&pageSize=4', headers);
    const second = await api.get('/campaigns?page=2&pageSize=4', headers);
    const beyond = await api.get('/campaigns?page=3&pageSize=4', headers);
    expect(first.json()).toMatchObject({ total: 6, page: 1, pageSize: 4 });
    expect(second.json()).toMatchObject({ total: 6, page: 2, pageSize: 4 });
    expect([...names(first), ...names(second)]).toEqual(seed.map((c) => c.name).reverse());
    expect(beyond.json()).toMatchObject({ items: [], total: 6, page: 3 });
    const filtered = await api.get('/campaigns?status=draft&pageSize=2&page=2', headers);
    expect(filtered.json()).toMatchObject({ total: 3 });
    expect(names(filtered)).toEqual(['Spring Sale']);
  });

  it('refuses bad query parameters with 400, never 500', async () => {
    for (const query of [
      'page=0',
      'page=abc',
      'page=1.5',
      'pageSize=101',
      'pageSize=0',
      'status=launched',
      'channelType=tv',
      'sort=name',
      `query=${'q'.repeat(201)}`,
      'page=99999999999999999999',
    ]) {
      const res = await api.get(`/campaigns?${query}`, headers);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
    }
  });

  it('answers a search with characters PostgreSQL cannot store with 400 or no match, never 500', async () => {
    const res = await api.get('/campaigns?query=%00', headers);
    expect([200, 400]).toContain(res.statusCode);
  });
});
