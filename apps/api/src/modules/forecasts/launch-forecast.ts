import type { Db } from '@northstar/server/database';
import type { CampaignDraft } from '@northstar/shared/campaign/schemas';
import { forecastPoint, proRatedPoint, resultsOf } from '@northstar/shared/forecast';
import {
  type CampaignForecast,
  type ForecastPoint,
  forecastPointSchema,
  forecastUnitSchema,
} from '@northstar/shared/forecast/schemas';
import { outcomeFor } from '@northstar/shared/projections';
import { scheduleBounds } from '@northstar/shared/sandbox';
import { z } from 'zod';
import { setLaunchForecast } from './forecasts.repository.ts';

// The forecast a campaign is launched with, kept on its row so its details and Analytics can hold
// delivery against it (forecast accuracy, issue 22).

/** What the launch_forecast column holds: the unit its results are in and the point itself. */
export const storedForecastSchema = z.object({ unit: forecastUnitSchema, point: forecastPointSchema });
export type StoredForecast = z.infer<typeof storedForecastSchema>;

/** The draft's forecast at its own budget, as launched; null when it cannot be forecast. */
export function launchForecastOf(draft: CampaignDraft): StoredForecast | null {
  const point = forecastPoint(draft, draft.budget.totalBudget);
  if (!point || !draft.objective) return null;
  return { unit: outcomeFor(draft.objective).unit, point };
}

/** Keeps the launched draft's forecast on its row (a draft the model cannot forecast keeps none). */
export async function storeLaunchForecast(tx: Db, campaignId: string, draft: CampaignDraft): Promise<void> {
  await setLaunchForecast(tx, campaignId, launchForecastOf(draft));
}

/** A stored value as the current schema sees it; anything else reads as no forecast, never a 500. */
export function readStoredForecast(value: unknown): StoredForecast | null {
  const parsed = storedForecastSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export interface DeliveredSoFar {
  impressions: number;
  reach: number;
  clicks: number;
  conversions: number;
  through: Date;
}

/**
 * Share (0..1) of the flight's delivery time gone by `through`, counted from when delivery could start:
 * the flight's start, or the launch when that came later (the sandbox delivers nothing before it). A
 * completed campaign has run all of it.
 */
export function elapsedShare(
  draft: CampaignDraft,
  through: Date,
  completed: boolean,
  launchedAt: Date | null = null,
): number {
  if (completed) return 1;
  const bounds = scheduleBounds(draft);
  if (!bounds?.end) return 0;
  const start = Math.max(bounds.start.getTime(), launchedAt?.getTime() ?? 0);
  const span = bounds.end.getTime() - start;
  if (!(span > 0)) return 0;
  return Math.min(1, Math.max(0, (through.getTime() - start) / span));
}

/** The details' `forecast`: the launch point, pro-rated to the flight elapsed, against delivery. */
export function campaignForecast(
  stored: StoredForecast,
  draft: CampaignDraft,
  delivered: DeliveredSoFar | null,
  completed: boolean,
  launchedAt: Date | null = null,
): CampaignForecast {
  const counts = delivered ?? { impressions: 0, reach: 0, clicks: 0, conversions: 0 };
  // Pro-rated by the share as shown (six decimals: a minute of a month counts), so the two never disagree.
  const elapsed = delivered
    ? Math.round(elapsedShare(draft, delivered.through, completed, launchedAt) * 1_000_000) / 1_000_000
    : 0;
  return {
    atLaunch: stored.point,
    proRated: proRatedPoint(stored.point, elapsed),
    delivered: {
      impressions: counts.impressions,
      reach: counts.reach,
      clicks: counts.clicks,
      results: resultsOf(stored.unit, counts),
    },
    elapsed,
  };
}

export type { ForecastPoint };
