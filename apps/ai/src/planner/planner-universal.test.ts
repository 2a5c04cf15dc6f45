import { launchFindings } from '@northstar/shared/campaign';
import { campaignDraftSchema } from '@northstar/shared/campaign/schemas';
import { describe, expect, it } from 'vitest';
import { startConversation } from './planner.ts';
import { APPROVE, Chat, modify, NOW, OPTS, REJECT } from './planner-test-helpers.ts';
import { plannerStateSchema } from './planner-types.ts';

describe('a universal campaign from greeting to launch', () => {
  const start = startConversation({
    ...OPTS,
    moduleContext: 'northstar-hub',
    initialMessage: 'Hi! I want to create a new campaign',
  });
  const chat = new Chat(start.state);

  it('greets and asks for the name and objective', () => {
    expect(start.welcomeMessage).toContain('Northstar');
    expect(start.aiResponse.campaignStep).toBe(1);
    expect(start.aiResponse.requiresApproval).toBe(false);
    expect(start.aiResponse.response).toMatch(/called.*objective/s);
    // The planner asks for the objective rather than assuming the builder's default.
    expect(start.aiResponse.campaignState.objective).toBe('');
  });

  it('reads the name and objective, moves to step 2 and recommends a KPI for the objective', () => {
    const r = chat.send('I want to create a campaign called Spring Sale for sales');
    expect(r.campaignState).toMatchObject({ campaignName: 'Spring Sale', objective: 'sales' });
    expect(r.campaignStep).toBe(2);
    expect(r.requiresApproval).toBe(true);
    expect(r.approvalData).toMatchObject({ kind: 'kpi', step: 2, patch: { kpis: { primary: 'roas' } } });
  });

  it('offers a different KPI when the first is rejected', () => {
    const r = chat.send(REJECT);
    expect(r.campaignStep).toBe(2);
    expect(r.approvalData).toMatchObject({ kind: 'kpi', variant: 1, patch: { kpis: { primary: 'cpa' } } });
    expect(r.campaignState.kpis.primary).toBe('');
  });

  it('applies the exact patch on approval and recommends platforms for the objective', () => {
    const r = chat.send(APPROVE);
    expect(r.campaignState.kpis.primary).toBe('cpa');
    expect(r.campaignStep).toBe(3);
    expect(r.approvalData).toMatchObject({
      kind: 'platform_mix',
      patch: { platforms: { selected: ['google-ads', 'facebook', 'instagram'] } },
    });
  });

  it('applies the user’s own choice when they modify the recommendation', () => {
    const r = chat.send(modify('Google Ads and TikTok only'));
    expect(r.campaignState.platforms.selected).toEqual(['google-ads', 'tiktok']);
    expect(r.campaignStep).toBe(4);
    expect(r.requiresApproval).toBe(false);
    expect(r.response).toMatch(/Which countries/);
  });

  it('stays on step 4 and asks again while no country is given', () => {
    const r = chat.send('sounds good');
    expect(r.campaignStep).toBe(4);
    expect(r.response).toContain('Select at least one country');
    expect(r.response).toMatch(/Which countries/);
  });

  it('reads countries and ages, then recommends headlines that fit Google’s 30 characters', () => {
    const r = chat.send('Target the United States and Canada, ages 25-54');
    expect(r.campaignState.targeting.geography.countries).toEqual(['US', 'CA']);
    expect(r.campaignState.targeting.demographics).toMatchObject({ ageMin: 25, ageMax: 54 });
    expect(r.campaignStep).toBe(5);
    expect(r.approvalData?.kind).toBe('headlines');
    const headlines = (r.approvalData?.patch.creatives?.copy?.headlines ?? []) as string[];
    expect(headlines).toHaveLength(3);
    for (const h of headlines) expect(h.length).toBeLessThanOrEqual(30);
  });

  it('passes a clean compliance review and asks for the budget', () => {
    const r = chat.send(APPROVE);
    expect(r.campaignState.creatives.copy.headlines).toHaveLength(3);
    expect(r.campaignStep).toBe(7);
    expect(r.campaignState.compliance.status).toBe('approved');
    expect(r.response).toMatch(/Compliance Review: passed/);
    expect(r.response).toMatch(/What is the budget/);
  });

  it('reads money and dates, then proposes an allocation that sums to 100', () => {
    const r = chat.send('$25k total, starting next Monday for 30 days');
    expect(r.campaignState.budget).toMatchObject({
      totalBudget: 25_000,
      budgetType: 'lifetime',
      currency: 'USD',
    });
    expect(r.campaignState.schedule).toMatchObject({ startDate: '2025-03-17', endDate: '2025-04-15' });
    expect(r.campaignStep).toBe(7);
    expect(r.approvalData?.kind).toBe('budget_allocation');
    const allocation = (r.approvalData?.patch.budget?.allocation ?? {}) as Record<string, number>;
    expect(Object.keys(allocation).sort()).toEqual(['google-ads', 'tiktok']);
    expect(Object.values(allocation).reduce((a, b) => a + b, 0)).toBe(100);
    expect(r.response).toContain('$25,000');
  });

  it('recommends a bid strategy for sales (target ROAS) after the allocation', () => {
    const r = chat.send(APPROVE);
    expect(r.campaignStep).toBe(8);
    expect(r.approvalData?.kind).toBe('bidding_strategy');
    expect(r.approvalData?.patch.bidding?.strategy?.type).toBe('target_roas');
  });

  it('summarises everything with projections on step 9', () => {
    const r = chat.send(APPROVE);
    expect(r.campaignStep).toBe(9);
    expect(r.campaignState.bidding.strategy.type).toBe('target_roas');
    expect(r.response).toMatch(/Spring Sale/);
    expect(r.response).toMatch(/reach .*impressions .*clicks .*ROAS/);
    expect(r.response).toMatch(/launch/);
  });

  it('answers a price question without changing the step or the draft', () => {
    const before = chat.state;
    const r = chat.send("What's the CPM on TikTok?");
    expect(r.campaignStep).toBe(9);
    expect(r.response).toMatch(/Simulated market pricing on TikTok: CPM \$\d+(?:\.\d{2})?,/);
    expect(r.campaignState).toEqual(before.draft);
  });

  it('asks the three launch approvals, then leaves a launchable draft for the chat service', () => {
    expect(chat.send('launch').approvalData?.kind).toBe('launch_policies');
    chat.send(APPROVE);
    chat.send(APPROVE);
    const r = chat.send(APPROVE);
    expect(r.state.launch?.status).toBe('approved');
    const draft = campaignDraftSchema.parse(r.campaignState);
    // The shared gate finds nothing left: the server's launch runs the same function.
    expect(launchFindings(draft, { now: NOW })).toEqual([]);
    expect(draft.launchOptions.launchMode).toBe('scheduled');
    expect(draft.updatedAt >= NOW.toISOString()).toBe(true);
  });

  it('replies to every message with a question or an action at the end', () => {
    for (const r of chat.replies) expect(r.response.trim()).toMatch(/[?.”]$/);
  });

  it('returns states the chat service can store and validate', () => {
    for (const r of chat.replies) {
      expect(plannerStateSchema.parse(JSON.parse(JSON.stringify(r.state)))).toEqual(r.state);
      expect(r.campaignStep).toBe(r.state.step);
      expect(r.approvalData).toEqual(r.state.pendingApproval);
      expect(r.requiresApproval).toBe(r.approvalData !== null);
    }
  });
});
