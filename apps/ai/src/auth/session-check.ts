import type { AccessClaims } from './access-token.ts';
import { authUnavailable, invalidToken } from './auth-errors.ts';

// A revoked session is refused: the API is asked (GET /api/v1/auth/me with the same bearer) whether the
// token's session still stands. Answers are kept per session id for `ttlMs` (docs/adr/0003), so a chat
// message does not wait on the API every time; concurrent checks of one session share one request.

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
  const verdicts = new Map<string, Verdict>();
  const inFlight = new Map<string, Promise<boolean>>();

  const remember = (sid: string, ok: boolean) => {
    if (ttlMs <= 0) return;
    if (verdicts.size >= MAX_CACHED_SESSIONS) {
      // Maps iterate in insertion order: drop the oldest entry.
      const oldest = verdicts.keys().next().value;
      if (oldest !== undefined) verdicts.delete(oldest);
    }
    verdicts.set(sid, { ok, until: now() + ttlMs });
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
    const cached = verdicts.get(claims.sid);
    if (cached && cached.until > now()) {
      if (cached.ok) return;
      throw invalidToken();
    }
    let pending = inFlight.get(claims.sid);
    if (!pending) {
      pending = ask(token, claims).then(
        (ok) => {
          inFlight.delete(claims.sid);
          remember(claims.sid, ok);
          return ok;
        },
        (error: unknown) => {
          inFlight.delete(claims.sid);
          throw error;
        },
      );
      inFlight.set(claims.sid, pending);
    }
    if (!(await pending)) throw invalidToken();
  };
}
