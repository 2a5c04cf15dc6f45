import {
  incrementalityTestByIdResponseSchema,
  incrementalityTestResponseSchema,
  startIncrementalityTestSchema,
} from '@northstar/shared/incrementality-test';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RateLimitRule } from '../../config/env.ts';
import { authOf } from '../../plugins/auth.plugin.ts';
import { userRateLimit } from '../../plugins/user-rate-limit.ts';
import { idParams } from '../campaigns/campaigns.routes.ts';
import type { IncrementalityService } from './incrementality.service.ts';

const secured = { tags: ['campaigns'], security: [{ bearerAuth: [] }] };
// Any string: a malformed id is "not found" (404), as for campaigns.
const testIdParams = z.strictObject({ id: z.string().min(1).max(64) });

interface IncrementalityRoutesOptions {
  incrementality: IncrementalityService;
  /** Test starts per user (INCREMENTALITY_RATE_LIMIT_PER_MINUTE). */
  startLimit: RateLimitRule;
}

export const incrementalityRoutes: FastifyPluginAsyncZod<IncrementalityRoutesOptions> = async (
  app,
  { incrementality, startLimit },
) => {
  app.addHook('onRequest', app.authenticate);
  const limitStart = userRateLimit(
    app,
    'incrementality',
    startLimit,
    'Too many holdout test changes. Please wait a moment and try again.',
  );

  app.get(
    '/campaigns/:id/incrementality',
    { schema: { ...secured, params: idParams, response: { 200: incrementalityTestResponseSchema } } },
    async (request) => ({ test: await incrementality.get(authOf(request).user, request.params.id) }),
  );

  // What an AI conversation keeps of its holdout test is this id; the test itself lives here only.
  app.get(
    '/incrementality-tests/:id',
    {
      schema: { ...secured, params: testIdParams, response: { 200: incrementalityTestByIdResponseSchema } },
    },
    async (request) => ({ test: await incrementality.byId(authOf(request).user, request.params.id) }),
  );

  app.put(
    '/campaigns/:id/incrementality',
    {
      preHandler: limitStart,
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
