import {
  forecastAccuracySchema,
  forecastRequestSchema,
  forecastResponseSchema,
} from '@northstar/shared/forecast/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DRAFT_BODY_LIMIT_BYTES } from '../../lib/route-schemas.ts';
import { authOf } from '../../plugins/auth.plugin.ts';
import type { ForecastsService } from './forecasts.service.ts';

const secured = { tags: ['forecasts'], security: [{ bearerAuth: [] }] };

export const forecastsRoutes: FastifyPluginAsyncZod<{ forecasts: ForecastsService }> = async (
  app,
  { forecasts },
) => {
  // onRequest, not preHandler: an anonymous caller is refused before a draft-sized body is parsed.
  app.addHook('onRequest', app.authenticate);

  app.post(
    '/forecasts',
    {
      bodyLimit: DRAFT_BODY_LIMIT_BYTES,
      schema: { ...secured, body: forecastRequestSchema, response: { 200: forecastResponseSchema } },
    },
    async (request) => forecasts.curve(request.body.draft, request.body.budgets),
  );

  /** Owner-only: every query is keyed by the session's user. */
  app.get(
    '/forecasts/accuracy',
    { schema: { ...secured, response: { 200: forecastAccuracySchema } } },
    async (request) => forecasts.accuracy(authOf(request).user),
  );
};
