import { createSecretKey, generateKeyPairSync, type KeyObject, sign } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { generateTestKey, signJwt } from '../test/fake-api.ts';
import { createAccessTokenVerifier, type KeyResolver } from './access-token.ts';
import { authUnavailable, invalidToken } from './auth-errors.ts';

const key = generateTestKey('k1');
const publicPem = key.publicKey.export({ type: 'spki', format: 'pem' }).toString();
const resolve: KeyResolver = async (kid) => {
  if (kid === 'k1') return publicPem;
  throw invalidToken();
};
const verifyAccessToken = createAccessTokenVerifier(resolve);
const now = Math.floor(Date.now() / 1000);
const claims = { sub: 'user-1', sid: 'session-1', role: 'user', exp: now + 600 };
const header = { alg: 'RS256', typ: 'JWT', kid: 'k1' };
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

const rejects = (token: string) =>
  expect(verifyAccessToken(token)).rejects.toMatchObject({ statusCode: 401, code: 'UNAUTHORIZED' });

afterEach(() => {
  vi.useRealTimers();
});

describe('verifying the API’s access tokens', () => {
  it('accepts an RS256 token signed by the published key and returns its claims', async () => {
    const token = signJwt(header, claims, key.privateKey);
    await expect(verifyAccessToken(token)).resolves.toEqual({
      sub: 'user-1',
      sid: 'session-1',
      role: 'user',
      exp: claims.exp,
    });
  });

  it('refuses a token whose payload was changed after signing', async () => {
    const token = signJwt(header, claims, key.privateKey);
    const [h, , s] = token.split('.');
    await rejects(`${h}.${b64({ ...claims, sub: 'admin-1' })}.${s}`);
  });

  it('refuses an expired token', async () => {
    await rejects(signJwt(header, { ...claims, exp: now - 1 }, key.privateKey));
    await rejects(signJwt(header, { ...claims, exp: now }, key.privateKey));
  });

  it('refuses alg "none" with or without a signature', async () => {
    const unsigned = `${b64({ alg: 'none', kid: 'k1' })}.${b64(claims)}`;
    await rejects(`${unsigned}.`);
    await rejects(
      `${unsigned}.${sign('RSA-SHA256', Buffer.from(unsigned), key.privateKey).toString('base64url')}`,
    );
  });

  it('refuses HS256 signed with the public key as the secret (algorithm confusion)', async () => {
    const { createHmac } = await import('node:crypto');
    const secret: KeyObject = createSecretKey(
      Buffer.from(key.publicKey.export({ type: 'spki', format: 'pem' })),
    );
    const signed = `${b64({ ...header, alg: 'HS256' })}.${b64(claims)}`;
    const mac = createHmac('sha256', secret).update(signed).digest('base64url');
    await rejects(`${signed}.${mac}`);
  });

  it('refuses a token signed by another key under the published key id', async () => {
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 });
    await rejects(signJwt(header, claims, other.privateKey));
  });

  it('refuses a token without a key id, a session id, a subject or an expiry', async () => {
    await rejects(signJwt({ alg: 'RS256' }, claims, key.privateKey));
    await rejects(signJwt(header, { ...claims, sid: undefined }, key.privateKey));
    await rejects(signJwt(header, { ...claims, sub: 42 }, key.privateKey));
    await rejects(signJwt(header, { ...claims, exp: undefined }, key.privateKey));
  });

  it('refuses a token that is not yet valid or names a critical extension', async () => {
    await rejects(signJwt(header, { ...claims, nbf: now + 3600 }, key.privateKey));
    await rejects(signJwt({ ...header, crit: ['exp'] }, claims, key.privateKey));
  });

  it('refuses malformed tokens without throwing anything but a 401', async () => {
    for (const token of [
      '',
      'a.b',
      'a.b.c.d',
      '!!!.***.###',
      `${b64('x')}.${b64(claims)}.sig`,
      'x'.repeat(9000),
    ]) {
      await rejects(token);
    }
  });
});

describe('the verified-token cache', () => {
  /** A resolver that counts how often a signature had to be checked. */
  function countingResolver() {
    const counter = { calls: 0 };
    const countingResolve: KeyResolver = async (kid) => {
      counter.calls++;
      return resolve(kid);
    };
    return { counter, countingResolve };
  }

  it('checks a token’s signature once, and again after its time in the cache', async () => {
    vi.useFakeTimers({ now: now * 1000, toFake: ['Date'] });
    const { counter, countingResolve } = countingResolver();
    const verify = createAccessTokenVerifier(countingResolve, { cacheTtlMs: 60_000 });
    const token = signJwt(header, claims, key.privateKey);

    await expect(verify(token)).resolves.toMatchObject({ sub: 'user-1', sid: 'session-1' });
    await expect(verify(token)).resolves.toMatchObject({ sub: 'user-1' });
    expect(counter.calls).toBe(1);
    vi.setSystemTime((now + 61) * 1000);
    await verify(token);
    expect(counter.calls).toBe(2);
  });

  it('refuses a cached token once it expires, and never caches a refused one', async () => {
    vi.useFakeTimers({ now: now * 1000, toFake: ['Date'] });
    const { counter, countingResolve } = countingResolver();
    const verify = createAccessTokenVerifier(countingResolve, { cacheTtlMs: 3_600_000 });
    const token = signJwt(header, { ...claims, exp: now + 30 }, key.privateKey);
    await verify(token);
    vi.setSystemTime((now + 31) * 1000);
    await expect(verify(token)).rejects.toMatchObject({ statusCode: 401 });

    const [h, , sig] = signJwt(header, claims, key.privateKey).split('.');
    const forged = `${h}.${b64({ ...claims, sub: 'admin-1' })}.${sig}`;
    const before = counter.calls;
    await expect(verify(forged)).rejects.toMatchObject({ statusCode: 401 });
    await expect(verify(forged)).rejects.toMatchObject({ statusCode: 401 });
    expect(counter.calls).toBe(before + 2);
  });

  it('passes the key resolver’s 503 through, so an unreachable API is not a bad token', async () => {
    const verify = createAccessTokenVerifier(async () => {
      throw authUnavailable(new Error('JWKS request timed out'));
    });
    await expect(verify(signJwt(header, claims, key.privateKey))).rejects.toMatchObject({
      statusCode: 503,
      code: 'UNAVAILABLE',
    });
  });
});
