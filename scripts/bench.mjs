// `npm run bench`: throughput and latency of the API against this machine's own ceiling.
// A report, not a gate: it exits 0 when a target is missed and 1 only when the bench itself failed.
// To extend it, add a scenario (something measured) and, if it has a target, a check below.

import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { createApprovedUsers, logIn } from './bench/accounts.mjs';
import { ADVERSARIAL, adversarialScenario } from './bench/adversarial.mjs';
import { AI_CHAT, aiChatScenario } from './bench/ai.mjs';
import { CAMPAIGN_LIST, campaignListScenario } from './bench/campaigns.mjs';
import { ANALYTICS, analyticsSummaryScenario, CATCH_UP, deliveryCatchUpScenario } from './bench/delivery.mjs';
import { FORECASTS, forecastsScenario } from './bench/forecasts.mjs';
import { argon2VerifyRate, httpLoad } from './bench/load.mjs';
import { NPM_START, startNpmStart } from './bench/npm-start.mjs';
import { plannerCostScenario } from './bench/planner.mjs';
import { benchDatabases, startBenchApi } from './bench/servers.mjs';
import { BUILDER_ROUTE, webScenario } from './bench/web.mjs';
import { freePort, ROOT, stopChild, waitForUrl } from './lib/process.mjs';

const DURATION = Number(process.env.BENCH_DURATION || 10); // seconds per HTTP scenario
const ARGON2_SECONDS = Number(process.env.BENCH_ARGON2_SECONDS || 5);
const CONNECTIONS = 50;
const LOGIN_USERS = 8;
// The latency probe offers a fixed 500 req/s over 10 connections, idle and under login load, so its p99
// shows how long the event loop makes a cheap request wait rather than how busy a closed loop keeps it.
const PROBE = { connections: 10, overallRate: 500 };

const get = (path, auth) => (ctx) =>
  httpLoad({
    url: `${ctx.apiUrl}${path}`,
    headers: auth ? ctx.authHeaders : {},
    connections: CONNECTIONS,
    duration: DURATION,
  });
const login = (ctx) =>
  httpLoad({
    url: `${ctx.apiUrl}/api/v1/auth/login`,
    method: 'POST',
    bodies: ctx.loginAccounts,
    connections: CONNECTIONS,
    duration: DURATION,
  });
const healthProbe = (ctx) => httpLoad({ url: `${ctx.apiUrl}/api/v1/health`, duration: DURATION, ...PROBE });

// A shared VM's speed drifts by a fifth from one 10 s window to the next, so a ratio of two figures
// taken minutes apart measures the drift as much as the server. The "vs raw" scenarios therefore run
// in alternating two-second slices with the raw server (a one-second slice is mostly autocannon's own
// ramp-up, which flatters the slower server), after an uncounted second of each (JIT, sockets); their
// ratio is the median of the rounds' ratios.
const SLICE_SECONDS = 2;
const ROUNDS = Math.max(3, Math.round(DURATION / SLICE_SECONDS));
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
async function alongsideRaw(ctx, url, headers = {}) {
  const load = (target, duration) =>
    httpLoad({ url: target, headers: target === url ? headers : {}, connections: CONNECTIONS, duration });
  await load(ctx.rawUrl, 1);
  await load(url, 1);
  const rounds = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const raw = await load(ctx.rawUrl, SLICE_SECONDS);
    rounds.push({ raw, target: await load(url, SLICE_SECONDS) });
  }
  const ratios = rounds.map((r) => r.target.rps / r.raw.rps);
  const rawRps = median(rounds.map((r) => r.raw.rps));
  const non2xx = rounds.reduce((sum, r) => sum + r.target.non2xx, 0);
  return {
    rps: median(rounds.map((r) => r.target.rps)),
    p99: median(rounds.map((r) => r.target.p99)),
    non2xx,
    statusCodes: [...new Set(rounds.map((r) => r.target.statusCodes))].join(','),
    vsRaw: median(ratios),
    note: `raw alongside ${Math.round(rawRps)} req/s; rounds ${Math.min(...ratios).toFixed(2)}-${Math.max(...ratios).toFixed(2)} x raw`,
  };
}
const againstRaw = (path, auth) => (ctx) =>
  alongsideRaw(ctx, `${ctx.apiUrl}${path}`, auth ? ctx.authHeaders : {});
