import { generateKeyPairSync, type KeyObject, randomUUID, sign } from 'node:crypto';
import Fastify from 'fastify';
import { registerFakeCampaigns } from './fake-api-campaigns.ts';

// A stand-in for the API (apps must not import each other): it publishes a JWKS and answers
// GET /api/v1/auth/me like the real one, 401 for a revoked session, and the campaign routes the chat
// saves and launches through (fake-api-campaigns.ts). Tests sign tokens with its key.

export interface SignOptions {
  kid?: string;
  alg?: string;
  key?: KeyObject;
  /** Seconds from now; negative for an expired token. */
  expiresIn?: number;
}

export interface TestKey {
  kid: string;
  privateKey: KeyObject;
  publicKey: KeyObject;
}

export function generateTestKey(kid: string): TestKey {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { kid, privateKey, publicKey };
}

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A compact JWS signed with RS256 (whatever `header.alg` claims). */
export function signJwt(header: Record<string, unknown>, payload: Record<string, unknown>, key: KeyObject) {
  const signed = `${b64(header)}.${b64(payload)}`;
  return `${signed}.${sign('RSA-SHA256', Buffer.from(signed), key).toString('base64url')}`;
}

export async function startFakeApi() {
  const key = generateTestKey('test-key-1');
  const publishedKeys: TestKey[] = [key];
  const revoked = new Set<string>();
  const calls = { me: 0, jwks: 0 };
  let meStatus: number | null = null;

  const app = Fastify({ logger: false });
  app.get('/.well-known/jwks.json', async () => {
    calls.jwks += 1;
    return {
      keys: publishedKeys.map((k) => ({
        ...k.publicKey.export({ format: 'jwk' }),
        kid: k.kid,
        alg: 'RS256',
        use: 'sig',
      })),
    };
  });
  app.get('/api/v1/auth/me', async (request, reply) => {
    calls.me += 1;
    if (meStatus !== null) return reply.code(meStatus).send({ error: { code: 'INTERNAL' } });
    // The real API verifies the token; here the tests only ever send tokens they signed themselves.
    const token = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString() || '{}');
    if (revoked.has(payload.sid)) return reply.code(401).send({ error: { code: 'TOKEN_INVALID' } });
    return { user: { id: payload.sub, email: `${payload.sub}@example.com` } };
  });
  const campaigns = registerFakeCampaigns(app);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  return {
    url,
    key,
    calls,
    campaigns,
    /** Ends a session the way logout does on the real API. */
    revoke: (sid: string) => revoked.add(sid),
    /** Makes /auth/me answer this status (null: behave normally). */
    setMeStatus: (status: number | null) => {
      meStatus = status;
    },
    /** Publishes another key (a rotation). */
    publish: (extra: TestKey) => publishedKeys.push(extra),
    token(userId: string, options: SignOptions & { sid?: string } = {}) {
      const sid = options.sid ?? randomUUID();
      return signJwt(
        { alg: options.alg ?? 'RS256', typ: 'JWT', kid: options.kid ?? key.kid },
        { sub: userId, sid, role: 'user', exp: Math.floor(Date.now() / 1000) + (options.expiresIn ?? 3600) },
        options.key ?? key.privateKey,
      );
    },
    close: () => app.close(),
  };
}

export type FakeApi = Awaited<ReturnType<typeof startFakeApi>>;
