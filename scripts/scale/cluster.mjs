// The scale-out set-up of docs/deploy.md on one machine: fresh PostgreSQL databases, Redis, two API
// and two AI instances sharing them (and one signing key), HAProxy in front. Everything it starts,
// `teardown()` stops and removes: the instances, HAProxy, both databases and the run's Redis keys.
import { generateKeyPairSync, randomBytes, randomInt } from 'node:crypto';
import { freePort } from '../lib/process.mjs';
import { createScaleDatabases } from './databases.mjs';
import { startHaproxy } from './haproxy.mjs';
import { closeAgents } from './http.mjs';
import { startInstance } from './instances.mjs';
import { connectRedis, deleteKeysMarkedWith } from './redis-keys.mjs';

/** A loopback address of the run's own (127.x.y.z), so its rate-limit keys are nobody else's. */
export const loopbackAddress = () => `127.${randomInt(16, 250)}.${randomInt(1, 250)}.${randomInt(2, 250)}`;

/** `onTeardown` receives the teardown before anything starts, so an interrupted start can be undone. */
export async function startCluster({ registerLimitPerHour, chatLimitPerMinute, tickSeconds, onTeardown }) {
  const runId = `${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const cleanups = [];
  const marks = [runId];
  // Once, however many callers (a failed start, the test's end, Ctrl+C) ask for it.
  let tearingDown;
  const teardown = () => {
    tearingDown ??= (async () => {
      for (const cleanup of cleanups.reverse())
        await cleanup().catch((error) => console.error(`[scale] ${error.message}`));
      closeAgents();
    })();
    return tearingDown;
  };
  onTeardown?.(teardown);
  try {
    const redis = await connectRedis();
    cleanups.push(async () => {
      const deleted = await deleteKeysMarkedWith(redis, marks);
      console.log(`[scale] deleted the run's ${deleted} Redis keys`);
      redis.disconnect();
    });
    const db = await createScaleDatabases(runId);
    cleanups.push(() => db.drop());

    const [appPort, aiPort] = [await freePort(), await freePort()];
    const appUrl = `http://127.0.0.1:${appPort}`;
    const aiUrl = `http://127.0.0.1:${aiPort}`;
    // One signing key for every API instance: a token from one is valid on all (docs/deploy.md).
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const admin = {
      email: `scale-admin-${runId}@example.com`,
      password: randomBytes(15).toString('base64url'),
    };
    const apiEnv = (id) => ({
      DATABASE_URL: db.apiUrl,
      REDIS_URL: process.env.SCALE_REDIS_URL || 'redis://127.0.0.1:6379',
      JWT_PRIVATE_KEY: privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
      TRUST_PROXY: '1',
      APP_URL: appUrl,
      AI_SERVICE_URL: aiUrl,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      REGISTER_LIMIT_PER_HOUR: String(registerLimitPerHour),
      SANDBOX_TICK_SECONDS: String(tickSeconds),
      SESSION_CLEANUP_SECONDS: String(tickSeconds),
      // Names the instance's PostgreSQL connections, so the checks see which one holds a job lock.
      PGAPPNAME: `northstar-scale-${id}`,
    });
    const aiEnv = (id) => ({
      AI_DATABASE_URL: db.aiUrl,
      REDIS_URL: process.env.SCALE_REDIS_URL || 'redis://127.0.0.1:6379',
      // JWKS and session checks go through the balancer like any other client of the API.
      API_URL: appUrl,
      APP_URL: appUrl,
      CHAT_RATE_LIMIT_PER_MINUTE: String(chatLimitPerMinute),
      PGAPPNAME: `northstar-scale-${id}`,
    });

    const started = [];
    cleanups.push(() => Promise.all(started.map((instance) => instance.stop())));
    const start = (kind, id, env) =>
      startInstance(kind, id, env, { track: (instance) => started.push(instance) });
    // The first API instance applies the migrations and creates the admin; the second joins once it
    // is ready (docs/deploy.md). The AI instances migrate their own database under a lock.
    const [api1, ai1, ai2] = await Promise.all([
      start('api', 'api1', apiEnv('api1')),
      start('ai', 'ai1', aiEnv('ai1')),
      start('ai', 'ai2', aiEnv('ai2')),
    ]);
    const api2 = await start('api', 'api2', apiEnv('api2'));

    const haproxy = await startHaproxy(
      {
        APP_BIND: `127.0.0.1:${appPort}`,
        AI_BIND: `127.0.0.1:${aiPort}`,
        API_1: api1.address,
        API_2: api2.address,
        AI_1: ai1.address,
        AI_2: ai2.address,
      },
      { readyPaths: [`${appUrl}/api/v1/ready`, `${aiUrl}/api/v1/ready`] },
    );
    cleanups.push(() => haproxy.stop());

    return {
      runId,
      appUrl,
      aiUrl,
      apis: [api1, api2],
      ais: [ai1, ai2],
      admin,
      db,
      redis,
      /** HAProxy's `show stat` rows. */
      haproxyStats: haproxy.stats,
      /** Marks the run's Redis keys for deletion (client addresses, e-mails, user ids). */
      markKeys: (...more) => marks.push(...more),
      teardown,
    };
  } catch (error) {
    await teardown();
    throw error;
  }
}