// The same requests against the app as `npm start` runs it (bench/npm-start.mjs), started on first use.
const onNpmStart = (path, auth) => async (ctx) => {
  const app = await ctx.npmStart();
  const logBefore = app.logBytes();
  const result = await alongsideRaw(ctx, `${app.url}${path}`, auth ? app.authHeaders : {});
  const logMb = (app.logBytes() - logBefore) / 1e6;
  return { ...result, note: `${NPM_START.label}, info logs: ${logMb.toFixed(0)} MB written; ${result.note}` };
};

/** Each scenario measures one thing; `rps` and `p99` (ms) are optional so non-HTTP figures fit too. */
const scenarios = [
  {
    id: 'raw',
    title: 'raw node:http server (ceiling)',
    run: (ctx) => httpLoad({ url: ctx.rawUrl, connections: CONNECTIONS, duration: DURATION }),
  },
  { id: 'health', title: 'GET /api/v1/health', run: againstRaw('/api/v1/health', false) },
  { id: 'me', title: 'GET /api/v1/auth/me (Bearer)', run: againstRaw('/api/v1/auth/me', true) },
  // What users run: scripts/start.mjs with its defaults (info logs, both services, its supervisor).
  {
    id: 'healthStart',
    title: 'GET /api/v1/health, as npm start runs it',
    npmStart: true,
    run: onNpmStart('/api/v1/health', false),
  },
  {
    id: 'meStart',
    title: 'GET /api/v1/auth/me (Bearer), as npm start runs it',
    npmStart: true,
    run: onNpmStart('/api/v1/auth/me', true),
  },
  {
    id: 'probe',
    title: 'GET /api/v1/_bench/probe (Bearer, PK select)',
    run: get('/api/v1/_bench/probe', true),
  },
  { id: 'login', title: 'POST /api/v1/auth/login', run: login },
  {
    id: 'argon2',
    title: `argon2id verify in process (${availableParallelism()} at a time)`,
    run: () => argon2VerifyRate(ARGON2_SECONDS),
  },
  { id: 'healthIdle', title: 'health latency probe, idle', run: healthProbe },
  {
    id: 'healthUnderLogin',
    title: 'health latency probe, logins saturating',
    run: async (ctx) => {
      const [health, logins] = await Promise.all([healthProbe(ctx), login(ctx)]);
      return { ...health, note: `meanwhile ${Math.round(logins.rps)} logins/s` };
    },
  },
  {
    id: 'campaignList',
    title: `GET /api/v1/campaigns?page=1 (${CAMPAIGN_LIST.campaigns} campaigns, ${CAMPAIGN_LIST.connections} conns)`,
    run: (ctx) => campaignListScenario(ctx, { duration: DURATION }),
  },
  {
    id: 'analytics',
    title: `GET /api/v1/analytics/summary (${ANALYTICS.campaigns} launched x ${ANALYTICS.days} days x 3 platforms)`,
    run: (ctx) => analyticsSummaryScenario(ctx, { duration: DURATION }),
  },
  {
    id: 'forecasts',
    title: `POST /api/v1/forecasts (${FORECASTS.points} budget points, ${FORECASTS.connections} conns)`,
    run: (ctx) => forecastsScenario(ctx, { duration: DURATION }),
  },
  {
    id: 'catchUp',
    title: `sandbox delivery: one day for ${CATCH_UP.campaigns} active campaigns (rows/s)`,
    run: deliveryCatchUpScenario,
  },
  {
    id: 'aiChat',
    title: `AI POST /api/v1/ai/chat/message (${AI_CHAT.connections} conversations)`,
    run: (ctx) => aiChatScenario(ctx, { duration: DURATION }),
  },
  {
    id: 'planner',
    title: 'AI planner per message, in process (evaluation table)',
    run: plannerCostScenario,
  },
  {
    id: 'adversarial',
    title: 'AI adversarial messages: slowest planner time, its chat/start round trip (p99 column)',
    run: adversarialScenario,
  },
  // Gzipped JS per page and Lighthouse (desktop) scores of /, /login and /dashboard/analytics; the JS a
  // first visit to the builder loads before its step forms.
  { id: 'web', title: 'web pages: JS gzip + Lighthouse', run: webScenario },
];

