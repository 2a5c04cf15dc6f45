import type { DailyMetrics } from '@northstar/shared/analytics/schemas';

// Every row says where its figures come from: today that is the sandbox simulator, never an ad account.
const SOURCE = 'sandbox';

/** The range's daily rows as CSV, oldest first, one header line. */
export function reportCsv(days: readonly DailyMetrics[]): string {
  const header = 'date,impressions,clicks,conversions,spend_usd,revenue_usd,source';
  const rows = days.map((d) =>
    [d.date, d.impressions, d.clicks, d.conversions, d.spend.toFixed(2), d.revenue.toFixed(2), SOURCE].join(
      ',',
    ),
  );
  return [header, ...rows].join('\n');
}

export const reportFileName = (from: string, to: string) => `northstar-sandbox-report-${from}-to-${to}.csv`;
