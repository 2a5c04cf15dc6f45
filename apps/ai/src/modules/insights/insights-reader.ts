import { type AnalyticsTotals, analyticsSummarySchema } from '@northstar/shared/analytics/schemas';
import {
  type CampaignDraft,
  type CampaignListItem,
  campaignListResponseSchema,
  campaignResponseSchema,
} from '@northstar/shared/campaign/schemas';
import { createApiRequester } from '../../lib/api-request.ts';

// Read-only calls to the API for the hub's "AI Performance Review" and "Ask AI About Analytics": the
// user's campaigns and their sandbox delivery, with the user's own bearer token (so the API's owner checks
// apply, as for every other client). Every answer is validated with the shared schemas; a failure is
// "unavailable", never a made-up figure.

/** A launched campaign as the review needs it: its list row and, when read, its draft. */
export interface LaunchedCampaign {
  item: CampaignListItem;
  draft: CampaignDraft | null;
}

export interface UserInsights {
  launched: LaunchedCampaign[];
  /** The user's delivery over the last `days` days (sandbox), or null when the API did not answer. */
  totals: AnalyticsTotals | null;
  days: number;
}

export interface InsightsReader {
  /** Null when the API cannot be read (down, slow, or an answer that does not validate). */
  read(bearer: string, now: Date): Promise<UserInsights | null>;
}

export interface InsightsReaderOptions {
  apiUrl: string;
  timeoutMs?: number;
}

/** Days of delivery the summary covers. */
export const SUMMARY_DAYS = 30;
/** Launched campaigns whose details (budget, dates) are read for pacing. */
const DETAILS_MAX = 10;
const LAUNCHED = new Set(['scheduled', 'active', 'paused', 'completed']);

const day = (d: Date) => d.toISOString().slice(0, 10);

export function createInsightsReader(options: InsightsReaderOptions): InsightsReader {
  const request = createApiRequester({ ...options, timeoutMs: options.timeoutMs ?? 3000 });

  async function get(path: string, bearer: string): Promise<unknown> {
    const response = await request(bearer, path);
    if (!response.ok) {
      await response.discard();
      throw new Error(`GET ${path} answered ${response.status}`);
    }
    return response.json();
  }

  return {
    async read(bearer, now) {
      try {
        const from = day(new Date(now.getTime() - (SUMMARY_DAYS - 1) * 86_400_000));
        const [list, summary] = await Promise.all([
          get('/campaigns?pageSize=100', bearer).then((b) => campaignListResponseSchema.parse(b)),
          get(`/analytics/summary?from=${from}&to=${day(now)}`, bearer).then((b) =>
            analyticsSummarySchema.parse(b),
          ),
        ]);
        const launched = list.items.filter((c) => LAUNCHED.has(c.status) || c.launchedAt !== null);
        const detailed = await Promise.all(
          launched.slice(0, DETAILS_MAX).map(async (item) => {
            const body = await get(`/campaigns/${encodeURIComponent(item.id)}`, bearer).catch(() => null);
            const parsed = campaignResponseSchema.safeParse(body);
            return { item, draft: parsed.success ? parsed.data.campaign.draft : null };
          }),
        );
        const rest = launched.slice(DETAILS_MAX).map((item) => ({ item, draft: null }));
        return { launched: [...detailed, ...rest], totals: summary.totals, days: SUMMARY_DAYS };
      } catch {
        return null;
      }
    },
  };
}