// BENCH_ONLY=raw,health runs just those scenarios (ids above); checks missing a figure print n/a.
const only = process.env.BENCH_ONLY?.split(',').map((id) => id.trim());
const selected = only ? scenarios.filter((s) => only.includes(s.id)) : scenarios;

/** Targets, each a ratio between two scenarios. */
const checks = [
  {
    title: 'web pages on size + Lighthouse targets',
    target: '= 1',
    ratio: (r) => r.web.webPassRatio,
    pass: (x) => x === 1,
  },
  {
    title: 'builder route JS KB gz (no lazy steps)',
    target: `<= ${BUILDER_ROUTE.maxKb}`,
    ratio: (r) => r.web.builderRouteKb,
    pass: (x) => x <= BUILDER_ROUTE.maxKb,
  },
  // The "vs raw" ratios come from alternating rounds (alongsideRaw above), not from the raw row.
  { title: 'health vs raw', target: '>= 0.5', ratio: (r) => r.health.vsRaw, pass: (x) => x >= 0.5 },
  {
    title: 'health vs raw, as npm start runs it',
    target: '>= 0.5',
    ratio: (r) => r.healthStart.vsRaw,
    pass: (x) => x >= 0.5,
  },
  // Reported, no target of their own: what session checking leaves of the machine's ceiling.
  { title: 'auth/me vs raw', target: '-', ratio: (r) => r.me.vsRaw },
  { title: 'auth/me vs raw, as npm start runs it', target: '-', ratio: (r) => r.meStart.vsRaw },
  {
    title: 'auth/me vs probe',
    target: '>= 0.5',
    ratio: (r) => r.me.rps / r.probe.rps,
    pass: (x) => x >= 0.5,
  },
  {
    title: 'login vs argon2 verify',
    target: '>= 0.8',
    ratio: (r) => r.login.rps / r.argon2.rps,
    pass: (x) => x >= 0.8,
  },
  {
    title: 'health p99 under login load vs idle',
    target: '<= 3',
    ratio: (r) => r.healthUnderLogin.p99 / Math.max(r.healthIdle.p99, 1),
    pass: (x) => x <= 3,
  },
  {
    title: 'campaign list p95 ms (not a ratio)',
    target: `< ${CAMPAIGN_LIST.targetP95Ms}`,
    ratio: (r) => r.campaignList.p95,
    pass: (x) => x < CAMPAIGN_LIST.targetP95Ms,
  },
  {
    title: 'analytics summary p95 ms (not a ratio)',
    target: `< ${ANALYTICS.targetP95Ms}`,
    ratio: (r) => r.analytics.p95,
    pass: (x) => x < ANALYTICS.targetP95Ms,
  },
  {
    title: 'forecasts p95 ms (not a ratio)',
    target: `< ${FORECASTS.targetP95Ms}`,
    ratio: (r) => r.forecasts.p95,
    pass: (x) => x < FORECASTS.targetP95Ms,
  },
  {
    title: 'AI slowest adversarial message, planner ms (not a ratio)',
    target: `< ${ADVERSARIAL.targetPlannerMs}`,
    ratio: (r) => r.adversarial.plannerMs,
    pass: (x) => x < ADVERSARIAL.targetPlannerMs,
  },
  {
    title: 'AI health and another chat during it, ms (not a ratio)',
    target: `< ${ADVERSARIAL.targetAlongsideMs}`,
    ratio: (r) => r.adversarial.alongsideMs,
    pass: (x) => x < ADVERSARIAL.targetAlongsideMs,
  },
  {
    title: 'AI chat p99 ms (not a ratio)',
    target: `< ${AI_CHAT.targetP99Ms}`,
    ratio: (r) => r.aiChat.p99,
    pass: (x) => x < AI_CHAT.targetP99Ms,
  },
];

let databases;
let api;
let raw;
let npmStart; // a promise of the npm start app, while a scenario needs it

