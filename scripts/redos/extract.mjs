// Finds the regular expressions of the services' source: every regex literal and every `new RegExp(...)`
// (or `RegExp(...)`) whose source folds to a constant string. Sources built from other constants
// (`String.raw` with `${FILLER}`, `[...].join('|')`, `+`) are folded through the file's own `const`s and
// the constants it imports from relative paths. A source that cannot be folded is reported as dynamic.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';

const fileCache = new Map();

function parse(file) {
  let entry = fileCache.get(file);
  if (!entry) {
    const text = readFileSync(file, 'utf8');
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
    entry = { source, consts: new Map(), imports: new Map() };
    for (const statement of source.statements) {
      if (ts.isVariableStatement(statement) && statement.declarationList.flags & ts.NodeFlags.Const) {
        for (const d of statement.declarationList.declarations)
          if (ts.isIdentifier(d.name) && d.initializer) entry.consts.set(d.name.text, d.initializer);
      }
      if (
        ts.isImportDeclaration(statement) &&
        ts.isStringLiteral(statement.moduleSpecifier) &&
        statement.moduleSpecifier.text.startsWith('.') &&
        statement.importClause?.namedBindings &&
        ts.isNamedImports(statement.importClause.namedBindings)
      ) {
        const from = resolve(dirname(file), statement.moduleSpecifier.text);
        for (const el of statement.importClause.namedBindings.elements)
          entry.imports.set(el.name.text, { from, name: (el.propertyName ?? el.name).text });
      }
    }
    fileCache.set(file, entry);
  }
  return entry;
}

const DYNAMIC = Symbol('dynamic');

/** The constant value of `node` (a string, an array of strings, or a RegExp's source), or DYNAMIC. */
function fold(node, file, depth = 0) {
  if (depth > 20) return DYNAMIC;
  const next = (n, f = file) => fold(n, f, depth + 1);
  while (
    ts.isParenthesizedExpression(node) ||
    ts.isAsExpression(node) ||
    ts.isSatisfiesExpression(node) ||
    ts.isTypeAssertionExpression(node)
  )
    node = node.expression;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isNumericLiteral(node)) return node.text;
  if (ts.isRegularExpressionLiteral(node)) return { regex: node.text };
  if (ts.isTemplateExpression(node)) {
    let out = node.head.text;
    for (const span of node.templateSpans) {
      const v = next(span.expression);
      if (typeof v !== 'string') return DYNAMIC;
      out += v + span.literal.text;
    }
    return out;
  }
  if (ts.isTaggedTemplateExpression(node) && node.tag.getText() === 'String.raw') {
    const raw = (n) => n.rawText ?? n.getText().slice(1, -1);
    const t = node.template;
    if (ts.isNoSubstitutionTemplateLiteral(t)) return raw(t);
    let out = raw(t.head);
    for (const span of t.templateSpans) {
      const v = next(span.expression);
      if (typeof v !== 'string') return DYNAMIC;
      out += v + raw(span.literal);
    }
    return out;
  }
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const a = next(node.left);
    const b = next(node.right);
    return typeof a === 'string' && typeof b === 'string' ? a + b : DYNAMIC;
  }
  if (ts.isArrayLiteralExpression(node)) {
    const items = node.elements.map((e) => next(e));
    return items.every((v) => typeof v === 'string') ? items : DYNAMIC;
  }
  if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
    const target = next(node.expression.expression);
    const method = node.expression.name.text;
    const args = node.arguments.map((a) => next(a));
    if (method === 'join' && Array.isArray(target) && args.every((a) => typeof a === 'string'))
      return target.join(args[0] ?? ',');
    if (method === 'map' || method === 'filter') return DYNAMIC;
  }
  if (ts.isPropertyAccessExpression(node) && node.name.text === 'source') {
    const v = next(node.expression);
    return v && typeof v === 'object' && 'regex' in v ? v.regex.slice(1, v.regex.lastIndexOf('/')) : DYNAMIC;
  }
  if (ts.isIdentifier(node)) {
    const { consts, imports } = parse(file);
    if (consts.has(node.text)) return next(consts.get(node.text));
    const imported = imports.get(node.text);
    if (imported) {
      for (const ext of ['', '.ts', '.tsx', '/index.ts']) {
        const target = imported.from.endsWith('.ts') ? imported.from : imported.from + ext;
        try {
          const c = parse(target).consts.get(imported.name);
          if (c) return next(c, target);
        } catch {
          // Not this extension.
        }
      }
    }
  }
  return DYNAMIC;
}

/** Every regular expression in `file`: { line, source, flags } or { line, dynamic: true }. */
export function regexesIn(file) {
  const { source } = parse(file);
  const found = [];
  const lineOf = (node) => source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
  const visit = (node) => {
    if (ts.isRegularExpressionLiteral(node)) {
      const text = node.text;
      const end = text.lastIndexOf('/');
      found.push({ line: lineOf(node), source: text.slice(1, end), flags: text.slice(end + 1) });
    } else if (
      (ts.isNewExpression(node) || ts.isCallExpression(node)) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'RegExp' &&
      node.arguments?.length
    ) {
      const pattern = fold(node.arguments[0], file);
      const flags = node.arguments[1] ? fold(node.arguments[1], file) : '';
      if (pattern && typeof pattern === 'object' && 'regex' in pattern && flags !== DYNAMIC) {
        const end = pattern.regex.lastIndexOf('/');
        found.push({
          line: lineOf(node),
          source: pattern.regex.slice(1, end),
          flags: typeof flags === 'string' && node.arguments[1] ? flags : pattern.regex.slice(end + 1),
        });
      } else if (typeof pattern === 'string' && typeof flags === 'string')
        found.push({ line: lineOf(node), source: pattern, flags });
      else found.push({ line: lineOf(node), dynamic: true });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The services' source files (apps/<name>/src and packages/<name>/src), tests and test helpers excluded. */
export function sourceFiles(root) {
  const out = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== 'test') walk(path);
      } else if (
        /\.tsx?$/.test(entry.name) &&
        !/\.test\.tsx?$|test-helpers?\.tsx?$|\.d\.ts$/.test(entry.name)
      )
        out.push(path);
    }
  };
  for (const group of ['apps', 'packages'])
    for (const name of readdirSync(join(root, group))) {
      const src = join(root, group, name, 'src');
      if (existsSync(src)) walk(src);
    }
  return out.sort();
}
