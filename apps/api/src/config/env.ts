import { LOGIN_FAILURE_WINDOW_MS, LOGIN_MAX_FAILURES } from '@northstar/shared/constants';
import { z } from 'zod';
import { fromRepoRoot, WEB_DIST_DIR } from './paths.ts';

// Empty strings in the environment mean "not set", so `FOO=` behaves like an absent variable.
const optional = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));
const withDefault = (fallback: string) => optional.transform((v) => v ?? fallback);
const url = (protocols: RegExp, what: string) =>
  optional.refine((v) => v === undefined || (URL.canParse(v) && protocols.test(new URL(v).protocol)), {
    message: `must be a ${what} URL`,
  });

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: withDefault('127.0.0.1'),
  DATA_DIR: withDefault('./data'),
  DATABASE_URL: url(/^postgres(ql)?:$/, 'postgres://'),
  REDIS_URL: url(/^rediss?:$/, 'redis://'),
  MAIL_URL: url(/^smtps?:$/, 'smtp://'),
  MAIL_FROM: withDefault('Northstar <no-reply@northstar.local>'),
  // How often the outbox job retries unsent mail; at most 15 so a message goes out within a minute of
  // the SMTP server coming back (45 s back-off cap + one interval). 0: only right after a commit (tests).
  MAIL_OUTBOX_SECONDS: z.coerce.number().int().min(0).max(15).default(5),
  // The SMTP client's limit on each step of a send; a message being sent is leased for 6 times it.
  MAIL_SEND_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(60).default(10),
  APP_URL: url(/^https?:$/, 'http(s)://'),
  ADMIN_EMAIL: withDefault('admin@northstar.local'),
  ADMIN_PASSWORD: optional.refine((v) => v === undefined || (v.length >= 12 && v.length <= 128), {
    message: 'must be 12 to 128 characters',
  }),
  CORS_ORIGINS: optional,
  JWT_PRIVATE_KEY: optional,
  VITE_AI_SERVICE_URL: url(/^https?:$/, 'http(s)://'),
  AI_SERVICE_URL: url(/^https?:$/, 'http(s)://'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: optional,
  REGISTER_LIMIT_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(10),
  // Holdout test starts per signed-in user per minute (a write like every other, so it is limited).
  INCREMENTALITY_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(30),
  // Campaign creates and duplicates per signed-in user per minute (docs/adr: campaign limits).
  CAMPAIGN_CREATE_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(60),
  // 0 turns the sandbox delivery job off (the API tests drive it by hand).
  SANDBOX_TICK_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
  // How often expired sessions and reset tokens are deleted (by one instance); 0 turns it off.
  SESSION_CLEANUP_SECONDS: z.coerce.number().int().min(0).max(86_400).default(3600),
  // Names this instance in an X-Instance response header (several instances behind a load balancer).
  INSTANCE_ID: optional.refine((v) => v === undefined || /^[\w.:-]{1,64}$/.test(v), {
    message: 'must be 1 to 64 letters, digits, dots, colons, dashes or underscores',
  }),
});

export interface RateLimitRule {
  max: number;
  windowMs: number;
}

/** Past `max` failures in `windowMs`: one attempt per lock, lockMs doubling up to maxLockMs. */
export interface AccountLockRule extends RateLimitRule {
  lockMs: number;
  maxLockMs: number;
}

