import fc from 'fast-check';
import { audienceSize } from '../audience/breadth.ts';
import type { CampaignDraft } from '../campaign/draft.ts';
import { OBJECTIVE_IDS, type Objective } from '../campaign/objectives.ts';
import type { PlatformId } from '../campaign/platforms.ts';
import { uniqueReach } from '../forecast/unique-reach.ts';
import { addDays } from '../sandbox/clock.ts';
import { scheduleBounds, simulateDelivery } from '../sandbox/simulator.ts';
import { sandboxDraft } from './delivery-fixtures.ts';

// Test fixtures for forecasts against delivery: seeded whole flights of every platform mix and
// objective, and what the sandbox delivered over each.

export const PLATFORM_MIXES: readonly (readonly PlatformId[])[] = [
  ['google-ads'],
  ['facebook'],
  ['instagram'],
  ['tiktok'],
  ['linkedin'],
  ['facebook', 'instagram'],
  ['google-ads', 'facebook', 'instagram', 'tiktok', 'linkedin'],
];

const TARGETINGS: Partial<CampaignDraft['targeting']>[] = [
  {},
  { interests: ['golf'], demographics: { ageMin: 25, ageMax: 54, genders: ['female'] } },
  { geography: { countries: ['LU'], regions: [], cities: [] }, interests: ['golf', 'sailing'] },
];

/** Seeded flights of one mix and objective: budget type, size, length, start, targeting, split. */
export const flights = (platforms: readonly PlatformId[], objective: Objective) =>
  fc
    .record({
      daily: fc.boolean(),
      // Spread over three orders of magnitude, so small flights with a handful of results are in.
      scale: fc.double({ min: 0, max: 3, noNaN: true }),
      days: fc.integer({ min: 3, max: 45 }),
      start: fc.integer({ min: 0, max: 150 }).map((n) => addDays('2025-01-05', n)),
      targeting: fc.constantFrom(...TARGETINGS),
      weights: fc.option(fc.array(fc.integer({ min: 1, max: 100 }), { minLength: 5, maxLength: 5 })),
      pacing: fc.constantFrom('standard' as const, 'accelerated' as const),
      campaignId: fc.uuid(),
    })
    .map((f) => {
      const dailyAmount = Math.round(40 * 10 ** f.scale);
      const draft = sandboxDraft({
        objective,
        platforms: [...platforms],
        targeting: f.targeting,
        budget: {
          budgetType: f.daily ? 'daily' : 'lifetime',
          totalBudget: f.daily ? dailyAmount : dailyAmount * f.days,
          pacing: f.pacing,
          allocation: f.weights ? Object.fromEntries(platforms.map((p, i) => [p, f.weights?.[i] ?? 1])) : {},
        },
        schedule: { startDate: f.start, endDate: addDays(f.start, f.days - 1), timezone: 'UTC' },
      });
      return { draft, campaignId: f.campaignId };
    });

export interface Delivered {
  impressions: number;
  reach: number;
  clicks: number;
  conversions: number;
  spend: number;
}

/** What the sandbox delivered over the draft's whole flight. */
export function deliverFlight(draft: CampaignDraft, campaignId: string): Delivered {
  const bounds = scheduleBounds(draft);
  if (!bounds?.end) throw new Error('a flight with an end');
  const { rows } = simulateDelivery({ campaignId, draft, from: bounds.start, to: bounds.end, spentSoFar: 0 });
  const total: Delivered = { impressions: 0, reach: 0, clicks: 0, conversions: 0, spend: 0 };
  const byPlatform = new Map<PlatformId, number>();
  for (const row of rows) {
    total.impressions += row.impressions;
    byPlatform.set(row.platform, (byPlatform.get(row.platform) ?? 0) + row.impressions);
    total.clicks += row.clicks;
    total.conversions += row.conversions;
    total.spend += row.spend;
  }
  // People reached, each once (a day's reach counts again those an earlier day reached).
  total.reach = uniqueReach(byPlatform, audienceSize(draft.targeting).people);
  return total;
}

export const ALL_OBJECTIVES = OBJECTIVE_IDS;

/** Seeded flights of every mix and objective: `perCell` each. */
export function seededFlights(perCell: number, seed = 22) {
  const out: { mix: string; objective: Objective; draft: CampaignDraft; campaignId: string }[] = [];
  let cell = 0;
  for (const platforms of PLATFORM_MIXES)
    for (const objective of OBJECTIVE_IDS) {
      // A seed per cell, so the objectives of a mix do not all fly the same flights.
      cell += 1;
      for (const f of fc.sample(flights(platforms, objective), {
        seed: seed * 1000 + cell,
        numRuns: perCell,
      }))
        out.push({ mix: platforms.join('+'), objective, ...f });
    }
  return out;
}
