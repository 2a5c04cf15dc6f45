import {
  countOutcomes,
  listenOnLoopback,
  postOversized,
  routesTakingBodies,
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

  it('gets its 413, with a Content-Length or streamed, signed in or not', async () => {
    const routes = routesTakingBodies(t.app);
    expect(routes.length).toBeGreaterThan(20);
    const { headers } = await t.signedInUser();
    const outcomes: string[] = [];
    for (const route of routes) {
      for (const chunked of [false, true]) {
        const outcome = await postOversized(port, { ...route, chunked, headers });
        outcomes.push(outcome === '413' ? outcome : `${route.method} ${route.path}: ${outcome}`);
      }
    }
    expect(countOutcomes(outcomes)).toEqual({ 413: routes.length * 2 });
  });

  it('gets its 413 when a hundred arrive at once', async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 100 }, () => postOversized(port, { path: '/api/v1/auth/login' })),
    );
    expect(countOutcomes(outcomes)).toEqual({ 413: 100 });
  });
});
