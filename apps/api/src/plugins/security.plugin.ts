import cors from '@fastify/cors';
import { helmetHeaders } from '@northstar/server/security-headers';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config/env.ts';

/** Helmet on every response (registered first, its onRequest hook also covers 404s and errors). */
export async function registerSecurity(app: FastifyInstance, config: AppConfig) {
  const aiOrigin = new URL(config.aiServiceUrl).origin;
  const securityHeaders = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", aiOrigin],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    // The SPA and the AI service are different origins on purpose; CORS decides who may read.
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  // Behind a load balancer, INSTANCE_ID tells which instance answered (the scale-out test reads it).
  const headers = config.instanceId
    ? { ...securityHeaders, 'x-instance': config.instanceId }
    : securityHeaders;
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  // Only the explicit allow-list; a refused origin simply gets no Access-Control-Allow-Origin.
  await app.register(cors, {
    origin: config.corsOrigins,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type', 'X-Module-Context'],
    exposedHeaders: ['Retry-After'],
    maxAge: 600,
  });
}
