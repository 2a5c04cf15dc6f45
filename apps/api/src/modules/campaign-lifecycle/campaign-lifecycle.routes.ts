import { fromContract } from '@northstar/server/contract-route';
import { campaignRoutes } from '@northstar/shared/contract/campaigns';
import { holdoutTestRoutes } from '@northstar/shared/contract/holdout-tests';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RateLimitRule } from '../../config/env.ts';
import { authOf } from '../../plugins/auth.plugin.ts';
import { userRateLimit } from '../../plugins/user-rate-limit.ts';
import { writeKindOf } from '../campaigns/campaign-actor.ts';
import type { CampaignsService } from '../campaigns/campaigns.service.ts';
import type { CampaignLifecycle } from './campaign-lifecycle.service.ts';

const secured = { tags: ['campaigns'], security: [{ bearerAuth: [] }] };

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
  app.route({
    ...fromContract(campaignRoutes.launch, secured),
    handler: async (request) => {
      const { user } = authOf(request);
      await lifecycle.launch(user, request.params.id, request.body ?? {});
      return { campaign: await campaigns.get(user, request.params.id) };
    },
  });
  for (const [route, run] of [
    [campaignRoutes.pause, lifecycle.pause],
    [campaignRoutes.resume, lifecycle.resume],
  ] as const) {
    app.route({
      ...fromContract(route, secured),
      handler: async (request) => {
        const { user } = authOf(request);
        await run(user, request.params.id, writeKindOf(request));
        return { campaign: await campaigns.get(user, request.params.id) };
      },
    });
  }

  const limitTestStart = userRateLimit(
    app,
    'incrementality',
    testStartLimit,
    'Too many holdout test changes. Please wait a moment and try again.',
  );

  app.route({
    ...fromContract(holdoutTestRoutes.ofCampaign, secured),
    handler: async (request) => ({
      test: await lifecycle.holdoutTestOf(authOf(request).user, request.params.id),
    }),
  });

  // What an AI conversation keeps of its holdout test is this id; the test itself lives here only.
  app.route({
    ...fromContract(holdoutTestRoutes.byId, secured),
    handler: async (request) => ({
      test: await lifecycle.holdoutTestById(authOf(request).user, request.params.id),
    }),
  });

  app.route({
    ...fromContract(holdoutTestRoutes.start, secured),
    preHandler: limitTestStart,
    handler: async (request, reply) => {
      const test = await lifecycle.startHoldoutTest(authOf(request).user, request.params.id, request.body);
      return reply.status(201).send({ test });
    },
  });
};
