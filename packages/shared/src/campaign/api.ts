import { z } from 'zod';
import { campaignDraftSchema, campaignTypeSchema, complianceStatusSchema } from './draft.ts';

// Contracts of the campaigns and templates calls (DESIGN.md "Contracts beyond the spec").

export const campaignStatusSchema = z.enum(['draft', 'saved', 'ready']);
export type CampaignStatus = z.infer<typeof campaignStatusSchema>;

/** A row of the campaign list (SPEC "Campaign list item"); platforms are display names. */
export const campaignListItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  channelType: campaignTypeSchema,
  status: campaignStatusSchema,
  complianceStatus: complianceStatusSchema,
  estimatedBudget: z.number(),
  platforms: z.array(z.string()),
  lastPriceUpdate: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CampaignListItem = z.infer<typeof campaignListItemSchema>;

export const campaignSchema = campaignListItemSchema.extend({ draft: campaignDraftSchema });
export type Campaign = z.infer<typeof campaignSchema>;

export const CAMPAIGN_PAGE_SIZE_MAX = 100;
export const campaignListQuerySchema = z.strictObject({
  query: z.string().trim().max(200).optional(),
  channelType: campaignTypeSchema.optional(),
  status: campaignStatusSchema.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(CAMPAIGN_PAGE_SIZE_MAX).default(20),
});
export type CampaignListQuery = z.infer<typeof campaignListQuerySchema>;

export const campaignListResponseSchema = z.object({
  items: z.array(campaignListItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

/** POST /campaigns and PUT /campaigns/{id}: the builder's draft, and optionally the new status. */
export const saveCampaignRequestSchema = z.strictObject({
  draft: campaignDraftSchema,
  status: campaignStatusSchema.optional(),
});
export const campaignResponseSchema = z.object({ campaign: campaignSchema });

export const templateTypeSchema = z.enum(['recently_launched', 'saved_template']);
export const templatePerformanceSchema = z.object({
  impressions: z.number(),
  clicks: z.number(),
  ctr: z.number(),
  conversions: z.number(),
});

/** A card of "Campaign Templates" (SPEC "Template item"); built-in samples have builtIn true. */
export const templateItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  channelType: campaignTypeSchema,
  type: templateTypeSchema,
  estimatedBudget: z.number(),
  platforms: z.array(z.string()),
  createdAt: z.string(),
  launchedAt: z.string().nullable(),
  performance: templatePerformanceSchema.nullable(),
  builtIn: z.boolean(),
});
export type TemplateItem = z.infer<typeof templateItemSchema>;
export const templateSchema = templateItemSchema.extend({ draft: campaignDraftSchema });
export type Template = z.infer<typeof templateSchema>;

export const templateListResponseSchema = z.object({ items: z.array(templateItemSchema) });
export const templateResponseSchema = z.object({ template: templateSchema });

/** POST /templates: save a draft (or an existing campaign) as a template. */
export const saveTemplateRequestSchema = z.union([
  z.strictObject({ draft: campaignDraftSchema, name: z.string().trim().min(1).max(200).optional() }),
  z.strictObject({ campaignId: z.string().max(64), name: z.string().trim().min(1).max(200).optional() }),
]);
