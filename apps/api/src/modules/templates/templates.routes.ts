import {
  campaignDraftSchema,
  campaignResponseSchema,
  templateListResponseSchema,
  templateResponseSchema,
} from '@northstar/shared/campaign/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DRAFT_BODY_LIMIT_BYTES, idParams } from '../../lib/route-schemas.ts';
import { authOf } from '../../plugins/auth.plugin.ts';
import type { UserRateLimit } from '../../plugins/user-rate-limit.ts';
import type { SaveTemplateRequest, TemplatesService } from './templates.service.ts';

const secured = { tags: ['templates'], security: [{ bearerAuth: [] }] };

/**
 * Accepts exactly what the shared saveTemplateRequestSchema (a union) accepts, but a body with neither
 * or both sources gets "Send either a draft or a campaignId" instead of the union's "Invalid input".
 */
export const saveTemplateBodySchema = z
  .strictObject({
    draft: campaignDraftSchema.optional(),
    campaignId: z.string().max(64).optional(),
    name: z.string().trim().min(1).max(200).optional(),
  })
  .refine((body) => (body.draft === undefined) !== (body.campaignId === undefined), {
    message: 'Send either a draft or a campaignId, not both.',
  });

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

  app.get(
    '/templates',
    { schema: { ...secured, response: { 200: templateListResponseSchema } } },
    async (request) => ({ items: await templates.list(authOf(request).user) }),
  );

  app.post(
    '/templates',
    {
      bodyLimit: DRAFT_BODY_LIMIT_BYTES,
      schema: { ...secured, body: saveTemplateBodySchema, response: { 201: templateResponseSchema } },
    },
    async (request, reply) => {
      const template = await templates.save(authOf(request).user, toSaveTemplateRequest(request.body));
      return reply.status(201).send({ template });
    },
  );

  app.get(
    '/templates/:id',
    { schema: { ...secured, params: idParams, response: { 200: templateResponseSchema } } },
    async (request) => ({ template: await templates.get(authOf(request).user, request.params.id) }),
  );

  app.post(
    '/templates/:id/use',
    {
      preHandler: limitCampaignCreate,
      schema: { ...secured, params: idParams, response: { 201: campaignResponseSchema } },
    },
    async (request, reply) => {
      const campaign = await templates.use(authOf(request).user, request.params.id);
      return reply.status(201).send({ campaign });
    },
  );

  app.delete(
    '/templates/:id',
    { schema: { ...secured, params: idParams, response: { 204: z.undefined() } } },
    async (request, reply) => {
      await templates.remove(authOf(request).user, request.params.id);
      return reply.status(204).send();
    },
  );
};
