import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { RateLimitRule } from '../config/env.ts';
import { AppError } from '../lib/app-error.ts';

/** Per-IP limits on chosen routes (global: false); counters live in Redis when it is configured. */
export async function registerRateLimits(app: FastifyInstance, options: { redis?: Redis; prefix: string }) {
  await app.register(rateLimit, {
    global: false,
    ...(options.redis ? { redis: options.redis } : {}),
    nameSpace: `${options.prefix}rl:`,
    // A Redis outage must not lock everyone out of registration; the login throttle fails closed.
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
