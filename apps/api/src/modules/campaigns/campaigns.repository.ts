import type { Db } from '@northstar/server/database';
import type { CampaignStatus } from '@northstar/shared/campaign';
import type { CampaignDraft, CampaignType } from '@northstar/shared/campaign/schemas';
import { and, desc, eq, getTableColumns, ilike, isNotNull, type SQL, sql } from 'drizzle-orm';
import {
  type CampaignRow,
  campaignCounts,
  campaignDelivery,
  campaigns,
  type NewCampaignRow,
  users,
} from '../../db/schema.ts';
import { isUuid } from '../../lib/uuid.ts';
import type { derivedColumns } from './campaigns.columns.ts';

export type DerivedColumns = ReturnType<typeof derivedColumns>;

// The list never reads the draft: these columns are all a row of it needs.
const listColumns = {
  id: campaigns.id,
  name: campaigns.name,
  channelType: campaigns.channelType,
  status: campaigns.status,
  complianceStatus: campaigns.complianceStatus,
  estimatedBudget: campaigns.estimatedBudget,
  platforms: campaigns.platforms,
  lastPriceUpdate: campaigns.lastPriceUpdate,
  launchedAt: campaigns.launchedAt,
  origin: campaigns.origin,
  version: campaigns.version,
  createdAt: campaigns.createdAt,
  updatedAt: campaigns.updatedAt,
  // What it has delivered so far (null before launch), from the delivery job's running totals.
  delivery: {
    spend: campaignDelivery.spend,
    impressions: campaignDelivery.impressions,
    clicks: campaignDelivery.clicks,
    conversions: campaignDelivery.conversions,
    revenue: campaignDelivery.revenue,
    through: campaignDelivery.deliveredThrough,
  },
};
export interface DeliveryTotalsRow {
  spend: number;
  impressions: number;
  clicks: number;
  conversions: number;
  revenue: number;
  through: Date;
}
export type CampaignListRow = Omit<CampaignRow, 'userId' | 'draft' | 'launchForecast'> & {
  delivery: DeliveryTotalsRow | null;
};
export type CampaignWithDelivery = CampaignRow & { delivery: DeliveryTotalsRow | null };
/** A written row as RETURNING gives it back: without the draft, which the writer already holds. */
export type WrittenCampaignRow = Omit<CampaignRow, 'draft'>;

const { draft: _draft, ...writtenColumns } = getTableColumns(campaigns);

const owned = (userId: string, id: string) => and(eq(campaigns.id, id), eq(campaigns.userId, userId));

export async function insertCampaign(db: Db, values: NewCampaignRow): Promise<CampaignRow> {
  const [row] = await db.insert(campaigns).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** The user's campaign, or undefined for another user's id, an unknown id or a malformed one. */
export async function findCampaign(db: Db, userId: string, id: string): Promise<CampaignRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(campaigns).where(owned(userId, id));
  return row;
}

/** findCampaign, locked until the caller's transaction ends (a status change reads, then writes). */
export async function lockCampaign(tx: Db, userId: string, id: string): Promise<CampaignRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await tx.select().from(campaigns).where(owned(userId, id)).for('update');
  return row;
}

/** The campaign with what it has delivered so far, as the API answers it. */
export async function findCampaignWithDelivery(
  db: Db,
  userId: string,
  id: string,
): Promise<CampaignWithDelivery | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select({ ...getTableColumns(campaigns), delivery: listColumns.delivery })
    .from(campaigns)
    .leftJoin(campaignDelivery, eq(campaignDelivery.campaignId, campaigns.id))
    .where(owned(userId, id));
  return row;
}

