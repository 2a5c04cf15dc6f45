import type { CampaignDraft } from '@northstar/shared/campaign/schemas';
import type { CaseStart, DraftExpectation } from '../eval-types.ts';
import type { CaseClass, FrozenCase } from './frozen-types.ts';

// Helpers the case files share: a table per class with numbered ids, and the draft paths by name.

export const P = {
  name: 'campaignName',
  objective: 'objective',
  industry: 'industry',
  tags: 'tags',
  description: 'description',
  category: 'regulatedCategory',
  type: 'campaignType',
  kpi: 'kpis.primary',
  kpi2: 'kpis.secondary',
  goals: 'kpis.customGoals',
  attribution: 'conversionTracking.attributionWindow',
  reportFreq: 'reporting.frequency',
  reportTo: 'reporting.recipients',
  reportFormat: 'reporting.format',
  platforms: 'platforms.selected',
  countries: 'targeting.geography.countries',
  regions: 'targeting.geography.regions',
  cities: 'targeting.geography.cities',
  ageMin: 'targeting.demographics.ageMin',
  ageMax: 'targeting.demographics.ageMax',
  genders: 'targeting.demographics.genders',
  devices: 'targeting.devices',
  interests: 'targeting.interests',
  headlines: 'creatives.copy.headlines',
  bodies: 'creatives.copy.descriptions',
  ctas: 'creatives.copy.callsToAction',
  total: 'budget.totalBudget',
  budgetType: 'budget.budgetType',
  currency: 'budget.currency',
  pacing: 'budget.pacing',
  start: 'schedule.startDate',
  end: 'schedule.endDate',
  bid: 'bidding.strategy.type',
  cpa: 'bidding.strategy.targetCpa',
  roas: 'bidding.strategy.targetRoas',
  maxCpc: 'bidding.strategy.maxCpc',
  freqCap: 'bidding.optimization.frequencyCap',
} as const;

/** Each platform's share is its own leaf path. */
export const alloc = (shares: Record<string, number>): DraftExpectation =>
  Object.fromEntries(Object.entries(shares).map(([id, pct]) => [`budget.allocation.${id}`, pct]));

/** A lifetime total (the type a stated total implies). */
export const lifetime = (total: number, currency?: string): DraftExpectation => ({
  [P.total]: total,
  [P.budgetType]: 'lifetime',
  ...(currency ? { [P.currency]: currency } : {}),
});

export const daily = (total: number, currency?: string): DraftExpectation => ({
  [P.total]: total,
  [P.budgetType]: 'daily',
  ...(currency ? { [P.currency]: currency } : {}),
});

type Outcome = Omit<FrozenCase, 'id' | 'class' | 'fact' | 'at' | 'say'>;

/** The draft must change exactly so. */
export const sets = (expect: DraftExpectation, more: Outcome = {}): Outcome => ({ expect, ...more });
/** Nothing changes (a question, a what-if, small talk, a declined offer). */
export const same = (more: Outcome = {}): Outcome => ({ unchanged: true, ...more });
/** A question or what-if: nothing changes and the pending suggestion stays as it was. */
export const asks = (more: Outcome = {}): Outcome => ({ unchanged: true, keepsPending: true, ...more });
/** Approves the pending suggestion, then the list edits or values `edit` gives on top. */
export const onPending = (edit: (approved: CampaignDraft) => DraftExpectation): Outcome => ({
  fromPending: edit,
});

export function table(cls: CaseClass) {
  const cases: FrozenCase[] = [];
  const counters = new Map<string, number>();
  const add = (fact: string, at: CaseStart, say: string, outcome: Outcome): void => {
    const n = (counters.get(fact) ?? 0) + 1;
    counters.set(fact, n);
    cases.push({ id: `fz-${cls}-${fact}-${n}`, class: cls, fact, at, say, ...outcome });
  };
  return { cases, add };
}

export const at = (step: number, draft?: CaseStart['draft'], before?: string[]): CaseStart => ({
  step,
  ...(draft ? { draft } : {}),
  ...(before ? { before } : {}),
});
