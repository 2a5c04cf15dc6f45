import { AppError } from '@northstar/server/app-error';
import type { Db } from '@northstar/server/database';
import type { Campaign, LaunchCampaignRequest } from '@northstar/shared/campaign/api';
import type { CampaignDraft } from '@northstar/shared/campaign/draft';
import { draftChanges } from '@northstar/shared/campaign/draft-diff';
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
import type { WriteKind } from './campaign-actor.ts';
import { recordHistory } from './campaign-history.repository.ts';
import { assertLaunchable, invalidTransition, versionConflict } from './campaign-lifecycle.ts';
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
   * "ready" until the next tick. The launch is always the user's (kind `user`), also when the AI
   * service sends it: only the user's own approvals in the chat let it launch.
   */
  async function markLaunched(tx: Db, actor: UserRow, campaignId: string, now: Date): Promise<void> {
    await insertDeliveryState(tx, { campaignId, userId: actor.id, deliveredThrough: now });
    await recordHistory(tx, [
      {
        campaignId,
        ownerId: actor.id,
        actorId: actor.id,
        actorKind: 'user',
        action: 'launched',
        changes: [{ field: 'status', before: null, after: 'ready' }],
        at: now,
      },
    ]);
    const launched = await lockLaunchedCampaign(tx, actor.id, campaignId);
    if (launched) await advanceCampaigns(tx, [launched], now, delivery);
  }

  /**
   * POST /campaigns/{id}/launch: the gate on the stored draft, then ready (and placed by delivery). The
   * body's confirmations (policies, payment method, terms) are written into the draft first, in the
   * same transaction: if the gate still refuses, none of them is kept.
   */
  async function launch(actor: UserRow, id: string, body: LaunchCampaignRequest = {}): Promise<Campaign> {
    const now = new Date();
    await db.transaction(async (tx) => {
      const current = await lockCampaign(tx, actor.id, id);
      if (!current) throw notFound();
      if (body.version !== undefined && body.version !== current.version)
        throw versionConflict(current.version);
      if (current.status !== 'draft' && current.status !== 'saved')
        throw invalidTransition(current.status, 'ready', ' It has already been launched.');
      const stored = { ...storedDraft(current.draft, current.createdAt), campaignId: id };
      const draft = withConfirmations(stored, body);
      assertLaunchable(draft, now);
      const written = await updateCampaign(tx, actor.id, id, {
        draft,
        columns: derivedColumns(draft),
        status: 'ready',
        launchedAt: now,
        expectedVersion: current.version,
      });
      if (!written) throw versionConflict((await findCampaign(tx, actor.id, id))?.version ?? current.version);
      const changes = draftChanges(stored, draft);
      if (changes.length > 0)
        await recordHistory(tx, [
          { campaignId: id, ownerId: actor.id, actorId: actor.id, action: 'updated', changes, at: now },
        ]);
      await markLaunched(tx, actor, id, now);
    });
    return reload(actor, id);
  }

  /**
   * Pause and resume. Delivery is first brought up to the moment of the pause, so the paused time
   * never delivers; a resume starts the clock again now, and delivery places the campaign by its dates.
   */
  async function setPaused(actor: UserRow, id: string, paused: boolean, by: WriteKind): Promise<Campaign> {
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
          actorKind: by,
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
    pause: (actor: UserRow, id: string, by: WriteKind = 'user') => setPaused(actor, id, true, by),
    resume: (actor: UserRow, id: string, by: WriteKind = 'user') => setPaused(actor, id, false, by),
  };
}

/**
 * The launch body's confirmations applied to the draft: the policies of every selected platform, the
 * payment method (all sandbox: nothing is charged) and the accepted terms. Unsent ones keep the draft's.
 */
function withConfirmations(draft: CampaignDraft, body: LaunchCampaignRequest): CampaignDraft {
  const policies = body.acceptPolicies
    ? Object.fromEntries(draft.platforms.selected.map((platform) => [platform, true]))
    : {};
  return {
    ...draft,
    compliance: {
      ...draft.compliance,
      platformPolicies: { ...draft.compliance.platformPolicies, ...policies },
    },
    payment: body.paymentMethod ? { ...draft.payment, method: body.paymentMethod } : draft.payment,
    launchOptions: body.acceptTerms ? { ...draft.launchOptions, termsAccepted: true } : draft.launchOptions,
  };
}
