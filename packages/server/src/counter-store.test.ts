import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CircuitBreaker } from './circuit-breaker.ts';
import {
  type CounterStore,
  FallbackCounterStore,
  MemoryCounterStore,
  RedisCounterStore,
} from './counter-store.ts';
import { deleteKeys, redisAvailable, TEST_REDIS_URL, uniquePrefix } from './test-redis.ts';

function behavesLikeACounterStore(
  make: () => { store: CounterStore; advance: (ms: number) => Promise<void> },
) {
  it('counts hits in a window and reports the time left', async () => {
    const { store } = make();
    expect(await store.hit('a', 60_000)).toMatchObject({ count: 1 });
    const second = await store.hit('a', 60_000);
    expect(second.count).toBe(2);
    expect(second.resetInMs).toBeGreaterThan(0);
    expect(second.resetInMs).toBeLessThanOrEqual(60_000);
    expect((await store.hit('b', 60_000)).count).toBe(1);
  });

  it('forgets a key on reset', async () => {
    const { store } = make();
    await store.hit('c', 60_000);
    await store.hit('c', 60_000);
    await store.reset('c');
    expect((await store.hit('c', 60_000)).count).toBe(1);
  });

  it('reads a window without counting, and has none for an unknown key', async () => {
    const { store } = make();
    expect(await store.get('g')).toBeUndefined();
    await store.hit('g', 60_000);
    const read = await store.get('g');
    expect(read?.count).toBe(1);
    expect(read?.resetInMs).toBeGreaterThan(0);
    expect((await store.get('g'))?.count).toBe(1);
  });

  it('takes a hit back without moving the window, and never below zero or past expiry', async () => {
    const { store, advance } = make();
    await store.hit('u', 50);
    await store.hit('u', 50);
    await store.undo('u');
    expect((await store.get('u'))?.count).toBe(1);
    await store.undo('u');
    await store.undo('u');
    expect((await store.get('u'))?.count ?? 0).toBe(0);
    await advance(60);
    await store.undo('u');
    expect(await store.get('u')).toBeUndefined();
    expect((await store.hit('u', 50)).count).toBe(1);
  });

  it('starts a new window once the old one has passed', async () => {
    const { store, advance } = make();
    await store.hit('d', 50);
    await store.hit('d', 50);
    await advance(60);
    expect((await store.hit('d', 50)).count).toBe(1);
  });
}

describe('MemoryCounterStore', () => {
  behavesLikeACounterStore(() => {
    let now = 1_000_000;
    return {
      store: new MemoryCounterStore(() => now),
      advance: async (ms) => {
        now += ms;
      },
    };
  });

  it('ends a window at its reset time exactly, not a millisecond later', async () => {
    let now = 1_000_000;
    const store = new MemoryCounterStore(() => now);
    await store.hit('lock', 60_000);
    now += 59_999;
    expect(await store.get('lock')).toEqual({ count: 1, resetInMs: 1 });
    now += 1;
    expect(await store.get('lock')).toBeUndefined();
    expect((await store.hit('lock', 60_000)).count).toBe(1);
  });
});

const hasRedis = await redisAvailable();

describe.runIf(hasRedis)('RedisCounterStore', () => {
  const prefix = uniquePrefix();
  let redis: Redis;
  beforeAll(() => {
    redis = new Redis(TEST_REDIS_URL);
  });
  afterAll(async () => {
    await deleteKeys(redis, prefix);
    redis.disconnect();
  });

  behavesLikeACounterStore(() => ({
    store: new RedisCounterStore(redis, `${prefix}${Math.random()}:`),
    // Redis expires keys on its own clock; wait for the real PEXPIRE.
    advance: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  }));

  it('shares one counter between two stores (two API instances)', async () => {
    const a = new RedisCounterStore(redis, `${prefix}shared:`);
    const b = new RedisCounterStore(redis, `${prefix}shared:`);
    await a.hit('k', 60_000);
    expect((await b.hit('k', 60_000)).count).toBe(2);
    expect(await redis.pttl(`${prefix}shared:k`)).toBeGreaterThan(0);
  });
});

describe('MemoryCounterStore under many keys', () => {
  it('keeps at most 100,000 windows, dropping the oldest first', async () => {
    const store = new MemoryCounterStore(() => 1_000);
    for (let i = 0; i < 100_005; i++) await store.hit(`k${i}`, 60_000);
    expect(await store.get('k0')).toBeUndefined();
    expect((await store.get('k100004'))?.count).toBe(1);
  });
});

describe('FallbackCounterStore', () => {
  const failing: CounterStore = {
    hit: () => Promise.reject(new Error('down')),
    get: () => Promise.reject(new Error('down')),
    undo: () => Promise.reject(new Error('down')),
    reset: () => Promise.reject(new Error('down')),
  };

  it('counts in memory while the primary fails, and stops asking it while the breaker is open', async () => {
    let calls = 0;
    const counting: CounterStore = {
      ...failing,
      hit: () => {
        calls += 1;
        return Promise.reject(new Error('down'));
      },
    };
    const breaker = new CircuitBreaker({ name: 'Redis', fallback: 'memory', openMs: 60_000 });
    const store = new FallbackCounterStore(counting, new MemoryCounterStore(), breaker);
    expect((await store.hit('a', 60_000)).count).toBe(1);
    expect((await store.hit('a', 60_000)).count).toBe(2);
    expect(calls).toBe(1);
    expect(breaker.status().state).toBe('down');
  });

  it('falls back within the timeout when the primary hangs', async () => {
    const hanging: CounterStore = { ...failing, hit: () => new Promise(() => {}) };
    const breaker = new CircuitBreaker({ name: 'Redis', fallback: 'memory', timeoutMs: 50 });
    const store = new FallbackCounterStore(hanging, new MemoryCounterStore(), breaker);
    const started = Date.now();
    expect((await store.hit('b', 60_000)).count).toBe(1);
    expect(Date.now() - started).toBeLessThan(500);
  });

  it('goes back to the primary once the breaker lets a probe through and it answers', async () => {
    let now = 0;
    let up = false;
    const primary = new MemoryCounterStore();
    const flaky: CounterStore = {
      ...failing,
      hit: (key, windowMs) => (up ? primary.hit(key, windowMs) : Promise.reject(new Error('down'))),
    };
    const breaker = new CircuitBreaker({ name: 'Redis', fallback: 'memory', openMs: 1_000, now: () => now });
    const store = new FallbackCounterStore(flaky, new MemoryCounterStore(), breaker);
    await store.hit('c', 60_000);
    up = true;
    now = 500;
    await store.hit('c', 60_000);
    expect(await primary.get('c')).toBeUndefined();
    now = 1_500;
    await store.hit('c', 60_000);
    expect((await primary.get('c'))?.count).toBe(1);
    expect(breaker.status().state).toBe('up');
  });
});
