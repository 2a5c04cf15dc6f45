import {
  chmodSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { prepareDataFolder, restrictPermissions } from './data-folder.ts';
import { LOCK_FILE } from './folder-lock.ts';
import { explainStorageError, StartupError } from './startup-error.ts';

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'northstar-data-'));
});
afterEach(() => {
  chmodSync(root, 0o700);
  rmSync(root, { recursive: true, force: true });
});

const mode = (path: string) => statSync(path).mode & 0o7777;

/** Every path under `dir` (itself included) with group or other permission bits. */
function notOwnerOnly(dir: string): string[] {
  const found: string[] = [];
  const visit = (path: string) => {
    const stats = lstatSync(path);
    if (stats.isSymbolicLink()) return;
    if (stats.mode & 0o077) found.push(`${(stats.mode & 0o777).toString(8)} ${path}`);
    if (stats.isDirectory()) for (const name of readdirSync(path)) visit(join(path, name));
  };
  visit(dir);
  return found;
}

describe('data folder permissions', () => {
  it('makes folders 0700 and files 0600, keeping owner bits and leaving symlinks alone', () => {
    const dir = join(root, 'api');
    mkdirSync(join(dir, 'pgdata', 'base'), { recursive: true, mode: 0o755 });
    chmodSync(join(dir, 'pgdata'), 0o755);
    writeFileSync(join(dir, 'pgdata', 'base', 'rel'), 'x', { mode: 0o666 });
    writeFileSync(join(dir, 'pgdata', 'read-only'), 'x', { mode: 0o444 });
    const outside = join(root, 'outside');
    writeFileSync(outside, 'x', { mode: 0o644 });
    symlinkSync(outside, join(dir, 'link'));

    restrictPermissions(dir);

    expect(notOwnerOnly(dir)).toEqual([]);
    expect(mode(join(dir, 'pgdata'))).toBe(0o700);
    expect(mode(join(dir, 'pgdata', 'base', 'rel'))).toBe(0o600);
    expect(mode(join(dir, 'pgdata', 'read-only'))).toBe(0o400);
    expect(mode(outside)).toBe(0o644);
  });

  it('prepares an owner-only, locked service folder and an owner-only DATA_DIR', () => {
    chmodSync(root, 0o755);
    const dir = join(root, 'api');
    const folder = prepareDataFolder({ dir, service: 'api', databaseDir: join(dir, 'pgdata') });
    try {
      expect(readdirSync(dir).sort()).toEqual([LOCK_FILE, 'pgdata']);
      expect(notOwnerOnly(root)).toEqual([]);
      // Files created afterwards follow the umask the servers set first thing.
      writeFileSync(join(dir, 'pgdata', 'later'), 'x');
      mkdirSync(join(dir, 'pgdata', 'later-dir'));
      expect(notOwnerOnly(root)).toEqual([]);
    } finally {
      folder.release();
    }
  });

  it('leaves a DATA_DIR that holds other things than service folders as it is', () => {
    chmodSync(root, 0o755);
    writeFileSync(join(root, 'notes.txt'), 'mine');
    prepareDataFolder({ dir: join(root, 'ai'), service: 'ai' }).release();
    expect(mode(root)).toBe(0o755);
    expect(mode(join(root, 'ai'))).toBe(0o700);
  });
});

describe('data folder start-up errors', () => {
  it('refuses an unwritable data folder with one line naming it', () => {
    const dir = join(root, 'api');
    const prepare = () => prepareDataFolder({ dir, service: 'api', databaseDir: join(dir, 'pgdata') });
    if (process.getuid?.() === 0) {
      // Root ignores permission bits: a path under a file is the unwritable folder root cannot fix.
      writeFileSync(join(root, 'file'), 'x');
      const under = join(root, 'file', 'api');
      expect(() =>
        prepareDataFolder({ dir: under, service: 'api', databaseDir: join(under, 'pgdata') }),
      ).toThrow(
        new StartupError(
          `The data folder ${under} cannot be created: part of that path is a file, not a folder. Point DATA_DIR elsewhere.`,
        ),
      );
      return;
    }
    mkdirSync(dir);
    chmodSync(dir, 0o500);
    try {
      expect(prepare).toThrow(StartupError);
      expect(prepare).toThrow(new RegExp(`^The data folder ${dir}.* is not writable by this user`));
    } finally {
      chmodSync(dir, 0o700);
    }
  });

  it("maps PGlite's WebAssembly errno numbers and PostgreSQL's disk_full to one line naming the folder", () => {
    const errno = (n: number) => Object.assign(new Error(), { name: 'ErrnoError', errno: n });
    const say = (error: unknown) => explainStorageError(error, '/srv/data/api')?.message;
    expect(say(errno(51))).toMatch(/^The disk holding \/srv\/data\/api is full.*Free some space/);
    expect(say(errno(2))).toMatch(/^The data folder \/srv\/data\/api is not writable by this user/);
    expect(say(errno(69))).toMatch(/^The data folder \/srv\/data\/api is on a read-only file system/);
    const diskFull = Object.assign(new Error('could not extend file'), { code: '53100' });
    expect(say(new Error('Failed query', { cause: diskFull }))).toMatch(
      /^The disk holding \/srv\/data\/api is full/,
    );
    // A Node fs error names the file or folder it is about when it exists, else the folder it was made in.
    mkdirSync(join(root, 'api', 'keys'), { recursive: true });
    const denied = (path: string) => Object.assign(new Error('EACCES'), { code: 'EACCES', path });
    const sayIn = (error: unknown) => explainStorageError(error, join(root, 'api'))?.message;
    expect(sayIn(denied(join(root, 'api', 'keys')))).toMatch(
      `The data folder ${join(root, 'api', 'keys')} (in ${join(root, 'api')}) is not writable by this user`,
    );
    expect(sayIn(denied(join(root, 'api', 'northstar.lock.123')))).toMatch(
      `The data folder ${join(root, 'api')} is not writable by this user`,
    );
    expect(say(new Error('PGlite failed to initialize properly'))).toMatch(
      /^(The embedded database in \/srv\/data\/api could not start|The disk holding)/,
    );
    expect(say(new Error('something else'))).toBeUndefined();
  });
});
