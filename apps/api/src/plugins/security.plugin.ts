import { helmetHeaders } from '@northstar/server/security-headers';
import type { AppConfig } from '../config/env.ts';

/** helmet's headers for the SPA's pages and files, with a CSP that lets the app call the AI service. */
export function spaSecurityHeaders(config: AppConfig): Readonly<Record<string, string>> {
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
