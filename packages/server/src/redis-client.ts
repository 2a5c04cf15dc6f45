import { Redis } from 'ioredis';

/**
 * Both services' Redis client. Fail fast rather than queue forever: a rate-limit check must not hang a
 * request (each service's circuit breaker bounds every wait; commandTimeout is the backstop), and
 * reconnecting every second at most shares the limits again soon after Redis returns.
 */
export function createRedis(url: string): Redis {
  const redis = new Redis(url, {
    connectTimeout: 2_000,
    commandTimeout: 1_000,
    maxRetriesPerRequest: 1,
    retryStrategy: (times) => Math.min(times * 100, 1_000),
    enableAutoPipelining: true,
  });
  // Connection errors repeat on every reconnect attempt; the breaker logs the outage once instead.
  redis.on('error', () => {});
  return redis;
}
