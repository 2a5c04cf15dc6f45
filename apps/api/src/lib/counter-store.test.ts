import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteKeys, redisAvailable, TEST_REDIS_URL, uniquePrefix } from '../test/redis.ts';
import { type CounterStore, MemoryCounterStore, RedisCounterStore } from './counter-store.ts';

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
