import type { Db } from '@northstar/server/database';
import { createDraft } from '@northstar/shared/campaign/draft';
import type { DeliverySource } from '@northstar/shared/sandbox/types';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../plugins/auth.plugin.ts';
import { derivedColumns } from '../campaigns/campaigns.columns.ts';
import { catchUpDelivery } from './delivery.job.ts';

// Bench-only routes (BENCH_PROBE=1), used by scripts/bench/delivery.mjs: launched campaigns with a
// delivery history for the caller in a few statements, and a timed catch-up of the sandbox job.

const DAY_MS = 86_400_000;
const BENCH_PLATFORMS = ['google-ads', 'facebook', 'instagram'] as const;

const seedSchema = z.strictObject({
  campaigns: z.number().int().min(1).max(10_000),
  days: z.number().int().min(0).max(365),
});

function benchDraft() {
  const draft = createDraft({ now: new Date(Date.now() - 120 * DAY_MS) });
  return {
    ...draft,
    campaignName: 'Bench launched',
    objective: 'sales' as const,
    platforms: { selected: [...BENCH_PLATFORMS], settings: {} },
    targeting: { ...draft.targeting, geography: { countries: ['US'], regions: [], cities: [] } },
    budget: { ...draft.budget, totalBudget: 500, budgetType: 'daily' as const },
    schedule: { ...draft.schedule, endDate: '' },
  };
}

/**
 * `campaigns` active campaigns for the user, each with `days` days of figures on three platforms
 * (ending yesterday) and its delivery clock `clockDaysAgo` days back.
 */
async function seedLaunched(db: Db, userId: string, campaigns: number, days: number, clockDaysAgo: number) {
  const draft = benchDraft();
  const columns = derivedColumns(draft);
  await db.execute(sql`
    with c as (
      insert into campaigns (id, user_id, name, channel_type, status, compliance_status, estimated_budget,
        platforms, draft, launched_at, created_at, updated_at)
      select gen_random_uuid(), ${userId}::uuid, 'Bench launched ' || n, 'universal', 'active',
        ${columns.complianceStatus}, ${columns.estimatedBudget},
        array(select jsonb_array_elements_text(${JSON.stringify(columns.platforms)}::jsonb)),
        ${JSON.stringify(draft)}::jsonb, now() - make_interval(days => ${days}),
        now() - make_interval(days => ${days + 1}), now()
      from generate_series(1, ${campaigns}::int) as n
      returning id
    ), d as (
      insert into campaign_delivery (campaign_id, user_id, delivered_through)
      select id, ${userId}::uuid, now() - make_interval(days => ${clockDaysAgo}) from c
    )
    insert into campaign_daily_metrics (campaign_id, user_id, platform, date, impressions, reach, clicks,
      conversions, spend, revenue)
    select c.id, ${userId}::uuid, p, current_date - g, 9000 + g, 4000, 140, 4, 160, 520
    from c, unnest(${sql.raw(`array['${BENCH_PLATFORMS.join("','")}']`)}) as p, generate_series(1, ${days}::int) as g`);
}

export const deliveryBenchRoutes: FastifyPluginAsyncZod<{ db: Db; delivery: DeliverySource }> = async (
  app,
  { db, delivery },
) => {
  app.addHook('onRequest', app.authenticate);

  app.post('/_bench/seed-delivery', { schema: { hide: true, body: seedSchema } }, async (request, reply) => {
    const { campaigns, days } = request.body;
    // Their clocks are current: the summary bench must not trigger catch-up work.
    await seedLaunched(db, authOf(request).user.id, campaigns, days, 0);
    return reply.status(201).send({ campaigns, rows: campaigns * days * BENCH_PLATFORMS.length });
  });

  app.post(
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
