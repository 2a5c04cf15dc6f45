import type { Db } from '@northstar/server/database';
import { and, asc, desc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import { type MailRow, type MailStatus, mailOutbox } from '../../db/schema.ts';
import type { MailMessage } from './mail.templates.ts';

export async function insertOutboxMail(db: Db, mail: MailMessage, status: 'kept' | 'queued'): Promise<void> {
  // The app's clock, like every comparison with available_at (a database clock may differ from it).
  await db.insert(mailOutbox).values({ ...mail, status, availableAt: new Date() });
}

/**
 * Leases the oldest due row until `leaseUntil` and counts the attempt; undefined when none is due. The
 * lease is what keeps two instances (or a run overlapping a leadership change) off the same row: the
 * row is invisible to every other claim until it is marked or the lease runs out (a crashed sender).
 * SKIP LOCKED lets a concurrent claim take the next row instead of waiting.
 */
export async function claimDueMail(db: Db, now: Date, leaseUntil: Date): Promise<MailRow | undefined> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, 'queued'), lte(mailOutbox.availableAt, now)))
    .orderBy(asc(mailOutbox.availableAt), asc(mailOutbox.createdAt))
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(mailOutbox)
    .set({ availableAt: leaseUntil, attempts: sql`${mailOutbox.attempts} + 1` })
    .where(and(inArray(mailOutbox.id, due), eq(mailOutbox.status, 'queued')))
    .returning();
  return row;
}

export async function markMailSent(db: Db, id: string, at: Date): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: at, lastError: null })
    .where(eq(mailOutbox.id, id));
}

/** A transient failure: the row is due again at `retryAt`. */
export async function scheduleMailRetry(db: Db, id: string, retryAt: Date, error: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ availableAt: retryAt, lastError: error.slice(0, 1000) })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'queued')));
}

/** The server refused the message itself (e.g. an unknown recipient): sending again cannot help. */
export async function markMailFailed(db: Db, id: string, error: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'failed', lastError: error.slice(0, 1000) })
    .where(eq(mailOutbox.id, id));
}

/**
 * Deletes what the outbox no longer needs: messages sent, or refused for good, before `before`. Their
 * bodies hold reset and sign-in links; keeping them forever would keep those too (ADR 0019).
 */
export async function deleteFinishedMailBefore(db: Db, before: Date): Promise<number> {
  const deleted = await db
    .delete(mailOutbox)
    .where(
      or(
        and(eq(mailOutbox.status, 'sent'), lt(mailOutbox.sentAt, before)),
        and(eq(mailOutbox.status, 'failed'), lt(mailOutbox.createdAt, before)),
      ),
    )
    .returning({ id: mailOutbox.id });
  return deleted.length;
}

export async function findLatestOutboxMail(db: Db, to: string): Promise<MailRow | undefined> {
  const [row] = await db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(1);
  return row;
}

/** The newest messages first, optionally to one address or in one status (the local mailbox). */
export function listOutboxMail(
  db: Db,
  filter: { to?: string | undefined; status?: MailStatus | undefined; limit: number },
): Promise<MailRow[]> {
  const conditions = [
    filter.to ? eq(mailOutbox.to, filter.to) : undefined,
    filter.status ? eq(mailOutbox.status, filter.status) : undefined,
  ];
  return db
    .select()
    .from(mailOutbox)
    .where(and(...conditions))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(filter.limit);
}
