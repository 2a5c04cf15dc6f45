import { fromContract } from '@northstar/server/contract-route';
import { PROBE_LOG_LEVEL } from '@northstar/server/http-foundation';
import { healthRoutes as contract } from '@northstar/shared/contract/health';
import { errorBody } from '@northstar/shared/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const docs = { tags: ['health'] };
const HEALTH_BODY = JSON.stringify({ status: 'ok' });

interface HealthOptions {
  /**
   * Throws when the database does not answer; otherwise resolves to details for the body, e.g.
   * `{ redis: 'degraded' }` (an optional dependency that is down degrades the service, no more).
   */
  checkReady: () => Promise<Record<string, string>>;
}

export const healthRoutes: FastifyPluginAsyncZod<HealthOptions> = async (app, { checkReady }) => {
  // Liveness: the process answers; no dependency is touched. The body is serialized once (a string
  // is sent as it is): load balancers call this route more than any other, so its requests are not
  // logged below warn (at info each probe's two lines cost as much as answering it).
  app.route({
    ...fromContract(contract.health, docs),
    logLevel: PROBE_LOG_LEVEL,
    handler: (_request, reply) => {
      // The schema documents the body; the type provider only knows objects, hence the cast.
      reply.type('application/json; charset=utf-8').send(HEALTH_BODY as unknown as { status: 'ok' });
    },
  });

  // Readiness: the database answers SELECT 1. Redis, when configured, is only reported: without it
  // limits count per instance, and a load balancer must not drain every instance for that.
  app.route({
    ...fromContract(contract.ready, docs),
    logLevel: PROBE_LOG_LEVEL,
    handler: async (request, reply) => {
      try {
        const details = await checkReady();
        return { status: 'ready' as const, ...details };
      } catch (error) {
        request.log.warn({ err: error }, 'readiness check failed');
        // The table types success answers only; an error body is the shared one (errors.ts).
        const unavailable = errorBody('UNAVAILABLE', 'A dependency of the service is not reachable.');
        return reply.status(503 as 200).send(unavailable as never);
      }
    },
  });
};
