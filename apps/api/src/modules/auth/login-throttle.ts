import type { RateLimitRule } from '../../config/env.ts';
import { AppError } from '../../lib/app-error.ts';
import type { CounterStore } from '@northstar/server/counter-store';

/**
 * Counts attempts before checking the password (atomic, so a burst cannot slip past the limit) and
 * clears the key on success: only failures accumulate. Attempt max+1 is refused, right password or not.
 */
export function createAttemptThrottle(counters: CounterStore, rule: RateLimitRule, message: string) {
  return {
    async register(key: string): Promise<void> {
      let hit: Awaited<ReturnType<CounterStore['hit']>>;
      try {
        hit = await counters.hit(key, rule.windowMs);
      } catch (error) {
        // Fail closed: without the counter store there is no brute-force protection.
        throw new AppError('UNAVAILABLE', 'Sign-in is temporarily unavailable. Please try again shortly.', {
          cause: error,
        });
      }
      if (hit.count > rule.max) {
        const retryAfter = Math.max(1, Math.ceil(hit.resetInMs / 1000));
        throw new AppError('RATE_LIMITED', message, { headers: { 'retry-after': String(retryAfter) } });
      }
    },
    async clear(key: string): Promise<void> {
      await counters.reset(key).catch(() => {});
    },
  };
}