/** The user's launched campaigns (completed included), most recently launched first, with delivery. */
export async function listLaunchedCampaigns(
  db: Db,
  userId: string,
  limit: number,
): Promise<CampaignWithDelivery[]> {
  return db
    .select({ ...getTableColumns(campaigns), delivery: listColumns.delivery })
    .from(campaigns)
    .leftJoin(campaignDelivery, eq(campaignDelivery.campaignId, campaigns.id))
    .where(and(eq(campaigns.userId, userId), isNotNull(campaigns.launchedAt)))
    .orderBy(desc(campaigns.launchedAt), desc(campaigns.id))
    .limit(limit);
}

export interface CampaignUpdate {
  draft: CampaignDraft;
  columns: DerivedColumns;
  status?: CampaignStatus | undefined;
  launchedAt?: Date;
  /** Write only if the stored version is still this one (optimistic concurrency); undefined: any. */
  expectedVersion?: number | undefined;
  /** False for a save that changes nothing: the version stays. Defaults to true. */
  bumpVersion?: boolean;
}

/**
 * Rewrites draft and derived columns in one statement and adds 1 to the version. Prices are re-quoted
 * when the budget or the selected platforms change, so last_price_update moves only then (compared as
 * jsonb: key order and number spelling do not count as a change). With `expectedVersion` the version is
 * compared in the UPDATE itself, so of two writes based on the same version exactly one finds its row:
 * undefined back means another write came first (or the row is not the user's).
 */
