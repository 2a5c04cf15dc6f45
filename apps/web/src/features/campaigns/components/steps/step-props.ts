import type { CampaignDraft } from '@northstar/shared/campaign/draft';
import type { DraftPatch } from '../../stores/builder.store.ts';

/** What every step form receives; steps are plain controlled forms over the draft. */
export interface StepProps {
  draft: CampaignDraft;
  update: (patch: DraftPatch) => void;
  /** This step's current validation errors (empty until a move or launch checks them). */
  errors: readonly string[];
  /** Opens another step (the review's "Edit" links). */
  goToStep: (step: number) => void;
}
