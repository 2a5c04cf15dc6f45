// What every bench run stands on: its databases and a throwaway API. Shared by scripts/bench.mjs and the
// scenarios that also run on their own (campaigns.mjs, ai.mjs).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort, prefixLines, spawnTs, stopChild, waitForUrl } from '../lib/process.mjs';
import { randomPassword } from './accounts.mjs';

const POSTGRES_URL = process.env.BENCH_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

const embedded = (why) => ({
  engine: 'pglite',
  label: `embedded PGlite (${why})`,
  apiUrl: undefined,
  aiUrl: undefined,
  startApiUrl: undefined,
  startAiUrl: undefined,
  settle: async () => {},
  drop: async () => {},
});

/**
 * The bench's databases. PostgreSQL, the production database, when its server answers at
 * BENCH_POSTGRES_URL: two fresh databases (API and AI service), dropped by `drop()`. Otherwise, or with
 * BENCH_DATABASE=pglite, each service gets a fresh embedded PGlite folder (the single-process default).
 */
export async function benchDatabases() {
  const wanted = process.env.BENCH_DATABASE;
  if (wanted === 'pglite') return embedded('BENCH_DATABASE=pglite');
  const admin = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (error) {
    if (wanted === 'postgres')
      throw new Error(`BENCH_DATABASE=postgres but ${POSTGRES_URL}: ${error.message}`);
    return embedded(`no PostgreSQL answered at ${new URL(POSTGRES_URL).host}`);
  }
  const suffix = `${process.pid}_${Date.now().toString(36)}`;
  // The bench's API and AI service, and the pair that `npm start` runs (scripts/bench/npm-start.mjs).
  const names = ['api', 'ai', 'start_api', 'start_ai'].map((role) => `northstar_bench_${role}_${suffix}`);
  for (const name of names) await admin.query(`create database "${name}"`);
  const urlOf = (name) => {
    const url = new URL(POSTGRES_URL);
    url.pathname = `/${name}`;
    return url.toString();
  };
  return {
    engine: 'postgres',
    label: `PostgreSQL at ${new URL(POSTGRES_URL).host}, fresh databases`,
    apiUrl: urlOf(names[0]),
    aiUrl: urlOf(names[1]),
    startApiUrl: urlOf(names[2]),
    startAiUrl: urlOf(names[3]),
    // Flushes what the previous scenario wrote (a checkpoint mid-run would land in the next scenario's
    // latencies); needs a superuser, and is skipped without one.
    settle: async () => {
      await admin.query('checkpoint').catch(() => {});
    },
    drop: async () => {
      for (const name of names) await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

/**
 * The API with the bench's routes (apps/api/src/bench/bench-server.ts) on a free port with a fresh
 * data folder (or `databaseUrl`) and a generated first admin. Resolves once /ready answers; `stop()` ends it and removes its folder.
 */
export async function startBenchApi({ databaseUrl } = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'northstar-bench-api-'));
  const admin = { email: 'bench-admin@northstar.local', password: randomPassword() };
  const env = { ...process.env };
  for (const key of ['DATABASE_URL', 'REDIS_URL', 'MAIL_URL', 'JWT_PRIVATE_KEY']) delete env[key];
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  Object.assign(env, {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    LOG_LEVEL: 'warn',
    // One user drives every AI chat conversation, and each pass of its script starts a new campaign:
    // at the default 60 a minute most creations were refused with 429, so the chat bench measured
    // refusals instead of the campaign saved on every change (ADR 0020).
    CAMPAIGN_CREATE_RATE_LIMIT_PER_MINUTE: '1000000',
  });
  const child = spawnTs('apps/api/src/bench/bench-server.ts', { env });
  prefixLines(child.stdout, '[api]', process.stdout);
  prefixLines(child.stderr, '[api]', process.stderr);
  const stop = async () => {
    await stopChild(child, 'SIGTERM', 5000);
    rmSync(dataDir, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  const up = await waitForUrl(`${url}/api/v1/ready`, {
    timeoutMs: 180_000,
    shouldStop: () => child.exitCode !== null || child.signalCode !== null,
  });
  if (!up) {
    await stop();
    throw new Error('the API did not become ready (see the [api] lines above)');
  }
  return { url, admin, stop, pid: child.pid };
}
