import {
  campaignListQuerySchema,
  campaignListResponseSchema,
  campaignResponseSchema,
  createCampaignRequestSchema,
  historyResponseSchema,
  updateCampaignRequestSchema,
} from '@northstar/shared/campaign/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DRAFT_BODY_LIMIT_BYTES, idParams } from '../../lib/route-schemas.ts';
import { authOf } from '../../plugins/auth.plugin.ts';
import type { UserRateLimit } from '../../plugins/user-rate-limit.ts';
import { writeKindOf } from './campaign-actor.ts';
import type { CampaignsService } from './campaigns.service.ts';

const secured = { tags: ['campaigns'], security: [{ bearerAuth: [] }] };

interface CampaignsRoutesOptions {
  campaigns: CampaignsService;
  /** Creations and duplicates per user (CAMPAIGN_CREATE_RATE_LIMIT_PER_MINUTE), also templates' "use". */
  limitCampaignCreate: UserRateLimit;
}

export const campaignsRoutes: FastifyPluginAsyncZod<CampaignsRoutesOptions> = async (
  app,
  { campaigns, limitCampaignCreate },
) => {
  // onRequest, not preHandler: an anonymous caller is refused before a large body is read and parsed.
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/campaigns',
    {
      schema: {
        ...secured,
        querystring: campaignListQuerySchema,
        response: { 200: campaignListResponseSchema },
      },
    },
    async (request) => campaigns.list(authOf(request).user, request.query),
  );

  app.post(
    '/campaigns',
    {
      preHandler: limitCampaignCreate,
      bodyLimit: DRAFT_BODY_LIMIT_BYTES,
      schema: { ...secured, body: createCampaignRequestSchema, response: { 201: campaignResponseSchema } },
    },
    async (request, reply) => {
      const campaign = await campaigns.create(authOf(request).user, request.body, writeKindOf(request));
      return reply.status(201).send({ campaign });
    },
  );

  app.get(
    '/campaigns/:id',
    { schema: { ...secured, params: idParams, response: { 200: campaignResponseSchema } } },
    async (request) => ({ campaign: await campaigns.get(authOf(request).user, request.params.id) }),
  );

  app.put(
    '/campaigns/:id',
    {
      bodyLimit: DRAFT_BODY_LIMIT_BYTES,
      schema: {
        ...secured,
        params: idParams,
        body: updateCampaignRequestSchema,
        response: { 200: campaignResponseSchema },
      },
    },
    async (request) => ({
      campaign: await campaigns.update(
        authOf(request).user,
        request.params.id,
        request.body,
        writeKindOf(request),
      ),
    }),
  );

  app.delete(
    '/campaigns/:id',
    { schema: { ...secured, params: idParams, response: { 204: z.undefined() } } },
    async (request, reply) => {
      await campaigns.remove(authOf(request).user, request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/campaigns/:id/duplicate',
    {
      preHandler: limitCampaignCreate,
      schema: { ...secured, params: idParams, response: { 201: campaignResponseSchema } },
    },
    async (request, reply) => {
      const campaign = await campaigns.duplicate(
        authOf(request).user,
        request.params.id,
        writeKindOf(request),
      );
      return reply.status(201).send({ campaign });
    },
  );

  app.get(
    '/campaigns/:id/history',
    { schema: { ...secured, params: idParams, response: { 200: historyResponseSchema } } },
    async (request) => ({ items: await campaigns.history(authOf(request).user, request.params.id) }),
  );
};
