// How the AI service calls the API on a user's behalf: their own bearer token (so the API's owner checks
// apply as for any other client), JSON both ways, and a time limit. One place for the campaign store and
// the insights reader; each decides what an answer means.

export interface ApiRequestOptions {
  apiUrl: string;
  timeoutMs: number;
  fetch?: typeof fetch | undefined;
}

export interface ApiRequest {
  method?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/** `request(token, '/campaigns/…', …)`: the path is below `/api/v1`. Rejects when the API is unreachable or slow. */
export function createApiRequester(options: ApiRequestOptions) {
  const base = `${options.apiUrl.replace(/\/+$/, '')}/api/v1`;
  const doFetch = options.fetch ?? fetch;
  return (token: string, path: string, { method = 'GET', body, headers = {} }: ApiRequest = {}) =>
    doFetch(`${base}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        accept: 'application/json',
        ...headers,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
}
