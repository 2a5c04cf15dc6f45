// `npm start` as a user runs it: the real scripts/start.mjs with the real services, on free ports with
// fresh data folders (embedded PGlite), skipping the web build (the API runs without apps/web/dist).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort, isUp, ROOT, stopChild } from './lib/process.mjs';
import { RESTART } from './lib/supervisor.mjs';

/**
 * Spawns start.mjs; `output()` is everything it (and its services) printed so far. Stopped and cleaned
 * up when the test ends.
 */
async function startNorthstar({ onTestFinished }, extraEnv = {}, { ownProcessGroup = false } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'northstar-start-test-'));
  const ports = { api: await freePort(), ai: await freePort() };
  const env = { ...process.env };
  for (const key of ['DATABASE_URL', 'AI_DATABASE_URL', 'REDIS_URL', 'MAIL_URL', 'JWT_PRIVATE_KEY'])
    delete env[key];
  Object.assign(env, {
    PORT: String(ports.api),
    AI_PORT: String(ports.ai),
    HOST: '127.0.0.1',
    API_URL: `http://127.0.0.1:${ports.api}`,
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: 'start-test-password-123',
    LOG_LEVEL: 'info',
    SKIP_WEB_BUILD: '1',
    SANDBOX_TICK_SECONDS: '0',
    ...extraEnv,
  });
  const child = spawn(process.execPath, [join(ROOT, 'scripts/start.mjs')], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, as a terminal's foreground job: Ctrl+C signals every process in it.
    detached: ownProcessGroup,
  });
  let text = '';
  child.stdout.on('data', (chunk) => {
    text += chunk;
  });
  child.stderr.on('data', (chunk) => {
    text += chunk;
  });
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  onTestFinished(async () => {
    await stopChild(child, 'SIGTERM', 10_000);
    rmSync(dataDir, { recursive: true, force: true });
  });
  return { child, ports, exited, output: () => text };
}

// Two PGlite services can take a minute to start on a loaded 2-core machine (CI runs other suites meanwhile).
async function waitFor(condition, what, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await condition();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** The pid in the JSON log line that contains `marker` (each service logs where it listens). */
function pidOf(output, marker) {
  const line = output.split('\n').find((l) => l.startsWith('{') && l.includes(marker));
  return line ? JSON.parse(line).pid : undefined;
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

// One at a time: each test starts two services, and three at once on two cores starve each other.
describe('npm start (scripts/start.mjs)', { timeout: 240_000 }, () => {
  it('restarts a killed AI service while the API keeps answering, and Ctrl+C stops both with exit 0', async (ctx) => {
    const app = await startNorthstar(ctx);
    await waitFor(() => app.output().includes('Northstar is running'), 'the banner');
    const apiHealth = `http://127.0.0.1:${app.ports.api}/api/v1/health`;
    const aiHealth = `http://127.0.0.1:${app.ports.ai}/api/v1/health`;
    const apiPid = pidOf(app.output(), `Server listening at http://127.0.0.1:${app.ports.api}`);
    const aiPid = pidOf(app.output(), `Server listening at http://127.0.0.1:${app.ports.ai}`);
    expect(apiPid).toBeTypeOf('number');
    expect(aiPid).toBeTypeOf('number');
    // Both run with the young generation sized for request churn (scripts/lib/process.mjs).
    for (const pid of [apiPid, aiPid]) {
      const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      expect(args).toEqual(expect.arrayContaining(['--max-semi-space-size=64']));
    }

    process.kill(aiPid, 'SIGKILL');
    // While the AI service is down and coming back, the API answers every time.
    const apiAnswers = [];
    await waitFor(async () => {
      apiAnswers.push(await isUp(apiHealth));
      return app.output().includes('AI service is back');
    }, 'the AI service to come back');
    expect(apiAnswers.length).toBeGreaterThan(2);
    expect(apiAnswers.every(Boolean)).toBe(true);
    expect(app.output()).toContain('AI service was killed by SIGKILL; restarting in 0.5 s (attempt 1)');
    expect(await isUp(aiHealth)).toBe(true);
    const newAiPid = pidOf(
      app.output().slice(app.output().indexOf('AI service was killed')),
      `Server listening at http://127.0.0.1:${app.ports.ai}`,
    );
    expect(newAiPid).toBeTypeOf('number');
    expect(newAiPid).not.toBe(aiPid);

    app.child.kill('SIGINT');
    expect(await app.exited).toEqual({ code: 0, signal: null });
    expect(isAlive(apiPid)).toBe(false);
    expect(isAlive(newAiPid)).toBe(false);
  });

  it('stops both services and exits 0 on Ctrl+C, which signals the services too', async (ctx) => {
    const app = await startNorthstar(ctx, {}, { ownProcessGroup: true });
    await waitFor(() => app.output().includes('Northstar is running'), 'the banner');
    const apiPid = pidOf(app.output(), `Server listening at http://127.0.0.1:${app.ports.api}`);
    const aiPid = pidOf(app.output(), `Server listening at http://127.0.0.1:${app.ports.ai}`);
    // What a terminal does on Ctrl+C: SIGINT to every process of the foreground group at once.
    process.kill(-app.child.pid, 'SIGINT');
    expect(await app.exited).toEqual({ code: 0, signal: null });
    expect(isAlive(apiPid)).toBe(false);
    expect(isAlive(aiPid)).toBe(false);
    expect(app.output()).not.toMatch(/restarting in/);
  });

  it(`gives up on a service that fails at start ${RESTART.maxStartFailures} times in a row and exits 1`, async (ctx) => {
    const app = await startNorthstar(ctx, { AI_PORT: 'not-a-port' });
    const { code } = await waitFor(
      () => Promise.race([app.exited, new Promise((r) => setTimeout(() => r(undefined), 200))]),
      'start.mjs to give up',
    );
    expect(code).toBe(1);
    const output = app.output();
    const failures = output.match(/AI service exited with code 1/g) ?? [];
    expect(failures).toHaveLength(RESTART.maxStartFailures);
    expect(output).toContain(`restarting in 1 s (attempt 2)`);
    expect(output).toContain(`${RESTART.maxStartFailures} starts in a row: giving up`);
    // The last message is the service's own explanation.
    expect(output).toMatch(/Its last message:\nInvalid environment: AI_PORT/);
    // The API, which was fine, is stopped with it.
    const apiPid = pidOf(output, `Server listening at http://127.0.0.1:${app.ports.api}`);
    if (apiPid) expect(isAlive(apiPid)).toBe(false);
  });
});
