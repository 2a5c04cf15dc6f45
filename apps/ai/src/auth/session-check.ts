import { LRUCache } from 'lru-cache';
import type { AccessClaims } from './access-token.ts';
import { authUnavailable, invalidToken } from './auth-errors.ts';

// A revoked session is refused: the API is asked (GET /api/v1/auth/me with the same bearer) whether the
// token's session still stands. Answers are kept per user and session id for `ttlMs` (docs/adr/0003),
// so a chat message does not wait on the API every time; concurrent checks of one session share one
// request. The user id is part of the key: an answer for (session S, user A) never vouches for a token
// of user B that names the same session id.

export type SessionChecker = (token: string, claims: AccessClaims) => Promise<void>;

export interface SessionCheckOptions {
  apiUrl: string;
  /** 0 asks the API on every request. */
  ttlMs: number;
  timeoutMs?: number;
  now?: () => number;
  fetch?: typeof fetch;
}

interface Verdict {
  ok: boolean;
  until: number;
}

const MAX_CACHED_SESSIONS = 10_000;

export function createSessionChecker(options: SessionCheckOptions): SessionChecker {
  const { ttlMs, timeoutMs = 3000 } = options;
  const now = options.now ?? Date.now;
  const doFetch = options.fetch ?? fetch;
  const meUrl = `${options.apiUrl.replace(/\/+$/, '')}/api/v1/auth/me`;
  // Least recently used sessions go first once the cache is full.
  const verdicts = new LRUCache<string, Verdict>({ max: MAX_CACHED_SESSIONS });
  const inFlight = new Map<string, Promise<boolean>>();

  const remember = (key: string, ok: boolean) => {
    if (ttlMs <= 0) return;
    verdicts.set(key, { ok, until: now() + ttlMs });
  };

  const ask = async (token: string, claims: AccessClaims): Promise<boolean> => {
    let response: Response;
    try {
      response = await doFetch(meUrl, {
        headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw authUnavailable(error);
    }
    if (response.status === 401 || response.status === 403) {
      await response.body?.cancel();
      return false;
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw authUnavailable(new Error(`GET /auth/me answered ${response.status}`));
    }
    const body = (await response.json().catch(() => null)) as { user?: { id?: unknown } } | null;
    if (!body?.user) throw authUnavailable(new Error('GET /auth/me answered without a user'));
    // The API answers for the token's own user; anything else is a mismatch, not a pass.
    return body.user.id === claims.sub;
  };

  return async (token, claims) => {
    // JSON of the pair: no choice of ids can make two different pairs share a key.
    const key = JSON.stringify([claims.sub, claims.sid]);
    const cached = verdicts.get(key);
    if (cached && cached.until > now()) {
      if (cached.ok) return;
      throw invalidToken();
    }
    let pending = inFlight.get(key);
    if (!pending) {
      pending = ask(token, claims).then(
        (ok) => {
          inFlight.delete(key);
          remember(key, ok);
          return ok;
        },
        (error: unknown) => {
          inFlight.delete(key);
          throw error;
        },
      );
      inFlight.set(key, pending);
    }
    if (!(await pending)) throw invalidToken();
  };
}
