import type { CampaignDraft, Objective } from '@northstar/shared/campaign/draft';
import type { PlatformId, RegulatedCategory } from '@northstar/shared/campaign/platforms';
import { type AgeFacts, extractAges } from './ages.ts';
import { extractAllocation } from './allocation.ts';
import { type BiddingFacts, extractBidding } from './bidding.ts';
import { extractLooseName, extractStrongName, type NameMention } from './campaign-name.ts';
import { extractCategory } from './category.ts';
import { extractCountries } from './countries.ts';
import { type DateFacts, extractDates } from './dates.ts';
import { extractHeadlines } from './headlines.ts';
import { extractIndustry } from './industry.ts';
import { extractKpi, type KpiMention } from './kpi.ts';
import { type Currency, extractBudget } from './money.ts';
import { extractObjective } from './objective.ts';
import { extractPlatforms, type PlatformFacts } from './platforms.ts';
import { listMode } from './polarity.ts';

/** Everything a message says about the campaign; absent keys were not mentioned. */
export interface Facts {
  name?: string;
  objective?: Objective;
  category?: RegulatedCategory;
  industry?: string;
  kpi?: KpiMention;
  platforms?: PlatformFacts & { mode: 'add' | 'replace' };
  countries?: { include: string[]; exclude: string[]; mode: 'add' | 'replace' };
  ages?: AgeFacts;
  headlines?: { items: string[]; mode: 'add' | 'replace' };
  budget?: { amount: number; currency: Currency; daily: boolean };
  dates?: DateFacts;
  allocation?: Partial<Record<PlatformId, number>>;
  bidding?: BiddingFacts;
}
export type FactKey = keyof Facts;

export interface FactContext {
  step: number;
  /** What the planner asked for last (a field key) or the kind of the pending recommendation. */
  awaiting: string | null;
  draft: CampaignDraft;
  now: Date;
}

const QUOTED = /"[^"\n]*"|“[^”\n]*”|«[^»\n]*»/g;
const blank = (text: string, start: number, end: number) =>
  text.slice(0, start) + ' '.repeat(Math.max(0, end - start)) + text.slice(end);

/**
 * Reads every field it can from one message, whatever the step: a user may give several steps' answers at
 * once. Loose readings (a bare number as the budget, a bare phrase as the name) apply only where the
 * planner just asked for that field; quoted text is copy and is kept away from the other extractors.
 */
export function extractFacts(text: string, ctx: FactContext): Facts {
  const facts: Facts = {};
  const asked = (key: string) => ctx.awaiting === key;
  const { draft } = ctx;

  let name: NameMention | null = extractStrongName(text);
  if (!name && (asked('campaignName') || asked('campaign_name'))) name = extractLooseName(text);
  let plain = name ? blank(text, name.start, name.end) : text;

  const wantsCopy =
    ctx.step === 5 || /\bheadlines?\b/i.test(text) || asked('headlines') || asked('compliance_fix');
  if (wantsCopy) {
    const items = extractHeadlines(plain, name ? [name.name] : []);
    if (items.length) facts.headlines = { items, mode: listMode(plain.replace(QUOTED, ' ')) };
  }
  plain = plain.replace(QUOTED, (q) => ' '.repeat(q.length));

  if (name) {
    // "Summer Sales" as a bare answer is a name, not the sales objective.
    facts.name = name.name;
  }
  const objective = extractObjective(plain, { loose: ctx.step === 1 || asked('objective') });
  if (objective) facts.objective = objective.objective;
  const category = extractCategory(plain, { loose: asked('category') });
  if (category && (ctx.step === 1 || asked('category') || /\bcategory\b/i.test(plain)))
    facts.category = category;
  const industry = extractIndustry(plain);
  if (industry) facts.industry = industry;

  // "for leads with cost per lead as the KPI": the objective's own word is not the KPI.
  const kpiText = objective ? blank(plain, objective.start, objective.end) : plain;
  const kpi = extractKpi(kpiText, facts.objective ?? draft.objective, {
    loose: ctx.step === 2 || asked('kpi'),
  });
  if (kpi) facts.kpi = kpi;

  const platforms = extractPlatforms(plain);
  if (platforms.include.length || platforms.exclude.length || (platforms.all && ctx.step === 3)) {
    facts.platforms = { ...platforms, mode: listMode(plain) };
  }
  const countries = extractCountries(plain, { codes: ctx.step === 4 || asked('countries') });
  if (countries.include.length || countries.exclude.length)
    facts.countries = { ...countries, mode: listMode(plain) };
  const ages = extractAges(plain);
  if (ages.ageMin !== undefined || ages.ageMax !== undefined) facts.ages = ages;

  const budget = extractBudget(plain, { bareNumbers: ctx.step === 7 || asked('budget') });
  // Amounts inside a bid instruction ("target CPA of $40") are bids, not the budget.
  const bidding = extractBidding(plain);
  if (bidding.strategy || bidding.goal || bidding.frequencyCap) facts.bidding = bidding;
  if (budget && !(bidding.strategy && /\$|€|£/.test(plain) && !/\bbudget\b/i.test(plain)))
    facts.budget = budget;

  const dates = extractDates(plain, ctx.now, draft.schedule.timezone);
  if (dates.startDate || dates.endDate || dates.durationDays) facts.dates = dates;

  if (ctx.step === 7 || asked('budget_allocation')) {
    const allocation = extractAllocation(plain, draft.platforms.selected);
    if (allocation) facts.allocation = allocation;
  }
  return facts;
}

export const factKeys = (facts: Facts): FactKey[] => Object.keys(facts) as FactKey[];
