// The app as `npm start` runs it, for the healthStart and meStart scenarios: the real scripts/start.mjs
// (its supervisor, both services, the default log level, info: two JSON lines per request), writing its
// output to a file as `npm start > northstar.log` or a service manager would. Only the ports, the data
// folder, the database and the admin's credentials are the bench's.
// BENCH_START_TTY=1 runs it on a pseudo-terminal instead (util-linux `script`), so the log goes through
// the pretty-printer a terminal gets: the cost of a readable log.
import { spawn } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, localAddress, ROOT, stopChild, waitForUrl } from '../lib/process.mjs';
import { logIn, randomPassword } from './accounts.mjs';

const tty = process.env.BENCH_START_TTY === '1';
export const NPM_START = { label: tty ? 'npm start on a terminal' : 'npm start > file' };

/** Starts start.mjs; resolves once both services answer, with the API's URL and a signed-in token. */
export async function startNpmStart({ apiDatabaseUrl, aiDatabaseUrl } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'northstar-bench-start-'));
  const logFile = join(dataDir, 'npm-start.log');
  const ports = { api: await freePort(), ai: await freePort() };
  const admin = { email: 'bench-admin@northstar.local', password: randomPassword() };
  const env = { ...process.env };
  // Whatever the bench's own environment says, these are npm start's defaults.
  for (const key of ['DATABASE_URL', 'AI_DATABASE_URL', 'REDIS_URL', 'MAIL_URL', 'JWT_PRIVATE_KEY'])
    delete env[key];
  for (const key of ['LOG_LEVEL', 'LOG_FORMAT']) delete env[key];
  if (apiDatabaseUrl) env.DATABASE_URL = apiDatabaseUrl;
  if (aiDatabaseUrl) env.AI_DATABASE_URL = aiDatabaseUrl;
  Object.assign(env, {
    PORT: String(ports.api),
    AI_PORT: String(ports.ai),
    HOST: '127.0.0.1',
    API_URL: `http://127.0.0.1:${ports.api}`,
    DATA_DIR: join(dataDir, 'data'),
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    SKIP_WEB_BUILD: '1', // the web scenario builds it; /health and /auth/me do not need it
  });
  const start = ['scripts/start.mjs'];
  const child = tty
    ? spawn('script', ['-qfec', `${process.execPath} ${start.join(' ')}`, logFile], {
        cwd: ROOT,
        env,
        stdio: 'ignore',
      })
    : spawn(process.execPath, start, {
        cwd: ROOT,
        env,
        stdio: ['ignore', openSync(logFile, 'a'), openSync(logFile, 'a')],
      });
  const host = localAddress(env.HOST);
  const url = `http://${host}:${ports.api}`;
  const alive = () => child.exitCode === null && child.signalCode === null;

  const stop = async () => {
    // Ctrl+C, as a user stops it (on a pseudo-terminal `script` hangs up, which start.mjs also handles).
    await stopChild(child, 'SIGINT', 20_000);
    rmSync(dataDir, { recursive: true, force: true });
  };
  const up =
    (await waitForUrl(`${url}/api/v1/ready`, { timeoutMs: 180_000, shouldStop: () => !alive() })) &&
    (await waitForUrl(`http://${host}:${ports.ai}/api/v1/health`, {
      timeoutMs: 180_000,
      shouldStop: () => !alive(),
    }));
  if (!up) {
    const tail = readFileSync(logFile, 'utf8').split('\n').slice(-20).join('\n');
    await stop();
    throw new Error(`npm start did not come up; the end of its output:\n${tail}`);
  }
  const token = await logIn(url, admin);
  return {
    url,
    authHeaders: { authorization: `Bearer ${token}` },
    /** Bytes of log written so far (to say what a scenario wrote). */
    logBytes: () => statSync(logFile).size,
    stop,
  };
}
