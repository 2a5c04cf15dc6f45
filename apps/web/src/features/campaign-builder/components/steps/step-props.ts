import type { LaunchFinding } from '@northstar/shared/campaign';
import type { CampaignDraft } from '@northstar/shared/campaign/schemas';
import type { DraftPatch } from '../../stores/builder.store.ts';

/** What every step form receives; steps are plain controlled forms over the draft. */
export interface StepProps {
  draft: CampaignDraft;
  update: (patch: DraftPatch) => void;
  /** This step's current validation errors (empty until a move or launch checks them). */
  errors: readonly string[];
  /** Opens another step (the review's "Edit" links), and puts the cursor in `field` (a draft dot path). */
  goToStep: (step: number, field?: string) => void;
  /** The server's launch gate findings of the last refused launch or save (the review lists them). */
  serverFindings?: readonly LaunchFinding[];
}
