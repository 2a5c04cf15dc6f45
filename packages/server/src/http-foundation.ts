import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import { type ErrorHandlingOptions, registerErrorHandling } from './error-handler.ts';
import { answerOversizedBodies } from './oversized-bodies.ts';

/** Load balancers call the health probes constantly: their requests are logged only at warn and up. */
export const PROBE_LOG_LEVEL = 'warn';

/** Where both services answer JSON (the API's docs at /api/docs are a page). */
const JSON_API_PREFIX = '/api/v1/';

export interface HttpFoundationOptions extends ErrorHandlingOptions {
  /** Browser origins allowed to call the service; a refused origin simply gets no allow header. */
  corsOrigins: readonly string[];
  /** Set on every reply under /api/v1/, errors and 404s included (jsonResponseHeaders' output). */
  jsonHeaders: Readonly<Record<string, string>>;
  /**
   * Set on every other reply (the SPA's pages and files, the API docs): helmetHeaders' output. Without
   * it, a service that serves no document sends jsonHeaders everywhere.
   */
  documentHeaders?: Readonly<Record<string, string>>;
  /** Behind a load balancer, names the instance that answered in `X-Instance`. */
  instanceId?: string | undefined;
}

/**
 * What both services share before any route: the response headers, CORS, the error contract, a 413
 * for any body over the limit that the client can read, and a JSON-only body parser. Call it first in buildApp so its hooks cover every route.
 */
export async function registerHttpFoundation(app: FastifyInstance, options: HttpFoundationOptions) {
  const withInstance = (headers: Readonly<Record<string, string>>) =>
    options.instanceId ? { ...headers, 'x-instance': options.instanceId } : headers;
  const json = withInstance(options.jsonHeaders);
  const documents = options.documentHeaders ? withInstance(options.documentHeaders) : json;
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith(JSON_API_PREFIX) ? json : documents);
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
  answerOversizedBodies(app);
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
