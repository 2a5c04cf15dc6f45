import type { UserRole, UserStatus } from '@northstar/shared/auth';
import type { CampaignStatus } from '@northstar/shared/campaign';
import type {
  ActorKind,
  CampaignOrigin,
  CampaignType,
  ComplianceStatus,
  FieldChange,
  HistoryAction,
} from '@northstar/shared/campaign/schemas';
import type { LiftResult } from '@northstar/shared/incrementality';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// One place for every table; later issues append campaigns and templates below.
// Roles and statuses are text + CHECK rather than PG enums, so adding a value is a plain migration.

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    company: text('company'),
    phone: text('phone'),
    role: text('role').$type<UserRole>().notNull().default('user'),
    status: text('status').$type<UserStatus>().notNull().default('pending'),
    timezone: text('timezone').notNull().default('UTC'),
    language: text('language').notNull().default('en'),
    preferences: jsonb('preferences').$type<Record<string, unknown>>().notNull().default({}),
    rejectionReason: text('rejection_reason'),
    approvedBy: uuid('approved_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    // The last successful sign-in: the web greets a returning user differently from a first-timer.
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    index('users_status_created_idx').on(t.status, t.createdAt),
    check('users_email_lower', sql`${t.email} = lower(${t.email})`),
    check('users_role_valid', sql`${t.role} in ('user', 'admin')`),
    check('users_status_valid', sql`${t.status} in ('pending', 'approved', 'rejected', 'disabled')`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    remember: boolean('remember').notNull().default(false),
    createdAt: createdAt(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // sha256 hex of the token; the token itself only ever exists in the e-mail.
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_hash_unique').on(t.tokenHash),
    index('password_reset_tokens_user_id_idx').on(t.userId),
  ],
);

// Every e-mail, written in the transaction of the change that causes it and sent by the outbox job
// (docs/adr/0019-durable-mail-outbox.md). `kept`: no MAIL_URL, the row is the local mailbox and is
// never sent; `queued`: waiting, or leased until `available_at` by the instance sending it.
export const MAIL_STATUSES = ['kept', 'queued', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    createdAt: createdAt(),
    // Rows written before the outbox existed were local ones: the default keeps them unsent.
    status: text('status', { enum: MAIL_STATUSES }).notNull().default('kept'),
    attempts: integer('attempts').notNull().default(0),
    /** When the row may be claimed: now for a new row, after its back-off, or the end of a lease. */
    availableAt: timestamp('available_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (t) => [
    index('mail_outbox_to_created_idx').on(t.to, t.createdAt),
    index('mail_outbox_due_idx').on(t.availableAt).where(sql`${t.status} = 'queued'`),
    check('mail_outbox_status', sql`${t.status} in ('kept', 'queued', 'sent', 'failed')`),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type SessionRow = typeof sessions.$inferSelect;
export type MailRow = typeof mailOutbox.$inferSelect;

// Campaigns: the builder's draft as jsonb, plus the columns the list filters, sorts and shows, derived
// from the draft on every write (campaigns.columns.ts) so the list never parses the JSON.
export const campaigns = pgTable(
  'campaigns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    channelType: text('channel_type').$type<CampaignType>().notNull(),
    status: text('status').$type<CampaignStatus>().notNull().default('draft'),
    complianceStatus: text('compliance_status').$type<ComplianceStatus>().notNull().default('pending'),
    estimatedBudget: doublePrecision('estimated_budget').notNull().default(0),
    platforms: text('platforms').array().notNull().default(sql`'{}'::text[]`),
    lastPriceUpdate: timestamp('last_price_update', { withTimezone: true }).notNull().defaultNow(),
    draft: jsonb('draft').$type<Record<string, unknown>>().notNull(),
    launchedAt: timestamp('launched_at', { withTimezone: true }),
    /** The forecast point at the launched budget (forecastPointSchema); null before launch. */
    launchForecast: jsonb('launch_forecast').$type<Record<string, unknown>>(),
    // Who started it (assistant, builder, template, duplicate) and the optimistic-concurrency version
    // every user write adds 1 to (a PUT naming an older one is refused, see the campaigns README).
    origin: text('origin').$type<CampaignOrigin>().notNull().default('builder'),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The list: one user's rows, newest first; filters and the name search run over this range.
    // NULLS FIRST is what a plain ORDER BY ... DESC means, so the index can serve it without a sort.
    index('campaigns_user_created_idx').on(
      t.userId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    check('campaigns_channel_type_valid', sql`${t.channelType} in ('universal', 'regulated')`),
    check(
      'campaigns_status_valid',
      sql`${t.status} in ('draft', 'saved', 'ready', 'scheduled', 'active', 'paused', 'completed')`,
    ),
    // The delivery job's scan: launched campaigns not over yet.
    index('campaigns_launched_idx')
      .on(t.status)
      .where(sql`${t.status} in ('ready', 'scheduled', 'active', 'paused')`),
    check(
      'campaigns_compliance_status_valid',
      sql`${t.complianceStatus} in ('pending', 'approved', 'rejected')`,
    ),
    check('campaigns_origin_valid', sql`${t.origin} in ('assistant', 'builder', 'template', 'duplicate')`),
    check('campaigns_version_positive', sql`${t.version} >= 1`),
  ],
);

// How many campaigns each user has per channel type and status, kept by triggers on campaigns
// (migration 0003). The list's total for no search is a sum of at most six rows instead of a count
// over thousands of wide rows, which is what keeps page one fast on embedded PGlite.
export const campaignCounts = pgTable(
  'campaign_counts',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channelType: text('channel_type').$type<CampaignType>().notNull(),
    status: text('status').$type<CampaignStatus>().notNull(),
    total: integer('total').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.channelType, t.status] })],
);

