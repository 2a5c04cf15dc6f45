// The README's environment table against the code that reads the environment: each service's
// config/env.ts (its zod schema) and `npm start` (scripts/start.mjs and its libs). Parsed, not listed
// here, so a variable added to a schema without a README row (or the other way round) fails this test.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './lib/process.mjs';

const read = (path) => readFileSync(join(ROOT, path), 'utf8');
const NAME = '[A-Z][A-Z0-9_]*';

/** `{ NAME: { defaultCell, meaning } }` from the table under "## Environment variables". */
function readmeEnvTable(readme) {
  const section = readme.split(/^## Environment variables$/m)[1]?.split(/^## /m)[0] ?? '';
  const rows = {};
  for (const line of section.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    const name = new RegExp(`^\`(${NAME})\`$`).exec(cells[1] ?? '')?.[1];
    if (name) rows[name] = { defaultCell: cells[2] ?? '', meaning: cells[3] ?? '' };
  }
  return rows;
}

/**
 * `{ NAME: default or undefined }` for every key of the file's `envSchema = z.object({...})`; the
 * default is the literal given to `.default(...)` or `withDefault(...)`, when it is one.
 */
function schemaEnvVars(source) {
  const body = source.split(/const envSchema = z\.object\(\{\n/)[1]?.split(/^\}\);$/m)[0];
  if (!body) throw new Error('no `const envSchema = z.object({` in this file');
  const vars = {};
  const keys = [...body.matchAll(new RegExp(`^ {2}(${NAME}):`, 'gm'))];
  keys.forEach((key, index) => {
    const chunk = body.slice(key.index, keys[index + 1]?.index);
    const literal = /(?:\.default|withDefault)\(\s*('([^']*)'|[\d_]+)\s*\)/.exec(chunk);
    vars[key[1]] = literal ? (literal[2] ?? literal[1].replaceAll('_', '')) : undefined;
  });
  return vars;
}

/** Names a plain script reads: `process.env.NAME`, or `someEnvHelper('NAME', ...)`. */
function scriptEnvVars(source) {
  const direct = source.matchAll(new RegExp(`process\\.env\\.(${NAME})`, 'g'));
  const viaHelper = source.matchAll(new RegExp(`\\b\\w*[eE]nv\\w*\\(\\s*'(${NAME})'`, 'g'));
  return new Set([...direct, ...viaHelper].map((match) => match[1]));
}

const table = readmeEnvTable(read('README.md'));
const services = {
  'apps/api/src/config/env.ts': schemaEnvVars(read('apps/api/src/config/env.ts')),
  'apps/ai/src/config/env.ts': schemaEnvVars(read('apps/ai/src/config/env.ts')),
};
const START_FILES = ['scripts/start.mjs', 'scripts/lib/supervisor.mjs', 'scripts/lib/process.mjs'];
const startVars = new Set(START_FILES.flatMap((file) => [...scriptEnvVars(read(file))]));
/** Rows for the tests, the bench and the scale-out test: read by their own scripts, not by a service. */
const TOOLING_ROW = /^(Tests|Bench|`test:scale`) only:/;

describe("the README's environment table", () => {
  it('is found and parsed (a guard on the parsers themselves)', () => {
    expect(Object.keys(table).length).toBeGreaterThan(30);
    for (const vars of Object.values(services)) expect(Object.keys(vars).length).toBeGreaterThan(10);
    expect(startVars).toContain('SKIP_WEB_BUILD');
  });

  for (const [file, vars] of Object.entries(services)) {
    it(`lists every variable ${file} reads, with its default`, () => {
      const missing = Object.keys(vars).filter((name) => !table[name]);
      expect(missing, `read by ${file} but not in the README table`).toEqual([]);
      const wrongDefaults = Object.entries(vars)
        .filter(([name, value]) => value !== undefined && !table[name].defaultCell.includes(value))
        .map(([name, value]) => `${name}: code ${value}, README ${table[name].defaultCell}`);
      expect(wrongDefaults).toEqual([]);
    });
  }

  it('lists every variable npm start reads', () => {
    const missing = [...startVars].filter((name) => !table[name]);
    expect(missing, `read by ${START_FILES.join(', ')} but not in the README table`).toEqual([]);
  });

  it('lists nothing that no service and no npm start reads (tooling rows aside)', () => {
    const read = new Set([...Object.values(services).flatMap((vars) => Object.keys(vars)), ...startVars]);
    const stale = Object.entries(table)
      .filter(([name, row]) => !read.has(name) && !TOOLING_ROW.test(row.meaning))
      .map(([name]) => name);
    expect(stale, 'in the README table but read by no config/env.ts and not by npm start').toEqual([]);
  });
});

describe('the parsers', () => {
  it('read a schema, its defaults and a README row', () => {
    const schema = [
      'const envSchema = z.object({',
      '  PORT: z.coerce.number().default(3_000),',
      "  HOST: withDefault('127.0.0.1'),",
      '  // a comment',
      '  TOKEN: optional,',
      '});',
    ].join('\n');
    expect(schemaEnvVars(schema)).toEqual({ PORT: '3000', HOST: '127.0.0.1', TOKEN: undefined });
    const readme = '## Environment variables\n\n| `PORT` | `3000` | Port. |\n\n## Next\n| `NOT_ME` | x | y |';
    expect(readmeEnvTable(readme)).toEqual({ PORT: { defaultCell: '`3000`', meaning: 'Port.' } });
    expect([...scriptEnvVars("process.env.PORT; envMs('START_X', 5)")]).toEqual(['PORT', 'START_X']);
  });
});
