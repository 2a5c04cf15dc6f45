import { type RouteDefinition, routeKey, type SuccessStatus } from '@northstar/shared/contract';
import type { FastifyInstance, RouteOptions } from 'fastify';
import './contract-route.ts';

// Test-mode checks of the shared route table (docs/adr/0024-route-table.md); the contract tests use them.

export interface RegisteredRoute {
  method: string;
  url: string;
  contract: RouteDefinition | undefined;
  schema: RouteOptions['schema'];
}

/** Records every route registered after this call (HEAD twins of GET routes left out). */
export function recordRoutes(app: FastifyInstance): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      routes.push({ method, url: route.url, contract: route.config?.contract, schema: route.schema });
    }
  });
  return routes;
}

function bodyOf(payload: unknown): unknown {
  if (payload === undefined || payload === null || payload === '') return undefined;
  const text = Buffer.isBuffer(payload) ? payload.toString('utf8') : payload;
  return typeof text === 'string' ? JSON.parse(text) : text;
}

/**
 * Every success answer of a route registered from the table must be one of its declared statuses and
 * parse with that status's schema; otherwise the request fails with a 500 and the mismatch is logged, so
 * any test that drives the route fails. Added before the routes, so that it sees them all.
 */
export function checkContractResponses(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    const contract = request.routeOptions.config?.contract;
    if (!contract || reply.statusCode < 200 || reply.statusCode >= 300) return payload;
    const schema = contract.responses[reply.statusCode as SuccessStatus];
    const problem = !schema
      ? `answered ${reply.statusCode}, a status its contract does not declare`
      : (schema.safeParse(bodyOf(payload)).error?.message ?? null);
    if (problem === null) return payload;
    const message = `${routeKey(contract)} broke its contract: ${problem}`;
    console.error(message);
    throw new Error(message);
  });
}
