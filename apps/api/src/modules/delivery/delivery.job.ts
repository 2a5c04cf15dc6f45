import type { Database } from '@northstar/server/database';
import { createJobLeader, type JobLeader } from '@northstar/server/job-leader';
import { type PeriodicJob, schedulePeriodicJob } from '@northstar/server/periodic-job';
import type { DeliverySource } from '@northstar/shared/sandbox';
import type { FastifyInstance } from 'fastify';
import { type CatchUpResult, catchUpDelivery } from '../campaign-lifecycle/advance-delivery.ts';
import { DELIVERY_JOB_LOCK_ID } from '../job-lock-ids.ts';

export type DeliveryJob = PeriodicJob<CatchUpResult>;

/**
 * The sandbox delivery job: catches up once the app is ready and then every `tickSeconds`, on the one
 * instance holding the job lock. What a catch-up does is the life-cycle's "advance delivery" use case.
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
      const { unknownZone, ...counts } = result;
      if (result.campaigns > 0) app.log.info(counts, 'sandbox delivery caught up');
      if (unknownZone.length > 0)
        app.log.warn(
          { campaignIds: unknownZone.slice(0, 20), count: unknownZone.length },
          'campaigns with an unknown time zone were not delivered; an edit that sets a valid zone resumes them',
        );
      return result;
    },
  });
}
