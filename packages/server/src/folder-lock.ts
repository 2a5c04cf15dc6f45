import { randomBytes } from 'node:crypto';
import { linkSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { StartupError } from './startup-error.ts';

// One process per embedded data folder: two PGlite instances on one folder each see only their own
// writes and lose the other's. A lock file names its holder (PID, host, start time); a holder that
// is gone (dead PID, or a reused PID that started later) leaves a stale lock the next start removes.
// Hand-rolled (~100 lines) rather than proper-lockfile: that one keeps no PID (so it cannot say who
// holds the folder) and calls a crashed holder's lock stale only after its mtime timeout.

export const LOCK_FILE = 'northstar.lock';

/** A holder on another host cannot be probed; its lock counts as stale once not refreshed for this long. */
const FOREIGN_STALE_MS = 60_000;
const HEARTBEAT_MS = 15_000;

export interface LockHolder {
  pid: number;
  host: string;
  service: string;
  startedAt: string;
  /** Linux: the kernel's boot id and the process's start time in clock ticks, to spot a reused PID. */
  bootId?: string | undefined;
  startTicks?: number | undefined;
  token: string;
}

export interface FolderLock {
  file: string;
  holder: LockHolder;
  /** Removes the lock file if it is still ours; also runs on process exit. */
  release(): void;
}

export function acquireFolderLock(dir: string, service: string): FolderLock {
  const file = join(dir, LOCK_FILE);
  const mine: LockHolder = {
    pid: process.pid,
    host: hostname(),
    service,
    startedAt: new Date().toISOString(),
    bootId: bootId(),
    startTicks: processStartTicks(process.pid),
    token: randomBytes(8).toString('hex'),
  };
  // Written whole under a private name, then hard-linked into place: link() fails if the lock
  // exists, and nobody ever reads a half-written lock.
  const tmp = `${file}.${process.pid}.${mine.token}`;
  writeFileSync(tmp, `${JSON.stringify(mine)}\n`, { mode: 0o600, flag: 'wx' });
  try {
    for (let attempt = 0; attempt < 20; attempt++) {
      try {
        linkSync(tmp, file);
        return holdLock(file, mine);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const raw = readText(file);
      if (raw === undefined) continue; // released meanwhile: try again
      const holder = parseHolder(raw);
      if (holder && holderAlive(holder, file)) throw new StartupError(inUseMessage(dir, holder));
      removeStale(file, raw);
    }
    throw new StartupError(`Could not lock the data folder ${dir}: its lock kept changing. Try again.`);
  } finally {
    rmSync(tmp, { force: true });
  }
}

function holdLock(file: string, holder: LockHolder): FolderLock {
  // Refreshing the mtime lets another host tell a live holder from a crashed one.
  const heartbeat = setInterval(() => {
    try {
      const now = new Date();
      utimesSync(file, now, now);
    } catch {}
  }, HEARTBEAT_MS);
  heartbeat.unref();
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    clearInterval(heartbeat);
    process.off('exit', release);
    if (parseHolder(readText(file) ?? '')?.token === holder.token) rmSync(file, { force: true });
  };
  process.on('exit', release);
  return { file, holder, release };
}

function inUseMessage(dir: string, holder: LockHolder): string {
  const where = holder.host === hostname() ? '' : ` on host ${holder.host}`;
  return (
    `The data folder ${dir} is in use by another Northstar ${holder.service} process ` +
    `(PID ${holder.pid}${where}, started ${holder.startedAt}). Two processes on one embedded database ` +
    'lose data: stop that process first, or give this one its own DATA_DIR.'
  );
}

/** Whether the process named in a lock still runs (and is the one that wrote it). */
export function holderAlive(holder: LockHolder, file: string): boolean {
  if (holder.host !== hostname()) {
    // Another machine (a shared volume, a re-created container): only the heartbeat tells.
    const age = Date.now() - (statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0);
    return age < FOREIGN_STALE_MS;
  }
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    // EPERM: alive, owned by another user.
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
  }
  const boot = bootId();
  if (holder.bootId && boot && holder.bootId !== boot) return false;
  const ticks = processStartTicks(holder.pid);
  if (holder.startTicks !== undefined && ticks !== undefined && ticks !== holder.startTicks) return false;
  if (holder.pid === process.pid && holder.startTicks === undefined) return false;
  return true;
}

/** Deletes a stale lock unless someone replaced it meanwhile; a short guard file serialises takeovers. */
function removeStale(file: string, seen: string) {
  const guard = `${file}.takeover`;
  try {
    writeFileSync(guard, String(process.pid), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    // A taker that crashed mid-takeover (microseconds of work) leaves the guard behind.
    const age = Date.now() - (statSync(guard, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
    if (age > 10_000) rmSync(guard, { force: true });
    sleep(50);
    return;
  }
  try {
    if (readText(file) === seen) rmSync(file, { force: true });
  } finally {
    rmSync(guard, { force: true });
  }
}

function parseHolder(raw: string): LockHolder | undefined {
  try {
    const value = JSON.parse(raw) as Partial<LockHolder>;
    if (typeof value.pid !== 'number' || typeof value.token !== 'string') return undefined;
    return {
      pid: value.pid,
      host: String(value.host ?? ''),
      service: String(value.service ?? 'service'),
      startedAt: String(value.startedAt ?? 'at an unknown time'),
      bootId: value.bootId,
      startTicks: value.startTicks,
      token: value.token,
    };
  } catch {
    return undefined;
  }
}

function readText(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

function bootId(): string | undefined {
  try {
    return readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}

/** Field 22 of /proc/<pid>/stat (after the parenthesised command name, which may hold spaces). */
export function processStartTicks(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const ticks = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]);
    return Number.isFinite(ticks) ? ticks : undefined;
  } catch {
    return undefined;
  }
}

function sleep(ms: number) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}
