import { z } from 'zod';
import { campaignForecastSchema } from '../forecast/schemas.ts';
import { CAMPAIGN_PAGE_SIZE_MAX } from './api-limits.ts';
import { campaignDraftSchema, campaignTypeSchema, complianceStatusSchema } from './draft.ts';
import { campaignStatusSchema } from './lifecycle.ts';

// Contracts of the campaigns and templates calls (docs/product.md#contracts).

/** What a launched campaign has delivered so far (sandbox delivery), summed over its platforms and days. */
export const deliveryTotalsSchema = z.object({
  spend: z.number(),
  impressions: z.number(),
  clicks: z.number(),
  conversions: z.number(),
  revenue: z.number(),
  /** When delivery was last brought up to date. */
  through: z.string(),
});
export type DeliveryTotals = z.infer<typeof deliveryTotalsSchema>;

/**
 * Where a campaign came from: the assistant's conversation, the builder, a template or a duplicate.
 * A client may only claim `assistant` or `builder` (POST /campaigns); the server sets the other two.
 */
export const campaignOriginSchema = z.enum(['assistant', 'builder', 'template', 'duplicate']);
export type CampaignOrigin = z.infer<typeof campaignOriginSchema>;
export const createOriginSchema = campaignOriginSchema.extract(['assistant', 'builder']);

/** Every campaign write by a user starts at 1 and adds 1 (save, launch, pause, resume). */
export const campaignVersionSchema = z.number().int().min(1);

/** A row of the campaign list (docs/product.md#campaign-list); platforms are display names. */
export const campaignListItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  origin: campaignOriginSchema,
  /** The optimistic-concurrency version: send it back on PUT to refuse a write based on an older copy. */
  version: campaignVersionSchema,
  channelType: campaignTypeSchema,
  status: campaignStatusSchema,
  complianceStatus: complianceStatusSchema,
  estimatedBudget: z.number(),
  platforms: z.array(z.string()),
  lastPriceUpdate: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** When it was launched; null before. */
  launchedAt: z.string().nullable(),
  /** Null until delivery has run for it. */
  delivery: deliveryTotalsSchema.nullable(),
});
export type CampaignListItem = z.infer<typeof campaignListItemSchema>;

export const campaignSchema = campaignListItemSchema.extend({
  draft: campaignDraftSchema,
  /**
   * The forecast it was launched with against what it delivered so far (GET /campaigns/{id}); null
   * before launch and for campaigns launched before forecasts were kept. Absent from older servers.
   */
  forecast: campaignForecastSchema.nullable().optional(),
});
export type Campaign = z.infer<typeof campaignSchema>;

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

/**
 * POST /campaigns and PUT /campaigns/{id}: the builder's draft, and optionally the new status. Only
 * draft and saved are written this way, and ready through the launch gate; any other status is 409.
 */
export const saveCampaignRequestSchema = z.strictObject({
  draft: campaignDraftSchema,
  status: campaignStatusSchema.optional(),
});

/** POST /campaigns: a save, plus who is creating it (`builder` unless said). */
export const createCampaignRequestSchema = saveCampaignRequestSchema.extend({
  origin: createOriginSchema.optional(),
});
export type CreateCampaignRequest = z.infer<typeof createCampaignRequestSchema>;

/**
 * PUT /campaigns/{id}: a save, plus the version it was based on. When given and no longer the stored
 * one the write is refused with 409 VERSION_CONFLICT (body `error.current.version`), nothing written.
 */
export const updateCampaignRequestSchema = saveCampaignRequestSchema.extend({
  version: campaignVersionSchema.optional(),
});
export type UpdateCampaignRequest = z.infer<typeof updateCampaignRequestSchema>;

/** The payment methods a draft may name; all are sandbox methods: nothing is ever charged. */
export const launchPaymentMethodSchema = z.enum(['card', 'invoice', 'credit_line']);

/**
 * POST /campaigns/{id}/launch (body optional). What only the user may confirm, for a client that speaks
 * only HTTP (the assistant): the selected platforms' advertising policies, the payment method to set
 * (`card` is the sandbox card on file) and the accepted advertising terms, written into the draft in
 * the launch's own transaction; then the launch gate decides as always. `version` refuses the launch
 * (409 VERSION_CONFLICT) if the campaign changed since the client read it.
 */
export const launchCampaignRequestSchema = z.strictObject({
  acceptPolicies: z.literal(true).optional(),
  paymentMethod: launchPaymentMethodSchema.optional(),
  acceptTerms: z.literal(true).optional(),
  version: campaignVersionSchema.optional(),
});
export type LaunchCampaignRequest = z.infer<typeof launchCampaignRequestSchema>;

export const campaignResponseSchema = z.object({ campaign: campaignSchema });

/** One finding of the launch gate, as in the 422 LAUNCH_BLOCKED answer. */
export const launchFindingSchema = z.object({
  step: z.number().int(),
  field: z.string(),
  message: z.string(),
  rule: z.string().optional(),
});

/** A field that changed: dot path, value before and after (long values are cut, see campaigns README). */
export const fieldChangeSchema = z.object({ field: z.string(), before: z.unknown(), after: z.unknown() });
export type FieldChange = z.infer<typeof fieldChangeSchema>;

export const historyActionSchema = z.enum([
  'created',
  'updated',
  'launched',
  'paused',
  'resumed',
  'scheduled',
  'activated',
  'completed',
  'test_started',
  'test_completed',
]);
export type HistoryAction = z.infer<typeof historyActionSchema>;

/**
 * Who made a change: the user, the assistant on the user's behalf (userId is the user's), an automated
 * rule, or the system (sandbox delivery; userId null).
 */
export const actorKindSchema = z.enum(['user', 'assistant', 'rule', 'system']);
export type ActorKind = z.infer<typeof actorKindSchema>;
export const historyActorSchema = z.object({
  kind: actorKindSchema,
  userId: z.string().nullable(),
  /** The user's name (also for `assistant`), or the system's ("Sandbox delivery"). */
  name: z.string(),
});
export type HistoryActor = z.infer<typeof historyActorSchema>;

/** One entry of GET /campaigns/{id}/history. */
export const historyEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  action: historyActionSchema,
  actor: historyActorSchema,
  changes: z.array(fieldChangeSchema),
  /** Set by the analytics feed, which lists entries across campaigns. */
  campaignId: z.string(),
  campaignName: z.string(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;
export const historyResponseSchema = z.object({ items: z.array(historyEntrySchema) });

export const templateTypeSchema = z.enum(['recently_launched', 'saved_template']);
export const templatePerformanceSchema = z.object({
  impressions: z.number(),
  clicks: z.number(),
  ctr: z.number(),
  conversions: z.number(),
});

/** A card of "Campaign Templates" (docs/product.md#templates); built-in samples have builtIn true. */
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
