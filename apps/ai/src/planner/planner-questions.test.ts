import type { StepNumber } from '@northstar/shared/campaign';
import type { CampaignDraft } from '@northstar/shared/campaign/schemas';
import { describe, expect, it } from 'vitest';
import { contextFor } from './planner.ts';
import { stopAt } from './planner-flow.ts';
import { Chat, modify, OPTS, stateAt } from './planner-test-helpers.ts';
import type { PlannerReply } from './planner-types.ts';

// A question is answered in its first sentence and never changes the campaign or offers a change; the
// step's own prompt (or the suggestion already pending) follows. The advertiser's own copy is taken in
// list forms. Issue 21, items 6 and 8.

const base = stateAt(1, {}).draft;
const dental: Partial<CampaignDraft> = {
  campaignName: 'Smile Bright',
  objective: 'leads',
  industry: 'dental clinic',
  kpis: { primary: 'cpl', secondary: [], customGoals: [] },
  platforms: { selected: ['google-ads', 'facebook', 'instagram'], settings: {} },
  targeting: {
    ...base.targeting,
    geography: { countries: ['US'], regions: [], cities: ['Denver', 'Boulder'] },
  },
  creatives: {
    copy: { headlines: ['Gentle care in Denver'], descriptions: [], callsToAction: [] },
    assets: [],
  },
  budget: {
    totalBudget: 35_000,
    budgetType: 'lifetime',
    currency: 'USD',
    allocation: {},
    pacing: 'standard',
  },
  schedule: { ...base.schedule, startDate: '2025-03-17', endDate: '2025-04-15' },
};

/** A chat at `step` with the planner's own prompt there pending, as in a real conversation. */
function chatAt(step: StepNumber, draft: Partial<CampaignDraft> = dental): Chat {
  const state = stateAt(step, draft);
  return new Chat(stopAt(state, step, contextFor(state, '', OPTS), [], false).state);
}

/** The reply changed nothing and offered nothing new: the pending suggestion is the one before. */
function expectNoChange(chat: Chat, ask: string): PlannerReply {
  const before = chat.state;
  const reply = chat.send(ask);
  expect(reply.campaignState).toEqual(before.draft);
  expect(reply.state.pendingApproval).toEqual(before.pendingApproval);
  expect(reply.approvalData?.kind ?? null).not.toBe('what_if');
  return reply;
}

describe('a question about a term', () => {
  it.each([
    [
      "what's the difference between target CPA and manual CPC?",
      /^Target CPA is automated bidding.*Manual CPC is bidding by hand/s,
    ],
    ['target cpa vs manual cpc - which one?', /^Target CPA is automated bidding/],
    ['what does ROAS mean?', /^ROAS \(return on ad spend\) is the revenue/],
    ['explain frequency', /^Frequency is how many times/],
    ['what is retargeting', /^Retargeting shows ads to people who already visited/],
    ['what are lookalike audiences?', /^A lookalike audience is people the platform finds/],
    ['what does pacing mean here?', /^Pacing is how fast the budget is spent/],
    ['whats a holdout test', /^A holdout \(incrementality\) test keeps a random share/],
  ])('"%s" is answered from the glossary, changing nothing', (ask, answer) => {
    const chat = chatAt(7);
    const reply = expectNoChange(chat, ask);
    expect(reply.response).toMatch(answer);
    // The step's suggestion follows the answer.
    expect(reply.response).toMatch(/Back to my suggestion: /);
  });

  it('asks for a figure, not a meaning, with "what is the CPM on TikTok right now?"', () => {
    const reply = expectNoChange(chatAt(7), 'what is the CPM on TikTok right now?');
    expect(reply.response).toMatch(/^Simulated market pricing on TikTok: CPM \$/);
  });
});

describe('a question about the campaign', () => {
  it.each([
    ['what budget have we got set?', /^The budget is \$35,000 in total/],
    ['which cities are we targeting again?', /^We are targeting cities Denver and Boulder and country US\./],
    ['what platforms did we pick?', /^The ads run on Google Ads \(Search\), Facebook and Instagram\./],
    ['when does it start?', /^It runs from Mon, Mar 17, 2025 to Tue, Apr 15, 2025\./],
  ])('"%s" is read back from the campaign', (ask, answer) => {
    expect(expectNoChange(chatAt(7), ask).response).toMatch(answer);
  });
});

