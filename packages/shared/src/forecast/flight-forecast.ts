import { audienceSize } from '../audience/breadth.ts';
import type { CampaignDraft } from '../campaign/draft.ts';
import type { Objective } from '../campaign/objectives.ts';
import type { PlatformId } from '../campaign/platforms.ts';
import { DAILY_RATE_NOISE, expectedRates } from '../market/expected-rates.ts';
import { DEFAULT_DURATION_DAYS } from '../projections/input.ts';
import { flightOf, platformShares } from '../sandbox/budget.ts';
import { daysBetween, resolveTimeZone } from '../sandbox/clock.ts';
import { MAX_DAILY_FREQUENCY } from '../sandbox/platform-day.ts';
import { platformFactors } from '../sandbox/platform-factors.ts';
import { uniqueReach } from './unique-reach.ts';

// What a draft's whole flight is expected to deliver on the one market model, each figure with its band.
// The flight is walked the way the sandbox delivers it (sandbox/platform-day.ts): each platform's day
// buys its share of the day's budget at the expected price, at most MAX_DAILY_FREQUENCY impressions a
// person of its pool, and rounds its day's figures; the band is the spread of the sandbox's own noise
// over the flight's platform-days plus a margin for the model itself.

/** What a draft must give before it can be forecast (`error.missing` of FORECAST_UNAVAILABLE). */
export type ForecastGap = 'budget' | 'platforms' | 'objective' | 'schedule';

export interface Band {
  low: number;
  mid: number;
  high: number;
}

export interface FlightForecast {
  objective: Objective;
  days: number;
  /** Expected spend over the flight: less than the budget when the audience cannot absorb it. */
  spend: number;
  audience: number;
  impressions: Band;
  reach: Band;
  clicks: Band;
  conversions: Band;
}

/** Two-sided ~95% of the noise, so delivery lands inside at least nine flights in ten. */
const Z = 1.96;
/** The model's own margin on top of the noise, widening with each rate between spend and the figure. */
const MARGIN = { impressions: 0.01, clicks: 0.02, conversions: 0.03 };

/** What the draft lacks for a forecast; empty when it can be forecast. */
export function forecastGaps(draft: CampaignDraft): ForecastGap[] {
  const gaps: ForecastGap[] = [];
  // Budgets are quoted in cents: less than half a cent is no budget.
  if (!(Math.round(draft.budget.totalBudget * 100) > 0)) gaps.push('budget');
  if (!draft.platforms.selected.length) gaps.push('platforms');
  if (!draft.objective) gaps.push('objective');
  if (!flightOf(draft, resolveTimeZone(draft.schedule.timezone))) gaps.push('schedule');
  return gaps;
}

/** Local days the flight runs; a daily budget with no end date counts DEFAULT_DURATION_DAYS. */
export function flightDays(draft: CampaignDraft): number | null {
  const flight = flightOf(draft, resolveTimeZone(draft.schedule.timezone));
  if (!flight) return null;
  return flight.end === null ? DEFAULT_DURATION_DAYS : daysBetween(flight.start, flight.end) + 1;
}

interface DayFigures {
  impressions: number;
  reach: number;
  clicks: number;
  conversions: number;
  spend: number;
  /** Variances of the day's figures under the sandbox's noise. */
  v: { impressions: number; reach: number; clicks: number; conversions: number };
}

// The day's noise on a grid (the sandbox rounds each day's counts, and a day of 0.4 expected
// conversions rounds to none in most flights, so the expectation is taken of the rounded figures): the
// price at five normal quantiles (midpoints of fifths), each rate wobble at the midpoints of five equal
// parts of its uniform range.
const NORMAL_QUANTILES = [-1.2816, -0.5244, 0, 0.5244, 1.2816];
const UNIFORM_POINTS = [-4, -2, 0, 2, 4].map((k) => k / 5);
// Rounding a day's count moves it by up to half a unit: a uniform error's variance.
const ROUNDING = 1 / 12;
const FIGURES = ['impressions', 'reach', 'clicks', 'conversions'] as const;

