// The objectives and their KPI choices, without zod (the builder's first paint reads them); the schema
// is in objective-schema.ts.

export const OBJECTIVE_IDS = [
  'awareness',
  'traffic',
  'engagement',
  'leads',
  'sales',
  'app_installs',
] as const;
export type Objective = (typeof OBJECTIVE_IDS)[number];

const isObjective = (value: string): value is Objective =>
  (OBJECTIVE_IDS as readonly string[]).includes(value);

export const OBJECTIVES: readonly { id: Objective; label: string }[] = [
  { id: 'awareness', label: 'Awareness' },
  { id: 'traffic', label: 'Traffic' },
  { id: 'engagement', label: 'Engagement' },
  { id: 'leads', label: 'Leads' },
  { id: 'sales', label: 'Sales' },
  { id: 'app_installs', label: 'App Installs' },
];

export interface KpiOption {
  id: string;
  label: string;
}

const kpi = (id: string, label: string): KpiOption => ({ id, label });

/** Primary KPI choices follow the objective; the first entry is the suggested default. */
export const KPI_OPTIONS_BY_OBJECTIVE: Readonly<Record<Objective, readonly KpiOption[]>> = {
  awareness: [kpi('cpm', 'CPM'), kpi('reach', 'Reach'), kpi('frequency', 'Frequency')],
  traffic: [kpi('cpc', 'CPC'), kpi('ctr', 'CTR'), kpi('landing_page_views', 'Landing page views')],
  engagement: [
    kpi('engagement_rate', 'Engagement rate'),
    kpi('cost_per_engagement', 'Cost per engagement'),
    kpi('video_views', 'Video views'),
  ],
  leads: [kpi('cpl', 'Cost per lead'), kpi('leads', 'Leads'), kpi('conversion_rate', 'Conversion rate')],
  sales: [kpi('roas', 'ROAS'), kpi('cpa', 'CPA'), kpi('conversion_value', 'Conversion value')],
  app_installs: [
    kpi('cpi', 'Cost per install'),
    kpi('installs', 'Installs'),
    kpi('day7_retention', 'Day-7 retention'),
  ],
};

export const kpiOptionsFor = (objective: string): readonly KpiOption[] =>
  isObjective(objective) ? KPI_OPTIONS_BY_OBJECTIVE[objective] : [];

export const isKpiForObjective = (objective: string, kpiId: string): boolean =>
  kpiOptionsFor(objective).some((k) => k.id === kpiId);
