// Codemod: points every `@northstar/shared/...` import at the package's public entries (ADR 0023).
//
//   node scripts/codemods/shared-entries.mjs [--check] [paths...]   (default: apps packages e2e scripts)
//
// The entries are read from packages/shared/package.json `exports`; each imported name goes to the entry
// of its domain that exports it (so `campaignDraftSchema` from the old `campaign/draft` lands in
// `campaign/schemas` and `createDraft` in `campaign`). Old specifiers are mapped by OLD_DOMAINS below.
// Idempotent: an import already on the entry that exports all its names is left byte for byte, so it can be
// re-run on any tree (after a merge, say). Changed files are then sorted and formatted by Biome.
// --check changes nothing and exits 1 when a file would change (or a specifier cannot be mapped).
// A web `import()` it points at a domain entry is refused by `npm run lint` (see ADR 0023): route it through
// a local module that re-exports the names needed.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const SHARED = join(ROOT, 'packages/shared');
const PREFIX = '@northstar/shared/';
const CODE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;
const SKIP_DIRS = new Set(['node_modules', 'dist', 'artifacts', '.git']);

/**
 * The specifiers of the layout before ADR 0023 (one file per path, shims included), by domain. The first
 * entry listed is the one a whole-module use (`import('…')` with no name, `vi.mock`) goes to.
 */
const OLD_DOMAINS = {
  account: ['auth'],
  'budget-sanity': ['projections'],
  color: ['themes'],
  'compliance-copy': ['compliance'],
  'compliance-rules': ['compliance'],
  'compliance/draft-arbitraries': ['testing'],
  'campaign/api': ['campaign/schemas', 'campaign'],
  'campaign/draft': ['campaign', 'campaign/schemas'],
  'campaign/draft-fixtures': ['testing'],
  'campaign/lifecycle': ['campaign', 'campaign/schemas'],
  'forecast/coverage-fixtures': ['testing'],
  forecasts: ['forecast/schemas', 'forecast'],
  'incrementality-power': ['incrementality'],
  'incrementality-test': ['incrementality'],
  'mail-outbox': ['mail'],
  'market-clock': ['market'],
  'market-schemas': ['market/schemas', 'market'],
  'market-scope': ['market'],
  'sandbox/delivery-fixtures': ['testing'],
  'themes-accents': ['themes'],
  'themes-schema': ['themes/schemas', 'themes'],
};

