import type { Template, TemplateItem } from '@northstar/shared/campaign/schemas';
import type { CampaignTemplateRow } from '../../db/schema.ts';
import { storedDraft } from '../campaigns/campaigns.mapper.ts';
import type { CampaignWithDelivery } from '../campaigns/campaigns.repository.ts';
import type { TemplateListRow } from './templates.repository.ts';

// Saved templates are always the user's own: type saved_template, no launch date, no figures.
export const toTemplateItem = (row: TemplateListRow): TemplateItem => ({
  id: row.id,
  name: row.name,
  channelType: row.channelType,
  type: 'saved_template',
  estimatedBudget: row.estimatedBudget,
  platforms: row.platforms,
  createdAt: row.createdAt.toISOString(),
  launchedAt: null,
  performance: null,
  builtIn: false,
});

export const toTemplate = (row: CampaignTemplateRow): Template => ({
  ...toTemplateItem(row),
  draft: storedDraft(row.draft, row.createdAt),
});

/** The list card of a full template (the samples are built whole). */
export const templateItemOf = ({ draft: _draft, ...item }: Template): TemplateItem => item;

/** "Recently Launched" cards are the user's own launched campaigns; their ids say so. */
export const LAUNCHED_PREFIX = 'launched-';

/** A launched campaign as a template card, with its sandbox results (CTR in percent, two decimals). */
export function launchedTemplate(row: CampaignWithDelivery): Template {
  const delivered = row.delivery;
  return {
    id: `${LAUNCHED_PREFIX}${row.id}`,
    name: row.name,
    channelType: row.channelType,
    type: 'recently_launched',
    estimatedBudget: row.estimatedBudget,
    platforms: row.platforms,
    createdAt: row.createdAt.toISOString(),
    launchedAt: row.launchedAt?.toISOString() ?? null,
    performance: delivered
      ? {
          impressions: Math.round(delivered.impressions),
          clicks: Math.round(delivered.clicks),
          ctr:
            delivered.impressions > 0
              ? Math.round((delivered.clicks / delivered.impressions) * 10_000) / 100
              : 0,
          conversions: Math.round(delivered.conversions),
        }
      : null,
    builtIn: false,
    draft: { ...storedDraft(row.draft, row.createdAt), campaignId: '' },
  };
}
