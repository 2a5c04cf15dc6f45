import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import { type ErrorCode, errorBody } from '@northstar/shared/errors';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import type { AiConfig } from './config/env.ts';
import { healthRoutes } from './modules/health/health.routes.ts';

export const BODY_LIMIT_BYTES = 64 * 1024;

export interface BuildAppOptions {
  /** Overrides the logger (tests pass false to keep output quiet). */
  logger?: boolean;
}

export async function buildApp(config: AiConfig, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    bodyLimit: BODY_LIMIT_BYTES,
    routerOptions: { ignoreTrailingSlash: true },
  });

  // Registered before any route so its onRequest hook sets the headers on every reply, errors included.
  await app.register(helmet, { global: true });
  await app.register(cors, {
    origin: config.corsOrigins,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type'],
    maxAge: 600,
  });

  app.setNotFoundHandler((request, reply) => {
    reply
      .code(404)
      .send(errorBody('NOT_FOUND', `Route ${request.method} ${request.url.split('?')[0]} not found.`));
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      // Log the detail for operators; the client only ever sees a generic message.
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send(errorBody('INTERNAL', 'Something went wrong. Please try again.'));
    }
    if (error.validation) {
      return reply.code(400).send(errorBody('VALIDATION_ERROR', error.message));
    }
    return reply.code(status).send(errorBody(clientErrorCode(status), error.message));
  });

  await app.register(healthRoutes, { prefix: '/api/v1' });
  return app;
}

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
