import rateLimit from '@fastify/rate-limit';
import { AppError } from '@northstar/server/app-error';
import { createSharedCounters, type RedisBreakerOptions } from '@northstar/server/shared-counters';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';

export interface ChatRateLimitOptions {
  max: number;
  windowMs: number;
  /** Saves of a conversation's holdout test id per user and window. */
  incrementalityMax: number;
  /** Shared counters for several AI instances; without it each instance counts alone. */
  redis?: Redis | undefined;
  /** Tests shorten the Redis timeout and retry period (defaults: 300 ms, 5 s). */
  redisBreaker?: RedisBreakerOptions | undefined;
}

export interface ChatRateLimit {
  /** Counts one chat write of the signed-in user; throws 429 RATE_LIMITED past the limit. */
  limitChat(request: FastifyRequest): Promise<void>;
  /** Counts one save of a conversation's holdout test; throws 429 RATE_LIMITED past its own limit. */
  limitIncrementality(request: FastifyRequest): Promise<void>;
  /** For /ready: nothing without Redis, "degraded" while it does not answer. */
  redisStatus(): Promise<{ redis?: 'ok' | 'degraded' }>;
}

/**
 * One counter per signed-in user across every chat write (start and message), answering 429
 * RATE_LIMITED with Retry-After. Runs after the auth hook, since the key is the verified user id.
 * With Redis the count is shared; while Redis does not answer (bounded by a circuit breaker) each
 * instance counts alone, so the chat neither waits on Redis nor loses its limit.
 */
export async function registerChatRateLimit(
  app: FastifyInstance,
  options: ChatRateLimitOptions,
): Promise<ChatRateLimit> {
  const { rateLimitStore: store, redisStatus } = createSharedCounters({
    redis: options.redis,
    prefix: 'northstar-ai-rl:',
    rateLimitNamespace: '',
    fallback: 'the chat limit counts on each instance alone',
    log: app.log,
    breaker: options.redisBreaker,
  });
  await app.register(rateLimit, {
    global: false,
    ...(store ? { store } : {}),
    // The store falls back to memory itself; should it still fail, the chat keeps working.
    skipOnError: true,
  });
  const limit = (name: string, max: number, message: string) => {
    const limiter = app.createRateLimit({
      max,
      timeWindow: options.windowMs,
      keyGenerator: (request) => `${name}:${request.authUser?.id ?? request.ip}`,
    });
    return async (request: FastifyRequest) => {
      const result = await limiter(request);
      if (!result.isAllowed && result.isExceeded) {
        throw new AppError('RATE_LIMITED', message, {
          headers: { 'retry-after': String(Math.max(1, result.ttlInSeconds)) },
        });
      }
    };
  };
  return {
    limitChat: limit('chat', options.max, 'Too many messages. Please wait a moment and try again.'),
    limitIncrementality: limit(
      'incrementality',
      options.incrementalityMax,
      'Too many holdout test changes. Please wait a moment and try again.',
    ),
    redisStatus,
  };
}
