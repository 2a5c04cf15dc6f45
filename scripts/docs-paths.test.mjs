// The docs name files so a newcomer can find them: every repository path they quote in backticks, and
// every relative link, must exist. A file moved without its doc fails here. ADRs are records of their
// day and are left out.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './lib/process.mjs';

const DOCS = [
  'README.md',
  ...readdirSync(join(ROOT, 'docs'), { recursive: true })
    .filter((file) => file.endsWith('.md') && !file.startsWith('adr'))
    .map((file) => `docs/${file}`),
];
const REPO_PATH = /`((?:apps|packages|scripts|docs|e2e)\/[\w./-]*[\w/])`/g;
/** Made by a build or a test run, so absent from a fresh clone. */
const GENERATED = /^(apps\/web\/dist|e2e\/artifacts)(\/|$)/;
const RELATIVE_LINK = /\]\((?!https?:|#)([^)#\s]+)/g;

describe('the paths the docs name', () => {
  for (const doc of DOCS) {
    it(`${doc} names only files and folders that exist`, () => {
      const text = readFileSync(join(ROOT, doc), 'utf8');
      const quoted = [...text.matchAll(REPO_PATH)]
        .map((m) => m[1])
        .filter((path) => !path.includes('<') && !GENERATED.test(path));
      const linked = [...text.matchAll(RELATIVE_LINK)].map((m) => join(dirname(doc), m[1]));
      const missing = [...quoted, ...linked].filter((path) => !existsSync(join(ROOT, path)));
      expect(missing).toEqual([]);
    });
  }
});
