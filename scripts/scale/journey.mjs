// npm run test:scale: two API and two AI instances behind HAProxy on PostgreSQL and Redis
// (docs/deploy.md), and one journey through the balancer (node:test; each test builds on the one
// before). Not named *.test.mjs: the Vitest "scripts" project must not pick it up.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { DELIVERY_JOB_LOCK_ID, EXPIRED_AUTH_ROWS_LOCK_ID } from '../../apps/api/src/modules/job-lock-ids.ts';
import { deliverySnapshot, flightDraft, lockHolders, oneRunnerRows } from './checks.mjs';
import { loopbackAddress, startCluster } from './cluster.mjs';
import { docsInSync } from './haproxy-config.mjs';
import { client, request } from './http.mjs';
import { keepRequesting } from './load.mjs';

const REGISTER_LIMIT_PER_HOUR = 6;
const CHAT_LIMIT_PER_MINUTE = 12;
const TICK_SECONDS = 2;
const HUB = 'northstar-hub';

const runAddress = loopbackAddress();
const limitAddress = loopbackAddress();
let c;
let teardown;
let app;
let ai;
let token;
let campaignId;
let killed;
let survivor;
let sampler;

/** Polls `read` until `ok(value)`; fails with the last value after `timeoutMs`. */
async function waitUntil(what, read, ok, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  let value;
  for (;;) {
    value = await read();
    if (ok(value)) return value;
    if (Date.now() > deadline) assert.fail(`${what}: still ${JSON.stringify(value)} after ${timeoutMs} ms`);
    await sleep(200);
  }
}

/** Samples both job locks all run long: at no moment may two instances hold one. */
function sampleLocks() {
  const seen = { [DELIVERY_JOB_LOCK_ID]: [], [EXPIRED_AUTH_ROWS_LOCK_ID]: [] };
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      for (const id of Object.keys(seen)) {
        const holders = await lockHolders(c.db.admin, c.db.names.api, Number(id));
        seen[id].push(holders.map((h) => h.instance).join('+') || '-');
      }
      await sleep(250);
    }
  })();
  return {
    seen,
    async stop() {
      stopped = true;
      await loop;
    },
  };
}

const sessionIdOf = (jwt) => JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString()).sid;

before(
  async () => {
    c = await startCluster({
      registerLimitPerHour: REGISTER_LIMIT_PER_HOUR,
      chatLimitPerMinute: CHAT_LIMIT_PER_MINUTE,
      tickSeconds: TICK_SECONDS,
      onTeardown: (run) => {
        teardown = run;
      },
    });
    c.markKeys(runAddress, limitAddress);
    app = client(c.appUrl, { from: runAddress });
    ai = client(c.aiUrl, { from: runAddress });
    sampler = sampleLocks();
    console.log(`[scale] balancer: app ${c.appUrl}, AI ${c.aiUrl}; client address ${runAddress}`);
  },
  { timeout: 150_000 },
);

// Ctrl+C mid-run still stops the instances and drops the databases.
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => {
    Promise.resolve(sampler?.stop())
      .then(() => teardown?.())
      .finally(() => process.exit(130));
  });

after(async () => {
  await sampler?.stop();
  await teardown?.();
});

test('docs/deploy.md shows the HAProxy configuration this run uses', () => {
  assert.ok(docsInSync(), 'run node scripts/scale/haproxy-config.mjs --write-docs');
});

test('a sign-in on one API instance is accepted by the other', async () => {
  const login = await app.post('/api/v1/auth/login', { body: c.admin });
  assert.equal(login.status, 200, login.text);
  assert.match(login.instance, /^api[12]$/);
  token = login.json.tokens.accessToken;

  const answered = new Set();
  for (let i = 0; i < 6; i += 1) {
    const me = await app.get('/api/v1/auth/me', { token });
    assert.equal(me.status, 200, me.text);
    answered.add(me.instance);
  }
  assert.deepEqual([...answered].sort(), ['api1', 'api2'], 'the balancer spreads requests over both');
  // And straight at each instance, the signer and the other one.
  for (const instance of c.apis) {
    const me = await request(instance.url, 'GET', '/api/v1/auth/me', { token, from: runAddress });
    assert.equal(me.status, 200, `${instance.id}: ${me.text}`);
    assert.equal(me.instance, instance.id);
    assert.equal(me.json.user.email, c.admin.email);
    c.markKeys(me.json.user.id);
  }
});

