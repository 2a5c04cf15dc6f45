import type { CounterStore } from './counter-store.ts';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

// The plugin passes its merged route options, which carry the route as `routeInfo` (not in its types).
type RouteInfo = { routeInfo?: { method?: string | string[]; url?: string } };

/** What @fastify/rate-limit's `store` option expects: a class it constructs with its own options. */
export interface RateLimitStore {
  incr(key: string, callback: Callback, timeWindow: number, max: number): void;
  read(key: string, callback: Callback): void;
  child(routeOptions: object): RateLimitStore;
}

/**
 * A @fastify/rate-limit store over a CounterStore, so route limits get the same Redis sharing and the
 * same fall-back to memory during a Redis outage as every other counter. Keys: namespace, then
 * "METHOD/url-" for a route's own limit, then the client key (as the plugin's Redis store names them).
 */
export function counterRateLimitStore(counters: CounterStore, namespace: string) {
  return class CounterRateLimitStore implements RateLimitStore {
    private readonly prefix: string;

    // The plugin passes its options object; child() passes the route's key prefix.
    constructor(prefix?: unknown) {
      this.prefix = typeof prefix === 'string' ? prefix : namespace;
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      counters.hit(this.prefix + key, timeWindow).then(
        (hit) => callback(null, { current: hit.count, ttl: hit.resetInMs }),
        (error: Error) => callback(error),
      );
    }

    read(key: string, callback: Callback): void {
      counters.get(this.prefix + key).then(
        (hit) => callback(null, { current: hit?.count ?? 0, ttl: hit?.resetInMs ?? 0 }),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: object): RateLimitStore {
      const { method, url } = (routeOptions as RouteInfo).routeInfo ?? {};
      const route = method ? `${[method].flat().join(',')}${url ?? ''}-` : '';
      return new CounterRateLimitStore(this.prefix + route);
    }
  };
}
