// @northstar/shared/analytics: analytics figures and labels, without zod; the contracts are the
// analytics/schemas entry.
export * from './summary.ts';
