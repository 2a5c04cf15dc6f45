import type { Objective } from '../campaign/objectives.ts';
import type { PlatformId } from '../campaign/platforms.ts';
import { DAILY_RATE_NOISE, expectedFunnel, marketCpm } from '../market/expected-rates.ts';
import { hashSeed, mulberry32 } from '../market/model.ts';

// What one platform charges and returns for one campaign on one local day: the one market model's
// expected rates (market/expected-rates.ts) drawn with the sandbox's noise, the market clock's price on
// the day and a seeded wobble of CTR and CVR. Everything is seeded by the campaign, platform and date,
// so any window inside the day sees the same plan and splitting a window changes nothing.

export { DAILY_RATE_NOISE, marketCpm };

export interface DayPlan {
  /** Cost per thousand impressions: the market's price for the date times the targeting premium. */
  cpm: number;
  /** Clicks per impression. */
  ctr: number;
  /** Conversions per click. */
  cvr: number;
  /** Revenue per conversion (only sales campaigns book it). */
  valuePerConversion: number;
}

export function dayPlan(
  campaignId: string,
  platform: PlatformId,
  date: string,
  objective: Objective,
  cpmMultiplier: number,
): DayPlan {
  const rng = mulberry32(hashSeed(`${campaignId}:${platform}:${date}`));
  const wobble = () => 1 + (rng() * 2 - 1) * DAILY_RATE_NOISE;
  // The day's price is the market's on the date (its expectation is expectedRates' CPM).
  const expected = expectedFunnel(platform, objective);
  return {
    cpm: marketCpm(platform, date) * cpmMultiplier,
    ctr: Math.min(1, expected.ctr * wobble()),
    cvr: Math.min(1, expected.cvr * wobble()),
    valuePerConversion: expected.valuePerConversion,
  };
}
