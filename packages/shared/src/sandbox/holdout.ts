import type { CampaignDraft } from '../campaign/draft.ts';
import type { Objective } from '../campaign/objectives.ts';
import { hashSeed, mulberry32, type Rng } from '../market/model.ts';
import type { HoldoutPlan, HoldoutRow } from './types.ts';

// The sandbox's incrementality (holdout) test. Each campaign has a hidden true lift and an organic
// baseline, both seeded by its id: people who see the ads convert at baseline x (1 + true lift), the
// held-out control group at the baseline. Conversions are drawn per local day, so a measurement has
// real sampling noise and tests can check that its interval covers the truth.

type ObjectiveOf = Pick<CampaignDraft, 'objective'>;
const objectiveOf = (draft: ObjectiveOf): Objective => draft.objective || 'awareness';

// Ads move purchases and installs more than they move an awareness metric. Fractions: 0.05 = +5%.
const TRUE_LIFT: Readonly<Record<Objective, readonly [number, number]>> = {
  awareness: [0.03, 0.08],
  engagement: [0.04, 0.1],
  traffic: [0.05, 0.12],
  leads: [0.06, 0.15],
  sales: [0.05, 0.15],
  app_installs: [0.08, 0.2],
};

// Daily organic conversion rate of an audience member, around the 2% baseline incrementality.ts plans
// sample sizes with; a seeded factor of 0.75..1.25 makes each campaign's audience its own.
const BASELINE: Readonly<Record<Objective, number>> = {
  awareness: 0.01,
  engagement: 0.012,
  traffic: 0.015,
  leads: 0.02,
  sales: 0.02,
  app_installs: 0.025,
};

/** The lift the ads truly cause for this campaign (a fraction), hidden from the measurement. */
export function trueLift(campaignId: string, draft: ObjectiveOf): number {
  const [low, high] = TRUE_LIFT[objectiveOf(draft)];
  return low + (high - low) * mulberry32(hashSeed(`${campaignId}:true-lift`))();
}

/** The organic daily conversion rate of the campaign's audience (the control group's rate). */
export function holdoutBaseline(campaignId: string, draft: ObjectiveOf): number {
  return BASELINE[objectiveOf(draft)] * (0.75 + 0.5 * mulberry32(hashSeed(`${campaignId}:baseline`))());
}

/** A binomial draw: Poisson by inversion for small means, the normal approximation above. */
function drawBinomial(n: number, p: number, rng: Rng): number {
  const mean = n * p;
  if (!(mean > 0)) return 0;
  if (mean < 30) {
    const limit = Math.exp(-mean);
    let k = 0;
    for (let product = rng(); product > limit && k < n; product *= rng()) k++;
    return k;
  }
  const z = Math.sqrt(-2 * Math.log(1 - rng())) * Math.cos(2 * Math.PI * rng());
  return Math.min(n, Math.max(0, Math.round(mean + z * Math.sqrt(mean * (1 - p)))));
}

export interface HoldoutDay {
  campaignId: string;
  draft: ObjectiveOf;
  date: string;
  plan: HoldoutPlan;
  /** People the ads reached on the date before the window (test group so far). */
  usersBefore: number;
  /** People the ads reached in the window. */
  usersInWindow: number;
  /** People the whole day's plan reaches. */
  usersFullDay: number;
}

/**
 * The window's part of a day of the holdout test; null when nobody was exposed. The day's conversions
 * are drawn once for the whole day and handed out in proportion to the people reached, so splitting a
 * window never changes the day's totals. The control group is the held-out controlPercent of the same
 * eligible audience: controlPercent / (100 - controlPercent) people for each exposed one.
 */
export function holdoutRow(day: HoldoutDay): HoldoutRow | null {
  if (!(day.usersInWindow > 0)) return null;
  const share = Math.min(95, Math.max(0, day.plan.controlPercent)) / 100;
  const perExposed = share / (1 - share);
  const baseline = holdoutBaseline(day.campaignId, day.draft);
  const rng = mulberry32(hashSeed(`${day.campaignId}:holdout:${day.date}`));
  const full = Math.max(day.usersFullDay, day.usersBefore + day.usersInWindow);
  const controlFull = Math.round(full * perExposed);
  const testConversions = drawBinomial(full, baseline * (1 + trueLift(day.campaignId, day.draft)), rng);
  const controlConversions = drawBinomial(controlFull, baseline, rng);
  const part = (conversions: number, users: number) => Math.floor((conversions * users) / full);
  const before = day.usersBefore;
  const after = day.usersBefore + day.usersInWindow;
  const control = (users: number) => Math.round(users * perExposed);
  return {
    date: day.date,
    test: {
      users: day.usersInWindow,
      conversions: part(testConversions, after) - part(testConversions, before),
    },
    control: {
      users: control(after) - control(before),
      conversions: part(controlConversions, after) - part(controlConversions, before),
    },
  };
}
