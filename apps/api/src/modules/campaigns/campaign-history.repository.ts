import type { Db } from '@northstar/server/database';
import type { FieldChange, HistoryAction, HistoryEntry } from '@northstar/shared/campaign/api';
import { and, desc, eq, sql } from 'drizzle-orm';
import { campaignHistory, campaigns, users } from '../../db/schema.ts';

export interface NewHistoryEntry {
  campaignId: string;
  ownerId: string;
  /** null: the system (sandbox delivery) made the change. */
  actorId: string | null;
  action: HistoryAction;
  changes?: FieldChange[];
  at?: Date;
}

export async function recordHistory(db: Db, entries: readonly NewHistoryEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await db.insert(campaignHistory).values(
    entries.map((e) => ({
      campaignId: e.campaignId,
      ownerId: e.ownerId,
      actorId: e.actorId,
      action: e.action,
      changes: e.changes ?? [],
      ...(e.at ? { at: e.at } : {}),
    })),
  );
}

const entryColumns = {
  id: campaignHistory.id,
  at: campaignHistory.at,
  action: campaignHistory.action,
  changes: campaignHistory.changes,
  actorId: campaignHistory.actorId,
  actorName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
  campaignId: campaignHistory.campaignId,
  campaignName: campaigns.name,
};

type EntryRow = {
  id: string;
  at: Date;
  action: HistoryAction;
  changes: FieldChange[];
  actorId: string | null;
  actorName: string | null;
  campaignId: string;
  campaignName: string;
};

const toEntry = (row: EntryRow): HistoryEntry => ({
  id: row.id,
  at: row.at.toISOString(),
  action: row.action,
  actor: row.actorId ? { id: row.actorId, name: row.actorName ?? 'A deleted user' } : null,
  changes: row.changes,
  campaignId: row.campaignId,
  campaignName: row.campaignName,
});

function entries(db: Db) {
  return db
    .select(entryColumns)
    .from(campaignHistory)
    .innerJoin(campaigns, eq(campaigns.id, campaignHistory.campaignId))
    .leftJoin(users, eq(users.id, campaignHistory.actorId));
}

/** One campaign's history, newest first (the caller has checked the campaign is the owner's). */
export async function listCampaignHistory(
  db: Db,
  ownerId: string,
  campaignId: string,
  limit: number,
): Promise<HistoryEntry[]> {
  const rows = await entries(db)
    .where(and(eq(campaignHistory.ownerId, ownerId), eq(campaignHistory.campaignId, campaignId)))
    .orderBy(desc(campaignHistory.at), desc(campaignHistory.seq))
    .limit(limit);
  return rows.map(toEntry);
}

/** The owner's latest changes across all campaigns, for the analytics page's Recent Activity. */
export async function listActivity(db: Db, ownerId: string, limit: number): Promise<HistoryEntry[]> {
  const rows = await entries(db)
    .where(eq(campaignHistory.ownerId, ownerId))
    .orderBy(desc(campaignHistory.at), desc(campaignHistory.seq))
    .limit(limit);
  return rows.map(toEntry);
}
