import { helmetHeaders } from '@northstar/server/security-headers';
import type { AppConfig } from '../config/env.ts';

/** The API's helmet headers: a CSP for the SPA it serves, which may call the AI service's origin. */
export function apiSecurityHeaders(config: AppConfig): Readonly<Record<string, string>> {
  const aiOrigin = new URL(config.aiServiceUrl).origin;
  return helmetHeaders({
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
}
