import { SANDBOX_NOTICE } from '@northstar/shared/analytics';
import type { CampaignDraft } from '@northstar/shared/campaign/schemas';
import type { LaunchedCampaign, UserInsights } from './insights-reader.ts';

// The review of the user's launched campaigns, from their sandbox delivery: best and worst by cost per
// result, pacing against the flight, and what to change. Pure: the figures come from insights-reader.ts,
// and every one is labelled as sandbox delivery. With nothing launched it says so, and quotes no figure.

export type InsightsTopic = 'performance' | 'analytics';

const DAY_MS = 86_400_000;
const money = (n: number, currency = 'USD') =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency,
    maximumFractionDigits: n < 100 ? 2 : 0,
  }).format(n);
const count = (n: number) => new Intl.NumberFormat('en-US').format(Math.round(n));

interface Row {
  name: string;
  /** What one result is, in the campaign's objective ("conversion", "click", "1,000 impressions"). */
  unit: string;
  cost: number | null;
  pacing: Pacing | null;
  currency: string;
}

interface Pacing {
  /** Share of the budget spent / share of the flight gone, 1 = on pace. */
  ratio: number;
  spentShare: number;
  elapsedShare: number;
}

function unitOf(draft: CampaignDraft | null): 'conversion' | 'click' | 'impressions' {
  if (draft?.objective === 'traffic' || draft?.objective === 'engagement') return 'click';
  if (draft?.objective === 'awareness') return 'impressions';
  return 'conversion';
}

function costOf(c: LaunchedCampaign): number | null {
  const d = c.item.delivery;
  if (!d || d.spend <= 0) return null;
  const unit = unitOf(c.draft);
  if (unit === 'click') return d.clicks > 0 ? d.spend / d.clicks : null;
  if (unit === 'impressions') return d.impressions > 0 ? (d.spend / d.impressions) * 1000 : null;
  return d.conversions > 0 ? d.spend / d.conversions : null;
}

/** Spend so far against the budget the flight so far should have used; null without dates or budget. */
function pacingOf(c: LaunchedCampaign, now: Date): Pacing | null {
  const d = c.draft;
  const spend = c.item.delivery?.spend ?? 0;
  if (!d?.schedule.startDate || d.budget.totalBudget <= 0) return null;
  const start = Date.parse(`${d.schedule.startDate}T00:00:00Z`);
  if (now.getTime() < start) return null;
  const end = d.schedule.endDate ? Date.parse(`${d.schedule.endDate}T00:00:00Z`) + DAY_MS : null;
  const daysGone = Math.max(1, Math.ceil((now.getTime() - start) / DAY_MS));
  if (d.budget.budgetType === 'daily') {
    const planned = d.budget.totalBudget * daysGone;
    return { ratio: spend / planned, spentShare: spend / planned, elapsedShare: 1 };
  }
  if (end === null) return null;
  const elapsedShare = Math.min(1, (now.getTime() - start) / (end - start));
  const spentShare = spend / d.budget.totalBudget;
  return { ratio: elapsedShare > 0 ? spentShare / elapsedShare : 0, spentShare, elapsedShare };
}

const unitLabel = (unit: string) => (unit === 'impressions' ? '1,000 impressions' : unit);
const pct = (n: number) => `${Math.round(n * 100)}%`;

function pacingWord(p: Pacing): 'behind' | 'on pace' | 'ahead' {
  if (p.ratio < 0.8) return 'behind';
  if (p.ratio > 1.2) return 'ahead';
  return 'on pace';
}

function pacingLine(rows: Row[]): string | null {
  const paced = rows.filter((r): r is Row & { pacing: Pacing } => r.pacing !== null);
  if (paced.length === 0) return null;
  const parts = paced.map(
    (r) =>
      `“${r.name}” ${pacingWord(r.pacing)} (${pct(r.pacing.spentShare)} of its budget spent, ${pct(r.pacing.elapsedShare)} of its flight gone)`,
  );
  return `Pacing: ${parts.join('; ')}.`;
}

