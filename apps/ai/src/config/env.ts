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
  API_URL: z.url().default('http://127.0.0.1:3000'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Issue 5 (conversations) stores data here; until then the service keeps no state.
  AI_DATABASE_URL: z.preprocess(emptyAsUndefined, z.string().optional()),
  DATA_DIR: z.preprocess(emptyAsUndefined, z.string().optional()),
});

export interface AiConfig {
  port: number;
  host: string;
  corsOrigins: string[];
  apiUrl: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  databaseUrl: string | undefined;
  /** DATA_DIR/ai: the service's own data folder. */
  dataDir: string;
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
  // Relative paths count from the repository root, as in the API, whatever the working directory.
  const dataRoot = path.resolve(REPO_ROOT, e.DATA_DIR ?? 'data');
  return {
    port: e.AI_PORT,
    host: e.HOST,
    corsOrigins: parseOrigins(e.CORS_ORIGINS, e.APP_URL),
    apiUrl: e.API_URL.replace(/\/+$/, ''),
    logLevel: e.LOG_LEVEL,
    databaseUrl: e.AI_DATABASE_URL,
    dataDir: path.join(dataRoot, 'ai'),
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
