import { type StepNumber, validateStep } from '@northstar/shared/campaign';
import { describe, expect, it } from 'vitest';
import { handleMessage, startConversation } from './planner.ts';
import { APPROVE, Chat, NOW, OPTS, REJECT, stateAt } from './planner-test-helpers.ts';

// Each state is complete up to (not including) its step, so only that step's field is missing.
const UP_TO: Record<number, Parameters<typeof stateAt>[1]> = {
  1: { objective: '' },
  2: { campaignName: 'Spring Sale', objective: 'sales' },
  3: {
    campaignName: 'Spring Sale',
    objective: 'sales',
    kpis: { primary: 'roas', secondary: [], customGoals: [] },
  },
};
UP_TO[4] = { ...UP_TO[3], platforms: { selected: ['google-ads'], settings: {} } };
UP_TO[5] = {
  ...UP_TO[4],
  targeting: { ...stateAt(1, {}).draft.targeting, geography: { countries: ['US'], regions: [], cities: [] } },
};
UP_TO[7] = {
  ...UP_TO[5],
  creatives: {
    copy: { headlines: ['Shop the Spring Sale'], descriptions: [], callsToAction: [] },
    assets: [],
  },
};

describe('the planner never moves past a step with a required field missing', () => {
  it.each([
    [1, 'sounds good', /called/],
    [1, 'next', /called/],
    [2, 'next', /KPI/],
    [3, 'sounds good', /platform|Google Ads/],
    [4, 'sounds good', /Which countries/],
    [5, 'continue', /headline/],
    [7, 'sounds good', /budget/],
    [7, 'next', /budget/],
  ] as const)('step %i: "%s" keeps the step and asks for what is missing', (step, message, asks) => {
    const state = stateAt(step as StepNumber, UP_TO[step] ?? {});
    const r = handleMessage(state, message, OPTS);
    expect(r.campaignStep).toBe(step);
    expect(validateStep(r.campaignState, step)).not.toEqual([]);
    expect(r.response).toContain(`We can't move on yet: ${validateStep(state.draft, step)[0]}`);
    expect(r.response).toMatch(asks);
  });

  it('does not let "next" skip a pending recommendation for a required field', () => {
    const chat = new Chat(stateAt(2, UP_TO[2] ?? {}));
    chat.send('hmm');
    expect(chat.state.pendingApproval?.kind).toBe('kpi');
    const r = chat.send('skip');
    expect(r.campaignStep).toBe(2);
    expect(r.response).toContain("We can't skip this step: Primary KPI is required");
  });

  it('lets "next" skip an optional recommendation (the budget split)', () => {
    const chat = new Chat(stateAt(7, UP_TO[7] ?? {}));
    const proposal = chat.send('$5,000 total');
    expect(proposal.approvalData?.kind).toBe('budget_allocation');
    const r = chat.send('next');
    expect(r.campaignStep).toBe(8);
    expect(r.campaignState.budget.allocation).toEqual({});
  });
});

