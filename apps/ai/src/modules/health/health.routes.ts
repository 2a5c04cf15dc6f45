import { errorBody } from '@northstar/shared/errors';
import type { FastifyPluginAsync } from 'fastify';

const healthResponse = {
  type: 'object',
  properties: { status: { type: 'string' }, service: { type: 'string' } },
  required: ['status'],
} as const;

interface HealthOptions {
  /** Throws when the conversations database does not answer. */
  checkReady: () => Promise<void>;
}

export const healthRoutes: FastifyPluginAsync<HealthOptions> = async (app, { checkReady }) => {
  // Liveness: the process answers; no dependency is touched.
  app.get('/health', { schema: { response: { 200: healthResponse } } }, async () => ({
    status: 'ok',
    service: 'ai',
  }));

  // Readiness: the conversations database answers SELECT 1.
  app.get('/ready', async (request, reply) => {
    try {
      await checkReady();
      return { status: 'ready' };
    } catch (error) {
      request.log.warn({ err: error }, 'readiness check failed');
      return reply.code(503).send(errorBody('UNAVAILABLE', 'A dependency of the service is not reachable.'));
    }
  });
};
