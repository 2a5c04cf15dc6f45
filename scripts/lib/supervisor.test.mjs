// The supervisor's liveness check with a stub service (stub-service.fixture.mjs): a run that keeps its
// process and port but stops answering its health check is ended and started again, and it says so.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort, isUp, ROOT } from './process.mjs';

// Short intervals for the test (the defaults are 5 s, 2 s and 3 misses); read when the module loads.
process.env.START_HEALTH_INTERVAL_MS = '200';
process.env.START_HEALTH_TIMEOUT_MS = '500';
process.env.START_HEALTH_MAX_MISSED = '3';
const { LIVENESS, superviseService } = await import('./supervisor.mjs');

async function waitFor(condition, what, timeoutMs = 45_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await condition();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('supervisor liveness', () => {
  it('reads its intervals from the environment', () => {
    expect(LIVENESS).toEqual({ intervalMs: 200, timeoutMs: 500, maxMissed: 3 });
  });

  it('restarts a service whose health check stops answering while its process still runs', async ({
    onTestFinished,
  }) => {
    const port = await freePort();
    const health = `http://127.0.0.1:${port}/api/v1/health`;
    const lines = [];
    const ready = [];
    const service = superviseService({
      name: 'stub',
      label: 'Stub service',
      entry: join(ROOT, 'scripts/lib/stub-service.fixture.mjs'),
      health,
      env: { ...process.env, PORT: String(port) },
      stdout: 'ignore',
      say: (line) => lines.push(`[start] ${line}`),
      onReady: (info) => ready.push(info),
      onGiveUp: (message) => lines.push(`gave up: ${message}`),
    });
    onTestFinished(() => service.stop('SIGKILL'));
    service.start();
    await waitFor(() => ready.length === 1, 'the first run to answer');
    const hungPid = service.pid;

    process.kill(hungPid, 'SIGUSR2');
    await waitFor(() => ready.length === 2, 'a new run to answer');

    expect(lines[0]).toMatch(
      /^\[start\] Stub service stopped answering its health check for [\d.]+ s; restarting it$/,
    );
    // The hung run ignored SIGTERM (its handler never ran) and was killed after the grace.
    expect(lines[1]).toBe('[start] Stub service was killed by SIGKILL; restarting in 0.5 s (attempt 1)');
    expect(ready[1]).toMatchObject({ restarted: true, attempt: 1 });
    expect(service.pid).not.toBe(hungPid);
    expect(isAlive(hungPid)).toBe(false);
    expect(await isUp(health)).toBe(true);
  });
});
