import { Pool } from 'undici';

// How the AI service calls the API on a user's behalf: their own bearer token (so the API's owner checks
// apply as for any other client), JSON both ways, and a time limit. One place for the campaign store and
// the insights reader; each decides what an answer means.
//
// A keep-alive undici Pool rather than `fetch`: the campaign is saved on every change of a conversation
// (ADR 0016), and fetch's WHATWG request, headers and stream objects cost the AI service about as much
// CPU per save as the rest of the save path (ADR 0020).

export interface ApiRequestOptions {
  apiUrl: string;
  timeoutMs: number;
}

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface ApiRequest {
  method?: ApiMethod;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface ApiResponse {
  status: number;
  ok: boolean;
  /** The body as JSON; rejects when it is not JSON. Read it or `discard` it, once. */
  json(): Promise<unknown>;
  discard(): Promise<void>;
}

/** Connections kept to the API per requester: more than the saves one instance runs at once. */
const CONNECTIONS = 64;

/** `request(token, '/campaigns/…', …)`: the path is below `/api/v1`. Rejects when the API is unreachable or slow. */
export function createApiRequester(options: ApiRequestOptions) {
  const url = new URL(options.apiUrl);
  const base = `${url.pathname.replace(/\/+$/, '')}/api/v1`;
  const pool = new Pool(url.origin, { connections: CONNECTIONS });
  return async (
    token: string,
    path: string,
    { method = 'GET', body, headers = {} }: ApiRequest = {},
  ): Promise<ApiResponse> => {
    const response = await pool.request({
      path: `${base}${path}`,
      method,
      headers: {
        authorization: `Bearer ${token}`,
        accept: 'application/json',
        ...headers,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? null : JSON.stringify(body),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    const status = response.statusCode;
    return {
      status,
      ok: status >= 200 && status < 300,
      json: () => response.body.json(),
      discard: () => response.body.dump(),
    };
  };
}