test('a chat moves between AI instances and keeps one conversation', async () => {
  const headers = { 'x-module-context': HUB };
  const start = await ai.post('/api/v1/ai/chat/start', {
    token,
    headers,
    body: { moduleContext: HUB, initialMessage: 'I want to create a campaign called Scale Run for sales' },
  });
  assert.equal(start.status, 201, start.text);
  const { conversationId } = start.json.conversation;
  const answeredBy = [start.instance];
  const said = [
    'I approve this recommendation.',
    'Target the United States and Canada, ages 25-54',
    'I approve this recommendation.',
    '$25k starting next Monday for 30 days',
  ];
  let last;
  for (const message of said) {
    const reply = await ai.post('/api/v1/ai/chat/message', {
      token,
      headers,
      body: { conversationId, message, moduleContext: HUB },
    });
    assert.equal(reply.status, 200, reply.text);
    answeredBy.push(reply.instance);
    last = reply.json;
  }
  assert.deepEqual([...new Set(answeredBy)].sort(), ['ai1', 'ai2'], `answered by ${answeredBy.join(', ')}`);
  // What was said to one instance holds in the other's replies: one state, in the shared database.
  assert.equal(last.campaignState.campaignName, 'Scale Run');
  assert.equal(last.campaignState.objective, 'sales');
  assert.deepEqual([...last.campaignState.targeting.geography.countries].sort(), ['CA', 'US']);

  const stored = [];
  for (const instance of c.ais) {
    const read = await request(instance.url, 'GET', `/api/v1/ai/conversations/${conversationId}`, { token });
    assert.equal(read.status, 200, `${instance.id}: ${read.text}`);
    stored.push(read.json);
  }
  assert.deepEqual(stored[0], stored[1], 'both instances read the same conversation');
  const userLines = stored[0].messages.filter((m) => m.role === 'user').map((m) => m.content);
  assert.deepEqual(userLines.slice(-said.length), said, 'every message is stored once, in order');
  assert.deepEqual(stored[0].conversation.campaignState, last.campaignState);

  // The per-user chat limit is counted once across both instances: write number limit + 1 is refused.
  const statuses = [];
  const limitedBy = new Set();
  for (let write = answeredBy.length + 1; write <= CHAT_LIMIT_PER_MINUTE + 1; write += 1) {
    const reply = await ai.post('/api/v1/ai/chat/message', {
      token,
      headers,
      body: { conversationId, message: "What's the CPM on TikTok?", moduleContext: HUB },
    });
    statuses.push(reply.status);
    limitedBy.add(reply.instance);
  }
  assert.deepEqual(
    statuses,
    [...Array(statuses.length - 1).fill(200), 429],
    `statuses ${statuses.join(' ')}`,
  );
  assert.deepEqual([...limitedBy].sort(), ['ai1', 'ai2']);
});

test('the registration limit is counted once across both API instances', async () => {
  const limited = client(c.appUrl, { from: limitAddress });
  const answered = new Set();
  const register = (i) =>
    limited.post('/api/v1/auth/register', {
      body: {
        email: `scale-user-${i}-${c.runId}@example.com`,
        password: `scale-password-${c.runId}`,
        firstName: 'Scale',
        lastName: `User ${i}`,
      },
    });
  for (let i = 1; i <= REGISTER_LIMIT_PER_HOUR; i += 1) {
    const res = await register(i);
    assert.equal(res.status, 201, `registration ${i}: ${res.text}`);
    answered.add(res.instance);
  }
  assert.deepEqual([...answered].sort(), ['api1', 'api2']);
  const over = await register(REGISTER_LIMIT_PER_HOUR + 1);
  assert.equal(over.status, 429, over.text);
  assert.equal(over.json.error.code, 'RATE_LIMITED');
  assert.ok(Number(over.headers['retry-after']) > 0);
  // Straight at each instance from the same address: both already count it over.
  for (const instance of c.apis) {
    const res = await request(instance.url, 'POST', '/api/v1/auth/register', {
      from: limitAddress,
      body: {
        email: `scale-direct-${c.runId}@example.com`,
        password: `scale-password-${c.runId}`,
        firstName: 'A',
        lastName: 'B',
      },
    });
    assert.equal(res.status, 429, `${instance.id}: ${res.text}`);
  }
});

test('a launched campaign is delivered by exactly one instance', async () => {
  const created = await app.post('/api/v1/campaigns', {
    token,
    body: { draft: flightDraft('Scale Flight') },
  });
  assert.equal(created.status, 201, created.text);
  campaignId = created.json.campaign.id;
  const launched = await app.post(`/api/v1/campaigns/${campaignId}/launch`, { token });
  assert.equal(launched.status, 200, launched.text);

  const holders = await waitUntil(
    'delivery job lock',
    () => lockHolders(c.db.admin, c.db.names.api, DELIVERY_JOB_LOCK_ID),
    (h) => h.length === 1,
  );
  assert.match(holders[0].instance, /^api[12]$/);
  await waitUntil(
    'first delivery tick after the launch',
    () => deliverySnapshot(c.db.api, campaignId),
    (s) => s.rows.length > 0,
  );
});

