import { LAUNCH_MESSAGES } from '@northstar/shared/campaign';
import { describe, expect, it } from 'vitest';
import { APPROVE, Chat, REJECT, stateAt } from './planner-test-helpers.ts';

// Launching from the chat: "launch" before step 9 shows the review first, at step 9 the gate runs and
// then three approvals (policies, payment, terms) are asked, in any order; a rejection cancels. The
// planner only decides (launch.status 'approved'); the chat service launches on the server.

const budgeted = (step: 7 | 9 = 7) =>
  new Chat(
    stateAt(step, {
      campaignName: 'Spring Sale',
      objective: 'sales',
      kpis: { primary: 'roas', secondary: [], customGoals: [] },
      platforms: { selected: ['google-ads', 'facebook'], settings: {} },
      targeting: {
        ...stateAt(1, {}).draft.targeting,
        geography: { countries: ['US'], regions: [], cities: [] },
      },
      creatives: {
        copy: { headlines: ['Shop the Spring Sale'], descriptions: [], callsToAction: [] },
        assets: [],
      },
      budget: {
        totalBudget: 20_000,
        budgetType: 'lifetime',
        currency: 'USD',
        allocation: {},
        pacing: 'standard',
      },
    }),
  );

describe('"launch" before step 9', () => {
  it('goes to the step-9 review first and asks nothing yet', () => {
    const chat = budgeted(7);
    const r = chat.send('go ahead and launch');
    expect(r.campaignStep).toBe(9);
    expect(r.response).toMatch(/Before anything launches, here is the review/);
    expect(r.state.launch).toBeNull();
    expect(r.approvalData).toBeNull();
    expect(r.state.launched).toBe(false);
  });

  it('approves nothing that is pending on the way ("yes, launch it" to a suggestion)', () => {
    const chat = budgeted(7);
    const offered = chat.send('$30,000 total');
    expect(offered.approvalData?.kind).toBe('budget_allocation');
    const r = chat.send('yes, launch it');
    expect(r.campaignState.budget.allocation).toEqual({});
    expect(r.campaignStep).toBe(9);
    expect(r.state.launch).toBeNull();
  });

  it('stops at the first step that still needs something', () => {
    const chat = new Chat(stateAt(3, { campaignName: 'Spring Sale', objective: 'sales' }));
    const r = chat.send("let's launch");
    expect(r.campaignStep).toBe(2);
    expect(r.state.launch).toBeNull();
  });

  it('is not the noun ("our product launch")', () => {
    const chat = budgeted(9);
    expect(chat.send('this is for our product launch').state.launch).toBeNull();
  });
});

describe('"launch it" at step 9', () => {
  it.each(['launch it', 'ship it', 'go live', "let's do it", 'go ahead and launch'])(
    '"%s" asks the platforms’ policies first, naming them',
    (message) => {
      const r = budgeted(9).send(message);
      expect(r.state.launch).toEqual({ approved: [], status: 'asking' });
      expect(r.approvalData?.kind).toBe('launch_policies');
      expect(r.approvalData?.summary).toMatch(/Google Ads \(Search\) and Facebook/);
      expect(r.response).toMatch(/three confirmations/);
    },
  );

  it('needs all three approvals, one at a time, and says the payment is a sandbox one', () => {
    const chat = budgeted(9);
    chat.send('launch it');
    const second = chat.send(APPROVE);
    expect(second.approvalData?.kind).toBe('launch_payment');
    expect(second.response).toMatch(/no real payment/);
    expect(second.state.launch?.status).toBe('asking');
    const third = chat.send(APPROVE);
    expect(third.approvalData?.kind).toBe('launch_terms');
    expect(third.state.launch?.status).toBe('asking');
    const done = chat.send(APPROVE);
    expect(done.state.launch).toEqual({
      approved: ['launch_policies', 'launch_payment', 'launch_terms'],
      status: 'approved',
    });
    expect(done.campaignState.compliance.platformPolicies).toEqual({ 'google-ads': true, facebook: true });
    expect(done.campaignState.payment.method).not.toBe('');
    expect(done.campaignState.launchOptions.termsAccepted).toBe(true);
    // The planner never marks it launched: only the server's answer does.
    expect(done.state.launched).toBe(false);
  });

  it('takes the approvals in any order, each named', () => {
    const chat = budgeted(9);
    chat.send('launch it');
    expect(chat.send('I accept the terms').state.launch?.approved).toEqual(['launch_terms']);
    expect(chat.send('ok, use the sandbox payment').state.launch?.approved).toEqual([
      'launch_terms',
      'launch_payment',
    ]);
    const done = chat.send('yes, I confirm the policies');
    expect(done.state.launch?.status).toBe('approved');
  });

  it('leaves the draft untouched until the last approval', () => {
    const chat = budgeted(9);
    chat.send('launch it');
    const r = chat.send('I accept the terms');
    expect(r.campaignState.launchOptions.termsAccepted).toBe(false);
  });

  it('a rejection of any one cancels the launch and says what launching later needs', () => {
    const chat = budgeted(9);
    chat.send('launch it');
    chat.send(APPROVE);
    const r = chat.send(REJECT);
    expect(r.state.launch).toBeNull();
    expect(r.approvalData).toBeNull();
    expect(r.response).toMatch(/stays a draft/);
    expect(r.response).toMatch(/To launch later/);
    expect(r.campaignState.payment.method).toBe('');
  });

  it('"I don\'t accept the terms" is a rejection, not an approval', () => {
    const chat = budgeted(9);
    chat.send('launch it');
    const r = chat.send("I don't accept the terms");
    expect(r.state.launch).toBeNull();
    expect(r.response).toMatch(/declined the advertising terms/);
  });

  it('a question keeps the asked approval pending', () => {
    const chat = budgeted(9);
    chat.send('launch it');
    const r = chat.send("What's the CPM on TikTok?");
    expect(r.approvalData?.kind).toBe('launch_policies');
    expect(r.state.launch?.status).toBe('asking');
  });

  it('"launch it" again does not skip the approvals', () => {
    const chat = budgeted(9);
    chat.send('launch it');
    const r = chat.send('launch it');
    expect(r.state.launch).toEqual({ approved: [], status: 'asking' });
    expect(r.approvalData?.kind).toBe('launch_policies');
  });

  it('a change to the campaign withdraws the approvals', () => {
    const chat = budgeted(9);
    chat.send('launch it');
    chat.send(APPROVE);
    const r = chat.send('make the budget 30k');
    expect(r.campaignState.budget.totalBudget).toBe(30_000);
    expect(r.state.launch).toBeNull();
    expect(r.response).toMatch(/approvals are withdrawn/);
  });

  it('a gate refusal names each finding and goes to the step it is about', () => {
    const base = budgeted(9).state;
    const chat = new Chat({
      ...base,
      draft: {
        ...base.draft,
        schedule: { ...base.draft.schedule, startDate: '2025-01-01', endDate: '2025-02-01' },
      },
    });
    const r = chat.send('launch it');
    expect(r.campaignStep).toBe(7);
    expect(r.response).toContain(`step 7 (Budget & Schedule): ${LAUNCH_MESSAGES.ended.toLowerCase()}`);
    expect(r.state.launch).toBeNull();
  });
});