function platformDay(
  platform: PlatformId,
  objective: Objective,
  budget: number,
  audience: { people: number; breadth: number },
  dailyCap: number | undefined,
): DayFigures {
  const rates = expectedRates({ platform, objective, breadth: audience.breadth });
  const pool = audience.people * platformFactors(platform).reach;
  const wanted = Math.max(0, Math.min(budget, dailyCap ?? Number.POSITIVE_INFINITY));
  const bought = (wanted / rates.cpm) * 1000;
  const room = pool * MAX_DAILY_FREQUENCY;
  const wobble = DAILY_RATE_NOISE;
  // Plain sums and sums of squares per figure: this loop runs for every platform of every budget point.
  let sI = 0;
  let qI = 0;
  let sR = 0;
  let qR = 0;
  let sC = 0;
  let qC = 0;
  let sV = 0;
  let qV = 0;
  let spend = 0;
  for (const z of NORMAL_QUANTILES) {
    const exact = Math.min(Math.max(0, bought * (1 + z * rates.noise.cpm)), room);
    const impressions = Math.round(exact);
    const reach = pool > 0 ? Math.round(pool * -Math.expm1(-impressions / pool)) : 0;
    sI += impressions;
    qI += impressions * impressions;
    sR += reach;
    qR += reach * reach;
    spend += (exact * rates.cpm) / 1000 / (1 + z * rates.noise.cpm || 1);
    for (const u of UNIFORM_POINTS) {
      const clicks = Math.round(impressions * Math.min(1, rates.ctr * (1 + u * wobble)));
      sC += clicks;
      qC += clicks * clicks;
      for (const v of UNIFORM_POINTS) {
        const conversions = Math.round(clicks * Math.min(1, rates.cvr * (1 + v * wobble)));
        sV += conversions;
        qV += conversions * conversions;
      }
    }
  }
  const nZ = NORMAL_QUANTILES.length;
  const nU = nZ * UNIFORM_POINTS.length;
  const nV = nU * UNIFORM_POINTS.length;
  const mean = { impressions: sI / nZ, reach: sR / nZ, clicks: sC / nU, conversions: sV / nV };
  const squares = { impressions: qI / nZ, reach: qR / nZ, clicks: qC / nU, conversions: qV / nV };
  // The grid's midpoints understate the tails a little; the analytic spread is the floor.
  const variance = (key: (typeof FIGURES)[number], relative: number) =>
    Math.max(squares[key] - mean[key] ** 2, (mean[key] * relative) ** 2) + ROUNDING;
  const capped = bought >= room;
  const p2 = capped ? 0 : rates.noise.cpm ** 2;
  const r2 = rates.noise.rate ** 2;
  return {
    ...mean,
    spend: spend / nZ,
    v: {
      impressions: variance('impressions', Math.sqrt(p2)),
      reach: variance('reach', Math.sqrt(p2)),
      clicks: variance('clicks', Math.sqrt(p2 + r2)),
      conversions: variance('conversions', Math.sqrt(p2 + 2 * r2)),
    },
  };
}

function band(mid: number, variance: number, margin: number, cap = Number.POSITIVE_INFINITY): Band {
  const half = Z * Math.sqrt(variance) + margin * mid;
  return {
    low: Math.min(cap, Math.max(0, Math.floor(mid - half))),
    mid: Math.min(cap, Math.round(mid)),
    high: Math.min(cap, Math.ceil(mid + half)),
  };
}

/**
 * The draft's flight at `amount` (in the draft's own terms: the daily amount for a daily budget, the
 * total for a lifetime one; the draft's own when absent), on `platforms` (the draft's own shares when
 * absent). Null when the draft lacks what a forecast needs (forecastGaps says what).
 */
export function forecastFlight(
  draft: CampaignDraft,
  options: {
    amount?: number;
    platforms?: readonly PlatformId[];
    /** audienceSize(draft.targeting), when the caller already has it (a curve asks once). */
    audience?: { people: number; breadth: number };
  } = {},
): FlightForecast | null {
  const days = flightDays(draft);
  const amount = options.amount ?? draft.budget.totalBudget;
  const objective = draft.objective;
  const selected = options.platforms ?? draft.platforms.selected;
  if (days === null || !objective || !selected.length || !(amount >= 0)) return null;
  const shares = platformShares({ ...draft, platforms: { ...draft.platforms, selected: [...selected] } });
  const daily = draft.budget.budgetType === 'daily' ? amount : amount / days;
  const audience = options.audience ?? audienceSize(draft.targeting);

  const total = { impressions: 0, clicks: 0, conversions: 0, spend: 0 };
  const variance = { impressions: 0, clicks: 0, conversions: 0 };
  const byPlatform: [PlatformId, number][] = [];
  for (const [platform, share] of shares) {
    const dailyCap = draft.platforms.settings[platform]?.dailyCap;
    const day = platformDay(platform, objective, daily * share, audience, dailyCap);
    // Every day of the flight plans the same in expectation; days draw their noise independently.
    for (const key of ['impressions', 'clicks', 'conversions'] as const) {
      total[key] += day[key] * days;
      variance[key] += day.v[key] * days;
    }
    total.spend += day.spend * days;
    byPlatform.push([platform, day.impressions * days]);
  }
  const impressions = band(total.impressions, variance.impressions, MARGIN.impressions);
  // People reached, each once: the platforms' impressions at each end of the band, deduplicated.
  const reachAt = (n: number) => {
    const scale = total.impressions > 0 ? n / total.impressions : 0;
    return uniqueReach(
      byPlatform.map(([p, i]) => [p, i * scale] as const),
      audience.people,
    );
  };
  return {
    objective,
    days,
    spend: total.spend,
    audience: audience.people,
    impressions,
    // Nobody outside the audience can be reached (uniqueReach never passes it).
    reach: {
      low: reachAt(impressions.low),
      mid: reachAt(total.impressions),
      high: reachAt(impressions.high),
    },
    clicks: band(total.clicks, variance.clicks, MARGIN.clicks),
    conversions: band(total.conversions, variance.conversions, MARGIN.conversions),
  };
}
