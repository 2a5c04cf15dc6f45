import { fromContract } from '@northstar/server/contract-route';
import { analyticsRoutes as contract } from '@northstar/shared/contract/analytics';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/auth.plugin.ts';
import type { AnalyticsService } from './analytics.service.ts';

const secured = { tags: ['analytics'], security: [{ bearerAuth: [] }] };

/** The signed-in user's own figures only: every query is keyed by the session's user id. */
export const analyticsRoutes: FastifyPluginAsyncZod<{ analytics: AnalyticsService }> = async (
  app,
  { analytics },
) => {
  app.addHook('onRequest', app.authenticate);

  app.route({
    ...fromContract(contract.summary, secured),
    handler: async (request) => analytics.summary(authOf(request).user, request.query),
  });

  app.route({
    ...fromContract(contract.activity, secured),
    handler: async (request) => ({
      items: await analytics.activity(authOf(request).user, request.query.limit),
    }),
  });

  app.route({
    ...fromContract(contract.recommendations, secured),
    handler: async (request) => ({ items: await analytics.recommendations(authOf(request).user) }),
  });
};
