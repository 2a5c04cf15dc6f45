import { z } from 'zod';
import {
  campaignListQuerySchema,
  campaignListResponseSchema,
  campaignResponseSchema,
  createCampaignRequestSchema,
  historyResponseSchema,
  launchCampaignRequestSchema,
  updateCampaignRequestSchema,
} from '../campaign/api.ts';
import { idParamsSchema } from './params.ts';
import { defineRoute } from './route.ts';

/** The campaign resource and its life-cycle moves (docs/product.md, campaigns). */
export const campaignRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/campaigns',
    query: campaignListQuerySchema,
    responses: { 200: campaignListResponseSchema },
  }),
  create: defineRoute({
    method: 'POST',
    path: '/campaigns',
    body: createCampaignRequestSchema,
    responses: { 201: campaignResponseSchema },
  }),
  get: defineRoute({
    method: 'GET',
    path: '/campaigns/:id',
    params: idParamsSchema,
    responses: { 200: campaignResponseSchema },
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/campaigns/:id',
    params: idParamsSchema,
    body: updateCampaignRequestSchema,
    responses: { 200: campaignResponseSchema },
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/campaigns/:id',
    params: idParamsSchema,
    responses: { 204: z.undefined() },
  }),
  duplicate: defineRoute({
    method: 'POST',
    path: '/campaigns/:id/duplicate',
    params: idParamsSchema,
    responses: { 201: campaignResponseSchema },
  }),
  history: defineRoute({
    method: 'GET',
    path: '/campaigns/:id/history',
    params: idParamsSchema,
    responses: { 200: historyResponseSchema },
  }),
  // The optional body carries the user's confirmations; none at all (the builder's launch) arrives as null.
  launch: defineRoute({
    method: 'POST',
    path: '/campaigns/:id/launch',
    params: idParamsSchema,
    body: launchCampaignRequestSchema.nullish(),
    responses: { 200: campaignResponseSchema },
  }),
  pause: defineRoute({
    method: 'POST',
    path: '/campaigns/:id/pause',
    params: idParamsSchema,
    responses: { 200: campaignResponseSchema },
  }),
  resume: defineRoute({
    method: 'POST',
    path: '/campaigns/:id/resume',
    params: idParamsSchema,
    responses: { 200: campaignResponseSchema },
  }),
};
