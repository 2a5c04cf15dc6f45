import type { Db } from '@northstar/server/database';
import { and, count, desc, eq } from 'drizzle-orm';
import { type CampaignTemplateRow, campaignTemplates } from '../../db/schema.ts';
import { isUuid } from '../../lib/uuid.ts';

export type NewTemplateRow = typeof campaignTemplates.$inferInsert;
export type TemplateListRow = Omit<CampaignTemplateRow, 'userId' | 'draft' | 'updatedAt'>;

const owned = (userId: string, id: string) =>
  and(eq(campaignTemplates.id, id), eq(campaignTemplates.userId, userId));

export async function insertTemplate(db: Db, values: NewTemplateRow): Promise<CampaignTemplateRow> {
  const [row] = await db.insert(campaignTemplates).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** The user's saved templates, newest first, without their drafts. */
export function listTemplates(db: Db, userId: string): Promise<TemplateListRow[]> {
  return db
    .select({
      id: campaignTemplates.id,
      name: campaignTemplates.name,
      channelType: campaignTemplates.channelType,
      estimatedBudget: campaignTemplates.estimatedBudget,
      platforms: campaignTemplates.platforms,
      createdAt: campaignTemplates.createdAt,
    })
    .from(campaignTemplates)
    .where(eq(campaignTemplates.userId, userId))
    .orderBy(desc(campaignTemplates.createdAt), desc(campaignTemplates.id));
}

export async function countTemplates(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(campaignTemplates)
    .where(eq(campaignTemplates.userId, userId));
  return row?.total ?? 0;
}

export async function findTemplate(
  db: Db,
  userId: string,
  id: string,
): Promise<CampaignTemplateRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(campaignTemplates).where(owned(userId, id));
  return row;
}

export async function deleteTemplate(db: Db, userId: string, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const rows = await db
    .delete(campaignTemplates)
    .where(owned(userId, id))
    .returning({ id: campaignTemplates.id });
  return rows.length > 0;
}
