import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from './database.ts';
import { createJobLeader } from './job-leader.ts';
import { usingPostgres } from './test-database.ts';

const LOCK = 727_999;

describe('job leader on PGlite', () => {
  it('is always the leader: one process owns an embedded database', async () => {
    const database = await createDatabase({});
    const leader = createJobLeader(database, LOCK);
    expect(await leader.acquire()).toBe(true);
    await leader.close();
    await database.close();
  });
});

describe.runIf(usingPostgres())('job leader on PostgreSQL', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createDatabase({
      databaseUrl: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    });
  });
  afterAll(() => database.close());

  it('lets exactly one of two instances lead, keeps it leading, and hands over when it closes', async () => {
    const a = createJobLeader(database, LOCK);
    const b = createJobLeader(database, LOCK);
    expect(await a.acquire()).toBe(true);
    expect(await b.acquire()).toBe(false);
    expect(await a.acquire()).toBe(true);
    await a.close();
    expect(await b.acquire()).toBe(true);
    expect(await a.acquire()).toBe(false);
    await a.close();
    await b.close();
  });
});
