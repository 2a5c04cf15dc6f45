import { createPublicKey, type JsonWebKey, type KeyObject } from 'node:crypto';
import buildGetJwks from 'get-jwks';
import type { KeyResolver } from './access-token.ts';
import { authUnavailable, invalidToken } from './auth-errors.ts';

// The API's public keys from `${API_URL}/.well-known/jwks.json`, through get-jwks: cached per key id,
// fetched again when a token names a key id it has not seen (a rotated key).

export interface JwksOptions {
  apiUrl: string;
  /** How long a fetched key is kept; get-jwks serves a stale one if a refetch fails. */
  cacheTtlMs?: number;
  /** A JWKS fetch slower than this is a 503 (get-jwks' own timeout option is not honoured by fetch). */
  timeoutMs?: number;
  /** An unknown key id is not fetched again for this long, so junk tokens cannot hammer the API. */
  unknownKidTtlMs?: number;
  now?: () => number;
}

const MIN_RSA_BITS = 2048;
const MAX_UNKNOWN_KIDS = 1000;

export function createJwksKeyResolver(options: JwksOptions): KeyResolver {
  const { apiUrl, cacheTtlMs = 10 * 60_000, timeoutMs = 3000, unknownKidTtlMs = 10_000 } = options;
  const now = options.now ?? Date.now;
  const jwks = buildGetJwks({ ttl: cacheTtlMs, max: 20 });
  const domain = `${apiUrl.replace(/\/+$/, '')}/`;
  // get-jwks hands back the same JWK object from its cache: convert each once.
  const keys = new WeakMap<object, KeyObject>();
  const unknownKids = new Map<string, number>();

  const fetchJwk = async (kid: string) => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('JWKS request timed out')), timeoutMs);
    });
    try {
      return await Promise.race([jwks.getJwk({ domain, alg: 'RS256', kid }), timeout]);
    } finally {
      clearTimeout(timer);
    }
  };

  return async (kid) => {
    const refusedUntil = unknownKids.get(kid);
    if (refusedUntil !== undefined) {
      if (refusedUntil > now()) throw invalidToken();
      unknownKids.delete(kid);
    }
    let jwk: Record<string, unknown>;
    try {
      jwk = await fetchJwk(kid);
    } catch (error) {
      if (error instanceof Error && (error as Error & { code?: unknown }).code === 'JWK_NOT_FOUND') {
        if (unknownKids.size >= MAX_UNKNOWN_KIDS) unknownKids.clear();
        unknownKids.set(kid, now() + unknownKidTtlMs);
        throw invalidToken();
      }
      throw authUnavailable(error);
    }
    let key = keys.get(jwk);
    if (!key) {
      try {
        key = createPublicKey({ key: jwk as JsonWebKey, format: 'jwk' });
      } catch (error) {
        throw authUnavailable(error);
      }
      const bits = key.asymmetricKeyDetails?.modulusLength ?? 0;
      if (key.asymmetricKeyType !== 'rsa' || bits < MIN_RSA_BITS) throw invalidToken();
      keys.set(jwk, key);
    }
    return key;
  };
}
