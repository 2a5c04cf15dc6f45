import type { CampaignListItem } from '@northstar/shared/campaign/schemas';
import { Button } from '../../../../components/ui/button.tsx';
import { Dialog } from '../../../../components/ui/dialog.tsx';

export const DELETE_CONFIRMATION = 'Are you sure you want to delete this campaign?';

interface DeleteCampaignDialogProps {
  campaign: CampaignListItem | null;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: (campaign: CampaignListItem) => void;
}

/** The confirmation before a delete; Cancel has focus first, so Enter never deletes by accident. */
export function DeleteCampaignDialog({ campaign, deleting, onCancel, onConfirm }: DeleteCampaignDialogProps) {
  return (
    <Dialog
      open={campaign !== null}
      onClose={onCancel}
      title="Delete Campaign"
      tone="warning"
      description={
        <>
          <span className="block">{DELETE_CONFIRMATION}</span>
          {campaign ? (
            <span className="mt-1 block font-medium text-fg">
              "{campaign.name || 'Untitled campaign'}" cannot be restored.
            </span>
          ) : null}
        </>
      }
    >
      <Button variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
      <Button variant="danger" disabled={deleting} onClick={() => campaign && onConfirm(campaign)}>
        {deleting ? 'Deleting...' : 'Delete'}
      </Button>
    </Dialog>
  );
}
