import { AppError } from '@northstar/server/app-error';
import type { Db } from '@northstar/server/database';
import type { Campaign } from '@northstar/shared/campaign/api';
import { dateInTimezone } from '@northstar/shared/campaign/draft-factory';
import { canPause, canResume, deliveryStatus } from '@northstar/shared/campaign/lifecycle';
import type { ServiceContext } from '../../app-context.ts';
import type { UserRow } from '../../db/schema.ts';
import { advanceCampaigns } from '../delivery/advance.ts';
import {
  insertDeliveryState,
  lockLaunchedCampaign,
  setCampaignStatus,
} from '../delivery/delivery.repository.ts';
import { storeLaunchForecast } from '../forecasts/launch-forecast.ts';
import { recordHistory } from './campaign-history.repository.ts';
import { assertLaunchable, invalidTransition } from './campaign-lifecycle.ts';
import { derivedColumns } from './campaigns.columns.ts';
import { storedDraft } from './campaigns.mapper.ts';
import { findCampaign, lockCampaign, updateCampaign } from './campaigns.repository.ts';

// The life-cycle's moves on the server: launch (through the gate), pause and resume. Each runs in one
// transaction with the campaign row locked, brings its delivery up to the moment, and records itself.

const notFound = () => new AppError('NOT_FOUND', 'Campaign not found.');

export function createTransitions(
  { db, delivery }: Pick<ServiceContext, 'db' | 'delivery'>,
  reload: (actor: UserRow, id: string) => Promise<Campaign>,
) {
  /**
   * Marks a locked, gate-checked campaign launched: its delivery clock starts now, the history says
   * who launched it, and delivery places it at once (scheduled or active) so no page shows a stale
   * "ready" until the next tick.
   */
  async function markLaunched(tx: Db, actor: UserRow, campaignId: string, now: Date): Promise<void> {
    await insertDeliveryState(tx, { campaignId, userId: actor.id, deliveredThrough: now });
    await recordHistory(tx, [
      {
        campaignId,
        ownerId: actor.id,
        actorId: actor.id,
        action: 'launched',
        changes: [{ field: 'status', before: null, after: 'ready' }],
        at: now,
      },
    ]);
    const launched = await lockLaunchedCampaign(tx, actor.id, campaignId);
    if (!launched) return;
    // The forecast it was launched with, for its details and forecast accuracy.
    await storeLaunchForecast(tx, campaignId, storedDraft(launched.draft, launched.createdAt));
    await advanceCampaigns(tx, [launched], now, delivery);
  }

  /** POST /campaigns/{id}/launch: the gate on the stored draft, then ready (and placed by delivery). */
  async function launch(actor: UserRow, id: string): Promise<Campaign> {
    const now = new Date();
    await db.transaction(async (tx) => {
      const current = await lockCampaign(tx, actor.id, id);
      if (!current) throw notFound();
      if (current.status !== 'draft' && current.status !== 'saved')
        throw invalidTransition(current.status, 'ready', ' It has already been launched.');
      const draft = { ...storedDraft(current.draft, current.createdAt), campaignId: id };
      assertLaunchable(draft, now);
      await updateCampaign(tx, actor.id, id, {
        draft,
        columns: derivedColumns(draft),
        status: 'ready',
        launchedAt: now,
      });
      await markLaunched(tx, actor, id, now);
    });
    return reload(actor, id);
  }

  /**
   * Pause and resume. Delivery is first brought up to the moment of the pause, so the paused time
   * never delivers; a resume starts the clock again now, and delivery places the campaign by its dates.
   */
  async function setPaused(actor: UserRow, id: string, paused: boolean): Promise<Campaign> {
    const now = new Date();
    await db.transaction(async (tx) => {
      const current = await lockLaunchedCampaign(tx, actor.id, id);
      if (!current) {
        const row = await findCampaign(tx, actor.id, id);
        if (!row) throw notFound();
        throw invalidTransition(row.status, paused ? 'paused' : 'active', ' It has not been launched.');
      }
      const allowed = paused ? canPause(current.status) : canResume(current.status);
      if (!allowed) throw invalidTransition(current.status, paused ? 'paused' : 'active');
      const caughtUp = await advanceCampaigns(tx, [current], now, delivery);
      const placed = caughtUp.moved.get(id) ?? current.status;
      if (placed === 'completed') return; // its end came first: nothing left to pause or resume
      const draft = storedDraft(current.draft, current.createdAt);
      const next = paused
        ? 'paused'
        : deliveryStatus('ready', draft.schedule, dateInTimezone(now, draft.schedule.timezone));
      await setCampaignStatus(tx, id, next);
      await recordHistory(tx, [
        {
          campaignId: id,
          ownerId: actor.id,
          actorId: actor.id,
          action: paused ? 'paused' : 'resumed',
          changes: [{ field: 'status', before: placed, after: next }],
          at: now,
        },
      ]);
    });
    return reload(actor, id);
  }

  return {
    markLaunched,
    launch,
    pause: (actor: UserRow, id: string) => setPaused(actor, id, true),
    resume: (actor: UserRow, id: string) => setPaused(actor, id, false),
  };
}
