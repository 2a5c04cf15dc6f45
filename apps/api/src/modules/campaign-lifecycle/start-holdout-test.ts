import { randomUUID } from 'node:crypto';
import { AppError } from '@northstar/server/app-error';
import type { IncrementalityTest, StartIncrementalityTest } from '@northstar/shared/incrementality';
import type { UserRow } from '../../db/schema.ts';
import { isUuid } from '../../lib/uuid.ts';
import { recordHistory } from '../campaigns/campaign-history.repository.ts';
import { campaignNotFound, invalidTransition } from '../campaigns/campaign-status.ts';
import { findCampaign } from '../campaigns/campaigns.repository.ts';
import { advanceCampaigns } from './advance-delivery.ts';
import { upsertRunningTest } from './holdout-tests.repository.ts';
import { toTest } from './holdout-tests.ts';
import { lockLaunchedCampaign } from './launched-campaigns.repository.ts';
import type { LifecycleDeps } from './lifecycle-deps.ts';

const DAY_MS = 86_400_000;

/**
 * The "start a holdout test" use case (the hub's "Confirm Setup"): starts a test now on a launched
 * campaign that is not over, replacing a finished one, in one transaction with its history entry.
 * Delivery is first brought up to now, so the control group is held out from this moment exactly.
 */
export async function startHoldoutTest(
  { db, delivery }: LifecycleDeps,
  actor: UserRow,
  campaignId: string,
  setup: StartIncrementalityTest,
): Promise<IncrementalityTest> {
  if (!isUuid(campaignId)) throw campaignNotFound();
  const now = new Date();
  return db.transaction(async (tx) => {
    const campaign = await lockLaunchedCampaign(tx, actor.id, campaignId);
    if (!campaign) {
      const unlaunched = await findCampaign(tx, actor.id, campaignId);
      if (!unlaunched) throw campaignNotFound();
      throw new AppError('INVALID_TRANSITION', 'Launch the campaign before starting a holdout test on it.');
    }
    if (campaign.test)
      throw new AppError(
        'CONFLICT',
        `A holdout test is already running on this campaign until ${campaign.test.endsAt.toISOString().slice(0, 10)}.`,
      );
    const caughtUp = await advanceCampaigns(tx, [campaign], now, delivery);
    const status = caughtUp.moved.get(campaignId) ?? campaign.status;
    if (status === 'completed')
      throw invalidTransition('completed', 'active', ' A test needs a running campaign.');
    const stored = await upsertRunningTest(tx, {
      ...setup,
      campaignId,
      userId: actor.id,
      // A replaced (finished) test is a new test: a conversation that kept the old id gets 404, never another test.
      id: randomUUID(),
      status: 'running',
      startedAt: now,
      endsAt: new Date(now.getTime() + setup.testDuration * DAY_MS),
      testUsers: 0,
      testConversions: 0,
      controlUsers: 0,
      controlConversions: 0,
      result: null,
    });
    await recordHistory(tx, [
      {
        campaignId,
        ownerId: actor.id,
        actorId: actor.id,
        action: 'test_started',
        changes: [
          { field: 'incrementality.testType', before: null, after: setup.testType },
          { field: 'incrementality.controlGroupSize', before: null, after: setup.controlGroupSize },
          { field: 'incrementality.testDuration', before: null, after: setup.testDuration },
        ],
        at: now,
      },
    ]);
    return toTest(stored, campaign.name);
  });
}
