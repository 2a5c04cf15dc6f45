import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server as NetServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freshTestDatabase, type TestDatabase, usingPostgres } from '@northstar/server/test-database';
import type { OutboxMail } from '@northstar/shared/mail';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../../db/migrate.ts';
import { startSmtpSink } from '../../test/smtp-sink.ts';
import { messageIdOf } from './smtp-sender.ts';

// Real `tsx apps/api/src/server.ts` processes: one is killed (SIGKILL) after the approval committed and
// while its e-mail is being sent; the restarted API sends it, once.

const ROOT = resolve(import.meta.dirname, '../../../../..');
const ADMIN = { email: 'admin@northstar.local', password: 'outbox crash test admin' };
const MAIL_FROM = 'Northstar <no-reply@northstar.test>';

interface Api {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<unknown>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return port;
}

async function until<T>(what: string, check: () => Promise<T | undefined>, api?: Api): Promise<T> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    const value = await check().catch(() => undefined);
    if (value !== undefined) return value;
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`${what} did not happen in time\n${api?.output() ?? ''}`);
}

async function startApi(env: Record<string, string>): Promise<Api> {
  const port = await freePort();
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    ...env,
    PORT: String(port),
    HOST: '127.0.0.1',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    MAIL_FROM,
    MAIL_OUTBOX_SECONDS: '1',
    MAIL_SEND_TIMEOUT_SECONDS: '1',
    SANDBOX_TICK_SECONDS: '0',
    LOG_LEVEL: 'warn',
  };
  for (const name of ['REDIS_URL', 'JWT_PRIVATE_KEY']) delete childEnv[name];
  if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: ROOT,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise((done) => child.once('exit', done));
  const api = { child, url: `http://127.0.0.1:${port}/api/v1`, output: () => output, exited };
  await until(
    'the API start',
    async () => {
      if (child.exitCode !== null) throw new Error(`the API exited:\n${output}`);
      const res = await fetch(`${api.url}/health`);
      return res.ok ? true : undefined;
    },
    api,
  );
  return api;
}

async function call(api: Api, method: string, path: string, body?: unknown, token?: string) {
  const res = await fetch(`${api.url}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json().catch(() => null)) as unknown };
}

async function signInAdmin(api: Api): Promise<string> {
  const res = await call(api, 'POST', '/auth/login', ADMIN);
  if (res.status !== 200) throw new Error(`admin login: ${res.status}`);
  return (res.json as { tokens: { accessToken: string } }).tokens.accessToken;
}

/** An SMTP server that accepts connections and never greets: a send hangs there until it times out. */
async function startSilentSmtp() {
  const sockets: Socket[] = [];
  const server: NetServer = createServer((socket) => sockets.push(socket));
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    url: `smtp://127.0.0.1:${(server.address() as { port: number }).port}`,
    connections: () => sockets.length,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((done) => server.close(done));
    },
  };
}

describe('the mail outbox across a crash', { timeout: 240_000 }, () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'northstar-outbox-crash-'));
  let database: TestDatabase | undefined;
  const cleanups: Array<() => Promise<unknown>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
    await database?.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('sends an approval e-mail exactly once when the API is killed between the commit and the send', async () => {
    // PGlite in DATA_DIR, or with TEST_DB=postgres a fresh PostgreSQL database both processes use.
    database = usingPostgres()
      ? await freshTestDatabase({ migrations: MIGRATIONS, service: 'api' })
      : undefined;
    const storage = { DATA_DIR: dataDir, ...(database?.url ? { DATABASE_URL: database.url } : {}) };

    const silent = await startSilentSmtp();
    cleanups.push(silent.close);
    const first = await startApi({ ...storage, MAIL_URL: silent.url });
    cleanups.push(async () => first.child.kill('SIGKILL'));
    const email = 'crash.survivor@example.com';
    const register = await call(first, 'POST', '/auth/register', {
      email,
      password: 'a sturdy passphrase for the crash',
      firstName: 'Crash',
      lastName: 'Survivor',
    });
    expect(register.status).toBe(201);
    const adminToken = await signInAdmin(first);
    const pending = await call(first, 'GET', '/admin/pending-users', undefined, adminToken);
    const user = (pending.json as { users: Array<{ id: string; email: string }> }).users.find(
      (u) => u.email === email,
    );
    const approve = await call(first, 'POST', `/admin/approve-user/${user?.id}`, undefined, adminToken);
    expect(approve.status).toBe(200);

    // The approval is committed and its e-mail is on its way: kill the API mid-send.
    await until(
      'the send to the silent server',
      async () => (silent.connections() > 0 ? true : undefined),
      first,
    );
    first.child.kill('SIGKILL');
    await first.exited;

    const smtp = await startSmtpSink();
    cleanups.push(smtp.close);
    const second = await startApi({ ...storage, MAIL_URL: smtp.url });
    cleanups.push(async () => {
      second.child.kill('SIGTERM');
      await second.exited;
    });
    const token = await signInAdmin(second);
    const sent = await until(
      'the approval e-mail',
      async () => {
        const res = await call(
          second,
          'GET',
          `/admin/mail-outbox?to=${encodeURIComponent(email)}`,
          undefined,
          token,
        );
        const [mail] = (res.json as { mails: OutboxMail[] }).mails;
        return mail?.status === 'sent' ? mail : undefined;
      },
      second,
    );
    expect(sent.subject).toBe('Your Northstar account is approved');
    // Sent after the crash: the first attempt never finished, the second did (and the row says so).
    expect(sent.attempts).toBeGreaterThanOrEqual(2);
    expect(smtp.received.filter((m) => m.to.includes(email))).toHaveLength(1);
    expect(smtp.withMessageId(messageIdOf(sent.id, MAIL_FROM))).toHaveLength(1);
  });
});
