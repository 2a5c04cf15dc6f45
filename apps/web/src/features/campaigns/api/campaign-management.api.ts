import type { CampaignStatus, Objective } from '@northstar/shared/campaign';
import type { Campaign, CampaignListItem } from '@northstar/shared/campaign/schemas';
import type { CampaignForecast } from '@northstar/shared/forecast/schemas';
import { useQuery } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { isApiError } from '../../../lib/api-client.ts';
import { campaignListQueryOptions, useCampaign } from '../../../resources/campaigns/campaign-queries.ts';
import {
  type TransitionInput,
  useCampaignTransition,
} from '../../../resources/campaigns/campaign-transition.ts';
import type { TransitionAction } from '../../../resources/campaigns/campaigns.api.ts';

/** The table shows the newest campaigns; the campaign builder's list pages through all of them. */
export const RECENT_CAMPAIGNS_LIMIT = 20;

// Sandbox delivery moves on every few minutes: a minute-old table is fresh enough; any campaign write
// invalidates it at once.
const FRESH_MS = 60_000;

export const useRecentCampaigns = (status: CampaignStatus | null) =>
  useQuery({
    ...campaignListQueryOptions({ status: status ?? undefined, page: 1, pageSize: RECENT_CAMPAIGNS_LIMIT }),
    staleTime: FRESH_MS,
  });

const PAST_TENSE: Record<TransitionAction, string> = { pause: 'Paused', resume: 'Resumed' };
const nameOf = (campaign: CampaignListItem) => `“${campaign.name || 'Untitled campaign'}”`;

/** The message of a failed pause or resume: a 409 says the campaign's status had already moved on. */
export function transitionErrorMessage({ campaign, action }: TransitionInput, error: unknown): string {
  const what = `${nameOf(campaign)} could not be ${action === 'pause' ? 'paused' : 'resumed'}`;
  if (isApiError(error) && error.is('INVALID_TRANSITION', 'CONFLICT')) {
    return `${what}: ${error.serverMessage ?? 'its status has changed'}. The list has been refreshed.`;
  }
  return `${what}. Please try again.`;
}

/** Pause or resume from the table, each outcome in a toast. */
export const useTransitionWithToasts = () =>
  useCampaignTransition({
    onError: (error, input) => toast.error(transitionErrorMessage(input, error)),
    onSuccess: (_updated, { campaign, action }) => toast.success(`${PAST_TENSE[action]} ${nameOf(campaign)}`),
  });

// The campaign's forecast at launch against its sandbox delivery (issue 22 item 3), from its details:
// GET /campaigns/{id} carries `forecast` (null for a campaign launched before forecasts were stored).
export interface CampaignForecastView {
  objective: Objective;
  forecast: CampaignForecast | null;
}

function forecastView(campaign: Campaign): CampaignForecastView {
  const { objective } = campaign.draft;
  // The launch gate requires an objective: a launched campaign without one is not one to hold to a range.
  if (!objective) throw new Error('The campaign has no objective');
  return { objective, forecast: campaign.forecast ?? null };
}

export const useCampaignForecast = (id: string | null) => useCampaign(id, forecastView);
