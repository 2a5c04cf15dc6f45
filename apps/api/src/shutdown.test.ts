import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createShutdown } from './shutdown.ts';
import { createTestApp } from './test/test-app.ts';

describe('graceful shutdown', () => {
  it('finishes an in-flight request, refuses new connections, then closes the database once', async () => {
    let release: () => void = () => {};
    let entered: () => void = () => {};
    const handlerEntered = new Promise<void>((resolve) => {
      entered = resolve;
    });
    const t = await createTestApp({
      beforeReady: (app) => {
        app.get('/api/v1/__test/slow', async () => {
          entered();
          await new Promise<void>((resolve) => {
            release = resolve;
          });
          return { finished: true };
        });
      },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const base = `http://127.0.0.1:${port}`;

    const inFlight = fetch(`${base}/api/v1/__test/slow`);
    await handlerEntered;

    const exits: number[] = [];
    const shutdown = createShutdown({ app: t.app, database: t.database, exit: (code) => exits.push(code) });
    const first = shutdown('SIGTERM');
    const second = shutdown('SIGINT');
    release();

    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ finished: true });
    await Promise.all([first, second]);
    expect(exits).toEqual([0]);

    await expect(fetch(`${base}/api/v1/health`)).rejects.toThrow();
    await expect(t.database.ping()).rejects.toThrow();
    await t.close();
  });
});
