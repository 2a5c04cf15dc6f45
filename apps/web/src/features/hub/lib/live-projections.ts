import type { CampaignDraft } from '@northstar/shared/campaign/draft';
import { createDraft } from '@northstar/shared/campaign/draft-factory';
import { type MarketState, typicalCpm } from '@northstar/shared/market';
import { type DraftProjection, projectDraft, projectDraftAt } from '@northstar/shared/projections/from-draft';

// The live panel's projection: the conversation's campaign at the live market, made by the same call the
// assistant makes for its replies (projectDraft), so the panel and the chat quote the same figures.
// Before the conversation has a campaign, a blank one: the default budget, 30 days, every platform of
// the channel, all of it assumed and shown as an example.

export interface LiveProjection extends DraftProjection {
  /** No budget given yet: the figures are an example at the default budget, not the user's projection. */
  example: boolean;
}

const BLANK: CampaignDraft = createDraft({ campaignType: 'universal' });

export function liveProjection(draft: CampaignDraft | null, market: MarketState): LiveProjection | null {
  const projection = projectDraft(draft ?? BLANK, market);
  if (!projection) return null;
  return { ...projection, example: projection.outcome.assumed.includes('budget') };
}

/** What the holdout test's power check reads: a price and how often each person sees the ads. */
export interface PowerBasis {
  cpm: number;
  frequency: number;
}

/**
 * The power check's basis at the scope's typical price, not the current tick: the budget a test needs
 * then stays the same across refreshes of the simulated market (issue 22: it moved by a third in two
 * minutes with nothing changed).
 */
export function steadyPowerBasis(draft: CampaignDraft | null, projection: DraftProjection): PowerBasis {
  const cpm = typicalCpm(projection.scope.platforms);
  const pricing = { ...projection.pricing, currentCPM: cpm, priceTrend: 'stable' as const, priceChange: 0 };
  const steady = projectDraftAt(draft ?? BLANK, pricing, projection.scope);
  return { cpm, frequency: steady.outcome.frequency };
}
