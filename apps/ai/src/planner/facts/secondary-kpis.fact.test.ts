import { createDraft } from '@northstar/shared/campaign';
import { campaignDraftSchema } from '@northstar/shared/campaign/schemas';
import { describe, expect, it } from 'vitest';
import { mergePatch } from '../draft-patch.ts';
import type { DraftPatch } from '../planner-types.ts';
import { type RunOptions, runFact } from './fact-test-helpers.ts';
import { readFacts } from './registry.ts';
import { secondaryKpisFact } from './secondary-kpis.fact.ts';

const now = new Date('2026-11-24T12:00:00Z');

function run(text: string, opts: RunOptions = {}) {
  const r = runFact(secondaryKpisFact, 2, text, opts);
  return { ...r, secondary: r.draft.kpis.secondary };
}

describe('secondary KPIs fact', () => {
  it.each([
    ['also track CTR and CPC', 'add', ['ctr', 'cpc']],
    ['we also want to track cost per click', 'add', ['cpc']],
    ['track ctr too', 'add', ['ctr']],
    ["i'd also like to see roas and revenue", 'add', ['roas', 'conversion_value']],
    ['secondary kpis: ROAS, CPA', 'replace', ['roas', 'cpa']],
    ['Secondary metrics are reach & frequency', 'replace', ['reach', 'frequency']],
    ['also monitor the click-through rate on google', 'add', ['ctr']],
    ['additionally track installs, cpi', 'add', ['installs', 'cpi']],
    ['keep an eye on CPM as well', 'add', ['cpm']],
  ])('reads "%s"', (text, op, ids) => {
    const r = run(text);
    expect(r.facts).toEqual([{ key: 'secondaryKpis', op, value: ids }]);
    expect(r.secondary).toEqual(ids);
  });

  it('warns about metrics it cannot track and keeps the ones it can', () => {
    const r = run('secondary KPIs: ROAS, AOV');
    expect(r.facts).toEqual([{ key: 'secondaryKpis', op: 'replace', value: ['roas', 'AOV'] }]);
    expect(r.secondary).toEqual(['roas']);
    expect(r.warnings).toHaveLength(1);
    expect(r.warnings).toEqual([
      "I can't track AOV as a KPI, so I left it out (CTR, CPC, ROAS or CPA, for example, can be tracked).",
    ]);
  });

  it('does not empty the list when nothing named can be tracked', () => {
    const r = run('secondary KPIs: AOV and LTV', { draft: { kpis: { secondary: ['ctr'] } } });
    expect(r.secondary).toEqual(['ctr']);
    expect(r.warnings[0]).toMatch(/^I can't track AOV and LTV as a KPI, so I left them out/);
  });

  it('never tracks the primary KPI as a secondary one', () => {
    const r = run('also track CTR and CPC', { draft: { objective: 'traffic', kpis: { primary: 'cpc' } } });
    expect(r.secondary).toEqual(['ctr']);
    expect(r.warnings).toEqual(['CPC is already the primary KPI, so it is not a secondary one too.']);
  });

  it('adds to the list with "also", replaces a labelled list, replaces on a correction', () => {
    const draft = { kpis: { secondary: ['reach'] } };
    expect(run('also track CTR', { draft }).secondary).toEqual(['reach', 'ctr']);
    expect(run('secondary KPIs: CTR', { draft }).secondary).toEqual(['ctr']);
    expect(run('also add other metrics: CTR', { draft }).secondary).toEqual(['reach', 'ctr']);
    expect(run('actually also track CTR', { draft, act: 'correction' }).secondary).toEqual(['ctr']);
  });

  it('removes what the advertiser stops tracking', () => {
    const draft = { kpis: { secondary: ['ctr', 'cpc', 'reach'] } };
    const r = run('stop tracking CPC', { draft });
    expect(r.facts).toEqual([{ key: 'secondaryKpis', op: 'remove', value: ['cpc'] }]);
    expect(r.secondary).toEqual(['ctr', 'reach']);
    expect(run("don't track reach", { draft }).secondary).toEqual(['ctr', 'cpc']);
    expect(run('remove CTR and CPC from the secondary KPIs', { draft }).secondary).toEqual(['reach']);
  });

  it('reads alongside other facts and claims only its list', () => {
    const r = run('budget 5k, also track CTR and CPC on Google. weekly reports');
    expect(r.secondary).toEqual(['ctr', 'cpc']);
    expect(r.message.text).toContain('budget 5k');
    expect(r.message.text).toContain('on Google');
    expect(r.message.text).not.toMatch(/CTR|CPC/);
  });

  it('caps the list at 10', () => {
    const many = [
      'cpm',
      'reach',
      'frequency',
      'ctr',
      'landing_page_views',
      'engagement_rate',
      'video_views',
      'cpl',
      'leads',
      'roas',
    ];
    const r = run('also track CPA', { draft: { kpis: { secondary: many } } });
    expect(r.secondary).toHaveLength(10);
    expect(r.warnings).toEqual(['Up to 10 secondary KPIs can be tracked, so I left out CPA.']);
  });

  it.each([
    'KPI is cost per lead',
    'track CTR',
    'we track everything in GA4',
    'stop tracking the results',
    'what matters most is the cost per purchase',
    'also target women',
  ])('does not read "%s"', (text) => {
    expect(run(text).facts).toEqual([]);
  });

  it('produces patches that keep the draft valid', () => {
    for (const text of ['also track CTR and CPC', 'secondary KPIs: ROAS, AOV', 'stop tracking CPC']) {
      const r = run(text, { draft: { kpis: { secondary: ['cpc'] } } });
      expect(campaignDraftSchema.safeParse(r.draft).success).toBe(true);
    }
  });

  it('reads the back with labels', () => {
    expect(run('also track CTR and CPC').said).toEqual(['secondary KPIs CTR and CPC']);
  });

  it('turns an LLM value into an add fact', () => {
    expect(secondaryKpisFact.llm?.toFacts(['ctr', 'Cost per click'])).toEqual([
      { key: 'secondaryKpis', op: 'add', value: ['ctr', 'cpc'] },
    ]);
  });

  it.each([
    ['secondary: cpc, frequency', ['cpc', 'frequency']],
    ['Secondry kpis - CTR + CPM', ['ctr', 'cpm']],
    ['secondary conversion rate + CTR', ['conversion_rate', 'ctr']],
    ['add frequency to the secondary ones', ['frequency']],
    ['put CPM in the other metrics', ['cpm']],
    ['make ctr a secondary kpi', ['ctr']],
    ['and also leads and cost per lead as secondary', ['leads', 'cpl']],
    ['plus reach and CPM on the side', ['reach', 'cpm']],
    ['oh and click-through rate as well', ['ctr']],
    ['along with video views', ['video_views']],
    ['revenue and cpa as secondaries', ['conversion_value', 'cpa']],
    ['keep tabs on the conv rate too', ['conversion_rate']],
  ])('reads the secondary list in "%s"', (text, ids) => {
    expect(run(text).secondary).toEqual(ids);
  });

  it('takes a contrast of two as primary then secondary', () => {
    expect(run('cost per lead, and conversion rate as secondary').secondary).toEqual(['conversion_rate']);
    expect(run('main KPI roas and cpa as secondary').secondary).toEqual(['cpa']);
    expect(run('ctr, cpc, and cpm as secondary').secondary).toEqual(['ctr', 'cpc', 'cpm']);
  });

  it('takes the KPIs off the list by name', () => {
    const draft = { kpis: { secondary: ['ctr', 'cpc', 'reach'] } };
    expect(run('take reach off the secondary list', { draft }).secondary).toEqual(['ctr', 'cpc']);
  });

  it.each(['we also want leads from Germany', 'also women 25-40', 'plus a budget of 5k'])(
    'reads no secondary KPI in "%s"',
    (text) => {
      expect(run(text).facts).toEqual([]);
    },
  );

  it.each([
    ['secondary metrics: reach, frequency', 'awareness', 'cpm', undefined, ['reach', 'frequency']],
    ['KPI is CPL, also watch conversion rate', 'leads', '', 'cpl', ['conversion_rate']],
    ['primary kpi: cpc, secondary: ctr and lpv', 'traffic', '', 'cpc', ['ctr', 'landing_page_views']],
    ['we want CPA as the main one and roas as well', 'sales', '', 'cpa', ['roas']],
    ['cpi is the kpi. and d7 retention too', 'app_installs', '', 'cpi', ['day7_retention']],
    ['tack on cost per click as secondary', 'sales', 'roas', undefined, ['cpc']],
  ])('keeps the primary KPI out of "%s"', (text, objective, primary, wantPrimary, wantSecondary) => {
    const draft = mergePatch(createDraft({ now }), { objective, kpis: { primary } } as DraftPatch);
    const facts = readFacts(text, { step: 2, awaiting: null, draft, now, act: 'statement' });
    const primaryFact = facts.find((f) => f.key === 'primaryKpi');
    expect(primaryFact?.value).toEqual(wantPrimary);
    const secondary = facts.filter((f) => f.key === 'secondaryKpis').flatMap((f) => f.value as string[]);
    expect(secondary).toEqual(wantSecondary);
  });

  it('reads adding and caring about metrics, alongside the primary one', () => {
    expect(run('add cpm and frequency').secondary).toEqual(['cpm', 'frequency']);
    expect(run('we also care about landing page views').secondary).toEqual(['landing_page_views']);
    expect(run('measure ctr and cpc alongside it').secondary).toEqual(['ctr', 'cpc']);
    expect(run('CPA secondary').secondary).toEqual(['cpa']);
    expect(run('add cpa as the main kpi').facts).toEqual([]);
  });

  it('swaps one secondary KPI for another', () => {
    const draft = { kpis: { secondary: ['ctr', 'reach'] } };
    expect(run('switch reach to cpm', { draft }).secondary).toEqual(['ctr', 'cpm']);
    expect(run('swap cpc for cpm in the secondary ones').secondary).toEqual(['cpm']);
    expect(run('switch roas to cpa', { draft }).facts).toEqual([]);
  });

  it('removes a KPI no longer tracked, with filler after it', () => {
    const draft = { kpis: { secondary: ['ctr', 'frequency'] } };
    expect(run('no need to track frequency anymore', { draft }).secondary).toEqual(['ctr']);
  });

  it.each([
    ['swap roas for cpa', 'cpa'],
    ['use cpa instead of roas', 'cpa'],
    ['change the kpi from roas to conversion value', 'conversion_value'],
    ["don't track ctr anymore, the kpi is cpa", 'cpa'],
  ])('the primary KPI of "%s" is the one wanted', (text, want) => {
    const draft = mergePatch(createDraft({ now }), { objective: 'sales', kpis: { primary: 'roas' } });
    const facts = readFacts(text, { step: 2, awaiting: null, draft, now, act: 'statement' });
    expect(facts.find((f) => f.key === 'primaryKpi')?.value).toBe(want);
  });

  it.each([
    ['seconday kpis: cpm, reach', ['cpm', 'reach']],
    ['also trak cpc', ['cpc']],
    ['kpis: cpa (main), ctr and cpm (secondary)', ['ctr', 'cpm']],
    ['also track ctr, goal', ['ctr']],
    ['also track bounce rate', ['bounce rate']],
  ])('reads typos, parentheses and stops at non-metrics in "%s"', (text, ids) => {
    expect(run(text).facts.flatMap((f) => f.value)).toEqual(ids);
  });

  it('keeps the primary KPI of "X and also Y"', () => {
    const draft = mergePatch(createDraft({ now }), { objective: 'sales' });
    const facts = readFacts('we want to see CPA and also ROAS', {
      step: 2,
      awaiting: null,
      draft,
      now,
      act: 'statement',
    });
    expect(facts.find((f) => f.key === 'primaryKpi')?.value).toBe('cpa');
    expect(facts.find((f) => f.key === 'secondaryKpis')?.value).toEqual(['roas']);
  });

  it.each(['no secondary kpis', 'remove all the other metrics', 'secondary metrics: none'])(
    'clears the list on "%s"',
    (text) => {
      const r = run(text, { draft: { kpis: { secondary: ['ctr', 'cpc'] } } });
      expect(r.secondary).toEqual([]);
      expect(r.said).toEqual(['no secondary KPIs']);
    },
  );

  it('replaces the list when told to make or set it', () => {
    const draft = { kpis: { secondary: ['reach'] } };
    expect(run('set the secondary kpis to ctr and cpm', { draft }).secondary).toEqual(['ctr', 'cpm']);
    expect(run('make the other metrics cpc', { draft }).secondary).toEqual(['cpc']);
  });
});
