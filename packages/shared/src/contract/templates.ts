import { z } from 'zod';
import {
  campaignResponseSchema,
  templateListResponseSchema,
  templateResponseSchema,
} from '../campaign/api.ts';
import { campaignDraftSchema } from '../campaign/draft.ts';
import { idParamsSchema } from './params.ts';
import { defineRoute } from './route.ts';

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

/** Saved templates and recently launched campaigns, and a new campaign made from one. */
export const templateRoutes = {
  list: defineRoute({ method: 'GET', path: '/templates', responses: { 200: templateListResponseSchema } }),
  save: defineRoute({
    method: 'POST',
    path: '/templates',
    body: saveTemplateBodySchema,
    responses: { 201: templateResponseSchema },
  }),
  get: defineRoute({
    method: 'GET',
    path: '/templates/:id',
    params: idParamsSchema,
    responses: { 200: templateResponseSchema },
  }),
  use: defineRoute({
    method: 'POST',
    path: '/templates/:id/use',
    params: idParamsSchema,
    responses: { 201: campaignResponseSchema },
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/templates/:id',
    params: idParamsSchema,
    responses: { 204: z.undefined() },
  }),
};
