import { Redis } from 'ioredis';

/**
 * Fail fast rather than queue forever: a rate-limit check must not hang a chat message (the chat
 * limit's circuit breaker bounds each wait; commandTimeout is the backstop). Reconnecting every second
 * at most shares the limit again soon after Redis returns.
 */
export function createRedis(url: string): Redis {
  const redis = new Redis(url, {
    connectTimeout: 2_000,
    commandTimeout: 1_000,
    maxRetriesPerRequest: 1,
    retryStrategy: (times) => Math.min(times * 100, 1_000),
    enableAutoPipelining: true,
  });
  // Errors repeat on every reconnect attempt; the breaker logs the outage once. Do not crash on them.
  redis.on('error', () => {});
  return redis;
}
