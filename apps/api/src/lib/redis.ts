import { Redis } from 'ioredis';

/** Fail fast rather than queue forever: a rate-limit check must not hang a request. */
export function createRedis(url: string): Redis {
  return new Redis(url, {
    connectTimeout: 2_000,
    maxRetriesPerRequest: 1,
    enableAutoPipelining: true,
  });
}
