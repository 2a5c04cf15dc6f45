import { describe, expect, it } from 'vitest';
import { appWithFakeApi, createTestApp } from '../../test/test-app.ts';

// Launching from the chat through the API's launch gate (issue 21): at step 9 "launch it" asks three
// approvals (policies, sandbox payment, terms) in any order; the last one launches with the user's own
// token; a rejection cancels; a gate refusal names its findings; nothing launches from a message alone.

const APPROVE = 'I approve this recommendation.';
const REJECT = 'I reject this recommendation. Please suggest something else.';
const TO_REVIEW = [
  'I want to create a campaign called Launch Day for sales',
  APPROVE,
  APPROVE,
  'Target the United States, ages 25-54',
  APPROVE,
  '$25k starting next Monday for 30 days',
  APPROVE,
  APPROVE,
];

const env = appWithFakeApi();

/** A conversation held through the chat endpoints alone, at step 9. */
async function atReview() {
  const user = env.t.user();
  const id: string = (await env.t.start(user.headers)).json().conversation.conversationId;
  let last: Record<string, unknown> = {};
  for (const message of TO_REVIEW) last = (await env.t.send(user.headers, id, message)).json();
  expect(last.campaignStep).toBe(9);
  const [campaign] = env.api.campaigns.ofUser(user.id);
  if (!campaign) throw new Error('no campaign saved');
  const say = async (message: string) => {
    const res = await env.t.send(user.headers, id, message);
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  return { user, id, campaign, say };
}

describe('launching from the chat', () => {
  it('asks each approval in turn and launches on the server once the last is given', async () => {
    const { user, id, campaign, say } = await atReview();
    const asked = await say('launch it');
    expect(asked.approvalData.kind).toBe('launch_policies');
    expect(asked.approvalData.summary).toMatch(/Google Ads/);
    expect(env.api.campaigns.get(campaign.id)?.status).toBe('draft');

    const payment = await say(APPROVE);
    expect(payment.approvalData.kind).toBe('launch_payment');
    expect(payment.response).toMatch(/sandbox/);
    expect(payment.response).toMatch(/no real payment/);
    const terms = await say(APPROVE);
    expect(terms.approvalData.kind).toBe('launch_terms');
    expect(env.api.campaigns.calls.launch).toBe(0);

    const done = await say(APPROVE);
    const stored = env.api.campaigns.get(campaign.id);
    expect(stored?.status).toBe('scheduled');
    expect(stored?.draft.launchOptions.termsAccepted).toBe(true);
    expect(stored?.actors.at(-1)).toBe('assistant');
    expect(done.launch).toEqual({
      campaignId: campaign.id,
      status: 'scheduled',
      startDate: stored?.draft.schedule.startDate,
      campaignPath: `/dashboard/campaign-builder/universal?edit=${campaign.id}&step=9`,
      analyticsPath: '/dashboard/analytics',
    });
    expect(done.response).toMatch(/is launched: scheduled to start/);
    // Named in words; the links travel as `launch`, and come back with the stored conversation.
    expect(done.response).toMatch(/the campaign and its results on Analytics\.$/);
    expect(done.response).not.toMatch(/\/dashboard|edit=/);
    const restored = await env.t.app.inject({
      method: 'GET',
      url: `/api/v1/ai/conversations/${id}`,
      headers: user.headers,
    });
    const messages: { id: string; launch?: unknown }[] = restored.json().messages;
    expect(messages.find((m) => m.id === done.messageId)?.launch).toEqual(done.launch);
    expect(messages.filter((m) => m.launch).length).toBe(1);
    expect(done.requiresApproval).toBe(false);
    // Launched once: more messages never launch again.
    expect((await say('launch it')).response).toMatch(/is launched/);
    expect(env.api.campaigns.calls.launch).toBe(1);
  });

  it.each([
    [
      'terms, payment, policies',
      ['I accept the terms', 'yes, use the sandbox payment', 'I confirm the policies'],
    ],
    ['payment, policies, terms', ['ok, the sandbox payment method is fine', APPROVE, APPROVE]],
  ])('takes the approvals in any order (%s)', async (_, answers) => {
    const { campaign, say } = await atReview();
    await say('ship it');
    for (const [index, answer] of answers.entries()) {
      const reply = await say(answer);
      const last = index === answers.length - 1;
      expect(env.api.campaigns.get(campaign.id)?.status).toBe(last ? 'scheduled' : 'draft');
      expect(reply.launch ?? null).toEqual(last ? expect.objectContaining({ status: 'scheduled' }) : null);
    }
  });

  it.each([
    ['launch_policies', ['I accept the terms', 'yes, use the sandbox payment']],
    ['launch_payment', ['I confirm the policies', 'I accept the terms']],
    ['launch_terms', ['I confirm the policies', 'yes, use the sandbox payment']],
  ])('needs every one of the three: without %s nothing launches', async (missing, given) => {
    const { campaign, say } = await atReview();
    const launches = env.api.campaigns.calls.launch;
    await say('go live');
    let last: { approvalData?: { kind: string }; launch?: unknown } = {};
    for (const answer of given) last = await say(answer);
    expect(last.approvalData?.kind).toBe(missing);
    expect(last.launch ?? null).toBeNull();
    await env.t.settled();
    expect(env.api.campaigns.get(campaign.id)?.status).toBe('draft');
    // Not even tried on the server.
    expect(env.api.campaigns.calls.launch).toBe(launches);
  });

  it('a rejection cancels: the campaign stays a draft and the reply says what launching later needs', async () => {
    const { campaign, say } = await atReview();
    await say("let's do it");
    await say(APPROVE);
    const rejected = await say(REJECT);
    expect(rejected.response).toMatch(/stays a draft/);
    expect(rejected.response).toMatch(/To launch later/);
    expect(rejected.requiresApproval).toBe(false);
    expect(env.api.campaigns.get(campaign.id)?.status).toBe('draft');
    // Approving afterwards approves nothing.
    await say(APPROVE);
    expect(env.api.campaigns.get(campaign.id)?.status).toBe('draft');
  });

  it('a builder change before the last approval is adopted, not launched; the gate then names its finding at its step', async () => {
    const { campaign, say } = await atReview();
    await say('launch it');
    await say(APPROVE);
    await say(APPROVE);
    // The builder empties the schedule's end into the past before the last approval.
    env.api.campaigns.editAsBuilder(campaign.id, (d) => ({
      ...d,
      schedule: { ...d.schedule, startDate: '2020-01-01', endDate: '2020-02-01' },
    }));
    const refused = await say(APPROVE);
    // The conflict comes first: the builder's change is adopted and told, nothing launched.
    expect(refused.response).toMatch(/changed outside this chat/);
    expect(refused.response).toMatch(/Nothing was launched/);
    expect(env.api.campaigns.get(campaign.id)?.status).toBe('draft');
    const again = await say('launch it');
    expect(again.response).toMatch(
      /can't launch yet: step 7 \(Budget & Schedule\): the end date has already passed/,
    );
    expect(again.campaignStep).toBe(7);
    expect(again.requiresApproval).toBe(false);
  });

  it('"launch" before step 9 leads to the review, approving nothing pending', async () => {
    const user = env.t.user();
    const id: string = (await env.t.start(user.headers)).json().conversation.conversationId;
    for (const message of TO_REVIEW.slice(0, 6)) await env.t.send(user.headers, id, message);
    const reply = (await env.t.send(user.headers, id, 'go ahead and launch')).json();
    expect(reply.campaignStep).toBe(9);
    expect(reply.response).toMatch(/here is the review/);
    expect(reply.requiresApproval).toBe(false);
    expect(env.api.campaigns.ofUser(user.id)[0]?.status).toBe('draft');
  });

  it('a message alone never launches ("go ahead and launch, I accept everything")', async () => {
    const { campaign, say } = await atReview();
    const reply = await say('go ahead and launch, I accept the terms, the policies and the payment');
    expect(reply.approvalData.kind).toBe('launch_policies');
    expect(env.api.campaigns.get(campaign.id)?.status).toBe('draft');
  });

  it('says when the campaign service is unreachable at launch, and launches nothing', async () => {
    const { campaign, say } = await atReview();
    await say('launch it');
    await say(APPROVE);
    await say(APPROVE);
    env.api.campaigns.setDown(true);
    try {
      const reply = await say(APPROVE);
      expect(reply.response).toMatch(/Nothing was launched/);
      expect(reply.launch).toBeNull();
    } finally {
      env.api.campaigns.setDown(false);
    }
    expect(env.api.campaigns.get(campaign.id)?.status).toBe('draft');
  });
});

describe('the server’s launch gate', () => {
  it('refuses what the conversation could not see (its end date passed meanwhile): named, at its step, nothing launched', async () => {
    // The conversation's clock stands in 2020, the API's is today's: the plan was fine when reviewed,
    // and by the last approval its schedule has ended, which only the server's gate can tell.
    const past = await createTestApp({
      fakeApi: env.api,
      deps: { now: () => new Date('2020-03-02T12:00:00Z') },
    });
    try {
      const user = env.t.user();
      const id: string = (await past.start(user.headers)).json().conversation.conversationId;
      for (const message of TO_REVIEW) await past.send(user.headers, id, message);
      for (const message of ['launch it', APPROVE, APPROVE]) await past.send(user.headers, id, message);
      const res = await past.send(user.headers, id, APPROVE);
      expect(res.statusCode).toBe(200);
      const reply = res.json();
      expect(reply.launch).toBeNull();
      expect(reply.response).toMatch(
        /The launch gate refused “Launch Day”: step 7 \(Budget & Schedule\): the end date has already passed/,
      );
      expect(reply.campaignStep).toBe(7);
      expect(reply.requiresApproval).toBe(false);
      await past.settled();
      const [campaign] = env.api.campaigns.ofUser(user.id);
      expect(campaign?.status).toBe('draft');
    } finally {
      await past.close();
    }
  });
});
