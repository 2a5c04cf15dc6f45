// Deterministic sample analytics (SPEC: the analytics figures are sample data). Each calendar day
// always gets the same figures, so a chart, a report and a test agree with each other.

export interface DailyMetrics {
  /** Local calendar date, YYYY-MM-DD. */
  date: string;
  impressions: number;
  clicks: number;
  conversions: number;
  /** Ad spend in dollars, the 15% platform markup included. */
  spend: number;
  revenue: number;
}

export interface RangeTotals {
  impressions: number;
  clicks: number;
  conversions: number;
  spend: number;
  revenue: number;
  ctr: number;
  cpc: number;
  cpm: number;
  roas: number;
  conversionRate: number;
}

export const HISTORY_DAYS = 180;
export const PLATFORM_MARKUP = 0.15;
const DAY_MS = 24 * 60 * 60 * 1000;

// mulberry32: a tiny seeded PRNG; the seed is the day number, so a day's figures never change.
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pad = (n: number) => String(n).padStart(2, '0');
export const toIsoDate = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** YYYY-MM-DD -> local midnight; null for anything else. */
export function parseIsoDate(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return toIsoDate(date) === value ? date : null;
}

function metricsFor(date: Date): DailyMetrics {
  const dayNumber = Math.floor(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) / DAY_MS);
  const next = random(dayNumber * 7919);
  const weekday = date.getDay();
  const weekend = weekday === 0 || weekday === 6 ? 0.78 : 1;
  // A slow upward trend with a seasonal wave, so longer ranges show a shape.
  const trend = 1 + ((dayNumber % 365) / 365) * 0.35 + Math.sin(dayNumber / 9) * 0.06;
  const impressions = Math.round((42_000 + next() * 14_000) * weekend * trend);
  const clicks = Math.round(impressions * (0.024 + next() * 0.011));
  const conversions = Math.round(clicks * (0.032 + next() * 0.018));
  const spend = Math.round(clicks * (1.05 + next() * 0.45) * (1 + PLATFORM_MARKUP) * 100) / 100;
  const revenue = Math.round(conversions * (68 + next() * 34) * 100) / 100;
  return { date: toIsoDate(date), impressions, clicks, conversions, spend, revenue };
}

/** Daily figures from `from` to `to` inclusive (local dates), oldest first. */
export function dailyMetrics(from: Date, to: Date): DailyMetrics[] {
  const days: DailyMetrics[] = [];
  const cursor = new Date(from.getFullYear(), from.getMonth(), from.getDate());
  const end = new Date(to.getFullYear(), to.getMonth(), to.getDate());
  while (cursor <= end && days.length <= HISTORY_DAYS * 2) {
    days.push(metricsFor(cursor));
    cursor.setDate(cursor.getDate() + 1);
  }
  return days;
}

export const daysBefore = (date: Date, days: number) =>
  new Date(date.getFullYear(), date.getMonth(), date.getDate() - days);

const ratio = (a: number, b: number) => (b > 0 ? a / b : 0);

export function totalsOf(days: readonly DailyMetrics[]): RangeTotals {
  const sum = (key: keyof Omit<DailyMetrics, 'date'>) => days.reduce((total, day) => total + day[key], 0);
  const impressions = sum('impressions');
  const clicks = sum('clicks');
  const conversions = sum('conversions');
  const spend = sum('spend');
  const revenue = sum('revenue');
  return {
    impressions,
    clicks,
    conversions,
    spend,
    revenue,
    ctr: ratio(clicks, impressions),
    cpc: ratio(spend, clicks),
    cpm: ratio(spend, impressions) * 1000,
    roas: ratio(revenue, spend),
    conversionRate: ratio(conversions, clicks),
  };
}

/** Relative change from `previous` to `current`; null when there is nothing to compare with. */
export const changeOf = (current: number, previous: number): number | null =>
  previous > 0 ? (current - previous) / previous : null;

export function reportCsv(days: readonly DailyMetrics[]): string {
  const header = 'date,impressions,clicks,conversions,spend_usd,revenue_usd';
  const rows = days.map((d) =>
    [d.date, d.impressions, d.clicks, d.conversions, d.spend.toFixed(2), d.revenue.toFixed(2)].join(','),
  );
  return [header, ...rows].join('\n');
}
