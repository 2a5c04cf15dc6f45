import {
  campaignListQuerySchema,
  campaignListResponseSchema,
  campaignResponseSchema,
  createCampaignRequestSchema,
  historyResponseSchema,
  launchCampaignRequestSchema,
  updateCampaignRequestSchema,
} from '@northstar/shared/campaign/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../plugins/auth.plugin.ts';
import { writeKindOf } from './campaign-actor.ts';
import { benchSeedRequestSchema, type CampaignsService } from './campaigns.service.ts';

/**
 * A draft filled to every bound of its schema is ~112 KiB of JSON in ASCII, ~236 KiB in CJK text and
 * ~297 KiB if every character took four UTF-8 bytes (campaigns.routes.test.ts builds it), so the
 * write routes of campaigns and templates take 320 KiB; every other route keeps the global 64 KiB.
 */
export const DRAFT_BODY_LIMIT_BYTES = 320 * 1024;

// Not z.uuid(): a malformed id is answered like any unknown id, 404.
export const idParams = z.strictObject({ id: z.string().min(1).max(64) });
const secured = { tags: ['campaigns'], security: [{ bearerAuth: [] }] };

interface CampaignsRoutesOptions {
  campaigns: CampaignsService;
  /** BENCH_PROBE=1: adds POST /_bench/seed-campaigns. */
  benchProbe: boolean;
}

export const campaignsRoutes: FastifyPluginAsyncZod<CampaignsRoutesOptions> = async (
  app,
  { campaigns, benchProbe },
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
    { schema: { ...secured, params: idParams, response: { 201: campaignResponseSchema } } },
    async (request, reply) => {
      const campaign = await campaigns.duplicate(
        authOf(request).user,
        request.params.id,
        writeKindOf(request),
      );
      return reply.status(201).send({ campaign });
    },
  );

  // The life-cycle (DESIGN.md): the launch gate, pause and resume; refusals are 422 and 409.
  // The launch's optional body carries the user's confirmations (see the README's launch sequence).
  app.post(
    '/campaigns/:id/launch',
    {
      schema: {
        ...secured,
        params: idParams,
        // No body at all arrives as null: the builder launches without one.
        body: launchCampaignRequestSchema.nullish(),
        response: { 200: campaignResponseSchema },
      },
    },
    async (request) => ({
      campaign: await campaigns.launch(authOf(request).user, request.params.id, request.body ?? {}),
    }),
  );
  for (const [action, run] of [
    ['pause', campaigns.pause],
    ['resume', campaigns.resume],
  ] as const) {
    app.post(
      `/campaigns/:id/${action}`,
      { schema: { ...secured, params: idParams, response: { 200: campaignResponseSchema } } },
      async (request) => ({
        campaign: await run(authOf(request).user, request.params.id, writeKindOf(request)),
      }),
    );
  }

  app.get(
    '/campaigns/:id/history',
    { schema: { ...secured, params: idParams, response: { 200: historyResponseSchema } } },
    async (request) => ({ items: await campaigns.history(authOf(request).user, request.params.id) }),
  );

  if (benchProbe) {
    // Bench-only: thousands of campaigns for the caller in one statement (scripts/bench/campaigns.mjs).
    app.post(
      '/_bench/seed-campaigns',
      { schema: { hide: true, body: benchSeedRequestSchema } },
      async (request, reply) => {
        const result = await campaigns.seedForBench(authOf(request).user, request.body.count);
        return reply.status(201).send(result);
      },
    );
  }
};
