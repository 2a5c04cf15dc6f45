import type { Db } from '@northstar/server/database';
import { desc, eq } from 'drizzle-orm';
import { type MailRow, mailOutbox } from '../../db/schema.ts';

export async function insertOutboxMail(
  db: Db,
  mail: { to: string; subject: string; text: string; html: string | null },
): Promise<void> {
  await db.insert(mailOutbox).values(mail);
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
