import type { Db } from '@northstar/server/database';
import { and, eq, getTableColumns } from 'drizzle-orm';
import {
  campaigns,
  type IncrementalityTestRow,
  incrementalityTests,
  type NewIncrementalityTestRow,
} from '../../db/schema.ts';

/** The holdout test on one of the user's campaigns (running or finished), if it has one. */
export async function findTestOfCampaign(
  db: Db,
  userId: string,
  campaignId: string,
): Promise<IncrementalityTestRow | undefined> {
  const [row] = await db
    .select()
    .from(incrementalityTests)
    .where(and(eq(incrementalityTests.campaignId, campaignId), eq(incrementalityTests.userId, userId)));
  return row;
}

/** One of the user's tests by its id, with its campaign's name. */
export async function findTestById(
  db: Db,
  userId: string,
  testId: string,
): Promise<{ test: IncrementalityTestRow; campaignName: string } | undefined> {
  const [found] = await db
    .select({ test: getTableColumns(incrementalityTests), campaignName: campaigns.name })
    .from(incrementalityTests)
    .innerJoin(campaigns, eq(campaigns.id, incrementalityTests.campaignId))
    .where(and(eq(incrementalityTests.id, testId), eq(incrementalityTests.userId, userId)));
  return found;
}

/** Writes the campaign's running test, replacing a finished one (one test row per campaign). */
export async function upsertRunningTest(
  tx: Db,
  test: NewIncrementalityTestRow,
): Promise<IncrementalityTestRow> {
  const { campaignId, userId, ...values } = test;
  const [stored] = await tx
    .insert(incrementalityTests)
    .values({ campaignId, userId, ...values })
    .onConflictDoUpdate({ target: incrementalityTests.campaignId, set: values })
    .returning();
  if (!stored) throw new Error('insert returned no row');
  return stored;
}
