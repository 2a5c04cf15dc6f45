// The schemas the analytics calls parse with, imported only dynamically (see campaign-contract.ts).
export { analyticsSummarySchema, recommendationsResponseSchema } from '@northstar/shared/analytics/schemas';
export { historyResponseSchema } from '@northstar/shared/campaign/schemas';
