// One stable code per failure, mapped to one HTTP status; shared by the servers and the client.
export const ERROR_STATUS = {
  VALIDATION_ERROR: 400,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  INVALID_CREDENTIALS: 401,
  TOKEN_INVALID: 401,
  ACCOUNT_PENDING: 403,
  ACCOUNT_REJECTED: 403,
  ACCOUNT_DISABLED: 403,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  EMAIL_TAKEN: 409,
  CONFLICT: 409,
  INVALID_TRANSITION: 409,
  VERSION_CONFLICT: 409,
  LAUNCH_BLOCKED: 422,
  FORECAST_UNAVAILABLE: 422,
  CAMPAIGN_LIMIT: 422,
  RESET_TOKEN_INVALID: 400,
  WEAK_PASSWORD: 400,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/**
 * The generic code of an HTTP status, for a failure that carries none of its own: the servers' answer
 * to a client error Fastify detected, and the web client's reading of a reply without a code.
 */
export const STATUS_ERROR_CODE: Readonly<Partial<Record<number, ErrorCode>>> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  502: 'UNAVAILABLE',
  503: 'UNAVAILABLE',
  504: 'UNAVAILABLE',
};

/**
 * The body of every error response. `message` is repeated at the top level for clients that read only
 * `message` (docs/product.md#contracts).
 */
export interface ErrorBody {
  error: {
    code: ErrorCode;
    message: string;
    details?: unknown;
    findings?: unknown[];
    /** FORECAST_UNAVAILABLE: what the draft lacks (e.g. ["budget", "platforms"]). */
    missing?: string[];
    current?: { version: number };
  };
  message: string;
}

export const errorBody = (code: ErrorCode, message: string, details?: unknown): ErrorBody => ({
  error: details === undefined ? { code, message } : { code, message, details },
  message,
});

/** 422 LAUNCH_BLOCKED: the launch gate's findings ride in the error itself (docs/product.md#launch-gate). */
export const launchBlockedBody = (message: string, findings: unknown[]): ErrorBody => ({
  error: { code: 'LAUNCH_BLOCKED', message, findings },
  message,
});

export const VERSION_CONFLICT_MESSAGE = 'This campaign was changed elsewhere; reload it.';

/** 409 VERSION_CONFLICT: the write was based on an older copy; `current` says what is stored now. */
export const versionConflictBody = (message: string, current: { version: number }): ErrorBody => ({
  error: { code: 'VERSION_CONFLICT', message, current },
  message,
});
