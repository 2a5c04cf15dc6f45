import jwt from '@fastify/jwt';
import { AppError } from '@northstar/server/app-error';
import type { Db } from '@northstar/server/database';
import type { UserRole } from '@northstar/shared/auth';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SessionRow, UserRow } from '../db/schema.ts';
import type { SigningKeys } from '../lib/signing-keys.ts';
import { findSessionWithUser } from '../modules/auth/sessions.repository.ts';

export interface AccessClaims {
  sub: string;
  sid: string;
  role: UserRole;
  exp: number;
  iat?: number;
}

export interface AuthContext {
  user: UserRow;
  session: SessionRow;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    authenticate(request: FastifyRequest): Promise<void>;
    requireAdmin(request: FastifyRequest): Promise<void>;
    /** Verifies signature, algorithm, key id and expiry; throws 401 TOKEN_INVALID. */
    verifyAccessToken(request: FastifyRequest): AccessClaims;
    issueAccessToken(session: SessionRow, user: UserRow): string;
  }
}

/** Verified access tokens remembered, least recently used dropped first. */
const VERIFIED_TOKENS_KEPT = 10_000;

const INVALID_TOKEN = 'Your session is invalid or has expired. Please sign in again.';

/** The signed-in context set by `authenticate`; routes without that preHandler must not call it. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError('UNAUTHORIZED', 'Sign in to continue.');
  return request.auth;
}

export async function registerAuth(app: FastifyInstance, options: { db: Db; keys: SigningKeys }) {
  const { db, keys } = options;
  await app.register(jwt, {
    secret: { private: keys.privatePem, public: keys.publicPem },
    sign: { algorithm: 'RS256', kid: keys.kid },
    // Only RS256: "none", HS256-with-the-public-key and friends are refused before any claim is read.
    // A verified token is remembered (by its hash, never past its `exp`): the assistant saves a
    // conversation's campaign with the user's token on every change, and the RS256 check was half of
    // each save's authentication (ADR 0020). The session row is still read on every request.
    verify: {
      algorithms: ['RS256'],
      complete: true,
      requiredClaims: ['sub', 'sid', 'exp'],
      cache: VERIFIED_TOKENS_KEPT,
    },
  });
  app.decorateRequest('auth', null);

  app.decorate('verifyAccessToken', (request: FastifyRequest): AccessClaims => {
    const header = request.headers.authorization;
    const match = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
    if (!match?.[1]) throw new AppError('UNAUTHORIZED', 'Sign in to continue.');
    let decoded: { header: { kid?: unknown }; payload: Record<string, unknown> };
    try {
      decoded = app.jwt.verify(match[1]);
    } catch {
      throw new AppError('TOKEN_INVALID', INVALID_TOKEN);
    }
    const { header: jwtHeader, payload } = decoded;
    if (jwtHeader.kid !== keys.kid || typeof payload.sub !== 'string' || typeof payload.sid !== 'string') {
      throw new AppError('TOKEN_INVALID', INVALID_TOKEN);
    }
    return payload as unknown as AccessClaims;
  });

  app.decorate('authenticate', async (request: FastifyRequest) => {
    const claims = app.verifyAccessToken(request);
    // One primary-key query per request: the session row joined to its user.
    const found = await findSessionWithUser(db, claims.sid);
    if (
      !found ||
      found.session.userId !== claims.sub ||
      found.session.revokedAt !== null ||
      found.session.expiresAt.getTime() <= Date.now() ||
      found.user.status !== 'approved'
    ) {
      throw new AppError('TOKEN_INVALID', INVALID_TOKEN);
    }
    request.auth = found;
  });

  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    await app.authenticate(request);
    if (authOf(request).user.role !== 'admin') {
      throw new AppError('FORBIDDEN', 'This action needs an administrator account.');
    }
  });

  app.decorate('issueAccessToken', (session: SessionRow, user: UserRow) =>
    app.jwt.sign({
      sub: user.id,
      sid: session.id,
      role: user.role,
      // The token lives exactly as long as its session row.
      exp: Math.floor(session.expiresAt.getTime() / 1000),
    }),
  );

  // Public keys for the AI service (and anyone else) to verify access tokens without a shared secret.
  app.get('/.well-known/jwks.json', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return { keys: [keys.jwk] };
  });
}
