import { isAppError } from '@northstar/server/app-error';
import { createVerifier, type DecodedJwt } from 'fast-jwt';
import { invalidToken } from './auth-errors.ts';

// RS256 verification of the API's access tokens with fast-jwt (the library @fastify/jwt signs them
// with): the algorithm is fixed before the header is trusted ("none", HS256 and friends never reach a
// key), unknown critical extensions are refused, and the claims are read only after the signature.

export interface AccessClaims {
  /** The API's user id. */
  sub: string;
  /** The API's session id (revocable, see ADR 0002). */
  sid: string;
  role: string | undefined;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

/** The public key (PEM) for a key id; throws 401 for an unknown id and 503 when keys cannot be fetched. */
export type KeyResolver = (kid: string) => Promise<string>;

export type AccessTokenVerifier = (token: string) => Promise<AccessClaims>;

export interface AccessTokenVerifierOptions {
  /** How long a verified signature is trusted without checking it again (a key rotation shows after this). */
  cacheTtlMs?: number;
  cacheSize?: number;
}

const MAX_TOKEN_LENGTH = 8192;
const MAX_ID_LENGTH = 200;
/** Tolerance for "not before" only: clocks of two hosts drift a little; expiry stays exact. */
const NOT_BEFORE_SKEW_SECONDS = 60;

const isId = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= MAX_ID_LENGTH;

/**
 * Verifies tokens and remembers those whose signature checked out (fast-jwt's LRU cache, keyed by a
 * hash of the token): a conversation sends the same token with every message, and an RSA verification is
 * the costliest step of a chat request. Expiry is checked on every use; refused tokens are never cached;
 * revocation stays with the session check that follows.
 */
export function createAccessTokenVerifier(
  resolveKey: KeyResolver,
  { cacheTtlMs = 60_000, cacheSize = 10_000 }: AccessTokenVerifierOptions = {},
): AccessTokenVerifier {
  const verify = createVerifier({
    algorithms: ['RS256'],
    key: async ({ header }: DecodedJwt) => {
      if (!isId(header.kid)) throw invalidToken();
      return resolveKey(header.kid);
    },
    requiredClaims: ['sub', 'sid', 'exp'],
    // Checked below with a skew allowance; fast-jwt's clockTolerance would stretch expiry as well.
    ignoreNotBefore: true,
    cache: cacheSize,
    cacheTTL: cacheTtlMs,
  });

  return async (token) => {
    if (token.length > MAX_TOKEN_LENGTH) throw invalidToken();
    let payload: Record<string, unknown>;
    try {
      payload = await verify(token);
    } catch (error) {
      // The key resolver's own 401/503 come back wrapped; anything fast-jwt refused is a 401.
      const original = (error as { originalError?: unknown }).originalError;
      if (isAppError(original)) throw original;
      throw invalidToken();
    }
    const { sub, sid, exp, nbf, role } = payload;
    if (!isId(sub) || !isId(sid) || typeof exp !== 'number' || !Number.isFinite(exp)) throw invalidToken();
    if (nbf !== undefined && (typeof nbf !== 'number' || nbf > Date.now() / 1000 + NOT_BEFORE_SKEW_SECONDS)) {
      throw invalidToken();
    }
    return { sub, sid, exp, role: typeof role === 'string' ? role : undefined };
  };
}
