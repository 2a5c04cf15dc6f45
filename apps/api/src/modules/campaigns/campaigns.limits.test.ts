import { campaignSchema } from '@northstar/shared/campaign/schemas';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignDailyMetrics, campaigns } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { apiClient, namedDraft } from './campaigns.test-fixtures.ts';

// Limits that hold (docs/adr, campaign limits): creations per user per minute, campaigns per account,
// and time zones from the IANA list only. One app with small limits, so each test stays short.
const CREATES_PER_MINUTE = 5;
const CAP = 6;
const DAY_MS = 86_400_000;

describe('campaign limits', () => {
  let t: TestApp;
  let api: ReturnType<typeof apiClient>;
  beforeAll(async () => {
    t = await createTestApp({
      env: { CAMPAIGN_CREATE_RATE_LIMIT_PER_MINUTE: String(CREATES_PER_MINUTE) },
      config: { campaignsPerAccountMax: CAP },
    });
    api = apiClient(t);
  }, 180_000);
  afterAll(() => t?.close());

  const create = (headers: Record<string, string>, name = 'Limited') =>
    api.post('/campaigns', headers, { draft: namedDraft(name) });

  it('limits creations per user: create, duplicate and a template’s use share one allowance, then 429 with Retry-After', async () => {
    const owner = await t.signedInUser();
    const first = await create(owner.headers);
    expect(first.statusCode).toBe(201);
    const id = first.json().campaign.id as string;
    expect((await api.post(`/campaigns/${id}/duplicate`, owner.headers)).statusCode).toBe(201);
    expect((await api.post('/templates/sample-spring-fashion-launch/use', owner.headers)).statusCode).toBe(
      201,
    );
    expect((await create(owner.headers)).statusCode).toBe(201);
    expect((await create(owner.headers)).statusCode).toBe(201);

    for (const refused of [
      await create(owner.headers),
      await api.post(`/campaigns/${id}/duplicate`, owner.headers),
      await api.post('/templates/sample-spring-fashion-launch/use', owner.headers),
    ]) {
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error.code).toBe('RATE_LIMITED');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    }
    expect((await api.get('/campaigns?pageSize=1', owner.headers)).json().total).toBe(CREATES_PER_MINUTE);
    // Reads and edits are not creations; another user has an allowance of their own.
    expect(
      (await api.put(`/campaigns/${id}`, owner.headers, { draft: namedDraft('Edited') })).statusCode,
    ).toBe(200);
    expect((await create((await t.signedInUser()).headers)).statusCode).toBe(201);
  });

  it('caps the campaigns of an account: 422 CAMPAIGN_LIMIT, also for concurrent creations, and room again after a delete', async () => {
    const owner = await t.signedInUser();
    // Straight into the table: this test is about the cap, not the rate limit.
    await t.db.execute(sql`
      insert into ${campaigns} (user_id, name, channel_type, status, compliance_status, estimated_budget,
        platforms, draft)
      select ${owner.user.id}::uuid, 'Seeded ' || n, 'universal', 'draft', 'pending', 0, '{}', '{}'::jsonb
      from generate_series(1, ${CAP - 2}::int) as n`);
    // Two places left, three creations at once: exactly two are made.
    const answers = await Promise.all([1, 2, 3].map((n) => create(owner.headers, `Racing ${n}`)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 201, 422]);
    const refused = answers.find((r) => r.statusCode === 422);
    expect(refused?.json().error).toMatchObject({ code: 'CAMPAIGN_LIMIT' });
    expect(refused?.json().error.message).toContain(`up to ${CAP} campaigns`);
    expect((await api.get('/campaigns?pageSize=1', owner.headers)).json().total).toBe(CAP);

    const made = answers.find((r) => r.statusCode === 201)?.json().campaign.id as string;
    const duplicate = await api.post(`/campaigns/${made}/duplicate`, owner.headers);
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().error.code).toBe('CAMPAIGN_LIMIT');

    expect((await api.del(`/campaigns/${made}`, owner.headers)).statusCode).toBe(204);
    expect((await create(owner.headers)).statusCode).toBe(201);
  });

  it('saves only IANA time zones: 400 for an unknown one, old ids and links accepted', async () => {
    const owner = await t.signedInUser();
    const withZone = (timezone: string) => {
      const draft = namedDraft('Zoned');
      return { draft: { ...draft, schedule: { ...draft.schedule, timezone } } };
    };
    for (const timezone of ['Mars/Olympus_Mons', '+05:00', 'Europe/Paris ', 'Local']) {
      const res = await api.post('/campaigns', owner.headers, withZone(timezone));
      expect(res.statusCode, timezone).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
    }
    const created = await api.post('/campaigns', owner.headers, withZone('Asia/Kolkata'));
    expect(created.statusCode).toBe(201);
    const id = created.json().campaign.id as string;
    const put = await api.put(`/campaigns/${id}`, owner.headers, withZone('Nowhere/City'));
    expect(put.statusCode).toBe(400);
    for (const timezone of ['Asia/Calcutta', 'US/Eastern', 'Etc/UTC', 'UTC']) {
      const res = await api.put(`/campaigns/${id}`, owner.headers, withZone(timezone));
      expect(res.statusCode, timezone).toBe(200);
      expect(campaignSchema.parse(res.json().campaign).draft.schedule.timezone).toBe(timezone);
    }
  });

  it('does not deliver a launched campaign whose stored time zone is unknown (never in UTC instead)', async () => {
    const owner = await t.signedInUser();
    const launch = async (name: string) => {
      const id = (await create(owner.headers, name)).json().campaign.id as string;
      expect((await api.post(`/campaigns/${id}/launch`, owner.headers)).statusCode).toBe(200);
      return id;
    };
    const valid = await launch('Valid zone');
    const legacy = await launch('Legacy zone');
    // A row saved before zones were checked: nothing the API accepts today can write it.
    await t.db
      .update(campaigns)
      .set({ draft: sql`jsonb_set(${campaigns.draft}, '{schedule,timezone}', '"Mars/Olympus_Mons"')` })
      .where(eq(campaigns.id, legacy));

    const result = await t.app.deliveryJob.tick(new Date(Date.now() + 2 * DAY_MS));
    expect(result?.unknownZone).toEqual([legacy]);
    const delivered = async (id: string) =>
      (await t.db.select().from(campaignDailyMetrics).where(eq(campaignDailyMetrics.campaignId, id))).length;
    expect(await delivered(valid)).toBeGreaterThan(0);
    expect(await delivered(legacy)).toBe(0);
  });
});
