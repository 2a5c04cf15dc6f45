import { canPause, canResume, dateInTimezone, deliveryStatus } from '@northstar/shared/campaign';
import type { UserRow } from '../../db/schema.ts';
import type { WriteKind } from '../campaigns/campaign-actor.ts';
import { recordHistory } from '../campaigns/campaign-history.repository.ts';
import { campaignNotFound, invalidTransition } from '../campaigns/campaign-status.ts';
import { storedDraft } from '../campaigns/campaigns.mapper.ts';
import { findCampaign } from '../campaigns/campaigns.repository.ts';
import { advanceCampaigns } from './advance-delivery.ts';
import { lockLaunchedCampaign, setCampaignStatus } from './launched-campaigns.repository.ts';
import type { LifecycleDeps } from './lifecycle-deps.ts';

// The "pause" and "resume" use cases, one transaction each with its history entry.

/**
 * Delivery is first brought up to the moment of the pause, so the paused time never delivers; a
 * resume starts the clock again now, and delivery places the campaign by its dates.
 */
async function setPaused(
  { db, delivery }: LifecycleDeps,
  actor: UserRow,
  id: string,
  paused: boolean,
  by: WriteKind,
): Promise<void> {
  const now = new Date();
  await db.transaction(async (tx) => {
    const current = await lockLaunchedCampaign(tx, actor.id, id);
    if (!current) {
      const row = await findCampaign(tx, actor.id, id);
      if (!row) throw campaignNotFound();
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
        actorKind: by,
        action: paused ? 'paused' : 'resumed',
        changes: [{ field: 'status', before: placed, after: next }],
        at: now,
      },
    ]);
  });
}

export const pauseCampaign = (deps: LifecycleDeps, actor: UserRow, id: string, by: WriteKind = 'user') =>
  setPaused(deps, actor, id, true, by);

export const resumeCampaign = (deps: LifecycleDeps, actor: UserRow, id: string, by: WriteKind = 'user') =>
  setPaused(deps, actor, id, false, by);
