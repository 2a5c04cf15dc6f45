import type { CampaignDraft } from '../campaign/draft.ts';
import { type PlatformId, platformsForCampaign } from '../campaign/platforms.ts';
import { type MarketState, pricingForPlatforms } from './model.ts';
import type { LivePricing } from './schemas.ts';

// Which platforms' prices a campaign is quoted at, for every view of it: the assistant's answers, the
// hub's live panel, the builder's ticker and the preview's indicators. No zod here: the builder's
// ticker uses it on the first paint.

export interface MarketScope {
  platforms: PlatformId[];
  /** Named (in a question) or chosen in the draft, rather than every platform the campaign could use. */
  given: boolean;
}

export type ScopedDraft = Pick<CampaignDraft, 'platforms' | 'campaignType' | 'regulatedCategory'>;

/** The platforms named, else the draft's, else every platform the campaign could use. */
export function marketScope(draft: ScopedDraft, named: readonly PlatformId[] = []): MarketScope {
  if (named.length) return { platforms: [...named], given: true };
  if (draft.platforms.selected.length) return { platforms: [...draft.platforms.selected], given: true };
  return {
    platforms: platformsForCampaign(draft.campaignType, draft.regulatedCategory).map((p) => p.id),
    given: false,
  };
}

/** Blended live pricing of the scope's platforms; null when the market has none of them. */
export const scopedPricing = (market: MarketState, scope: MarketScope): LivePricing | null =>
  pricingForPlatforms(market, scope.platforms);
