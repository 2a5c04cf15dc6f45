import { audienceSize } from '../audience/breadth.ts';
import type { CampaignDraft } from '../campaign/draft.ts';
import { outcomeFor } from '../projections/outcome.ts';
import {
  type Band,
  type FlightForecast,
  type ForecastGap,
  forecastFlight,
  forecastGaps,
} from './flight-forecast.ts';
import type { ForecastBand, ForecastPoint, ForecastResponse, ForecastUnit } from './schemas.ts';

// The budget curve (POST /forecasts): the draft's flight forecast at several budgets, the draft's own
// among them. Pure, so the API, the assistant and the web quote the same figures for the same draft.

/** The same draft gets the same figures for this long (the bucket `validUntil` closes). */
export const FORECAST_VALID_MS = 60 * 60 * 1000;
/** Without asked-for budgets: a quarter to four times the draft's own, its own included. */
export const CURVE_FACTORS = [0.25, 0.5, 1, 1.5, 2, 3, 4] as const;

export type ForecastCurve = { ok: true; forecast: ForecastResponse } | { ok: false; missing: ForecastGap[] };

/** Which delivered count an objective's results are: the sandbox records a click as an engagement. */
export function resultsOf<T>(unit: ForecastUnit, figures: { reach: T; clicks: T; conversions: T }): T {
  if (unit === 'reach') return figures.reach;
  if (unit === 'clicks' || unit === 'engagements') return figures.clicks;
  return figures.conversions;
}

const cents = (n: number) => Math.round(n * 100) / 100;
// Four significant digits, not cents: a $0.004 CPC rounded to cents would read as free.
const precise = (n: number) => Number(n.toPrecision(4));

function pointOf(amount: number, unit: ForecastUnit, flight: FlightForecast): ForecastPoint {
  const results = resultsOf(unit, flight);
  const per = outcomeFor(flight.objective).cost.basis === 'impressions' ? 1000 : 1;
  const basis = per === 1000 ? flight.impressions : results;
  // The cheapest cost goes with the most results; a band reaching 0 results is priced as one.
  const cost = (n: number) => precise((flight.spend / Math.max(1, n)) * per);
  return {
    budget: cents(amount),
    spend: cents(flight.spend),
    impressions: flight.impressions,
    reach: flight.reach,
    clicks: flight.clicks,
    results,
    costPerResult: { low: cost(basis.high), mid: cost(basis.mid), high: cost(basis.low) },
  };
}

/** The draft's forecast at one budget in its own terms; null when the draft cannot be forecast. */
export function forecastPoint(draft: CampaignDraft, amount: number): ForecastPoint | null {
  const flight = forecastFlight(draft, { amount });
  if (!flight || forecastGaps(draft).length) return null;
  return pointOf(amount, outcomeFor(flight.objective).unit, flight);
}

const risingMax = (a: ForecastBand, b: ForecastBand): ForecastBand => ({
  low: Math.max(a.low, b.low),
  mid: Math.max(a.mid, b.mid),
  high: Math.max(a.high, b.high),
});

/**
 * The draft's budget curve: at `budgets` plus its own, or without them at CURVE_FACTORS of its own;
 * sorted and without repeats. Results never fall as the budget rises, and the cost per result never
 * falls (rounding of small counts could otherwise wiggle them). `now` only sets `validUntil`.
 */
export function forecastCurve(
  draft: CampaignDraft,
  options: { budgets?: readonly number[] | undefined; now: Date | number },
): ForecastCurve {
  const missing = forecastGaps(draft);
  if (missing.length || !draft.objective) return { ok: false, missing };
  const own = cents(draft.budget.totalBudget);
  const asked = options.budgets ?? CURVE_FACTORS.map((f) => own * f);
  const budgets = [...new Set([...asked.map(cents), own])].filter((b) => b > 0).sort((a, b) => a - b);
  const unit = outcomeFor(draft.objective).unit;
  const audience = audienceSize(draft.targeting);
  const points: ForecastPoint[] = [];
  for (const amount of budgets) {
    const flight = forecastFlight(draft, { amount, audience });
    if (!flight) return { ok: false, missing: ['schedule'] };
    const point = pointOf(amount, unit, flight);
    const before = points.at(-1);
    if (before) {
      point.results = risingMax(before.results, point.results);
      point.costPerResult = risingMax(before.costPerResult, point.costPerResult);
    }
    points.push(point);
  }
  const now = typeof options.now === 'number' ? options.now : options.now.getTime();
  const validUntil = (Math.floor(now / FORECAST_VALID_MS) + 1) * FORECAST_VALID_MS;
  return {
    ok: true,
    forecast: {
      unit,
      method: 'modeled',
      validUntil: new Date(validUntil).toISOString(),
      audience: { people: audience.people },
      current: { budget: own },
      points,
    },
  };
}

/**
 * The draft's own point of its budget curve, as POST /forecasts (without `budgets`) quotes it: the
 * figures the assistant's replies and every projection of the draft quote at its budget. Null when the
 * draft cannot be forecast.
 */
export function planPoint(draft: CampaignDraft): ForecastPoint | null {
  const curve = forecastCurve(draft, { now: 0 });
  if (!curve.ok) return null;
  return curve.forecast.points.find((p) => p.budget === curve.forecast.current.budget) ?? null;
}

/** A band scaled by the share of the flight elapsed (0..1): what should have come in by now. */
export function proRatedPoint(point: ForecastPoint, elapsed: number): ForecastPoint {
  const share = Math.min(1, Math.max(0, elapsed));
  const scale = (b: ForecastBand): ForecastBand => ({
    low: Math.floor(b.low * share),
    mid: Math.round(b.mid * share),
    high: Math.ceil(b.high * share),
  });
  return {
    ...point,
    impressions: scale(point.impressions),
    reach: scale(point.reach),
    clicks: scale(point.clicks),
    results: scale(point.results),
  };
}

export const insideBand = (value: number, band: Band): boolean => value >= band.low && value <= band.high;
