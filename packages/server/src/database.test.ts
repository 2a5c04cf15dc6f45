import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  createDatabase,
  isDatabaseUnavailable,
  pgErrorCode,
  runPrepared,
  UNIQUE_VIOLATION,
} from './database.ts';

describe('pgErrorCode', () => {
  it('finds the SQLSTATE in the driver error drizzle wraps in `cause`', () => {
    const driverError = Object.assign(new Error('duplicate key value'), { code: UNIQUE_VIOLATION });
    const drizzleError = new Error('Failed query: insert into ...', { cause: driverError });
    expect(pgErrorCode(drizzleError)).toBe('23505');
    expect(pgErrorCode(new Error('outer', { cause: drizzleError }))).toBe('23505');
  });

  it('ignores codes that are not SQLSTATEs, and errors without one', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    expect(pgErrorCode(new Error('Failed query', { cause: refused }))).toBeUndefined();
    expect(pgErrorCode(new Error('plain'))).toBeUndefined();
    expect(pgErrorCode('23505')).toBeUndefined();
    expect(pgErrorCode(undefined)).toBeUndefined();
  });
});

// PGlite always; PostgreSQL too when a server is configured (CI sets TEST_DATABASE_URL).
const drivers = [
  { label: 'PGlite', options: {} },
  ...(process.env.TEST_DATABASE_URL
    ? [{ label: 'PostgreSQL', options: { databaseUrl: process.env.TEST_DATABASE_URL } }]
    : []),
];

describe.each(drivers)('runPrepared on $label', ({ options }) => {
  it('runs the same named statement again with new values, and reports SQL errors', async () => {
    const database = await createDatabase(options);
    try {
      const statement = {
        name: 'northstar_test_sum',
        text: 'select $1::int + $2::int as sum, $3::jsonb as doc',
      };
      const first = await runPrepared<{ sum: number }>(database.db, statement, [1, 2, '{"a":1}']);
      const second = await runPrepared<{ sum: number; doc: unknown }>(database.db, statement, [40, 2, '[]']);
      expect(first).toEqual([{ sum: 3, doc: { a: 1 } }]);
      expect(second).toEqual([{ sum: 42, doc: [] }]);
      const broken = runPrepared(
        database.db,
        { name: 'northstar_test_div', text: 'select 1 / $1::int' },
        [0],
      );
      await expect(broken).rejects.toMatchObject({ code: '22012' });
    } finally {
      await database.close();
    }
  });
});

describe('isDatabaseUnavailable', () => {
  it('recognises an embedded database that is gone and a server that refuses connections', async () => {
    const embedded = await createDatabase({});
    await embedded.close();
    const closed = await embedded.db.execute(sql`select 1`).catch((error: unknown) => error);
    expect(isDatabaseUnavailable(closed)).toBe(true);

    const refused = await createDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:1/none' });
    const error = await refused.db.execute(sql`select 1`).catch((e: unknown) => e);
    await refused.close();
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('tells a full disk or a shutdown from a bad query', async () => {
    expect(isDatabaseUnavailable({ message: 'Failed query', cause: { code: '53100' } })).toBe(true);
    expect(isDatabaseUnavailable({ cause: { code: '57P01' } })).toBe(true);
    const embedded = await createDatabase({});
    const bad = await embedded.db.execute(sql`select 'x'::int`).catch((e: unknown) => e);
    await embedded.close();
    expect(pgErrorCode(bad)).toBe('22P02');
    expect(isDatabaseUnavailable(bad)).toBe(false);
  });
});
