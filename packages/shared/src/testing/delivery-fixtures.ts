import type { CampaignDraft } from '../campaign/draft.ts';
import { simulateDelivery } from '../sandbox/simulator.ts';
import type { DeliveryRow, DeliveryWindow, HoldoutRow } from '../sandbox/types.ts';
import { completeDraft } from './draft-fixtures.ts';

// Test fixtures for the sandbox: a launched draft with a plain schedule, and a caller that delivers a
// window in pieces the way the API job does (carrying spend so far and spend per date forward).

export function sandboxDraft(patch: {
  budget?: Partial<CampaignDraft['budget']>;
  schedule?: Partial<CampaignDraft['schedule']>;
  targeting?: Partial<CampaignDraft['targeting']>;
  platforms?: CampaignDraft['platforms']['selected'];
  objective?: CampaignDraft['objective'];
}): CampaignDraft {
  const base = completeDraft();
  return {
    ...base,
    objective: patch.objective ?? 'sales',
    platforms: { selected: patch.platforms ?? ['google-ads', 'facebook'], settings: {} },
    budget: {
      ...base.budget,
      totalBudget: 30_000,
      budgetType: 'lifetime',
      allocation: {},
      pacing: 'standard',
      ...patch.budget,
    },
    schedule: { startDate: '2025-04-01', endDate: '2025-04-30', timezone: 'UTC', ...patch.schedule },
    // Untargeted US adults unless the test narrows it.
    targeting: {
      ...base.targeting,
      interests: [],
      devices: [],
      audiences: [],
      geography: { countries: ['US'], regions: [], cities: [] },
      ...patch.targeting,
    },
  };
}

export interface Totals {
  /** Summed rows per `${platform}|${date}`. */
  rows: Map<string, Omit<DeliveryRow, 'platform' | 'date'>>;
  holdout: Map<string, HoldoutRow>;
  spend: number;
  spentOnDate: Record<string, number>;
}

/** Delivers [from, cuts..., to] piece by piece, as successive catch-ups would, and sums what came back. */
export function deliverInPieces(window: DeliveryWindow, cuts: readonly Date[] = []): Totals {
  const edges = [window.from, ...cuts, window.to];
  const totals: Totals = { rows: new Map(), holdout: new Map(), spend: 0, spentOnDate: {} };
  let spentSoFar = window.spentSoFar;
  const spentOnDate: Record<string, number> = { ...window.spentOnDate };
  for (let i = 0; i + 1 < edges.length; i++) {
    const from = edges[i] as Date;
    const to = edges[i + 1] as Date;
    const got = simulateDelivery({ ...window, from, to, spentSoFar, spentOnDate: { ...spentOnDate } });
    for (const row of got.rows) {
      const key = `${row.platform}|${row.date}`;
      const sum = totals.rows.get(key) ?? {
        impressions: 0,
        reach: 0,
        clicks: 0,
        conversions: 0,
        spend: 0,
        revenue: 0,
      };
      sum.impressions += row.impressions;
      sum.reach += row.reach;
      sum.clicks += row.clicks;
      sum.conversions += row.conversions;
      sum.spend += row.spend;
      sum.revenue += row.revenue;
      totals.rows.set(key, sum);
      spentSoFar += row.spend;
      totals.spend += row.spend;
      spentOnDate[row.date] = (spentOnDate[row.date] ?? 0) + row.spend;
      totals.spentOnDate[row.date] = (totals.spentOnDate[row.date] ?? 0) + row.spend;
    }
    for (const h of got.holdout) {
      const sum = totals.holdout.get(h.date) ?? {
        date: h.date,
        test: { users: 0, conversions: 0 },
        control: { users: 0, conversions: 0 },
      };
      sum.test.users += h.test.users;
      sum.test.conversions += h.test.conversions;
      sum.control.users += h.control.users;
      sum.control.conversions += h.control.conversions;
      totals.holdout.set(h.date, sum);
    }
  }
  return totals;
}

/** Whole local days of a UTC campaign: [date 00:00Z, date + days 00:00Z). */
export const utcDays = (date: string, days = 1): { from: Date; to: Date } => {
  const from = new Date(`${date}T00:00:00Z`);
  return { from, to: new Date(from.getTime() + days * 86_400_000) };
};