describe('conversation controls', () => {
  it('applies everything a message says and passes through the steps it completes', () => {
    const start = startConversation({
      ...OPTS,
      initialMessage:
        'Create a campaign called Summer Push for leads with cost per lead as the KPI on Google and LinkedIn in the US and UK',
    });
    expect(start.aiResponse.campaignState).toMatchObject({
      campaignName: 'Summer Push',
      objective: 'leads',
      kpis: { primary: 'cpl' },
      platforms: { selected: ['google-ads', 'linkedin'] },
      targeting: { geography: { countries: ['US', 'GB'] } },
    });
    expect(start.aiResponse.campaignStep).toBe(5);
    expect(start.aiResponse.approvalData?.kind).toBe('headlines');
  });

  it('goes back one step (not below 1) and reopens a step an edit invalidates', () => {
    const chat = new Chat(stateAt(5, UP_TO[5] ?? {}));
    expect(chat.send('back').campaignStep).toBe(4);
    expect(chat.send('go back').campaignStep).toBe(3);
    const changed = chat.send('change the objective to awareness');
    expect(changed.campaignState.kpis.primary).toBe('');
    expect(changed.campaignStep).toBe(2);
    expect(changed.approvalData?.patch.kpis?.primary).toBe('cpm');
    const first = new Chat(stateAt(1, {}));
    expect(first.send('back').campaignStep).toBe(1);
  });

  it('answers price and projection questions without changing the step or the draft', () => {
    const state = stateAt(3, UP_TO[3] ?? {});
    const r = handleMessage(state, 'What reach can I expect on Facebook?', OPTS);
    expect(r.campaignStep).toBe(3);
    expect(r.campaignState).toEqual(state.draft);
    expect(r.response).toMatch(/Simulated market pricing on Facebook: CPM \$[\d.]+/);
    expect(r.response).toMatch(/reach [\d.]+[KM]?–[\d.]+[KM]?/);
    expect(r.response).toMatch(/default \$25,000/);
    const holdout = handleMessage(state, 'How would an incrementality test work?', OPTS);
    expect(holdout.response).toMatch(/20% of the audience/);
    expect(holdout.campaignState).toEqual(state.draft);
  });

  it('keeps a pending recommendation when the user asks a question', () => {
    const chat = new Chat(stateAt(2, UP_TO[2] ?? {}));
    chat.send('next');
    const pending = chat.state.pendingApproval;
    const r = chat.send('What is the CPC on Google?');
    expect(r.approvalData).toEqual(pending);
    expect(r.response).toMatch(/Back to my suggestion/);
  });

  it('suggests a campaign name on request', () => {
    const chat = new Chat(
      startConversation({ ...OPTS, initialMessage: 'I need a campaign for sales' }).state,
    );
    const r = chat.send('can you suggest a name?');
    expect(r.approvalData?.kind).toBe('campaign_name');
    // The builder's first pattern, with the objective standing in for the missing industry.
    expect(r.approvalData?.patch.campaignName).toMatch(/^Sales Campaign - [A-Z][a-z]+ \d{4}$/);
    const approved = chat.send(APPROVE);
    expect(approved.campaignState.campaignName).toBe(r.approvalData?.patch.campaignName);
    expect(approved.campaignStep).toBe(2);
  });

  it('asks for the regulated category when started from the regulated builder', () => {
    const start = startConversation({
      ...OPTS,
      moduleContext: 'campaign-builder/regulated',
      initialMessage: 'called Lucky Spin for sales',
    });
    expect(start.aiResponse.campaignStep).toBe(1);
    expect(start.aiResponse.response).toMatch(/Which regulated category/);
    const chat = new Chat(start.state);
    const r = chat.send('gambling');
    expect(r.campaignState.regulatedCategory).toBe('gambling');
    expect(r.campaignStep).toBe(2);
  });

  it('starts over on request', () => {
    const chat = new Chat(stateAt(5, UP_TO[5] ?? {}));
    const r = chat.send('start over');
    expect(r.campaignStep).toBe(1);
    expect(r.campaignState.campaignName).toBe('');
  });

  it('tells the user what it could not read', () => {
    const r = handleMessage(stateAt(4, UP_TO[4] ?? {}), 'blorp', OPTS);
    expect(r.campaignStep).toBe(4);
    expect(r.response).toMatch(/did not catch/);
  });
});

describe('determinism', () => {
  const script = [
    'I want to create a campaign called Spring Sale for sales',
    REJECT,
    APPROVE,
    'Google Ads and Facebook',
    'US and Germany',
    APPROVE,
    '$40k total from April 1 to April 30',
    REJECT,
    APPROVE,
    APPROVE,
    'What ROAS can I expect?',
    'launch',
  ];
  const run = () => {
    const chat = new Chat(startConversation({ ...OPTS, initialMessage: 'hello' }).state);
    for (const m of script) chat.send(m);
    return chat.replies;
  };

  it('gives the same replies for the same state, message, clock and seed', () => {
    expect(run()).toEqual(run());
  });

  it('depends on the injected clock, not the real one', () => {
    const state = stateAt(7, UP_TO[7] ?? {});
    const a = handleMessage(state, '$5,000 starting tomorrow', { now: NOW });
    const b = handleMessage(state, '$5,000 starting tomorrow', { now: new Date('2025-06-01T12:00:00Z') });
    expect(a.campaignState.schedule.startDate).toBe('2025-03-11');
    expect(b.campaignState.schedule.startDate).toBe('2025-06-02');
  });
});
