import type { Database, Db } from '@northstar/server/database';
import { createJobLeader, type JobLeader } from '@northstar/server/job-leader';
import { schedulePeriodicJob } from '@northstar/server/periodic-job';
import { isNotNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { passwordResetTokens, sessions } from '../../db/schema.ts';
import { EXPIRED_AUTH_ROWS_LOCK_ID } from '../job-lock-ids.ts';

/**
 * Deletes sessions and reset tokens that can never be used again: expired, revoked or used. A token
 * naming a deleted row is refused exactly as one naming a revoked row, so nothing observable changes.
 */
export async function deleteExpiredAuthRows(db: Db): Promise<{ sessions: number; resetTokens: number }> {
  const deletedSessions = await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, sql`now()`), isNotNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  const deletedTokens = await db
    .delete(passwordResetTokens)
    .where(or(lt(passwordResetTokens.expiresAt, sql`now()`), isNotNull(passwordResetTokens.usedAt)))
    .returning({ id: passwordResetTokens.id });
  return { sessions: deletedSessions.length, resetTokens: deletedTokens.length };
}

/**
 * Runs the cleanup every `intervalMs` while the app is up, on the one instance that `leader` elects
 * (several API instances on one PostgreSQL: the deletes are harmless twice, but one runner is the rule,
 * as for the delivery job).
 */
export function scheduleExpiredAuthRowsCleanup(
  app: FastifyInstance,
  database: Database,
  intervalMs: number,
  leader: JobLeader = createJobLeader(database, EXPIRED_AUTH_ROWS_LOCK_ID),
) {
  return schedulePeriodicJob(app, {
    intervalMs,
    leader,
    failureMessage: 'expired sessions cleanup failed',
    run: async () => {
      const deleted = await deleteExpiredAuthRows(database.db);
      app.log.debug(deleted, 'expired sessions and reset tokens deleted');
      return deleted;
    },
  });
}
