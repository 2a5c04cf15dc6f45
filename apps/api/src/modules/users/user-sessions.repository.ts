import type { Db } from '@northstar/server/database';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { sessions } from '../../db/schema.ts';

/**
 * Signs a user out everywhere (a password change, a disabled or demoted account). Here, not in auth,
 * because users and admin need it and auth already builds on users: the modules depend one way.
 */
export async function revokeUserSessions(db: Db, userId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
