import { randomUUID } from 'node:crypto';
import { AppError } from '@northstar/server/app-error';
import type { Db } from '@northstar/server/database';
import { type CampaignStatus, draftChanges, duplicateName } from '@northstar/shared/campaign';
import type {
  Campaign,
  CampaignDraft,
  CampaignListQuery,
  CampaignOrigin,
  HistoryEntry,
} from '@northstar/shared/campaign/schemas';
import type { ServiceContext } from '../../app-context.ts';
import type { UserRow } from '../../db/schema.ts';
import { createForecastsService } from '../forecasts/forecasts.service.ts';
import type { WriteKind } from './campaign-actor.ts';
import { listCampaignHistory, type NewHistoryEntry, recordHistory } from './campaign-history.repository.ts';
import { assertLaunchable, campaignNotFound, savedStatus, versionConflict } from './campaign-status.ts';
import { derivedColumns, fitName } from './campaigns.columns.ts';
import { storedDraft, toCampaign, toCampaignListItem } from './campaigns.mapper.ts';
import {
  countUserCampaigns,
  deleteCampaign,
  findCampaign,
  findCampaignWithDelivery,
  insertCampaign,
  listCampaigns,
  lockCampaign,
  lockCampaignOwner,
  updateCampaign,
  type WrittenCampaignRow,
} from './campaigns.repository.ts';

export const HISTORY_LIMIT = 200;

/**
 * Starts a saved campaign's delivery in the save's own transaction (the life-cycle's launch step,
 * handed in by app.ts so that this module never imports the life-cycle module that builds on it).
 */
export type MarkLaunched = (tx: Db, actor: UserRow, campaignId: string, now: Date) => Promise<void>;

export interface NewCampaign {
  draft: CampaignDraft;
  status?: CampaignStatus | undefined;
  /** When the copied prices were quoted (a duplicate keeps its original's); defaults to now. */
  lastPriceUpdate?: Date;
  /** Defaults to `builder`; the client may claim only assistant or builder (the route's schema). */
  origin?: CampaignOrigin | undefined;
}

export interface CampaignChange {
  draft: CampaignDraft;
  status?: CampaignStatus | undefined;
  /** The version the change was based on: a different stored one refuses it (409 VERSION_CONFLICT). */
  version?: number | undefined;
}

export type CampaignsService = ReturnType<typeof createCampaignsService>;

