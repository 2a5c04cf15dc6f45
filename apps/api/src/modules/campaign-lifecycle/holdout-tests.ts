import { AppError } from '@northstar/server/app-error';
import type { Db } from '@northstar/server/database';
import type { IncrementalityTest } from '@northstar/shared/incrementality';
import type { IncrementalityTestRow, UserRow } from '../../db/schema.ts';
import { isUuid } from '../../lib/uuid.ts';
import { campaignNotFound } from '../campaigns/campaign-status.ts';
import { findCampaign } from '../campaigns/campaigns.repository.ts';
import { findTestById, findTestOfCampaign } from './holdout-tests.repository.ts';

// Reading holdout tests: the one on a campaign (the hub), or one by its id (what a conversation keeps).

export const testNotFound = () => new AppError('NOT_FOUND', 'Holdout test not found.');

export const toTest = (row: IncrementalityTestRow, campaignName: string): IncrementalityTest => ({
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

/** The test on one of the actor's campaigns; null when it has none. */
export async function holdoutTestOf(
  db: Db,
  actor: UserRow,
  campaignId: string,
): Promise<IncrementalityTest | null> {
  const campaign = await findCampaign(db, actor.id, campaignId);
  if (!campaign) throw campaignNotFound();
  const row = await findTestOfCampaign(db, actor.id, campaignId);
  return row ? toTest(row, campaign.name) : null;
}

/** One of the actor's tests by its id; 404 for anyone else's. */
export async function holdoutTestById(db: Db, actor: UserRow, testId: string): Promise<IncrementalityTest> {
  if (!isUuid(testId)) throw testNotFound();
  const found = await findTestById(db, actor.id, testId);
  if (!found) throw testNotFound();
  return toTest(found.test, found.campaignName);
}