describe('a what-if', () => {
  it('"What would 50k get me?" is answered with that budget’s projection and offers nothing', () => {
    const reply = expectNoChange(chatAt(7), 'What would 50k get me?');
    expect(reply.response).toMatch(
      /^With \$50,000 instead of \$35,000 over 30 days, projected: [\d,]+–[\d,]+ leads/,
    );
    expect(reply.response).toMatch(/your campaign is unchanged \(still \$35,000\)/);
    expect(reply.response).not.toMatch(/Want me to make that change/);
  });

  it('"ok, stay at 35k then" keeps 35k and leaves the step’s suggestion open', () => {
    const chat = chatAt(7);
    chat.send('What would 50k get me?');
    const pending = chat.state.pendingApproval;
    const reply = chat.send('ok, stay at 35k then');
    expect(reply.campaignState.budget.totalBudget).toBe(35_000);
    expect(reply.state.pendingApproval).toEqual(pending);
    expect(reply.response).toMatch(/^OK, it stays as it is\./);
  });

  it.each([
    'roughly how many trial signups should I expect for $6k, and what does a click cost on Google in Austin?',
    'ballpark how many leads would 8 grand get, and what are clicks on LinkedIn in Chicago?',
    'if we only did Google in Austin with $6,000, what would a click cost?',
    'how many leads could $12k bring on TikTok?',
  ])('"%s" is answered with its projection; no platform, city or budget change is offered', (ask) => {
    const reply = expectNoChange(chatAt(7), ask);
    expect(reply.response).toMatch(/^With \$[\d,]+ instead of \$35,000 over 30 days on /);
    expect(reply.response).not.toMatch(/Approve it to apply it/);
    expect(JSON.stringify(reply.approvalData?.patch ?? {})).not.toMatch(/Austin|Chicago|linkedin|tiktok/);
  });

  it.each([
    'what if we dropped Instagram?',
    'would adding TikTok be worth it?',
    'suppose we ran it for 60 days',
  ])('"%s" changes nothing and offers nothing', (ask) => {
    expectNoChange(chatAt(7), ask);
  });

  it('applies a change the advertiser then states, with the suggestion “ok” approves', () => {
    const chat = chatAt(7);
    chat.send('what would 30k get me instead?');
    expect(chat.send("ok yeah let's do 30k then").campaignState.budget.totalBudget).toBe(30_000);
  });
});

describe('a question about a platform', () => {
  it('compares the platforms it names, each projected alone at the campaign’s budget', () => {
    const reply = expectNoChange(chatAt(7), 'how does LinkedIn compare with Facebook on cost?');
    expect(reply.response).toMatch(
      /^Cheapest to reach people right now is (?:LinkedIn|Facebook); for a leads campaign at \$35,000 each alone projects: /,
    );
    expect(reply.response).toMatch(
      /LinkedIn: CPM \$[\d.]+ .*Facebook: CPM|Facebook: CPM \$[\d.]+ .*LinkedIn: CPM/,
    );
  });

  it('"is TikTok any good for us?" answers for TikTok alone, saying it is not in the campaign', () => {
    const reply = expectNoChange(chatAt(7), 'is TikTok any good for us?');
    expect(reply.response).toMatch(
      /^For a leads campaign at \$35,000 on TikTok alone \(not in the campaign\)/,
    );
  });
});

describe('the advertiser’s own headlines', () => {
  const mine = ['Gentle care in Denver', 'New patients welcome', 'Smiles in Boulder'];
  it.each([
    ['a list after "use:"', `use:\n${mine.join('\n')}`],
    ['bullets', `- ${mine.join('\n- ')}`],
    ['dots as bullets', `• ${mine.join('\n• ')}`],
    ['a numbered list', `1. ${mine[0]}\n2. ${mine[1]}\n3. ${mine[2]}`],
    ['pipes after a label', `headlines: ${mine.join(' | ')}`],
    ['"headline 1: … headline 2: …"', `headline 1: ${mine[0]} headline 2: ${mine[1]} headline 3: ${mine[2]}`],
    ['semicolons after "go with mine:"', `go with mine: ${mine.join('; ')}`],
    ['a list through Modify', modify(`use these instead\n- ${mine.join('\n- ')}`)],
  ])('are taken from %s and replace the suggestion', (_form, message) => {
    const chat = chatAt(5, { ...dental, creatives: { ...base.creatives } });
    expect(chat.state.pendingApproval?.kind).toBe('headlines');
    const reply = chat.send(message);
    expect(reply.campaignState.creatives.copy.headlines).toEqual(mine);
    expect(reply.response).not.toMatch(/Still waiting on my suggestion/);
  });

  it('takes one line typed through Modify as the headline', () => {
    const chat = chatAt(5, { ...dental, creatives: { ...base.creatives } });
    const reply = chat.send(modify('Gentle care in Denver'));
    expect(reply.campaignState.creatives.copy.headlines).toEqual(['Gentle care in Denver']);
  });

  it('reads an instruction through Modify as an instruction, not as copy', () => {
    const chat = chatAt(5, { ...dental, creatives: { ...base.creatives } });
    const reply = chat.send(modify('make it pop'));
    expect(reply.campaignState.creatives.copy.headlines).toEqual([]);
  });
});

describe('an attachment', () => {
  it.each(['here is the photo for awareness', 'it shows our whitening offer for more sales'])(
    'is acknowledged by name, and "%s" next does not switch the objective',
    (next) => {
      const chat = chatAt(5);
      const ack = chat.send("I've attached 1 file: smile.png");
      expect(ack.response).toMatch(/smile\.png/);
      expect(ack.campaignState).toEqual(chatAt(5).state.draft);
      expect(chat.send(next).campaignState.objective).toBe('leads');
    },
  );

  it('still lets the advertiser change the objective in so many words', () => {
    const chat = chatAt(5);
    chat.send("I've attached 1 file: smile.png");
    expect(chat.send('actually make the objective awareness').campaignState.objective).toBe('awareness');
  });
});