export function createCampaignsService(
  ctx: ServiceContext,
  { markLaunched }: { markLaunched: MarkLaunched },
) {
  const { db } = ctx;
  const forecasts = createForecastsService(ctx);

  async function reload(actor: UserRow, id: string): Promise<Campaign> {
    const row = await findCampaignWithDelivery(db, actor.id, id);
    if (!row) throw campaignNotFound();
    const campaign = toCampaign(row);
    return { ...campaign, forecast: await forecasts.forCampaign(actor, row, campaign.draft) };
  }

  /**
   * The answer to a write. A campaign never launched has no delivery and no forecast, so the written
   * row and the draft just validated are all of it: no second read and parse of the same row.
   */
  const written = (
    actor: UserRow,
    row: WrittenCampaignRow,
    draft: CampaignDraft,
  ): Promise<Campaign> | Campaign =>
    row.launchedAt === null
      ? { ...toCampaign({ ...row, draft, delivery: null }, draft), forecast: null }
      : reload(actor, row.id);

  async function create(actor: UserRow, input: NewCampaign, by: WriteKind = 'user'): Promise<Campaign> {
    const id = randomUUID();
    const now = new Date();
    // The draft's campaignId is the row id: a builder that PUTs by it can only ever reach this row.
    const draft = { ...input.draft, campaignId: id };
    const status = savedStatus(undefined, input.status);
    if (status === 'ready') assertLaunchable(draft, now);
    const row = await db.transaction(async (tx) => {
      await lockCampaignOwner(tx, actor.id);
      // The cap, checked under the owner's lock so that concurrent creations cannot pass it together.
      const max = ctx.config.campaignsPerAccountMax;
      if ((await countUserCampaigns(tx, actor.id)) >= max)
        throw new AppError(
          'CAMPAIGN_LIMIT',
          `An account can keep up to ${max.toLocaleString('en-US')} campaigns. Delete some before creating another.`,
        );
      const inserted = await insertCampaign(tx, {
        id,
        userId: actor.id,
        ...derivedColumns(draft),
        status,
        draft,
        origin: input.origin ?? 'builder',
        ...(status === 'ready' ? { launchedAt: now } : {}),
        ...(input.lastPriceUpdate ? { lastPriceUpdate: input.lastPriceUpdate } : {}),
      });
      await recordHistory(tx, [
        { campaignId: id, ownerId: actor.id, actorId: actor.id, actorKind: by, action: 'created' },
      ]);
      if (status === 'ready') await markLaunched(tx, actor, id, now);
      return inserted;
    });
    return written(actor, row, draft);
  }

  async function update(
    actor: UserRow,
    id: string,
    input: CampaignChange,
    by: WriteKind = 'user',
  ): Promise<Campaign> {
    const now = new Date();
    const draft = { ...input.draft, campaignId: id };
    const saved = await db.transaction(async (tx) => {
      const current = await lockCampaign(tx, actor.id, id);
      if (!current) throw campaignNotFound();
      // Checked first, so a stale write hears about the conflict rather than about its own draft.
      if (input.version !== undefined && input.version !== current.version)
        throw versionConflict(current.version);
      const status = savedStatus(current.status, input.status);
      const launching = status === 'ready' && current.status !== 'ready';
      // A launched campaign stays launchable: an edit that breaks the gate is refused like a launch.
      if (status !== 'draft' && status !== 'saved') assertLaunchable(draft, now);
      const changes = draftChanges(storedDraft(current.draft, current.createdAt), draft);
      if (status !== current.status && !launching)
        changes.unshift({ field: 'status', before: current.status, after: status });
      // The version is compared again in the UPDATE: the row lock makes that redundant on PostgreSQL,
      // but the write stays correct wherever the lock is weaker. A save that changes nothing keeps the
      // version, so an unchanged re-save (the assistant's, an autosave) never makes another copy stale.
      const row = await updateCampaign(tx, actor.id, id, {
        draft,
        columns: derivedColumns(draft),
        status,
        expectedVersion: current.version,
        bumpVersion: changes.length > 0 || launching,
        ...(launching ? { launchedAt: now } : {}),
      });
      if (!row) throw versionConflict((await findCampaign(tx, actor.id, id))?.version ?? current.version);
      const entries: NewHistoryEntry[] =
        changes.length > 0
          ? [
              {
                campaignId: id,
                ownerId: actor.id,
                actorId: actor.id,
                actorKind: by,
                action: 'updated',
                changes,
                at: now,
              },
            ]
          : [];
      await recordHistory(tx, entries);
      if (launching) await markLaunched(tx, actor, id, now);
      return row;
    });
    return written(actor, saved, draft);
  }

  return {
    create,
    update,

    async history(actor: UserRow, id: string): Promise<HistoryEntry[]> {
      if (!(await findCampaign(db, actor.id, id))) throw campaignNotFound();
      return listCampaignHistory(db, actor.id, id, HISTORY_LIMIT);
    },

    async list(actor: UserRow, query: CampaignListQuery) {
      const { rows, total } = await listCampaigns(db, actor.id, {
        query: query.query || undefined,
        channelType: query.channelType,
        status: query.status,
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      });
      return { items: rows.map(toCampaignListItem), total, page: query.page, pageSize: query.pageSize };
    },

    /** Another user's campaign answers exactly like a missing one: 404, nothing about it leaks. */
    get: reload,

    async remove(actor: UserRow, id: string): Promise<void> {
      if (!(await deleteCampaign(db, actor.id, id))) throw campaignNotFound();
    },

    /** "<name> (Copy)" as a new draft; it is the newest row, so the list shows it first. */
    async duplicate(actor: UserRow, id: string, by: WriteKind = 'user'): Promise<Campaign> {
      const source = await findCampaign(db, actor.id, id);
      if (!source) throw campaignNotFound();
      const draft = storedDraft(source.draft, source.createdAt);
      const now = new Date().toISOString();
      return create(
        actor,
        {
          draft: {
            ...draft,
            campaignName: fitName(source.name, duplicateName),
            createdAt: now,
            updatedAt: now,
          },
          status: 'draft',
          lastPriceUpdate: source.lastPriceUpdate,
          origin: 'duplicate',
        },
        by,
      );
    },
  };
}
