// Issue 13's delivery figures, wired into `npm run bench`:
//  - the analytics summary of a user with 1,000 launched campaigns x 90 days x 3 platforms, p95 at 20
//    connections against the 100 ms target;
//  - one day of sandbox delivery caught up for 5,000 active campaigns, as rows per second.
// Both need the bench-only routes (apps/api/src/bench/bench.routes.ts, which startBenchApi's API has).
import { campaignListScenario } from './campaigns.mjs';

export const ANALYTICS = { campaigns: 1000, days: 90, targetP95Ms: 100 };
export const CATCH_UP = { campaigns: 5000 };

async function post(url, headers, body) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status >= 300) throw new Error(`POST ${url} answered ${res.status}: ${text}`);
  return JSON.parse(text);
}

const isoDay = (date) => date.toISOString().slice(0, 10);

export async function analyticsSummaryScenario(ctx, { duration = 10 } = {}) {
  const seeded = await post(`${ctx.apiUrl}/api/v1/_bench/seed-delivery`, ctx.authHeaders, {
    campaigns: ANALYTICS.campaigns,
    days: ANALYTICS.days,
  });
  const today = new Date();
  const from = isoDay(new Date(today.getTime() - (ANALYTICS.days - 1) * 86_400_000));
  const path = `/api/v1/analytics/summary?from=${from}&to=${isoDay(today)}`;
  const result = await campaignListScenario(ctx, { duration, path, seed: false });
  return {
    ...result,
    note: `p95 ${result.p95.toFixed(1)} ms (target < ${ANALYTICS.targetP95Ms}), ${seeded.rows.toLocaleString('en-US')} metric rows`,
  };
}

export async function deliveryCatchUpScenario(ctx) {
  const r = await post(`${ctx.apiUrl}/api/v1/_bench/delivery-catch-up`, ctx.authHeaders, {
    campaigns: CATCH_UP.campaigns,
  });
  return {
    rps: r.rowsPerSecond,
    rowsPerSecond: r.rowsPerSecond,
    note: `${r.rows.toLocaleString('en-US')} rows for ${r.campaigns.toLocaleString('en-US')} campaigns in ${(r.ms / 1000).toFixed(2)} s (rows/s in the req/s column)`,
  };
}
