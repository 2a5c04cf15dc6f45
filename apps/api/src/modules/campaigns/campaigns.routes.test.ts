import { campaignSchema } from '@northstar/shared/campaign/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns } from '../../db/schema.ts';
import { DRAFT_BODY_LIMIT_BYTES } from '../../lib/route-schemas.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { apiClient, maximalDraft, namedDraft } from './campaigns.test-fixtures.ts';

describe('campaigns routes', () => {
  let t: TestApp;
  let api: ReturnType<typeof apiClient>;
  beforeAll(async () => {
    t = await createTestApp();
    api = apiClient(t);
  });
  afterAll(() => t.close());

  const create = async (headers: Record<string, string>, name = 'Spring Launch', status?: string) => {
    const res = await api.post('/campaigns', headers, {
      draft: namedDraft(name),
      ...(status ? { status } : {}),
    });
    expect(res.statusCode).toBe(201);
    return campaignSchema.parse(res.json().campaign);
  };

  describe('create, read, update, delete', () => {
    it('creates a draft campaign with the list columns derived from the draft', async () => {
      const { headers } = await t.signedInUser();
      const draft = namedDraft('Spring Launch');
      const res = await api.post('/campaigns', headers, { draft });
      expect(res.statusCode).toBe(201);
      const { campaign } = res.json();
      expect(campaign).toMatchObject({
        name: 'Spring Launch',
        channelType: 'universal',
        status: 'draft',
        complianceStatus: 'approved',
        estimatedBudget: 5000,
        platforms: ['Google Ads (Search)', 'Facebook'],
      });
      // The draft comes back as sent, with the server's id as its campaignId.
      expect(campaign.draft).toEqual({ ...draft, campaignId: campaign.id });
      expect(campaign.lastPriceUpdate).toBe(campaign.createdAt);

      const read = await api.get(`/campaigns/${campaign.id}`, headers);
      expect(read.statusCode).toBe(200);
      expect(read.json().campaign).toEqual(campaign);
    });

    it('takes the status from the request and names a blank draft "Untitled campaign"', async () => {
      const { headers } = await t.signedInUser();
      const res = await api.post('/campaigns', headers, { draft: namedDraft('   '), status: 'saved' });
      expect(res.json().campaign).toMatchObject({ name: 'Untitled campaign', status: 'saved' });
    });

    it('updates the draft and every derived column on PUT, keeping the status unless given', async () => {
      const { headers } = await t.signedInUser();
      const created = await create(headers, 'Before', 'saved');
      const draft = namedDraft('After', {
        campaignType: 'regulated',
        regulatedCategory: 'cannabis',
        platforms: { selected: ['mantis'], settings: {} },
        budget: { ...namedDraft('x').budget, totalBudget: 12_345.5 },
      });
      const res = await api.put(`/campaigns/${created.id}`, headers, { draft });
      expect(res.statusCode).toBe(200);
      const { campaign } = res.json();
      expect(campaign).toMatchObject({
        id: created.id,
        name: 'After',
        channelType: 'regulated',
        status: 'saved',
        estimatedBudget: 12_345.5,
        platforms: ['Mantis Ad Network'],
        createdAt: created.createdAt,
      });
      expect(campaign.draft).toEqual({ ...draft, campaignId: created.id });
      const [row] = await t.db.select().from(campaigns).where(eq(campaigns.id, created.id));
      expect(row).toMatchObject({ name: 'After', channelType: 'regulated', estimatedBudget: 12_345.5 });

      const back = await api.put(`/campaigns/${created.id}`, headers, { draft, status: 'draft' });
      expect(back.json().campaign.status).toBe('draft');
    });

    it('refreshes lastPriceUpdate when the budget or the platforms change, and only then', async () => {
      const { headers } = await t.signedInUser();
      const created = await create(headers);
      const old = new Date('2020-01-01T00:00:00Z');
      const age = () =>
        t.db.update(campaigns).set({ lastPriceUpdate: old }).where(eq(campaigns.id, created.id));
      const base = created.draft;

      await age();
      const renamed = await api.put(`/campaigns/${created.id}`, headers, {
        draft: { ...base, campaignName: 'Renamed', description: 'Other words' },
      });
      expect(renamed.json().campaign.lastPriceUpdate).toBe(old.toISOString());

      const rebudgeted = await api.put(`/campaigns/${created.id}`, headers, {
        draft: { ...base, budget: { ...base.budget, totalBudget: 9000 } },
      });
      expect(new Date(rebudgeted.json().campaign.lastPriceUpdate).getTime()).toBeGreaterThan(old.getTime());

      await age();
      const replatformed = await api.put(`/campaigns/${created.id}`, headers, {
        draft: {
          ...base,
          budget: { ...base.budget, totalBudget: 9000 },
          platforms: { selected: ['tiktok'], settings: {} },
        },
      });
      expect(new Date(replatformed.json().campaign.lastPriceUpdate).getTime()).toBeGreaterThan(old.getTime());
    });

    it('deletes a campaign: 204, then 404 for reads and a second delete', async () => {
      const { headers } = await t.signedInUser();
      const created = await create(headers);
      const res = await api.del(`/campaigns/${created.id}`, headers);
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
      expect((await api.get(`/campaigns/${created.id}`, headers)).statusCode).toBe(404);
      expect((await api.del(`/campaigns/${created.id}`, headers)).statusCode).toBe(404);
    });
  });

  describe('duplicate', () => {
    it('makes "<name> (Copy)" as a new draft listed first, leaving the original alone', async () => {
      const { headers } = await t.signedInUser();
      const original = await create(headers, 'Summer Sale', 'ready');
      await create(headers, 'Newer campaign');
      const res = await api.post(`/campaigns/${original.id}/duplicate`, headers);
      expect(res.statusCode).toBe(201);
      const copy = campaignSchema.parse(res.json().campaign);
      expect(copy.id).not.toBe(original.id);
      expect(copy).toMatchObject({
        name: 'Summer Sale (Copy)',
        status: 'draft',
        estimatedBudget: original.estimatedBudget,
        platforms: original.platforms,
      });
      expect(copy.draft).toMatchObject({ campaignName: 'Summer Sale (Copy)', campaignId: copy.id });
      expect(copy.draft.targeting).toEqual(original.draft.targeting);

      const list = await api.get('/campaigns', headers);
      expect(list.json().items.map((c: { name: string }) => c.name)).toEqual([
        'Summer Sale (Copy)',
        'Newer campaign',
        'Summer Sale',
      ]);
      // Launched and placed by delivery (its start date has passed): the copy does not touch it.
      expect((await api.get(`/campaigns/${original.id}`, headers)).json().campaign.status).toBe('active');
    });

    it('keeps a copied name within the draft’s 120 characters', async () => {
      const { headers } = await t.signedInUser();
      const original = await create(headers, 'n'.repeat(120));
      const copy = (await api.post(`/campaigns/${original.id}/duplicate`, headers)).json().campaign;
      expect(copy.name).toHaveLength(120);
      expect(copy.name.endsWith('n (Copy)')).toBe(true);
      // The copy's draft is still a valid draft: saving it back works.
      expect((await api.put(`/campaigns/${copy.id}`, headers, { draft: copy.draft })).statusCode).toBe(200);
    });
  });

  describe('ownership', () => {
    it('answers 404 to another user for read, update, delete and duplicate, and changes nothing', async () => {
      const owner = await t.signedInUser();
      const other = await t.signedInUser();
      const victim = await create(owner.headers, 'Private plan');
      const url = `/campaigns/${victim.id}`;
      const answers = [
        await api.get(url, other.headers),
        await api.put(url, other.headers, { draft: namedDraft('Hijacked') }),
        await api.del(url, other.headers),
        await api.post(`${url}/duplicate`, other.headers),
      ];
      for (const res of answers) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({
          error: { code: 'NOT_FOUND', message: 'Campaign not found.' },
          message: 'Campaign not found.',
        });
      }
      expect((await api.get('/campaigns', other.headers)).json().total).toBe(0);
      const still = (await api.get(url, owner.headers)).json().campaign;
      expect(still).toEqual(victim);
    });

    it('does not even let an admin read another user’s campaign', async () => {
      const owner = await t.signedInUser();
      const admin = await t.signedInUser({ role: 'admin' });
      const victim = await create(owner.headers);
      expect((await api.get(`/campaigns/${victim.id}`, admin.headers)).statusCode).toBe(404);
    });

    it('answers 404, never 500, for unknown and malformed ids', async () => {
      const { headers } = await t.signedInUser();
      for (const id of [
        '00000000-0000-4000-8000-000000000000',
        'not-a-uuid',
        '1',
        "x'%20or%201=1",
        'a'.repeat(64),
      ]) {
        for (const res of [
          await api.get(`/campaigns/${id}`, headers),
          await api.put(`/campaigns/${id}`, headers, { draft: namedDraft('x') }),
          await api.del(`/campaigns/${id}`, headers),
          await api.post(`/campaigns/${id}/duplicate`, headers),
        ]) {
          expect(res.statusCode).toBe(404);
        }
      }
      expect((await api.get(`/campaigns/${'a'.repeat(65)}`, headers)).statusCode).toBe(400);
    });

    it('answers 401 to anonymous callers on every route', async () => {
      const { headers } = await t.signedInUser();
      const created = await create(headers);
      const url = `/campaigns/${created.id}`;
      for (const res of [
        await api.get('/campaigns', {}),
        await api.post('/campaigns', {}, { draft: namedDraft('x') }),
        await api.get(url, {}),
        await api.put(url, {}, { draft: namedDraft('x') }),
        await api.del(url, {}),
        await api.post(`${url}/duplicate`, {}),
        await api.get(url, { authorization: 'Bearer not.a.token' }),
      ]) {
        expect(res.statusCode).toBe(401);
      }
      expect((await api.get(url, headers)).statusCode).toBe(200);
    });
  });

  describe('validation', () => {
    it('refuses an invalid draft with a 400 naming the field', async () => {
      const { headers } = await t.signedInUser();
      const bad = { ...namedDraft('x'), budget: { ...namedDraft('x').budget, totalBudget: -5 } };
      const res = await api.post('/campaigns', headers, { draft: bad });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
      expect(res.json().message).toMatch(/draft\.budget\.totalBudget/);
    });

    it('refuses unknown fields in the body and in the draft', async () => {
      const { headers } = await t.signedInUser();
      const created = await create(headers);
      for (const body of [
        { draft: namedDraft('x'), userId: 'someone-else' },
        { draft: { ...namedDraft('x'), isAdmin: true } },
        { draft: { ...namedDraft('x'), budget: { ...namedDraft('x').budget, discount: 50 } } },
        { draft: namedDraft('x'), status: 'launched' },
        {},
        { draft: null },
      ]) {
        const res = await api.put(`/campaigns/${created.id}`, headers, body);
        expect(res.statusCode).toBe(400);
        expect(res.json().error.code).toBe('VALIDATION_ERROR');
      }
      expect((await api.get(`/campaigns/${created.id}`, headers)).json().campaign.name).toBe('Spring Launch');
    });

    it('refuses a body that is not JSON with 4xx, never 500', async () => {
      const { headers } = await t.signedInUser();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/campaigns',
        headers: { ...headers, 'content-type': 'application/json' },
        payload: '{"draft": ',
      });
      expect(res.statusCode).toBe(400);
    });

    it('accepts a draft filled to every bound (in three-byte characters) and refuses bodies over the limit', async () => {
      const { headers } = await t.signedInUser();
      const draft = maximalDraft('日');
      const payload = JSON.stringify({ draft, status: 'saved' });
      expect(Buffer.byteLength(payload)).toBeGreaterThan(64 * 1024);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/campaigns',
        headers: { ...headers, 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().campaign.draft).toEqual({ ...draft, campaignId: res.json().campaign.id });

      const tooBig = JSON.stringify({ draft: { ...draft, description: 'x'.repeat(DRAFT_BODY_LIMIT_BYTES) } });
      const refused = await t.app.inject({
        method: 'POST',
        url: '/api/v1/campaigns',
        headers: { ...headers, 'content-type': 'application/json' },
        payload: tooBig,
      });
      expect(refused.statusCode).toBe(413);
    });

    it('bounds a four-byte-character draft below the route limit', () => {
      expect(Buffer.byteLength(JSON.stringify({ draft: maximalDraft('😀'), status: 'ready' }))).toBeLessThan(
        DRAFT_BODY_LIMIT_BYTES,
      );
    });
  });
});
