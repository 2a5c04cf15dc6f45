import {
  countOutcomes,
  listenOnLoopback,
  postOversized,
  routesTakingBodies,
} from '@northstar/server/test-oversized-posts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeApi, startFakeApi } from './test/fake-api.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

// Over a real socket (app.inject never shows a reset connection): every route that takes a body.
describe('a 2 MiB body on every AI service route', () => {
  let fakeApi: FakeApi;
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    fakeApi = await startFakeApi();
    t = await createTestApp({ fakeApi });
    port = await listenOnLoopback(t.app);
  });
  afterAll(async () => {
    await t.close();
    await fakeApi.close();
  });

  it('gets its 413, with a Content-Length or streamed, signed in or not', async () => {
    const routes = routesTakingBodies(t.app);
    expect(routes.length).toBeGreaterThan(0);
    const { headers } = t.user();
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
      Array.from({ length: 100 }, () => postOversized(port, { path: '/api/v1/ai/chat/message' })),
    );
    expect(countOutcomes(outcomes)).toEqual({ 413: 100 });
  });
});