export async function updateCampaign(
  db: Db,
  userId: string,
  id: string,
  change: CampaignUpdate,
): Promise<WrittenCampaignRow | undefined> {
  if (!isUuid(id)) return undefined;
  const budget = JSON.stringify(change.draft.budget);
  const selected = JSON.stringify(change.draft.platforms.selected);
  const [row] = await db
    .update(campaigns)
    .set({
      ...change.columns,
      ...(change.status ? { status: change.status } : {}),
      ...(change.launchedAt ? { launchedAt: change.launchedAt } : {}),
      draft: change.draft,
      lastPriceUpdate: sql`case
        when ${campaigns.draft} -> 'budget' is distinct from ${budget}::jsonb
          or ${campaigns.draft} -> 'platforms' -> 'selected' is distinct from ${selected}::jsonb
        then now() else ${campaigns.lastPriceUpdate} end`,
      version: change.bumpVersion === false ? campaigns.version : sql`${campaigns.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        owned(userId, id),
        change.expectedVersion === undefined ? undefined : eq(campaigns.version, change.expectedVersion),
      ),
    )
    // Not the draft: the caller wrote it, and reading it back would parse its JSON once more.
    .returning(writtenColumns);
  return row;
}

export async function deleteCampaign(db: Db, userId: string, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const rows = await db.delete(campaigns).where(owned(userId, id)).returning({ id: campaigns.id });
  return rows.length > 0;
}

export interface CampaignSearch {
  query?: string | undefined;
  channelType?: CampaignType | undefined;
  status?: CampaignStatus | undefined;
  limit: number;
  offset: number;
}

// LIKE's wildcards and its escape character (backslash, PostgreSQL's default) match themselves.
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * How many of the user's campaigns match, as a scalar subquery. Without a search it is a sum over
 * campaign_counts (at most six rows, kept by triggers); a name search counts the matching rows.
 */
function totalOf(userId: string, search: CampaignSearch, where: SQL | undefined) {
  if (search.query) return sql<number>`(select count(*)::int from ${campaigns} where ${where})`;
  const conditions: SQL[] = [eq(campaignCounts.userId, userId)];
  if (search.channelType) conditions.push(eq(campaignCounts.channelType, search.channelType));
  if (search.status) conditions.push(eq(campaignCounts.status, search.status));
  return sql<number>`(select coalesce(sum(${campaignCounts.total}), 0)::int from ${campaignCounts}
    where ${and(...conditions)})`;
}

function pageQuery(db: Db, where: SQL | undefined, total: SQL<number>) {
  return db
    .select({ ...listColumns, total })
    .from(campaigns)
    .leftJoin(campaignDelivery, eq(campaignDelivery.campaignId, campaigns.id))
    .where(where)
    .orderBy(desc(campaigns.createdAt), desc(campaigns.id));
}

/**
 * The list without a search, one prepared query per filter combination and database: built once
 * instead of on every request (measured ~10% cheaper a request on PGlite), and on PostgreSQL a named
 * statement each pooled connection plans once.
 */
function preparedPage(db: Db, byChannel: boolean, byStatus: boolean) {
  const userId = sql.placeholder('userId');
  const channelType = sql.placeholder('channelType');
  const status = sql.placeholder('status');
  const where = and(
    eq(campaigns.userId, userId),
    byChannel ? eq(campaigns.channelType, channelType) : undefined,
    byStatus ? eq(campaigns.status, status) : undefined,
  );
  const countWhere = and(
    eq(campaignCounts.userId, userId),
    byChannel ? eq(campaignCounts.channelType, channelType) : undefined,
    byStatus ? eq(campaignCounts.status, status) : undefined,
  );
  const total = sql<number>`(select coalesce(sum(${campaignCounts.total}), 0)::int from ${campaignCounts}
    where ${countWhere})`;
  return pageQuery(db, where, total)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(`campaign_list_page${byChannel ? '_channel' : ''}${byStatus ? '_status' : ''}`);
}
const preparedPages = new WeakMap<Db, Map<string, ReturnType<typeof preparedPage>>>();

function cachedPage(db: Db, byChannel: boolean, byStatus: boolean) {
  let pages = preparedPages.get(db);
  if (!pages) {
    pages = new Map();
    preparedPages.set(db, pages);
  }
  const key = `${byChannel}:${byStatus}`;
  let page = pages.get(key);
  if (!page) {
    page = preparedPage(db, byChannel, byStatus);
    pages.set(key, page);
  }
  return page;
}

/**
 * One page of the user's campaigns, newest first, and the number matching, in one round trip (the
 * total rides on every row; an empty page asks for it alone). The page walks
 * campaigns_user_created_idx; at thousands of rows per user a name ILIKE over that range stays cheap
 * enough (a trigram index would need an extension loaded into PGlite), so there is none.
 */
export async function listCampaigns(
  db: Db,
  userId: string,
  search: CampaignSearch,
): Promise<{ rows: CampaignListRow[]; total: number }> {
  const conditions: SQL[] = [eq(campaigns.userId, userId)];
  if (search.channelType) conditions.push(eq(campaigns.channelType, search.channelType));
  if (search.status) conditions.push(eq(campaigns.status, search.status));
  if (search.query) conditions.push(ilike(campaigns.name, `%${escapeLike(search.query)}%`));
  const where = and(...conditions);
  const total = totalOf(userId, search, where);
  const page = search.query
    ? await pageQuery(db, where, total).limit(search.limit).offset(search.offset)
    : await cachedPage(db, search.channelType !== undefined, search.status !== undefined).execute({
        userId,
        channelType: search.channelType,
        status: search.status,
        limit: search.limit,
        offset: search.offset,
      });
  if (page.length === 0) {
    const [row] = await db.select({ total }).from(sql`(select 1) as one`);
    return { rows: [], total: Number(row?.total ?? 0) };
  }
  return {
    rows: page.map(({ total: _total, ...row }) => row),
    total: Number(page[0]?.total ?? 0),
  };
}

/**
 * Locks the user's row until the transaction ends, so that the user's campaign creations run one at a
 * time: the cap check (count, then insert) then holds under concurrent requests. NO KEY UPDATE leaves
 * the foreign-key checks of the user's other writes free.
 */
export async function lockCampaignOwner(tx: Db, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}

/** How many campaigns the user keeps, from the trigger-kept campaign_counts (at most 6 rows). */
export async function countUserCampaigns(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${campaignCounts.total}), 0)::int` })
    .from(campaignCounts)
    .where(eq(campaignCounts.userId, userId));
  return Number(row?.total ?? 0);
}
