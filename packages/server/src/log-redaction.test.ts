import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from './database.ts';
import { isSecretName, redactSecrets, redactUrl, serializeError, serializeRequest } from './log-redaction.ts';

describe('redacting URLs', () => {
  it('replaces the value of secret query parameters and keeps the rest', () => {
    expect(redactUrl('/reset-password?token=abc123')).toBe('/reset-password?token=[redacted]');
    expect(redactUrl('/x?page=2&password=hunter2&query=shoes')).toBe(
      '/x?page=2&password=[redacted]&query=shoes',
    );
    expect(redactUrl('/cb?code=c0de&state=s&api_key=k&X-Api-Key=k2&client_secret=s3')).toBe(
      '/cb?code=[redacted]&state=s&api_key=[redacted]&X-Api-Key=[redacted]&client_secret=[redacted]',
    );
    expect(redactUrl('/x?resetToken=a&refresh_token=b&sessionId=c&sig=d')).toBe(
      '/x?resetToken=[redacted]&refresh_token=[redacted]&sessionId=[redacted]&sig=[redacted]',
    );
    // Percent-encoded names are still recognised.
    expect(redactUrl('/x?%74oken=abc')).toBe('/x?%74oken=[redacted]');
  });

  it('leaves URLs without secrets alone, and names that only look alike', () => {
    for (const url of ['/api/v1/campaigns?page=1', '/', '/login', '/x?countryCode=US&keyword=shoes&flag']) {
      expect(redactUrl(url)).toBe(url);
    }
    expect(isSecretName('monkey')).toBe(false);
    expect(isSecretName('currentPassword')).toBe(true);
  });

  it('redacts secret headers and body fields up to three levels below the logged keys, on a copy', () => {
    const fields = {
      headers: { authorization: 'Bearer a', 'x-api-key': 'k', accept: 'json' },
      body: { email: 'a@b.c', password: 'p', profile: { newPassword: 'n', nested: { refreshToken: 'r' } } },
      token: 't',
      Cookie: 'c',
      count: 3,
    };
    const before = structuredClone(fields);
    expect(redactSecrets(fields)).toEqual({
      headers: { authorization: '[redacted]', 'x-api-key': '[redacted]', accept: 'json' },
      body: {
        email: 'a@b.c',
        password: '[redacted]',
        profile: { newPassword: '[redacted]', nested: { refreshToken: '[redacted]' } },
      },
      token: '[redacted]',
      Cookie: '[redacted]',
      count: 3,
    });
    expect(fields).toEqual(before);
    const clean = { reqId: 'req-1', responseTime: 1.5, list: [{ id: 1 }] };
    expect(redactSecrets(clean)).toBe(clean);
  });

  it('leaves req, res and err to their serializers (a request line costs no walk)', () => {
    const req = { method: 'GET', url: '/x', headers: { authorization: 'Bearer a' } };
    const fields = { req, res: { statusCode: 200 } };
    expect(redactSecrets(fields)).toBe(fields);
    expect(serializeRequest(req)).not.toHaveProperty('headers');
  });
});

describe('logging database errors', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createDatabase({});
    await database.db.execute(sql`create table people (email text primary key, password_hash text)`);
  });
  afterAll(() => database?.close());

  it('keeps the SQLSTATE and the statement, never the bound values', async () => {
    const email = 'private.person@example.com';
    const hash = '$argon2id$v=19$m=19456,t=2,p=1$SALTSALT$HASHHASHHASH';
    const insert = () =>
      database.db.execute(sql`insert into people (email, password_hash) values (${email}, ${hash})`);
    await insert();
    const error = await insert().then(
      () => undefined,
      (e: unknown) => e,
    );
    // What the driver hands over does carry the values: that is what must not be logged.
    expect(JSON.stringify(error, Object.getOwnPropertyNames(error))).toContain(email);

    const logged = serializeError(error);
    const text = JSON.stringify(logged);
    expect(logged.sqlState).toBe('23505');
    expect(logged.query).toBe('insert into people (email, password_hash) values ($1, $2)');
    expect(logged.cause).toMatchObject({ code: '23505', constraint: 'people_pkey', table: 'people' });
    expect(logged.message).toBe('Failed query: insert into people (email, password_hash) values ($1, $2)');
    // Neither the values, nor PostgreSQL's detail ("Key (email)=(...) already exists").
    expect(text).not.toContain(email);
    expect(text).not.toContain('SALTSALT');
    expect(text).not.toContain('params');
    expect(text).not.toContain('already exists');
  });

  it('drops values from a message even when they span several lines', () => {
    const error = Object.assign(new Error('Failed query: select $1\nparams: line one\nline two'), {
      query: 'select $1',
      params: ['line one\nline two'],
    });
    const out = serializeError(error);
    expect(out.message).toBe('Failed query: select $1');
    expect(out.stack).not.toContain('line one');
    expect(out.stack).not.toContain('line two');
    expect(out.stack).toContain('    at ');
    expect(JSON.stringify(out)).not.toMatch(/line (one|two)/);
  });
});