test('killing an API instance mid-run fails no request (one retry allowed)', async () => {
  // Kill the instance that runs the delivery job: the other one must take the job over too.
  const [leader] = await lockHolders(c.db.admin, c.db.names.api, DELIVERY_JOB_LOCK_ID);
  killed = c.apis.find((instance) => instance.id === leader?.instance) ?? c.apis[0];
  survivor = c.apis.find((instance) => instance !== killed);
  const paths = ['/api/v1/auth/me', `/api/v1/campaigns/${campaignId}`, '/api/v1/campaigns?page=1'];
  const load = keepRequesting(app, paths, { token, workers: 4 });
  await sleep(1500);
  const killedAt = load.requests();
  await killed.kill();
  console.log(`[scale] killed ${killed.id} (SIGKILL) after ${killedAt} requests`);
  await sleep(5000);
  const result = await load.stop();
  console.log(
    `[scale] ${result.requests} requests: ${result.retried} needed the client's retry, ${result.failed.length} failed after it; ` +
      `answered by ${JSON.stringify(result.byInstance)}`,
  );
  const stats = await c.haproxyStats();
  const backend = stats.find((row) => row.pxname === 'api' && row.svname === 'BACKEND');
  const down = stats.find((row) => row.pxname === 'api' && row.svname === killed.id);
  console.log(
    `[scale] HAProxy: ${killed.id} ${down?.status}; api backend retries ${backend?.wretr}, redispatches ${backend?.wredis}`,
  );
  assert.deepEqual(result.failed, [], 'no request fails after one retry');
  assert.equal(down?.status, 'DOWN');
  assert.ok(Number(backend?.wretr) + Number(backend?.wredis) > 0, 'requests did reach the dead instance');
  assert.ok(result.requests > killedAt + 50, 'requests kept flowing after the kill');
  assert.equal(result.lastInstances.includes(killed.id), false, 'the dead instance answers nothing more');
  // Sign-in still works, and the survivor accepts a token the dead instance may have signed.
  const me = await app.get('/api/v1/auth/me', { token });
  assert.equal(me.status, 200);
  assert.equal(me.instance, survivor.id);
});

test('background jobs run exactly once: delivery and the session clean-up', async () => {
  // The killed runner's connection, and its lock, are gone; the survivor takes both jobs over.
  for (const lockId of [DELIVERY_JOB_LOCK_ID, EXPIRED_AUTH_ROWS_LOCK_ID]) {
    const holders = await waitUntil(
      `lock ${lockId}`,
      () => lockHolders(c.db.admin, c.db.names.api, lockId),
      (h) => h.length === 1 && h[0].instance === survivor.id,
    );
    assert.equal(holders.length, 1);
  }
  const killedAt = new Date();
  // A session ended now is deleted by the clean-up job the survivor took over.
  const second = await app.post('/api/v1/auth/login', { body: c.admin });
  assert.equal(second.status, 200, second.text);
  const revokedSessionId = sessionIdOf(second.json.tokens.accessToken);
  const out = await app.post('/api/v1/auth/logout', { token: second.json.tokens.accessToken });
  assert.equal(out.status, 204, out.text);
  await waitUntil(
    'the revoked session deleted by the clean-up job',
    async () =>
      (await c.db.api.query('select count(*)::int as n from sessions where id = $1', [revokedSessionId]))
        .rows[0].n,
    (n) => n === 0,
  );
  const snapshot = await waitUntil(
    'a delivery tick on the survivor',
    () => deliverySnapshot(c.db.api, campaignId),
    (s) => s.totals.delivered_through > killedAt,
  );

  // The running totals are the sum of the daily rows...
  const { totals, rows, history, campaign } = snapshot;
  for (const field of ['impressions', 'reach', 'clicks', 'conversions', 'spend', 'revenue']) {
    const summed = rows.reduce((sum, row) => sum + row[field], 0);
    assert.ok(Math.abs(totals[field] - summed) < 1e-6, `${field}: totals ${totals[field]}, rows ${summed}`);
  }
  assert.ok(totals.impressions > 0 && totals.spend > 0, 'the campaign delivered');
  // ...the life-cycle moved once...
  assert.deepEqual(
    history.filter((a) => a === 'launched' || a === 'activated'),
    ['launched', 'activated'],
  );
  // ...and the rows are exactly what one runner delivers over [launch, delivered_through).
  const expected = oneRunnerRows(campaignId, campaign.draft, campaign.launched_at, totals.delivered_through);
  assert.deepEqual(rows.map((r) => `${r.platform}|${r.date}`).sort(), [...expected.keys()].sort());
  for (const row of rows) {
    const want = expected.get(`${row.platform}|${row.date}`);
    for (const field of ['impressions', 'reach', 'clicks', 'conversions'])
      assert.equal(row[field], want[field], `${row.platform} ${row.date} ${field}`);
    for (const field of ['spend', 'revenue'])
      assert.ok(
        Math.abs(row[field] - want[field]) < 1e-6,
        `${row.platform} ${row.date} ${field}: ${row[field]} vs ${want[field]}`,
      );
  }

  // At no sampled moment did two instances hold a job's lock.
  await sampler.stop();
  for (const [lockId, seen] of Object.entries(sampler.seen)) {
    const shared = seen.filter((holders) => holders.includes('+'));
    assert.deepEqual(shared, [], `lock ${lockId} held by two instances`);
    console.log(
      `[scale] lock ${lockId} holders over ${seen.length} samples: ${[...new Set(seen)].join(', ')}`,
    );
  }
});
