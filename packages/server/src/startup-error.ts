import { existsSync, statfsSync } from 'node:fs';
import { dirname } from 'node:path';
import { pgErrorCode } from './database.ts';

/** A start-up failure the operator can fix; the servers print its one-line message without a stack. */
export class StartupError extends Error {
  override name = 'StartupError';
}

// PGlite's WebAssembly file system throws ErrnoError with Emscripten's errno numbers, not Linux's.
const EMSCRIPTEN_ERRNO: Record<number, string> = {
  2: 'EACCES',
  19: 'EDQUOT',
  29: 'EIO',
  44: 'ENOENT',
  51: 'ENOSPC',
  54: 'ENOTDIR',
  63: 'EPERM',
  69: 'EROFS',
};

/** SQLSTATE disk_full: PostgreSQL could not extend a file. */
const DISK_FULL = '53100';

/** The errno name behind a Node fs error, PGlite's ErrnoError or PostgreSQL's disk_full. */
export function storageErrorCode(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, errno, name } = e as { code?: unknown; errno?: unknown; name?: unknown };
    if (typeof code === 'string' && /^E[A-Z]+$/.test(code)) return code;
    if (name === 'ErrnoError' && typeof errno === 'number')
      return EMSCRIPTEN_ERRNO[errno] ?? `errno ${errno}`;
  }
  return pgErrorCode(error) === DISK_FULL ? 'ENOSPC' : undefined;
}

/** One line saying what is wrong with `folder` and what to do, for a known storage errno. */
export function storageMessage(code: string, folder: string, path = folder): string | undefined {
  const at = path === folder ? folder : `${path} (in ${folder})`;
  switch (code) {
    case 'ENOSPC':
    case 'EDQUOT':
      return `The disk holding ${folder} is full${freeSpace(folder)}. Free some space (or move DATA_DIR to a larger disk) and start again.`;
    case 'EROFS':
      return `The data folder ${at} is on a read-only file system. Point DATA_DIR at a writable folder.`;
    case 'EACCES':
    case 'EPERM':
      return (
        `The data folder ${at} is not writable by this user (uid ${process.getuid?.() ?? '?'}). ` +
        'Give it to the user that runs Northstar (chown -R), or point DATA_DIR elsewhere.'
      );
    case 'ENOTDIR':
    case 'EEXIST':
      return `The data folder ${folder} cannot be created: part of that path is a file, not a folder. Point DATA_DIR elsewhere.`;
    case 'EIO':
      return `Reading or writing ${at} failed with an I/O error: check the disk, then start again.`;
    default:
      return undefined;
  }
}

/** A StartupError naming the folder for a storage failure; undefined for anything else. */
export function explainStorageError(error: unknown, folder: string): StartupError | undefined {
  if (error instanceof StartupError) return error;
  const code = storageErrorCode(error);
  const message = code && storageMessage(code, folder, failedPath(error) ?? folder);
  if (message) return new StartupError(message, { cause: error });
  if (error instanceof Error && /PGlite failed to initialize/.test(error.message)) {
    // PGlite reports a full disk or unwritable files under an existing database only like this.
    const free = freeBytes(folder);
    if (free !== undefined && free < LOW_SPACE_BYTES) {
      return new StartupError(storageMessage('ENOSPC', folder) ?? error.message, { cause: error });
    }
    return new StartupError(
      `The embedded database in ${folder} could not start (PGlite failed to initialize). Check that the ` +
        'folder and its files are writable and the disk is not full; if it was copied from another machine ' +
        'or damaged, restore it from a backup.',
      { cause: error },
    );
  }
  return undefined;
}

/** The existing file or folder a Node fs error is about: a file that could not be created names its folder. */
function failedPath(error: unknown): string | undefined {
  const path = (error as { path?: unknown } | null)?.path;
  if (typeof path !== 'string') return undefined;
  return existsSync(path) ? path : dirname(path);
}

/** Below this, PGlite cannot start a fresh database (~40 MB) or add a WAL segment (16 MB). */
export const LOW_SPACE_BYTES = 64 * 1024 * 1024;

export function freeBytes(folder: string): number | undefined {
  try {
    const stats = statfsSync(folder);
    return stats.bavail * stats.bsize;
  } catch {
    return undefined;
  }
}

function freeSpace(folder: string): string {
  const free = freeBytes(folder);
  return free === undefined ? '' : ` (${(free / 1024 / 1024).toFixed(1)} MB free)`;
}
