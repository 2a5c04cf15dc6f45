import { createAccessTokenVerifier, type KeyResolver } from './access-token.ts';
import { missingToken } from './auth-errors.ts';
import { createJwksKeyResolver } from './jwks-keys.ts';
import { createSessionChecker, type SessionChecker } from './session-check.ts';

/** Who is calling, from a verified token whose session the API confirmed. */
export interface AuthUser {
  id: string;
  sessionId: string;
  role: string | undefined;
  /** The bearer token itself: the chat writes the conversation's campaign to the API as this user. */
  token: string;
}

/** Reads the Authorization header; throws 401 UNAUTHORIZED or 503 UNAVAILABLE. */
export type Authenticator = (authorization: string | undefined) => Promise<AuthUser>;

const BEARER = /^Bearer\s+(\S+)\s*$/i;

export function createAuthenticator(deps: {
  resolveKey: KeyResolver;
  checkSession: SessionChecker;
}): Authenticator {
  const verify = createAccessTokenVerifier(deps.resolveKey);
  return async (authorization) => {
    const token = typeof authorization === 'string' ? BEARER.exec(authorization)?.[1] : undefined;
    if (!token) throw missingToken();
    const claims = await verify(token);
    await deps.checkSession(token, claims);
    return { id: claims.sub, sessionId: claims.sid, role: claims.role, token };
  };
}

/** The production wiring: keys from the API's JWKS, sessions confirmed with the API. */
export function createApiAuthenticator(config: { apiUrl: string; sessionCheckTtlMs: number }): Authenticator {
  return createAuthenticator({
    resolveKey: createJwksKeyResolver({ apiUrl: config.apiUrl }),
    checkSession: createSessionChecker({ apiUrl: config.apiUrl, ttlMs: config.sessionCheckTtlMs }),
  });
}
