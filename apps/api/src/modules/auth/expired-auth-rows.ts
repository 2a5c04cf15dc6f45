import type { Db } from '@northstar/server/database';
import { isNotNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { passwordResetTokens, sessions } from '../../db/schema.ts';

export const EXPIRED_AUTH_ROWS_CLEANUP_MS = 60 * 60 * 1000;

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

/** Runs the cleanup every `intervalMs` while the app is up; the timer never keeps the process alive. */
export function scheduleExpiredAuthRowsCleanup(
  app: FastifyInstance,
  db: Db,
  intervalMs = EXPIRED_AUTH_ROWS_CLEANUP_MS,
) {
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      deleteExpiredAuthRows(db).then(
        (deleted) => app.log.debug(deleted, 'expired sessions and reset tokens deleted'),
        (error: unknown) => app.log.warn({ err: error }, 'expired sessions cleanup failed'),
      );
    }, intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
