import { createDraft, type Objective, PLATFORM_IDS, type PlatformId } from '@northstar/shared/campaign';
import type { CampaignDraft } from '@northstar/shared/campaign/schemas';
import { createMarketState } from '@northstar/shared/market';
import { describe, expect, it } from 'vitest';
import {
  answerQuestion,
  answerWithProjection,
  livePricing,
  projectionFor,
  projectionLine,
} from './market-answers.ts';

const NOW = new Date('2025-03-10T12:00:00Z');
const ctx = { market: createMarketState({ now: NOW, seed: 7, platforms: PLATFORM_IDS }) };

function draftFor(
  objective: Objective | '',
  patch: { budget?: number; platforms?: PlatformId[]; daily?: boolean } = {},
): CampaignDraft {
  const d = createDraft({ now: NOW });
  return {
    ...d,
    objective,
    platforms: { selected: patch.platforms ?? ['linkedin'], settings: {} },
    budget: {
      ...d.budget,
      totalBudget: patch.budget ?? 20_000,
      budgetType: patch.daily ? 'daily' : 'lifetime',
    },
    schedule: { ...d.schedule, startDate: '2025-04-01', endDate: '2025-04-30' },
  };
}

/** "1,234" or "1.2K" -> a number, for reading figures back out of a reply. */
const amount = (text: string): number => {
  const m = text.replace(/,/g, '').match(/^([\d.]+)([KM]?)$/);
  if (!m) throw new Error(`not a figure: ${text}`);
  return Number(m[1]) * (m[2] === 'K' ? 1e3 : m[2] === 'M' ? 1e6 : 1);
};

