import { createDraft } from '@northstar/shared/campaign';
import {
  type Campaign,
  type CampaignDraft,
  type CampaignListItem,
  campaignDraftSchema,
} from '@northstar/shared/campaign/schemas';
import type { CampaignListRow, CampaignWithDelivery } from './campaigns.repository.ts';

/**
 * A stored draft as the current schema sees it. Drafts only ever came in through the schema, but a
 * later, stricter schema must not turn an old row into a 500: every top-level field that still parses
 * is kept, the rest falls back to the defaults of a new draft.
 */
export function storedDraft(value: unknown, createdAt: Date): CampaignDraft {
  const parsed = campaignDraftSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  const draft: Record<string, unknown> = { ...createDraft({ now: createdAt }) };
  const shape = campaignDraftSchema.shape;
  for (const [key, item] of Object.entries((value ?? {}) as Record<string, unknown>)) {
    if (key in shape && shape[key as keyof typeof shape].safeParse(item).success) draft[key] = item;
  }
  return draft as CampaignDraft;
}

export const toCampaignListItem = (row: CampaignListRow): CampaignListItem => ({
  id: row.id,
  name: row.name,
  origin: row.origin,
  version: row.version,
  channelType: row.channelType,
  status: row.status,
  complianceStatus: row.complianceStatus,
  estimatedBudget: row.estimatedBudget,
  platforms: row.platforms,
  lastPriceUpdate: row.lastPriceUpdate.toISOString(),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  launchedAt: row.launchedAt?.toISOString() ?? null,
  delivery: row.delivery ? { ...row.delivery, through: row.delivery.through.toISOString() } : null,
});

/** `draft`: the row's draft when the caller has just validated it (not parsed again). */
export const toCampaign = (row: CampaignWithDelivery, draft?: CampaignDraft): Campaign => ({
  ...toCampaignListItem(row),
  // The row id is the campaign's id, whatever an older client left in the draft.
  draft: { ...(draft ?? storedDraft(row.draft, row.createdAt)), campaignId: row.id },
});
