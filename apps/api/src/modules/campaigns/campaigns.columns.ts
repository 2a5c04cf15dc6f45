import { platformName } from '@northstar/shared/campaign';
import type { CampaignDraft, ComplianceStatus } from '@northstar/shared/campaign/schemas';
import { reviewCompliance } from '@northstar/shared/compliance';

export const UNTITLED_CAMPAIGN = 'Untitled campaign';
export const CAMPAIGN_NAME_MAX = 120; // the draft schema's campaignName bound

/**
 * The list's compliance badge. The rules in @northstar/shared decide, never the client's claim:
 * a blocker means rejected whatever the draft says. "approved" additionally needs the draft's own
 * compliance.status to say approved, i.e. the advertiser has been through step 6 since the last
 * change the builder saw; anything else is pending. So a campaign made from a template (its draft
 * status reset to pending) starts pending until the builder saves it after the review.
 */
export function complianceStatusOf(draft: CampaignDraft): ComplianceStatus {
  const ruled = reviewCompliance(draft).status;
  if (ruled === 'rejected') return 'rejected';
  return ruled === 'approved' && draft.compliance.status === 'approved' ? 'approved' : 'pending';
}

/** Cuts text to `max` UTF-16 units without leaving half a surrogate pair (jsonb refuses those). */
export function clampText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const last = cut.charCodeAt(cut.length - 1);
  return last >= 0xd800 && last <= 0xdbff ? cut.slice(0, -1) : cut;
}

/** `decorate(name)` (e.g. "<name> (Copy)") shortened so the result still fits the draft's name bound. */
export function fitName(name: string, decorate: (name: string) => string, max = CAMPAIGN_NAME_MAX): string {
  const suffixLength = decorate('').length;
  return decorate(clampText(name, Math.max(0, max - suffixLength)).trimEnd());
}

export const campaignNameOf = (draft: CampaignDraft) => draft.campaignName.trim() || UNTITLED_CAMPAIGN;

export const platformNamesOf = (draft: CampaignDraft) => draft.platforms.selected.map(platformName);

/** Everything the list shows, computed from the draft; written with the draft on every write. */
export function derivedColumns(draft: CampaignDraft) {
  return {
    name: campaignNameOf(draft),
    channelType: draft.campaignType,
    complianceStatus: complianceStatusOf(draft),
    estimatedBudget: draft.budget.totalBudget,
    platforms: platformNamesOf(draft),
  };
}
