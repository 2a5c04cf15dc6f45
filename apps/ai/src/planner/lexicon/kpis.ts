import type { Vocabulary } from './vocabulary.ts';

// The one copy of the KPI vocabulary: the names people use for each KPI id of the shared
// KPI_OPTIONS_BY_OBJECTIVE table. The primary KPI, the secondary KPIs and the custom goals all read it.
// Costs said as sentences ("what each install costs us") are phrases, kept in extract/kpi.ts.
export const KPIS: Vocabulary = {
  kind: 'kpi',
  entries: [
    {
      values: ['cpm'],
      names: ['CPM', 'cost per thousand', 'cost per mille', 'cost per thousand impressions'],
    },
    { values: ['reach'], names: ['reach'] },
    { values: ['frequency'], names: ['frequency', 'ad frequency'] },
    { values: ['cpc'], names: ['CPC', 'cost per click'] },
    {
      values: ['ctr'],
      names: [
        ...['CTR', 'CTRs', 'click-through', 'click-through rate', 'click-through rates'],
        ...['clickthrough', 'clickthrough rate', 'clickthrough rates', 'click rate', 'click rates'],
      ],
    },
    {
      values: ['landing_page_views'],
      names: ['landing page views', 'landing page view', 'landing-page views', 'LPV', 'LPVs'],
    },
    { values: ['engagement_rate'], names: ['engagement rate'], alone: ['engagement'] },
    { values: ['cost_per_engagement'], names: ['cost per engagement', 'CPE'] },
    { values: ['video_views'], names: ['video views', 'video view', 'views'] },
    { values: ['cpl'], names: ['CPL', 'cost per lead'] },
    { values: ['leads'], names: ['lead', 'leads', 'lead volume'] },
    {
      values: ['conversion_rate'],
      names: ['conversion rate', 'conversion rates', 'conv rate', 'conv rates', 'CVR'],
    },
    { values: ['roas'], names: ['ROAS', 'return on ad spend', 'ROI'] },
    {
      values: ['cpa'],
      names: [
        'CPA',
        'cost per acquisition',
        'cost per action',
        'cost per conversion',
        'cost per sale',
        'cost per purchase',
        'cost per order',
        'CAC',
        'customer acquisition cost',
        'cost to acquire',
      ],
    },
    { values: ['conversion_value'], names: ['conversion value', 'revenue'] },
    { values: ['cpi'], names: ['CPI', 'cost per install'] },
    { values: ['installs'], names: ['install', 'installs', 'app installs'] },
    {
      values: ['day7_retention'],
      names: ['day 7 retention', 'day7 retention', 'D7', 'D7 retention', 'retention'],
    },
  ],
};
