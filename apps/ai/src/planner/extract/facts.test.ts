import { createDraft } from '@northstar/shared/campaign/draft';
import { describe, expect, it } from 'vitest';
import { extractAllocation } from './allocation.ts';
import { extractBidding } from './bidding.ts';
import { extractFacts, type FactContext } from './facts.ts';
import { extractIndustry } from './industry.ts';
import { extractKpi } from './kpi.ts';

const NOW = new Date('2025-03-10T12:00:00Z');
const ctx = (over: Partial<FactContext> = {}): FactContext => ({
  step: 1,
  awaiting: null,
  draft: createDraft({ now: NOW }),
  now: NOW,
  ...over,
});

describe('extractFacts', () => {
  it('reads several steps’ fields from one message', () => {
    const facts = extractFacts(
      'A campaign called Spring Sale for sales on Google and Facebook in the US and Canada, ages 25-54, budget $25k starting next Monday',
      ctx(),
    );
    expect(facts).toMatchObject({
      name: 'Spring Sale',
      objective: 'sales',
      platforms: { include: ['google-ads', 'facebook'] },
      countries: { include: ['US', 'CA'] },
      ages: { ageMin: 25, ageMax: 54 },
      budget: { amount: 25_000, currency: 'USD', daily: false },
      dates: { startDate: '2025-03-17' },
    });
  });

  it('keeps quoted copy away from the other extractors', () => {
    const facts = extractFacts('"Shop on Instagram in Germany today"', ctx({ step: 5 }));
    expect(facts.headlines?.items).toEqual(['Shop on Instagram in Germany today']);
    expect(facts.platforms).toBeUndefined();
    expect(facts.countries).toBeUndefined();
  });

  it('reads quoted text as headlines only where headlines are wanted', () => {
    expect(extractFacts('"Shop now"', ctx({ step: 3 })).headlines).toBeUndefined();
    expect(extractFacts('headline "Shop now"', ctx({ step: 3 })).headlines?.items).toEqual(['Shop now']);
  });

  it('reads a bare phrase as the name and a bare number as the budget only when asked', () => {
    expect(extractFacts('Spring Sale', ctx()).name).toBeUndefined();
    expect(extractFacts('Spring Sale', ctx({ awaiting: 'campaignName' })).name).toBe('Spring Sale');
    expect(extractFacts('25000', ctx({ step: 4 })).budget).toBeUndefined();
    expect(extractFacts('25000', ctx({ step: 7 })).budget?.amount).toBe(25_000);
  });

  it('does not take the sales objective from a name like "Summer Sales"', () => {
    const facts = extractFacts('Summer Sales', ctx({ awaiting: 'campaignName' }));
    expect(facts.name).toBe('Summer Sales');
    expect(facts.objective).toBeUndefined();
  });

  it('reads a regulated category on step 1 only, unless the message says "category"', () => {
    expect(extractFacts('a casino campaign', ctx()).category).toBe('gambling');
    expect(extractFacts('copy about our casino', ctx({ step: 5 })).category).toBeUndefined();
    expect(extractFacts('change the category to crypto', ctx({ step: 5 })).category).toBe('crypto');
  });

  it('does not read a bid target as the budget', () => {
    const facts = extractFacts('target CPA of $40', ctx({ step: 8 }));
    expect(facts.bidding?.strategy).toEqual({ type: 'target_cpa', targetCpa: 40 });
    expect(facts.budget).toBeUndefined();
  });
});

describe('extractKpi', () => {
  it('reads KPIs of the objective on step 2', () => {
    expect(extractKpi('ROAS', 'sales', { loose: true })).toEqual({ id: 'roas', valid: true });
    expect(extractKpi('cost per lead please', 'leads', { loose: true })).toEqual({ id: 'cpl', valid: true });
    expect(extractKpi('CPM', 'sales', { loose: true })).toEqual({ id: 'cpm', valid: false });
  });

  it('needs the word KPI elsewhere', () => {
    expect(extractKpi('ROAS', 'sales')).toBeNull();
    expect(extractKpi('make the KPI CPA', 'sales')).toEqual({ id: 'cpa', valid: true });
  });
});

describe('extractAllocation', () => {
  it('reads per-platform percentages and an ordered split', () => {
    expect(extractAllocation('60% Google, 40% Facebook', ['google-ads', 'facebook'])).toEqual({
      'google-ads': 60,
      facebook: 40,
    });
    expect(extractAllocation('TikTok 30% and Google 70%', ['google-ads', 'tiktok'])).toEqual({
      tiktok: 30,
      'google-ads': 70,
    });
    expect(extractAllocation('a 70/30 split', ['google-ads', 'tiktok'])).toEqual({
      'google-ads': 70,
      tiktok: 30,
    });
    expect(extractAllocation('sounds good', ['google-ads'])).toBeNull();
  });
});

describe('extractBidding', () => {
  it.each([
    ['target ROAS 4x', { strategy: { type: 'target_roas', targetRoas: 4 } }],
    ['target ROAS of 350%', { strategy: { type: 'target_roas', targetRoas: 3.5 } }],
    ['manual CPC, max $2.50', { strategy: { type: 'manual_cpc', maxCpc: 2.5 } }],
    ['automated bidding', { strategy: { type: 'automated' } }],
    [
      'optimize for reach with a frequency cap of 3 per week',
      { goal: 'reach', frequencyCap: { impressions: 3, per: 'week' } },
    ],
  ])('reads "%s"', (text, expected) => {
    expect(extractBidding(text)).toEqual(expected);
  });
});

describe('extractIndustry', () => {
  it('reads explicit industries only', () => {
    expect(extractIndustry('we are in the fashion retail industry')).toBe('Fashion Retail');
    expect(extractIndustry('industry: software')).toBe('Software');
    expect(extractIndustry('we sell running shoes online')).toBe('Running Shoes');
    expect(extractIndustry('a sale on shoes')).toBeNull();
  });
});
