import { CircuitBreaker, type CircuitBreakerOptions } from '@northstar/server/circuit-breaker';
import {
  type CounterStore,
  FallbackCounterStore,
  MemoryCounterStore,
  RedisCounterStore,
} from '@northstar/server/counter-store';
import { counterRateLimitStore } from '@northstar/server/rate-limit-store';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

export type RedisBreakerOptions = Partial<Pick<CircuitBreakerOptions, 'timeoutMs' | 'openMs'>>;

export interface Counters {
  counters: CounterStore;
  /** For @fastify/rate-limit's `store`; undefined without Redis (the plugin counts in memory). */
  rateLimitStore: ReturnType<typeof counterRateLimitStore> | undefined;
  /** What /ready reports about Redis: nothing without it, "degraded" while it does not answer. */
  redisStatus(): Promise<{ redis?: 'ok' | 'degraded' }>;
}

/**
 * Every counter of the API (login throttle, route limits) in one store: Redis when configured, falling
 * back to this instance's memory while Redis does not answer (bounded by a circuit breaker).
 */
export function createCounters(options: {
  redis: Redis | undefined;
  prefix: string;
  log: FastifyBaseLogger;
  counters?: CounterStore | undefined;
  breaker?: RedisBreakerOptions | undefined;
}): Counters {
  const { redis } = options;
  if (!redis) {
    return {
      counters: options.counters ?? new MemoryCounterStore(),
      rateLimitStore: undefined,
      redisStatus: async () => ({}),
    };
  }
  const breaker = new CircuitBreaker({
    name: 'Redis',
    fallback: 'rate limits and the login throttle count on each instance alone',
    log: options.log,
    ...options.breaker,
  });
  const counters =
    options.counters ??
    new FallbackCounterStore(new RedisCounterStore(redis, options.prefix), new MemoryCounterStore(), breaker);
  return {
    counters,
    rateLimitStore: counterRateLimitStore(counters, 'rl:'),
    redisStatus: () =>
      breaker
        .run(() => redis.ping())
        .then(
          () => ({ redis: 'ok' as const }),
          () => ({ redis: 'degraded' as const }),
        ),
  };
}
