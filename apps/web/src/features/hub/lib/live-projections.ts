import type { CampaignDraft } from '@northstar/shared/campaign/draft';
import { createDraft } from '@northstar/shared/campaign/draft-factory';
import type { MarketState } from '@northstar/shared/market';
import { type DraftProjection, projectDraft } from '@northstar/shared/projections/from-draft';

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
