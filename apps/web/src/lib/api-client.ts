import { isStepNumber, type LaunchFinding } from '@northstar/shared/campaign';
import { API_TIMEOUT_MS } from '@northstar/shared/constants';
import { ERROR_STATUS, type ErrorCode, STATUS_ERROR_CODE } from '@northstar/shared/errors';
import { API_BASE_PATH } from '../config/env.ts';
import { redact } from './redact.ts';

export type ApiErrorKind = 'http' | 'network' | 'timeout';

/** The servers' shared error codes, plus the two failures that never reached a server. */
export type ApiErrorCode = ErrorCode | 'NETWORK_ERROR' | 'TIMEOUT';

const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && Object.hasOwn(ERROR_STATUS, value);

/** A reply without one of our codes (a proxy's 502 page, say) gets the code its status stands for. */
const codeForStatus = (status: number): ErrorCode =>
  STATUS_ERROR_CODE[status] ?? (status >= 500 ? 'INTERNAL' : 'BAD_REQUEST');

/** Every failed call rejects with this, so callers map errors by their shared code, never by parsing text. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly kind: ApiErrorKind;
  /** The server's own message, when it sent one; error mappers prefer it over their fallbacks. */
  readonly serverMessage: string | undefined;
  /** What stops a launch (422 LAUNCH_BLOCKED), when the error body lists it; each one checked. */
  readonly findings: LaunchFinding[] | undefined;
  /** The stored version a write was not based on (409 VERSION_CONFLICT), when the body says. */
  readonly current: { version: number } | undefined;
  /** The body's `error` object as sent (unchecked): callers parse the extra fields they expect. */
  readonly details: Readonly<Record<string, unknown>> | undefined;

  constructor(init: {
    status: number;
    /** The body's `error.code`; an unknown or missing one is derived from the status. */
    code?: string | undefined;
    message: string;
    kind: ApiErrorKind;
    serverMessage?: string | undefined;
    findings?: LaunchFinding[];
    current?: { version: number } | undefined;
    details?: Readonly<Record<string, unknown>> | undefined;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.kind = init.kind;
    this.code =
      init.kind === 'timeout'
        ? 'TIMEOUT'
        : init.kind === 'network'
          ? 'NETWORK_ERROR'
          : isErrorCode(init.code)
            ? init.code
            : codeForStatus(init.status);
    this.serverMessage = init.serverMessage;
    this.findings = init.findings;
    this.current = init.current;
    this.details = init.details;
  }

  /** True when the failure carries one of these codes. */
  is(...codes: ApiErrorCode[]): boolean {
    return codes.includes(this.code);
  }

  /** The server failed or is unavailable (as opposed to refusing the request). */
  get isServerFault(): boolean {
    return this.is('INTERNAL', 'UNAVAILABLE');
  }
}

/** `error` is an ApiError with one of these codes. */
export const hasErrorCode = (error: unknown, ...codes: ApiErrorCode[]): boolean =>
  isApiError(error) && error.is(...codes);

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

interface SessionHooks {
  getToken: () => string | null;
  onUnauthorized: () => void;
}

// The auth store registers itself here; lib code must not import a feature.
let session: SessionHooks = { getToken: () => null, onUnauthorized: () => {} };

export function configureApiClient(hooks: Partial<SessionHooks>): void {
  session = { ...session, ...hooks };
}

export const hasAccessToken = (): boolean => Boolean(session.getToken());

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Attach the bearer token and sign out on 401. False for the login call and other public calls. */
  auth?: boolean;
  timeoutMs?: number;
  baseUrl?: string;
  headers?: Record<string, string>;
}

function readServerError(body: unknown): { code?: string; message?: string } {
  if (!body || typeof body !== 'object') return {};
  const record = body as { error?: unknown; message?: unknown };
  const nested =
    record.error && typeof record.error === 'object' ? (record.error as Record<string, unknown>) : {};
  const message =
    typeof nested.message === 'string'
      ? nested.message
      : typeof record.message === 'string'
        ? record.message
        : typeof record.error === 'string'
          ? record.error
          : undefined;
  return { code: typeof nested.code === 'string' ? nested.code : undefined, message };
}

/**
 * The error body's `error.findings`, each checked with the shared launchFindingSchema; entries that do not
 * fit are dropped. The schema loads only when a body has findings: zod is not part of the first paint.
 */
async function readFindings(body: unknown): Promise<LaunchFinding[] | undefined> {
  const nested = (body as { error?: { findings?: unknown } } | null)?.error;
  const raw = nested && typeof nested === 'object' ? nested.findings : undefined;
  if (!Array.isArray(raw)) return undefined;
  let schema: typeof import('./launch-finding-contract.ts')['launchFindingSchema'];
  try {
    schema = (await import('./launch-finding-contract.ts')).launchFindingSchema;
  } catch {
    // The schema's chunk did not load (offline): the error still stands, without its findings.
    return undefined;
  }
  return raw.flatMap((item) => {
    const parsed = schema.safeParse(item);
    // A step outside the builder's nine could not be shown next to its step.
    return parsed.success && isStepNumber(parsed.data.step) ? [parsed.data as LaunchFinding] : [];
  });
}

/** The error body's `error.current` of a 409 VERSION_CONFLICT, when it holds a version number. */
function readCurrent(body: unknown): { version: number } | undefined {
  const current = (body as { error?: { current?: { version?: unknown } } } | null)?.error?.current;
  return typeof current?.version === 'number' ? { version: current.version } : undefined;
}

function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function errorObject(body: unknown): Readonly<Record<string, unknown>> | undefined {
  const nested = (body as { error?: unknown } | null)?.error;
  return nested && typeof nested === 'object' ? (nested as Record<string, unknown>) : undefined;
}

export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { method = 'GET', body, auth = true, timeoutMs = API_TIMEOUT_MS, baseUrl = API_BASE_PATH } = options;
  const url = `${baseUrl}${path}`;
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const token = auth ? session.getToken() : null;
  if (token) headers.Authorization = `Bearer ${token}`;

  console.debug(`[api] -> ${method} ${url}`, body === undefined ? '' : redact(body));
  const started = Date.now();

  const signal = AbortSignal.timeout(timeoutMs);
  let response: Response;
  let data: unknown;
  try {
    response = await fetch(url, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'omit',
      signal,
    });
    data = parseBody(await response.text());
  } catch (error) {
    // DOMException is not an Error subclass everywhere, so check the name, and the signal itself.
    const timedOut = (error as { name?: unknown } | null)?.name === 'TimeoutError' || signal.aborted;
    console.debug(`[api] x ${method} ${url}`, timedOut ? 'timeout' : 'network error');
    throw new ApiError({
      status: 0,
      message: timedOut ? 'Request timed out' : 'Network request failed',
      kind: timedOut ? 'timeout' : 'network',
    });
  }

  console.debug(`[api] <- ${response.status} ${method} ${url} (${Date.now() - started} ms)`, redact(data));

  if (!response.ok) {
    const server = readServerError(data);
    if (response.status === 401 && token) session.onUnauthorized();
    const findings = await readFindings(data);
    throw new ApiError({
      status: response.status,
      code: server.code,
      message: server.message ?? `Request failed with status ${response.status}`,
      kind: 'http',
      serverMessage: server.message,
      details: errorObject(data),
      ...(findings ? { findings } : {}),
      current: readCurrent(data),
    });
  }
  return data as T;
}
