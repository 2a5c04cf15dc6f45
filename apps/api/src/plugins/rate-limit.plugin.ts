import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { AppError } from '@northstar/server/app-error';
import type { FastifyInstance } from 'fastify';
import type { RateLimitRule } from '../config/env.ts';

/**
 * Per-IP limits on chosen routes (global: false). With Redis, `store` keeps the counters there (and in
 * this instance's memory while Redis does not answer); without it the plugin counts in memory.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  options: { store?: FastifyRateLimitStoreCtor | undefined },
) {
  await app.register(rateLimit, {
    global: false,
    ...(options.store ? { store: options.store } : {}),
    // The store falls back to memory itself; should it still fail, a route stays open rather than 500.
    skipOnError: true,
  });
}

/** Route config for @fastify/rate-limit answering 429 RATE_LIMITED with Retry-After. */
export function routeRateLimit(rule: RateLimitRule, message: string) {
  return {
    max: rule.max,
    timeWindow: rule.windowMs,
    errorResponseBuilder: (_request: unknown, context: { ttl: number }) =>
      new AppError('RATE_LIMITED', message, {
        headers: { 'retry-after': String(Math.max(1, Math.ceil(context.ttl / 1000))) },
      }),
  };
}
