import { createDraft } from '@northstar/shared/campaign';
import type { CampaignDraft } from '@northstar/shared/campaign/schemas';
import { typicalCpm } from '@northstar/shared/market';
import type { DraftProjection } from '@northstar/shared/projections';

// The live panel's projection: the conversation's campaign forecast by POST /forecasts and turned into
// figures by the same call the assistant makes for its replies (projectionFromPoint), so the panel and
// the chat quote the same figures. Before the conversation has a campaign, a blank one: the default
// budget, 30 days, every platform of the channel, all of it assumed and shown as an example.

export interface LiveProjection extends DraftProjection {
  /** No budget given yet: the figures are an example at the default budget, not the user's projection. */
  example: boolean;
}

export const BLANK_CAMPAIGN: CampaignDraft = createDraft({ campaignType: 'universal' });

export const liveProjection = (projection: DraftProjection): LiveProjection => ({
  ...projection,
  example: projection.outcome.assumed.includes('budget'),
});

/** What the holdout test's power check reads: a price and how often each person sees the ads. */
export interface PowerBasis {
  cpm: number;
  frequency: number;
}

/**
 * The power check's basis at the scope's typical price, not the current tick: the budget a test needs
 * then stays the same across refreshes of the simulated market (issue 22: it moved by a third in two
 * minutes with nothing changed). The frequency is the forecast's, which no tick moves.
 */
export function steadyPowerBasis(projection: DraftProjection): PowerBasis {
  return { cpm: typicalCpm(projection.scope.platforms), frequency: projection.outcome.frequency };
}
