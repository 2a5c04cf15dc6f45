import { type Db, type PreparedStatement, runPrepared } from '@northstar/server/database';
import { and, desc, eq } from 'drizzle-orm';
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

export interface ExchangeMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  campaignStep: number;
  requiresApproval: boolean;
  approvalData: unknown;
}

const SAVE_EXCHANGE: PreparedStatement = {
  name: 'save_exchange',
  text: `
    with updated as (
      update conversations
      set planner_state = $1::jsonb, current_step = $2::int, version = version + 1, updated_at = now()
      where id = $3::uuid and version = $4::int
      returning id
    )
    insert into messages (id, conversation_id, role, content, campaign_step, requires_approval, approval_data)
    select m.id, updated.id, m.role, m.content, m.campaign_step, m.requires_approval,
           nullif(m.approval_data, 'null'::jsonb)
    from updated
    cross join jsonb_to_recordset($5::jsonb) as m (
      ord int, id uuid, role text, content text, campaign_step int, requires_approval boolean, approval_data jsonb
    )
    -- seq (identity) follows this order: the user's message before the reply.
    order by m.ord
    returning messages.id`,
};

/**
 * One message exchange as ONE statement (so one transaction, and one round trip): the new state is
 * saved only if nobody saved one since `version` was read, and the messages are inserted only then.
 * The messages travel as one JSON parameter, so the text never changes and PostgreSQL plans it once per
 * connection. Returns false when another exchange won the race (nothing was written).
 */
export async function saveExchange(
  db: Db,
  change: {
    id: string;
    version: number;
    plannerState: unknown;
    currentStep: number;
    messages: ExchangeMessage[];
  },
): Promise<boolean> {
  const rows = change.messages.map((m, ord) => ({
    ord,
    id: m.id,
    role: m.role,
    content: m.content,
    campaign_step: m.campaignStep,
    requires_approval: m.requiresApproval,
    approval_data: m.approvalData ?? null,
  }));
  const inserted = await runPrepared(db, SAVE_EXCHANGE, [
    JSON.stringify(change.plannerState),
    change.currentStep,
    change.id,
    change.version,
    JSON.stringify(rows),
  ]);
  return inserted.length === change.messages.length;
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