/** The API (see bench/servers.mjs) and the raw node:http ceiling, side by side. */
async function startServers() {
  api = await startBenchApi({ databaseUrl: databases.apiUrl });
  const rawPort = await freePort();
  raw = spawn(process.execPath, [join(ROOT, 'scripts/bench/raw-server.mjs')], {
    env: { ...process.env, PORT: String(rawPort) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const rawUrl = `http://127.0.0.1:${rawPort}/`;
  if (!(await waitForUrl(rawUrl, { timeoutMs: 30_000 })))
    throw new Error('the raw node:http server did not start');
  return { apiUrl: api.url, apiPid: api.pid, rawUrl, admin: api.admin };
}

const fmt = (n, digits = 0) => (typeof n === 'number' && Number.isFinite(n) ? n.toFixed(digits) : '-');

function printReport(results) {
  const rows = [['scenario', 'req/s', 'p99 ms', 'non-2xx', 'note']];
  for (const s of scenarios) {
    const r = results[s.id];
    if (!r) continue;
    if (r.error) rows.push([s.title, '-', '-', '-', `FAILED: ${r.error}`]);
    else {
      const statuses = r.non2xx ? `statuses ${r.statusCodes}` : '';
      rows.push([
        s.title,
        fmt(r.rps),
        fmt(r.p99, 1),
        fmt(r.non2xx),
        [r.note, statuses].filter(Boolean).join('; '),
      ]);
    }
  }
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => String(row[i]).length)));
  const last = widths.length - 1;
  const align = (cell, i) => (i === 0 || i === last ? cell.padEnd(widths[i]) : cell.padStart(widths[i]));
  const line = (row) =>
    row
      .map((cell, i) => align(String(cell), i))
      .join('  ')
      .trimEnd();
  console.log(`\n${line(rows[0])}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const row of rows.slice(1)) console.log(line(row));

  console.log(`\n${'target'.padEnd(40)}  ${'ratio'.padStart(6)}  ${'wanted'.padEnd(7)}  result`);
  for (const check of checks) {
    let ratio;
    try {
      ratio = check.ratio(results);
    } catch {
      ratio = Number.NaN;
    }
    const verdict = !Number.isFinite(ratio) ? 'n/a' : !check.pass ? '-' : check.pass(ratio) ? 'PASS' : 'FAIL';
    console.log(
      `${check.title.padEnd(40)}  ${fmt(ratio, 2).padStart(6)}  ${check.target.padEnd(7)}  ${verdict}`,
    );
  }
}

async function stopNpmStart() {
  const app = await npmStart?.catch(() => undefined);
  npmStart = undefined;
  await app?.stop();
}

async function cleanup() {
  await Promise.all([api?.stop(), raw && stopChild(raw, 'SIGTERM', 5000), stopNpmStart()]);
  await databases?.drop();
}

process.on('SIGINT', () => {
  cleanup().finally(() => process.exit(130));
});

let exitCode = 0;
try {
  databases = await benchDatabases();
  console.log(
    `Northstar bench: node ${process.version}, ${availableParallelism()} cores, ${databases.label}, ${DURATION} s per HTTP scenario`,
  );
  const servers = await startServers();
  const token = await logIn(servers.apiUrl, servers.admin);
  // The admin plus LOGIN_USERS approved users: at most 6 of the 50 login connections per account.
  const users = await createApprovedUsers(servers.apiUrl, token, LOGIN_USERS);
  // Each signs in once first, as real users have: 50 connections of strangers on one IP would be a
  // password spray to the API (30 failures per IP, counted before the password check; ADR 0010).
  for (const user of users) await logIn(servers.apiUrl, user);
  const loginAccounts = [servers.admin, ...users];
  const ctx = {
    ...servers,
    aiDatabaseUrl: databases.aiUrl,
    loginAccounts,
    authHeaders: { authorization: `Bearer ${token}` },
    npmStart: () => {
      npmStart ??= startNpmStart({
        apiDatabaseUrl: databases.startApiUrl,
        aiDatabaseUrl: databases.startAiUrl,
      });
      return npmStart;
    },
  };

  const results = {};
  for (const [index, scenario] of selected.entries()) {
    process.stdout.write(`running: ${scenario.title}... `);
    try {
      await databases.settle();
      results[scenario.id] = await scenario.run(ctx);
      console.log('done');
    } catch (error) {
      results[scenario.id] = { error: error instanceof Error ? error.message : String(error) };
      console.log(`failed (${results[scenario.id].error})`);
      exitCode = 1;
    }
    // The npm start app stops once no later scenario needs it, so it idles through none of theirs.
    if (!selected.slice(index + 1).some((s) => s.npmStart)) await stopNpmStart();
  }
  printReport(results);
} catch (error) {
  console.error(`\nThe bench failed: ${error instanceof Error ? error.message : error}`);
  exitCode = 1;
} finally {
  await cleanup();
}
process.exit(exitCode);
