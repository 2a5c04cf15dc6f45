import { createHash, createHmac, createSign } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema.ts';
import { generateSigningKeys, jwkThumbprint } from '../../lib/signing-keys.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Hand-made JWTs, so the attacks do not depend on the library under test. */
function forge(header: Record<string, unknown>, payload: Record<string, unknown>, key: string): string {
  const input = `${b64url(header)}.${b64url(payload)}`;
  const signature =
    header.alg === 'HS256'
      ? createHmac('sha256', key).update(input).digest('base64url')
      : createSign('RSA-SHA256').update(input).sign(key).toString('base64url');
  return `${input}.${signature}`;
}

describe('access tokens', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const me = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { authorization: `Bearer ${token}` } });

  const expectTokenInvalid = async (token: string) => {
    const res = await me(token);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('TOKEN_INVALID');
  };

  /** The real token's claims, for forging variants of it. */
  async function validSession() {
    const session = await t.signedInUser();
    const [header, payload] = session.token.split('.');
    return {
      ...session,
      header: JSON.parse(Buffer.from(header ?? '', 'base64url').toString()),
      payload: JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()),
    };
  }

  it('publishes the signing key as a JWKS whose kid is the RFC 7638 thumbprint', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/.well-known/jwks.json' });
    expect(res.statusCode).toBe(200);
    const [key] = res.json().keys;
    expect(key).toMatchObject({ kty: 'RSA', use: 'sig', alg: 'RS256', e: 'AQAB' });
    const expected = createHash('sha256')
      .update(`{"e":"${key.e}","kty":"RSA","n":"${key.n}"}`)
      .digest('base64url');
    expect(key.kid).toBe(expected);
    expect(jwkThumbprint(key)).toBe(expected);
    expect(key).not.toHaveProperty('d');
  });

  it('refuses an unsigned alg:none token carrying real claims', async () => {
    const { header, payload } = await validSession();
    await expectTokenInvalid(`${b64url({ ...header, alg: 'none' })}.${b64url(payload)}.`);
  });

  it('refuses a token whose payload was tampered with (role escalated)', async () => {
    const { token, payload } = await validSession();
    const [h, , s] = token.split('.');
    await expectTokenInvalid(`${h}.${b64url({ ...payload, role: 'admin' })}.${s}`);
  });

  it('refuses an HS256 token signed with the public key as the secret (key confusion)', async () => {
    const { payload } = await validSession();
    await expectTokenInvalid(forge({ alg: 'HS256', typ: 'JWT', kid: t.keys.kid }, payload, t.keys.publicPem));
  });

  it('refuses a token signed by another RSA key, even one claiming our kid', async () => {
    const { payload } = await validSession();
    const other = generateSigningKeys();
    await expectTokenInvalid(forge({ alg: 'RS256', typ: 'JWT', kid: t.keys.kid }, payload, other.privatePem));
  });

  it('refuses a correctly signed token with an unknown kid', async () => {
    const { header, payload } = await validSession();
    // Our own key and a valid signature: only the kid is wrong.
    const token = forge({ ...header, kid: 'some-other-key' }, payload, t.keys.privatePem);
    await expectTokenInvalid(token);
    expect((await me(forge(header, payload, t.keys.privatePem))).statusCode).toBe(200);
  });

  it('refuses an expired token even though its session row is still live', async () => {
    const { payload } = await validSession();
    const expired = t.app.jwt.sign({ ...payload, iat: 1_000, exp: Math.floor(Date.now() / 1000) - 60 });
    await expectTokenInvalid(expired);
  });

  it('refuses a valid token once its session has expired in the database', async () => {
    const { token, payload } = await validSession();
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, payload.sid));
    await expectTokenInvalid(token);
  });

  it('refuses a token that points at another user’s session', async () => {
    const victim = await validSession();
    const attacker = await validSession();
    await expectTokenInvalid(t.app.jwt.sign({ ...attacker.payload, sid: victim.payload.sid }));
  });

  it('refuses garbage, a non-uuid sid and a malformed Authorization header', async () => {
    await expectTokenInvalid('not.a.jwt');
    await expectTokenInvalid(
      t.app.jwt.sign({ sub: 'x', sid: "1' or '1'='1", role: 'admin', exp: 4_000_000_000 }),
    );
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: { authorization: 'Basic abc' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('ends sessions of a user an admin disables, and of a rejected one', async () => {
    const { token, user } = await validSession();
    const admin = await t.signedInUser({ role: 'admin' });
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/users/${user.id}`,
      headers: admin.headers,
      payload: { status: 'disabled' },
    });
    expect(res.statusCode).toBe(200);
    await expectTokenInvalid(token);
  });

  it('refuses tokens of a user whose status changed behind the API’s back', async () => {
    const { token, user } = await validSession();
    expect((await me(token)).statusCode).toBe(200);
    await t.db.update(users).set({ status: 'rejected' }).where(eq(users.id, user.id));
    await expectTokenInvalid(token);
  });
});
