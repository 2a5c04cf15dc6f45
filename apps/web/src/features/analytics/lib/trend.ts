import type { AnalyticsSummary, UnitTrend } from '@northstar/shared/analytics/schemas';

// What the trend card can chart: each objective unit's results beside the spend that bought them.
// Revenue only for purchases (sales campaigns), the only results that carry it; a leads account never
// sees a "Revenue Trend" at $0.

export interface TrendView {
  id: string;
  /** "Leads": the card reads "Leads Trend". */
  title: string;
  /** The results series, in `format`; null where the sandbox records none (engagements). */
  values: readonly number[] | null;
  format: 'money' | 'count';
  /** The spend of the campaigns the results belong to, per day. */
  spend: readonly number[];
  /** Why there is no results series, when there is none. */
  note: string | null;
}

const UNIT_TITLES: Readonly<Record<UnitTrend['unit'], string>> = {
  reach: 'People Reached',
  clicks: 'Clicks',
  engagements: 'Engagements',
  leads: 'Leads',
  purchases: 'Revenue',
  installs: 'Installs',
};

function viewOf(unit: UnitTrend, summary: AnalyticsSummary): TrendView {
  if (unit.unit === 'purchases') {
    return {
      id: 'revenue',
      title: UNIT_TITLES.purchases,
      values: summary.daily.map((d) => d.revenue),
      format: 'money',
      spend: unit.spend,
      note: null,
    };
  }
  return {
    id: unit.unit,
    title: UNIT_TITLES[unit.unit],
    values: unit.results,
    format: 'count',
    spend: unit.spend,
    note:
      unit.results === null
        ? 'The sandbox simulates clicks and conversions, not engagements: only their spend is charted.'
        : null,
  };
}

/** One view per unit the range's delivery is measured in, the most spent first; spend alone without. */
export function trendViews(summary: AnalyticsSummary): TrendView[] {
  const views = summary.byUnit.map((unit) => viewOf(unit, summary));
  if (views.length) return views;
  return [
    {
      id: 'spend',
      title: 'Spend',
      values: null,
      format: 'money',
      spend: summary.daily.map((d) => d.spend),
      note: null,
    },
  ];
}
