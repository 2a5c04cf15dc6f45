// API and AI instances as child processes (tsx, as in production: ADR 0001), each with its own data
// folder, prefixed output and a way to stop it politely or kill it outright.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, prefixLines, spawnTs, stopChild, waitForUrl } from '../lib/process.mjs';

// Settings of the developer's shell that would change what the instances do.
const INHERITED_OUT = [
  'PORT',
  'AI_PORT',
  'DATA_DIR',
  'DATABASE_URL',
  'AI_DATABASE_URL',
  'REDIS_URL',
  'MAIL_URL',
  'JWT_PRIVATE_KEY',
  'AI_PROVIDER',
  'AI_BASE_URL',
  'AI_MODEL',
  'AI_API_KEY',
  'API_URL',
  'INSTANCE_ID',
  'TEST_DB',
  'TEST_DATABASE_URL',
];

/**
 * Starts `apps/<kind>/src/server.ts` as instance `id` on a free port with `env` on top of a cleaned
 * copy of this process's environment; resolves once its /api/v1/ready answers. `track` receives the
 * instance as soon as its process runs.
 */
export async function startInstance(kind, id, env, { track = () => {} } = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), `northstar-scale-${id}-`));
  const childEnv = { ...process.env };
  for (const key of INHERITED_OUT) delete childEnv[key];
  Object.assign(childEnv, env, {
    [kind === 'api' ? 'PORT' : 'AI_PORT']: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    INSTANCE_ID: id,
    LOG_LEVEL: process.env.SCALE_LOG_LEVEL || 'warn',
  });
  const child = spawnTs(`apps/${kind}/src/server.ts`, { env: childEnv });
  prefixLines(child.stdout, `[${id}]`, process.stdout);
  prefixLines(child.stderr, `[${id}]`, process.stderr);
  const exited = () => child.exitCode !== null || child.signalCode !== null;
  const instance = {
    id,
    kind,
    port,
    address: `127.0.0.1:${port}`,
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    exited,
    /** SIGKILL: no shutdown, in-flight requests and database connections just drop. */
    async kill() {
      if (exited()) return;
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await gone;
    },
    async stop() {
      await stopChild(child, 'SIGTERM', 5000);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  // Known to the caller from now on, so an interrupted start still stops it.
  track(instance);
  const up = await waitForUrl(`${instance.url}/api/v1/ready`, {
    timeoutMs: 90_000,
    intervalMs: 200,
    shouldStop: exited,
  });
  if (!up) {
    await instance.stop();
    throw new Error(`${id} did not become ready (see the [${id}] lines above)`);
  }
  return instance;
}
