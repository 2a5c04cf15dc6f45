import {
  errorBody,
  launchBlockedBody,
  STATUS_ERROR_CODE,
  versionConflictBody,
} from '@northstar/shared/errors';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isAppError } from './app-error.ts';
import { isDatabaseUnavailable, pgErrorCode } from './database.ts';

/** What a 503 for an unreachable database tells the client to wait before retrying. */
const DATABASE_RETRY_AFTER_SECONDS = '5';

// Client mistakes Fastify itself detects, by HTTP status: a human message each; the code is the
// status's generic one (STATUS_ERROR_CODE, which the web client reads the same way).
const CLIENT_ERROR_MESSAGES: Readonly<Record<number, string>> = {
  400: 'The request could not be understood.',
  401: 'Sign in to continue.',
  403: 'You do not have access to this resource.',
  404: 'Not found.',
  413: 'The request body is too large.',
  415: 'Send the request body as application/json.',
  429: 'Too many requests. Please wait a moment and try again.',
};

const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The Content-Length header does not match the body.',
};

interface Issue {
  instancePath?: string;
  message?: string;
}

/** "email: Enter a valid email address; password: Password must be at least 12 characters". */
function describeIssues(issues: Issue[], context: string | undefined): string {
  const parts = issues.slice(0, 5).map((issue) => {
    const path = (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
    const message = issue.message ?? 'is invalid';
    return path ? `${path}: ${message}` : `${context ? `Request ${context}` : 'Request'}: ${message}`;
  });
  return parts.join('; ') || 'The request is invalid.';
}

export interface ErrorHandlingOptions {
  /** Answer unmatched routes with a JSON 404 (the API leaves them to its SPA fallback instead). */
  jsonNotFound?: boolean;
}

/**
 * One error contract for both services: every failure is `{ error: { code, message }, message }` with
 * the code's status, client mistakes are 4xx with a readable message, an unreachable database is 503 and
 * anything else a 500 that never shows internals.
 */
export function registerErrorHandling(app: FastifyInstance, options: ErrorHandlingOptions = {}) {
  if (options.jsonNotFound) {
    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0];
      reply.code(404).send(errorBody('NOT_FOUND', `Route ${request.method} ${path} not found.`));
    });
  }

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isAppError(error)) {
      if (error.statusCode >= 500) request.log.warn({ err: error.cause ?? error }, error.message);
      reply.headers(error.headers);
      const body = error.findings
        ? launchBlockedBody(error.message, error.findings)
        : error.current
          ? versionConflictBody(error.message, error.current)
          : errorBody(error.code, error.message);
      return reply.status(error.statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error) || Array.isArray(error.validation)) {
      const issues = (error.validation ?? []) as Issue[];
      const details = issues.map((i) => ({ path: i.instancePath ?? '', message: i.message ?? '' }));
      return reply
        .status(400)
        .send(errorBody('VALIDATION_ERROR', describeIssues(issues, error.validationContext), details));
    }
    // PostgreSQL class 22 (data exception): input the database cannot store, e.g. a NUL character.
    if (pgErrorCode(error)?.startsWith('22')) {
      request.log.info({ pgCode: pgErrorCode(error) }, 'input refused by the database');
      return reply
        .status(400)
        .send(
          errorBody('VALIDATION_ERROR', 'The request contains characters or values that cannot be stored.'),
        );
    }
    // The database is down, restarting or out of disk: the client may retry, a balancer may route away.
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ pgCode: pgErrorCode(error) }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', DATABASE_RETRY_AFTER_SECONDS)
        .send(errorBody('UNAVAILABLE', 'The service is temporarily unavailable. Please try again shortly.'));
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      // Another 4xx (or secure-json-parse refusing __proto__ / constructor keys) is a plain 400.
      const answered = CLIENT_ERROR_MESSAGES[status] ? status : 400;
      const code = STATUS_ERROR_CODE[answered] ?? 'BAD_REQUEST';
      const message = FASTIFY_MESSAGES[error.code] ?? CLIENT_ERROR_MESSAGES[answered];
      request.log.info({ code: error.code, status }, 'client error');
      return reply.status(answered).send(errorBody(code, message ?? 'The request could not be understood.'));
    }
    // Anything else is our fault: log it whole, answer without internals.
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(errorBody('INTERNAL', 'Internal server error'));
  });
}
