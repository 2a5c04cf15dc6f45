import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { AppError } from '../lib/app-error.ts';

export interface ChatRateLimitOptions {
  max: number;
  windowMs: number;
  /** Shared counters for several AI instances; without it each instance counts alone. */
  redis?: Redis | undefined;
}

/**
 * One counter per signed-in user across every chat write (start and message), answering 429
 * RATE_LIMITED with Retry-After. Runs after the auth hook, since the key is the verified user id.
 */
export async function registerChatRateLimit(app: FastifyInstance, options: ChatRateLimitOptions) {
  await app.register(rateLimit, {
    global: false,
    ...(options.redis ? { redis: options.redis } : {}),
    nameSpace: 'northstar-ai-rl:',
    // A Redis outage must not take the chat down with it: the limit is skipped, the chat keeps working.
    skipOnError: true,
  });
  const limiter = app.createRateLimit({
    max: options.max,
    timeWindow: options.windowMs,
    keyGenerator: (request) => `chat:${request.authUser?.id ?? request.ip}`,
  });
  return async (request: FastifyRequest) => {
    const result = await limiter(request);
    if (!result.isAllowed && result.isExceeded) {
      throw new AppError('RATE_LIMITED', 'Too many messages. Please wait a moment and try again.', {
        headers: { 'retry-after': String(Math.max(1, result.ttlInSeconds)) },
      });
    }
  };
}
