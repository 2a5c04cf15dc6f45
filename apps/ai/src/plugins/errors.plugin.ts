import { isDatabaseUnavailable, pgErrorCode } from '@northstar/server/database';
import { type ErrorCode, errorBody } from '@northstar/shared/errors';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isAppError } from '../lib/app-error.ts';

/** What a 503 for an unreachable database tells the client to wait before retrying. */
const DATABASE_RETRY_AFTER_SECONDS = '5';

// Fastify's own client errors (bad JSON, body too large, wrong content type) keep their status.
function clientErrorCode(status: number): ErrorCode {
  switch (status) {
    case 401:
      return 'UNAUTHORIZED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 409:
      return 'CONFLICT';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 429:
      return 'RATE_LIMITED';
    default:
      return 'BAD_REQUEST';
  }
}

interface Issue {
  instancePath?: string;
  message?: string;
}

/** "message: The message is empty; moduleContext: Too big". */
function describeIssues(issues: Issue[]): string {
  const parts = issues.slice(0, 5).map((issue) => {
    const path = (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
    const message = issue.message ?? 'is invalid';
    return path ? `${path}: ${message}` : `Request: ${message}`;
  });
  return parts.join('; ') || 'The request is invalid.';
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setNotFoundHandler((request, reply) => {
    reply
      .code(404)
      .send(errorBody('NOT_FOUND', `Route ${request.method} ${request.url.split('?')[0]} not found.`));
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isAppError(error)) {
      if (error.statusCode >= 500) request.log.warn({ err: error.cause ?? error }, error.message);
      reply.headers(error.headers);
      return reply.code(error.statusCode).send(errorBody(error.code, error.message));
    }
    if (hasZodFastifySchemaValidationErrors(error) || Array.isArray(error.validation)) {
      const issues = (error.validation ?? []) as Issue[];
      return reply.code(400).send(errorBody('VALIDATION_ERROR', describeIssues(issues)));
    }
    // PostgreSQL class 22 (data exception): input the database cannot store.
    if (pgErrorCode(error)?.startsWith('22')) {
      return reply
        .code(400)
        .send(
          errorBody('VALIDATION_ERROR', 'The request contains characters or values that cannot be stored.'),
        );
    }
    // The database is down, restarting or out of disk: the client may retry, a balancer may route away.
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ pgCode: pgErrorCode(error) }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', DATABASE_RETRY_AFTER_SECONDS)
        .send(errorBody('UNAVAILABLE', 'The service is temporarily unavailable. Please try again shortly.'));
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 500) {
      // Log the detail for operators; the client only ever sees a generic message.
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send(errorBody('INTERNAL', 'Something went wrong. Please try again.'));
    }
    return reply.code(status).send(errorBody(clientErrorCode(status), error.message));
  });
}
