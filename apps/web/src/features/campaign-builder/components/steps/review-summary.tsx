import {
  KPI_OPTIONS_BY_OBJECTIVE,
  OBJECTIVES,
  platformName,
  REGULATED_CATEGORIES,
} from '@northstar/shared/campaign';
import type { CampaignDraft } from '@northstar/shared/campaign/schemas';
import { countryName } from '../../lib/countries.ts';
import { formatMoney } from '../../lib/format.ts';

export interface SummaryRow {
  label: string;
  value: string;
}

const list = (items: readonly string[], empty = 'None') => (items.length ? items.join(', ') : empty);
const text = (value: string, empty = 'Not set') => value.trim() || empty;
const KPI_LABELS = new Map(
  Object.values(KPI_OPTIONS_BY_OBJECTIVE)
    .flat()
    .map((k) => [k.id, k.label]),
);
const kpiLabel = (id: string) => KPI_LABELS.get(id) ?? id;
const DEVICE = { desktop: 'Desktop', mobile: 'Mobile', tablet: 'Tablet', ctv: 'Connected TV' } as const;
const GOAL = {
  '': 'Not set',
  impressions: 'Impressions',
  reach: 'Reach',
  clicks: 'Clicks',
  conversions: 'Conversions',
  conversion_value: 'Conversion value',
} as const;
const STRATEGY = {
  automated: 'Automated',
  target_cpa: 'Target CPA',
  target_roas: 'Target ROAS',
  manual_cpc: 'Manual CPC',
};

/** Read-only rows per step (1..8) for the review. */
export function summaryRows(d: CampaignDraft): Record<number, SummaryRow[]> {
  const age = `${d.targeting.demographics.ageMin} to ${d.targeting.demographics.ageMax === 65 ? '65+' : d.targeting.demographics.ageMax}`;
  const { strategy, optimization } = d.bidding;
  const target =
    strategy.type === 'target_cpa' && strategy.targetCpa !== undefined
      ? ` (${formatMoney(strategy.targetCpa, d.budget.currency)})`
      : strategy.type === 'target_roas' && strategy.targetRoas !== undefined
        ? ` (${strategy.targetRoas}x)`
        : strategy.type === 'manual_cpc' && strategy.maxCpc !== undefined
          ? ` (max ${formatMoney(strategy.maxCpc, d.budget.currency)})`
          : '';
  const allocation = d.platforms.selected
    .filter((p) => d.budget.allocation[p] !== undefined)
    .map((p) => `${platformName(p)} ${d.budget.allocation[p]}%`);
  return {
    1: [
      { label: 'Name', value: text(d.campaignName) },
      { label: 'Objective', value: OBJECTIVES.find((o) => o.id === d.objective)?.label ?? 'Not set' },
      { label: 'Industry', value: text(d.industry) },
      { label: 'Tags', value: list(d.tags) },
    ],
    2: [
      { label: 'Primary KPI', value: d.kpis.primary ? kpiLabel(d.kpis.primary) : 'Not set' },
      { label: 'Secondary KPIs', value: list(d.kpis.secondary.map(kpiLabel)) },
      { label: 'Attribution window', value: `${d.conversionTracking.attributionWindow} days` },
      { label: 'Reports', value: `${d.reporting.frequency}, ${d.reporting.format}` },
    ],
    3: [
      ...(d.campaignType === 'regulated'
        ? [
            {
              label: 'Category',
              value: REGULATED_CATEGORIES.find((c) => c.id === d.regulatedCategory)?.label ?? 'Not set',
            },
          ]
        : []),
      { label: 'Platforms', value: list(d.platforms.selected.map(platformName)) },
    ],
    4: [
      { label: 'Ages', value: age },
      { label: 'Countries', value: list(d.targeting.geography.countries.map(countryName)) },
      {
        label: 'Devices',
        value: list(
          d.targeting.devices.map((x) => DEVICE[x]),
          'All devices',
        ),
      },
      { label: 'Interests', value: list(d.targeting.interests) },
    ],
    5: [
      { label: 'Headlines', value: list(d.creatives.copy.headlines.filter((h) => h.trim())) },
      { label: 'Descriptions', value: String(d.creatives.copy.descriptions.filter((x) => x.trim()).length) },
      { label: 'Calls to action', value: list(d.creatives.copy.callsToAction) },
      { label: 'Assets', value: String(d.creatives.assets.length) },
    ],
    7: [
      {
        label: 'Budget',
        value: `${formatMoney(d.budget.totalBudget, d.budget.currency)} ${d.budget.budgetType}, ${d.budget.pacing} pacing`,
      },
      { label: 'Allocation', value: list(allocation, 'Automatic') },
      {
        label: 'Schedule',
        value: `${text(d.schedule.startDate)} to ${d.schedule.endDate || 'open end'} (${d.schedule.timezone})`,
      },
    ],
    8: [
      { label: 'Strategy', value: `${STRATEGY[strategy.type]}${target}` },
      { label: 'Optimisation goal', value: GOAL[optimization.goal] },
      {
        label: 'Frequency cap',
        value: optimization.frequencyCap
          ? `${optimization.frequencyCap.impressions} per ${optimization.frequencyCap.per}`
          : 'None',
      },
    ],
  };
}
