import { fromContract } from '@northstar/server/contract-route';
import { defineRoute, routeKey } from '@northstar/shared/contract';
import { apiRoutes } from '@northstar/shared/contract/api-routes';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp } from './test/test-app.ts';

// The API and the shared route table agree (docs/adr/0024-route-table.md): each table route is registered
// with the table's schemas, and each API route is in the table. Every test app also checks the answers of
// the routes it drives against the table (test/test-app.ts), so the module tests prove the bodies.

const BASE = '/api/v1';

describe('the API route table', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('registers every route of the table, with its schemas', () => {
    for (const route of apiRoutes()) {
      const registered = t.routes.filter((r) => r.method === route.method && r.url === BASE + route.path);
      expect(registered, routeKey(route)).toHaveLength(1);
      const [{ contract, schema }] = registered as [(typeof registered)[number]];
      expect(contract, routeKey(route)).toBe(route);
      expect(schema?.params, routeKey(route)).toBe(route.params);
      expect(schema?.querystring, routeKey(route)).toBe(route.query);
      expect(schema?.body, routeKey(route)).toBe(route.body);
      expect(schema?.response, routeKey(route)).toBe(route.responses);
    }
  });

  it('has every route the API registers', () => {
    const tableKeys = new Set(apiRoutes().map((route) => `${route.method} ${BASE}${route.path}`));
    const outside = t.routes
      .filter((r) => r.url.startsWith(`${BASE}/`))
      .map((r) => `${r.method} ${r.url}`)
      .filter((key) => !tableKeys.has(key));
    expect(outside).toEqual([]);
  });
});

describe("the test apps' answer check", () => {
  // A route that says it answers 200 with an id, and answers otherwise.
  const probe = defineRoute({
    method: 'GET',
    path: '/contract-probe/:answer',
    params: z.object({ answer: z.enum(['fits', 'undeclared-status', 'wrong-body']) }),
    responses: { 200: z.object({ id: z.string() }) },
  });
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({
      deps: {
        extraRoutes: async (api) => {
          api.withTypeProvider<ZodTypeProvider>().route({
            ...fromContract(probe),
            // The serializer checks declared statuses only: the undeclared one reaches the answer check.
            handler: async (request, reply) => {
              const { answer } = request.params;
              if (answer === 'undeclared-status') return reply.status(202 as 200).send({ id: 'c1' });
              return { id: answer === 'fits' ? 'c1' : (7 as unknown as string) };
            },
          });
        },
      },
    });
  });
  afterAll(() => t.close());

  it('lets an answer that fits through and fails one that does not', async () => {
    const answer = (kind: string) => t.app.inject({ url: `${BASE}/contract-probe/${kind}` });
    expect((await answer('fits')).json()).toEqual({ id: 'c1' });
    expect((await answer('undeclared-status')).statusCode).toBe(500);
    expect((await answer('wrong-body')).statusCode).toBe(500);
  });
});
