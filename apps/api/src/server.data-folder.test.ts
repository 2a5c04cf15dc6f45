import { type ChildProcess, spawn } from 'node:child_process';
import {
  chmodSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { hostname, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Real `tsx apps/api/src/server.ts` processes on free ports and a temporary DATA_DIR: the data-folder
// lock, permissions and start-up messages only exist in a process's start.

const ROOT = resolve(import.meta.dirname, '../../..');
const LOCK = 'northstar.lock';

interface Server {
  child: ChildProcess;
  port: number;
  output: () => string;
  exited: Promise<number | null>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return port;
}

async function startApi(dataDir: string, entry = 'apps/api/src/server.ts'): Promise<Server> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    ADMIN_PASSWORD: 'data-folder-test-password',
    SANDBOX_TICK_SECONDS: '0',
    LOG_LEVEL: 'warn',
  };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'JWT_PRIVATE_KEY', 'MAIL_URL']) delete env[name];
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  return { child, port, output: () => output, exited };
}

async function health(port: number): Promise<number | undefined> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api/v1/health`, {
      signal: AbortSignal.timeout(2_000),
    });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return undefined;
  }
}

async function waitUntilUp(server: Server, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`the API exited early:\n${server.output()}`);
    if ((await health(server.port)) === 200) return;
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`the API did not answer in time:\n${server.output()}`);
}

/** Every file and folder under `dir` (itself included) that group or others may use. */
function notOwnerOnly(dir: string): string[] {
  const found: string[] = [];
  const visit = (path: string) => {
    const stats = lstatSync(path);
    if (stats.mode & 0o077) found.push(`${(stats.mode & 0o777).toString(8)} ${path}`);
    if (stats.isDirectory()) for (const name of readdirSync(path)) visit(join(path, name));
  };
  visit(dir);
  return found;
}

/** A PID no process has: the child has exited, and PIDs are not reused that fast. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '0']);
  const pid = child.pid ?? 0;
  await new Promise((done) => child.once('exit', done));
  return pid;
}

describe('the API data folder', { timeout: 120_000 }, () => {
  let dataDir: string;
  let first: Server;
  let stalePid: number;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'northstar-data-folder-'));
    // As an older version or a copied folder left it: group/world bits, and a crashed holder's lock.
    chmodSync(dataDir, 0o755);
    mkdirSync(join(dataDir, 'api', 'keys'), { recursive: true, mode: 0o755 });
    chmodSync(join(dataDir, 'api'), 0o755);
    chmodSync(join(dataDir, 'api', 'keys'), 0o755);
    stalePid = await deadPid();
    writeFileSync(
      join(dataDir, 'api', LOCK),
      JSON.stringify({
        pid: stalePid,
        host: hostname(),
        service: 'api',
        startedAt: '2026-01-01T00:00:00Z',
        token: 'old',
      }),
      { mode: 0o666 },
    );
    first = await startApi(dataDir);
    await waitUntilUp(first);
  }, 120_000);

  afterAll(async () => {
    if (first && first.child.exitCode === null) {
      first.child.kill('SIGTERM');
      await first.exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('starts over a stale lock whose PID is dead, and locks the folder with its own PID', () => {
    const lock = JSON.parse(readFileSync(join(dataDir, 'api', LOCK), 'utf8')) as { pid: number };
    expect(lock.pid).not.toBe(stalePid);
    expect(lock.pid).toBe(first.child.pid);
  });

  it("refuses a second API process on the folder, naming the folder and the holder's PID; the first keeps serving", async () => {
    const second = await startApi(dataDir);
    const code = await second.exited;
    expect(code).not.toBe(0);
    const message =
      `The data folder ${join(dataDir, 'api')} is in use by another Northstar api process ` +
      `(PID ${first.child.pid},`;
    expect(second.output()).toContain(message);
    expect(second.output()).not.toMatch(/^\s+at /m); // no stack trace
    expect(await health(first.port)).toBe(200);
    expect(await health(second.port)).toBeUndefined();
  });

  it('refuses `npm run admin:create` while the API holds the folder', async () => {
    const cli = await startApi(dataDir, 'apps/api/src/cli/admin-create.ts');
    expect(await cli.exited).toBe(1);
    expect(cli.output().trim()).toMatch(
      new RegExp(
        `^The data folder ${join(dataDir, 'api')} is in use by another Northstar api process \\(PID ${first.child.pid},`,
      ),
    );
  });

  it('keeps every file and folder under DATA_DIR owner-only after a start, after writes and after a stop', async () => {
    expect(notOwnerOnly(dataDir)).toEqual([]);

    const response = await fetch(`http://127.0.0.1:${first.port}/api/v1/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: 'perms@example.com',
        password: 'a-long-enough-password',
        firstName: 'Perm',
        lastName: 'Issions',
      }),
    });
    expect(response.status).toBeLessThan(300);
    expect(notOwnerOnly(dataDir)).toEqual([]);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(readdirSync(join(dataDir, 'api')).sort()).toEqual(['keys', 'pgdata']); // lock released
    expect(notOwnerOnly(dataDir)).toEqual([]);
  });
});

describe('an unwritable API data folder', { timeout: 120_000 }, () => {
  it('stops the API with one line naming the folder, without a stack trace', async () => {
    const root = mkdtempSync(join(tmpdir(), 'northstar-unwritable-'));
    try {
      let dataDir: string;
      let expected: string;
      if (process.getuid?.() === 0) {
        // Root ignores permission bits (as in CI): a data folder under a file is one root cannot write.
        writeFileSync(join(root, 'a-file'), 'x');
        dataDir = join(root, 'a-file', 'data');
        expected = `The data folder ${join(dataDir, 'api')} cannot be created: part of that path is a file, not a folder.`;
      } else {
        dataDir = root;
        mkdirSync(join(root, 'api'), { mode: 0o500 });
        expected = `The data folder ${join(root, 'api')} is not writable by this user`;
      }
      const server = await startApi(dataDir);
      expect(await server.exited).toBe(1);
      const lines = server.output().trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain(expected);
    } finally {
      chmodSync(root, 0o700);
      rmSync(root, { recursive: true, force: true });
    }
  });
});
