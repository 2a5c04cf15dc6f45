import type { CampaignDraft } from '../campaign/draft.ts';
import type { PlatformId } from '../campaign/platforms.ts';
import { forecastFlight } from '../forecast/flight-forecast.ts';
import { planPoint } from '../forecast/forecast-curve.ts';
import type { LivePricing, MarketState } from '../market.ts';
import { type MarketScope, marketScope, scopedPricing } from '../market-scope.ts';
import { projectionInputFromDraft, scheduleDays } from '../projections.ts';
import { DEFAULT_BUDGET, type ProjectionInput } from './input.ts';
import { outcomeFor, type ProjectedOutcome, projectOutcome } from './outcome.ts';

// A draft's projection at the live market, the one way every view makes it: the assistant's replies,
// the hub's live panel beside them and the builder's preview. Same draft, same market moment, same
// figures.

export interface DraftProjection {
  scope: MarketScope;
  /** The scope's blended live pricing the projection is made at. */
  pricing: LivePricing;
  input: ProjectionInput;
  outcome: ProjectedOutcome;
}

/**
 * The draft as the market model forecasts it: what it lacks filled with the projection's defaults
 * (awareness, DEFAULT_BUDGET over the flight, DEFAULT_DURATION_DAYS when the dates are not a range).
 */
function modelDraft(draft: CampaignDraft): CampaignDraft {
  const dated = scheduleDays(draft.schedule.startDate, draft.schedule.endDate) !== null;
  return {
    ...draft,
    objective: draft.objective || 'awareness',
    budget:
      draft.budget.totalBudget > 0
        ? draft.budget
        : { ...draft.budget, budgetType: 'lifetime', totalBudget: DEFAULT_BUDGET },
    schedule: dated ? draft.schedule : { ...draft.schedule, startDate: '', endDate: '' },
  };
}

/**
 * The draft's projection input on the one market model (each platform's expected rates at the draft's
 * split, the audience's room; forecast/flight-forecast.ts), so the projection quotes what POST /forecasts
 * quotes at the draft's budget. `cpm` stays the scope's live price for display; platforms not given
 * count as assumed.
 */
export function draftProjectionInput(
  draft: CampaignDraft,
  pricing: LivePricing,
  scope: MarketScope,
): ProjectionInput {
  const base = projectionInputFromDraft(draft, { cpm: pricing.currentCPM, priceTrend: pricing.priceTrend });
  const view = { ...modelDraft(draft), platforms: { ...draft.platforms, selected: [...scope.platforms] } };
  const flight = forecastFlight(view);
  // The figures at the plan are the budget curve's own point (POST /forecasts), so a reply, the panel
  // and the curve quote the same ranges and cost; the flight adds what a point does not carry.
  const plan = flight && planPoint(view);
  // A conversion objective's results are the flight's conversions; other units leave them as modeled.
  const unit = flight ? outcomeFor(flight.objective).unit : 'reach';
  const converts = unit === 'leads' || unit === 'purchases' || unit === 'installs';
  const modeled = flight && {
    spend: Math.round(flight.spend * 100) / 100,
    impressions: plan?.impressions ?? flight.impressions,
    reach: plan?.reach ?? flight.reach,
    clicks: plan?.clicks ?? flight.clicks,
    conversions: plan && converts ? plan.results : flight.conversions,
    ...(plan ? { costPerResult: plan.costPerResult } : {}),
  };
  return {
    ...base,
    platforms: scope.platforms,
    known: { ...base.known, platforms: scope.given },
    ...(modeled ? { modeled } : {}),
  };
}

/** The draft's projection at a given price and scope (e.g. platforms a question names). */
export function projectDraftAt(
  draft: CampaignDraft,
  pricing: LivePricing,
  scope: MarketScope,
): DraftProjection {
  const input = draftProjectionInput(draft, pricing, scope);
  return { scope, pricing, input, outcome: projectOutcome(input) };
}

/**
 * The draft's projection (objective's unit, ranges) at the live market, on the platforms named, else
 * its own, else every platform its channel offers. Null when the market prices none of them.
 */
export function projectDraft(
  draft: CampaignDraft,
  market: MarketState,
  named: readonly PlatformId[] = [],
): DraftProjection | null {
  const scope = marketScope(draft, named);
  const pricing = scopedPricing(market, scope);
  return pricing ? projectDraftAt(draft, pricing, scope) : null;
}
