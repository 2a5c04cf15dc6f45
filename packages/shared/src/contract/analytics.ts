import { z } from 'zod';
import {
  analyticsQuerySchema,
  analyticsSummarySchema,
  recommendationsResponseSchema,
} from '../analytics/schemas.ts';
import { historyResponseSchema } from '../campaign/api.ts';
import { defineRoute } from './route.ts';

export const activityQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

/** The signed-in user's own figures. */
export const analyticsRoutes = {
  summary: defineRoute({
    method: 'GET',
    path: '/analytics/summary',
    query: analyticsQuerySchema,
    responses: { 200: analyticsSummarySchema },
  }),
  activity: defineRoute({
    method: 'GET',
    path: '/analytics/activity',
    query: activityQuerySchema,
    responses: { 200: historyResponseSchema },
  }),
  recommendations: defineRoute({
    method: 'GET',
    path: '/analytics/recommendations',
    responses: { 200: recommendationsResponseSchema },
  }),
};
