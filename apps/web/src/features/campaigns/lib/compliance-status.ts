import type { CampaignDraft } from '@northstar/shared/campaign/draft';
import { reviewCompliance } from '@northstar/shared/compliance';

/** The draft with compliance.status set to what the review says now (saved with every write). */
export function withReviewedCompliance(draft: CampaignDraft): CampaignDraft {
  const { status } = reviewCompliance(draft);
  return status === draft.compliance.status
    ? draft
    : { ...draft, compliance: { ...draft.compliance, status } };
}
