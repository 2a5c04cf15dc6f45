import { fromContract } from '@northstar/server/contract-route';
import { forecastRoutes as contract } from '@northstar/shared/contract/forecasts';
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

  app.route({
    ...fromContract(contract.curve, secured),
    bodyLimit: DRAFT_BODY_LIMIT_BYTES,
    handler: async (request) => forecasts.curve(request.body.draft, request.body.budgets),
  });

  /** Owner-only: every query is keyed by the session's user. */
  app.route({
    ...fromContract(contract.accuracy, secured),
    handler: async (request) => forecasts.accuracy(authOf(request).user),
  });
};