function changes(rows: Row[], best: Row | undefined, worst: Row | undefined): string[] {
  const out: string[] = [];
  if (
    best &&
    worst &&
    best !== worst &&
    worst.cost !== null &&
    best.cost !== null &&
    worst.cost > best.cost * 1.5
  )
    out.push(
      `move budget from “${worst.name}” to “${best.name}”, whose results cost ${Math.round(worst.cost / best.cost)}x less`,
    );
  for (const r of rows) {
    if (!r.pacing) continue;
    const word = pacingWord(r.pacing);
    if (word === 'behind')
      out.push(
        `“${r.name}” is under-delivering: widen its audience or raise its bids so it spends its budget`,
      );
    if (word === 'ahead')
      out.push(`“${r.name}” will run out early: lower its daily spend or extend its end date`);
  }
  for (const r of rows)
    if (r.cost === null)
      out.push(`“${r.name}” has no results yet: check its tracking and give it a few more days`);
  return out.slice(0, 4);
}

/** The review (or the analytics answer) for the user's own campaigns; `null` insights: the API was unreachable. */
export function insightsAnswer(insights: UserInsights | null, topic: InsightsTopic, now: Date): string {
  if (!insights)
    return 'I could not read your campaigns just now, so I cannot review their delivery; please try again in a moment.';
  if (insights.launched.length === 0) {
    const what =
      topic === 'analytics'
        ? 'Once one runs, the Analytics page and I can compare campaigns by cost per result and pacing.'
        : 'Launch one and I will review its sandbox delivery: best and worst by cost per result, pacing and what to change.';
    return `You have no launched campaigns yet, so there is no delivery to review. ${what}`;
  }
  const rows: Row[] = insights.launched.map((c) => ({
    name: c.item.name,
    unit: unitOf(c.draft),
    cost: costOf(c),
    pacing: pacingOf(c, now),
    currency: c.draft?.budget.currency ?? 'USD',
  }));
  const costed = rows.filter((r) => r.cost !== null).sort((a, b) => (a.cost ?? 0) - (b.cost ?? 0));
  const best = costed[0];
  const worst = costed.length > 1 ? costed.at(-1) : undefined;
  const n = rows.length;
  const scope = `your ${n === 1 ? 'launched campaign' : `${n} launched campaigns`}`;
  let first: string;
  if (best && worst)
    first = `Best by cost per result: “${best.name}” at ${money(best.cost ?? 0, best.currency)} per ${unitLabel(best.unit)}; worst: “${worst.name}” at ${money(worst.cost ?? 0, worst.currency)} per ${unitLabel(worst.unit)} (sandbox delivery of ${scope}).`;
  else if (best)
    first = `“${best.name}” costs ${money(best.cost ?? 0, best.currency)} per ${unitLabel(best.unit)} so far${n > 1 ? '; the others have no results yet' : ''} (sandbox delivery of ${scope}).`;
  else first = `None of ${scope} has delivered results yet (sandbox delivery).`;
  const t = insights.totals;
  const totals = t
    ? `Over the last ${insights.days} days: ${money(t.spend)} spent, ${count(t.impressions)} impressions, ${count(t.clicks)} clicks, ${count(t.conversions)} conversions${t.cpc !== null ? `, ${money(t.cpc)} per click` : ''}${t.roas !== null && t.revenue > 0 ? `, ROAS ${t.roas.toFixed(2)}x` : ''}.`
    : null;
  const todo = changes(rows, best, worst);
  return [
    first,
    totals,
    pacingLine(rows),
    todo.length ? `What to change: ${todo.join('; ')}.` : 'Nothing needs changing yet: keep them running.',
    `${SANDBOX_NOTICE}.`,
  ]
    .filter(Boolean)
    .join(' ');
}
