import type { PlatformId } from '../campaign/platforms.ts';
import { platformFactors } from '../sandbox/platform-factors.ts';

// People reached over a flight, each counted once. The sandbox's days find their people at random in
// each platform's pool (sandbox/platform-day.ts), so a day's reach counts again people an earlier day
// reached: summed over a flight it can pass the audience. After I impressions on a platform in all,
// pool x (1 - e^(-I / pool)) distinct people have seen the ads; how platforms' pools overlap is not
// modeled, so their sum counts, never more than the audience.

/** Distinct people reached by `impressions` per platform over a flight, at most `people`. */
export function uniqueReach(impressions: Iterable<readonly [PlatformId, number]>, people: number): number {
  let reach = 0;
  for (const [platform, count] of impressions) {
    const pool = people * platformFactors(platform).reach;
    if (pool > 0 && count > 0) reach += pool * -Math.expm1(-count / pool);
  }
  return Math.round(Math.min(people, reach));
}
