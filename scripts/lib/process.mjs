// Small helpers shared by the start, test and bench scripts. Plain Node, no dependencies.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Copies a child's output to `out`, one line at a time, each line prefixed (e.g. "[api] "). */
export function prefixLines(stream, prefix, out) {
  if (!stream) return;
  const lines = createInterface({ input: stream, crlfDelay: Number.POSITIVE_INFINITY });
  lines.on('line', (line) => out.write(`${prefix} ${line}\n`));
}

/**
 * Node flags of every service process (npm start, the bench, the scale-out test): a young generation
 * big enough that a request's short-lived objects die young under load, instead of being promoted and
 * marked on helper threads throughout it (docs/adr/0014).
 */
export const SERVICE_NODE_FLAGS = ['--max-semi-space-size=64'];

/** Runs a service's TypeScript entry point with tsx inside a plain `node` process (signals reach it directly). */
export function spawnTs(
  entry,
  { env = process.env, stdio = ['ignore', 'pipe', 'pipe'], detached = false } = {},
) {
  return spawn(process.execPath, [...SERVICE_NODE_FLAGS, '--import', 'tsx', entry], {
    cwd: ROOT,
    env,
    stdio,
    detached,
  });
}

/** Runs a command to completion with inherited output; resolves with its exit code (1 for a signal). */
export function run(command, args, { env = process.env, cwd = ROOT } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env, stdio: 'inherit' });
    child.on('error', (error) => {
      console.error(`Could not run ${command}: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** True once `url` answers 2xx. */
export async function isUp(url, timeoutMs = 2000) {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    await res.arrayBuffer();
    return res.ok;
  } catch {
    return false;
  }
}

/** Polls `url` until it answers 2xx; gives up after `timeoutMs` or when `shouldStop()` is true. */
export async function waitForUrl(
  url,
  { timeoutMs = 120_000, intervalMs = 300, shouldStop = () => false } = {},
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !shouldStop()) {
    if (await isUp(url)) return true;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  return false;
}

/** Sends `signal`, then SIGKILL if the child is still alive after `graceMs`; resolves when it has exited. */
export function stopChild(child, signal = 'SIGTERM', graceMs = 10_000) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill(signal);
  });
}

/** The address to reach a server bound to `host` from this machine. */
export function localAddress(host) {
  if (!host || host === '0.0.0.0' || host === '::' || host === 'localhost') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}

/** A TCP port on 127.0.0.1 that nothing listens on right now. */
export async function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer().on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}
