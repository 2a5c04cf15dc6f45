import { randomUUID } from 'node:crypto';
import { HUB_MODULE_ID } from '@northstar/shared/brand';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { loadConfig } from './config/env.ts';
import { type FakeApi, startFakeApi } from './test/fake-api.ts';
import { freshTestDatabase, type TestDatabase } from './test/test-db.ts';

// The AI service's log, at debug: a bearer token or a secret query parameter never reaches a line.
describe('the AI service log', () => {
  const lines: string[] = [];
  let api: FakeApi;
  let db: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    api = await startFakeApi();
    db = await freshTestDatabase();
    const config = loadConfig({ LOG_LEVEL: 'debug', API_URL: api.url });
    app = await buildApp(
      config,
      { database: db.database, assistant: null },
      { logStream: { write: (line) => lines.push(line) } },
    );
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await db?.dispose();
    await api?.close();
  });

  it('keeps tokens out of every line', async () => {
    const token = api.token(randomUUID());
    const headers = { authorization: `Bearer ${token}`, 'x-module-context': HUB_MODULE_ID };
    const started = await app.inject({
      method: 'POST',
      url: `/api/v1/ai/chat/start?access_token=${token}`,
      headers,
      payload: { moduleContext: HUB_MODULE_ID, initialMessage: 'Hi! I want to create a new campaign' },
    });
    expect(started.statusCode).toBe(201);
    const refused = await app.inject({
      method: 'GET',
      url: `/api/v1/ai/conversations/${randomUUID()}?token=${token}`,
      headers: { authorization: `Bearer ${token}x`, cookie: `session=${token}` },
    });
    expect(refused.statusCode).toBe(401);

    const log = lines.join('');
    expect(log).toContain('/api/v1/ai/chat/start?access_token=[redacted]');
    expect(log).not.toContain(token);
    expect(log).not.toMatch(/Bearer [A-Za-z0-9_-]/);
  });
});
