import type { StepNumber } from '@northstar/shared/campaign';
import type { CampaignDraft } from '@northstar/shared/campaign/schemas';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api-client.ts';
import { useSaveCampaign } from '../../../resources/campaigns/campaign-queries.ts';
import { builderEditPath } from '../lib/builder-link.ts';

export const OPEN_IN_BUILDER_FAILED = 'Could not save the campaign for the builder. Please try again.';

/**
 * Opens the conversation's campaign in the builder at the step reached. The AI service saves it to the
 * API as the chat goes (its id is `campaignId`), so no second campaign is made; only a draft the service
 * has not saved yet (no fact stated, or the API was unreachable) is saved here first.
 */
export function useOpenInBuilder() {
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);
  const save = useSaveCampaign();

  const open = async (draft: CampaignDraft, step: StepNumber) => {
    if (saving) return;
    if (draft.campaignId) {
      navigate(builderEditPath({ id: draft.campaignId, channelType: draft.campaignType }, step));
      return;
    }
    setSaving(true);
    try {
      const campaign = await save.mutateAsync({ id: null, draft, status: 'draft' });
      navigate(builderEditPath(campaign, step));
    } catch (error) {
      const detail =
        isApiError(error) && error.is('VALIDATION_ERROR', 'BAD_REQUEST') ? ` ${error.message}` : '';
      toast.error(`${OPEN_IN_BUILDER_FAILED}${detail}`);
      setSaving(false);
    }
  };

  return { open, saving };
}
