import { campaignSchema, templateSchema } from '@northstar/shared/campaign/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { apiClient, namedDraft } from '../campaigns/campaigns.test-fixtures.ts';
import { sampleTemplates } from './templates.samples.ts';

describe('templates routes', () => {
  let t: TestApp;
  let api: ReturnType<typeof apiClient>;
  beforeAll(async () => {
    t = await createTestApp();
    api = apiClient(t);
  });
  afterAll(() => t.close());

  const sampleIds = sampleTemplates().map((s) => s.id);

  const createCampaign = async (headers: Record<string, string>, name: string) => {
    const res = await api.post('/campaigns', headers, { draft: namedDraft(name) });
    expect(res.statusCode).toBe(201);
    return campaignSchema.parse(res.json().campaign);
  };
  const saveTemplate = async (headers: Record<string, string>, body: unknown) => {
    const res = await api.post('/templates', headers, body);
    expect(res.statusCode).toBe(201);
    return templateSchema.parse(res.json().template);
  };

  describe('GET /templates', () => {
    it('offers a fresh user the built-in examples of both channel types, with no figures', async () => {
      const { headers } = await t.signedInUser();
      const res = await api.get('/templates', headers);
      expect(res.statusCode).toBe(200);
      const { items } = res.json();
      expect(items.map((i: { id: string }) => i.id)).toEqual(sampleIds);
      expect(new Set(items.map((i: { channelType: string }) => i.channelType))).toEqual(
        new Set(['universal', 'regulated']),
      );
      // Only the user's own launched campaigns are "Recently Launched"; examples carry no invented figures.
      expect(
        items.every(
          (i: {
            builtIn: boolean;
            draft?: unknown;
            type: string;
            performance: unknown;
            launchedAt: unknown;
          }) =>
            i.builtIn &&
            i.draft === undefined &&
            i.type === 'saved_template' &&
            !i.performance &&
            !i.launchedAt,
        ),
      ).toBe(true);
    });

    it('lists the user’s launched campaigns first as "Recently Launched", with their sandbox results', async () => {
      const { headers } = await t.signedInUser();
      const created = (await api.post('/campaigns', headers, { draft: namedDraft('Live one') })).json()
        .campaign;
      await api.post(`/campaigns/${created.id}/launch`, headers);
      await t.app.deliveryJob.tick(new Date(Date.now() + 86_400_000));
      const { items } = (await api.get('/templates', headers)).json();
      expect(items[0]).toMatchObject({
        id: `launched-${created.id}`,
        name: 'Live one',
        type: 'recently_launched',
        builtIn: false,
        launchedAt: expect.any(String),
      });
      const { impressions, clicks, ctr } = items[0].performance;
      expect(impressions).toBeGreaterThan(clicks);
      expect(ctr).toBeCloseTo((clicks / impressions) * 100, 1);
      const template = (await api.get(`/templates/launched-${created.id}`, headers)).json().template;
      expect(template.draft).toMatchObject({ campaignName: 'Live one', campaignId: '' });
      const other = await t.signedInUser();
      expect((await api.get(`/templates/launched-${created.id}`, other.headers)).statusCode).toBe(404);
    });

    it('lists the user’s saved templates first, newest first, and only to that user', async () => {
      const { headers } = await t.signedInUser();
      await saveTemplate(headers, { draft: namedDraft('First saved') });
      await saveTemplate(headers, { draft: namedDraft('Second saved') });
      const { items } = (await api.get('/templates', headers)).json();
      expect(items.slice(0, 2)).toMatchObject([
        { name: 'Second saved', type: 'saved_template', builtIn: false, launchedAt: null, performance: null },
        { name: 'First saved', type: 'saved_template', builtIn: false },
      ]);
      expect(items.slice(2).map((i: { id: string }) => i.id)).toEqual(sampleIds);

      const other = await t.signedInUser();
      expect((await api.get('/templates', other.headers)).json().items).toHaveLength(sampleIds.length);
    });
  });

  describe('GET /templates/{id}', () => {
    it('returns a sample and a saved template with their drafts', async () => {
      const { headers } = await t.signedInUser();
      const sample = await api.get(`/templates/${sampleIds[0]}`, headers);
      expect(sample.statusCode).toBe(200);
      expect(templateSchema.parse(sample.json().template).draft.campaignName).toBe(
        sample.json().template.name,
      );

      const saved = await saveTemplate(headers, { draft: namedDraft('Mine') });
      const res = await api.get(`/templates/${saved.id}`, headers);
      expect(res.json().template).toEqual(saved);
    });

    it('answers 404 for unknown, malformed and other users’ template ids', async () => {
      const owner = await t.signedInUser();
      const other = await t.signedInUser();
      const saved = await saveTemplate(owner.headers, { draft: namedDraft('Private template') });
      for (const id of [
        saved.id,
        'sample-does-not-exist',
        'not-a-uuid',
        '00000000-0000-4000-8000-000000000000',
      ]) {
        expect((await api.get(`/templates/${id}`, other.headers)).statusCode).toBe(404);
        expect((await api.post(`/templates/${id}/use`, other.headers)).statusCode).toBe(404);
        expect((await api.del(`/templates/${id}`, other.headers)).statusCode).toBe(404);
      }
      expect((await api.get(`/templates/${saved.id}`, owner.headers)).statusCode).toBe(200);
    });
  });

  describe('POST /templates (save as template)', () => {
    it('saves a draft under the given name, or the draft’s own', async () => {
      const { headers } = await t.signedInUser();
      const draft = namedDraft('Quarterly push');
      const named = await saveTemplate(headers, { draft, name: 'My starter' });
      expect(named).toMatchObject({
        name: 'My starter',
        type: 'saved_template',
        channelType: 'universal',
        estimatedBudget: 5000,
        platforms: ['Google Ads (Search)', 'Facebook'],
        builtIn: false,
      });
      expect(named.draft).toEqual({ ...draft, campaignId: '', campaignName: 'My starter' });
      expect((await saveTemplate(headers, { draft })).name).toBe('Quarterly push');
    });

    it('saves one of the user’s campaigns by id', async () => {
      const { headers } = await t.signedInUser();
      const campaign = await createCampaign(headers, 'Evergreen');
      const template = await saveTemplate(headers, { campaignId: campaign.id });
      expect(template).toMatchObject({ name: 'Evergreen', estimatedBudget: campaign.estimatedBudget });
      expect(template.draft).toEqual({ ...campaign.draft, campaignId: '' });
    });

    it('refuses another user’s campaign as the source with 404 and saves nothing', async () => {
      const owner = await t.signedInUser();
      const thief = await t.signedInUser();
      const campaign = await createCampaign(owner.headers, 'Secret');
      for (const campaignId of [campaign.id, 'not-a-uuid']) {
        const res = await api.post('/templates', thief.headers, { campaignId });
        expect(res.statusCode).toBe(404);
      }
      expect((await api.get('/templates', thief.headers)).json().items).toHaveLength(sampleIds.length);
    });

    it('refuses invalid bodies with 400', async () => {
      const { headers } = await t.signedInUser();
      for (const body of [
        {},
        { draft: { ...namedDraft('x'), extra: 1 } },
        { draft: namedDraft('x'), campaignId: 'both' },
        { draft: namedDraft('x'), name: '   ' },
        { campaignId: 'x', type: 'recently_launched' },
      ]) {
        const res = await api.post('/templates', headers, body);
        expect(res.statusCode).toBe(400);
        expect(res.json().error.code).toBe('VALIDATION_ERROR');
      }
      const neither = await api.post('/templates', headers, { name: 'Just a name' });
      expect(neither.json().message).toMatch(/Send either a draft or a campaignId/);
    });
  });

  describe('POST /templates/{id}/use', () => {
    it('starts "<name> (Template)" from a sample as a pending draft listed first', async () => {
      const { headers } = await t.signedInUser();
      await createCampaign(headers, 'Older');
      const sample = (await api.get(`/templates/${sampleIds[0]}`, headers)).json().template;
      const res = await api.post(`/templates/${sample.id}/use`, headers);
      expect(res.statusCode).toBe(201);
      const campaign = campaignSchema.parse(res.json().campaign);
      expect(campaign).toMatchObject({
        name: `${sample.name} (Template)`,
        status: 'draft',
        complianceStatus: 'pending',
        channelType: sample.channelType,
        estimatedBudget: sample.estimatedBudget,
        platforms: sample.platforms,
      });
      expect(campaign.draft).toMatchObject({
        campaignId: campaign.id,
        campaignName: `${sample.name} (Template)`,
        compliance: { status: 'pending' },
        targeting: sample.draft.targeting,
      });
      // A template's start date in the past moves to today.
      expect(campaign.draft.schedule.startDate >= sample.draft.schedule.startDate).toBe(true);
      const list = (await api.get('/campaigns', headers)).json();
      expect(list.items.map((c: { name: string }) => c.name)).toEqual([campaign.name, 'Older']);
    });

    it('starts a campaign from a saved template, even one saved from an approved campaign', async () => {
      const { headers } = await t.signedInUser();
      const source = await createCampaign(headers, 'Approved one');
      expect(source.complianceStatus).toBe('approved');
      const template = await saveTemplate(headers, { campaignId: source.id, name: 'Reusable' });
      const res = await api.post(`/templates/${template.id}/use`, headers);
      expect(res.statusCode).toBe(201);
      expect(res.json().campaign).toMatchObject({
        name: 'Reusable (Template)',
        status: 'draft',
        complianceStatus: 'pending',
      });
      // The new campaign is the user's own: it can be read and saved back.
      const id = res.json().campaign.id;
      expect((await api.get(`/campaigns/${id}`, headers)).statusCode).toBe(200);
    });

    it('does not let another user use a saved template', async () => {
      const owner = await t.signedInUser();
      const other = await t.signedInUser();
      const template = await saveTemplate(owner.headers, { draft: namedDraft('Owner only') });
      expect((await api.post(`/templates/${template.id}/use`, other.headers)).statusCode).toBe(404);
      expect((await api.get('/campaigns', other.headers)).json().total).toBe(0);
    });
  });

  describe('DELETE /templates/{id}', () => {
    it('deletes a saved template and refuses to delete a sample', async () => {
      const { headers } = await t.signedInUser();
      const template = await saveTemplate(headers, { draft: namedDraft('Short-lived') });
      expect((await api.del(`/templates/${template.id}`, headers)).statusCode).toBe(204);
      expect((await api.get(`/templates/${template.id}`, headers)).statusCode).toBe(404);
      expect((await api.del(`/templates/${sampleIds[0]}`, headers)).statusCode).toBe(403);
    });
  });

  it('answers 401 to anonymous callers', async () => {
    for (const res of [
      await api.get('/templates', {}),
      await api.get(`/templates/${sampleIds[0]}`, {}),
      await api.post('/templates', {}, { draft: namedDraft('x') }),
      await api.post(`/templates/${sampleIds[0]}/use`, {}),
      await api.del(`/templates/${sampleIds[0]}`, {}),
    ]) {
      expect(res.statusCode).toBe(401);
    }
  });
});
