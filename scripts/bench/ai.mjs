// The AI service's chat under load: 20 conversations, one per connection, each sending the planner a
// scripted campaign conversation in a loop for the run's duration; p99 against the 50 ms target, and
// its throughput against the AI service's own GET /api/v1/health in the same run. Wired into
// `npm run bench`; also runs on its own:
//   node scripts/bench/ai.mjs   (PostgreSQL when it answers, else PGlite: see servers.mjs)
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { freePort, prefixLines, spawnTs, stopChild, waitForUrl } from '../lib/process.mjs';
import { logIn } from './accounts.mjs';
import { benchDatabases, startBenchApi } from './servers.mjs';

export const AI_CHAT = { connections: 20, targetP99Ms: 50 };
export const MODULE_CONTEXT = 'northstar-hub';

// One campaign from greeting to launch, then "start over": every pass walks all nine steps again.
const SCRIPT = [
  'I want to create a campaign called Bench Run for sales',
  'I approve this recommendation.',
  'I approve this recommendation.',
  'Target the United States and Canada, ages 25-54',
  'I approve this recommendation.',
  '$25k starting next Monday for 30 days',
  'I approve this recommendation.',
  'I approve this recommendation.',
  "What's the CPM on TikTok?",
  'launch',
  'start over',
];

/** A process's CPU time so far in ms (user + system, from /proc), or NaN where /proc is not there. */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    const ticks = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }));
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticks;
  } catch {
    return Number.NaN;
  }
}

const percentile = (sorted, p) =>
  sorted.length === 0 ? Number.NaN : sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)];

/** The AI service as a child process on a fresh data folder (or `databaseUrl`), trusting the bench API's tokens. */
export async function startAiService(apiUrl, databaseUrl) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'northstar-bench-ai-'));
  const env = { ...process.env };
  for (const key of [
    'AI_DATABASE_URL',
    'REDIS_URL',
    'AI_PROVIDER',
    'AI_BASE_URL',
    'AI_MODEL',
    'AI_API_KEY',
  ]) {
    delete env[key];
  }
  if (databaseUrl) env.AI_DATABASE_URL = databaseUrl;
  Object.assign(env, {
    AI_PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    API_URL: apiUrl,
    LOG_LEVEL: 'warn',
    // The bench measures the planner, not the per-user limit (one user drives every connection).
    CHAT_RATE_LIMIT_PER_MINUTE: '1000000',
  });
  const child = spawnTs('apps/ai/src/server.ts', { env });
  prefixLines(child.stdout, '[ai]', process.stdout);
  prefixLines(child.stderr, '[ai]', process.stderr);
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await stopChild(child, 'SIGTERM', 5000);
    rmSync(dataDir, { recursive: true, force: true });
  };
  const up = await waitForUrl(`${url}/api/v1/ready`, {
    timeoutMs: 180_000,
    shouldStop: () => child.exitCode !== null || child.signalCode !== null,
  });
  if (!up) {
    await stop();
    throw new Error('the AI service did not become ready (see the [ai] lines above)');
  }
  return { url, stop, pid: child.pid };
}

/** autocannon with every 2xx response time kept, for an exact p99 (nearest rank). */
function load(options) {
  const times = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) times.push(responseTime);
    });
  }).then((result) => {
    const ok = result.requests.total - result.non2xx;
    const statusCodes = Object.keys(result.statusCodeStats ?? {}).join(',') || 'none';
    if (ok <= 0) throw new Error(`${options.url}: no 2xx answer (status ${statusCodes})`);
    times.sort((a, b) => a - b);
    return {
      rps: ok / result.duration,
      p99: percentile(times, 99),
      non2xx: result.non2xx,
      errors: result.errors,
      statusCodes,
    };
  });
}

async function startConversations(aiUrl, headers, count) {
  return Promise.all(
    Array.from({ length: count }, async () => {
      const res = await fetch(`${aiUrl}/api/v1/ai/chat/start`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({
          moduleContext: MODULE_CONTEXT,
          initialMessage: 'Hi! I want to create a new campaign',
        }),
      });
      const body = await res.json();
      if (res.status !== 201) throw new Error(`chat/start answered ${res.status}: ${JSON.stringify(body)}`);
      return body.conversation.conversationId;
    }),
  );
}

