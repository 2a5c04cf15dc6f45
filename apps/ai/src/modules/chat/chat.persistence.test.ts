import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase, type Database } from '@northstar/server/database';
import { migrateDatabase } from '@northstar/server/migrate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../../db/migrate.ts';
import { type FakeApi, startFakeApi } from '../../test/fake-api.ts';
import { createTestApp } from '../../test/test-app.ts';
import {
  freshPostgresDatabase,
  migratedSnapshot,
  type TestDatabase,
  usingPostgres,
} from '../../test/test-db.ts';

// A restart loses nothing: the second app opens the same PGlite folder (or PostgreSQL database) the
// first one wrote, as server.ts does at start, and the conversation carries on where it stopped.

let api: FakeApi;
let dir: string | undefined;
let pgDatabase: TestDatabase | undefined;

beforeAll(async () => {
  api = await startFakeApi();
});

afterAll(async () => {
  await api?.close();
  await pgDatabase?.dispose();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** Opens the one durable database of this test, the way the service does at start. */
async function openDurable(): Promise<Database> {
  if (usingPostgres()) {
    pgDatabase ??= await freshPostgresDatabase();
    await pgDatabase.database.close();
    const database = await createDatabase({ databaseUrl: pgDatabase.url });
    await migrateDatabase(database, MIGRATIONS);
    return database;
  }
  // The first start seeds the empty folder from a migrated snapshot (initdb takes seconds); the restart
  // opens the folder as it was left.
  const seed = dir ? undefined : await migratedSnapshot();
  dir ??= mkdtempSync(join(tmpdir(), 'northstar-ai-restart-'));
  const database = await createDatabase({ pgliteDir: join(dir, 'pgdata'), pgliteSnapshot: seed });
  await migrateDatabase(database, MIGRATIONS);
  return database;
}

async function instance() {
  const database = await openDurable();
  const t = await createTestApp({ fakeApi: api, db: { database, dispose: () => database.close() } });
  return {
    t,
    async stop() {
      await t.close();
      await database.close();
    },
  };
}

describe('a restart of the AI service', () => {
  it('keeps conversations and continues them from the stored step', async () => {
    const userId = 'user-restart';
    const first = await instance();
    const me = first.t.user(userId);
    const id: string = (await first.t.start(me.headers)).json().conversation.conversationId;
    const named = (await first.t.send(me.headers, id, 'Create a campaign called Phoenix for sales')).json();
    expect(named).toMatchObject({ campaignStep: 2, requiresApproval: true, approvalData: { kind: 'kpi' } });
    await first.stop();

    const second = await instance();
    try {
      const again = second.t.user(userId);
      // The pending KPI recommendation survived: approving it moves on to step 3.
      const approved = await second.t.send(again.headers, id, 'I approve this recommendation.');
      expect(approved.statusCode).toBe(200);
      expect(approved.json()).toMatchObject({
        campaignStep: 3,
        campaignState: { campaignName: 'Phoenix', objective: 'sales', kpis: { primary: 'roas' } },
      });
      const restored = (
        await second.t.app.inject({
          method: 'GET',
          url: `/api/v1/ai/conversations/${id}`,
          headers: again.headers,
        })
      ).json();
      expect(restored.messages).toHaveLength(3 + 2 + 2);
      expect(restored.messages[4]).toMatchObject({ id: named.messageId, approvalData: { kind: 'kpi' } });
      expect(restored.conversation.currentStep).toBe(3);
    } finally {
      await second.stop();
    }
  });
});
