import {
  countOutcomes,
  listenOnLoopback,
  postOversized,
  postOversizedToEveryRoute,
} from '@northstar/server/test-oversized-posts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app.ts';

// Over a real socket (app.inject never shows a reset connection): every route that takes a body.
describe('a 2 MiB body on every API route', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp();
    port = await listenOnLoopback(t.app);
  });
  afterAll(() => t.close());

  it('gets its 413 on every route, with a Content-Length or streamed', async () => {
    const { headers } = await t.signedInUser();
    const { routes, outcomes } = await postOversizedToEveryRoute(t.app, port, headers);
    expect(routes).toBeGreaterThan(20);
    expect(countOutcomes(outcomes)).toEqual({ 413: routes * 2 });
  });

  it('gets its 413 when a hundred arrive at once, signed out', async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 100 }, () => postOversized(port, { path: '/api/v1/auth/login' })),
    );
    expect(countOutcomes(outcomes)).toEqual({ 413: 100 });
  });
});
