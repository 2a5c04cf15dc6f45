import { describe, expect, it } from 'vitest';
import { Chat, stateAt } from './planner-test-helpers.ts';

// What a message does decides what happens to the campaign: questions and what-ifs never change it,
// a what-if is offered, a refusal keeps things (launching: planner-launch.test.ts).

const budgeted = () =>
  new Chat(
    stateAt(7, {
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

describe('a what-if', () => {
  it('is answered with its projection, never offered, and the campaign stays as it was', () => {
    const chat = budgeted();
    const r = chat.send('what would 30k get me instead?');
    expect(r.campaignState.budget.totalBudget).toBe(20_000);
    expect(r.response).toMatch(/^With \$30,000 instead of \$20,000/);
    expect(r.approvalData?.kind).not.toBe('what_if');
    expect(JSON.stringify(r.approvalData?.patch ?? {})).not.toContain('30000');
  });

  it('"no, keep it at 20k, I was just asking" leaves the campaign as it is', () => {
    const chat = budgeted();
    chat.send('what would 30k get me instead?');
    const r = chat.send('no, keep it at 20k, I was just asking');
    expect(r.campaignState.budget.totalBudget).toBe(20_000);
    expect(r.approvalData?.kind).not.toBe('what_if');
  });

  it('is applied when the advertiser states it ("ok yeah let\'s do 30k then")', () => {
    const chat = budgeted();
    chat.send('what would 30k get me instead?');
    expect(chat.send("ok yeah let's do 30k then").campaignState.budget.totalBudget).toBe(30_000);
  });
});

describe('a message that states and asks', () => {
  it('applies the statement and answers the question', () => {
    const chat = budgeted();
    const r = chat.send('set the budget to 25k - also is linkedin even worth it for us?');
    expect(r.campaignState.budget.totalBudget).toBe(25_000);
    expect(r.campaignState.platforms.selected).toEqual(['google-ads', 'facebook']);
  });
});

describe('answers to a pending suggestion', () => {
  it('"same but add TikTok" takes the suggestion plus TikTok', () => {
    const chat = new Chat(
      stateAt(3, {
        campaignName: 'Spring Sale',
        objective: 'sales',
        kpis: { primary: 'roas', secondary: [], customGoals: [] },
      }),
    );
    const suggested = (chat.send('next').approvalData?.patch.platforms?.selected ?? []) as string[];
    expect(suggested.length).toBeGreaterThan(0);
    const r = chat.send('same but add tiktok');
    expect(r.campaignState.platforms.selected).toEqual([...suggested, 'tiktok']);
  });

  it('a rejected suggestion is not offered again', () => {
    const chat = new Chat(
      stateAt(3, {
        campaignName: 'Spring Sale',
        objective: 'sales',
        kpis: { primary: 'roas', secondary: [], customGoals: [] },
      }),
    );
    const first = chat.send('next').approvalData;
    chat.send('no');
    chat.send('go back');
    chat.send('next');
    const again = chat.replies.slice(1).map((r) => r.approvalData?.id);
    expect(again).not.toContain(first?.id);
  });
});

describe('refusing part of a suggestion', () => {
  const atPlatforms = () =>
    new Chat(
      stateAt(3, {
        campaignName: 'Spring Sale',
        objective: 'sales',
        kpis: { primary: 'roas', secondary: [], customGoals: [] },
      }),
    );

  it('"not tiktok, not linkedin, the rest is fine" takes the suggestion without them', () => {
    const chat = atPlatforms();
    const suggested = (chat.send('next').approvalData?.patch.platforms?.selected ?? []) as string[];
    const r = chat.send('not tiktok, not linkedin, the rest is fine');
    expect(r.campaignState.platforms.selected).toEqual(
      suggested.filter((p) => p !== 'tiktok' && p !== 'linkedin'),
    );
  });

  it('"facebook yes, instagram no" chooses Facebook', () => {
    const chat = atPlatforms();
    chat.send('next');
    expect(chat.send('facebook yes, instagram no').campaignState.platforms.selected).toEqual(['facebook']);
  });
});
