import type { CampaignDraft } from '../campaign/draft.ts';
import type { PlatformId } from '../campaign/platforms.ts';
import type { LivePricing, MarketState } from '../market.ts';
import { type MarketScope, marketScope, scopedPricing } from '../market-scope.ts';
import { projectionInputFromDraft } from '../projections.ts';
import type { ProjectionInput } from './input.ts';
import { type ProjectedOutcome, projectOutcome } from './outcome.ts';

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

/** The draft's projection input at the scope's live price; platforms not given count as assumed. */
export function draftProjectionInput(
  draft: CampaignDraft,
  pricing: LivePricing,
  scope: MarketScope,
): ProjectionInput {
  const base = projectionInputFromDraft(draft, { cpm: pricing.currentCPM, priceTrend: pricing.priceTrend });
  return { ...base, platforms: scope.platforms, known: { ...base.known, platforms: scope.given } };
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
