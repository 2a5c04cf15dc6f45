import { type CampaignStatus, EDITABLE_STATUSES } from '@northstar/shared/campaign';
import type { Campaign, CampaignDraft } from '@northstar/shared/campaign/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import toast from 'react-hot-toast';
import { isApiError } from '../../../lib/api-client.ts';
import { campaignWritten } from '../../../resources/campaigns/campaign-queries.ts';
import {
  isVersionConflict,
  launchBlockFindings,
  saveCampaign,
} from '../../../resources/campaigns/campaigns.api.ts';
import { useBuilderStore } from '../stores/builder.store.ts';

/** Step 6, Compliance Review: saving from it on, the review's verdict is kept with the draft. */
const COMPLIANCE_STEP = 6;

/** manual: Save draft; auto: autosave and leaving the builder; launch: the save before the launch call. */
export type SaveMode = 'manual' | 'auto' | 'launch';

export const SAVE_MESSAGES = {
  saved: 'Draft saved',
  savedLaunched: 'Changes saved',
  blocked: (count: number) =>
    `This campaign cannot launch yet: ${count} ${count === 1 ? 'problem needs' : 'problems need'} fixing. See Review & Launch.`,
  offline: 'Could not reach the server. Your changes are kept in this browser; we will try again.',
  failed: 'Saving failed. Your changes are kept in this browser.',
  conflict:
    'This campaign was changed elsewhere (in the assistant or another tab). Reload it to see the latest.',
} as const;

export function saveErrorMessage(error: unknown): string {
  if (isApiError(error) && (error.kind === 'network' || error.kind === 'timeout'))
    return SAVE_MESSAGES.offline;
  if (isApiError(error) && error.serverMessage) return `${SAVE_MESSAGES.failed} ${error.serverMessage}`;
  return SAVE_MESSAGES.failed;
}

/** Editable before launch; launched or over, the campaign's status belongs to the server. */
export const isEditableStatus = (status: CampaignStatus | null): boolean =>
  status === null || EDITABLE_STATUSES.includes(status);

/**
 * The status a save sends: a manual save (and the one before a launch, which goes through POST /launch)
 * marks the draft saved, an autosave keeps what it is. A launched campaign's status is never sent: an
 * edit keeps it, and the server re-checks the launch gate.
 */
export function statusFor(mode: SaveMode, current: CampaignStatus | null): CampaignStatus | undefined {
  if (!isEditableStatus(current)) return undefined;
  return mode === 'auto' ? (current ?? 'draft') : 'saved';
}

async function putOrPost(
  draft: CampaignDraft,
  status: CampaignStatus | undefined,
  version: number | null,
  detach: () => void,
): Promise<Campaign> {
  try {
    return await saveCampaign(draft.campaignId || null, { draft, status, version });
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
      // Changed elsewhere: no save until the user has reloaded it (never a silent overwrite).
      if (store.isSaving || store.conflict) return null;
      const ticket = store.beginSave();
      try {
        // The compliance rules (with their region tables) load on the first save, not with the builder.
        const { withReviewedCompliance } = await import('../lib/compliance-status.ts');
        const draft = withReviewedCompliance(
          store.draft,
          mode === 'launch' || store.currentStep >= COMPLIANCE_STEP,
        );
        const campaign = await putOrPost(
          draft,
          statusFor(mode, store.status),
          store.version,
          store.detachFromServer,
        );
        useBuilderStore.getState().finishSave(ticket, campaign);
        campaignWritten(queryClient, campaign);
        if (mode === 'manual')
          toast.success(
            isEditableStatus(campaign.status) ? SAVE_MESSAGES.saved : SAVE_MESSAGES.savedLaunched,
          );
        return campaign;
      } catch (error) {
        useBuilderStore.getState().failSave(ticket);
        if (isVersionConflict(error)) {
          const current = isApiError(error) ? error.current : undefined;
          useBuilderStore.getState().setConflict({ version: current?.version ?? 0 });
          toast.error(SAVE_MESSAGES.conflict, { id: 'campaign-save-error' });
          return null;
        }
        // An edit of a launched campaign re-runs the launch gate: its findings go to step 9.
        const findings = launchBlockFindings(error);
        if (findings) {
          useBuilderStore.getState().setLaunchBlock(findings, ticket.revision);
          toast.error(SAVE_MESSAGES.blocked(findings.length), { id: 'campaign-save-error' });
          return null;
        }
        // One toast id: a string of failed autosaves while offline shows one message, not a pile.
        toast.error(saveErrorMessage(error), { id: 'campaign-save-error' });
        return null;
      }
    },
    [queryClient],
  );
}
