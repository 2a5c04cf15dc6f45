import {
  countOutcomes,
  listenOnLoopback,
  postOversized,
  postOversizedToEveryRoute,
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

  it('gets its 413 on every route, with a Content-Length or streamed', async () => {
    const { headers } = t.user();
    const { routes, outcomes } = await postOversizedToEveryRoute(t.app, port, headers);
    expect(routes).toBeGreaterThan(0);
    expect(countOutcomes(outcomes)).toEqual({ 413: routes * 2 });
  });

  it('gets its 413 when a hundred arrive at once, signed out', async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 100 }, () => postOversized(port, { path: '/api/v1/ai/chat/message' })),
    );
    expect(countOutcomes(outcomes)).toEqual({ 413: 100 });
  });
});
