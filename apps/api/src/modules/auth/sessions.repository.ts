import type { Db } from '@northstar/server/database';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { preparedPerDb } from '../../db/prepared.ts';
import { type SessionRow, sessions, type UserRow, users } from '../../db/schema.ts';
import { isUuid } from '../../lib/uuid.ts';

const insertSessionQuery = preparedPerDb((db) =>
  db
    .insert(sessions)
    .values({
      userId: sql.placeholder('userId'),
      expiresAt: sql.placeholder('expiresAt'),
      remember: sql.placeholder('remember'),
      ip: sql.placeholder('ip'),
      userAgent: sql.placeholder('userAgent'),
    })
    .returning()
    .prepare('insert_session'),
);

export async function insertSession(
  db: Db,
  values: { userId: string; expiresAt: Date; remember: boolean; ip: string | null; userAgent: string | null },
): Promise<SessionRow> {
  const [row] = await insertSessionQuery(db).execute(values);
  if (!row) throw new Error('insert returned no row');
  return row;
}

const sessionWithUserQuery = preparedPerDb((db) =>
  db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sql.placeholder('sessionId')))
    .prepare('session_with_user'),
);

/** The one primary-key lookup behind every authenticated request: the session and its user. */
export async function findSessionWithUser(
  db: Db,
  sessionId: string,
): Promise<{ session: SessionRow; user: UserRow } | undefined> {
  if (!isUuid(sessionId)) return undefined;
  const [row] = await sessionWithUserQuery(db).execute({ sessionId });
  return row;
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}
