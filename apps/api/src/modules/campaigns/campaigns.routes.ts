import { fromContract } from '@northstar/server/contract-route';
import { campaignRoutes as contract } from '@northstar/shared/contract/campaigns';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DRAFT_BODY_LIMIT_BYTES } from '../../lib/route-schemas.ts';
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

/** The handlers of the campaign routes; paths and schemas come from the shared table (contract/campaigns.ts). */
export const campaignsRoutes: FastifyPluginAsyncZod<CampaignsRoutesOptions> = async (
  app,
  { campaigns, limitCampaignCreate },
) => {
  // onRequest, not preHandler: an anonymous caller is refused before a large body is read and parsed.
  app.addHook('onRequest', app.authenticate);

  app.route({
    ...fromContract(contract.list, secured),
    handler: async (request) => campaigns.list(authOf(request).user, request.query),
  });

  app.route({
    ...fromContract(contract.create, secured),
    preHandler: limitCampaignCreate,
    bodyLimit: DRAFT_BODY_LIMIT_BYTES,
    handler: async (request, reply) => {
      const campaign = await campaigns.create(authOf(request).user, request.body, writeKindOf(request));
      return reply.status(201).send({ campaign });
    },
  });

  app.route({
    ...fromContract(contract.get, secured),
    handler: async (request) => ({ campaign: await campaigns.get(authOf(request).user, request.params.id) }),
  });

  app.route({
    ...fromContract(contract.update, secured),
    bodyLimit: DRAFT_BODY_LIMIT_BYTES,
    handler: async (request) => ({
      campaign: await campaigns.update(
        authOf(request).user,
        request.params.id,
        request.body,
        writeKindOf(request),
      ),
    }),
  });

  app.route({
    ...fromContract(contract.remove, secured),
    handler: async (request, reply) => {
      await campaigns.remove(authOf(request).user, request.params.id);
      return reply.status(204).send();
    },
  });

  app.route({
    ...fromContract(contract.duplicate, secured),
    preHandler: limitCampaignCreate,
    handler: async (request, reply) => {
      const campaign = await campaigns.duplicate(
        authOf(request).user,
        request.params.id,
        writeKindOf(request),
      );
      return reply.status(201).send({ campaign });
    },
  });

  app.route({
    ...fromContract(contract.history, secured),
    handler: async (request) => ({ items: await campaigns.history(authOf(request).user, request.params.id) }),
  });
};