// A user's saved templates; the built-in samples live in code (templates.samples.ts), not here.
export const campaignTemplates = pgTable(
  'campaign_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    channelType: text('channel_type').$type<CampaignType>().notNull(),
    estimatedBudget: doublePrecision('estimated_budget').notNull().default(0),
    platforms: text('platforms').array().notNull().default(sql`'{}'::text[]`),
    draft: jsonb('draft').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('campaign_templates_user_created_idx').on(
      t.userId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    check('campaign_templates_channel_type_valid', sql`${t.channelType} in ('universal', 'regulated')`),
  ],
);

export type CampaignRow = typeof campaigns.$inferSelect;
export type NewCampaignRow = typeof campaigns.$inferInsert;
export type CampaignTemplateRow = typeof campaignTemplates.$inferSelect;

// Every change of a campaign: who (null = the system, e.g. sandbox delivery), when, what (field diff).
export const campaignHistory = pgTable(
  'campaign_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    // The campaign's owner, so the analytics feed reads one index range per user.
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    // user, assistant (the user's change made through the AI service), rule or system (no actor id).
    actorKind: text('actor_kind').$type<ActorKind>().notNull().default('user'),
    action: text('action').$type<HistoryAction>().notNull(),
    changes: jsonb('changes').$type<FieldChange[]>().notNull().default([]),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    // Entries of one transaction share `at` (launched, then activated): the sequence keeps their order.
    seq: bigserial('seq', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('campaign_history_campaign_at_idx').on(t.campaignId, t.at.desc(), t.seq.desc()),
    index('campaign_history_owner_at_idx').on(t.ownerId, t.at.desc(), t.seq.desc()),
    check(
      'campaign_history_actor_kind_valid',
      sql`${t.actorKind} in ('user', 'assistant', 'rule', 'system')`,
    ),
  ],
);

// What delivery counts, as columns: the same six in the totals and in the daily rows.
const metricColumns = () => ({
  impressions: doublePrecision('impressions').notNull().default(0),
  reach: doublePrecision('reach').notNull().default(0),
  clicks: doublePrecision('clicks').notNull().default(0),
  conversions: doublePrecision('conversions').notNull().default(0),
  spend: doublePrecision('spend').notNull().default(0),
  revenue: doublePrecision('revenue').notNull().default(0),
});

// Delivery so far per launched campaign: its running totals and how far delivery has been simulated.
export const campaignDelivery = pgTable('campaign_delivery', {
  campaignId: uuid('campaign_id')
    .primaryKey()
    .references(() => campaigns.id, { onDelete: 'cascade' }),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  deliveredThrough: timestamp('delivered_through', { withTimezone: true }).notNull(),
  ...metricColumns(),
});

// What each campaign delivered per platform and day (the campaign's own time zone's dates).
export const campaignDailyMetrics = pgTable(
  'campaign_daily_metrics',
  {
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    platform: text('platform').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    ...metricColumns(),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.platform, t.date] })],
);

// Per user and day, the sum of campaign_daily_metrics, kept by statement triggers (migration 0007): the analytics
// summary reads one row per day instead of summing campaigns x platforms x days.
export const userDailyMetrics = pgTable(
  'user_daily_metrics',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    ...metricColumns(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.date] })],
);

export type CampaignHistoryRow = typeof campaignHistory.$inferSelect;
export type CampaignDeliveryRow = typeof campaignDelivery.$inferSelect;

// One holdout test per launched campaign: its setup, what each group did so far and, once over, the
// measured lift (issue 13 item 8). Sandbox delivery fills the groups while the test runs.
export const incrementalityTests = pgTable(
  'incrementality_tests',
  {
    campaignId: uuid('campaign_id')
      .primaryKey()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    /** The test's own id (a new one when a finished test is replaced): what a conversation keeps. */
    id: uuid('id').notNull().unique().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    testType: text('test_type').$type<'geographic' | 'audience'>().notNull(),
    controlGroupSize: doublePrecision('control_group_size').notNull(),
    testDuration: integer('test_duration').notNull(),
    confidenceLevel: doublePrecision('confidence_level').notNull(),
    status: text('status').$type<'running' | 'completed'>().notNull().default('running'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    testUsers: doublePrecision('test_users').notNull().default(0),
    testConversions: doublePrecision('test_conversions').notNull().default(0),
    controlUsers: doublePrecision('control_users').notNull().default(0),
    controlConversions: doublePrecision('control_conversions').notNull().default(0),
    result: jsonb('result').$type<LiftResult>(),
  },
  (t) => [
    check('incrementality_tests_status_valid', sql`${t.status} in ('running', 'completed')`),
    check('incrementality_tests_type_valid', sql`${t.testType} in ('geographic', 'audience')`),
  ],
);
export type IncrementalityTestRow = typeof incrementalityTests.$inferSelect;
export type NewIncrementalityTestRow = typeof incrementalityTests.$inferInsert;
