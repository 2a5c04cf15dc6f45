import { AppError } from '@northstar/server/app-error';
import { audienceSize } from '@northstar/shared/audience';
import { createDraft } from '@northstar/shared/campaign';
import { type CampaignDraft, campaignDraftSchema } from '@northstar/shared/campaign/schemas';
import { forecastCurve, insideBand, resultsOf, uniqueReach } from '@northstar/shared/forecast';
import type {
  CampaignForecast,
  ForecastAccuracy,
  ForecastResponse,
} from '@northstar/shared/forecast/schemas';
import type { ServiceContext } from '../../app-context.ts';
import type { UserRow } from '../../db/schema.ts';
import { deliveredByPlatform, finishedWithForecast } from './forecasts.repository.ts';
import { campaignForecast, type DeliveredSoFar, readStoredForecast } from './launch-forecast.ts';

// Budget curves on the one market model (shared forecast/forecast-curve.ts) and how the forecasts
// campaigns were launched with held up.

const GAP_WORDS: Readonly<Record<string, string>> = {
  budget: 'a budget',
  platforms: 'at least one platform',
  objective: 'an objective',
  schedule: 'an end date on or after the start date',
};

/** A stored draft's targeting as the current schema reads it; null when it does not. */
function storedTargeting(draft: unknown): Pick<CampaignDraft, 'targeting'> | null {
  const targeting = campaignDraftSchema.shape.targeting.safeParse(
    (draft as { targeting?: unknown } | null)?.targeting,
  );
  return targeting.success ? { targeting: targeting.data } : null;
}

export type ForecastsService = ReturnType<typeof createForecastsService>;

export function createForecastsService(
  { db }: Pick<ServiceContext, 'db'>,
  clock: () => Date = () => new Date(),
) {
  /** People reached so far, each once, at most the draft's audience (a default draft's without one). */
  const reachOf = async (
    userId: string,
    campaignId: string,
    draft: Pick<CampaignDraft, 'targeting'> | null,
  ) =>
    uniqueReach(
      await deliveredByPlatform(db, userId, campaignId),
      audienceSize((draft ?? createDraft()).targeting).people,
    );
  return {
    /** POST /forecasts: the curve, or 422 FORECAST_UNAVAILABLE with what the draft lacks. */
    curve(draft: CampaignDraft, budgets: readonly number[] | undefined): ForecastResponse {
      const curve = forecastCurve(draft, { budgets, now: clock() });
      if (curve.ok) return curve.forecast;
      const needs = curve.missing.map((gap) => GAP_WORDS[gap] ?? gap).join(', ');
      throw new AppError('FORECAST_UNAVAILABLE', `Too little to forecast from: the draft needs ${needs}.`, {
        missing: curve.missing,
      });
    },

    /** GET /forecasts/accuracy: the caller's finished campaigns, per figure how many landed inside. */
    async accuracy(actor: UserRow): Promise<ForecastAccuracy> {
      const rows = await finishedWithForecast(db, actor.id);
      const figures = {
        impressions: { inside: 0, total: 0 },
        clicks: { inside: 0, total: 0 },
        results: { inside: 0, total: 0 },
      };
      let finished = 0;
      for (const row of rows) {
        const stored = readStoredForecast(row.forecast);
        if (!stored) continue;
        finished += 1;
        // People reached, each once, only where they are the campaign's results.
        const reach =
          stored.unit === 'reach' ? await reachOf(actor.id, row.id, storedTargeting(row.draft)) : 0;
        const delivered = {
          impressions: row.impressions,
          clicks: row.clicks,
          results: resultsOf(stored.unit, { ...row, reach }),
        };
        for (const key of ['impressions', 'clicks', 'results'] as const) {
          figures[key].total += 1;
          if (insideBand(delivered[key], stored.point[key])) figures[key].inside += 1;
        }
      }
      return { finished, figures };
    },

    /** The details' forecast against delivery; null for a campaign launched without one. */
    async forCampaign(
      actor: UserRow,
      campaign: {
        id: string;
        status: string;
        launchForecast: unknown;
        launchedAt: Date | null;
        delivery: Omit<DeliveredSoFar, 'reach'> | null;
      },
      draft: CampaignDraft,
    ): Promise<CampaignForecast | null> {
      const stored = readStoredForecast(campaign.launchForecast);
      if (!stored) return null;
      const delivered = campaign.delivery && {
        ...campaign.delivery,
        reach: await reachOf(actor.id, campaign.id, draft),
      };
      return campaignForecast(stored, draft, delivered, campaign.status === 'completed', campaign.launchedAt);
    },
  };
}
