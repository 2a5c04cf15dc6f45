import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { acquireFolderLock } from '@northstar/server/folder-lock';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../../..');

describe('the AI data folder', () => {
  it("refuses to start on a folder another process holds, naming the folder and the holder's PID", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'northstar-ai-data-folder-'));
    const folder = join(dataDir, 'ai');
    // This test process plays the running AI service: the lock is what a start checks first.
    mkdirSync(folder);
    const lock = acquireFolderLock(folder, 'ai');
    try {
      const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, AI_PORT: '0', LOG_LEVEL: 'warn' };
      delete env.AI_DATABASE_URL;
      delete env.REDIS_URL;
      const child = spawn(process.execPath, ['--import', 'tsx', 'apps/ai/src/server.ts'], {
        cwd: ROOT,
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk) => {
        output += chunk;
      });
      child.stderr.on('data', (chunk) => {
        output += chunk;
      });
      const code = await new Promise<number | null>((done) => child.once('exit', done));
      expect(code).toBe(1);
      expect(output.trim()).toMatch(
        new RegExp(
          `^The data folder ${folder} is in use by another Northstar ai process \\(PID ${process.pid},[^\\n]*$`,
        ),
      );
      // It opened nothing: no database folder, and the holder's lock untouched.
      expect(existsSync(join(folder, 'pgdata'))).toBe(false);
      expect(existsSync(lock.file)).toBe(true);
    } finally {
      lock.release();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