function readEntries() {
  const { exports } = JSON.parse(readFileSync(join(SHARED, 'package.json'), 'utf8'));
  return Object.fromEntries(
    Object.entries(exports).map(([key, file]) => [key.replace(/^\.\//, ''), join(SHARED, file)]),
  );
}

/** Entry -> Map(name -> isValue), from the type checker (so `export *` chains are followed). */
function entryExports(entries) {
  const config = ts.getParsedCommandLineOfConfigFile(
    join(SHARED, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: () => {},
    },
  );
  const program = ts.createProgram(Object.values(entries), config.options);
  const checker = program.getTypeChecker();
  const result = {};
  for (const [entry, file] of Object.entries(entries)) {
    const source = program.getSourceFile(file);
    const symbol = source && checker.getSymbolAtLocation(source);
    if (!symbol) throw new Error(`cannot read the entry ${entry} (${file})`);
    result[entry] = new Map(
      checker.getExportsOfModule(symbol).map((exported) => {
        const target = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
        return [exported.name, Boolean(target.flags & ts.SymbolFlags.Value)];
      }),
    );
  }
  return result;
}

/**
 * The entries a specifier's names may live in, most likely first (its own domain's), then the rest of the
 * package; empty when the specifier names no known domain.
 */
function candidatesFor(path, entries) {
  const domain = path.split('/')[0].replace(/-.*$/, '');
  const listed = OLD_DOMAINS[path] ?? (path in entries ? [path] : []);
  const siblings = Object.keys(entries).filter((entry) => entry === domain || entry.startsWith(`${domain}/`));
  if (!listed.length && !siblings.length) return [];
  return [...new Set([...listed, ...siblings, 'testing', ...Object.keys(entries)])].filter(
    (e) => e in entries,
  );
}

function listFiles(paths) {
  const files = [];
  const walk = (path) => {
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const name of readdirSync(path)) if (!SKIP_DIRS.has(name)) walk(join(path, name));
    } else if (CODE.test(path)) files.push(path);
  };
  for (const path of paths) walk(resolve(ROOT, path));
  // The package itself imports by relative path.
  return files.filter((file) => !file.startsWith(join(SHARED, 'src')));
}

const scriptKind = (file) =>
  file.endsWith('x') ? ts.ScriptKind.TSX : file.endsWith('ts') ? ts.ScriptKind.TS : ts.ScriptKind.JS;

/** The names a dynamic `import('…')` is read for: `(await import(x)).a`, `const { a } = await import(x)`. */
function dynamicNames(call) {
  const awaited = call.parent && ts.isAwaitExpression(call.parent) ? call.parent.parent : undefined;
  if (awaited && ts.isParenthesizedExpression(awaited) && ts.isPropertyAccessExpression(awaited.parent))
    return [awaited.parent.name.text];
  if (awaited && ts.isVariableDeclaration(awaited) && ts.isObjectBindingPattern(awaited.name))
    return awaited.name.elements.map((el) => (el.propertyName ?? el.name).getText());
  return null;
}

function rewriteFile(file, entries, exportsOf, problems) {
  const text = readFileSync(file, 'utf8');
  if (!text.includes(PREFIX)) return null;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, scriptKind(file));
  const edits = [];
  const namedImports = [];
  const where = (node) =>
    `${relative(ROOT, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;

  /** The entry for each name, or null (and a problem) when one cannot be found. */
  const route = (node, path, names) => {
    const candidates = candidatesFor(path, entries);
    if (!candidates.length) {
      problems.push(`${where(node)}: no entry for ${PREFIX}${path}`);
      return null;
    }
    const routed = names.map(({ name, value }) =>
      candidates.find((entry) => exportsOf[entry].has(name) && (!value || exportsOf[entry].get(name))),
    );
    const missing = names.filter((_, i) => !routed[i]).map((n) => n.name);
    if (missing.length) {
      problems.push(`${where(node)}: ${missing.join(', ')} not exported by any entry (${PREFIX}${path})`);
      return null;
    }
    return routed;
  };

  const visit = (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      const spec = node.moduleSpecifier;
      if (ts.isStringLiteral(spec) && spec.text.startsWith(PREFIX))
        rewriteDeclaration(node, spec.text.slice(PREFIX.length));
      return;
    }
    if (ts.isCallExpression(node) && node.arguments.length >= 1 && ts.isStringLiteral(node.arguments[0])) {
      const arg = node.arguments[0];
      const isDynamic = node.expression.kind === ts.SyntaxKind.ImportKeyword;
      const isMock =
        ts.isPropertyAccessExpression(node.expression) &&
        /^(mock|doMock|importActual|importMock)$/.test(node.expression.name.text);
      if ((isDynamic || isMock) && arg.text.startsWith(PREFIX)) {
        rewriteWhole(arg, arg.text.slice(PREFIX.length), isDynamic ? dynamicNames(node) : null);
      }
    }
    if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      const lit = node.argument.literal;
      if (lit.text.startsWith(PREFIX)) {
        const parent = node.parent;
        const index =
          parent &&
          ts.isIndexedAccessTypeNode(parent) &&
          ts.isLiteralTypeNode(parent.indexType) &&
          ts.isStringLiteral(parent.indexType.literal)
            ? [parent.indexType.literal.text]
            : node.qualifier
              ? [node.qualifier.getText().split('.')[0]]
              : null;
        rewriteWhole(lit, lit.text.slice(PREFIX.length), index);
      }
    }
    ts.forEachChild(node, visit);
  };

  /** A string literal naming a whole module (or the few names read from it). */
  function rewriteWhole(literal, path, names) {
    let target;
    if (names) {
      const routed = route(
        literal,
        path,
        names.map((name) => ({ name, value: false })),
      );
      if (!routed) return;
      if (new Set(routed).size > 1) {
        problems.push(
          `${where(literal)}: ${names.join(', ')} now live in ${[...new Set(routed)].join(' and ')}; split this import by hand`,
        );
        return;
      }
      target = routed[0];
    } else {
      target = candidatesFor(path, entries)[0];
      if (!target) {
        problems.push(`${where(literal)}: no entry for ${PREFIX}${path}`);
        return;
      }
    }
    if (target !== path) edits.push([literal.getStart() + 1, literal.getEnd() - 1, `${PREFIX}${target}`]);
  }

  function rewriteDeclaration(node, path) {
    const isImport = ts.isImportDeclaration(node);
    const clause = isImport ? node.importClause : node;
    const bindings = isImport ? clause?.namedBindings : node.exportClause;
    const declTypeOnly = Boolean(clause?.isTypeOnly);
    const named = bindings && (ts.isNamedImports(bindings) || ts.isNamedExports(bindings));
    if (!named || (isImport && clause.name)) {
      // Side-effect, namespace, default or `export *`: the whole module.
      rewriteWhole(node.moduleSpecifier, path, null);
      return;
    }
    const elements = bindings.elements.map((el) => ({
      el,
      name: (el.propertyName ?? el.name).text,
      value: !declTypeOnly && !el.isTypeOnly,
    }));
    const routed = route(node, path, elements);
    if (!routed) return;
    const groups = new Map();
    for (const [i, { el }] of elements.entries()) {
      const item = { text: el.getText().replace(/^type\s+/, ''), typeOnly: declTypeOnly || el.isTypeOnly };
      groups.set(routed[i], [...(groups.get(routed[i]) ?? []), item]);
    }
    if (isImport) namedImports.push({ node, path, groups });
    else if (!routed.every((entry) => entry === path))
      edits.push([
        node.getStart(),
        node.getEnd(),
        [...groups].map(([e, items]) => statement('export', e, items)).join('\n'),
      ]);
  }

  /** Named imports of the same entry become one declaration, at the first of them. */
  function mergeNamedImports() {
    const byEntry = new Map();
    for (const decl of namedImports)
      for (const [entry, items] of decl.groups)
        byEntry.set(entry, [...(byEntry.get(entry) ?? []), { decl, items }]);
    const needsRewrite = (decl) =>
      [...decl.groups.keys()].some((entry) => entry !== decl.path || byEntry.get(entry).length > 1);
    for (const decl of namedImports.filter(needsRewrite)) {
      const anchored = [...decl.groups.keys()].filter((entry) => byEntry.get(entry)[0].decl === decl);
      const statements = anchored.map((entry) =>
        statement(
          'import',
          entry,
          byEntry.get(entry).flatMap(({ items }) => items),
        ),
      );
      let end = decl.node.getEnd();
      if (!statements.length && text[end] === '\n') end += 1;
      edits.push([decl.node.getStart(), end, statements.join('\n')]);
    }
  }

  function statement(keyword, entry, items) {
    const unique = [...new Map(items.map((item) => [`${item.typeOnly}:${item.text}`, item])).values()];
    const allTypes = unique.every((item) => item.typeOnly);
    const list = unique.map((item) => (item.typeOnly && !allTypes ? `type ${item.text}` : item.text));
    return `${keyword} ${allTypes ? 'type ' : ''}{ ${list.join(', ')} } from '${PREFIX}${entry}';`;
  }

  visit(source);
  mergeNamedImports();
  if (!edits.length) return null;
  let next = text;
  for (const [start, end, replacement] of edits.sort((a, b) => b[0] - a[0]))
    next = next.slice(0, start) + replacement + next.slice(end);
  return next === text ? null : next;
}

const args = process.argv.slice(2);
const check = args.includes('--check');
const paths = args.filter((arg) => !arg.startsWith('--'));
const entries = readEntries();
const exportsOf = entryExports(entries);
const problems = [];
const changed = [];
for (const file of listFiles(paths.length ? paths : ['apps', 'packages', 'e2e', 'scripts'])) {
  const next = rewriteFile(file, entries, exportsOf, problems);
  if (next === null) continue;
  changed.push(file);
  if (!check) writeFileSync(file, next);
}
for (const problem of problems) console.error(problem);
if (check) {
  for (const file of changed) console.error(`would change: ${relative(ROOT, file)}`);
} else if (changed.length) {
  // Sort the imports and format only the files this run changed.
  const biome = join(ROOT, 'node_modules/.bin/biome');
  execFileSync(biome, ['check', '--write', '--linter-enabled=false', ...changed], {
    stdio: 'inherit',
    cwd: ROOT,
  });
}
console.log(`${changed.length} file(s) ${check ? 'to change' : 'changed'}, ${problems.length} problem(s)`);
process.exit(problems.length || (check && changed.length) ? 1 : 0);
