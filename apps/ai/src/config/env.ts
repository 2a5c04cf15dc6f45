import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

// The repository root, so the default data folder does not depend on the working directory.
const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const DEFAULT_APP_URL = 'http://localhost:3000';

const port = z.coerce.number().int().min(0).max(65_535);
const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

const envSchema = z.object({
  AI_PORT: port.default(5000),
  HOST: z.string().min(1).default('127.0.0.1'),
  APP_URL: z.url().default(DEFAULT_APP_URL),
  CORS_ORIGINS: z.preprocess(emptyAsUndefined, z.string().optional()),
  // Default: the API on this machine at its PORT (3000), so a custom PORT needs no second setting.
  API_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  PORT: z.preprocess(emptyAsUndefined, port.optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Conversations live in PostgreSQL when this is set, else in PGlite under DATA_DIR/ai/pgdata.
  AI_DATABASE_URL: z.preprocess(emptyAsUndefined, z.string().optional()),
  DATA_DIR: z.preprocess(emptyAsUndefined, z.string().optional()),
  // How long a positive session answer from the API is trusted (see docs/adr/0003).
  SESSION_CHECK_TTL_MS: z.coerce.number().int().min(0).max(300_000).default(5000),
  REDIS_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  CHAT_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(60),
  // Saves of a conversation's holdout test id per user per minute (the API limits test starts alike).
  INCREMENTALITY_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(30),
  AI_PROVIDER: z.preprocess(emptyAsUndefined, z.enum(['none', 'openai-compatible']).default('none')),
  AI_BASE_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  AI_MODEL: z.preprocess(emptyAsUndefined, z.string().max(200).optional()),
  AI_API_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(8000),
  // Names this instance in an X-Instance response header (several instances behind a load balancer).
  INSTANCE_ID: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[\w.:-]{1,64}$/, 'must be 1 to 64 letters, digits, dots, colons, dashes or underscores')
      .optional(),
  ),
});

/** The optional LLM: absent unless AI_PROVIDER=openai-compatible with a base URL and a model. */
export interface LlmConfig {
  provider: 'openai-compatible';
  baseUrl: string;
  model: string;
  apiKey: string | undefined;
}

export interface AiConfig {
  port: number;
  host: string;
  corsOrigins: string[];
  apiUrl: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  databaseUrl: string | undefined;
  /** DATA_DIR/ai: the service's own data folder. */
  dataDir: string;
  sessionCheckTtlMs: number;
  redisUrl: string | undefined;
  chatRateLimitPerMinute: number;
  incrementalityRateLimitPerMinute: number;
  llm: LlmConfig | null;
  /** One deadline for all LLM calls of a message; past it the planner's own reply is used. */
  llmTimeoutMs: number;
  /** Sent as X-Instance on every response when set. */
  instanceId: string | undefined;
}

export class ConfigError extends Error {}

/** Validates the environment once at start-up; a bad value stops the service with a readable message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AiConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  if (e.AI_PROVIDER === 'openai-compatible' && (!e.AI_BASE_URL || !e.AI_MODEL)) {
    throw new ConfigError(
      'Invalid environment: AI_PROVIDER=openai-compatible needs AI_BASE_URL and AI_MODEL',
    );
  }
  // Relative paths count from the repository root, as in the API, whatever the working directory.
  const dataRoot = path.resolve(REPO_ROOT, e.DATA_DIR ?? 'data');
  return {
    port: e.AI_PORT,
    host: e.HOST,
    corsOrigins: parseOrigins(e.CORS_ORIGINS, e.APP_URL),
    apiUrl: (e.API_URL ?? `http://127.0.0.1:${e.PORT ?? 3000}`).replace(/\/+$/, ''),
    logLevel: e.LOG_LEVEL,
    databaseUrl: e.AI_DATABASE_URL,
    dataDir: path.join(dataRoot, 'ai'),
    sessionCheckTtlMs: e.SESSION_CHECK_TTL_MS,
    redisUrl: e.REDIS_URL,
    chatRateLimitPerMinute: e.CHAT_RATE_LIMIT_PER_MINUTE,
    incrementalityRateLimitPerMinute: e.INCREMENTALITY_RATE_LIMIT_PER_MINUTE,
    llm:
      e.AI_PROVIDER === 'openai-compatible' && e.AI_BASE_URL && e.AI_MODEL
        ? { provider: 'openai-compatible', baseUrl: e.AI_BASE_URL, model: e.AI_MODEL, apiKey: e.AI_API_KEY }
        : null,
    llmTimeoutMs: e.AI_TIMEOUT_MS,
    instanceId: e.INSTANCE_ID,
  };
}

// Same default allow-list as the API: the app's own origin, the loopback alias and the Vite dev server.
function parseOrigins(list: string | undefined, appUrl: string): string[] {
  const origins = list
    ? list.split(',')
    : [new URL(appUrl).origin, 'http://127.0.0.1:3000', 'http://localhost:5173'];
  const normalised = origins.map((origin) => origin.trim().replace(/\/+$/, '')).filter(Boolean);
  return [...new Set(normalised)];
}
