import type { Db } from '@northstar/server/database';
import { type CampaignStatus, dateInTimezone, deliveryStatus, isTimeZone } from '@northstar/shared/campaign';
import type { HistoryAction } from '@northstar/shared/campaign/schemas';
import type { LiftResult } from '@northstar/shared/incrementality';
import {
  type DeliveryRow,
  type DeliverySource,
  type HoldoutRow,
  measureLift,
} from '@northstar/shared/sandbox';
import { type NewHistoryEntry, recordHistory } from '../campaigns/campaign-history.repository.ts';
import { storedDraft } from '../campaigns/campaigns.mapper.ts';
import {
  type DeliveryWrite,
  type LaunchedCampaignRow,
  lockBehindCampaigns,
  type RunningTestRow,
  recordDeliveries,
  type TestWrite,
} from './launched-campaigns.repository.ts';

// The "advance delivery" use case: sandbox delivery brings launched campaigns up to a moment, places
// them by schedule and budget (scheduled, active, completed) and records each move as the system's.
// The launch, pause, resume and holdout-test use cases run it first in their own transactions; the
// delivery job (../delivery/) runs catchUpDelivery on every tick.

/** A lifetime budget counts as spent within a cent: floats never quite reach it. */
const SPENT_TOLERANCE = 0.01;

const ACTION_FOR: Partial<Record<CampaignStatus, HistoryAction>> = {
  scheduled: 'scheduled',
  active: 'activated',
  completed: 'completed',
};

export interface Advance {
  rows: DeliveryRow[];
  status: CampaignStatus;
  test?: TestWrite;
}

/** The stored lift of a finished test: the interval's open end (no control conversions) is null. */
function liftResult(test: TestWrite, confidenceLevel: number): LiftResult | null {
  const row: HoldoutRow = {
    date: '',
    test: { users: test.testUsers, conversions: test.testConversions },
    control: { users: test.controlUsers, conversions: test.controlConversions },
  };
  const measured = measureLift([row], confidenceLevel);
  if (!measured.measurable) return null;
  const [low, high] = measured.interval;
  return {
    lift: measured.lift,
    interval: [low, Number.isFinite(high) ? high : null],
    significant: measured.significant,
    incrementalConversions: measured.incrementalConversions,
  };
}

/** A running test's groups after the window's holdout rows, completed (with its lift) once over. */
function testAfter(test: RunningTestRow, holdout: readonly HoldoutRow[], over: boolean): TestWrite {
  const next: TestWrite = {
    testUsers: test.testUsers + holdout.reduce((n, r) => n + r.test.users, 0),
    testConversions: test.testConversions + holdout.reduce((n, r) => n + r.test.conversions, 0),
    controlUsers: test.controlUsers + holdout.reduce((n, r) => n + r.control.users, 0),
    controlConversions: test.controlConversions + holdout.reduce((n, r) => n + r.control.conversions, 0),
    completed: over,
    result: null,
  };
  if (next.completed) next.result = liftResult(next, test.confidenceLevel);
  return next;
}

/**
 * What delivery does for one open campaign from its clock up to `now`: deliver while it runs (not
 * paused; the source clips to the schedule), holding out a running test's control group until the
 * test ends, then place the campaign by its schedule and budget. Pure.
 */
export function planAdvance(campaign: LaunchedCampaignRow, now: Date, source: DeliverySource): Advance {
  const draft = storedDraft(campaign.draft, campaign.createdAt);
  const { test } = campaign;
  const rows: DeliveryRow[] = [];
  const holdout: HoldoutRow[] = [];
  let spent = campaign.spend;
  const deliver = (from: Date, to: Date, held: boolean) => {
    if (!(to > from)) return;
    const got = source.deliver({
      campaignId: campaign.id,
      draft,
      from,
      to,
      spentSoFar: spent,
      holdout: held && test ? { controlPercent: test.controlGroupSize, testType: test.testType } : null,
    });
    rows.push(...got.rows);
    holdout.push(...got.holdout);
    spent += got.rows.reduce((sum, r) => sum + r.spend, 0);
  };
  if (campaign.status !== 'paused') {
    const from = campaign.deliveredThrough;
    // The test's end splits the window: the control group sees ads again from that moment.
    const split = test && test.endsAt > from && test.endsAt < now ? test.endsAt : null;
    deliver(from, split ?? now, test !== null);
    if (split) deliver(split, now, false);
  }
  const today = dateInTimezone(now, draft.schedule.timezone);
  let status = deliveryStatus(campaign.status, draft.schedule, today);
  const { totalBudget, budgetType } = draft.budget;
  if (budgetType === 'lifetime' && totalBudget > 0 && spent >= totalBudget - SPENT_TOLERANCE)
    status = 'completed';
  // A campaign that ends ends its test too: nothing more can be measured.
  const advance: Advance = { rows, status };
  if (test) advance.test = testAfter(test, holdout, now >= test.endsAt || status === 'completed');
  return advance;
}

