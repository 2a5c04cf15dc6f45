import {
  incrementalityTestResponseSchema,
  startIncrementalityTestSchema,
} from '@northstar/shared/incrementality-test';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/auth.plugin.ts';
import { idParams } from '../campaigns/campaigns.routes.ts';
import type { IncrementalityService } from './incrementality.service.ts';

const secured = { tags: ['campaigns'], security: [{ bearerAuth: [] }] };

export const incrementalityRoutes: FastifyPluginAsyncZod<{ incrementality: IncrementalityService }> = async (
  app,
  { incrementality },
) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/campaigns/:id/incrementality',
    { schema: { ...secured, params: idParams, response: { 200: incrementalityTestResponseSchema } } },
    async (request) => ({ test: await incrementality.get(authOf(request).user, request.params.id) }),
  );

  app.put(
    '/campaigns/:id/incrementality',
    {
      schema: {
        ...secured,
        params: idParams,
        body: startIncrementalityTestSchema,
        response: { 201: incrementalityTestResponseSchema },
      },
    },
    async (request, reply) => {
      const test = await incrementality.start(authOf(request).user, request.params.id, request.body);
      return reply.status(201).send({ test });
    },
  );
};
