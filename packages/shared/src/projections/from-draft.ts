import type { CampaignDraft } from '../campaign/draft.ts';
import type { PlatformId } from '../campaign/platforms.ts';
import { planPoint } from '../forecast/forecast-curve.ts';
import type { MarketState } from '../market/model.ts';
import type { LivePricing } from '../market/schemas.ts';
import { type MarketScope, marketScope, scopedPricing } from '../market/scope.ts';
import { projectionInputFromDraft } from './campaign-projections.ts';
import { type DraftProjection, forecastView, projectionFromPoint } from './from-point.ts';
import { projectOutcome } from './outcome.ts';

// A draft's projection on the one market model, computed here (the assistant's replies): its budget
// curve's point at the plan, the one POST /forecasts answers with, turned into figures by
// projectionFromPoint, the same call the web makes on the API's answer. Same draft, same figures.

/** The draft's projection at a given price and scope (e.g. platforms a question names). */
export function projectDraftAt(
  draft: CampaignDraft,
  pricing: LivePricing,
  scope: MarketScope,
): DraftProjection {
  const point = planPoint(forecastView(draft, scope));
  if (point) return projectionFromPoint(draft, point, pricing, scope);
  // Nothing the model can forecast (an empty scope): the benchmark chain at the scope's price.
  const base = projectionInputFromDraft(draft, { cpm: pricing.currentCPM, priceTrend: pricing.priceTrend });
  const input = { ...base, platforms: scope.platforms, known: { ...base.known, platforms: scope.given } };
  return { scope, pricing, input, outcome: projectOutcome(input) };
}

/**
 * The draft's projection (objective's unit, ranges) at the simulated market, on the platforms named,
 * else its own, else every platform its channel offers. Null when the market prices none of them.
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
