// `npm test`: every suite (Vitest projects, the database suites again on PostgreSQL, Playwright e2e),
// then one line with the totals. Keeps going after a failing step so the count is complete.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NPM, ROOT, run } from './lib/process.mjs';

const CHROMIUM = '/usr/bin/chromium';
// e2e/support/ports.ts: the AI service listens on E2E_PORT_BASE + 1.
const e2eAiPort = Number(process.env.E2E_PORT_BASE ?? 3310) + 1;
const VITEST = join(ROOT, 'node_modules/vitest/vitest.mjs');
const tmp = mkdtempSync(join(tmpdir(), 'northstar-test-'));
const results = [];

function header(title) {
  console.log(`\n=== ${title} ===\n`);
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Records a step; a step that exited non-zero without a failed test (a crash) counts as 1 failed. */
function record(name, exitCode, counts) {
  const { passed = 0, failed = 0, skipped = 0 } = counts ?? {};
  const crashed = exitCode !== 0 && failed === 0;
  results.push({ name, passed, failed: crashed ? 1 : failed, skipped, note: crashed ? 'step failed' : '' });
}

async function vitestStep(name, args, env = process.env) {
  const out = join(tmp, `${name.replace(/\W+/g, '-')}.json`);
  const code = await run(
    process.execPath,
    [VITEST, 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile=${out}`],
    { env },
  );
  const report = readJson(out);
  record(
    name,
    code,
    report && {
      passed: report.numPassedTests,
      failed: report.numFailedTests,
      skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
    },
  );
}

async function e2eStep() {
  const name = 'e2e (Playwright)';
  if (!existsSync(join(ROOT, 'e2e/playwright.config.ts'))) {
    console.log('Skipped: e2e/playwright.config.ts does not exist yet.');
    return;
  }
  if (!existsSync(CHROMIUM)) {
    console.error(`FAILED: ${CHROMIUM} is missing. Install Debian's Chromium: apt-get install -y chromium`);
    record(name, 1);
    return;
  }
  console.log('Building the web app (npm run build -w apps/web)...');
  const buildCode = await run(NPM, ['run', 'build', '-w', 'apps/web'], {
    env: { ...process.env, VITE_AI_SERVICE_URL: `http://127.0.0.1:${e2eAiPort}` }, // E2E_PORTS.ai
  });
  if (buildCode !== 0) {
    console.error('FAILED: the web build failed; e2e not run.');
    record(name, buildCode);
    return;
  }
  const out = join(tmp, 'playwright.json');
  const code = await run(NPM, ['run', 'test', '-w', 'e2e', '--', '--reporter=list,json'], {
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: out },
  });
  const stats = readJson(out)?.stats;
  record(
    name,
    code,
    stats && {
      passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
      failed: stats.unexpected ?? 0,
      skipped: stats.skipped ?? 0,
    },
  );
}

try {
  header('1/3 Unit and integration tests: Vitest, all projects (embedded database)');
  await vitestStep('vitest (all projects)', []);

  header('2/3 Database suites on PostgreSQL (server, api, ai)');
  if (process.env.TEST_DATABASE_URL) {
    const projects = ['--project', 'server', '--project', 'api', '--project', 'ai'];
    await vitestStep('vitest on PostgreSQL (server, api, ai)', projects, {
      ...process.env,
      TEST_DB: 'postgres',
    });
  } else {
    console.log('Skipped: set TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test) to run them.');
  }

  header('3/3 End-to-end journeys: Playwright in Chromium');
  await e2eStep();
} catch (error) {
  console.error('The test runner itself failed:', error);
  results.push({ name: 'test runner', passed: 0, failed: 1, skipped: 0, note: 'crashed' });
} finally {
  rmSync(tmp, { recursive: true, force: true });
}

header('Summary');
for (const r of results) {
  const note = r.note ? ` (${r.note})` : '';
  console.log(`${r.name}: ${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped${note}`);
}
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
console.log(`\n${passed} passed, ${failed} failed`);
process.exitCode = failed > 0 ? 1 : 0;
