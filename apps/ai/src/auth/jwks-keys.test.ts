import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeApi, generateTestKey, startFakeApi } from '../test/fake-api.ts';
import { createJwksKeyResolver } from './jwks-keys.ts';

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api?.close());

/** A resolver on a hand-turned clock; `fetches()` counts the JWKS requests it caused. */
function resolver(
  options: { missFetchBurst?: number; missFetchIntervalMs?: number; cacheTtlMs?: number } = {},
) {
  let clock = 1_000_000;
  const before = api.calls.jwks;
  const resolve = createJwksKeyResolver({ apiUrl: api.url, now: () => clock, ...options });
  return {
    resolve,
    fetches: () => api.calls.jwks - before,
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

describe('fetching the API’s keys', () => {
  it('makes a bounded number of JWKS requests for a flood of random key ids', async () => {
    const r = resolver({ missFetchBurst: 3, missFetchIntervalMs: 10_000 });
    const flood = Array.from({ length: 200 }, () => r.resolve(randomUUID()));
    const outcomes = await Promise.allSettled(flood);
    expect(outcomes.every((o) => o.status === 'rejected' && o.reason.statusCode === 401)).toBe(true);
    expect(r.fetches()).toBeLessThanOrEqual(3);

    // Time restores the budget one fetch per interval, not more.
    r.advance(25_000);
    await Promise.allSettled(Array.from({ length: 200 }, () => r.resolve(randomUUID())));
    expect(r.fetches()).toBeLessThanOrEqual(5);
  });

  it('does not ask again for a key id the JWKS did not have', async () => {
    const r = resolver({ missFetchBurst: 100 });
    for (let i = 0; i < 20; i++) {
      await expect(r.resolve('no-such-key')).rejects.toMatchObject({ statusCode: 401 });
    }
    expect(r.fetches()).toBe(1);
  });

  it('keeps serving the published key during a flood, and picks up a rotated key when the budget allows', async () => {
    const r = resolver({ missFetchBurst: 2, missFetchIntervalMs: 10_000, cacheTtlMs: 40 });
    await expect(r.resolve(api.key.kid)).resolves.toContain('BEGIN PUBLIC KEY');
    await Promise.allSettled(Array.from({ length: 100 }, () => r.resolve(randomUUID())));
    await expect(r.resolve(api.key.kid)).resolves.toContain('BEGIN PUBLIC KEY');
    // The cached key expires (get-jwks keeps it `cacheTtlMs`): refetching a key id the JWKS has
    // published does not wait for the budget the flood spent.
    await new Promise((resolve) => setTimeout(resolve, 60));
    const fetchesBefore = r.fetches();
    await expect(r.resolve(api.key.kid)).resolves.toContain('BEGIN PUBLIC KEY');
    expect(r.fetches()).toBe(fetchesBefore + 1);

    const rotated = generateTestKey(`rotated-${randomUUID()}`);
    api.publish(rotated);
    r.advance(10_000);
    await expect(r.resolve(rotated.kid)).resolves.toContain('BEGIN PUBLIC KEY');
  });
});
