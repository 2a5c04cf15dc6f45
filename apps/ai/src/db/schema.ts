import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

// The AI service's own tables (a separate database from the API's). user_id is the API's user id as
// text: the two databases share no foreign keys.

export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull(),
    moduleContext: text('module_context').notNull(),
    /** The planner's whole state (PlannerState); the server's copy is the source of truth. */
    plannerState: jsonb('planner_state').$type<unknown>().notNull(),
    currentStep: integer('current_step').notNull(),
    /** Bumped on every exchange: two concurrent messages cannot both build on the same state. */
    version: integer('version').notNull().default(0),
    /** The hub's incrementality test set-up (ConversationIncrementality); null until one is saved. */
    incrementality: jsonb('incrementality').$type<unknown>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // "The user's latest conversation of a module" reads the first entry; it also serves user_id lookups.
    index('conversations_user_module_updated_idx').on(
      t.userId,
      t.moduleContext,
      t.updatedAt.desc(),
      t.id.desc(),
    ),
    check('conversations_step_valid', sql`${t.currentStep} between 1 and 9`),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // now() is the same for every row of a transaction; seq keeps the order of an exchange's messages.
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    role: text('role').$type<'user' | 'assistant' | 'system'>().notNull(),
    content: text('content').notNull(),
    campaignStep: integer('campaign_step').notNull(),
    requiresApproval: boolean('requires_approval').notNull().default(false),
    approvalData: jsonb('approval_data').$type<unknown>(),
    /** The launch this assistant message reports (LaunchResult), so a restored chat still links to it. */
    launch: jsonb('launch').$type<unknown>(),
    /** How the planner decided an assistant reply (TurnTrace: act, spans, policy row, paths changed); never sent to the browser. */
    trace: jsonb('trace').$type<unknown>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('messages_conversation_seq_idx').on(t.conversationId, t.seq),
    check('messages_role_valid', sql`${t.role} in ('user', 'assistant', 'system')`),
  ],
);

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
export type NewMessageRow = typeof messages.$inferInsert;
