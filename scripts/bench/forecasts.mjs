// The budget curve under load: POST /api/v1/forecasts for a complete draft (the sample template's,
// seven budget points) from 20 connections, p95 against the 50 ms target. Wired into `npm run bench`
// (BENCH_ONLY=forecasts runs just it); also runs on its own:
//   node scripts/bench/forecasts.mjs   (PostgreSQL when it answers, else PGlite: see servers.mjs)
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { logIn } from './accounts.mjs';
import { campaignListScenario, percentile } from './campaigns.mjs';
import { benchDatabases, startBenchApi } from './servers.mjs';

export const FORECASTS = { connections: 20, points: 7, targetP95Ms: 50 };
const PATH = '/api/v1/forecasts';

/** The sample template's draft: platforms, budget, schedule and objective all set. */
async function sampleDraft(apiUrl, headers) {
  const res = await fetch(`${apiUrl}/api/v1/templates/sample-spring-fashion-launch`, { headers });
  if (res.status !== 200) throw new Error(`GET the sample template answered ${res.status}`);
  return (await res.json()).template.draft;
}

export async function forecastsScenario(ctx, { duration = 10 } = {}) {
  const { connections, points } = FORECASTS;
  const headers = { ...ctx.authHeaders, 'content-type': 'application/json' };
  const body = JSON.stringify({ draft: await sampleDraft(ctx.apiUrl, ctx.authHeaders) });
  const first = await fetch(`${ctx.apiUrl}${PATH}`, { method: 'POST', headers, body });
  if (first.status !== 200) throw new Error(`POST ${PATH} answered ${first.status}: ${await first.text()}`);
  const got = (await first.json()).points.length;
  if (got !== points) throw new Error(`POST ${PATH} gave ${got} points, not ${points}`);
  // Steady state first (JIT, sockets): a few hundred requests.
  for (let i = 0; i < 20; i += 1)
    await Promise.all(
      Array.from({ length: connections }, () =>
        fetch(`${ctx.apiUrl}${PATH}`, { method: 'POST', headers, body }).then((res) => res.arrayBuffer()),
      ),
    );
  const times = [];
  const result = await new Promise((resolve, reject) => {
    const instance = autocannon(
      { url: `${ctx.apiUrl}${PATH}`, method: 'POST', headers, body, connections, duration },
      (error, res) => (error ? reject(error) : resolve(res)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) times.push(responseTime);
    });
  });
  const ok = result.requests.total - result.non2xx;
  const statusCodes = Object.keys(result.statusCodeStats ?? {}).join(',') || 'none';
  if (ok <= 0) throw new Error(`POST ${PATH}: no 2xx answer (status ${statusCodes})`);
  times.sort((a, b) => a - b);
  const p95 = percentile(times, 95);
  return {
    rps: ok / result.duration,
    p95,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    statusCodes,
    note: `p95 ${p95.toFixed(1)} ms (target < ${FORECASTS.targetP95Ms}), ${points} points, ${connections} connections`,
  };
}

// Standalone: a throwaway API, its first admin asking.
async function main() {
  const databases = await benchDatabases();
  let api;
  try {
    api = await startBenchApi({ databaseUrl: databases.apiUrl });
    const token = await logIn(api.url, api.admin);
    const ctx = { apiUrl: api.url, authHeaders: { authorization: `Bearer ${token}` } };
    const duration = Number(process.env.BENCH_DURATION || 10);
    console.log(`POST ${PATH} on ${databases.label}, ${duration} s...`);
    const r = await forecastsScenario(ctx, { duration });
    // Same load on /auth/me (the session lookup every forecast request also makes): a yardstick for a busy machine.
    const me = await campaignListScenario(ctx, { duration, path: '/api/v1/auth/me', seed: false });
    console.log(`reference GET /api/v1/auth/me: ${Math.round(me.rps)} req/s; p95 ${me.p95.toFixed(1)} ms`);
    console.log(
      `${Math.round(r.rps)} req/s; p95 ${r.p95.toFixed(1)} ms, p99 ${r.p99} ms; non-2xx ${r.non2xx}`,
    );
    console.log(
      r.p95 < FORECASTS.targetP95Ms ? 'PASS' : 'FAIL',
      `(target p95 < ${FORECASTS.targetP95Ms} ms)`,
    );
  } finally {
    await api?.stop();
    await databases.drop();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((error) => {
    console.error(`The forecasts bench failed: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  });
}
