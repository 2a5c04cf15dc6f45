import type { Campaign, CampaignStatus } from '@northstar/shared/campaign/api';
import type { CampaignDraft } from '@northstar/shared/campaign/draft';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import toast from 'react-hot-toast';
import { isApiError } from '../../../lib/api-client.ts';
import { campaignKeys, saveCampaign } from '../api/campaigns.api.ts';
import { useBuilderStore } from '../stores/builder.store.ts';

/** Step 6, Compliance Review: saving from it on, the review's verdict is kept with the draft. */
const COMPLIANCE_STEP = 6;

export type SaveMode = 'manual' | 'auto' | 'launch';

export const SAVE_MESSAGES = {
  saved: 'Draft saved',
  offline: 'Could not reach the server. Your changes are kept in this browser; we will try again.',
  failed: 'Saving failed. Your changes are kept in this browser.',
} as const;

export function saveErrorMessage(error: unknown): string {
  if (isApiError(error) && (error.kind === 'network' || error.kind === 'timeout'))
    return SAVE_MESSAGES.offline;
  if (isApiError(error) && error.serverMessage) return `${SAVE_MESSAGES.failed} ${error.serverMessage}`;
  return SAVE_MESSAGES.failed;
}

const statusFor = (mode: SaveMode, current: CampaignStatus | null): CampaignStatus =>
  mode === 'launch' ? 'ready' : mode === 'manual' ? 'saved' : (current ?? 'draft');

async function putOrPost(
  draft: CampaignDraft,
  status: CampaignStatus,
  detach: () => void,
): Promise<Campaign> {
  try {
    return await saveCampaign(draft.campaignId || null, { draft, status });
  } catch (error) {
    // Deleted elsewhere (another tab, the list page): save it again as a new campaign.
    if (!(draft.campaignId && isApiError(error) && error.status === 404)) throw error;
    detach();
    return saveCampaign(null, { draft: { ...draft, campaignId: '' }, status });
  }
}

/**
 * Writes the builder's draft to the server: POST the first time, PUT afterwards. A failure keeps the
 * local draft (and its dirty flag) and says so in a toast. Resolves to the saved campaign, or null.
 */
export function useBuilderSave() {
  const queryClient = useQueryClient();
  return useCallback(
    async (mode: SaveMode): Promise<Campaign | null> => {
      const store = useBuilderStore.getState();
      if (store.isSaving) return null;
      const ticket = store.beginSave();
      try {
        // The compliance rules (with their region tables) load on the first save, not with the builder.
        const { withReviewedCompliance } = await import('../lib/compliance-status.ts');
        const draft = withReviewedCompliance(
          store.draft,
          mode === 'launch' || store.currentStep >= COMPLIANCE_STEP,
        );
        const campaign = await putOrPost(draft, statusFor(mode, store.status), store.detachFromServer);
        useBuilderStore.getState().finishSave(ticket, campaign);
        queryClient.setQueryData(campaignKeys.detail(campaign.id), campaign);
        void queryClient.invalidateQueries({ queryKey: campaignKeys.lists() });
        if (mode === 'manual') toast.success(SAVE_MESSAGES.saved);
        return campaign;
      } catch (error) {
        useBuilderStore.getState().failSave(ticket);
        // One toast id: a string of failed autosaves while offline shows one message, not a pile.
        toast.error(saveErrorMessage(error), { id: 'campaign-save-error' });
        return null;
      }
    },
    [queryClient],
  );
}
