import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { HUB_MODULE_ID } from '@northstar/shared/brand';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeApi, generateTestKey, signJwt, startFakeApi } from '../../test/fake-api.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let api: FakeApi;
let t: TestApp;

beforeAll(async () => {
  api = await startFakeApi();
  t = await createTestApp({ fakeApi: api });
});

afterAll(async () => {
  await t?.close();
  await api?.close();
});

const startWith = (authorization: string | undefined) =>
  t.start({ 'x-module-context': HUB_MODULE_ID, ...(authorization ? { authorization } : {}) });

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
    const res = await startWith(`Bearer ${api.token(randomUUID())}`);
    expect(res.statusCode).toBe(201);
  });

  it('refuses a missing or malformed Authorization header', async () => {
    await expectUnauthorized(undefined);
    await expectUnauthorized('Basic dXNlcjpwYXNz');
    await expectUnauthorized('Bearer not-a-jwt');
  });

  it('refuses a tampered token', async () => {
    const [h, , s] = api.token('victim').split('.');
    const forged = Buffer.from(JSON.stringify({ sub: 'attacker', sid: 'x', exp: 9_999_999_999 })).toString(
      'base64url',
    );
    await expectUnauthorized(`Bearer ${h}.${forged}.${s}`);
  });

  it('refuses an expired token', async () => {
    await expectUnauthorized(`Bearer ${api.token(randomUUID(), { expiresIn: -60 })}`);
  });

  it('refuses alg "none"', async () => {
    const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
    const token = `${b64({ alg: 'none', typ: 'JWT', kid: api.key.kid })}.${b64({ sub: 'u', sid: 's', exp: 9_999_999_999 })}.`;
    await expectUnauthorized(`Bearer ${token}`);
  });

  it('refuses a token signed with a key the API does not publish (unknown kid)', async () => {
    const stranger = generateTestKey('stranger-key');
    await expectUnauthorized(
      `Bearer ${api.token(randomUUID(), { kid: stranger.kid, key: stranger.privateKey })}`,
    );
  });

  it('fetches the JWKS again for a new key id (key rotation)', async () => {
    const rotated = generateTestKey(`rotated-${randomUUID()}`);
    api.publish(rotated);
    const res = await startWith(
      `Bearer ${api.token(randomUUID(), { kid: rotated.kid, key: rotated.privateKey })}`,
    );
    expect(res.statusCode).toBe(201);
  });

  it('refuses a revoked session even though its token is still valid', async () => {
    const sid = randomUUID();
    const token = api.token(randomUUID(), { sid });
    api.revoke(sid);
    await expectUnauthorized(`Bearer ${token}`);
  });

  it('asks the API once per session within the check window', async () => {
    const headers = { authorization: `Bearer ${api.token(randomUUID())}`, 'x-module-context': HUB_MODULE_ID };
    const before = api.calls.me;
    const id = (await t.start(headers)).json().conversation.conversationId;
    await t.send(headers, id, 'Call it Cached');
    await t.send(headers, id, 'The objective is sales');
    expect(api.calls.me - before).toBe(1);
  });

  it('answers 503 UNAVAILABLE when the API cannot confirm the session', async () => {
    api.setMeStatus(500);
    try {
      const res = await startWith(`Bearer ${api.token(randomUUID())}`);
      expect(res.statusCode).toBe(503);
      expect(res.json().error.code).toBe('UNAVAILABLE');
    } finally {
      api.setMeStatus(null);
    }
  });

  it('answers 503 UNAVAILABLE when the API is down', async () => {
    const down = await createTestApp({
      fakeApi: api,
      db: t.db,
      env: { API_URL: `http://127.0.0.1:${await closedPort()}` },
    });
    try {
      const res = await down.start({
        authorization: `Bearer ${api.token(randomUUID())}`,
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
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/ai/conversations/${randomUUID()}` });
    expect(res.statusCode).toBe(401);
    const forged = signJwt({ alg: 'RS256', kid: api.key.kid }, { sub: 'u', sid: 's' }, api.key.privateKey);
    const noExpiry = await t.app.inject({
      method: 'GET',
      url: `/api/v1/ai/conversations/${randomUUID()}`,
      headers: { authorization: `Bearer ${forged}` },
    });
    expect(noExpiry.statusCode).toBe(401);
  });
});
