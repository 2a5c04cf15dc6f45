import type { Db } from '@northstar/server/database';
import type { LaunchCampaignRequest } from '@northstar/shared/campaign/schemas';
import type { StartIncrementalityTest } from '@northstar/shared/incrementality';
import type { UserRow } from '../../db/schema.ts';
import type { WriteKind } from '../campaigns/campaign-actor.ts';
import { holdoutTestById, holdoutTestOf } from './holdout-tests.ts';
import { launchCampaign, markLaunched } from './launch.ts';
import type { LifecycleDeps } from './lifecycle-deps.ts';
import { pauseCampaign, resumeCampaign } from './pause-resume.ts';
import { startHoldoutTest } from './start-holdout-test.ts';

export type CampaignLifecycle = ReturnType<typeof createCampaignLifecycle>;

/** The life-cycle's use cases bound to the app's database and delivery source (app.ts wires it). */
export function createCampaignLifecycle(deps: LifecycleDeps) {
  return {
    /** Handed to the campaigns service: a save that asks for `ready` launches in its own transaction. */
    markLaunched: (tx: Db, actor: UserRow, campaignId: string, now: Date) =>
      markLaunched(deps, tx, actor, campaignId, now),
    launch: (actor: UserRow, id: string, body?: LaunchCampaignRequest) =>
      launchCampaign(deps, actor, id, body),
    pause: (actor: UserRow, id: string, by?: WriteKind) => pauseCampaign(deps, actor, id, by),
    resume: (actor: UserRow, id: string, by?: WriteKind) => resumeCampaign(deps, actor, id, by),
    startHoldoutTest: (actor: UserRow, campaignId: string, setup: StartIncrementalityTest) =>
      startHoldoutTest(deps, actor, campaignId, setup),
    holdoutTestOf: (actor: UserRow, campaignId: string) => holdoutTestOf(deps.db, actor, campaignId),
    holdoutTestById: (actor: UserRow, testId: string) => holdoutTestById(deps.db, actor, testId),
  };
}