/**
 * Starts the AI service against `ctx.apiUrl`, measures its /health, then the chat: each connection owns
 * one conversation and sends it the script in order, so no two requests ever race on one conversation.
 */
export async function aiChatScenario(ctx, { duration = 10 } = {}) {
  const { connections } = AI_CHAT;
  const ai = await startAiService(ctx.apiUrl, ctx.aiDatabaseUrl);
  try {
    const headers = { ...ctx.authHeaders, 'x-module-context': MODULE_CONTEXT };
    const health = await load({ url: `${ai.url}/api/v1/health`, connections, duration });
    const ids = await startConversations(ai.url, headers, connections);
    let next = 0;
    // CPU spent per message by each service: the API's share is the campaign saved on every change
    // (and the session checks), the added cost of ADR 0016; robust to a busy machine, unlike latency.
    const cpuBefore = { ai: cpuMs(ai.pid), api: cpuMs(ctx.apiPid) };
    const chat = await load({
      url: `${ai.url}/api/v1/ai/chat/message`,
      connections,
      duration,
      setupClient: (client) => {
        const conversationId = ids[next++ % ids.length];
        client.setRequests(
          SCRIPT.map((message) => ({
            method: 'POST',
            path: '/api/v1/ai/chat/message',
            headers: { ...headers, 'content-type': 'application/json' },
            body: JSON.stringify({ conversationId, message, moduleContext: MODULE_CONTEXT, campaignStep: 1 }),
          })),
        );
      },
    });
    const messages = chat.rps * duration;
    const aiCpuPerMessage = (cpuMs(ai.pid) - cpuBefore.ai) / messages;
    const apiCpuPerMessage = (cpuMs(ctx.apiPid) - cpuBefore.api) / messages;
    const ratio = chat.rps / health.rps;
    return {
      ...chat,
      aiCpuPerMessage,
      apiCpuPerMessage,
      healthRps: health.rps,
      healthP99: health.p99,
      ratio,
      note: `${ratio.toFixed(3)} x AI /health (${Math.round(health.rps)} req/s); CPU per message: AI ${aiCpuPerMessage.toFixed(2)} ms, API ${apiCpuPerMessage.toFixed(2)} ms; p99 target < ${AI_CHAT.targetP99Ms} ms; ${connections} conversations`,
    };
  } finally {
    await ai.stop();
  }
}

// Standalone: a throwaway API whose first admin drives the chats.
async function main() {
  const databases = await benchDatabases();
  let api;
  try {
    api = await startBenchApi({ databaseUrl: databases.apiUrl });
    const token = await logIn(api.url, api.admin);
    const duration = Number(process.env.BENCH_DURATION || 10);
    console.log(`AI chat on ${databases.label}: ${AI_CHAT.connections} conversations, ${duration} s each...`);
    const r = await aiChatScenario(
      {
        apiUrl: api.url,
        apiPid: api.pid,
        aiDatabaseUrl: databases.aiUrl,
        authHeaders: { authorization: `Bearer ${token}` },
      },
      { duration },
    );
    console.log(`AI GET /api/v1/health: ${Math.round(r.healthRps)} req/s; p99 ${r.healthP99} ms`);
    console.log(
      `AI POST /api/v1/ai/chat/message: ${Math.round(r.rps)} req/s; p99 ${r.p99} ms; non-2xx ${r.non2xx} (statuses ${r.statusCodes})`,
    );
    console.log(`chat vs health: ${r.ratio.toFixed(3)}`);
    console.log(
      `CPU per message: AI service ${r.aiCpuPerMessage.toFixed(2)} ms, API ${r.apiCpuPerMessage.toFixed(2)} ms (the campaign's saves and session checks)`,
    );
    console.log(r.p99 < AI_CHAT.targetP99Ms ? 'PASS' : 'FAIL', `(target p99 < ${AI_CHAT.targetP99Ms} ms)`);
  } finally {
    await api?.stop();
    await databases.drop();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((error) => {
    console.error(`The AI chat bench failed: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  });
}
