import { RECOMMENDATION_TITLES } from '@northstar/shared/analytics';
import type { Recommendation } from '@northstar/shared/analytics/schemas';
import { platformName } from '@northstar/shared/campaign';
import type { BreakdownRow, DeliveryBreakdown } from './analytics.repository.ts';

// The Campaigns module's three cards, computed from the user's own delivery of the last 28 days. Until the
// figures can carry the advice a card has enoughData false (the page says "Not enough data yet") and says
// what it needs.

export const RECOMMENDATION_WINDOW_DAYS = 28;
/** A platform's figures count once it has spent this much and shown this many impressions. */
const MIN_PLATFORM_SPEND = 50;
const MIN_PLATFORM_IMPRESSIONS = 1_000;
/** Two efficiencies closer than this are the same within the noise of a few weeks. */
const MEANINGFUL_GAP = 0.15;
/**
 * Average impressions per person a day above which an audience is worn out. The sandbox lets a platform
 * show each person at most 2 impressions a day (reach saturating toward it), so 1.5 means the campaign
 * already buys most of what its audience can take.
 */
const SATURATED_FREQUENCY = 1.5;
const MIN_SCHEDULE_DAYS = 14;
const WEEKDAYS = ['Sundays', 'Mondays', 'Tuesdays', 'Wednesdays', 'Thursdays', 'Fridays', 'Saturdays'];

const card = (
  kind: Recommendation['kind'],
  message: string,
  enoughData = true,
  campaignId: string | null = null,
): Recommendation => ({ kind, title: RECOMMENDATION_TITLES[kind], message, enoughData, campaignId });

const percent = (n: number) => `${Math.round(n * 100)}%`;
const money = (n: number) => `$${n.toFixed(2)}`;

/**
 * Value per dollar: revenue when there is any (ROAS), otherwise results per dollar, so a leads or
 * awareness account is compared on what it buys.
 */
function efficiency(row: BreakdownRow, byRevenue: boolean): number {
  if (!(row.spend > 0)) return 0;
  return byRevenue ? row.revenue / row.spend : row.conversions / row.spend;
}

export function budgetCard(platforms: DeliveryBreakdown['platforms']): Recommendation {
  const measured = platforms.filter(
    (p) => p.spend >= MIN_PLATFORM_SPEND && p.impressions >= MIN_PLATFORM_IMPRESSIONS,
  );
  if (measured.length < 2)
    return card(
      'budget',
      `This needs two platforms with at least ${money(MIN_PLATFORM_SPEND)} of delivery each in the last ${RECOMMENDATION_WINDOW_DAYS} days.`,
      false,
    );
  const byRevenue = measured.some((p) => p.revenue > 0);
  const ranked = [...measured].sort((a, b) => efficiency(b, byRevenue) - efficiency(a, byRevenue));
  const best = ranked[0] as BreakdownRow & { platform: string };
  const worst = ranked.at(-1) as BreakdownRow & { platform: string };
  const top = efficiency(best, byRevenue);
  const bottom = efficiency(worst, byRevenue);
  const name = (p: { platform: string }) => platformName(p.platform);
  if (!(top > 0) || (bottom > 0 && top / bottom - 1 < MEANINGFUL_GAP))
    return card(
      'budget',
      `Your platforms perform within ${percent(MEANINGFUL_GAP)} of each other: keep the current split.`,
    );
  const measure = byRevenue
    ? `${top.toFixed(2)}x return on ad spend against ${bottom.toFixed(2)}x`
    : `${money(best.spend / Math.max(1, best.conversions))} per result against ${worst.conversions > 0 ? money(worst.spend / worst.conversions) : 'no results'}`;
  return card(
    'budget',
    `${name(best)} delivers ${measure} on ${name(worst)}: move 10-20% of the budget from ${name(worst)} to ${name(best)}.`,
  );
}

export function audienceCard(
  campaigns: DeliveryBreakdown['campaigns'],
  names: ReadonlyMap<string, string>,
  days: number,
): Recommendation {
  const running = campaigns.filter((c) => c.reach > 0 && names.has(c.campaignId));
  if (running.length === 0 || days < 3)
    return card('audience', `This needs three days of delivery from an active campaign.`, false);
  const [most] = running
    .map((c) => ({ ...c, frequency: c.impressions / c.reach }))
    .sort((a, b) => b.frequency - a.frequency);
  if (!most || most.frequency < SATURATED_FREQUENCY)
    return card(
      'audience',
      `No audience is saturated: the highest frequency is ${(most?.frequency ?? 0).toFixed(1)} impressions per person a day.`,
    );
  const name = names.get(most.campaignId) ?? 'A campaign';
  return card(
    'audience',
    `“${name}” shows its ads ${most.frequency.toFixed(1)} times a day to the same people: widen its audience (more regions, a broader age range or fewer interests) before raising its budget.`,
    true,
    most.campaignId,
  );
}

export function scheduleCard(weekdays: DeliveryBreakdown['weekdays'], days: number): Recommendation {
  const measured = weekdays.filter((d) => d.spend > 0);
  if (days < MIN_SCHEDULE_DAYS || measured.length < 7)
    return card(
      'schedule',
      `A day-of-week pattern needs ${MIN_SCHEDULE_DAYS} days of delivery (${days} so far).`,
      false,
    );
  const byRevenue = measured.some((d) => d.revenue > 0);
  const ranked = [...measured].sort((a, b) => efficiency(b, byRevenue) - efficiency(a, byRevenue));
  const best = ranked[0];
  const worst = ranked.at(-1);
  if (!best || !worst || !(efficiency(worst, byRevenue) > 0))
    return card('schedule', 'Some days have no results yet.', false);
  const gap = efficiency(best, byRevenue) / efficiency(worst, byRevenue) - 1;
  if (gap < MEANINGFUL_GAP)
    return card(
      'schedule',
      `Every day performs within ${percent(MEANINGFUL_GAP)}: keep delivering all week.`,
    );
  return card(
    'schedule',
    `Results per dollar are ${percent(gap)} better on ${WEEKDAYS[best.weekday]} than on ${WEEKDAYS[worst.weekday]}: weight the schedule toward ${WEEKDAYS[best.weekday]} and lower bids on ${WEEKDAYS[worst.weekday]}.`,
  );
}

export function recommendationsFrom(
  breakdown: DeliveryBreakdown,
  activeNames: ReadonlyMap<string, string>,
): Recommendation[] {
  return [
    budgetCard(breakdown.platforms),
    audienceCard(breakdown.campaigns, activeNames, breakdown.days),
    scheduleCard(breakdown.weekdays, breakdown.days),
  ];
}
