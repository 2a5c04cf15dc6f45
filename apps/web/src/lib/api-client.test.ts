import { beforeEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, mockFetch } from '../test/fetch-mock.ts';
import { ApiError, apiRequest, configureApiClient } from './api-client.ts';

const onUnauthorized = vi.fn();

beforeEach(() => {
  onUnauthorized.mockReset();
  configureApiClient({ getToken: () => 'secret-token', onUnauthorized });
});

describe('apiRequest', () => {
  it('sends JSON with the bearer token, without cookies, under /api/v1', async () => {
    const { fetchMock, requests } = mockFetch({ 'POST /api/v1/things': jsonResponse(200, { ok: true }) });
    await expect(apiRequest('/things', { method: 'POST', body: { a: 1 } })).resolves.toEqual({ ok: true });
    expect(requests[0]?.headers.authorization).toBe('Bearer secret-token');
    expect(requests[0]?.headers['content-type']).toBe('application/json');
    expect(requests[0]?.body).toEqual({ a: 1 });
    const init = fetchMock.mock.calls[0]?.[1] as RequestInit;
    expect(init.credentials).toBe('omit');
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });

  it('omits the token on public calls', async () => {
    const { requests } = mockFetch({ 'POST /api/v1/auth/login': jsonResponse(200, {}) });
    await apiRequest('/auth/login', { method: 'POST', body: {}, auth: false });
    expect(requests[0]?.headers.authorization).toBeUndefined();
  });

  it('turns an error body into a typed http ApiError with the server message', async () => {
    mockFetch({ 'GET /api/v1/x': errorResponse(409, 'EMAIL_TAKEN', 'Already there') });
    const error = await apiRequest('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      code: 'EMAIL_TAKEN',
      kind: 'http',
      serverMessage: 'Already there',
    });
  });

  it('keeps the shared error code, and gives a reply without one the code its status stands for', async () => {
    mockFetch({
      'GET /api/v1/known': errorResponse(403, 'ACCOUNT_PENDING', 'Pending'),
      'GET /api/v1/proxy': new Response('<html>Bad gateway</html>', { status: 502 }),
      'GET /api/v1/odd': errorResponse(429, 'SOMETHING_NEW', 'Slow down'),
    });
    const failure = (path: string) => apiRequest<never>(path).catch((e: unknown) => e as ApiError);
    const known = await failure('/known');
    expect(known.code).toBe('ACCOUNT_PENDING');
    expect(known.is('ACCOUNT_PENDING', 'ACCOUNT_REJECTED')).toBe(true);
    expect(known.isServerFault).toBe(false);
    const proxy = await failure('/proxy');
    expect(proxy).toMatchObject({ status: 502, code: 'UNAVAILABLE' });
    expect(proxy.isServerFault).toBe(true);
    expect((await failure('/odd')).code).toBe('RATE_LIMITED');
  });

  it('accepts a plain string error field as the server message', async () => {
    mockFetch({ 'GET /api/v1/x': jsonResponse(400, { error: 'Nope' }) });
    await expect(apiRequest('/x')).rejects.toMatchObject({ serverMessage: 'Nope', status: 400 });
  });

  it('reports a timeout as kind "timeout"', async () => {
    mockFetch({ 'GET /api/v1/slow': new DOMException('The operation timed out.', 'TimeoutError') });
    await expect(apiRequest('/slow')).rejects.toMatchObject({ kind: 'timeout', status: 0, code: 'TIMEOUT' });
  });

  it('reports a failed connection as kind "network"', async () => {
    mockFetch({ 'GET /api/v1/down': new TypeError('Failed to fetch') });
    await expect(apiRequest('/down')).rejects.toMatchObject({
      kind: 'network',
      status: 0,
      code: 'NETWORK_ERROR',
    });
  });

  it('signs the user out on a 401 from an authenticated call', async () => {
    mockFetch({ 'GET /api/v1/auth/me': errorResponse(401, 'UNAUTHORIZED', 'Expired') });
    await expect(apiRequest('/auth/me')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('does not sign out on a 401 from the login call', async () => {
    mockFetch({ 'POST /api/v1/auth/login': errorResponse(401, 'INVALID_CREDENTIALS', 'Invalid') });
    await expect(apiRequest('/auth/login', { method: 'POST', body: {}, auth: false })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('logs requests and responses without passwords or tokens', async () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {});
    mockFetch({
      'POST /api/v1/auth/login': jsonResponse(200, {
        user: { email: 'a@b.c' },
        tokens: { accessToken: 'tok-123' },
      }),
    });
    await apiRequest('/auth/login', { method: 'POST', body: { email: 'a@b.c', password: 'hunter2hunter2' } });
    const logged = JSON.stringify(debug.mock.calls);
    expect(logged).toContain('/api/v1/auth/login');
    expect(logged).toContain('a@b.c');
    expect(logged).not.toContain('hunter2hunter2');
    expect(logged).not.toContain('tok-123');
    expect(logged).not.toContain('secret-token');
  });
});

describe('ApiError findings', () => {
  it('keeps the findings of a 422 LAUNCH_BLOCKED body, each checked against the shared schema', async () => {
    mockFetch({
      'POST /api/v1/campaigns/c1/launch': jsonResponse(422, {
        error: {
          code: 'LAUNCH_BLOCKED',
          message: 'This campaign cannot launch yet.',
          findings: [
            { step: 9, field: 'payment.method', message: 'Choose a payment method' },
            { step: 6, field: 'compliance', message: 'Blocked', rule: 'cannabis.min-age' },
            { step: 'nine', field: 'x', message: 'not a finding' },
            { step: 12, field: 'x', message: 'no such step' },
          ],
        },
        message: 'This campaign cannot launch yet.',
      }),
    });
    const error = await apiRequest('/campaigns/c1/launch', { method: 'POST' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, code: 'LAUNCH_BLOCKED' });
    expect((error as ApiError).findings).toEqual([
      { step: 9, field: 'payment.method', message: 'Choose a payment method' },
      { step: 6, field: 'compliance', message: 'Blocked', rule: 'cannabis.min-age' },
    ]);
  });

  it('has no findings when the body lists none', async () => {
    mockFetch({ 'GET /api/v1/x': errorResponse(409, 'INVALID_TRANSITION', 'No') });
    const error = (await apiRequest('/x').catch((e: unknown) => e)) as ApiError;
    expect(error.findings).toBeUndefined();
  });
});
