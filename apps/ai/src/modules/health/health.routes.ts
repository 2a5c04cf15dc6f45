import type { FastifyPluginAsync } from 'fastify';

const healthResponse = {
  type: 'object',
  properties: { status: { type: 'string' }, service: { type: 'string' } },
  required: ['status'],
} as const;

export const healthRoutes: FastifyPluginAsync = async (app) => {
  // Liveness: the process answers.
  app.get('/health', { schema: { response: { 200: healthResponse } } }, async () => ({
    status: 'ok',
    service: 'ai',
  }));

  // Readiness: nothing to wait for yet. Issue 5 adds conversations storage (AI_DATABASE_URL or
  // DATA_DIR/ai); this route will then answer 503 until that database is reachable.
  app.get('/ready', { schema: { response: { 200: healthResponse } } }, async () => ({ status: 'ready' }));
};
