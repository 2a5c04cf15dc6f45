import type { Db } from '@northstar/server/database';
import { createDraft } from '@northstar/shared/campaign';
import { sql } from 'drizzle-orm';
import { campaigns } from '../db/schema.ts';
import { derivedColumns } from '../modules/campaigns/campaigns.columns.ts';

// The bench's bulk inserts: thousands of rows in one statement instead of thousands of requests (and
// so past the per-user create limit and the account's campaign cap, which guard the public routes).

const DAY_MS = 86_400_000;
export const BENCH_PLATFORMS = ['google-ads', 'facebook', 'instagram'] as const;

/**
 * `count` campaigns for a user in a single INSERT ... SELECT, each with its own id, numbered name, a
 * mix of channel types and statuses, and creation times a second apart.
 */
export async function seedCampaigns(db: Db, userId: string, count: number): Promise<void> {
  const draft = {
    ...createDraft({ now: new Date() }),
    platforms: { selected: ['google-ads' as const, 'facebook' as const], settings: {} },
  };
  draft.budget = { ...draft.budget, totalBudget: 1000 };
  const columns = derivedColumns(draft);
  await db.execute(sql`
    insert into ${campaigns} (id, user_id, name, channel_type, status, compliance_status,
      estimated_budget, platforms, last_price_update, draft, created_at, updated_at)
    select s.id, ${userId}::uuid, s.name, s.channel_type, (array['draft', 'saved', 'ready'])[1 + s.n % 3],
      ${columns.complianceStatus}, ${columns.estimatedBudget}::double precision + s.n,
      array(select jsonb_array_elements_text(${JSON.stringify(columns.platforms)}::jsonb)), s.at,
      ${JSON.stringify(draft)}::jsonb || jsonb_build_object(
        'campaignId', s.id::text, 'campaignName', s.name, 'campaignType', s.channel_type),
      s.at, s.at
    from (
      select gen_random_uuid() as id, 'Bench campaign ' || n as name, n,
        case when n % 4 = 0 then 'regulated' else 'universal' end as channel_type,
        now() - make_interval(secs => n) as at
      from generate_series(1, ${count}::int) as n
    ) as s`);
}

function launchedDraft() {
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
 * `count` active campaigns for the user, each with `days` days of figures on three platforms (ending
 * yesterday) and its delivery clock `clockDaysAgo` days back.
 */
export async function seedLaunched(
  db: Db,
  userId: string,
  count: number,
  days: number,
  clockDaysAgo: number,
) {
  const draft = launchedDraft();
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
      from generate_series(1, ${count}::int) as n
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
