import { campaignResponseSchema, launchCampaignRequestSchema } from '@northstar/shared/campaign/schemas';
import {
  incrementalityTestByIdResponseSchema,
  incrementalityTestResponseSchema,
  startIncrementalityTestSchema,
} from '@northstar/shared/incrementality';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RateLimitRule } from '../../config/env.ts';
import { idParams } from '../../lib/route-schemas.ts';
import { authOf } from '../../plugins/auth.plugin.ts';
import { userRateLimit } from '../../plugins/user-rate-limit.ts';
import { writeKindOf } from '../campaigns/campaign-actor.ts';
import type { CampaignsService } from '../campaigns/campaigns.service.ts';
import type { CampaignLifecycle } from './campaign-lifecycle.service.ts';

const secured = { tags: ['campaigns'], security: [{ bearerAuth: [] }] };
// Any string: a malformed id is "not found" (404), as for campaigns.
const testIdParams = z.strictObject({ id: z.string().min(1).max(64) });

interface CampaignLifecycleRoutesOptions {
  lifecycle: CampaignLifecycle;
  /** Answers a move with the campaign as GET /campaigns/{id} shows it. */
  campaigns: Pick<CampaignsService, 'get'>;
  /** Test starts per user (INCREMENTALITY_RATE_LIMIT_PER_MINUTE). */
  testStartLimit: RateLimitRule;
}

/** Launch, pause, resume and holdout tests; refusals are 422 (the launch gate) and 409 (the move). */
export const campaignLifecycleRoutes: FastifyPluginAsyncZod<CampaignLifecycleRoutesOptions> = async (
  app,
  { lifecycle, campaigns, testStartLimit },
) => {
  app.addHook('onRequest', app.authenticate);

  // The launch's optional body carries the user's confirmations (campaigns/README.md's launch sequence).
  app.post(
    '/campaigns/:id/launch',
    {
      schema: {
        ...secured,
        params: idParams,
        // No body at all arrives as null: the builder launches without one.
        body: launchCampaignRequestSchema.nullish(),
        response: { 200: campaignResponseSchema },
      },
    },
    async (request) => {
      const { user } = authOf(request);
      await lifecycle.launch(user, request.params.id, request.body ?? {});
      return { campaign: await campaigns.get(user, request.params.id) };
    },
  );
  for (const [action, run] of [
    ['pause', lifecycle.pause],
    ['resume', lifecycle.resume],
  ] as const) {
    app.post(
      `/campaigns/:id/${action}`,
      { schema: { ...secured, params: idParams, response: { 200: campaignResponseSchema } } },
      async (request) => {
        const { user } = authOf(request);
        await run(user, request.params.id, writeKindOf(request));
        return { campaign: await campaigns.get(user, request.params.id) };
      },
    );
  }

  const limitTestStart = userRateLimit(
    app,
    'incrementality',
    testStartLimit,
    'Too many holdout test changes. Please wait a moment and try again.',
  );

  app.get(
    '/campaigns/:id/incrementality',
    { schema: { ...secured, params: idParams, response: { 200: incrementalityTestResponseSchema } } },
    async (request) => ({ test: await lifecycle.holdoutTestOf(authOf(request).user, request.params.id) }),
  );

  // What an AI conversation keeps of its holdout test is this id; the test itself lives here only.
  app.get(
    '/incrementality-tests/:id',
    {
      schema: { ...secured, params: testIdParams, response: { 200: incrementalityTestByIdResponseSchema } },
    },
    async (request) => ({ test: await lifecycle.holdoutTestById(authOf(request).user, request.params.id) }),
  );

  app.put(
    '/campaigns/:id/incrementality',
    {
      preHandler: limitTestStart,
      schema: {
        ...secured,
        params: idParams,
        body: startIncrementalityTestSchema,
        response: { 201: incrementalityTestResponseSchema },
      },
    },
    async (request, reply) => {
      const test = await lifecycle.startHoldoutTest(authOf(request).user, request.params.id, request.body);
      return reply.status(201).send({ test });
    },
  );
};
