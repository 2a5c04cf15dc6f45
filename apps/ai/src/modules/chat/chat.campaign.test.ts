import { afterEach, describe, expect, it } from 'vitest';
import { appWithFakeApi } from '../../test/test-app.ts';

// A conversation owns one campaign on the API (issue 21): created with the first fact (before the
// reply), updated with every change through the user's own token behind the reply (ADR 0016), its id
// in every reply; a version conflict is adopted and told; "start over" begins a new one; an unreachable
// API never loses the message, and a save that failed behind a reply is told and redone by the next.

const env = appWithFakeApi();

afterEach(() => env.api.campaigns.setDown(false));

async function open(user = env.t.user(), first = 'Hi! I want to create a new campaign') {
  const res = await env.t.start(user.headers, first);
  expect(res.statusCode).toBe(201);
  return { user, id: res.json().conversation.conversationId as string, started: res.json() };
}

describe('the conversation’s campaign', () => {
  it('does not exist before a campaign fact, and is created as a draft from the assistant with the first one', async () => {
    const { user, id, started } = await open();
    expect(started.aiResponse.campaignState.campaignId).toBe('');
    expect(env.api.campaigns.ofUser(user.id)).toEqual([]);

    const reply = (await env.t.send(user.headers, id, 'It is for our spring sale, objective sales')).json();
    const [campaign] = env.api.campaigns.ofUser(user.id);
    expect(campaign).toMatchObject({
      status: 'draft',
      origin: 'assistant',
      version: 1,
      actors: ['assistant'],
    });
    expect(reply.campaignState.campaignId).toBe(campaign?.id);
    // No name given yet: a provisional one on the server, still asked for in the chat.
    expect(campaign?.draft.campaignName).toMatch(/Untitled campaign/);
    expect(campaign?.draft.objective).toBe('sales');
  });

  it('is created from a first message that states a fact', async () => {
    const { user, started } = await open(env.t.user(), 'Create a campaign called Autumn Push for sales');
    const [campaign] = env.api.campaigns.ofUser(user.id);
    expect(campaign?.draft.campaignName).toBe('Autumn Push');
    expect(started.aiResponse.campaignState.campaignId).toBe(campaign?.id);
  });

  it('is updated, with the version it last saw, on every change, and its id is in every reply', async () => {
    const { user, id } = await open(env.t.user(), 'Create a campaign called Autumn Push for sales');
    const [campaign] = env.api.campaigns.ofUser(user.id);
    const replies = [];
    for (const message of [
      'I approve this recommendation.',
      'what does a click cost on Google?',
      'Target the United States, ages 25-54',
    ])
      replies.push((await env.t.send(user.headers, id, message)).json());
    await env.t.settled();
    for (const reply of replies) expect(reply.campaignState.campaignId).toBe(campaign?.id);
    expect(env.api.campaigns.ofUser(user.id)).toHaveLength(1);
    const stored = env.api.campaigns.get(campaign?.id ?? '');
    expect(stored?.draft.targeting.geography.countries).toEqual(['US']);
    expect(stored?.draft.kpis.primary).not.toBe('');
    // A question changes nothing, so it writes nothing: created + two changes.
    expect(stored?.actors).toEqual(['assistant', 'assistant', 'assistant']);
  });

  it('ignores a campaign id sent by the client', async () => {
    const mallory = await open(env.t.user(), 'Create a campaign called Mine for sales');
    const [target] = env.api.campaigns.ofUser(mallory.user.id);
    const { user, id } = await open(env.t.user(), 'Create a campaign called Other for awareness');
    const [own] = env.api.campaigns.ofUser(user.id);
    const reply = (
      await env.t.send(user.headers, id, 'Target Canada', {
        campaignState: { campaignId: target?.id, campaignName: 'Hijack' },
      })
    ).json();
    expect(reply.campaignState.campaignId).toBe(own?.id);
    expect(env.api.campaigns.get(target?.id ?? '')?.draft.campaignName).toBe('Mine');
    expect(env.api.campaigns.get(target?.id ?? '')?.actors).toEqual(['assistant']);
  });

  it('"start over" starts a new campaign and leaves the old one as it was', async () => {
    const { user, id } = await open(env.t.user(), 'Create a campaign called First for sales');
    const [first] = env.api.campaigns.ofUser(user.id);
    const before = structuredClone(first);
    const fresh = (await env.t.send(user.headers, id, 'start over')).json();
    expect(fresh.campaignState.campaignId).toBe('');
    const next = (await env.t.send(user.headers, id, 'call it Second, objective awareness')).json();
    const mine = env.api.campaigns.ofUser(user.id);
    expect(mine).toHaveLength(2);
    const second = mine.find((c) => c.id !== first?.id);
    expect(next.campaignState.campaignId).toBe(second?.id);
    expect(second?.draft.campaignName).toBe('Second');
    expect(env.api.campaigns.get(first?.id ?? '')).toEqual(before);
  });

  it('on a version conflict re-reads the campaign, adopts it and says what changed', async () => {
    const { user, id } = await open(env.t.user(), 'Create a campaign called Clash for sales');
    const [campaign] = env.api.campaigns.ofUser(user.id);
    env.api.campaigns.editAsBuilder(campaign?.id ?? '', (d) => ({
      ...d,
      description: 'Edited in the builder',
    }));
    // This change is refused behind its reply (409): the builder's write is never overwritten...
    expect((await env.t.send(user.headers, id, 'Target Germany')).statusCode).toBe(200);
    await env.t.settled();
    expect(env.api.campaigns.get(campaign?.id ?? '')?.draft.targeting.geography.countries).not.toContain(
      'DE',
    );
    // ...and the next message re-reads the campaign, adopts it and says what changed.
    const res = await env.t.send(user.headers, id, 'Target Germany and France');
    expect(res.statusCode).toBe(200);
    const reply = res.json();
    expect(reply.response).toMatch(/changed outside this chat/);
    expect(reply.response).toMatch(/description from empty to Edited in the builder/);
    expect(reply.response).toMatch(/was not applied/);
    expect(reply.campaignState.description).toBe('Edited in the builder');
    const stored = env.api.campaigns.get(campaign?.id ?? '');
    expect(stored?.draft.description).toBe('Edited in the builder');
    expect(stored?.version).toBe(2);
    const again = (await env.t.send(user.headers, id, 'Target Germany')).json();
    expect(again.response).not.toMatch(/changed outside/);
    await env.t.settled();
    const saved = env.api.campaigns.get(campaign?.id ?? '');
    expect(saved?.draft.targeting.geography.countries).toContain('DE');
    expect(saved?.draft.description).toBe('Edited in the builder');
  });

  it('writes the newest draft when messages outrun the saves, building on the version each save returned', async () => {
    const { user, id } = await open(env.t.user(), 'Create a campaign called Quick for sales');
    const [campaign] = env.api.campaigns.ofUser(user.id);
    // Sent without waiting for the saves: each later draft replaces a queued one.
    for (const message of ['I approve this recommendation.', 'Target Canada, ages 18-34', 'Target Mexico'])
      expect((await env.t.send(user.headers, id, message)).statusCode).toBe(200);
    await env.t.settled();
    const stored = env.api.campaigns.get(campaign?.id ?? '');
    expect(stored?.draft.targeting.geography.countries).toContain('MX');
    expect(stored?.draft.targeting.demographics.ageMin).toBe(18);
    // Never a conflict with its own earlier saves: the conversation goes on without a re-read.
    const next = (await env.t.send(user.headers, id, 'Target Brazil')).json();
    expect(next.response).not.toMatch(/changed outside/);
  });

  it('tells a save that failed behind a reply in the next one, and saves it then', async () => {
    const { user, id } = await open(env.t.user(), 'Create a campaign called Flaky for sales');
    const [campaign] = env.api.campaigns.ofUser(user.id);
    env.api.campaigns.setDown(true);
    const first = await env.t.send(user.headers, id, 'Target Canada');
    expect(first.statusCode).toBe(200);
    await env.t.settled();
    expect(env.api.campaigns.get(campaign?.id ?? '')?.draft.targeting.geography.countries).not.toContain(
      'CA',
    );
    env.api.campaigns.setDown(false);
    const next = (await env.t.send(user.headers, id, 'what does a click cost on Google?')).json();
    expect(next.response).toMatch(/did not go through/);
    await env.t.settled();
    // A question changes nothing, yet the failed change is saved with it.
    expect(env.api.campaigns.get(campaign?.id ?? '')?.draft.targeting.geography.countries).toContain('CA');
  });

  it('still replies when the API is unreachable, says the campaign was not saved, and saves it next time', async () => {
    const { user, id } = await open();
    env.api.campaigns.setDown(true);
    const res = await env.t.send(user.headers, id, 'Call it Offline Sale, objective sales');
    expect(res.statusCode).toBe(200);
    expect(res.json().response).toMatch(/could not save the campaign/);
    expect(res.json().campaignState.campaignName).toBe('Offline Sale');
    env.api.campaigns.setDown(false);
    const later = (await env.t.send(user.headers, id, 'Target France')).json();
    await env.t.settled();
    const [campaign] = env.api.campaigns.ofUser(user.id);
    expect(campaign?.draft.campaignName).toBe('Offline Sale');
    expect(later.campaignState.campaignId).toBe(campaign?.id);
    // The conversation kept the message and its reply.
    const history = (
      await env.t.app.inject({ method: 'GET', url: `/api/v1/ai/conversations/${id}`, headers: user.headers })
    ).json();
    expect(history.messages.map((m: { content: string }) => m.content)).toContain(
      'Call it Offline Sale, objective sales',
    );
    expect(history.conversation.campaignState.campaignId).toBe(campaign?.id);
  });
});
