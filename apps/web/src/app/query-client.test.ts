import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-client.ts';
import { retryUnlessClientError } from './query-client.ts';

const httpError = (status: number) => new ApiError({ status, message: 'x', kind: 'http' });

describe('the one retry policy of every query', () => {
  it('never retries a refusal (4xx)', () => {
    for (const status of [400, 401, 403, 404, 409, 422, 429]) {
      expect(retryUnlessClientError(0, httpError(status))).toBe(false);
    }
  });

  it('retries a server fault, a network failure or a bad body three times', () => {
    const faults = [
      httpError(500),
      httpError(503),
      new ApiError({ status: 0, message: 'x', kind: 'network' }),
    ];
    for (const fault of [...faults, new Error('a body that does not fit its schema')]) {
      expect([0, 1, 2, 3].map((count) => retryUnlessClientError(count, fault))).toEqual([
        true,
        true,
        true,
        false,
      ]);
    }
  });
});
