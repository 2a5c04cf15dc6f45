import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { expect } from 'vitest';

export const TEST_REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** True when a Redis answers PING within a second (CI and this machine have one on 6379). */
export async function redisAvailable(url = TEST_REDIS_URL): Promise<boolean> {
  const probe = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 1_000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  probe.on('error', () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

/** A key prefix no other test run shares, and a way to delete everything under it. */
export function uniquePrefix() {
  return `northstar-test-${randomBytes(6).toString('hex')}:`;
}

export async function deleteKeys(redis: Redis, prefix: string) {
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 200);
    if (keys.length > 0) await redis.del(...keys);
    cursor = next;
  } while (cursor !== '0');
}

/**
 * Whether the outage tests can run here: `redis-server` is on the PATH. CI (.ci/run) installs it, and
 * there the tests run regardless, so a missing binary fails them loudly instead of skipping.
 */
export const canRunPrivateRedis =
  Boolean(process.env.CI) || spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

export interface PrivateRedis {
  url: string;
  port: number;
  /** Starts (again) on the same port, resolving once it answers PING. */
  start(): Promise<void>;
  /** Stops the server (SIGKILL: an outage, not a shutdown) and waits until it is gone. */
  stop(): Promise<void>;
}

/** A throw-away redis-server on a free port, no persistence: for outage tests. */
export async function startPrivateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;

  const start = async () => {
    const spawned = spawn(
      'redis-server',
      ['--save', '', '--appendonly', 'no', '--port', String(port), '--bind', '127.0.0.1'],
      { stdio: 'ignore' },
    );
    child = spawned;
    const failed = new Promise<never>((_, reject) => {
      spawned.once('error', (error) =>
        reject(new Error(`redis-server could not start (is it installed?): ${error.message}`)),
      );
      spawned.once('exit', (code) => reject(new Error(`redis-server exited with ${code} on port ${port}`)));
    });
    failed.catch(() => {});
    const deadline = Date.now() + 10_000;
    while (!(await Promise.race([redisAvailable(url), failed]))) {
      if (Date.now() > deadline) throw new Error(`redis-server did not answer on port ${port}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  const stop = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGKILL');
    await exited;
  };

  await start();
  return { url, port, start, stop };
}

/**
 * The commands `clients` send while `run` runs, and how long it took. During an outage a circuit
 * breaker lets at most one probe per open period reach Redis, so a request never waits on it: tests
 * check that bound instead of timing requests (timings belong to the benchmarks).
 */
export async function redisCommandsDuring(
  clients: readonly Redis[],
  run: () => Promise<void>,
): Promise<{ commands: number; elapsedMs: number }> {
  let commands = 0;
  const originals = clients.map((client) => client.sendCommand);
  clients.forEach((client, i) => {
    const original = originals[i] as Redis['sendCommand'];
    client.sendCommand = ((...args: Parameters<Redis['sendCommand']>) => {
      commands += 1;
      return original.apply(client, args);
    }) as Redis['sendCommand'];
  });
  const started = performance.now();
  try {
    await run();
  } finally {
    clients.forEach((client, i) => {
      client.sendCommand = originals[i] as Redis['sendCommand'];
    });
  }
  return { commands, elapsedMs: performance.now() - started };
}

/** The most commands breakers with this open period let through in `elapsedMs` (one probe per period each). */
export const breakerProbeBound = (clients: number, elapsedMs: number, openMs: number) =>
  clients * (1 + Math.ceil(elapsedMs / openMs));

/** Waits until every app's /ready reports Redis as 'ok' again (Redis is back after an outage). */
export async function untilRedisReportsOk(apps: readonly { inject: FastifyInstance['inject'] }[]) {
  for (const app of apps) {
    await expect
      .poll(async () => (await app.inject({ method: 'GET', url: '/api/v1/ready' })).json().redis, {
        timeout: 10_000,
        interval: 100,
      })
      .toBe('ok');
  }
}
