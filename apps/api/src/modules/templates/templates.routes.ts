import {
  campaignResponseSchema,
  saveTemplateRequestSchema,
  templateListResponseSchema,
  templateResponseSchema,
} from '@northstar/shared/campaign/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../plugins/auth.plugin.ts';
import { DRAFT_BODY_LIMIT_BYTES, idParams } from '../campaigns/campaigns.routes.ts';
import type { TemplatesService } from './templates.service.ts';

const secured = { tags: ['templates'], security: [{ bearerAuth: [] }] };

export const templatesRoutes: FastifyPluginAsyncZod<{ templates: TemplatesService }> = async (
  app,
  { templates },
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
      schema: { ...secured, body: saveTemplateRequestSchema, response: { 201: templateResponseSchema } },
    },
    async (request, reply) => {
      const template = await templates.save(authOf(request).user, request.body);
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
    { schema: { ...secured, params: idParams, response: { 201: campaignResponseSchema } } },
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