export interface AppConfig {
  port: number;
  host: string;
  /** The API's own data folder (DATA_DIR/api): PGlite files and generated keys. */
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  mailUrl: string | undefined;
  mailFrom: string;
  /** How often the outbox job sends due mail (with MAIL_URL); 0 = only right after a commit. */
  mailOutboxSeconds: number;
  /** The SMTP client's limit on each step of a send. */
  mailSendTimeoutSeconds: number;
  appUrl: string;
  adminEmail: string;
  adminPassword: string | undefined;
  corsOrigins: string[];
  jwtPrivateKey: string | undefined;
  aiServiceUrl: string;
  logLevel: string;
  /** How often the sandbox delivery job catches up; 0 = never (not even at start). */
  sandboxTickSeconds: number;
  /** How often one instance deletes expired sessions and reset tokens; 0 = never. */
  sessionCleanupSeconds: number;
  /** Sent as X-Instance on every response when set. */
  instanceId: string | undefined;
  trustProxy: boolean;
  webDistDir: string;
  /** Prefix of every Redis key this instance writes (tests use a unique one per run). */
  redisPrefix: string;
  /** Campaigns one account may keep (not an environment variable: docs/adr, campaign limits). */
  campaignsPerAccountMax: number;
  rateLimits: {
    /** Failed sign-ins (and current-password checks) per e-mail + IP. */
    login: RateLimitRule;
    /** Failed sign-ins from one IP across all accounts. */
    loginPerIp: RateLimitRule;
    /** Failed sign-ins on one account from all IPs. */
    loginPerAccount: AccountLockRule;
    /** How long an IP stays known to an account (exempt from the two above) after a sign-in from it. */
    loginKnownIpMs: number;
    register: RateLimitRule;
    forgotPassword: RateLimitRule;
    /** Holdout test starts per signed-in user. */
    incrementality: RateLimitRule;
    /** Campaign creates and duplicates per signed-in user. */
    campaignCreate: RateLimitRule;
  };
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  const appUrl = (e.APP_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
  const corsOrigins = e.CORS_ORIGINS
    ? e.CORS_ORIGINS.split(',')
        .map((o) => o.trim().replace(/\/+$/, ''))
        .filter(Boolean)
    : [new URL(appUrl).origin, 'http://127.0.0.1:3000', 'http://localhost:5173'];
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: fromRepoRoot(`${e.DATA_DIR}/api`),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    mailUrl: e.MAIL_URL,
    mailFrom: e.MAIL_FROM,
    mailOutboxSeconds: e.MAIL_OUTBOX_SECONDS,
    mailSendTimeoutSeconds: e.MAIL_SEND_TIMEOUT_SECONDS,
    appUrl,
    adminEmail: e.ADMIN_EMAIL.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    corsOrigins: [...new Set(corsOrigins)],
    // PEMs pasted into one-line env files carry literal "\n".
    jwtPrivateKey: e.JWT_PRIVATE_KEY?.replace(/\\n/g, '\n'),
    aiServiceUrl: e.VITE_AI_SERVICE_URL ?? e.AI_SERVICE_URL ?? 'http://localhost:5000',
    logLevel: e.LOG_LEVEL,
    sandboxTickSeconds: e.SANDBOX_TICK_SECONDS,
    sessionCleanupSeconds: e.SESSION_CLEANUP_SECONDS,
    instanceId: e.INSTANCE_ID,
    trustProxy: e.TRUST_PROXY === '1' || e.TRUST_PROXY === 'true',
    webDistDir: WEB_DIST_DIR,
    redisPrefix: 'northstar:',
    // Twice what the bench's busiest account holds (5,000), far above a real team's, and low enough
    // that one account cannot fill the disk.
    campaignsPerAccountMax: 10_000,
    rateLimits: {
      login: { max: LOGIN_MAX_FAILURES, windowMs: LOGIN_FAILURE_WINDOW_MS },
      // Why these numbers: docs/adr/0010-login-throttling-per-ip-and-account.md.
      loginPerIp: { max: 30, windowMs: 15 * 60 * 1000 },
      loginPerAccount: {
        max: 20,
        windowMs: 12 * 60 * 60 * 1000,
        lockMs: 60 * 1000,
        maxLockMs: 5 * 60 * 1000,
      },
      loginKnownIpMs: 30 * 24 * 60 * 60 * 1000,
      register: { max: e.REGISTER_LIMIT_PER_HOUR, windowMs: 60 * 60 * 1000 },
      forgotPassword: { max: 5, windowMs: 15 * 60 * 1000 },
      incrementality: { max: e.INCREMENTALITY_RATE_LIMIT_PER_MINUTE, windowMs: 60 * 1000 },
      campaignCreate: { max: e.CAMPAIGN_CREATE_RATE_LIMIT_PER_MINUTE, windowMs: 60 * 1000 },
    },
  };
}
