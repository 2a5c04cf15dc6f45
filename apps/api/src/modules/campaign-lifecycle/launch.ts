import type { Db } from '@northstar/server/database';
import { draftChanges } from '@northstar/shared/campaign';
import type { CampaignDraft, LaunchCampaignRequest } from '@northstar/shared/campaign/schemas';
import type { UserRow } from '../../db/schema.ts';
import { recordHistory } from '../campaigns/campaign-history.repository.ts';
import {
  assertLaunchable,
  campaignNotFound,
  invalidTransition,
  versionConflict,
} from '../campaigns/campaign-status.ts';
import { derivedColumns } from '../campaigns/campaigns.columns.ts';
import { storedDraft } from '../campaigns/campaigns.mapper.ts';
import { findCampaign, lockCampaign, updateCampaign } from '../campaigns/campaigns.repository.ts';
import { storeLaunchForecast } from '../forecasts/launch-forecast.ts';
import { advanceCampaigns } from './advance-delivery.ts';
import { insertDeliveryState, lockLaunchedCampaign } from './launched-campaigns.repository.ts';
import type { LifecycleDeps } from './lifecycle-deps.ts';

// The "launch" use case: the gate on the stored draft, then ready, placed by delivery at once.

/**
 * Marks a locked, gate-checked campaign launched in the caller's transaction: its delivery clock
 * starts now, the history says who launched it, and delivery places it at once (scheduled or active)
 * so no page shows a stale "ready" until the next tick. The launch is always the user's (kind
 * `user`), also when the AI service sends it: only the user's own approvals in the chat let it launch.
 * A builder save asking for `ready` runs it too (campaigns.service.ts gets it from app.ts).
 */
export async function markLaunched(
  { delivery }: Pick<LifecycleDeps, 'delivery'>,
  tx: Db,
  actor: UserRow,
  campaignId: string,
  now: Date,
): Promise<void> {
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
  if (!launched) return;
  // The forecast it was launched with, for its details and forecast accuracy.
  await storeLaunchForecast(tx, campaignId, storedDraft(launched.draft, launched.createdAt));
  await advanceCampaigns(tx, [launched], now, delivery);
}

/**
 * POST /campaigns/{id}/launch in one transaction. The body's confirmations (policies, payment method,
 * terms) are written into the draft first: if the gate still refuses, none of them is kept.
 */
export async function launchCampaign(
  deps: LifecycleDeps,
  actor: UserRow,
  id: string,
  body: LaunchCampaignRequest = {},
): Promise<void> {
  const now = new Date();
  await deps.db.transaction(async (tx) => {
    const current = await lockCampaign(tx, actor.id, id);
    if (!current) throw campaignNotFound();
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
    await markLaunched(deps, tx, actor, id, now);
  });
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
