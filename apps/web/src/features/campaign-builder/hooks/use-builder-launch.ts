import { STATUS_LABELS, type StepKey, validateAll } from '@northstar/shared/campaign';
import type { CampaignType } from '@northstar/shared/campaign/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api-client.ts';
import { campaignWritten } from '../../../resources/campaigns/campaign-queries.ts';
import { launchBlockFindings, launchCampaign } from '../../../resources/campaigns/campaigns.api.ts';
import { CAMPAIGN_LIST_PATH } from '../lib/paths.ts';
import { useBuilderStore } from '../stores/builder.store.ts';
import { isEditableStatus, SAVE_MESSAGES, useBuilderSave } from './use-builder-save.ts';

export const LAUNCH_TOASTS = {
  blocked: SAVE_MESSAGES.blocked,
  launched: (name: string, status: keyof typeof STATUS_LABELS) =>
    `"${name}" is launched (${STATUS_LABELS[status]}).`,
  updated: (name: string, status: keyof typeof STATUS_LABELS) =>
    `"${name}" is updated; it stays ${STATUS_LABELS[status]}.`,
  failed: 'The launch failed. The campaign is saved; try again.',
} as const;

function launchErrorMessage(error: unknown): string {
  if (isApiError(error) && error.serverMessage) return `${LAUNCH_TOASTS.failed} ${error.serverMessage}`;
  return LAUNCH_TOASTS.failed;
}

/**
 * "Launch Campaign": the launch gate first, here (so a campaign it refuses is not sent), then the draft
 * is saved and POST /campaigns/{id}/launch lets the server run the same gate on what it stored. The
 * server's refusal (422) shows its findings on step 9 and keeps the user there. A campaign already
 * launched is saved instead (keeping its status; the server re-checks the gate on the edit).
 */
export function useBuilderLaunch(type: CampaignType) {
  const save = useBuilderSave();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [launching, setLaunching] = useState(false);

  const launch = useCallback(async () => {
    const store = useBuilderStore.getState();
    if (store.isSaving) return;
    setLaunching(true);
    try {
      // Loaded on launch: the compliance rules are not part of the builder's first paint.
      const { launchFindings } = await import('../lib/lazy-launch-gate.ts');
      const findings = launchFindings(store.draft);
      if (findings.length > 0) {
        const errors = validateAll(store.draft);
        store.showErrors(
          Object.fromEntries(Object.entries(errors).filter(([, list]) => list.length > 0)) as Partial<
            Record<StepKey, string[]>
          >,
        );
        toast.error(LAUNCH_TOASTS.blocked(findings.length), { id: 'campaign-launch' });
        return;
      }
      const alreadyLaunched = !isEditableStatus(store.status);
      const saved = await save('launch');
      if (!saved) return;
      const name = saved.name || store.draft.campaignName;
      if (alreadyLaunched) {
        toast.success(LAUNCH_TOASTS.updated(name, saved.status));
      } else {
        const revision = useBuilderStore.getState().revision;
        let campaign: typeof saved;
        try {
          campaign = await launchCampaign(saved.id);
        } catch (error) {
          const refused = launchBlockFindings(error);
          if (refused) {
            useBuilderStore.getState().setLaunchBlock(refused, revision);
            toast.error(LAUNCH_TOASTS.blocked(refused.length), { id: 'campaign-launch' });
          } else {
            toast.error(launchErrorMessage(error), { id: 'campaign-launch' });
          }
          return;
        }
        useBuilderStore.getState().setStatus(campaign.status, campaign.version);
        campaignWritten(queryClient, campaign);
        toast.success(LAUNCH_TOASTS.launched(campaign.name || name, campaign.status));
      }
      useBuilderStore.getState().startNew(type);
      navigate(CAMPAIGN_LIST_PATH);
    } catch (error) {
      // The gate's chunk did not load (offline): nothing was sent.
      toast.error(launchErrorMessage(error), { id: 'campaign-launch' });
    } finally {
      setLaunching(false);
    }
  }, [save, queryClient, navigate, type]);

  return { launch, launching };
}
