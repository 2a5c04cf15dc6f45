import type { Database, Db } from '@northstar/server/database';
import { createJobLeader, type JobLeader } from '@northstar/server/job-leader';
import { type PeriodicJob, schedulePeriodicJob } from '@northstar/server/periodic-job';
import type { DeliverySource } from '@northstar/shared/sandbox/types';
import type { FastifyInstance } from 'fastify';
import { DELIVERY_JOB_LOCK_ID } from '../job-lock-ids.ts';
import { advanceCampaigns } from './advance.ts';
import { lockBehindCampaigns } from './delivery.repository.ts';

/** Campaigns per transaction: small enough to keep row locks short, big enough to batch the writes. */
export const CATCH_UP_BATCH = 250;

export interface CatchUpResult {
  campaigns: number;
  rows: number;
}

/** Brings every open campaign's delivery up to `now`, batch by batch, each batch one transaction. */
export async function catchUpDelivery(db: Db, source: DeliverySource, now: Date): Promise<CatchUpResult> {
  let afterId: string | null = null;
  const result: CatchUpResult = { campaigns: 0, rows: 0 };
  for (;;) {
    const done: { count: number; lastId: string | null } = await db.transaction(async (tx) => {
      const locked = await lockBehindCampaigns(tx, now, afterId, CATCH_UP_BATCH);
      const advanced = await advanceCampaigns(tx, locked, now, source);
      result.rows += advanced.rows;
      return { count: locked.length, lastId: locked.at(-1)?.id ?? null };
    });
    result.campaigns += done.count;
    if (done.count < CATCH_UP_BATCH || !done.lastId) return result;
    afterId = done.lastId;
  }
}

export type DeliveryJob = PeriodicJob<CatchUpResult>;

/**
 * The sandbox delivery job: catches up once the app is ready and then every `tickSeconds`, on the one
 * instance holding the job lock.
 */
export function scheduleDeliveryJob(
  app: FastifyInstance,
  database: Database,
  source: DeliverySource,
  tickSeconds: number,
  leader: JobLeader = createJobLeader(database, DELIVERY_JOB_LOCK_ID),
): DeliveryJob {
  return schedulePeriodicJob(app, {
    intervalMs: tickSeconds * 1000,
    runWhenReady: true,
    leader,
    failureMessage: 'sandbox delivery catch-up failed',
    run: async (now) => {
      const result = await catchUpDelivery(database.db, source, now);
      if (result.campaigns > 0) app.log.info(result, 'sandbox delivery caught up');
      return result;
    },
  });
}
