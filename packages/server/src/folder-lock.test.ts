import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireFolderLock, type FolderLock, LOCK_FILE, processStartTicks } from './folder-lock.ts';
import { StartupError } from './startup-error.ts';

let dir: string;
const held: FolderLock[] = [];

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'northstar-lock-'));
});
afterEach(() => {
  for (const lock of held.splice(0)) lock.release();
  rmSync(dir, { recursive: true, force: true });
});

function acquire() {
  const lock = acquireFolderLock(dir, 'api');
  held.push(lock);
  return lock;
}

/** A lock file as another process would have left it. */
function writeLock(holder: Record<string, unknown>) {
  writeFileSync(
    join(dir, LOCK_FILE),
    JSON.stringify({
      host: hostname(),
      service: 'api',
      startedAt: '2026-01-01T00:00:00.000Z',
      token: 'x',
      ...holder,
    }),
  );
}

/** The PID of a process that has already exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

describe('data folder lock', () => {
  it('writes an owner-only lock naming this process, and removes it on release', () => {
    const lock = acquire();
    const file = join(dir, LOCK_FILE);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ pid: process.pid, service: 'api' });
    expect(statSync(file).mode & 0o777).toBe(0o600);
    lock.release();
    expect(existsSync(file)).toBe(false);
  });

  it('refuses a second holder with a message naming the folder and the holder PID', () => {
    acquire();
    expect(() => acquireFolderLock(dir, 'api')).toThrow(StartupError);
    expect(() => acquireFolderLock(dir, 'api')).toThrow(
      new RegExp(`data folder ${dir} is in use by another Northstar api process \\(PID ${process.pid}`),
    );
    // The refused attempt left the holder's lock (and nothing else) in place.
    expect(JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8')).pid).toBe(process.pid);
  });

  it('takes over a stale lock whose PID is dead', () => {
    const pid = deadPid();
    writeLock({ pid });
    const lock = acquire();
    expect(lock.holder.pid).toBe(process.pid);
    expect(JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8')).pid).toBe(process.pid);
  });

  it('takes over a lock whose PID is alive but belongs to a later process (a reused PID)', () => {
    const ticks = processStartTicks(process.pid);
    if (ticks === undefined) {
      // Without /proc a live PID counts as the holder.
      writeLock({ pid: process.ppid });
      expect(() => acquire()).toThrow(StartupError);
      return;
    }
    writeLock({ pid: process.pid, startTicks: ticks - 1 });
    expect(acquire().holder.pid).toBe(process.pid);
  });

  it('treats an unreadable lock as stale', () => {
    writeFileSync(join(dir, LOCK_FILE), 'garbage');
    expect(acquire().holder.pid).toBe(process.pid);
  });

  it('respects a live lock from another host until its heartbeat is a minute old', () => {
    writeLock({ pid: 1, host: 'elsewhere' });
    expect(() => acquireFolderLock(dir, 'api')).toThrow(/PID 1 on host elsewhere/);
    const old = new Date(Date.now() - 2 * 60_000);
    utimesSync(join(dir, LOCK_FILE), old, old);
    expect(acquire().holder.host).toBe(hostname());
  });

  it('never removes a lock that is no longer its own', () => {
    const lock = acquire();
    writeLock({ pid: process.pid, token: 'someone-else' });
    lock.release();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(true);
  });
});
