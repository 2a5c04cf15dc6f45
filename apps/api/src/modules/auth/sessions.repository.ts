import type { Db } from '@northstar/server/database';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { preparedPerDb } from '../../db/prepared.ts';
import { type SessionRow, sessions, type UserRow, users } from '../../db/schema.ts';
import { isUuid } from '../../lib/uuid.ts';

// A sign-in's one write, one statement: the session row, and the user's last_sign_in_at set to its
// created_at (a CTE). Once the password is verified, sign-in costs a single round trip.
const startSessionQuery = preparedPerDb((db) => {
  const inserted = db.$with('inserted_session').as(
    db
      .insert(sessions)
      .values({
        userId: sql.placeholder('userId'),
        expiresAt: sql.placeholder('expiresAt'),
        remember: sql.placeholder('remember'),
        ip: sql.placeholder('ip'),
        userAgent: sql.placeholder('userAgent'),
      })
      .returning(),
  );
  return db
    .with(inserted)
    .update(users)
    .set({ lastSignInAt: sql`${inserted.createdAt}` })
    .from(inserted)
    .where(eq(users.id, inserted.userId))
    .returning({
      id: inserted.id,
      userId: inserted.userId,
      expiresAt: inserted.expiresAt,
      remember: inserted.remember,
      ip: inserted.ip,
      userAgent: inserted.userAgent,
      createdAt: inserted.createdAt,
      revokedAt: inserted.revokedAt,
    })
    .prepare('start_session');
});

/** Opens a session and records the sign-in on the user (not an edit of the account: updated_at stays). */
export async function startSession(
  db: Db,
  values: { userId: string; expiresAt: Date; remember: boolean; ip: string | null; userAgent: string | null },
): Promise<SessionRow> {
  const [row] = await startSessionQuery(db).execute(values);
  if (!row) throw new Error('the session insert returned no row');
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
