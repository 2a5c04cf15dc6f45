import { randomUUID } from 'node:crypto';
import { checkContractResponses, type RegisteredRoute, recordRoutes } from '@northstar/server/contract-check';
import type { TestDatabase } from '@northstar/server/test-database';
import { HUB_MODULE_ID } from '@northstar/shared/brand';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { type AppDeps, buildApp } from '../app.ts';
import { type AiConfig, loadConfig } from '../config/env.ts';
import { createCampaignSaver } from '../modules/chat/campaign-saver.ts';
import { createHttpCampaignStore } from '../modules/chat/campaign-store.ts';
import { type FakeApi, startFakeApi } from './fake-api.ts';
import { freshTestDatabase } from './test-db.ts';

export interface TestAppOptions {
  fakeApi: FakeApi;
  env?: Record<string, string>;
  /** Reuse a database (a second instance, a restart); the caller disposes of it. */
  db?: TestDatabase;
  deps?: Partial<AppDeps>;
}

export async function createTestApp(options: TestAppOptions) {
  const owned = !options.db;
  const db = options.db ?? (await freshTestDatabase());
  const config: AiConfig = loadConfig({ LOG_LEVEL: 'silent', API_URL: options.fakeApi.url, ...options.env });
  const campaigns = options.deps?.campaigns ?? createHttpCampaignStore({ apiUrl: config.apiUrl });
  // Retries a few milliseconds apart: the fake API is up again at once or not in this test.
  const saver = options.deps?.campaignSaver ?? createCampaignSaver(campaigns, { retryDelaysMs: [5] });
  let routes: RegisteredRoute[] = [];
  const app: FastifyInstance = await buildApp(
    config,
    { database: db.database, ...options.deps, campaigns, campaignSaver: saver },
    {
      logger: false,
      // Every test checks the answers of the chat routes it drives against the shared route table.
      beforeRoutes: (instance) => {
        routes = recordRoutes(instance);
        checkContractResponses(instance);
      },
    },
  );
  await app.ready();
  const { fakeApi } = options;

  /** A signed-in user of the fake API: its id and ready-made chat headers. */
  function user(id: string = randomUUID()) {
    const token = fakeApi.token(id);
    return {
      id,
      token,
      headers: { authorization: `Bearer ${token}`, 'x-module-context': HUB_MODULE_ID },
    };
  }

  return {
    app,
    db,
    config,
    /** Every route the app registered (the contract test compares them with the shared table). */
    routes,
    user,
    /** The campaign changes queued behind the replies so far, written to the (fake) API. */
    settled: () => saver.settled(),
    async start(headers: Record<string, string>, initialMessage = 'Hi! I want to create a new campaign') {
      return app.inject({
        method: 'POST',
        url: '/api/v1/ai/chat/start',
        headers,
        payload: { moduleContext: HUB_MODULE_ID, initialMessage },
      });
    },
    async send(headers: Record<string, string>, conversationId: string, message: string, extra = {}) {
      return app.inject({
        method: 'POST',
        url: '/api/v1/ai/chat/message',
        headers,
        payload: { conversationId, message, moduleContext: HUB_MODULE_ID, campaignStep: 1, ...extra },
      });
    },
    async close() {
      await app.close();
      if (owned) await db.dispose();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * A test app and the fake API it talks to, started before the file's tests and closed after them. Read
 * `env.t` and `env.api` inside the tests (they are set once `beforeAll` has run).
 */
export function appWithFakeApi(): { api: FakeApi; t: TestApp } {
  const env = {} as { api: FakeApi; t: TestApp };
  beforeAll(async () => {
    env.api = await startFakeApi();
    env.t = await createTestApp({ fakeApi: env.api });
  });
  afterAll(async () => {
    await env.t?.close();
    await env.api?.close();
  });
  return env;
}
