import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Banner } from '../../../../components/ui/banner.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { campaignQueryOptions } from '../../../../resources/campaigns/campaign-queries.ts';
import { useBuilderStore } from '../../stores/builder.store.ts';

export const CONFLICT_MESSAGES = {
  title: 'This campaign was changed elsewhere',
  body: 'It was saved from the assistant or another tab after you opened it, so your latest changes were not saved. Reload it to continue from the newest version; your unsaved changes here will be replaced.',
  reload: 'Reload the campaign',
  failed: 'It could not be reloaded. Check your connection and try again.',
} as const;

/**
 * Shown after a save was refused with 409 VERSION_CONFLICT: saving stops (nothing is overwritten)
 * until the user reloads the stored campaign, on the step they were on.
 */
export function VersionConflictBanner() {
  const conflict = useBuilderStore((s) => s.conflict);
  const campaignId = useBuilderStore((s) => s.draft.campaignId);
  const queryClient = useQueryClient();
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  if (!conflict || !campaignId) return null;

  const reload = async () => {
    setState('loading');
    try {
      const campaign = await queryClient.fetchQuery(campaignQueryOptions(campaignId));
      const { loadCampaign, currentStep } = useBuilderStore.getState();
      loadCampaign(campaign, currentStep);
      setState('idle');
    } catch {
      setState('failed');
    }
  };

  return (
    <Banner tone="error">
      <p className="font-semibold">{CONFLICT_MESSAGES.title}</p>
      <p className="mt-1">{CONFLICT_MESSAGES.body}</p>
      {state === 'failed' ? <p className="mt-1">{CONFLICT_MESSAGES.failed}</p> : null}
      <Button
        size="sm"
        variant="secondary"
        className="mt-3"
        disabled={state === 'loading'}
        onClick={() => void reload()}
      >
        {CONFLICT_MESSAGES.reload}
      </Button>
    </Banner>
  );
}