describe('answers in the objective’s unit', () => {
  it('projects a leads campaign in leads and cost per lead, never ROAS', () => {
    const answer = answerQuestion(draftFor('leads'), 'What can I expect?', 'market', ctx);
    expect(answer).toMatch(/[\d,]+–[\d,]+ leads at \$\d+–\$\d+ per lead \(CPL\)/);
    expect(answer).toMatch(/projected/);
    expect(answer).not.toMatch(/ROAS|return on ad spend/i);
  });

  it('projects an app-install campaign in installs and cost per install, never ROAS', () => {
    const answer = answerWithProjection(draftFor('app_installs'), null, ctx);
    expect(answer).toMatch(/[\d,]+–[\d,]+ installs at \$[\d.]+–\$[\d.]+ per install \(CPI\)/);
    expect(answer).not.toMatch(/ROAS/);
  });

  it('projects a sales campaign in purchases, CPA and ROAS', () => {
    const answer = answerWithProjection(draftFor('sales'), null, ctx);
    expect(answer).toMatch(/purchases at \$\d+–\$\d+ per purchase \(CPA\)/);
    expect(answer).toMatch(/ROAS [\d.]+–[\d.]+x/);
  });

  it('speaks of reach for awareness, and of clicks for traffic, without ROAS', () => {
    const awareness = answerWithProjection(draftFor('awareness'), null, ctx);
    expect(awareness).toMatch(
      /projected: reach [\d.,]+K?–[\d.,]+K? people with .* impressions at a \$\d+–\$\d+ CPM/,
    );
    const traffic = answerWithProjection(draftFor('traffic'), null, ctx);
    expect(traffic).toMatch(/clicks \(landing page visits\) at \$[\d.]+–\$[\d.]+ per click \(CPC\)/);
    for (const objective of ['awareness', 'traffic', 'engagement', 'leads', 'app_installs'] as const)
      expect(answerWithProjection(draftFor(objective), null, ctx), objective).not.toMatch(/ROAS/);
  });

  it('labels every projection as one at the simulated market, with a range and no unmeasured confidence', () => {
    for (const objective of [
      'awareness',
      'traffic',
      'engagement',
      'leads',
      'sales',
      'app_installs',
    ] as const) {
      const answer = answerWithProjection(draftFor(objective), null, ctx);
      expect(answer).toMatch(/, projected: /);
      expect(answer).toMatch(
        /\(projection on the simulated market's expected rates, the same as the budget curve's[;,]/,
      );
      expect(answer).not.toMatch(/confidence|\blive\b/i);
    }
  });
});

describe('what-ifs', () => {
  it('compares a hypothetical budget with the campaign as it stands', () => {
    const draft = draftFor('leads');
    const what = draftFor('leads', { budget: 30_000 });
    const answer = answerWithProjection(draft, what, ctx);
    expect(answer).toMatch(
      /^With \$30,000 instead of \$20,000 over 30 days, projected: [\d,]+–[\d,]+ leads at \$\d+–\$\d+ per lead/,
    );
    expect(answer).toMatch(/Now: [\d,]+–[\d,]+ leads/);
    expect(answer).not.toMatch(/ROAS/);
    // More budget, more leads at both ends.
    const more = projectionFor(what, ctx)?.outcome.results ?? [0, 0];
    const now = projectionFor(draft, ctx)?.outcome.results ?? [0, 0];
    expect(more[0]).toBeGreaterThan(now[0]);
    expect(more[1]).toBeGreaterThan(now[1]);
  });

  it('does not compare with a budget the advertiser never gave', () => {
    const answer = answerWithProjection(
      draftFor('leads', { budget: 0 }),
      draftFor('leads', { budget: 30_000 }),
      ctx,
    );
    expect(answer).toMatch(/^With \$30,000 over 30 days, projected/);
    expect(answer).not.toMatch(/instead of|Now:/);
  });

  it('names a daily budget as a daily budget', () => {
    const answer = answerWithProjection(draftFor('leads', { budget: 500, daily: true }), null, ctx);
    expect(answer).toMatch(/^With \$500 a day over 30 days, projected/);
  });
});

describe('click prices', () => {
  it('quotes the CPC of LinkedIn from the same projection as its clicks', () => {
    const draft = draftFor('leads', { platforms: ['google-ads'] });
    const answer = answerQuestion(
      draft,
      'How much is a click on LinkedIn? And what clicks can I expect?',
      'market',
      ctx,
    );
    const quote = answer.match(/A click on LinkedIn \(?[^$]*costs a projected \$([\d.]+)–\$([\d.]+)/);
    const clicks = answer.match(/and ([\d.,K]+)–([\d.,K]+) clicks at \$([\d.]+)–\$([\d.]+) per click/);
    expect(quote).not.toBeNull();
    expect(clicks).not.toBeNull();
    // The same range quoted twice, and clicks x CPC = the spend within display rounding at both ends.
    expect(quote?.slice(1, 3)).toEqual(clicks?.slice(3, 5));
    const [minClicks, maxClicks, minCpc, maxCpc] = (clicks?.slice(1, 5) ?? []).map(amount);
    expect(((maxClicks ?? 0) * (minCpc ?? 0)) / 20_000).toBeCloseTo(1, 1);
    expect(((minClicks ?? 0) * (maxCpc ?? 0)) / 20_000).toBeCloseTo(1, 1);
  });

  it('no longer quotes the market’s own CPC band beside the projection', () => {
    const answer = answerQuestion(draftFor('awareness'), 'What is the CPM?', 'market', ctx);
    expect(answer).toMatch(/^Simulated market pricing on LinkedIn: CPM \$[\d.]+, competition/);
    expect(answer).not.toMatch(/CPC/);
  });
});

describe('warnings in the answer', () => {
  it('reads "$20 total" over 30 days on three platforms as a likely $20,000', () => {
    const draft = draftFor('leads', { budget: 20, platforms: ['google-ads', 'facebook', 'tiktok'] });
    expect(answerWithProjection(draft, null, ctx)).toMatch(
      /too little for ads to deliver\. Did you mean \$20,000\?/,
    );
  });

  it('warns when the target ROAS is above the projected range, naming the range', () => {
    const d = draftFor('sales');
    const high = {
      ...d,
      bidding: { ...d.bidding, strategy: { type: 'target_roas' as const, targetRoas: 40 } },
    };
    const roas = projectionFor(high, ctx)?.outcome.roas ?? [0, 0];
    const pricing = livePricing(high, ctx);
    if (!pricing) throw new Error('no pricing');
    expect(projectionLine(high, pricing)).toContain(
      `A target ROAS of 40x is above the projected ${roas[0]}–${roas[1]}x`,
    );
  });

  it('warns when a target cost per lead is below the projected range', () => {
    const d = draftFor('leads');
    const low = { ...d, bidding: { ...d.bidding, strategy: { type: 'target_cpa' as const, targetCpa: 1 } } };
    expect(answerWithProjection(low, null, ctx)).toMatch(
      /A target cost per lead of \$1 is below the projected \$\d+–\$\d+/,
    );
  });
});

describe('incrementality', () => {
  it('speaks of incremental leads, not ROAS, for a leads campaign', () => {
    const answer = answerQuestion(draftFor('leads'), 'How would a holdout test work?', 'incrementality', ctx);
    expect(answer).toMatch(/of reported leads are truly incremental: a projected [\d,]+–[\d,]+ here/);
    expect(answer).not.toMatch(/ROAS/);
    expect(answerQuestion(draftFor('sales'), 'holdout?', 'incrementality', ctx)).toMatch(/incremental ROAS/);
  });
});
