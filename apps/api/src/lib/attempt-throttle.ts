import { AppError } from '@northstar/server/app-error';
import type { CounterStore } from '@northstar/server/counter-store';
import type { RateLimitRule } from '../config/env.ts';

// Attempt counting shared by sign-in (modules/auth) and the current-password check (modules/users).

export const throttleUnavailable = (error: unknown) =>
  // Fail closed: without the counter store there is no brute-force protection.
  new AppError('UNAVAILABLE', 'Sign-in is temporarily unavailable. Please try again shortly.', {
    cause: error,
  });

export const rateLimited = (message: string, resetInMs: number) =>
  new AppError('RATE_LIMITED', message, {
    headers: { 'retry-after': String(Math.max(1, Math.ceil(resetInMs / 1000))) },
  });

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
        throw throttleUnavailable(error);
      }
      if (hit.count > rule.max) throw rateLimited(message, hit.resetInMs);
    },
    async clear(key: string): Promise<void> {
      await counters.reset(key).catch(() => {});
    },
  };
}
