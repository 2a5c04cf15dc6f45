import type { Db } from '@northstar/server/database';
import type { DeliverySource } from '@northstar/shared/sandbox';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findSessionWithUser } from '../modules/auth/sessions.repository.ts';
import { catchUpDelivery } from '../modules/campaign-lifecycle/advance-delivery.ts';
import { authOf } from '../plugins/auth.plugin.ts';
import { BENCH_PLATFORMS, seedCampaigns, seedLaunched } from './bench-seeds.ts';

// The bench's own routes (scripts/bench/): registered only by bench-server.ts, the entry point
// `npm run bench` starts, never by server.ts, so no production API has them whatever its environment.

export const BENCH_SEED_MAX = 20_000;

export interface BenchRoutesOptions {
  db: Db;
  delivery: DeliverySource;
}

export const benchRoutes: FastifyPluginAsyncZod<BenchRoutesOptions> = async (app, { db, delivery }) => {
  // The JWT check plus the same session+user SELECT as `authenticate`, nothing else, so the benchmark
  // can tell framework and database cost from the /auth/me work.
  app.get('/_bench/probe', { schema: { hide: true } }, async (request) => {
    const claims = app.verifyAccessToken(request);
    await findSessionWithUser(db, claims.sid);
    return { ok: true };
  });

  const seedingRoutes: FastifyPluginAsyncZod = async (seeding) => {
    seeding.addHook('onRequest', seeding.authenticate);

    // Thousands of campaigns for the caller in one statement (scripts/bench/campaigns.mjs).
    seeding.post(
      '/_bench/seed-campaigns',
      {
        schema: { hide: true, body: z.strictObject({ count: z.number().int().min(1).max(BENCH_SEED_MAX) }) },
      },
      async (request, reply) => {
        await seedCampaigns(db, authOf(request).user.id, request.body.count);
        return reply.status(201).send({ created: request.body.count });
      },
    );

    // Launched campaigns with a delivery history (scripts/bench/delivery.mjs).
    seeding.post(
      '/_bench/seed-delivery',
      {
        schema: {
          hide: true,
          body: z.strictObject({
            campaigns: z.number().int().min(1).max(10_000),
            days: z.number().int().min(0).max(365),
          }),
        },
      },
      async (request, reply) => {
        const { campaigns, days } = request.body;
        // Their clocks are current: the summary bench must not trigger catch-up work.
        await seedLaunched(db, authOf(request).user.id, campaigns, days, 0);
        return reply.status(201).send({ campaigns, rows: campaigns * days * BENCH_PLATFORMS.length });
      },
    );

    // A timed catch-up of the sandbox delivery job over a day of `campaigns` campaigns.
    seeding.post(
      '/_bench/delivery-catch-up',
      { schema: { hide: true, body: z.strictObject({ campaigns: z.number().int().min(1).max(20_000) }) } },
      async (request) => {
        await seedLaunched(db, authOf(request).user.id, request.body.campaigns, 0, 1);
        const started = performance.now();
        const result = await catchUpDelivery(db, delivery, new Date());
        const ms = performance.now() - started;
        return { ...result, ms, rowsPerSecond: result.rows / (ms / 1000) };
      },
    );
  };
  await app.register(seedingRoutes);
};
