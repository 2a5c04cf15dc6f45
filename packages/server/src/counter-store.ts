import { LRUCache } from 'lru-cache';
import type { CircuitBreaker } from './circuit-breaker.ts';

export interface CounterHit {
  /** Hits in the current window, this one included. */
  count: number;
  /** Milliseconds until the window (and the count) resets. */
  resetInMs: number;
}

/** Fixed-window counters keyed by string; Redis-backed when several instances must share them. */
export interface CounterStore {
  hit(key: string, windowMs: number): Promise<CounterHit>;
  /** The live window of a key, without counting; undefined when there is none. */
  get(key: string): Promise<CounterHit | undefined>;
  /** Takes one hit back (a reserved attempt that turned out not to count); the window stays. */
  undo(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

/** The part of an ioredis client the Redis store uses. */
export interface RedisCommands {
  eval(script: string, numKeys: number, ...args: (string | number)[]): Promise<unknown>;
  del(...keys: string[]): Promise<number>;
}

const MEMORY_MAX_KEYS = 100_000;

interface CounterWindow {
  count: number;
  resetAt: number;
}

export class MemoryCounterStore implements CounterStore {
  // Each window lives until its reset (live() is the one expiry rule); past the cap the least
  // recently used keys go first.
  private readonly windows = new LRUCache<string, CounterWindow>({ max: MEMORY_MAX_KEYS });

  constructor(private readonly now: () => number = Date.now) {}

  async hit(key: string, windowMs: number): Promise<CounterHit> {
    const now = this.now();
    let window = this.live(key, now);
    if (!window) {
      window = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { count: window.count, resetInMs: window.resetAt - now };
  }

  async get(key: string): Promise<CounterHit | undefined> {
    const now = this.now();
    const window = this.live(key, now);
    return window && { count: window.count, resetInMs: window.resetAt - now };
  }

  async undo(key: string): Promise<void> {
    const window = this.live(key, this.now());
    if (window && window.count > 0) window.count -= 1;
  }

  async reset(key: string): Promise<void> {
    this.windows.delete(key);
  }

  // A window ends at its reset time exactly: a lock of 60 s is over after 60 s (the login throttle's
  // periods rely on it).
  private live(key: string, now: number): CounterWindow | undefined {
    const window = this.windows.get(key);
    if (window && window.resetAt <= now) {
      this.windows.delete(key);
      return undefined;
    }
    return window;
  }
}

// INCR, start the window on the first hit, and read PTTL, in one atomic step; a key somehow left
// without a TTL gets one, so no counter can stick forever.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return { count, ttl }
`;

const GET_SCRIPT = `
local count = redis.call('GET', KEYS[1])
if not count then return false end
return { tonumber(count), redis.call('PTTL', KEYS[1]) }
`;

// DECR keeps the key's TTL; a key that has already expired is not brought back (as -1).
const UNDO_SCRIPT = `
local count = redis.call('GET', KEYS[1])
if count and tonumber(count) > 0 then redis.call('DECR', KEYS[1]) end
return 0
`;

export class RedisCounterStore implements CounterStore {
  constructor(
    private readonly redis: RedisCommands,
    private readonly prefix: string,
  ) {}

  async hit(key: string, windowMs: number): Promise<CounterHit> {
    const [count, ttl] = (await this.redis.eval(HIT_SCRIPT, 1, this.prefix + key, windowMs)) as [
      number,
      number,
    ];
    return { count: Number(count), resetInMs: Number(ttl) };
  }

  async get(key: string): Promise<CounterHit | undefined> {
    const found = (await this.redis.eval(GET_SCRIPT, 1, this.prefix + key)) as [number, number] | null;
    if (!found || Number(found[1]) <= 0) return undefined;
    return { count: Number(found[0]), resetInMs: Number(found[1]) };
  }

  async undo(key: string): Promise<void> {
    await this.redis.eval(UNDO_SCRIPT, 1, this.prefix + key);
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }
}

/**
 * Redis first, this instance's memory when Redis does not answer: the breaker bounds each wait
 * and stops asking Redis for a few seconds after a failure, so an outage costs requests nothing but
 * the sharing of the counts (each instance counts alone until Redis is back). Counts made during an
 * outage stay in memory; Redis resumes with what it had.
 */
export class FallbackCounterStore implements CounterStore {
  constructor(
    private readonly primary: CounterStore,
    private readonly fallback: CounterStore,
    private readonly breaker: CircuitBreaker,
  ) {}

  hit(key: string, windowMs: number): Promise<CounterHit> {
    return this.either((store) => store.hit(key, windowMs));
  }

  get(key: string): Promise<CounterHit | undefined> {
    return this.either((store) => store.get(key));
  }

  undo(key: string): Promise<void> {
    return this.either((store) => store.undo(key));
  }

  async reset(key: string): Promise<void> {
    // Both: a key counted in memory during an outage must not survive its reset either.
    await this.fallback.reset(key);
    await this.breaker.run(() => this.primary.reset(key)).catch(() => {});
  }

  private either<T>(call: (store: CounterStore) => Promise<T>): Promise<T> {
    return this.breaker.run(() => call(this.primary)).catch(() => call(this.fallback));
  }
}
