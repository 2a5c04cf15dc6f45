import { createPublicKey, type JsonWebKey } from 'node:crypto';
import buildGetJwks from 'get-jwks';
import { LRUCache } from 'lru-cache';
import type { KeyResolver } from './access-token.ts';
import { authUnavailable, invalidToken } from './auth-errors.ts';

// The API's public keys from `${API_URL}/.well-known/jwks.json`, through get-jwks: cached per key id,
// fetched again when a token names a key id it has not seen (a rotated key).
// Anyone can send a token naming any key id, and each id get-jwks has not seen costs a JWKS fetch.
// So ids the JWKS did not have are remembered for a while (negative cache), and fetches for ids not
// cached yet draw on a token bucket: a flood of tokens with random key ids makes at most
// `missFetchBurst` fetches at once and one more per `missFetchIntervalMs`; the rest are refused (401)
// without a fetch. A genuinely new key (a rotation) is fetched when the bucket next has a token; a key
// the JWKS has published before is refetched on expiry without waiting for one.

export interface JwksOptions {
  apiUrl: string;
  /** How long a fetched key is kept; get-jwks serves a stale one if a refetch fails. */
  cacheTtlMs?: number;
  /** A JWKS fetch slower than this is a 503 (get-jwks' own timeout option is not honoured by fetch). */
  timeoutMs?: number;
  /** An unknown key id is not fetched again for this long, so junk tokens cannot hammer the API. */
  unknownKidTtlMs?: number;
  /** Fetches for key ids not cached that may run back to back (the bucket's size). */
  missFetchBurst?: number;
  /** The bucket regains one fetch per this interval. */
  missFetchIntervalMs?: number;
  now?: () => number;
}

const MIN_RSA_BITS = 2048;
const MAX_UNKNOWN_KIDS = 10_000;

/** A token bucket: true while a fetch is allowed; it refills one token per `intervalMs`. */
function tokenBucket(size: number, intervalMs: number, now: () => number): () => boolean {
  let tokens = size;
  let last = now();
  return () => {
    const at = now();
    tokens = intervalMs > 0 ? Math.min(size, tokens + (at - last) / intervalMs) : size;
    last = at;
    if (tokens < 1) return false;
    tokens -= 1;
    return true;
  };
}

export function createJwksKeyResolver(options: JwksOptions): KeyResolver {
  const {
    apiUrl,
    cacheTtlMs = 10 * 60_000,
    timeoutMs = 3000,
    unknownKidTtlMs = 5 * 60_000,
    missFetchBurst = 3,
    missFetchIntervalMs = 10_000,
  } = options;
  const now = options.now ?? Date.now;
  const jwks = buildGetJwks({ ttl: cacheTtlMs, max: 20 });
  const domain = `${apiUrl.replace(/\/+$/, '')}/`;
  // get-jwks hands back the same JWK object from its cache: convert each to PEM once.
  const keys = new WeakMap<object, string>();
  const unknownKids = new LRUCache<string, true>({
    max: MAX_UNKNOWN_KIDS,
    ttl: unknownKidTtlMs,
    perf: { now },
  });
  const takeMissFetch = tokenBucket(missFetchBurst, missFetchIntervalMs, now);
  // Ids the JWKS did publish: refetching one when get-jwks' copy expires never waits for the bucket,
  // so a flood cannot lock out the real key. Bounded by the keys the API really publishes.
  const knownKids = new LRUCache<string, true>({ max: 100 });
  // A fetch of this id already under way (get-jwks shares it) costs no second token.
  const fetching = (kid: string) => jwks.cache.get(jwks.generateCacheKey('RS256', kid, domain)) !== undefined;

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
    if (unknownKids.has(kid)) throw invalidToken();
    if (!knownKids.has(kid) && !fetching(kid) && !takeMissFetch()) throw invalidToken();
    let jwk: Record<string, unknown>;
    try {
      jwk = await fetchJwk(kid);
    } catch (error) {
      if (error instanceof Error && (error as Error & { code?: unknown }).code === 'JWK_NOT_FOUND') {
        unknownKids.set(kid, true);
        throw invalidToken();
      }
      throw authUnavailable(error);
    }
    let pem = keys.get(jwk);
    if (!pem) {
      let key: ReturnType<typeof createPublicKey>;
      try {
        key = createPublicKey({ key: jwk as JsonWebKey, format: 'jwk' });
      } catch (error) {
        throw authUnavailable(error);
      }
      const bits = key.asymmetricKeyDetails?.modulusLength ?? 0;
      if (key.asymmetricKeyType !== 'rsa' || bits < MIN_RSA_BITS) throw invalidToken();
      pem = key.export({ type: 'spki', format: 'pem' }).toString();
      keys.set(jwk, pem);
    }
    knownKids.set(kid, true);
    return pem;
  };
}
