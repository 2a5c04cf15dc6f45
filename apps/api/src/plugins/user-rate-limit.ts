import { AppError } from '@northstar/server/app-error';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RateLimitRule } from '../config/env.ts';

/**
 * A per-user limit on an authenticated write (the counters live where the API's other limits do: in
 * Redis when REDIS_URL is set, else in memory). Run it after `app.authenticate`, as a preHandler: the key
 * is the verified user id, so one user cannot use up another's allowance. Past the limit it throws 429
 * RATE_LIMITED with Retry-After.
 */
/** The preHandler userRateLimit returns: one counter, so several routes may share one allowance. */
export type UserRateLimit = (request: FastifyRequest) => Promise<void>;

export function userRateLimit(
  app: FastifyInstance,
  name: string,
  rule: RateLimitRule,
  message: string,
): UserRateLimit {
  const limiter = app.createRateLimit({
    max: rule.max,
    timeWindow: rule.windowMs,
    keyGenerator: (request) => `${name}:${request.auth?.user.id ?? request.ip}`,
  });
  return async (request) => {
    const result = await limiter(request);
    if (!result.isAllowed && result.isExceeded) {
      throw new AppError('RATE_LIMITED', message, {
        headers: { 'retry-after': String(Math.max(1, result.ttlInSeconds)) },
      });
    }
  };
}
