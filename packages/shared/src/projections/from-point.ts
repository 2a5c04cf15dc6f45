import type { CampaignDraft } from '../campaign/draft.ts';
import type { ForecastPoint } from '../forecast/schemas.ts';
import type { LivePricing } from '../market/schemas.ts';
import type { MarketScope } from '../market/scope.ts';
import { projectionInputFromDraft } from './campaign-projections.ts';
import { DEFAULT_BUDGET } from './input.ts';
import { outcomeFor, type ProjectedOutcome, projectOutcome } from './outcome.ts';
import type { ProjectionInput } from './schemas.ts';

// A draft's projection from its budget curve's point at the plan (POST /forecasts): the one way every
// view turns a forecast into the figures it shows, so the assistant (which computes the point itself)
// and the web (which asks the API for it) quote the same ranges. Nothing here walks the flight.

export interface DraftProjection {
  scope: MarketScope;
  /** The scope's blended simulated pricing, shown beside the figures; they do not depend on it. */
  pricing: LivePricing;
  input: ProjectionInput;
  outcome: ProjectedOutcome;
}

/**
 * The draft as the market model forecasts it: on the scope's platforms, and what it lacks filled with
 * the projection's defaults (awareness, DEFAULT_BUDGET for the flight, no dates when they are
 * inverted). A draft that lacks nothing comes back with the same content, so it is forecast once.
 */
export function forecastView(draft: CampaignDraft, scope: MarketScope): CampaignDraft {
  const { startDate, endDate } = draft.schedule;
  const inverted = startDate !== '' && endDate !== '' && endDate < startDate;
  return {
    ...draft,
    objective: draft.objective || 'awareness',
    platforms: { ...draft.platforms, selected: [...scope.platforms] },
    budget:
      draft.budget.totalBudget > 0
        ? draft.budget
        : { ...draft.budget, budgetType: 'lifetime', totalBudget: DEFAULT_BUDGET },
    schedule: inverted ? { ...draft.schedule, startDate: '', endDate: '' } : draft.schedule,
  };
}

const CONVERTING = new Set(['leads', 'purchases', 'installs']);

/**
 * The draft's projection from the point at its plan: the point's bands and cost per result as they
 * are, its expected spend (the budget over the flight when the point does not carry it). `cpm` stays
 * the scope's simulated price for display; platforms not given count as assumed.
 */
export function projectionFromPoint(
  draft: CampaignDraft,
  point: ForecastPoint,
  pricing: LivePricing,
  scope: MarketScope,
): DraftProjection {
  const base = projectionInputFromDraft(draft, { cpm: pricing.currentCPM, priceTrend: pricing.priceTrend });
  const unit = outcomeFor(draft.objective || 'awareness').unit;
  const input: ProjectionInput = {
    ...base,
    platforms: scope.platforms,
    known: { ...base.known, platforms: scope.given },
    modeled: {
      spend: point.spend ?? base.budget,
      impressions: point.impressions,
      reach: point.reach,
      clicks: point.clicks,
      // A point carries the objective's results; conversions are only ever quoted as those.
      conversions: CONVERTING.has(unit) ? point.results : { low: 0, mid: 0, high: 0 },
      costPerResult: point.costPerResult,
    },
  };
  return { scope, pricing, input, outcome: projectOutcome(input) };
}
