// What both services may write to their logs: secrets (tokens, passwords, session cookies, API keys)
// never, and of a failed SQL statement its text and SQLSTATE but never the values bound to it.
// buildLoggerOptions() is the `logger` option of each Fastify app.

export const REDACTED = '[redacted]';

// Query parameter and body field names, lower-cased without separators ("api_key" -> "apikey"),
// that carry a secret. Strong words mark a secret wherever the name ends in them ("resetToken",
// "client_secret", "x-api-key"); weak words only as the whole name, so "countryCode" or "monkey" stay.
const STRONG_ENDINGS = [
  'token',
  'password',
  'passwd',
  'pwd',
  'passphrase',
  'secret',
  'signature',
  'credential',
  'credentials',
  'cookie',
  'jwt',
  'otp',
  'apikey',
  'accesskey',
  'privatekey',
  'secretkey',
  'session',
  'sessionid',
  'authcode',
  'authorization',
];
const WEAK_NAMES = new Set(['code', 'key', 'sig', 'sid', 'auth', 'hash', 'pass', 'pin']);

/** True for a parameter or field name that holds a secret (token, password, code, key, ...). */
export function isSecretName(name: string): boolean {
  const normalized = name.toLowerCase().replace(/[^a-z0-9]/g, '');
  return WEAK_NAMES.has(normalized) || STRONG_ENDINGS.some((ending) => normalized.endsWith(ending));
}

const decodeName = (raw: string) => {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
};

/**
 * A request URL with the value of every secret query parameter replaced by `[redacted]`:
 * `/reset-password?token=abc&x=1` -> `/reset-password?token=[redacted]&x=1`. Everything else is kept
 * byte for byte, so the line still shows which page or route was asked for.
 */
