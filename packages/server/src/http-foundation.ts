import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import { type ErrorHandlingOptions, registerErrorHandling } from './error-handler.ts';

/** Load balancers call the health probes constantly: their requests are logged only at warn and up. */
export const PROBE_LOG_LEVEL = 'warn';

export interface HttpFoundationOptions extends ErrorHandlingOptions {
  /** Browser origins allowed to call the service; a refused origin simply gets no allow header. */
  corsOrigins: readonly string[];
  /** Set on every reply, errors and 404s included (helmetHeaders' output). */
  securityHeaders: Readonly<Record<string, string>>;
  /** Behind a load balancer, names the instance that answered in `X-Instance`. */
  instanceId?: string | undefined;
}

/**
 * What both services share before any route: the response headers, CORS, the error contract and a
 * JSON-only body parser. Call it first in buildApp so its hooks cover every route.
 */
export async function registerHttpFoundation(app: FastifyInstance, options: HttpFoundationOptions) {
  const headers = options.instanceId
    ? { ...options.securityHeaders, 'x-instance': options.instanceId }
    : options.securityHeaders;
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });

  await app.register(cors, {
    origin: [...options.corsOrigins],
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type', 'X-Module-Context'],
    exposedHeaders: ['Retry-After'],
    maxAge: 600,
  });

  registerErrorHandling(app, options);
  acceptJsonBodiesOnly(app);
}

/**
 * JSON only: any other content type gets 415. An empty JSON body (a bodiless POST from a fetch wrapper
 * that always sets the header) is "no body" rather than a parse error.
 */
function acceptJsonBodiesOnly(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') return done(null, undefined);
    parseJson(request, text, done);
  });
}
