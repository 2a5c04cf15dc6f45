import { PROBE_LOG_LEVEL } from '@northstar/server/http-foundation';
import { errorBody } from '@northstar/shared/errors';
import type { FastifyPluginAsync } from 'fastify';

const healthResponse = {
  type: 'object',
  properties: { status: { type: 'string' }, service: { type: 'string' } },
  required: ['status'],
} as const;

interface HealthOptions {
  /** Throws when the conversations database does not answer; else details for the body ({ redis }). */
  checkReady: () => Promise<Record<string, string>>;
}

export const healthRoutes: FastifyPluginAsync<HealthOptions> = async (app, { checkReady }) => {
  // Liveness: the process answers; no dependency is touched.
  app.get(
    '/health',
    { logLevel: PROBE_LOG_LEVEL, schema: { response: { 200: healthResponse } } },
    async () => ({
      status: 'ok',
      service: 'ai',
    }),
  );

  // Readiness: the conversations database answers SELECT 1. A Redis outage only shows in the body:
  // the chat limit then counts per instance, and a load balancer must not drain every instance for it.
  app.get('/ready', { logLevel: PROBE_LOG_LEVEL }, async (request, reply) => {
    try {
      const details = await checkReady();
      return { status: 'ready', ...details };
    } catch (error) {
      request.log.warn({ err: error }, 'readiness check failed');
      return reply.code(503).send(errorBody('UNAVAILABLE', 'A dependency of the service is not reachable.'));
    }
  });
};
