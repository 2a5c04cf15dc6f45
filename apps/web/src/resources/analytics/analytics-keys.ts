// The analytics query keys, apart from the fetchers: a campaign write invalidates them from pages that
// never fetch analytics, which then do not load the analytics client.

export interface AnalyticsRange {
  /** YYYY-MM-DD, both inclusive. */
  from: string;
  to: string;
}

export const ACTIVITY_LIMIT = 10;

/** Campaign writes change these figures: invalidateCampaigns invalidates this root too. */
export const analyticsKeys = {
  all: ['analytics'] as const,
  summary: (range: AnalyticsRange) => [...analyticsKeys.all, 'summary', range.from, range.to] as const,
  activity: (limit: number) => [...analyticsKeys.all, 'activity', limit] as const,
  accuracy: () => [...analyticsKeys.all, 'forecast-accuracy'] as const,
  recommendations: () => [...analyticsKeys.all, 'recommendations'] as const,
};
