import {
  analyticsQuerySchema,
  analyticsSummarySchema,
  recommendationsResponseSchema,
} from '@northstar/shared/analytics/schemas';
import { historyResponseSchema } from '@northstar/shared/campaign/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../plugins/auth.plugin.ts';
import type { AnalyticsService } from './analytics.service.ts';

const secured = { tags: ['analytics'], security: [{ bearerAuth: [] }] };
const activityQuerySchema = z.strictObject({ limit: z.coerce.number().int().min(1).max(50).default(10) });

/** The signed-in user's own figures only: every query is keyed by the session's user id. */
export const analyticsRoutes: FastifyPluginAsyncZod<{ analytics: AnalyticsService }> = async (
  app,
  { analytics },
) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/analytics/summary',
    { schema: { ...secured, querystring: analyticsQuerySchema, response: { 200: analyticsSummarySchema } } },
    async (request) => analytics.summary(authOf(request).user, request.query),
  );

  app.get(
    '/analytics/activity',
    { schema: { ...secured, querystring: activityQuerySchema, response: { 200: historyResponseSchema } } },
    async (request) => ({ items: await analytics.activity(authOf(request).user, request.query.limit) }),
  );

  app.get(
    '/analytics/recommendations',
    { schema: { ...secured, response: { 200: recommendationsResponseSchema } } },
    async (request) => ({ items: await analytics.recommendations(authOf(request).user) }),
  );
};