export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start === -1) return url;
  const hash = url.indexOf('#', start);
  const end = hash === -1 ? url.length : hash;
  const query = url
    .slice(start + 1, end)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq === -1 ? pair : pair.slice(0, eq);
      return eq !== -1 && isSecretName(decodeName(name)) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, start + 1)}${query}${hash === -1 ? '' : `#${REDACTED}`}`;
}

interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  headers?: Record<string, unknown>;
  socket?: { remotePort?: number } | null;
}

/** Fastify's own request serializer, with the URL's secrets redacted. */
export function serializeRequest(req: LoggedRequest) {
  return {
    method: req.method,
    url: typeof req.url === 'string' ? redactUrl(req.url) : req.url,
    version: typeof req.headers?.['accept-version'] === 'string' ? req.headers['accept-version'] : undefined,
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket ? req.socket.remotePort : undefined,
  };
}

// What an error may tell the log. Everything else on an error object stays out, because drivers hang
// the statement's values on it: drizzle's `params` (and its message "params: ..."), PGlite's and
// node-postgres' `params`/`parameters`, PostgreSQL's `detail` ("Key (email)=(a@b.c) already exists")
// and `where`/`internalQuery`, HTTP clients' request bodies and headers.
const ERROR_FIELDS = [
  'code',
  'errno',
  'syscall',
  'statusCode',
  'status',
  'responseCode',
  'command',
  // PostgreSQL's error fields that name things, not values.
  'severity',
  'routine',
  'schema',
  'table',
  'column',
  'constraint',
  'dataType',
  'position',
] as const;

const MAX_CAUSE_DEPTH = 5;
/** SQLSTATE: five digits or upper-case letters (23505 unique_violation, 42P01 undefined_table...). */
const SQLSTATE = /^[0-9A-Z]{5}$/;

export interface SerializedError {
  type: string;
  message: string;
  stack: string;
  /** The SQL text of a failed statement, with its $1, $2 placeholders and without their values. */
  query?: string;
  sqlState?: string;
  cause?: SerializedError;
  [field: string]: unknown;
}

/** drizzle's message "Failed query: <sql>\nparams: <values>" keeps its first part (values may hold newlines). */
const messageWithoutParams = (text: string) => text.replace(/\nparams: [\s\S]*$/, '');
/** In a stack, the values run from "params: " to the first frame. */
const stackWithoutParams = (text: string) => text.replace(/\nparams: [\s\S]*?(?=\n\s+at |$)/, '');

/**
 * The `err` serializer of both services: type, message, stack, codes and the statement, never the
 * values. Causes are serialized the same way (drizzle wraps the driver's error in `cause`).
 */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (typeof error !== 'object' || error === null) {
    return { type: typeof error, message: String(error), stack: '' };
  }
  const source = error as Record<string, unknown> & { constructor?: { name?: unknown } };
  const rawMessage = typeof source.message === 'string' ? source.message : '';
  const message = messageWithoutParams(rawMessage);
  const type =
    typeof source.constructor?.name === 'string' && source.constructor.name !== 'Object'
      ? source.constructor.name
      : typeof source.name === 'string'
        ? source.name
        : 'Error';
  // The stack's first line repeats the message, values and all.
  const stack =
    typeof source.stack === 'string'
      ? stackWithoutParams(rawMessage ? source.stack.replace(rawMessage, () => message) : source.stack)
      : '';
  const out: SerializedError = { type, message, stack };
  if (typeof source.query === 'string') out.query = source.query;
  for (const field of ERROR_FIELDS) {
    const value = source[field];
    if (typeof value === 'string' || typeof value === 'number') out[field] = value;
  }
  if (typeof source.code === 'string' && SQLSTATE.test(source.code)) out.sqlState = source.code;
  if (source.cause !== undefined && source.cause !== null) {
    if (depth < MAX_CAUSE_DEPTH) {
      const cause = serializeError(source.cause, depth + 1);
      out.cause = cause;
      // The SQLSTATE of a wrapped driver error, where a reader looks for it first.
      if (out.sqlState === undefined && cause.sqlState) {
        out.sqlState = cause.sqlState;
      }
    }
  }
  if (Array.isArray(source.errors) && depth < MAX_CAUSE_DEPTH) {
    out.errors = source.errors.slice(0, 5).map((inner) => serializeError(inner, depth + 1));
  }
  return out;
}

const SECRET_HEADERS = ['authorization', 'proxy-authorization', 'cookie', 'set-cookie', 'x-api-key'];
const SECRET_FIELDS = [
  'password',
  'currentPassword',
  'newPassword',
  'passwordHash',
  'password_hash',
  'token',
  'accessToken',
  'refreshToken',
  'resetToken',
  'idToken',
  'apiKey',
  'secret',
  'authorization',
  'cookie',
];

// Every name in one set, lower-cased: a field or a header named so is redacted at any of the depths below.
const SECRET_KEYS = new Set([...SECRET_HEADERS, ...SECRET_FIELDS].map((name) => name.toLowerCase()));
/** The logged object's own keys and three levels below them. */
const MAX_DEPTH = 4;
// Written by their serializers, which keep only what is safe (a request's method and redacted URL, an
// error's type, message and SQLSTATE, a reply's status): never walked, so a request costs nothing here.
const SERIALIZED = new Set(['req', 'res', 'err']);

function redactValue(value: unknown, depth: number): unknown {
  if (depth >= MAX_DEPTH || value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) {
    return value;
  }
  let copy: Record<string, unknown> | unknown[] | undefined;
  const source = value as Record<string, unknown>;
  for (const key of Object.keys(source)) {
    if (depth === 0 && SERIALIZED.has(key)) continue;
    const inner = source[key];
    const redacted = SECRET_KEYS.has(key.toLowerCase()) ? REDACTED : redactValue(inner, depth + 1);
    if (redacted !== inner) {
      copy ??= Array.isArray(value) ? [...value] : { ...source };
      (copy as Record<string, unknown>)[key] = redacted;
    }
  }
  return copy ?? value;
}

/**
 * The logged object with every secret header and field, up to three levels below its own keys,
 * replaced by `[redacted]`. Copies only what it changes; the caller's object is left as it was.
 */
export const redactSecrets = (fields: Record<string, unknown>): Record<string, unknown> =>
  redactValue(fields, 0) as Record<string, unknown>;

export interface LoggerOptions {
  level: string;
  /** Where lines go (stdout without it); tests read them. */
  stream?: { write(line: string): void } | undefined;
}

/**
 * The `logger` option of a Fastify app: redacted URLs, headers, body fields and SQL parameters.
 * One walk over what a line logs (redactSecrets) rather than pino's `redact` paths: pino 10 tries each
 * of ~90 wildcard paths on every key of every line, which cost a request as much as everything else.
 */
export function buildLoggerOptions({ level, stream }: LoggerOptions) {
  return {
    level,
    formatters: { log: redactSecrets },
    serializers: { req: serializeRequest, err: (error: unknown) => serializeError(error) },
    ...(stream ? { stream } : {}),
  };
}
