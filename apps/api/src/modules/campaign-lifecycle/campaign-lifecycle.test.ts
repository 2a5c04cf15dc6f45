import { createDraft, LAUNCH_MESSAGES } from '@northstar/shared/campaign';
import { campaignSchema, historyResponseSchema } from '@northstar/shared/campaign/schemas';
import { regulatedDraft } from '@northstar/shared/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { apiClient, namedDraft } from '../campaigns/campaigns.test-fixtures.ts';

// Issue 13 "Launch is a server-side gate" and "Life-cycle": every refusal, every move, the history.

describe('campaign life-cycle', () => {
  let t: TestApp;
  let api: ReturnType<typeof apiClient>;
  beforeAll(async () => {
    t = await createTestApp();
    api = apiClient(t);
  });
  afterAll(() => t.close());

  const create = async (headers: Record<string, string>, draft = namedDraft('Spring Launch')) => {
    const res = await api.post('/campaigns', headers, { draft });
    expect(res.statusCode).toBe(201);
    return campaignSchema.parse(res.json().campaign);
  };
  const statusOf = async (headers: Record<string, string>, id: string) =>
    (await api.get(`/campaigns/${id}`, headers)).json().campaign.status;
  const findingsOf = (res: { json(): { error: { findings: { step: number; field: string }[] } } }) =>
    res.json().error.findings.map((f) => `${f.step} ${f.field}`);

  describe('the launch gate', () => {
    it('refuses an empty draft with 422 LAUNCH_BLOCKED and a finding for each required field', async () => {
      const { headers } = await t.signedInUser();
      const campaign = await create(headers, createDraft());
      const res = await api.post(`/campaigns/${campaign.id}/launch`, headers);
      expect(res.statusCode).toBe(422);
      expect(res.json().error).toMatchObject({ code: 'LAUNCH_BLOCKED' });
      expect(res.json().error.message).toContain(LAUNCH_MESSAGES.blocked);
      expect(findingsOf(res)).toEqual([
        '1 campaignName',
        '2 kpis.primary',
        '3 platforms.selected',
        '4 targeting.geography.countries',
        '5 creatives.copy.headlines',
        '7 budget.totalBudget',
        '9 payment.method',
        '9 launchOptions.termsAccepted',
      ]);
      expect(await statusOf(headers, campaign.id)).toBe('draft');
    });

    it('refuses each of payment, terms and platform policy on its own', async () => {
      const { headers } = await t.signedInUser();
      const complete = namedDraft('Gate');
      const cases = [
        [{ payment: { ...complete.payment, method: '' as const } }, '9 payment.method'],
        [
          { launchOptions: { ...complete.launchOptions, termsAccepted: false } },
          '9 launchOptions.termsAccepted',
        ],
        [
          { compliance: { ...complete.compliance, platformPolicies: { 'google-ads': true } } },
          '6 compliance.platformPolicies.facebook',
        ],
      ] as const;
      for (const [override, finding] of cases) {
        const campaign = await create(headers, namedDraft('Gate', override));
        const res = await api.post(`/campaigns/${campaign.id}/launch`, headers);
        expect(res.statusCode).toBe(422);
        expect(findingsOf(res)).toEqual([finding]);
      }
    });

    it('refuses a gambling campaign for 13-year-olds with the compliance rule', async () => {
      const { headers } = await t.signedInUser();
      const gambling = regulatedDraft('gambling', {
        platforms: ['google-ads'],
        countries: ['GB'],
        ageMin: 13,
      });
      const draft = {
        ...gambling,
        compliance: { ...gambling.compliance, platformPolicies: { 'google-ads': true } },
        budget: { ...gambling.budget, allocation: { 'google-ads': 100 } },
      };
      const campaign = await create(headers, draft);
      const res = await api.post(`/campaigns/${campaign.id}/launch`, headers);
      expect(res.statusCode).toBe(422);
      const findings = res.json().error.findings;
      expect(findings).toContainEqual(
        expect.objectContaining({
          step: 6,
          field: 'targeting.demographics.ageMin',
          rule: 'gambling.min-age',
        }),
      );
    });

    it('sends any write that would set ready through the same gate', async () => {
      const { headers } = await t.signedInUser();
      const refusedCreate = await api.post('/campaigns', headers, { draft: createDraft(), status: 'ready' });
      expect(refusedCreate.statusCode).toBe(422);
      expect((await api.get('/campaigns', headers)).json().total).toBe(0);

      const campaign = await create(headers, createDraft());
      const refusedPut = await api.put(`/campaigns/${campaign.id}`, headers, {
        draft: createDraft(),
        status: 'ready',
      });
      expect(refusedPut.statusCode).toBe(422);
      expect(await statusOf(headers, campaign.id)).toBe('draft');

      const accepted = await api.put(`/campaigns/${campaign.id}`, headers, {
        draft: namedDraft('Ready'),
        status: 'ready',
      });
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json().campaign.status).toBe('active');
    });
  });

  describe('transitions', () => {
    it('launches into active (started) or scheduled (future start), and only once', async () => {
      const { headers } = await t.signedInUser();
      const now = await create(headers);
      const launched = await api.post(`/campaigns/${now.id}/launch`, headers);
      expect(launched.statusCode).toBe(200);
      expect(launched.json().campaign).toMatchObject({ status: 'active' });
      expect(launched.json().campaign.launchedAt).toEqual(expect.any(String));
      expect((await api.post(`/campaigns/${now.id}/launch`, headers)).statusCode).toBe(409);

      const base = namedDraft('Later');
      const later = await create(headers, {
        ...base,
        schedule: { ...base.schedule, startDate: '2099-01-01', endDate: '2099-01-31' },
      });
      const scheduled = await api.post(`/campaigns/${later.id}/launch`, headers);
      expect(scheduled.json().campaign.status).toBe('scheduled');
    });

    it('pauses and resumes on the server, refusing every other move with 409', async () => {
      const { headers } = await t.signedInUser();
      const draft = await create(headers);
      expect((await api.post(`/campaigns/${draft.id}/pause`, headers)).statusCode).toBe(409);
      await api.post(`/campaigns/${draft.id}/launch`, headers);
      expect((await api.post(`/campaigns/${draft.id}/resume`, headers)).statusCode).toBe(409);

      const paused = await api.post(`/campaigns/${draft.id}/pause`, headers);
      expect(paused.statusCode).toBe(200);
      expect(paused.json().campaign.status).toBe('paused');
      expect(await statusOf(headers, draft.id)).toBe('paused');
      const again = await api.post(`/campaigns/${draft.id}/pause`, headers);
      expect(again.statusCode).toBe(409);
      expect(again.json().error.code).toBe('INVALID_TRANSITION');

      const resumed = await api.post(`/campaigns/${draft.id}/resume`, headers);
      expect(resumed.json().campaign.status).toBe('active');
    });

    it('refuses status writes through PUT that skip the life-cycle', async () => {
      const { headers } = await t.signedInUser();
      const campaign = await create(headers);
      const skip = await api.put(`/campaigns/${campaign.id}`, headers, {
        draft: namedDraft('X'),
        status: 'active',
      });
      expect(skip.statusCode).toBe(409);
      await api.post(`/campaigns/${campaign.id}/launch`, headers);
      const back = await api.put(`/campaigns/${campaign.id}`, headers, {
        draft: namedDraft('X'),
        status: 'saved',
      });
      expect(back.statusCode).toBe(409);
      expect(await statusOf(headers, campaign.id)).toBe('active');
    });

    it('keeps a launched campaign launchable: an edit that breaks the gate is 422, a sound one is kept', async () => {
      const { headers } = await t.signedInUser();
      const campaign = await create(headers);
      await api.post(`/campaigns/${campaign.id}/launch`, headers);
      const broken = namedDraft('Spring Launch', { platforms: { selected: [], settings: {} } });
      const refused = await api.put(`/campaigns/${campaign.id}`, headers, { draft: broken });
      expect(refused.statusCode).toBe(422);
      const base = namedDraft('Spring Launch');
      const kept = await api.put(`/campaigns/${campaign.id}`, headers, {
        draft: { ...base, budget: { ...base.budget, totalBudget: 6000 } },
      });
      expect(kept.statusCode).toBe(200);
      expect(kept.json().campaign).toMatchObject({ status: 'active', estimatedBudget: 6000 });
    });
  });

  describe('history', () => {
    it('records who did what and when, with field diffs, newest first', async () => {
      const { headers, user } = await t.signedInUser({ firstName: 'Ada', lastName: 'Lovelace' });
      const campaign = await create(headers);
      const base = namedDraft('Spring Launch');
      await api.put(`/campaigns/${campaign.id}`, headers, {
        draft: { ...base, budget: { ...base.budget, totalBudget: 7500 } },
        status: 'saved',
      });
      await api.post(`/campaigns/${campaign.id}/launch`, headers);
      await api.post(`/campaigns/${campaign.id}/pause`, headers);

      const res = await api.get(`/campaigns/${campaign.id}/history`, headers);
      expect(res.statusCode).toBe(200);
      const { items } = historyResponseSchema.parse(res.json());
      expect(items.map((e) => e.action)).toEqual(['paused', 'activated', 'launched', 'updated', 'created']);
      const updated = items.find((e) => e.action === 'updated');
      expect(updated?.actor).toEqual({ kind: 'user', userId: user.id, name: 'Ada Lovelace' });
      expect(updated?.changes).toEqual([
        { field: 'status', before: 'draft', after: 'saved' },
        { field: 'budget.totalBudget', before: 5000, after: 7500 },
      ]);
      expect(items.find((e) => e.action === 'activated')?.actor).toEqual({
        kind: 'system',
        userId: null,
        name: 'Sandbox delivery',
      });
      expect(items[0]?.changes).toEqual([{ field: 'status', before: 'active', after: 'paused' }]);
    });

    it('answers 404 for another user’s campaign', async () => {
      const owner = await t.signedInUser();
      const other = await t.signedInUser();
      const campaign = await create(owner.headers);
      expect((await api.get(`/campaigns/${campaign.id}/history`, other.headers)).statusCode).toBe(404);
      expect((await api.post(`/campaigns/${campaign.id}/launch`, other.headers)).statusCode).toBe(404);
      expect((await api.post(`/campaigns/${campaign.id}/pause`, other.headers)).statusCode).toBe(404);
    });
  });
});
