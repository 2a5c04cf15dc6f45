import { forecastCurve } from '@northstar/shared/forecast';
import {
  type CampaignForecast,
  campaignForecastSchema,
  type ForecastAccuracy,
  type ForecastPoint,
  type ForecastResponse,
  type ForecastUnit,
  forecastAccuracySchema,
  forecastRequestSchema,
  forecastResponseSchema,
} from '@northstar/shared/forecast/schemas';
import { jsonResponse, type MockRequest } from './fetch-mock.ts';

// Stubs of the forecast contract (packages/shared/src/forecast/schemas.ts), each parsed by its schema so a
// change of contract breaks these tests rather than letting them pass on a shape the server never sends.

const bandOf = (mid: number, spread = 0.2) => ({ low: mid * (1 - spread), mid, high: mid * (1 + spread) });

/** A point whose results grow with the square root of the budget: diminishing returns. */
export function forecastPoint(budget: number, scale = 1): ForecastPoint {
  const results = Math.round(Math.sqrt(budget) * scale);
  const band = bandOf(results);
  return {
    budget,
    impressions: bandOf(budget * 50),
    reach: bandOf(budget * 20),
    clicks: bandOf(budget),
    results: band,
    costPerResult: { low: budget / band.high, mid: budget / band.mid, high: budget / band.low },
  };
}

export function forecastStub(
  current: number,
  { unit = 'leads', budgets }: { unit?: ForecastUnit; budgets?: number[] } = {},
): ForecastResponse {
  const list = budgets ?? [0.25, 0.5, 1, 2, 4].map((f) => current * f);
  return forecastResponseSchema.parse({
    unit,
    method: 'modeled',
    validUntil: '2025-06-30T12:30:00.000Z',
    audience: { people: 5_000_000 },
    current: { budget: current },
    points: [...new Set([...list, current])].sort((a, b) => a - b).map((b) => forecastPoint(b)),
  });
}

/**
 * POST /forecasts as the API answers it: the shared forecastCurve on the request's parsed draft and
 * budgets (apps/api forecasts.service.ts), a 422 with what is missing otherwise.
 */
export const modelForecasts =
  (now: Date | number = Date.now()) =>
  (request: MockRequest): Response => {
    const { draft, budgets } = forecastRequestSchema.parse(request.body);
    const curve = forecastCurve(draft, { budgets, now });
    return curve.ok ? jsonResponse(200, curve.forecast) : jsonResponse(422, missingResponse(curve.missing));
  };

export const missingResponse = (missing: string[]) =>
  ({
    error: { code: 'FORECAST_UNAVAILABLE', message: 'Too little to forecast from', missing },
    message: 'Too little to forecast from',
  }) as const;

export function campaignForecastStub(
  atLaunch: ForecastPoint,
  elapsed: number,
  delivered: CampaignForecast['delivered'],
): CampaignForecast {
  const scale = (b: { low: number; mid: number; high: number }) => ({
    low: b.low * elapsed,
    mid: b.mid * elapsed,
    high: b.high * elapsed,
  });
  return campaignForecastSchema.parse({
    atLaunch,
    proRated: {
      ...atLaunch,
      impressions: scale(atLaunch.impressions),
      reach: scale(atLaunch.reach),
      clicks: scale(atLaunch.clicks),
      results: scale(atLaunch.results),
    },
    delivered,
    elapsed,
  });
}

export const accuracyStub = (accuracy: ForecastAccuracy): ForecastAccuracy =>
  forecastAccuracySchema.parse(accuracy);
