import type { CampaignStatus } from '@northstar/shared/campaign';
import type { Campaign, CampaignListItem } from '@northstar/shared/campaign/schemas';
import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { campaignKeys } from './campaign-keys.ts';
import { invalidateCampaigns, setListedStatus } from './campaign-queries.ts';
import { type TransitionAction, transitionCampaign } from './campaigns.api.ts';

export interface TransitionInput {
  campaign: CampaignListItem;
  action: TransitionAction;
}

export interface TransitionCallbacks {
  onError?: (error: unknown, input: TransitionInput) => void;
  onSuccess?: (updated: Campaign, input: TransitionInput) => void;
}

const TRANSITION_KEY = ['campaign-transition'] as const;
// What the row shows until the server answers; resume may really land on scheduled, and the re-read
// that follows every transition shows what the server decided.
const EXPECTED_STATUS: Record<TransitionAction, CampaignStatus> = { pause: 'paused', resume: 'active' };

/**
 * Pause or resume: the row changes at once in every list, rolls back if the server refuses, and every
 * campaign read and the analytics are fetched again either way, so what shows is what the server stored.
 */
export function useCampaignTransition({ onError, onSuccess }: TransitionCallbacks = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: TRANSITION_KEY,
    mutationFn: ({ campaign, action }: TransitionInput) => transitionCampaign(campaign.id, action),
    onMutate: async ({ campaign, action }) => {
      await queryClient.cancelQueries({ queryKey: campaignKeys.lists() });
      const snapshot = queryClient.getQueriesData({ queryKey: campaignKeys.lists() });
      setListedStatus(queryClient, campaign.id, EXPECTED_STATUS[action]);
      return { snapshot };
    },
    onError: (error, input, context) => {
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
      onError?.(error, input);
    },
    onSuccess: (updated, input) => {
      setListedStatus(queryClient, input.campaign.id, updated.status);
      onSuccess?.(updated, input);
    },
    onSettled: () => void invalidateCampaigns(queryClient),
  });
}

export interface PendingTransition {
  id: string;
  action: TransitionAction;
}

/** The pauses and resumes on their way (several rows may be pending at once). */
export const usePendingTransitions = (): PendingTransition[] =>
  useMutationState({
    filters: { mutationKey: TRANSITION_KEY, status: 'pending' },
    select: (mutation) => {
      const input = mutation.state.variables as TransitionInput | undefined;
      return { id: input?.campaign.id ?? '', action: input?.action ?? 'pause' };
    },
  });
