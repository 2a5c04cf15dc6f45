// The campaign list under load: 5,000 campaigns for one user, GET /api/v1/campaigns?page=1 from 20
// connections, p95 against the 50 ms target. Wired into `npm run bench`; also runs on its own:
//   node scripts/bench/campaigns.mjs            (embedded PGlite; BENCH_DATABASE_URL for PostgreSQL)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { logIn, randomPassword } from './accounts.mjs';

export const CAMPAIGN_LIST = { campaigns: 5000, connections: 20, targetP95Ms: 50 };
const LIST_PATH = '/api/v1/campaigns?page=1';

/** p-th percentile (nearest rank) of ascending `sorted`. */
export const percentile = (sorted, p) =>
  sorted.length === 0 ? Number.NaN : sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)];

async function post(url, headers, body) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, text: await res.text() };
}

/** Brings the token's user to `count` campaigns: the bench-only seed route, else batched POSTs. */
export async function seedCampaigns(apiUrl, headers, count) {
  const list = await fetch(`${apiUrl}/api/v1/campaigns?pageSize=1`, { headers });
  if (list.status !== 200) throw new Error(`GET /campaigns answered ${list.status}: ${await list.text()}`);
  const missing = count - (await list.json()).total;
  if (missing <= 0) return;
  const seeded = await post(`${apiUrl}/api/v1/_bench/seed-campaigns`, headers, { count: missing });
  if (seeded.status === 201) return;
  if (seeded.status !== 404) throw new Error(`seeding answered ${seeded.status}: ${seeded.text}`);
  // Without BENCH_PROBE=1: the public route, 10 requests at a time (slower, same rows).
  const draft = await (
    await fetch(`${apiUrl}/api/v1/templates/sample-spring-fashion-launch`, { headers })
  ).json();
  for (let done = 0; done < missing; done += 10) {
    await Promise.all(
      Array.from({ length: Math.min(10, missing - done) }, async (_, i) => {
        const body = { draft: { ...draft.template.draft, campaignName: `Bench campaign ${done + i + 1}` } };
        const res = await post(`${apiUrl}/api/v1/campaigns`, headers, body);
        if (res.status !== 201) throw new Error(`POST /campaigns answered ${res.status}: ${res.text}`);
      }),
    );
  }
}

/**
 * Seeds the list, then loads its first page. autocannon reports p97.5 and p99 but no p95, so every
 * 2xx response time is collected here and p95 is computed exactly (nearest rank).
 */
export async function campaignListScenario(ctx, { duration = 10, path = LIST_PATH, seed = true } = {}) {
  const { campaigns, connections } = CAMPAIGN_LIST;
  if (seed) await seedCampaigns(ctx.apiUrl, ctx.authHeaders, campaigns);
  // Steady state, not the first touches of freshly seeded pages: a few hundred requests first.
  for (let i = 0; i < 20; i += 1) {
    await Promise.all(
      Array.from({ length: connections }, () =>
        fetch(`${ctx.apiUrl}${path}`, { headers: ctx.authHeaders }).then((res) => res.arrayBuffer()),
      ),
    );
  }
  const times = [];
  const result = await new Promise((resolve, reject) => {
    const instance = autocannon(
      { url: `${ctx.apiUrl}${path}`, headers: ctx.authHeaders, connections, duration },
      (error, res) => (error ? reject(error) : resolve(res)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) times.push(responseTime);
    });
  });
  const ok = result.requests.total - result.non2xx;
  const statusCodes = Object.keys(result.statusCodeStats ?? {}).join(',') || 'none';
  if (ok <= 0) throw new Error(`GET ${path}: no 2xx answer (status ${statusCodes})`);
  times.sort((a, b) => a - b);
  const p95 = percentile(times, 95);
  return {
    rps: ok / result.duration,
    p95,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    statusCodes,
    note: `p95 ${p95.toFixed(1)} ms (target < ${CAMPAIGN_LIST.targetP95Ms}), ${campaigns} campaigns, ${connections} connections`,
  };
}

// Standalone: a throwaway API (fresh data folder), its first admin as the list's owner.
async function main() {
  const { createServer } = await import('node:net');
  const { prefixLines, spawnTs, stopChild, waitForUrl } = await import('../lib/process.mjs');
  const port = await new Promise((resolve, reject) => {
    const server = createServer().on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port: free } = server.address();
      server.close(() => resolve(free));
    });
  });
  const dataDir = mkdtempSync(join(tmpdir(), 'northstar-bench-campaigns-'));
  const admin = { email: 'bench-admin@northstar.local', password: randomPassword() };
  const env = { ...process.env };
  for (const key of ['DATABASE_URL', 'REDIS_URL', 'MAIL_URL', 'JWT_PRIVATE_KEY']) delete env[key];
  if (process.env.BENCH_DATABASE_URL) env.DATABASE_URL = process.env.BENCH_DATABASE_URL;
  Object.assign(env, {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    BENCH_PROBE: '1',
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    LOG_LEVEL: 'warn',
  });
  const api = spawnTs('apps/api/src/server.ts', { env });
  prefixLines(api.stdout, '[api]', process.stdout);
  prefixLines(api.stderr, '[api]', process.stderr);
  const apiUrl = `http://127.0.0.1:${port}`;
  try {
    const up = await waitForUrl(`${apiUrl}/api/v1/ready`, {
      timeoutMs: 180_000,
      shouldStop: () => api.exitCode !== null || api.signalCode !== null,
    });
    if (!up) throw new Error('the API did not become ready');
    const token = await logIn(apiUrl, admin);
    const duration = Number(process.env.BENCH_DURATION || 10);
    const db = process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite';
    console.log(`GET ${LIST_PATH} on ${db}, ${duration} s...`);
    const r = await campaignListScenario(
      { apiUrl, authHeaders: { authorization: `Bearer ${token}` } },
      { duration },
    );
    // Same load on /auth/me (the session lookup every list request also makes): a yardstick for a busy machine.
    const me = await campaignListScenario(
      { apiUrl, authHeaders: { authorization: `Bearer ${token}` } },
      { duration, path: '/api/v1/auth/me', seed: false },
    );
    console.log(`reference GET /api/v1/auth/me: ${Math.round(me.rps)} req/s; p95 ${me.p95.toFixed(1)} ms`);
    console.log(
      `${Math.round(r.rps)} req/s; p95 ${r.p95.toFixed(1)} ms, p97.5 ${r.p97_5} ms, p99 ${r.p99} ms; non-2xx ${r.non2xx}`,
    );
    console.log(
      r.p95 < CAMPAIGN_LIST.targetP95Ms ? 'PASS' : 'FAIL',
      `(target p95 < ${CAMPAIGN_LIST.targetP95Ms} ms)`,
    );
  } finally {
    await stopChild(api, 'SIGTERM', 5000);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((error) => {
    console.error(`The campaigns bench failed: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  });
}
