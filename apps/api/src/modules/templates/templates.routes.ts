import { fromContract } from '@northstar/server/contract-route';
import {
  templateRoutes as contract,
  type saveTemplateBodySchema,
} from '@northstar/shared/contract/templates';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { DRAFT_BODY_LIMIT_BYTES } from '../../lib/route-schemas.ts';
import { authOf } from '../../plugins/auth.plugin.ts';
import type { UserRateLimit } from '../../plugins/user-rate-limit.ts';
import type { SaveTemplateRequest, TemplatesService } from './templates.service.ts';

const secured = { tags: ['templates'], security: [{ bearerAuth: [] }] };

/** The validated body in the shared union's shape. */
export function toSaveTemplateRequest(body: z.infer<typeof saveTemplateBodySchema>): SaveTemplateRequest {
  const name = body.name === undefined ? {} : { name: body.name };
  return body.draft ? { draft: body.draft, ...name } : { campaignId: body.campaignId ?? '', ...name };
}

interface TemplatesRoutesOptions {
  templates: TemplatesService;
  /** Campaign creations per user, shared with POST /campaigns (CAMPAIGN_CREATE_RATE_LIMIT_PER_MINUTE). */
  limitCampaignCreate: UserRateLimit;
}

export const templatesRoutes: FastifyPluginAsyncZod<TemplatesRoutesOptions> = async (
  app,
  { templates, limitCampaignCreate },
) => {
  // As for campaigns: refuse anonymous callers before reading a (large) body.
  app.addHook('onRequest', app.authenticate);

  app.route({
    ...fromContract(contract.list, secured),
    handler: async (request) => ({ items: await templates.list(authOf(request).user) }),
  });

  app.route({
    ...fromContract(contract.save, secured),
    bodyLimit: DRAFT_BODY_LIMIT_BYTES,
    handler: async (request, reply) => {
      const template = await templates.save(authOf(request).user, toSaveTemplateRequest(request.body));
      return reply.status(201).send({ template });
    },
  });

  app.route({
    ...fromContract(contract.get, secured),
    handler: async (request) => ({ template: await templates.get(authOf(request).user, request.params.id) }),
  });

  app.route({
    ...fromContract(contract.use, secured),
    preHandler: limitCampaignCreate,
    handler: async (request, reply) => {
      const campaign = await templates.use(authOf(request).user, request.params.id);
      return reply.status(201).send({ campaign });
    },
  });

  app.route({
    ...fromContract(contract.remove, secured),
    handler: async (request, reply) => {
      await templates.remove(authOf(request).user, request.params.id);
      return reply.status(204).send();
    },
  });
};
