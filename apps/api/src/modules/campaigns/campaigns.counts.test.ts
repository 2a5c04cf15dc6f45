import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { benchRoutes } from '../../bench/bench.routes.ts';
import { campaignCounts, campaigns, users } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { apiClient, launchableRegulated, namedDraft } from './campaigns.test-fixtures.ts';

// The list's totals come from campaign_counts (kept by triggers) unless the user searches; these
// tests hold the totals against a real count(*) after every kind of write.
describe('campaign totals', () => {
  let t: TestApp;
  let api: ReturnType<typeof apiClient>;
  beforeAll(async () => {
    t = await createTestApp({ deps: { extraRoutes: benchRoutes } });
    api = apiClient(t);
  });
  afterAll(() => t.close());

  const filters = [
    '',
    'channelType=universal',
    'channelType=regulated',
    'status=draft',
    'status=saved',
    'status=ready',
    'channelType=regulated&status=ready',
    'channelType=universal&status=draft',
  ];

  async function expectTotalsMatch(userId: string, headers: Record<string, string>) {
    for (const filter of filters) {
      const params = new URLSearchParams(filter);
      const channelType = params.get('channelType');
      const status = params.get('status');
      const [row] = await t.db
        .select({ n: count() })
        .from(campaigns)
        .where(
          and(
            eq(campaigns.userId, userId),
            channelType ? eq(campaigns.channelType, channelType as 'universal') : undefined,
            status ? eq(campaigns.status, status as 'draft') : undefined,
          ),
        );
      const res = await api.get(`/campaigns?${filter}`, headers);
      expect(res.json().total, filter || 'no filter').toBe(row?.n);
    }
  }

  const regulated = () => launchableRegulated('Regulated');

  it('stay exact through creates, status and channel changes, duplicates, template use and deletes', async () => {
    const { user, headers } = await t.signedInUser();
    const a = (await api.post('/campaigns', headers, { draft: namedDraft('A') })).json().campaign;
    const b = (await api.post('/campaigns', headers, { draft: regulated(), status: 'ready' })).json()
      .campaign;
    await api.post('/campaigns', headers, { draft: namedDraft('C'), status: 'saved' });
    await expectTotalsMatch(user.id, headers);

    await api.put(`/campaigns/${a.id}`, headers, { draft: regulated(), status: 'ready' });
    await api.put(`/campaigns/${b.id}`, headers, { draft: namedDraft('B again') });
    await api.put(`/campaigns/${b.id}`, headers, { draft: namedDraft('B same columns') });
    await api.post(`/campaigns/${a.id}/duplicate`, headers);
    await api.post('/templates/sample-crypto-exchange-signups/use', headers);
    await expectTotalsMatch(user.id, headers);

    await api.del(`/campaigns/${b.id}`, headers);
    await api.post('/_bench/seed-campaigns', headers, { count: 40 });
    await expectTotalsMatch(user.id, headers);
  });

  it('stay exact when one user’s campaigns flip status concurrently in opposite directions', async () => {
    const { user, headers } = await t.signedInUser();
    const created = [];
    for (const status of ['draft', 'saved', 'draft', 'saved', 'draft', 'saved']) {
      created.push(
        (await api.post('/campaigns', headers, { draft: namedDraft(status), status })).json().campaign,
      );
    }
    const answers = await Promise.all(
      created.map((c) =>
        api.put(`/campaigns/${c.id}`, headers, {
          draft: c.draft,
          status: c.status === 'draft' ? 'saved' : 'draft',
        }),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(created.map(() => 200));
    await expectTotalsMatch(user.id, headers);
  });

  it('let a user with campaigns be deleted, counters and all', async () => {
    const { user, headers } = await t.signedInUser();
    await api.post('/campaigns', headers, { draft: namedDraft('Doomed') });
    await t.db.delete(users).where(eq(users.id, user.id));
    expect(await t.db.select().from(campaigns).where(eq(campaigns.userId, user.id))).toEqual([]);
    expect(await t.db.select().from(campaignCounts).where(eq(campaignCounts.userId, user.id))).toEqual([]);
  });
});
