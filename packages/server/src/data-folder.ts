import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  closeSync,
  existsSync,
  fsyncSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { acquireFolderLock, type FolderLock } from './folder-lock.ts';
import {
  explainStorageError,
  freeBytes,
  LOW_SPACE_BYTES,
  StartupError,
  storageMessage,
} from './startup-error.ts';

// A service's data folder (DATA_DIR/api, DATA_DIR/ai) holds its embedded database and keys: owner-only,
// one process at a time, and checked before PGlite opens it so a problem reads as one plain sentence.

/** Owner-only for everything created from now on; the servers call this first thing. */
export function restrictUmask() {
  process.umask(0o077);
}

export interface DataFolderOptions {
  /** The service's own folder, DATA_DIR/<service>. */
  dir: string;
  /** Who holds the lock, as the refusal names it: 'api', 'ai', 'admin:create'. */
  service: string;
  /** The embedded database's folder inside `dir`; given, the folder is locked and probed for writes. */
  databaseDir?: string | undefined;
}

export interface DataFolder {
  dir: string;
  lock: FolderLock | undefined;
  /** Takes group and other permissions off everything in the folder (PGlite creates a few 0644 files). */
  restrictPermissions(): void;
  release(): void;
}

export function prepareDataFolder(options: DataFolderOptions): DataFolder {
  restrictUmask();
  const { dir, databaseDir } = options;
  let lock: FolderLock | undefined;
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    // Before anything else touches the folder: a second process must change nothing in it.
    if (databaseDir) lock = acquireFolderLock(dir, options.service);
    restrictDataRoot(dirname(dir));
    restrictPermissions(dir);
    if (databaseDir) {
      mkdirSync(databaseDir, { recursive: true, mode: 0o700 });
      probeWritable(databaseDir);
      checkFreeSpace(dir, existsSync(join(databaseDir, 'PG_VERSION')));
    }
  } catch (error) {
    lock?.release();
    throw explainStorageError(error, dir) ?? error;
  }
  return {
    dir,
    lock,
    restrictPermissions: () => restrictPermissions(dir),
    release: () => lock?.release(),
  };
}

/**
 * Runs `work` (opening the database, migrations, writing keys), turning a storage failure into a
 * message naming `folder`. Without a folder (a PostgreSQL server's own errors) errors pass unchanged.
 */
export async function withStorageErrors<T>(folder: string | undefined, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw (folder && explainStorageError(error, folder)) || error;
  }
}

/** Folders 0700, files 0600 (owner bits kept: a read-only file stays read-only); symlinks untouched. */
export function restrictPermissions(dir: string) {
  const visit = (path: string) => {
    const stats = lstatSync(path);
    if (stats.isSymbolicLink()) return;
    if (stats.mode & 0o077) chmodSync(path, stats.mode & 0o7700);
    if (stats.isDirectory()) for (const name of readdirSync(path)) visit(join(path, name));
  };
  visit(dir);
}

/**
 * DATA_DIR itself becomes owner-only when it is ours and holds nothing but service folders: a DATA_DIR
 * pointed at a shared place (a home folder, /srv) is left as it is; the service folders are 0700 anyway.
 */
function restrictDataRoot(root: string) {
  const stats = statSync(root);
  if (!(stats.mode & 0o077) || stats.uid !== process.getuid?.()) return;
  const ours = new Set(['api', 'ai']);
  if (readdirSync(root).every((name) => ours.has(name))) chmodSync(root, stats.mode & 0o7700);
}

/** Writes, syncs and deletes a small file: a read-only or full folder fails here, not inside PGlite. */
function probeWritable(dir: string) {
  const probe = join(dir, `.write-test-${process.pid}-${randomBytes(4).toString('hex')}`);
  const fd = openSync(probe, 'wx', 0o600);
  try {
    writeSync(fd, Buffer.alloc(64 * 1024));
    fsyncSync(fd);
  } finally {
    closeSync(fd);
    rmSync(probe, { force: true });
  }
}

function checkFreeSpace(dir: string, existing: boolean) {
  // A fresh database needs ~40 MB at once; an existing one at least room for a 16 MB WAL segment.
  const needed = existing ? 16 * 1024 * 1024 : LOW_SPACE_BYTES;
  const free = freeBytes(dir);
  if (free !== undefined && free < needed) {
    throw new StartupError(storageMessage('ENOSPC', dir) ?? `The disk holding ${dir} is full.`);
  }
}
