// Web bench: the gzipped JavaScript each page loads (followed through the Vite manifest) and its
// Lighthouse 12 performance and accessibility scores (desktop preset) against the API serving the build.
//
// `node scripts/bench/web.mjs` runs it on its own (it starts an API on a free port); `scripts/bench.mjs`
// calls webBench({ apiUrl, account }) against the API it already runs.
//
// Signing in for /dashboard/analytics without Puppeteer: Lighthouse runs against a small same-origin
// proxy in front of the API. The proxy serves one extra page, /__bench/seed, that writes the session
// (from a real POST /auth/login) into localStorage, exactly as the login form would. Chrome opens it
// through its DevTools HTTP endpoint (PUT /json/new), and the analytics run uses disableStorageReset so
// the session is still there. Everything else is passed through to the API, marked no-store so no run
// profits from an earlier run's HTTP cache. Each page is measured RUNS times; the median counts.

import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { NPM, prefixLines, ROOT, run, spawnTs, stopChild, waitForUrl } from '../lib/process.mjs';

const DIST = join(ROOT, 'apps/web/dist');
const MANIFEST = join(DIST, '.vite/manifest.json');
const AUTH_STORAGE_KEY = 'northstar-auth';

/** Each page: the route chunks it loads on demand (manifest keys), beside the entry's static imports. */
const PAGES = [
  { path: '/', chunks: ['src/app/routes/landing.route.tsx'], maxKb: 140, signedIn: false },
  { path: '/login', chunks: ['src/app/routes/login.route.tsx'], maxKb: 140, signedIn: false },
  {
    path: '/dashboard/analytics',
    chunks: [
      'src/app/routes/dashboard.route.tsx',
      'src/app/routes/analytics.route.tsx',
      // The lazily loaded Recharts chart: this page does load it.
      'src/features/analytics/components/results-chart.tsx',
    ],
    maxKb: 260,
    signedIn: true,
  },
];
export const BUILDER_ROUTE = {
  shell: ['src/app/routes/dashboard.route.tsx'],
  chunks: [
    'src/app/routes/campaign-builder.route.tsx',
    'src/features/campaign-builder/components/builder/builder-page.tsx',
  ],
  maxKb: 150,
};
// main.tsx loads the theme and preferences sync beside every first page.
const ALWAYS = ['src/app/user-preferences.ts'];
const RUNS = Number(process.env.BENCH_WEB_RUNS || 3);
export const LIGHTHOUSE_TARGETS = { performance: 0.95, accessibility: 0.95 };

async function ensureBuild() {
  if (existsSync(MANIFEST)) return;
  console.log('[web] no build with a manifest yet: npm run build -w apps/web');
  const code = await run(NPM, ['run', 'build', '-w', 'apps/web']);
  if (code !== 0 || !existsSync(MANIFEST)) throw new Error('the web build failed');
}

