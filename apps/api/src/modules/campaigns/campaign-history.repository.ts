import type { Db } from '@northstar/server/database';
import type {
  ActorKind,
  FieldChange,
  HistoryAction,
  HistoryActor,
  HistoryEntry,
} from '@northstar/shared/campaign/schemas';
import { and, desc, eq, sql } from 'drizzle-orm';
import { campaignHistory, campaigns, users } from '../../db/schema.ts';

export interface NewHistoryEntry {
  campaignId: string;
  ownerId: string;
  /** null: the system (sandbox delivery) made the change. */
  actorId: string | null;
  /** Defaults to `user` with an actor id and `system` without; `assistant` keeps the user's id. */
  actorKind?: ActorKind;
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
      actorKind: e.actorKind ?? (e.actorId ? 'user' : 'system'),
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
  actorKind: campaignHistory.actorKind,
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
  actorKind: ActorKind;
  actorName: string | null;
  campaignId: string;
  campaignName: string;
};

/** The names of actors that are not a person. */
export const ACTOR_NAMES = { system: 'Sandbox delivery', rule: 'Automated rule', deleted: 'A deleted user' };

function toActor(row: EntryRow): HistoryActor {
  const { actorKind: kind, actorId: userId } = row;
  if (kind === 'system') return { kind, userId: null, name: ACTOR_NAMES.system };
  if (kind === 'rule') return { kind, userId, name: ACTOR_NAMES.rule };
  // A person (directly or through the assistant); the row outlives a deleted user as "set null".
  return { kind, userId, name: (userId && row.actorName) || ACTOR_NAMES.deleted };
}

const toEntry = (row: EntryRow): HistoryEntry => ({
  id: row.id,
  at: row.at.toISOString(),
  action: row.action,
  actor: toActor(row),
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
