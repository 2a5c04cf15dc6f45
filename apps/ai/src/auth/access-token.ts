import { type KeyObject, verify } from 'node:crypto';
import { invalidToken } from './auth-errors.ts';

// RS256 verification of the API's access tokens with node:crypto: the algorithm is fixed before the
// header is trusted ("none", HS256 and friends never reach a key), and the claims are read only after
// the signature checks out.

export interface AccessClaims {
  /** The API's user id. */
  sub: string;
  /** The API's session id (revocable, see ADR 0002). */
  sid: string;
  role: string | undefined;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

/** The public key for a key id; throws 401 for an unknown id and 503 when the keys cannot be fetched. */
export type KeyResolver = (kid: string) => Promise<KeyObject>;

const MAX_TOKEN_LENGTH = 8192;
const SEGMENT = /^[A-Za-z0-9_-]+$/;
const MAX_ID_LENGTH = 200;
/** Tolerance for "not before" only: clocks of two hosts drift a little. */
const CLOCK_SKEW_SECONDS = 60;

function decodeObject(segment: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      return value as Record<string, unknown>;
    }
  } catch {
    // falls through to the invalid-token error
  }
  throw invalidToken();
}

const isId = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= MAX_ID_LENGTH;

export async function verifyAccessToken(
  token: string,
  resolveKey: KeyResolver,
  nowSeconds: number = Date.now() / 1000,
): Promise<AccessClaims> {
  if (token.length > MAX_TOKEN_LENGTH) throw invalidToken();
  const parts = token.split('.');
  if (parts.length !== 3 || !parts.every((part) => SEGMENT.test(part))) throw invalidToken();
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];

  const header = decodeObject(headerPart);
  // Only RS256 with a key id; an unknown critical extension must be refused (RFC 7515 4.1.11).
  if (header.alg !== 'RS256' || !isId(header.kid) || 'crit' in header) throw invalidToken();

  const key = await resolveKey(header.kid);
  const signed = Buffer.from(`${headerPart}.${payloadPart}`);
  if (!verify('RSA-SHA256', signed, key, Buffer.from(signaturePart, 'base64url'))) throw invalidToken();

  const payload = decodeObject(payloadPart);
  const { sub, sid, exp, nbf, role } = payload;
  if (!isId(sub) || !isId(sid) || typeof exp !== 'number' || !Number.isFinite(exp)) throw invalidToken();
  if (exp <= nowSeconds) throw invalidToken();
  if (nbf !== undefined && (typeof nbf !== 'number' || nbf > nowSeconds + CLOCK_SKEW_SECONDS)) {
    throw invalidToken();
  }
  return { sub, sid, exp, role: typeof role === 'string' ? role : undefined };
}

export type AccessTokenVerifier = (token: string) => Promise<AccessClaims>;

export interface VerifiedTokenCacheOptions {
  /** How long a verified signature is trusted without checking it again (a key rotation shows after this). */
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
}

/**
 * `verifyAccessToken` that remembers tokens whose signature checked out: a conversation sends the same
 * token with every message, and an RSA verification is the costliest step of a chat request. The exact
 * token string is the key, so a changed token is verified afresh; expiry is checked on every use, and
 * revocation stays with the session check that follows.
 */
export function createCachedTokenVerifier(
  resolveKey: KeyResolver,
  { ttlMs = 60_000, maxEntries = 10_000, now = Date.now }: VerifiedTokenCacheOptions = {},
): AccessTokenVerifier {
  const verified = new Map<string, { claims: AccessClaims; until: number }>();
  return async (token) => {
    const at = now();
    const hit = verified.get(token);
    if (hit && hit.until > at) {
      if (hit.claims.exp <= at / 1000) throw invalidToken();
      return hit.claims;
    }
    verified.delete(token);
    const claims = await verifyAccessToken(token, resolveKey, at / 1000);
    // Maps iterate in insertion order: drop the oldest entry.
    if (verified.size >= maxEntries) verified.delete(verified.keys().next().value ?? '');
    verified.set(token, { claims, until: at + ttlMs });
    return claims;
  };
}
