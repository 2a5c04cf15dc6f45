import type { CampaignDraft } from '@northstar/shared/campaign/schemas';
import { reviewCompliance } from '@northstar/shared/compliance';

/**
 * The draft with compliance.status set to what the review says now. "approved" is only claimed once
 * the advertiser has reached the Compliance Review step (the server trusts it no further than that);
 * a worse verdict is always written, so a stale approval never survives an edit.
 */
export function withReviewedCompliance(draft: CampaignDraft, reachedReview: boolean): CampaignDraft {
  const reviewed = reviewCompliance(draft).status;
  const status = reviewed === 'approved' && !reachedReview ? 'pending' : reviewed;
  return status === draft.compliance.status
    ? draft
    : { ...draft, compliance: { ...draft.compliance, status } };
}
