import { existsSync } from 'node:fs';
import { dirname, isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// Resolved from this file, not the cwd: `npm run -w apps/api` runs in apps/api, tsx from the repo root.
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
export const WEB_DIST_DIR = resolve(REPO_ROOT, 'apps/web/dist');
export const MIGRATIONS_DIR = resolve(REPO_ROOT, 'apps/api/src/db/migrations');

/** Relative paths in the environment are taken from the repo root, whatever the cwd. */
export const fromRepoRoot = (path: string) => (isAbsolute(path) ? path : resolve(REPO_ROOT, path));

export const hasWebBuild = (distDir: string) => existsSync(resolve(distDir, 'index.html'));
