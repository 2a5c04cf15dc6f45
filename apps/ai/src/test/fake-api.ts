import { generateKeyPairSync, type KeyObject, randomUUID, sign } from 'node:crypto';
import type { AnalyticsTotals } from '@northstar/shared/analytics/schemas';
import type { Campaign } from '@northstar/shared/campaign/schemas';
import Fastify, { type FastifyRequest } from 'fastify';
import { registerFakeCampaigns } from './fake-api-campaigns.ts';

// A stand-in for the API (apps must not import each other): it publishes a JWKS and answers
// GET /api/v1/auth/me like the real one, 401 for a revoked session, and the campaign routes the chat
// saves and launches through (fake-api-campaigns.ts). Tests sign tokens with its key. It also answers
// the read-only calls the assistant makes for a user's review (GET /campaigns, /campaigns/{id} and
// /analytics/summary), each user seeing only the campaigns given for them with setAccount.

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
  const calls = { me: 0, jwks: 0, campaigns: [] as string[], summary: [] as string[] };
  let meStatus: number | null = null;
  let readStatus: number | null = null;
  const campaignsOf = new Map<string, Campaign[]>();
  const totalsOf = new Map<string, AnalyticsTotals>();
  /** The user a request's bearer token names (the tests only send tokens they signed). */
  const subOf = (request: FastifyRequest): string => {
    const token = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString() || '{}').sub ?? '';
  };
  const noTotals: AnalyticsTotals = {
    spend: 0,
    impressions: 0,
    clicks: 0,
    conversions: 0,
    revenue: 0,
    ctr: null,
    cpc: null,
    cpm: null,
    roas: null,
  };

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
  const campaigns = registerFakeCampaigns(app, {
    seeded: (caller, id) => (campaignsOf.get(caller) ?? []).find((c) => c.id === id),
  });
  app.get('/api/v1/campaigns', async (request, reply) => {
    const sub = subOf(request);
    calls.campaigns.push(sub);
    if (readStatus !== null) return reply.code(readStatus).send({ error: { code: 'INTERNAL' } });
    const items = (campaignsOf.get(sub) ?? []).map(({ draft: _draft, ...item }) => item);
    return { items, total: items.length, page: 1, pageSize: 100 };
  });
  app.get('/api/v1/analytics/summary', async (request, reply) => {
    const sub = subOf(request);
    calls.summary.push(sub);
    if (readStatus !== null) return reply.code(readStatus).send({ error: { code: 'INTERNAL' } });
    const campaigns = { draft: 0, saved: 0, ready: 0, scheduled: 0, active: 0, paused: 0, completed: 0 };
    for (const c of campaignsOf.get(sub) ?? []) campaigns[c.status] += 1;
    return { totals: totalsOf.get(sub) ?? noTotals, campaigns, daily: [], byUnit: [] };
  });
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
    /** The campaigns (with their drafts) and delivery totals the API holds for a user. */
    setAccount: (userId: string, campaigns: Campaign[], totals?: AnalyticsTotals) => {
      campaignsOf.set(userId, campaigns);
      if (totals) totalsOf.set(userId, totals);
    },
    /** Makes the campaign and analytics reads answer this status (null: behave normally). */
    setReadStatus: (status: number | null) => {
      readStatus = status;
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
