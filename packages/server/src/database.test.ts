import { describe, expect, it } from 'vitest';
import { pgErrorCode, UNIQUE_VIOLATION } from './database.ts';

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
