// The package's public entries (ADR 0023): one per domain folder, and the entries the web's first paint
// imports stay free of zod and of the test fixtures. A value import that pulls a schema module into one of
// them would bring zod (~25 KB gzip) into every route that reads a constant from it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const PACKAGE = resolve(dirname(fileURLToPath(import.meta.url)), '../packages/shared');
const SRC = join(PACKAGE, 'src');
const { exports } = JSON.parse(readFileSync(join(PACKAGE, 'package.json'), 'utf8'));
/** Entries that are contracts through and through: they may import zod. */
const CONTRACT_ENTRIES = new Set(['./admin', './auth', './chat', './incrementality', './mail', './testing']);
const isContract = (entry) =>
  CONTRACT_ENTRIES.has(entry) ||
  entry.endsWith('/schemas') ||
  entry === './contract' ||
  entry.startsWith('./contract/');
/** The route table's resources have entries of their own, below the folder's (ADR 0024). */
const isDomainEntry = (entry) => !entry.endsWith('/schemas') && !entry.startsWith('./contract/');

/** The modules a file imports for their values (type-only imports are erased and do not count). */
function valueImports(file) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const specifiers = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      const bindings = clause?.namedBindings;
      const typesOnly =
        clause?.isTypeOnly ||
        (!clause?.name &&
          bindings !== undefined &&
          ts.isNamedImports(bindings) &&
          bindings.elements.length > 0 &&
          bindings.elements.every((element) => element.isTypeOnly));
      if (!typesOnly) specifiers.push(statement.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly) {
      specifiers.push(statement.moduleSpecifier.text);
    }
  }
  return specifiers;
}

/** Every module an entry reaches through value imports, and the bare packages among them. */
function closure(entryFile) {
  const files = new Set([entryFile]);
  const packages = new Set();
  for (const file of files) {
    for (const specifier of valueImports(file)) {
      if (specifier.startsWith('.')) files.add(resolve(dirname(file), specifier));
      else packages.add(specifier);
    }
  }
  return { files: [...files].map((file) => relative(SRC, file)), packages };
}

describe('@northstar/shared entries', () => {
  it('lists one entry per domain folder, each an existing index.ts', () => {
    const folders = readdirSync(SRC, { withFileTypes: true })
      .filter((item) => item.isDirectory())
      .map((item) => `./${item.name}`);
    expect(Object.keys(exports).filter(isDomainEntry)).toEqual(folders.sort());
    for (const file of Object.values(exports)) expect(existsSync(join(PACKAGE, file))).toBe(true);
  });

  for (const [entry, file] of Object.entries(exports).filter(([entry]) => !isContract(entry))) {
    it(`${entry} loads neither zod nor the test fixtures`, () => {
      const { files, packages } = closure(join(PACKAGE, file));
      expect([...packages].filter((name) => name === 'zod' || name.startsWith('zod/'))).toEqual([]);
      expect(files.filter((path) => path.startsWith('testing/'))).toEqual([]);
    });
  }

  it('keeps the fixtures out of every entry but testing', () => {
    for (const [entry, file] of Object.entries(exports).filter(([entry]) => entry !== './testing')) {
      expect({
        entry,
        fixtures: closure(join(PACKAGE, file)).files.filter((p) => p.startsWith('testing/')),
      }).toEqual({
        entry,
        fixtures: [],
      });
    }
  });
});
