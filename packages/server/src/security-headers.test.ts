import { describe, expect, it } from 'vitest';
import { helmetHeaders, jsonResponseHeaders } from './security-headers.ts';

describe('helmetHeaders', () => {
  it("returns helmet's default headers, lower-cased", () => {
    const headers = helmetHeaders();
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['x-powered-by']).toBeUndefined();
  });

  it('follows the options it is given', () => {
    const headers = helmetHeaders({
      frameguard: { action: 'deny' },
      contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"] } },
    });
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['content-security-policy']).toBe("default-src 'none'");
  });

  it('throws on options helmet refuses, at start rather than per request', () => {
    expect(() =>
      helmetHeaders({ contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ['self'] } } }),
    ).toThrow();
  });
});

describe('jsonResponseHeaders', () => {
  it('keeps what protects a JSON answer and drops the page-only headers', () => {
    const headers = jsonResponseHeaders({ crossOriginResourcePolicy: 'same-site' });
    expect(headers).toEqual({
      'content-security-policy': "default-src 'none';frame-ancestors 'none'",
      'cross-origin-resource-policy': 'same-site',
      'referrer-policy': 'no-referrer',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
    });
  });
});
