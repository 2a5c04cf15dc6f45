import { isAppError } from '@northstar/server/app-error';
import type { CounterStore } from '@northstar/server/counter-store';
import type { AccountLockRule, RateLimitRule } from '../../config/env.ts';
import { rateLimited, throttleUnavailable as unavailable } from '../../lib/attempt-throttle.ts';

/**
 * The unit one client controls: its IPv4 address, or its IPv6 /64 (one host is usually given a whole
 * /64, so counting single IPv6 addresses would let it rotate past the per-IP limit).
 */
export function networkOf(ip: string): string {
  if (!ip.includes(':')) return ip;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  const [head = '', tail] = ip.split('%')[0]?.split('::') ?? [];
  const first = head ? head.split(':') : [];
  const last = tail ? tail.split(':') : [];
  const groups =
    tail === undefined
      ? first
      : [...first, ...Array(Math.max(0, 8 - first.length - last.length)).fill('0'), ...last];
  const prefix = groups.slice(0, 4).map((group) => (Number.parseInt(group, 16) || 0).toString(16));
  return `${prefix.join(':')}::/64`;
}

export interface LoginThrottleRules {
  /** Failures per e-mail + IP: always applies. */
  pair: RateLimitRule;
  /** Failures from one IP across accounts: a password spray. */
  ip: RateLimitRule;
  /** Failures on one account from every IP: a distributed guess. */
  account: AccountLockRule;
  /** How long a sign-in (or a password reset) makes its IP known to the account. */
  knownIpMs: number;
}

export interface LoginAttempt {
  /** The password was right: give the reservations back and remember the IP for the account. */
  succeeded(): Promise<void>;
}

const MESSAGE = 'Too many login attempts. Please wait a moment and try again.';

/**
 * Three limits on failed sign-ins, all in the shared CounterStore (docs/adr/0010):
 * - e-mail + IP: `pair.max` failures per window, then refused until the window ends;
 * - IP across accounts: `ip.max` failures per window;
 * - account across IPs: past `account.max` failures, locked for `lockMs`, then one attempt per
 *   lock period, the period doubling up to `maxLockMs`.
 * The last two neither count nor refuse an IP the account's owner signed in (or reset the password)
 * from within `knownIpMs`, so neither a spray from a shared address nor a lock-out campaign against
 * one account keeps a real user out. Each attempt is counted before the password check (a parallel
 * burst cannot slip past) and given back when the password was right or when the attempt was refused
 * unchecked, so the counters hold failures only.
 */
export function createLoginThrottle(counters: CounterStore, rules: LoginThrottleRules) {
  const keysOf = (email: string, ip: string) => ({
    pair: `login:${email}:${ip}`,
    ip: `login-ip:${networkOf(ip)}`,
    account: `login-account:${email}`,
    lock: `login-lock:${email}`,
    level: `login-level:${email}`,
    known: `login-known:${email}:${ip}`,
  });

  async function rememberIp(email: string, ip: string) {
    const { known } = keysOf(email, ip);
    // A fresh window each time: known for knownIpMs after the latest sign-in.
    await counters.reset(known);
    await counters.hit(known, rules.knownIpMs);
  }

  async function admit(email: string, ip: string): Promise<LoginAttempt> {
    const keys = keysOf(email, ip);
    const [pair, known] = await Promise.all([
      counters.hit(keys.pair, rules.pair.windowMs),
      counters.get(keys.known),
    ]);
    if (pair.count > rules.pair.max) {
      await counters.undo(keys.pair);
      throw rateLimited(MESSAGE, pair.resetInMs);
    }
    // The owner's own IP: only the e-mail + IP limit applies (and nothing else is counted for it).
    if (!known) {
      const refuse = async (resetInMs: number) => {
        await Promise.all([keys.pair, keys.ip, keys.account].map((key) => counters.undo(key)));
        return rateLimited(MESSAGE, resetInMs);
      };
      const [perIp, account] = await Promise.all([
        counters.hit(keys.ip, rules.ip.windowMs),
        counters.hit(keys.account, rules.account.windowMs),
      ]);
      if (perIp.count > rules.ip.max) throw await refuse(perIp.resetInMs);
      if (account.count > rules.account.max) {
        // Locked for lockMs; after that, the first attempt of each period is checked and opens the
        // next, twice as long (up to maxLockMs); the rest wait. hit() is atomic, so a burst gets at
        // most one attempt through per period.
        const level = (await counters.get(keys.level))?.count ?? 0;
        const lockMs = Math.min(rules.account.lockMs * 2 ** level, rules.account.maxLockMs);
        const lock = await counters.hit(keys.lock, lockMs);
        const opensPeriod = lock.count === 1;
        if (opensPeriod) await counters.hit(keys.level, rules.account.windowMs);
        if (!opensPeriod || level === 0) throw await refuse(lock.resetInMs);
      }
    }

    return {
      async succeeded() {
        // The account's failures stay: a sign-in from one IP does not give an attacker elsewhere a
        // fresh allowance. This IP is known from now on, so the account limit no longer touches it.
        await Promise.all([
          counters.reset(keys.pair),
          ...(known ? [] : [counters.undo(keys.ip), counters.undo(keys.account)]),
          rememberIp(email, ip),
        ]).catch(() => {});
      },
    };
  }

  return {
    /** Before the password check: counts the attempt, or refuses it with 429 RATE_LIMITED. */
    async admit(email: string, ip: string): Promise<LoginAttempt> {
      try {
        return await admit(email, ip);
      } catch (error) {
        throw isAppError(error) ? error : unavailable(error);
      }
    },
    /** A password reset proves the owner is at this IP: it becomes known to the account. */
    async rememberIp(email: string, ip: string): Promise<void> {
      await rememberIp(email, ip).catch(() => {});
    },
  };
}
