import type { CampaignDraft } from '@northstar/shared/campaign/draft';
import type { LivePricing } from '@northstar/shared/market';
import {
  type CampaignProjections,
  DEFAULT_PROJECTION_INPUT,
  type ProjectionInput,
  projectCampaign,
  projectionInputFromDraft,
} from '@northstar/shared/projections';

// Projections of the live panel: from the conversation's campaign (budget, platforms, duration) at the
// live CPM; before the conversation has a campaign, the defaults (25,000 over 30 days, 833 a day).

export interface LiveProjections {
  input: ProjectionInput;
  projections: CampaignProjections;
}

export function liveProjections(draft: CampaignDraft | null, pricing: LivePricing | null): LiveProjections {
  const live = {
    cpm: pricing?.currentCPM ?? DEFAULT_PROJECTION_INPUT.cpm,
    ...(pricing ? { priceTrend: pricing.priceTrend } : {}),
  };
  const input = draft ? projectionInputFromDraft(draft, live) : { ...DEFAULT_PROJECTION_INPUT, ...live };
  return { input, projections: projectCampaign(input) };
}
