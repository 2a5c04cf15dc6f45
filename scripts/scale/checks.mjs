// What the journey reads straight from PostgreSQL: who holds a job's advisory lock, and a campaign's
// delivered figures beside what one runner would have produced for the same window.

import { campaignDraftSchema } from '@northstar/shared/campaign/schemas';
import { simulateDelivery } from '@northstar/shared/sandbox';
import { completeDraft } from '@northstar/shared/testing';

/** Instances (by their PGAPPNAME) whose connections hold advisory lock `lockId` on `database`. */
export async function lockHolders(admin, database, lockId) {
  const { rows } = await admin.query(
    `select a.application_name as holder, l.pid
       from pg_locks l join pg_stat_activity a on a.pid = l.pid
      where l.locktype = 'advisory' and l.granted and l.classid = 0 and l.objid = $2 and l.objsubid = 1
        and l.database = (select oid from pg_database where datname = $1)`,
    [database, lockId],
  );
  return rows.map((row) => ({ instance: row.holder.replace(/^northstar-scale-/, ''), pid: row.pid }));
}

const DAY_MS = 86_400_000;
const isoDay = (d) => d.toISOString().slice(0, 10);

/** A launchable campaign (every step valid, terms and payment set) running from today for 30 days. */
export function flightDraft(name) {
  const base = completeDraft({ campaignName: name });
  const start = new Date();
  return {
    ...base,
    schedule: {
      startDate: isoDay(start),
      endDate: isoDay(new Date(start.getTime() + 29 * DAY_MS)),
      timezone: 'UTC',
    },
    budget: { ...base.budget, totalBudget: 50_000, budgetType: 'lifetime' },
  };
}

/**
 * In one snapshot: the campaign's running totals, the sum of its daily rows, its rows per platform and
 * day, its history actions, and its clock (launched_at .. delivered_through).
 */
export async function deliverySnapshot(api, campaignId) {
  await api.query('begin isolation level repeatable read read only');
  try {
    const campaign = (
      await api.query('select draft, launched_at, created_at from campaigns where id = $1', [campaignId])
    ).rows[0];
    const totals = (
      await api.query(
        'select delivered_through, spend, impressions, reach, clicks, conversions, revenue from campaign_delivery where campaign_id = $1',
        [campaignId],
      )
    ).rows[0];
    const rows = (
      await api.query(
        `select platform, date::text as date, impressions, reach, clicks, conversions, spend, revenue
           from campaign_daily_metrics where campaign_id = $1 order by platform, date`,
        [campaignId],
      )
    ).rows;
    const history = (
      await api.query('select action from campaign_history where campaign_id = $1 order by at, seq', [
        campaignId,
      ])
    ).rows.map((row) => row.action);
    return { campaign, totals, rows, history };
  } finally {
    await api.query('commit');
  }
}

/** What a single runner delivers for the whole window in one go (the simulator is split-invariant). */
export function oneRunnerRows(campaignId, storedDraft, from, to) {
  const draft = campaignDraftSchema.parse(storedDraft);
  const { rows } = simulateDelivery({ campaignId, draft, from, to, spentSoFar: 0 });
  const byKey = new Map();
  for (const row of rows) {
    const key = `${row.platform}|${row.date}`;
    const sum = byKey.get(key) ?? {
      impressions: 0,
      reach: 0,
      clicks: 0,
      conversions: 0,
      spend: 0,
      revenue: 0,
    };
    for (const field of Object.keys(sum)) sum[field] += row[field];
    byKey.set(key, sum);
  }
  return byKey;
}
