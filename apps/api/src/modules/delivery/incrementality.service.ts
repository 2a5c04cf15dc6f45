import { randomUUID } from 'node:crypto';
import { AppError } from '@northstar/server/app-error';
import type { IncrementalityTest, StartIncrementalityTest } from '@northstar/shared/incrementality-test';
import { and, eq, getTableColumns } from 'drizzle-orm';
import type { ServiceContext } from '../../app-context.ts';
import { campaigns, type IncrementalityTestRow, incrementalityTests, type UserRow } from '../../db/schema.ts';
import { isUuid } from '../../lib/uuid.ts';
import { recordHistory } from '../campaigns/campaign-history.repository.ts';
import { invalidTransition } from '../campaigns/campaign-lifecycle.ts';
import { findCampaign } from '../campaigns/campaigns.repository.ts';
import { advanceCampaigns } from './advance.ts';
import { lockLaunchedCampaign } from './delivery.repository.ts';

const DAY_MS = 86_400_000;
const notFound = () => new AppError('NOT_FOUND', 'Campaign not found.');
const testNotFound = () => new AppError('NOT_FOUND', 'Holdout test not found.');

const toTest = (row: IncrementalityTestRow, campaignName: string): IncrementalityTest => ({
  id: row.id,
  campaignId: row.campaignId,
  campaignName,
  testType: row.testType,
  controlGroupSize: row.controlGroupSize,
  testDuration: row.testDuration,
  confidenceLevel: row.confidenceLevel,
  status: row.status,
  startedAt: row.startedAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
  test: { users: row.testUsers, conversions: row.testConversions },
  control: { users: row.controlUsers, conversions: row.controlConversions },
  result: row.result ?? null,
});

export type IncrementalityService = ReturnType<typeof createIncrementalityService>;

/** Holdout tests on launched campaigns: started from the hub's "Confirm Setup", run by sandbox delivery. */
export function createIncrementalityService({ db, delivery }: ServiceContext) {
  return {
    /** The test on one of the actor's campaigns; null when it has none. */
    async get(actor: UserRow, campaignId: string): Promise<IncrementalityTest | null> {
      const campaign = await findCampaign(db, actor.id, campaignId);
      if (!campaign) throw notFound();
      const [row] = await db
        .select()
        .from(incrementalityTests)
        .where(and(eq(incrementalityTests.campaignId, campaignId), eq(incrementalityTests.userId, actor.id)));
      return row ? toTest(row, campaign.name) : null;
    },

    /** One of the actor's tests by its id (what a conversation keeps); 404 for anyone else's. */
    async byId(actor: UserRow, testId: string): Promise<IncrementalityTest> {
      if (!isUuid(testId)) throw testNotFound();
      const [found] = await db
        .select({ test: getTableColumns(incrementalityTests), campaignName: campaigns.name })
        .from(incrementalityTests)
        .innerJoin(campaigns, eq(campaigns.id, incrementalityTests.campaignId))
        .where(and(eq(incrementalityTests.id, testId), eq(incrementalityTests.userId, actor.id)));
      if (!found) throw testNotFound();
      return toTest(found.test, found.campaignName);
    },

    /**
     * Starts a test now on a launched campaign that is not over, replacing a finished one. Delivery is
     * first brought up to now, so the control group is held out from this moment exactly.
     */
    async start(
      actor: UserRow,
      campaignId: string,
      setup: StartIncrementalityTest,
    ): Promise<IncrementalityTest> {
      if (!isUuid(campaignId)) throw notFound();
      const now = new Date();
      const started = await db.transaction(async (tx) => {
        const campaign = await lockLaunchedCampaign(tx, actor.id, campaignId);
        if (!campaign) {
          const unlaunched = await findCampaign(tx, actor.id, campaignId);
          if (!unlaunched) throw notFound();
          throw new AppError(
            'INVALID_TRANSITION',
            'Launch the campaign before starting a holdout test on it.',
          );
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
        const values = {
          ...setup,
          // A replaced (finished) test is a new test: a conversation that kept the old id gets 404, never another test.
          id: randomUUID(),
          status: 'running' as const,
          startedAt: now,
          endsAt: new Date(now.getTime() + setup.testDuration * DAY_MS),
          testUsers: 0,
          testConversions: 0,
          controlUsers: 0,
          controlConversions: 0,
          result: null,
        };
        const [stored] = await tx
          .insert(incrementalityTests)
          .values({ campaignId, userId: actor.id, ...values })
          .onConflictDoUpdate({ target: incrementalityTests.campaignId, set: values })
          .returning();
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
        if (!stored) throw new Error('insert returned no row');
        return toTest(stored, campaign.name);
      });
      return started;
    },
  };
}
