import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { HUB_MODULE_ID } from '@northstar/shared/brand';
import { describe, expect, it } from 'vitest';
import { generateTestKey, signJwt } from '../../test/fake-api.ts';
import { appWithFakeApi, createTestApp } from '../../test/test-app.ts';

const env = appWithFakeApi();

const startWith = (authorization: string | undefined) =>
  env.t.start({ 'x-module-context': HUB_MODULE_ID, ...(authorization ? { authorization } : {}) });

async function expectUnauthorized(authorization: string | undefined) {
  const res = await startWith(authorization);
  expect(res.statusCode).toBe(401);
  expect(res.json().error.code).toBe('UNAUTHORIZED');
  expect(res.body).not.toMatch(/at .*\.ts/);
}

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return typeof address === 'object' && address ? address.port : 1;
}

describe('bearer tokens on the chat routes', () => {
  it('accepts a valid token of the API', async () => {
    const res = await startWith(`Bearer ${env.api.token(randomUUID())}`);
    expect(res.statusCode).toBe(201);
  });

  it('refuses a missing or malformed Authorization header', async () => {
    await expectUnauthorized(undefined);
    await expectUnauthorized('Basic dXNlcjpwYXNz');
    await expectUnauthorized('Bearer not-a-jwt');
  });

  it('refuses a tampered token', async () => {
    const [h, , s] = env.api.token('victim').split('.');
    const forged = Buffer.from(JSON.stringify({ sub: 'attacker', sid: 'x', exp: 9_999_999_999 })).toString(
      'base64url',
    );
    await expectUnauthorized(`Bearer ${h}.${forged}.${s}`);
  });

  it('refuses an expired token', async () => {
    await expectUnauthorized(`Bearer ${env.api.token(randomUUID(), { expiresIn: -60 })}`);
  });

  it('refuses alg "none"', async () => {
    const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
    const token = `${b64({ alg: 'none', typ: 'JWT', kid: env.api.key.kid })}.${b64({ sub: 'u', sid: 's', exp: 9_999_999_999 })}.`;
    await expectUnauthorized(`Bearer ${token}`);
  });

  it('refuses a token signed with a key the API does not publish (unknown kid)', async () => {
    const stranger = generateTestKey('stranger-key');
    await expectUnauthorized(
      `Bearer ${env.api.token(randomUUID(), { kid: stranger.kid, key: stranger.privateKey })}`,
    );
  });

  it('fetches the JWKS again for a new key id (key rotation)', async () => {
    const rotated = generateTestKey(`rotated-${randomUUID()}`);
    env.api.publish(rotated);
    const res = await startWith(
      `Bearer ${env.api.token(randomUUID(), { kid: rotated.kid, key: rotated.privateKey })}`,
    );
    expect(res.statusCode).toBe(201);
  });

  it('refuses a revoked session even though its token is still valid', async () => {
    const sid = randomUUID();
    const token = env.api.token(randomUUID(), { sid });
    env.api.revoke(sid);
    await expectUnauthorized(`Bearer ${token}`);
  });

  it('asks the API once per session within the check window', async () => {
    const headers = {
      authorization: `Bearer ${env.api.token(randomUUID())}`,
      'x-module-context': HUB_MODULE_ID,
    };
    const before = env.api.calls.me;
    const id = (await env.t.start(headers)).json().conversation.conversationId;
    await env.t.send(headers, id, 'Call it Cached');
    await env.t.send(headers, id, 'The objective is sales');
    expect(env.api.calls.me - before).toBe(1);
  });

  it('answers 503 UNAVAILABLE when the API cannot confirm the session', async () => {
    env.api.setMeStatus(500);
    try {
      const res = await startWith(`Bearer ${env.api.token(randomUUID())}`);
      expect(res.statusCode).toBe(503);
      expect(res.json().error.code).toBe('UNAVAILABLE');
    } finally {
      env.api.setMeStatus(null);
    }
  });

  it('answers 503 UNAVAILABLE when the API is down', async () => {
    const down = await createTestApp({
      fakeApi: env.api,
      db: env.t.db,
      env: { API_URL: `http://127.0.0.1:${await closedPort()}` },
    });
    try {
      const res = await down.start({
        authorization: `Bearer ${env.api.token(randomUUID())}`,
        'x-module-context': HUB_MODULE_ID,
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        error: { code: 'UNAVAILABLE', message: expect.any(String) },
        message: expect.any(String),
      });
    } finally {
      await down.close();
    }
  });

  it('guards the restore route too', async () => {
    const res = await env.t.app.inject({ method: 'GET', url: `/api/v1/ai/conversations/${randomUUID()}` });
    expect(res.statusCode).toBe(401);
    const forged = signJwt(
      { alg: 'RS256', kid: env.api.key.kid },
      { sub: 'u', sid: 's' },
      env.api.key.privateKey,
    );
    const noExpiry = await env.t.app.inject({
      method: 'GET',
      url: `/api/v1/ai/conversations/${randomUUID()}`,
      headers: { authorization: `Bearer ${forged}` },
    });
    expect(noExpiry.statusCode).toBe(401);
  });
});
