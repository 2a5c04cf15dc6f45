import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { CircuitBreaker, type CircuitBreakerOptions } from './circuit-breaker.ts';
import {
  type CounterStore,
  FallbackCounterStore,
  MemoryCounterStore,
  RedisCounterStore,
} from './counter-store.ts';
import { counterRateLimitStore } from './rate-limit-store.ts';

export type RedisBreakerOptions = Partial<Pick<CircuitBreakerOptions, 'timeoutMs' | 'openMs'>>;

export interface SharedCounters {
  counters: CounterStore;
  /** For @fastify/rate-limit's `store`; undefined without Redis (the plugin counts in memory). */
  rateLimitStore: ReturnType<typeof counterRateLimitStore> | undefined;
  /** What /ready reports about Redis: nothing without it, "degraded" while it does not answer. */
  redisStatus(): Promise<{ redis?: 'ok' | 'degraded' }>;
}

/**
 * A service's counters (limits, the login throttle) in one store: Redis when configured, shared by every
 * instance, falling back to this instance's memory while Redis does not answer (bounded by a circuit
 * breaker, which logs the outage once as `fallback`). Keys: `prefix`, then `rateLimitNamespace` for
 * @fastify/rate-limit's counters.
 */
export function createSharedCounters(options: {
  redis: Redis | undefined;
  prefix: string;
  rateLimitNamespace: string;
  /** What happens meanwhile, for the outage's log line ("rate limits count on each instance alone"). */
  fallback: string;
  log: FastifyBaseLogger;
  counters?: CounterStore | undefined;
  breaker?: RedisBreakerOptions | undefined;
}): SharedCounters {
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
    fallback: options.fallback,
    log: options.log,
    ...options.breaker,
  });
  const counters =
    options.counters ??
    new FallbackCounterStore(new RedisCounterStore(redis, options.prefix), new MemoryCounterStore(), breaker);
  return {
    counters,
    rateLimitStore: counterRateLimitStore(counters, options.rateLimitNamespace),
    redisStatus: () =>
      breaker
        .run(() => redis.ping())
        .then(
          () => ({ redis: 'ok' as const }),
          () => ({ redis: 'degraded' as const }),
        ),
  };
}
