import { campaignSchema, historyResponseSchema } from '@northstar/shared/campaign/schemas';
import { VERSION_CONFLICT_MESSAGE } from '@northstar/shared/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { apiClient, namedDraft } from './campaigns.test-fixtures.ts';

// Issue 21: where a campaign came from, its version (a write based on an older copy is refused), and
// who made each change (the user, the assistant for the user, the system).

const ASSISTANT = { 'x-northstar-actor': 'assistant' };

describe('campaign origin, version and actors', () => {
  let t: TestApp;
  let api: ReturnType<typeof apiClient>;
  beforeAll(async () => {
    t = await createTestApp();
    api = apiClient(t);
  });
  afterAll(() => t.close());

  const create = async (headers: Record<string, string>, body: Record<string, unknown> = {}) => {
    const res = await api.post('/campaigns', headers, { draft: namedDraft('Spring Launch'), ...body });
    expect(res.statusCode).toBe(201);
    return campaignSchema.parse(res.json().campaign);
  };
  const withBudget = (totalBudget: number) => {
    const base = namedDraft('Spring Launch');
    return { ...base, budget: { ...base.budget, totalBudget } };
  };
  const historyOf = async (headers: Record<string, string>, id: string) =>
    historyResponseSchema.parse((await api.get(`/campaigns/${id}/history`, headers)).json()).items;

  describe('origin', () => {
    it('is builder by default, assistant when the client says so, and shows in the list', async () => {
      const { headers } = await t.signedInUser();
      const built = await create(headers);
      const planned = await create(headers, { origin: 'assistant' });
      expect(built.origin).toBe('builder');
      expect(planned.origin).toBe('assistant');
      const { items } = (await api.get('/campaigns', headers)).json();
      expect(items.map((i: { id: string; origin: string }) => [i.id, i.origin])).toEqual([
        [planned.id, 'assistant'],
        [built.id, 'builder'],
      ]);
    });

    it('is set by the server for a template or a duplicate, and a client cannot claim either', async () => {
      const { headers } = await t.signedInUser();
      const source = await create(headers, { origin: 'assistant' });
      const copy = (await api.post(`/campaigns/${source.id}/duplicate`, headers)).json().campaign;
      expect(copy.origin).toBe('duplicate');
      const used = (await api.post('/templates/sample-spring-fashion-launch/use', headers)).json().campaign;
      expect(used.origin).toBe('template');
      for (const origin of ['template', 'duplicate', 'elsewhere']) {
        const res = await api.post('/campaigns', headers, { draft: namedDraft('X'), origin });
        expect(res.statusCode).toBe(400);
        expect(res.json().error.code).toBe('VALIDATION_ERROR');
      }
    });
  });

  describe('version', () => {
    it('starts at 1 and adds 1 on every save, the launch, a pause and a resume', async () => {
      const { headers } = await t.signedInUser();
      const campaign = await create(headers);
      expect(campaign.version).toBe(1);
      const saved = await api.put(`/campaigns/${campaign.id}`, headers, {
        draft: withBudget(6000),
        version: 1,
      });
      expect(saved.json().campaign.version).toBe(2);
      const unversioned = await api.put(`/campaigns/${campaign.id}`, headers, { draft: withBudget(6500) });
      expect(unversioned.json().campaign.version).toBe(3);
      expect((await api.post(`/campaigns/${campaign.id}/launch`, headers)).json().campaign.version).toBe(4);
      expect((await api.post(`/campaigns/${campaign.id}/pause`, headers)).json().campaign.version).toBe(5);
      expect((await api.post(`/campaigns/${campaign.id}/resume`, headers)).json().campaign.version).toBe(6);
      // Delivery's own moves (the job's tick) are not user writes: the version stays.
      await t.app.deliveryJob.tick(new Date(Date.now() + 86_400_000));
      expect((await api.get(`/campaigns/${campaign.id}`, headers)).json().campaign.version).toBe(6);
    });

    it('answers a create and a save with what a read then gives, before and after the launch', async () => {
      const { headers } = await t.signedInUser();
      const read = async (id: string) => (await api.get(`/campaigns/${id}`, headers)).json().campaign;
      const created = (await api.post('/campaigns', headers, { draft: namedDraft('Spring Launch') })).json();
      expect(created.campaign).toEqual(await read(created.campaign.id));
      const id = created.campaign.id;
      const saved = (await api.put(`/campaigns/${id}`, headers, { draft: withBudget(6000) })).json().campaign;
      expect(saved.draft.budget.totalBudget).toBe(6000);
      expect(saved).toEqual(await read(id));
      await api.post(`/campaigns/${id}/launch`, headers);
      const edited = (await api.put(`/campaigns/${id}`, headers, { draft: withBudget(6500) })).json()
        .campaign;
      expect(edited.forecast).not.toBeNull();
      expect(edited).toEqual(await read(id));
    });

    it('keeps the version for a save that changes nothing', async () => {
      const { headers } = await t.signedInUser();
      const campaign = await create(headers);
      const same = await api.put(`/campaigns/${campaign.id}`, headers, { draft: campaign.draft, version: 1 });
      expect(same.json().campaign.version).toBe(1);
      const changed = await api.put(`/campaigns/${campaign.id}`, headers, {
        draft: withBudget(6000),
        version: 1,
      });
      expect(changed.json().campaign.version).toBe(2);
    });

    it('refuses a save based on an older version with 409 VERSION_CONFLICT and writes nothing', async () => {
      const { headers } = await t.signedInUser();
      const campaign = await create(headers);
      await api.put(`/campaigns/${campaign.id}`, headers, { draft: withBudget(6000), version: 1 });
      const stale = await api.put(`/campaigns/${campaign.id}`, headers, {
        draft: withBudget(9000),
        version: 1,
      });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toEqual({
        error: { code: 'VERSION_CONFLICT', message: VERSION_CONFLICT_MESSAGE, current: { version: 2 } },
        message: VERSION_CONFLICT_MESSAGE,
      });
      const stored = (await api.get(`/campaigns/${campaign.id}`, headers)).json().campaign;
      expect(stored).toMatchObject({ version: 2, estimatedBudget: 6000 });
      expect((await historyOf(headers, campaign.id)).map((e) => e.action)).toEqual(['updated', 'created']);
    });

    it('lets exactly one of two concurrent saves based on the same version win', async () => {
      const { headers } = await t.signedInUser();
      const campaign = await create(headers);
      const [a, b] = await Promise.all([
        api.put(`/campaigns/${campaign.id}`, headers, { draft: withBudget(7000), version: 1 }),
        api.put(`/campaigns/${campaign.id}`, headers, { draft: withBudget(8000), version: 1 }),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
      const winner = a.statusCode === 200 ? 7000 : 8000;
      const loser = a.statusCode === 200 ? b : a;
      expect(loser.json().error).toMatchObject({ code: 'VERSION_CONFLICT', current: { version: 2 } });
      const stored = (await api.get(`/campaigns/${campaign.id}`, headers)).json().campaign;
      expect(stored).toMatchObject({ version: 2, estimatedBudget: winner });
    });

    it('refuses a launch based on an older version and leaves the campaign a draft', async () => {
      const { headers } = await t.signedInUser();
      const campaign = await create(headers);
      await api.put(`/campaigns/${campaign.id}`, headers, { draft: withBudget(6000) });
      const res = await api.post(`/campaigns/${campaign.id}/launch`, headers, { version: 1 });
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toMatchObject({ code: 'VERSION_CONFLICT', current: { version: 2 } });
      expect((await api.get(`/campaigns/${campaign.id}`, headers)).json().campaign.status).toBe('draft');
    });

    it('answers 404, not a conflict, for another user’s campaign', async () => {
      const owner = await t.signedInUser();
      const other = await t.signedInUser();
      const campaign = await create(owner.headers);
      const put = await api.put(`/campaigns/${campaign.id}`, other.headers, {
        draft: withBudget(1),
        version: 1,
      });
      expect(put.statusCode).toBe(404);
      const launch = await api.post(
        `/campaigns/${campaign.id}/launch`,
        { ...other.headers, ...ASSISTANT },
        {
          acceptTerms: true,
          paymentMethod: 'card',
        },
      );
      expect(launch.statusCode).toBe(404);
      expect((await api.get(`/campaigns/${campaign.id}`, owner.headers)).json().campaign).toMatchObject({
        version: 1,
        status: 'draft',
      });
    });
  });

  describe('the launch with the user’s confirmations', () => {
    const unconfirmed = () => {
      const base = namedDraft('Chat Launch');
      return {
        ...base,
        compliance: { ...base.compliance, platformPolicies: {} },
        payment: { ...base.payment, method: '' as const },
        launchOptions: { ...base.launchOptions, termsAccepted: false },
      };
    };

    it('keeps nothing of the confirmations when the gate still refuses', async () => {
      const { headers } = await t.signedInUser();
      const campaign = await create(headers, { draft: unconfirmed(), origin: 'assistant' });
      const res = await api.post(`/campaigns/${campaign.id}/launch`, headers, {
        paymentMethod: 'card',
        acceptTerms: true,
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().error.findings.map((f: { field: string }) => f.field)).toEqual(
        campaign.draft.platforms.selected.map((p) => `compliance.platformPolicies.${p}`),
      );
      const stored = (await api.get(`/campaigns/${campaign.id}`, headers)).json().campaign;
      expect(stored).toMatchObject({ status: 'draft', version: 1 });
      expect(stored.draft.payment.method).toBe('');
      expect(stored.draft.launchOptions.termsAccepted).toBe(false);
    });

    it('launches a draft over HTTP alone once policies, payment and terms are confirmed', async () => {
      const { headers, user } = await t.signedInUser({ firstName: 'Grace', lastName: 'Hopper' });
      const campaign = await create(
        { ...headers, ...ASSISTANT },
        { draft: unconfirmed(), origin: 'assistant' },
      );
      const res = await api.post(
        `/campaigns/${campaign.id}/launch`,
        { ...headers, ...ASSISTANT },
        {
          acceptPolicies: true,
          paymentMethod: 'card',
          acceptTerms: true,
          version: 1,
        },
      );
      expect(res.statusCode).toBe(200);
      const launched = campaignSchema.parse(res.json().campaign);
      expect(['scheduled', 'active']).toContain(launched.status);
      expect(launched.draft.payment.method).toBe('card');
      expect(launched.draft.launchOptions.termsAccepted).toBe(true);
      expect(launched.version).toBe(2);
      const items = await historyOf(headers, campaign.id);
      const person = { kind: 'user', userId: user.id, name: 'Grace Hopper' };
      // The approvals and the launch are the user's own, even when the AI service sends them.
      expect(items.find((e) => e.action === 'launched')?.actor).toEqual(person);
      const confirmed = items.find((e) => e.action === 'updated');
      expect(confirmed?.actor).toEqual(person);
      expect(confirmed?.changes.map((c) => c.field)).toEqual(
        expect.arrayContaining(['payment.method', 'launchOptions.termsAccepted']),
      );
      expect(items.find((e) => e.action === 'created')?.actor).toEqual({ ...person, kind: 'assistant' });
    });

    it('refuses an unknown payment method or terms not accepted with 400', async () => {
      const { headers } = await t.signedInUser();
      const campaign = await create(headers, { draft: unconfirmed() });
      for (const body of [{ paymentMethod: 'bitcoin' }, { acceptTerms: false }, { launchNow: true }]) {
        const res = await api.post(`/campaigns/${campaign.id}/launch`, headers, body);
        expect(res.statusCode).toBe(400);
      }
    });
  });

  describe('history actors', () => {
    it('records the assistant’s writes as the assistant for the user, the user’s own as the user', async () => {
      const { headers, user } = await t.signedInUser({ firstName: 'Ada', lastName: 'Lovelace' });
      const campaign = await create(headers);
      await api.put(`/campaigns/${campaign.id}`, { ...headers, ...ASSISTANT }, { draft: withBudget(6000) });
      await api.put(`/campaigns/${campaign.id}`, headers, { draft: withBudget(6500) });
      const items = await historyOf(headers, campaign.id);
      const person = { userId: user.id, name: 'Ada Lovelace' };
      expect(items.map((e) => [e.action, e.actor])).toEqual([
        ['updated', { kind: 'user', ...person }],
        ['updated', { kind: 'assistant', ...person }],
        ['created', { kind: 'user', ...person }],
      ]);
    });

    it('refuses an actor header it does not know with 400 and writes nothing', async () => {
      const { headers } = await t.signedInUser();
      const campaign = await create(headers);
      const res = await api.put(
        `/campaigns/${campaign.id}`,
        { ...headers, 'x-northstar-actor': 'system' },
        { draft: withBudget(6000) },
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('BAD_REQUEST');
      expect((await api.get(`/campaigns/${campaign.id}`, headers)).json().campaign.version).toBe(1);
    });
  });
});
