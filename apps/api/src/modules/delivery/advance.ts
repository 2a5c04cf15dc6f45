import type { Db } from '@northstar/server/database';
import type { CampaignStatus, HistoryAction } from '@northstar/shared/campaign/api';
import { dateInTimezone } from '@northstar/shared/campaign/draft-factory';
import { deliveryStatus } from '@northstar/shared/campaign/lifecycle';
import type { DeliveryRow, DeliverySource } from '@northstar/shared/sandbox/types';
import { type NewHistoryEntry, recordHistory } from '../campaigns/campaign-history.repository.ts';
import { storedDraft } from '../campaigns/campaigns.mapper.ts';
import { type DeliveryWrite, type LaunchedCampaignRow, recordDeliveries } from './delivery.repository.ts';

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
}

/**
 * What delivery does for one open campaign from its clock up to `now`: deliver while it runs (not
 * paused; the source clips to the schedule), then place it by its schedule and budget. Pure.
 */
export function planAdvance(campaign: LaunchedCampaignRow, now: Date, source: DeliverySource): Advance {
  const draft = storedDraft(campaign.draft, campaign.createdAt);
  const runs = campaign.status !== 'paused' && now > campaign.deliveredThrough;
  const rows = runs
    ? source.deliver({
        campaignId: campaign.id,
        draft,
        from: campaign.deliveredThrough,
        to: now,
        spentSoFar: campaign.spend,
      }).rows
    : [];
  const today = dateInTimezone(now, draft.schedule.timezone);
  let status = deliveryStatus(campaign.status, draft.schedule, today);
  const spent = campaign.spend + rows.reduce((sum, r) => sum + r.spend, 0);
  const { totalBudget, budgetType } = draft.budget;
  if (budgetType === 'lifetime' && totalBudget > 0 && spent >= totalBudget - SPENT_TOLERANCE)
    status = 'completed';
  return { rows, status };
}

/**
 * Plans and writes the advance of locked campaigns up to `now` in the caller's transaction: their
 * delivery, their moves (each recorded in the history as the system's), and their clocks.
 */
export async function advanceCampaigns(
  tx: Db,
  locked: readonly LaunchedCampaignRow[],
  now: Date,
  source: DeliverySource,
): Promise<{ rows: number; moved: Map<string, CampaignStatus> }> {
  const writes: DeliveryWrite[] = [];
  const history: NewHistoryEntry[] = [];
  const moved = new Map<string, CampaignStatus>();
  let rows = 0;
  for (const campaign of locked) {
    const advance = planAdvance(campaign, now, source);
    const changed = advance.status !== campaign.status;
    writes.push({ campaign, rows: advance.rows, status: changed ? advance.status : undefined });
    rows += advance.rows.length;
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
  return { rows, moved };
}
