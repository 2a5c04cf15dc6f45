import { z } from 'zod';
import { AGE_MAX, AGE_MIN } from './draft-factory.ts';
import { CURRENCIES, DESCRIPTION_MAX_LENGTH, TAG_MAX_LENGTH, TAGS_MAX } from './draft-limits.ts';
import { objectiveSchema } from './objective-schema.ts';
import { PLATFORM_IDS, REGULATED_CATEGORY_IDS } from './platforms.ts';
import { isTimeZone, UNKNOWN_TIME_ZONE_MESSAGE } from './time-zone.ts';

// The draft is stored in the browser and on the server, so every string and array is bounded and every
// object is strict. Required-ness is NOT enforced here: a half-filled draft is valid; the per-step
// rules live in validation.ts.

const text = (max: number) => z.string().max(max);
const list = <T extends z.ZodType>(item: T, max: number) => z.array(item).max(max);
const unique = <T>(items: readonly T[]) => new Set(items).size === items.length;
const money = z.number().finite().min(0).max(1_000_000_000);
const dateOrBlank = z.union([z.iso.date(), z.literal('')]);
const emailOrBlank = z.union([z.email().max(254), z.literal('')]);

export const campaignTypeSchema = z.enum(['universal', 'regulated']);
export const platformIdSchema = z.enum(PLATFORM_IDS);
export const regulatedCategorySchema = z.enum(REGULATED_CATEGORY_IDS);
export type CampaignType = z.infer<typeof campaignTypeSchema>;
export const countryCodeSchema = z.string().regex(/^[A-Z]{2}$/, 'Use an ISO 3166-1 alpha-2 country code');
export const genderSchema = z.enum(['female', 'male', 'other']);
export const deviceSchema = z.enum(['desktop', 'mobile', 'tablet', 'ctv']);

export const utmSchema = z.strictObject({
  source: text(100),
  medium: text(100),
  campaign: text(100),
  term: text(100),
  content: text(100),
});

export const platformSettingsSchema = z.strictObject({
  accountId: text(64).optional(),
  placements: list(text(64), 20).optional(),
  dailyCap: money.optional(),
});

export const targetingSchema = z.strictObject({
  demographics: z
    .strictObject({
      ageMin: z.number().int().min(AGE_MIN).max(AGE_MAX),
      ageMax: z.number().int().min(AGE_MIN).max(AGE_MAX),
      /** Empty means all genders. */
      genders: list(genderSchema, 3).refine(unique, 'Duplicate gender'),
    })
    .refine((d) => d.ageMin <= d.ageMax, {
      message: 'Minimum age must not exceed maximum age',
      path: ['ageMin'],
    }),
  interests: list(text(100), 50),
  geography: z.strictObject({
    countries: list(countryCodeSchema, 250).refine(unique, 'Duplicate country'),
    regions: list(text(100), 100),
    cities: list(text(100), 100),
  }),
  devices: list(deviceSchema, 4).refine(unique, 'Duplicate device'),
  audiences: list(text(100), 50),
});

export const creativeAssetSchema = z.strictObject({
  id: text(64),
  type: z.enum(['image', 'video', 'document']),
  name: text(200),
  url: text(2048).optional(),
});

export const creativesSchema = z.strictObject({
  copy: z.strictObject({
    headlines: list(text(150), 15),
    descriptions: list(text(500), 10),
    callsToAction: list(text(30), 5),
  }),
  assets: list(creativeAssetSchema, 20),
});

export const complianceStatusSchema = z.enum(['pending', 'approved', 'rejected']);
export type ComplianceStatus = z.infer<typeof complianceStatusSchema>;

export const biddingStrategyTypeSchema = z.enum(['automated', 'target_cpa', 'target_roas', 'manual_cpc']);
export const optimizationGoalSchema = z.enum([
  'impressions',
  'reach',
  'clicks',
  'conversions',
  'conversion_value',
]);

export const campaignDraftSchema = z.strictObject({
  campaignId: text(64),
  campaignName: text(120),
  campaignType: campaignTypeSchema,
  /** Set in the regulated builder; compliance review reads it. */
  regulatedCategory: regulatedCategorySchema.nullable(),
  objective: z.union([objectiveSchema, z.literal('')]),
  industry: text(100),
  tags: list(text(TAG_MAX_LENGTH), TAGS_MAX),
  description: text(DESCRIPTION_MAX_LENGTH),
  kpis: z.strictObject({
    primary: text(64),
    secondary: list(text(64), 10),
    customGoals: list(text(200), 10),
  }),
  conversionTracking: z.strictObject({
    attributionWindow: z.number().int().min(1).max(90),
    valueTracking: z.boolean(),
    events: list(text(64), 20),
  }),
  utm: utmSchema,
  reporting: z.strictObject({
    frequency: z.enum(['daily', 'weekly', 'monthly']),
    recipients: list(z.email().max(254), 20),
    format: z.enum(['dashboard', 'pdf', 'csv']),
  }),
  platforms: z.strictObject({
    selected: list(platformIdSchema, 20).refine(unique, 'Duplicate platform'),
    settings: z.partialRecord(platformIdSchema, platformSettingsSchema),
  }),
  targeting: targetingSchema,
  creatives: creativesSchema,
  compliance: z.strictObject({
    /** Platform id -> the advertiser acknowledged that platform's policy. */
    platformPolicies: z.partialRecord(platformIdSchema, z.boolean()),
    /** Platforms for which the advertiser holds the certification the category needs. */
    certifications: list(platformIdSchema, 20),
    status: complianceStatusSchema,
  }),
  budget: z.strictObject({
    totalBudget: money,
    budgetType: z.enum(['daily', 'lifetime']),
    currency: z.enum(CURRENCIES),
    /** Platform id -> percent of the budget; when given it must total 100 across selected platforms. */
    allocation: z.partialRecord(platformIdSchema, z.number().finite().min(0).max(100)),
    pacing: z.enum(['standard', 'accelerated']),
  }),
  schedule: z.strictObject({
    startDate: dateOrBlank,
    endDate: dateOrBlank,
    // Blank while the builder has none yet (the launch gate then asks for one); never an unknown zone.
    timezone: text(64).refine((zone) => zone === '' || isTimeZone(zone), UNKNOWN_TIME_ZONE_MESSAGE),
  }),
  bidding: z.strictObject({
    strategy: z.strictObject({
      type: biddingStrategyTypeSchema,
      targetCpa: money.optional(),
      targetRoas: z.number().finite().min(0).max(1000).optional(),
      maxCpc: money.optional(),
    }),
    optimization: z.strictObject({
      goal: z.union([optimizationGoalSchema, z.literal('')]),
      frequencyCap: z
        .strictObject({ impressions: z.number().int().min(1).max(100), per: z.enum(['day', 'week']) })
        .optional(),
    }),
  }),
  // Never card numbers: the payment provider holds those; the draft keeps only the chosen method.
  payment: z.strictObject({
    method: z.enum(['card', 'invoice', 'credit_line', '']),
    billingEmail: emailOrBlank,
    poNumber: text(64),
  }),
  launchOptions: z.strictObject({
    launchMode: z.enum(['immediately', 'scheduled']),
    notifyOnLaunch: z.boolean(),
    termsAccepted: z.boolean(),
  }),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type CampaignDraft = z.infer<typeof campaignDraftSchema>;