/** Manifest keys of the entry, `chunkKeys` and all their static imports (dynamic imports not followed). */
function staticClosure(manifest, chunkKeys) {
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('the manifest has no entry');
  const seen = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest has no chunk "${key}" (was it renamed?)`);
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of [entryKey, ...ALWAYS, ...chunkKeys]) visit(key);
  return seen;
}

function gzipBytes(manifest, keys) {
  const files = [...keys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
  const gzip = files.reduce(
    (sum, file) => sum + gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length,
    0,
  );
  return { files: files.length, gzip };
}

/** Gzipped bytes of the JS a page loads: the entry, the page's chunks, and all their static imports. */
export const pageJsBytes = (manifest, chunkKeys) => gzipBytes(manifest, staticClosure(manifest, chunkKeys));

/**
 * The builder route's JS without its lazy steps: everything a first visit straight to
 * /dashboard/campaign-builder/universal downloads before its first step form (entry, dashboard shell,
 * the route and all their static imports; the step forms are dynamic imports and are not followed).
 * `ownGzip` is the part only this route adds beside the dashboard shell every dashboard page shares.
 */
export function builderRouteJsBytes(manifest) {
  const shell = staticClosure(manifest, BUILDER_ROUTE.shell);
  const route = staticClosure(manifest, [...BUILDER_ROUTE.shell, ...BUILDER_ROUTE.chunks]);
  const total = gzipBytes(manifest, route);
  return {
    ...total,
    ownGzip: gzipBytes(
      manifest,
      [...route].filter((key) => !shell.has(key)),
    ).gzip,
  };
}

function startSeedingProxy(apiUrl) {
  const target = new URL(apiUrl);
  let session = null;
  const server = createServer((req, res) => {
    if (req.url?.startsWith('/__bench/seed')) {
      // JSON inside a script: '<' is escaped so no value can close the tag.
      const value = JSON.stringify(JSON.stringify({ version: 1, state: session })).replaceAll('<', '\\u003c');
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      res.end(
        `<!doctype html><title>seed</title><script>localStorage.setItem(${JSON.stringify(AUTH_STORAGE_KEY)}, ${value});document.title='seeded';</script>`,
      );
      return;
    }
    const upstream = httpRequest(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers },
      (response) => {
        // no-store: the signed-in runs keep storage (disableStorageReset), and with it they would keep the
        // HTTP cache too; this way every run is a first visit, as in Lighthouse's default runs.
        res.writeHead(response.statusCode ?? 502, { ...response.headers, 'cache-control': 'no-store' });
        response.pipe(res);
      },
    );
    upstream.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      resolve({
        url: `http://127.0.0.1:${port}`,
        setSession: (value) => {
          session = value;
        },
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

async function signInSession(apiUrl, account) {
  const res = await fetch(`${apiUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...account, rememberMe: true }),
  });
  const body = await res.json();
  if (!res.ok || !body?.tokens?.accessToken) throw new Error(`sign-in for the bench failed (${res.status})`);
  return { user: body.user, token: body.tokens.accessToken, isAuthenticated: true, rememberMe: true };
}

/** Opens `url` in a new tab of the launched Chrome through its DevTools HTTP endpoint, then closes it. */
async function openInChrome(port, url, waitMs = 1500) {
  const res = await fetch(`http://127.0.0.1:${port}/json/new?${encodeURI(url)}`, { method: 'PUT' });
  if (!res.ok) throw new Error(`Chrome could not open ${url} (${res.status})`);
  const tab = await res.json();
  await new Promise((resolve) => setTimeout(resolve, waitMs));
  await fetch(`http://127.0.0.1:${port}/json/close/${tab.id}`);
}

/** Measures every page; `account` signs in for the dashboard page. Resolves with one row per page. */
export async function webBench({ apiUrl, account }) {
  await ensureBuild();
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8'));
  process.env.CHROME_PATH ||= '/usr/bin/chromium';
  const [{ default: lighthouse }, chromeLauncher, { default: desktopConfig }] = await Promise.all([
    import('lighthouse'),
    import('chrome-launcher'),
    import('lighthouse/core/config/desktop-config.js'),
  ]);

  const proxy = await startSeedingProxy(apiUrl);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const rows = [];
  try {
    // Signed-out pages first: their runs reset storage, so no session leaks into them.
    for (const page of [...PAGES].sort((a, b) => Number(a.signedIn) - Number(b.signedIn))) {
      if (page.signedIn) {
        proxy.setSession(await signInSession(apiUrl, account));
        await openInChrome(chrome.port, `${proxy.url}/__bench/seed`);
      }
      const audit = () =>
        lighthouse(
          `${proxy.url}${page.path}`,
          {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility'],
            disableStorageReset: page.signedIn,
          },
          desktopConfig,
        );
      // Lighthouse varies from run to run (more so on a shared machine): the median of RUNS runs counts,
      // as Lighthouse's own guidance suggests. A run that lost its trace (NO_NAVSTART...) is retried once.
      const reports = [];
      for (let i = 0; i < RUNS; i += 1) {
        let report = (await audit())?.lhr;
        if (report?.runtimeError) report = (await audit())?.lhr;
        if (report && !report.runtimeError) reports.push(report);
      }
      reports.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
      const lhr = reports[Math.floor(reports.length / 2)];
      // BENCH_WEB_REPORTS=dir keeps each page's full Lighthouse report (JSON) for a closer look.
      if (process.env.BENCH_WEB_REPORTS && lhr) {
        const { writeFileSync, mkdirSync } = await import('node:fs');
        mkdirSync(process.env.BENCH_WEB_REPORTS, { recursive: true });
        const name = page.path.replace(/^\/$/, 'landing').replace(/^\//, '').replaceAll('/', '-');
        writeFileSync(join(process.env.BENCH_WEB_REPORTS, `${name}.json`), JSON.stringify(lhr));
      }
      const finalUrl = lhr?.finalDisplayedUrl ?? '';
      rows.push({
        path: page.path,
        js: pageJsBytes(manifest, page.chunks),
        maxKb: page.maxKb,
        performance: lhr?.categories.performance?.score ?? null,
        accessibility: lhr?.categories.accessibility?.score ?? null,
        // A signed-in page that ends on /login would be measuring the wrong screen.
        landedOn: new URL(finalUrl || `${proxy.url}${page.path}`).pathname,
        metrics: Object.fromEntries(
          [
            'first-contentful-paint',
            'largest-contentful-paint',
            'total-blocking-time',
            'cumulative-layout-shift',
            'speed-index',
          ].map((id) => [id, lhr?.audits[id]?.displayValue ?? '-']),
        ),
        runtimeError: lhr ? undefined : 'every Lighthouse run failed',
        runs: reports.length,
      });
    }
  } finally {
    await chrome.kill();
    await proxy.close();
  }
  return rows;
}

const kb = (bytes) => bytes / 1024;
const pass = (ok) => (ok ? 'PASS' : 'FAIL');

export function printWebReport(rows) {
  console.log(
    `\n${'page'.padEnd(22)}  ${'JS gz KB'.padStart(8)}  ${'max'.padStart(4)}  ${'perf'.padStart(5)}  ${'a11y'.padStart(5)}  result`,
  );
  for (const row of rows) {
    const sizeOk = kb(row.js.gzip) <= row.maxKb;
    const perfOk = (row.performance ?? 0) >= LIGHTHOUSE_TARGETS.performance;
    const a11yOk = (row.accessibility ?? 0) >= LIGHTHOUSE_TARGETS.accessibility;
    const wrongPage = row.landedOn !== row.path ? ` (ended on ${row.landedOn})` : '';
    const error = row.runtimeError ? ` (${row.runtimeError})` : '';
    console.log(
      `${row.path.padEnd(22)}  ${kb(row.js.gzip).toFixed(1).padStart(8)}  ${String(row.maxKb).padStart(4)}  ${(row.performance ?? 0).toFixed(2).padStart(5)}  ${(row.accessibility ?? 0).toFixed(2).padStart(5)}  ${pass(sizeOk && perfOk && a11yOk && !wrongPage)}${wrongPage}${error}`,
    );
    const m = row.metrics ?? {};
    console.log(
      `${''.padEnd(24)}FCP ${m['first-contentful-paint']}, LCP ${m['largest-contentful-paint']}, TBT ${m['total-blocking-time']}, CLS ${m['cumulative-layout-shift']}, SI ${m['speed-index']}`,
    );
  }
  console.log(
    `targets: JS gz <= max KB (entry + page chunks + static imports, gzip -9); Lighthouse desktop performance and accessibility >= ${LIGHTHOUSE_TARGETS.performance} (median of ${RUNS} runs)`,
  );
}

/** Prints the builder route's row (run after webBench, which makes sure there is a build). */
export function printBuilderRouteReport() {
  const bytes = builderRouteJsBytes(JSON.parse(readFileSync(MANIFEST, 'utf8')));
  const ok = kb(bytes.gzip) <= BUILDER_ROUTE.maxKb;
  console.log(
    `${'builder route'.padEnd(22)}  ${kb(bytes.gzip).toFixed(1).padStart(8)}  ${String(BUILDER_ROUTE.maxKb).padStart(4)}  ${'-'.padStart(5)}  ${'-'.padStart(5)}  ${pass(ok)}`,
  );
  console.log(
    `${''.padEnd(24)}a first visit straight to it, lazy steps not counted; ${kb(bytes.ownGzip).toFixed(1)} KB of it is the route's own beside the dashboard shell`,
  );
  return { kb: kb(bytes.gzip), passed: ok };
}

/** All targets met? */
export const webBenchPassed = (rows) =>
  rows.every(
    (row) =>
      kb(row.js.gzip) <= row.maxKb &&
      (row.performance ?? 0) >= LIGHTHOUSE_TARGETS.performance &&
      (row.accessibility ?? 0) >= LIGHTHOUSE_TARGETS.accessibility &&
      row.landedOn === row.path,
  );

/** The `npm run bench` scenario: prints the page table, returns a one-line note and the share of pages on target. */
export async function webScenario(ctx) {
  const rows = await webBench({ apiUrl: ctx.apiUrl, account: ctx.admin });
  printWebReport(rows);
  const builderRoute = printBuilderRouteReport();
  const passed = rows.filter((row) => webBenchPassed([row]));
  const note = rows
    .map((row) => `${row.path} ${kb(row.js.gzip).toFixed(0)} KB, perf ${(row.performance ?? 0).toFixed(2)}`)
    .concat(`builder route ${builderRoute.kb.toFixed(0)} KB`)
    .join('; ');
  return { note, webPassRatio: passed.length / rows.length, builderRouteKb: builderRoute.kb };
}

// Standalone: start an API (fresh embedded database) serving the build, measure, report, stop.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { createServer: netServer } = await import('node:net');
  const port = await new Promise((resolve) => {
    const server = netServer().listen(0, '127.0.0.1', () => {
      const { port: free } = server.address();
      server.close(() => resolve(free));
    });
  });
  const dataDir = mkdtempSync(join(tmpdir(), 'northstar-web-bench-'));
  const account = { email: 'web-bench-admin@northstar.local', password: `web-bench-${Date.now()}-password` };
  const env = { ...process.env };
  for (const key of ['DATABASE_URL', 'REDIS_URL', 'MAIL_URL', 'JWT_PRIVATE_KEY']) delete env[key];
  Object.assign(env, {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ADMIN_EMAIL: account.email,
    ADMIN_PASSWORD: account.password,
    LOG_LEVEL: 'warn',
  });
  let exitCode = 0;
  await ensureBuild();
  const api = spawnTs('apps/api/src/server.ts', { env });
  prefixLines(api.stderr, '[api]', process.stderr);
  try {
    const apiUrl = `http://127.0.0.1:${port}`;
    if (!(await waitForUrl(`${apiUrl}/api/v1/ready`, { timeoutMs: 180_000 })))
      throw new Error('the API did not start');
    const rows = await webBench({ apiUrl, account });
    printWebReport(rows);
    const builderRoute = printBuilderRouteReport();
    if (!webBenchPassed(rows) || !builderRoute.passed)
      console.log('Some web targets were missed (a report, not a gate).');
  } catch (error) {
    console.error(`The web bench failed: ${error instanceof Error ? error.message : error}`);
    exitCode = 1;
  } finally {
    await stopChild(api, 'SIGTERM', 5000);
    rmSync(dataDir, { recursive: true, force: true });
  }
  process.exit(exitCode);
}
