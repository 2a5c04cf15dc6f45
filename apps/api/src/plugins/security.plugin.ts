import { registerHttpFoundation } from '@northstar/server/http-foundation';
import { helmetHeaders } from '@northstar/server/security-headers';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config/env.ts';

/** The API's helmet headers (a CSP for the SPA) on every response, then the shared HTTP foundation. */
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
  await registerHttpFoundation(app, {
    corsOrigins: config.corsOrigins,
    securityHeaders,
    instanceId: config.instanceId,
  });
}
