import { describe, expect, it } from 'vitest';
import type { AccessClaims } from './access-token.ts';
import { createSessionChecker } from './session-check.ts';

const claims = (sid: string, sub = 'user-1'): AccessClaims => ({ sub, sid, role: 'user', exp: 0 });

/** A scripted /auth/me: each session id answers with a status; counts the calls. */
function fakeMe(statusFor: (sid: string) => number) {
  const calls: string[] = [];
  const fetchFn = (async (_url: string | URL | Request, init?: RequestInit) => {
    const token = String((init?.headers as Record<string, string> | undefined)?.authorization).slice(
      'Bearer '.length,
    );
    calls.push(token);
    const status = statusFor(token);
    return new Response(status === 200 ? JSON.stringify({ user: { id: 'user-1' } }) : '{}', { status });
  }) as typeof fetch;
  return { calls, fetchFn };
}

describe('checking sessions with the API', () => {
  it('trusts a positive answer for the TTL, then asks again and sees a revocation', async () => {
    let clock = 1_000;
    let revoked = false;
    const me = fakeMe(() => (revoked ? 401 : 200));
    const check = createSessionChecker({
      apiUrl: 'http://api',
      ttlMs: 5000,
      now: () => clock,
      fetch: me.fetchFn,
    });

    await check('s1', claims('s1'));
    revoked = true;
    clock += 4999;
    // Within the window the cached answer stands (the documented revocation delay).
    await check('s1', claims('s1'));
    expect(me.calls).toHaveLength(1);
    clock += 1;
    await expect(check('s1', claims('s1'))).rejects.toMatchObject({ statusCode: 401, code: 'UNAUTHORIZED' });
    expect(me.calls).toHaveLength(2);
  });

  it('asks every time with a TTL of 0', async () => {
    const me = fakeMe(() => 200);
    const check = createSessionChecker({ apiUrl: 'http://api', ttlMs: 0, fetch: me.fetchFn });
    await check('s1', claims('s1'));
    await check('s1', claims('s1'));
    expect(me.calls).toHaveLength(2);
  });

  it('shares one request among concurrent checks of the same session', async () => {
    const me = fakeMe(() => 200);
    const check = createSessionChecker({ apiUrl: 'http://api', ttlMs: 5000, fetch: me.fetchFn });
    await Promise.all(Array.from({ length: 10 }, () => check('s1', claims('s1'))));
    expect(me.calls).toHaveLength(1);
  });

  it('refuses a session the API refuses, and one the API says belongs to someone else', async () => {
    const me = fakeMe((sid) => (sid === 'revoked' ? 401 : 200));
    const check = createSessionChecker({ apiUrl: 'http://api', ttlMs: 5000, fetch: me.fetchFn });
    await expect(check('revoked', claims('revoked'))).rejects.toMatchObject({ statusCode: 401 });
    await expect(check('s2', claims('s2', 'someone-else'))).rejects.toMatchObject({ statusCode: 401 });
  });

  it('never lets a cached answer for (session, user A) pass a token of user B with the same session id', async () => {
    // The API vouches for user A's token only; B's token naming A's session id is someone else's.
    const calls: string[] = [];
    const fetchFn = (async (_url: string | URL | Request, init?: RequestInit) => {
      const auth = String((init?.headers as Record<string, string> | undefined)?.authorization);
      calls.push(auth);
      return auth === 'Bearer token-of-a'
        ? new Response(JSON.stringify({ user: { id: 'user-a' } }), { status: 200 })
        : new Response('{}', { status: 401 });
    }) as typeof fetch;
    const check = createSessionChecker({ apiUrl: 'http://api', ttlMs: 60_000, fetch: fetchFn });

    await check('token-of-a', claims('shared-sid', 'user-a'));
    await expect(check('token-of-b', claims('shared-sid', 'user-b'))).rejects.toMatchObject({
      statusCode: 401,
    });
    expect(calls).toEqual(['Bearer token-of-a', 'Bearer token-of-b']);
    // And the refusal for B does not spill over onto A.
    await check('token-of-a', claims('shared-sid', 'user-a'));
    expect(calls).toHaveLength(2);
  });

  it('answers 503 UNAVAILABLE when the API fails or cannot be reached, and caches nothing', async () => {
    const failing = fakeMe(() => 500);
    const check = createSessionChecker({ apiUrl: 'http://api', ttlMs: 5000, fetch: failing.fetchFn });
    await expect(check('s1', claims('s1'))).rejects.toMatchObject({ statusCode: 503, code: 'UNAVAILABLE' });
    await expect(check('s1', claims('s1'))).rejects.toMatchObject({ statusCode: 503 });
    expect(failing.calls).toHaveLength(2);

    const unreachable = createSessionChecker({
      apiUrl: 'http://api',
      ttlMs: 5000,
      fetch: (async () => {
        throw new TypeError('fetch failed');
      }) as typeof fetch,
    });
    await expect(unreachable('s1', claims('s1'))).rejects.toMatchObject({ statusCode: 503 });
  });
});
