import type { Template, TemplateItem } from '@northstar/shared/campaign/api';
import type { CampaignTemplateRow } from '../../db/schema.ts';
import { storedDraft } from '../campaigns/campaigns.mapper.ts';
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
