import { type Db, type PreparedStatement, runPrepared } from '@northstar/server/database';
import { and, desc, eq, sql } from 'drizzle-orm';
import {
  type ConversationRow,
  conversations,
  type MessageRow,
  messages,
  type NewMessageRow,
} from '../../db/schema.ts';

// SQL only; the service decides what to store and wraps the writes in one transaction.

export async function insertConversation(
  db: Db,
  row: Pick<ConversationRow, 'id' | 'userId' | 'moduleContext' | 'plannerState' | 'currentStep'>,
): Promise<ConversationRow> {
  const [created] = await db.insert(conversations).values(row).returning();
  if (!created) throw new Error('conversation insert returned no row');
  return created;
}

/** The conversation if it belongs to the user; another user's id reads as absent. */
export async function findOwnConversation(
  db: Db,
  id: string,
  userId: string,
): Promise<ConversationRow | undefined> {
  const [row] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.id, id), eq(conversations.userId, userId)))
    .limit(1);
  return row;
}

/** The user's most recently updated conversation of a module (conversations_user_module_updated_idx). */
export async function findLatestConversation(
  db: Db,
  userId: string,
  moduleContext: string,
): Promise<ConversationRow | undefined> {
  const [row] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.userId, userId), eq(conversations.moduleContext, moduleContext)))
    // The index's order exactly (NULLS LAST included), so the first index entry is the answer; the id
    // breaks a tie between two conversations saved in one transaction (the exchange writer's batches).
    .orderBy(sql`${conversations.updatedAt} desc nulls last`, sql`${conversations.id} desc nulls last`)
    .limit(1);
  return row;
}

/** Stores the incrementality set-up if the conversation is the user's; undefined otherwise. */
export async function updateIncrementality(
  db: Db,
  id: string,
  userId: string,
  incrementality: unknown,
): Promise<Pick<ConversationRow, 'id' | 'incrementality' | 'updatedAt'> | undefined> {
  const [row] = await db
    .update(conversations)
    // A change of the set-up is activity: the conversation becomes the user's latest.
    .set({ incrementality, updatedAt: sql`now()` })
    .where(and(eq(conversations.id, id), eq(conversations.userId, userId)))
    .returning({
      id: conversations.id,
      incrementality: conversations.incrementality,
      updatedAt: conversations.updatedAt,
    });
  return row;
}

export interface ExchangeMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  campaignStep: number;
  requiresApproval: boolean;
  approvalData: unknown;
  /** The launch an assistant message reports (LaunchResult), kept for the restored chat. */
  launch?: unknown;
  /** The planner's trace of an assistant reply (how the turn was decided); null for the user's message. */
  trace?: unknown;
}

export interface Exchange {
  id: string;
  version: number;
  plannerState: unknown;
  currentStep: number;
  messages: ExchangeMessage[];
}

const SAVE_EXCHANGES: PreparedStatement = {
  name: 'save_exchanges',
  text: `
    with input as (
      select * from jsonb_to_recordset($1::jsonb) as i (
        ord int, id uuid, version int, planner_state jsonb, current_step int, messages jsonb
      )
    ),
    updated as (
      update conversations c
      set planner_state = i.planner_state, current_step = i.current_step, version = c.version + 1,
          updated_at = now()
      from input i
      where c.id = i.id and c.version = i.version
      -- Two exchanges of one conversation in a batch: the row is updated once, and ord names the winner.
      returning i.ord
    ),
    inserted as (
      insert into messages (id, conversation_id, role, content, campaign_step, requires_approval, approval_data,
                            launch, trace)
      select m.id, i.id, m.role, m.content, m.campaign_step, m.requires_approval,
             nullif(m.approval_data, 'null'::jsonb), nullif(m.launch, 'null'::jsonb), nullif(m.trace, 'null'::jsonb)
      from updated u
      join input i on i.ord = u.ord
      cross join jsonb_to_recordset(i.messages) as m (
        ord int, id uuid, role text, content text, campaign_step int, requires_approval boolean,
        approval_data jsonb, launch jsonb, trace jsonb
      )
      -- seq (identity) follows this order: each user message before its reply.
      order by i.ord, m.ord
      returning 1
    )
    select ord from updated`,
};

/**
 * Message exchanges as ONE statement (so one transaction, and one round trip): each new state is saved
 * only if nobody saved one since its `version` was read, and its messages are inserted only then. The
 * batch travels as one JSON parameter, so the text never changes and PostgreSQL plans it once per
 * connection. Returns the indexes of the exchanges that were saved; the others lost a race (nothing of
 * theirs was written).
 */
export async function saveExchanges(db: Db, exchanges: readonly Exchange[]): Promise<Set<number>> {
  const input = exchanges.map((change, ord) => ({
    ord,
    id: change.id,
    version: change.version,
    planner_state: change.plannerState,
    current_step: change.currentStep,
    messages: change.messages.map((m, messageOrd) => ({
      ord: messageOrd,
      id: m.id,
      role: m.role,
      content: m.content,
      campaign_step: m.campaignStep,
      requires_approval: m.requiresApproval,
      approval_data: m.approvalData ?? null,
      launch: m.launch ?? null,
      trace: m.trace ?? null,
    })),
  }));
  const saved = await runPrepared<{ ord: number }>(db, SAVE_EXCHANGES, [JSON.stringify(input)]);
  return new Set(saved.map((row) => row.ord));
}

export async function insertMessages(db: Db, rows: NewMessageRow[]): Promise<void> {
  await db.insert(messages).values(rows);
}

/** The most recent `limit` messages of a conversation, oldest first. */
export async function listMessages(db: Db, conversationId: string, limit: number): Promise<MessageRow[]> {
  const recent = await db
    .select()
    .from(messages)
    .where(eq(messages.conversationId, conversationId))
    .orderBy(desc(messages.seq))
    .limit(limit);
  return recent.reverse();
}
