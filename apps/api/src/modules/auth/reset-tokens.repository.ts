import type { Db } from '@northstar/server/database';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { passwordResetTokens } from '../../db/schema.ts';

export async function deleteUserResetTokens(db: Db, userId: string): Promise<void> {
  await db.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
}

export async function insertResetToken(
  db: Db,
  values: { userId: string; tokenHash: string; expiresAt: Date },
) {
  await db.insert(passwordResetTokens).values(values);
}

const usable = (tokenHash: string) =>
  and(
    eq(passwordResetTokens.tokenHash, tokenHash),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, sql`now()`),
  );

/** Read-only check, so an invalid token costs no password hashing. */
export async function findUsableResetToken(
  db: Db,
  tokenHash: string,
): Promise<{ userId: string } | undefined> {
  const [row] = await db
    .select({ userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .where(usable(tokenHash));
  return row;
}

/** Marks an unused, unexpired token used and returns its user; undefined if someone else won the race. */
export async function consumeResetToken(db: Db, tokenHash: string): Promise<{ userId: string } | undefined> {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(usable(tokenHash))
    .returning({ userId: passwordResetTokens.userId });
  return row;
}
