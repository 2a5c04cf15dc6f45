import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
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

/** Saves a new state only if nobody saved one since `version` was read; false when someone did. */
export async function updateConversationState(
  db: Db,
  change: { id: string; version: number; plannerState: unknown; currentStep: number },
): Promise<Pick<ConversationRow, 'updatedAt'> | undefined> {
  const [row] = await db
    .update(conversations)
    .set({
      plannerState: change.plannerState,
      currentStep: change.currentStep,
      version: sql`${conversations.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(conversations.id, change.id), eq(conversations.version, change.version)))
    .returning({ updatedAt: conversations.updatedAt });
  return row;
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
