import type { PublicUser } from '@northstar/shared/auth';
import { vi } from 'vitest';

export interface MockRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

type Failure = Error | DOMException;
type Reply =
  | Response
  | Failure
  | ((request: MockRequest) => Response | Failure | Promise<Response | Failure>);

export const jsonResponse = (status: number, body?: unknown): Response =>
  new Response(body === undefined || status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

export const errorResponse = (status: number, code: string, message: string): Response =>
  jsonResponse(status, { error: { code, message }, message });

/**
 * Stubs the network boundary (global fetch). Routes are keyed "METHOD /path"; a route may hold a
 * list of replies consumed in order (the last one repeats); a reply may be made from the request.
 * Every request is recorded.
 */
export function mockFetch(routes: Record<string, Reply | Reply[]>) {
  const requests: MockRequest[] = [];
  const queues = new Map(
    Object.entries(routes).map(([key, value]) => [key, Array.isArray(value) ? [...value] : [value]]),
  );

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const request = { method, url, headers, body };
    requests.push(request);

    const queue = queues.get(`${method} ${url}`);
    if (!queue || queue.length === 0) return jsonResponse(501, { message: `Unmocked ${method} ${url}` });
    const next = queue.length > 1 ? queue.shift() : queue[0];
    const reply = typeof next === 'function' ? await next(request) : next;
    // DOMException (e.g. TimeoutError) is not always an Error subclass: anything not a Response is thrown.
    if (!(reply instanceof Response)) throw reply;
    return reply.clone();
  });

  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    requests,
    calls: (key: string) => requests.filter((r) => `${r.method} ${r.url}` === key),
  };
}

export const makeUser = (overrides: Partial<PublicUser> = {}): PublicUser => ({
  id: 'user-1',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  company: 'Analytical Ads',
  phone: null,
  role: 'user',
  status: 'approved',
  timezone: 'UTC',
  language: 'en',
  preferences: {},
  createdAt: '2025-01-01T00:00:00.000Z',
  ...overrides,
});

export const loginBody = (user: PublicUser = makeUser(), token = 'token-abc') => ({
  user,
  tokens: {
    accessToken: token,
    access_token: token,
    tokenType: 'Bearer',
    expiresAt: '2030-01-01T00:00:00.000Z',
  },
});