/** The zone the stored draft names, read before storedDraft could replace a schedule it cannot parse. */
function storedTimeZone(draft: unknown): string {
  const zone = (draft as { schedule?: { timezone?: unknown } } | null)?.schedule?.timezone;
  return typeof zone === 'string' ? zone : '';
}

/**
 * Plans and writes the advance of locked campaigns up to `now` in the caller's transaction: their
 * delivery, their moves (each recorded in the history as the system's), and their clocks. A campaign
 * whose stored time zone is unknown (saved before zones were checked) is not delivered at all, rather
 * than in UTC: its days would be the wrong days. It is returned in `unknownZone` for the job to report.
 */
export async function advanceCampaigns(
  tx: Db,
  locked: readonly LaunchedCampaignRow[],
  now: Date,
  source: DeliverySource,
): Promise<{ rows: number; moved: Map<string, CampaignStatus>; unknownZone: string[] }> {
  const writes: DeliveryWrite[] = [];
  const history: NewHistoryEntry[] = [];
  const moved = new Map<string, CampaignStatus>();
  const unknownZone: string[] = [];
  let rows = 0;
  for (const campaign of locked) {
    if (!isTimeZone(storedTimeZone(campaign.draft))) {
      unknownZone.push(campaign.id);
      continue;
    }
    const advance = planAdvance(campaign, now, source);
    const changed = advance.status !== campaign.status;
    writes.push({
      campaign,
      rows: advance.rows,
      status: changed ? advance.status : undefined,
      test: advance.test,
    });
    rows += advance.rows.length;
    if (advance.test?.completed)
      history.push({
        campaignId: campaign.id,
        ownerId: campaign.userId,
        actorId: null,
        action: 'test_completed',
        changes: [{ field: 'incrementality.status', before: 'running', after: 'completed' }],
        at: now,
      });
    if (!changed) continue;
    moved.set(campaign.id, advance.status);
    const action = ACTION_FOR[advance.status];
    if (action)
      history.push({
        campaignId: campaign.id,
        ownerId: campaign.userId,
        actorId: null,
        action,
        changes: [{ field: 'status', before: campaign.status, after: advance.status }],
        at: now,
      });
  }
  await recordDeliveries(tx, writes, now);
  await recordHistory(tx, history);
  return { rows, moved, unknownZone };
}

/** Campaigns per transaction: small enough to keep row locks short, big enough to batch the writes. */
export const CATCH_UP_BATCH = 250;

export interface CatchUpResult {
  campaigns: number;
  rows: number;
  /** Campaigns left undelivered because their stored time zone is unknown. */
  unknownZone: string[];
}

/** Brings every open campaign's delivery up to `now`, batch by batch, each batch one transaction. */
export async function catchUpDelivery(db: Db, source: DeliverySource, now: Date): Promise<CatchUpResult> {
  let afterId: string | null = null;
  const result: CatchUpResult = { campaigns: 0, rows: 0, unknownZone: [] };
  for (;;) {
    const done: { count: number; lastId: string | null } = await db.transaction(async (tx) => {
      const locked = await lockBehindCampaigns(tx, now, afterId, CATCH_UP_BATCH);
      const advanced = await advanceCampaigns(tx, locked, now, source);
      result.rows += advanced.rows;
      result.unknownZone.push(...advanced.unknownZone);
      return { count: locked.length, lastId: locked.at(-1)?.id ?? null };
    });
    result.campaigns += done.count;
    if (done.count < CATCH_UP_BATCH || !done.lastId) return result;
    afterId = done.lastId;
  }
}
