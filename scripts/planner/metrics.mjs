// Counts the regular expressions of the planner's source (apps/ai/src/planner, tests excluded): the
// before/after figure of the planner redesign (docs/planner.md). Literals (`/…/`) are counted on their
// own; `new RegExp(...)` calls come through the same extractor as the ReDoS check.
// The complexity figure is Biome's noExcessiveCognitiveComplexity (on for the planner at info level in
// biome.json, maxAllowedComplexity 20): the functions it reports, i.e. cognitive complexity above 20.
//   node scripts/planner/metrics.mjs [--files]
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { ROOT } from '../lib/process.mjs';
import { regexesIn, sourceFiles } from '../redos/extract.mjs';

function literalsIn(file) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  let count = 0;
  const visit = (node) => {
    if (ts.isRegularExpressionLiteral(node)) count++;
    ts.forEachChild(node, visit);
  };
  visit(source);
  return count;
}

const PLANNER = `${join(ROOT, 'apps/ai/src/planner')}/`;
const files = sourceFiles(ROOT).filter((f) => f.startsWith(PLANNER));
const perFile = files.map((f) => ({
  file: relative(ROOT, f),
  literals: literalsIn(f),
  all: regexesIn(f).length,
}));
const sum = (key) => perFile.reduce((total, f) => total + f[key], 0);
if (process.argv.includes('--files'))
  for (const f of perFile.filter((f) => f.all).sort((a, b) => b.literals - a.literals))
    console.log(`${String(f.literals).padStart(4)} ${String(f.all).padStart(4)}  ${f.file}`);
console.log(
  `planner (${files.length} non-test files): ${sum('literals')} regex literals, ${sum('all')} regular expressions with new RegExp(...)`,
);

const BIOME = join(ROOT, 'node_modules/@biomejs/biome/bin/biome');
// Biome prints its diagnostics on stderr and exits 0 for info-level ones.
const run = spawnSync(process.execPath, [BIOME, 'lint', 'apps/ai/src/planner', '--max-diagnostics=none'], {
  cwd: ROOT,
  encoding: 'utf8',
  maxBuffer: 1 << 24,
});
const lint = `${run.stdout}${run.stderr}`;
// Each diagnostic names its file, then its score; test files are left out like above.
const scores = [
  ...lint.matchAll(
    /^(\S+?):\d+:\d+ lint\/complexity\/noExcessiveCognitiveComplexity[\s\S]*?Excessive complexity of (\d+)/gm,
  ),
]
  .filter((m) => !/\.test\.tsx?$|test-helpers?\.tsx?$/.test(m[1] ?? ''))
  .map((m) => Number(m[2]));
console.log(
  `planner functions (non-test files) with cognitive complexity above 20: ${scores.length} (highest ${Math.max(0, ...scores)})`,
);
