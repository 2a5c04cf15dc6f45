// @northstar/shared/campaign: the campaign draft and its life-cycle without zod: factory, steps,
// validation, launch gate, statuses. The schemas (draft, API contracts, status) are the campaign/schemas
// entry.
export * from './api-limits.ts';
export * from './completion.ts';
export * from './copy-names.ts';
export * from './draft-diff.ts';
export * from './draft-factory.ts';
export * from './draft-limits.ts';
export * from './launch-gate.ts';
export * from './name-suggestions.ts';
export * from './objectives.ts';
export * from './platforms.ts';
export * from './stale-pricing.ts';
export * from './statuses.ts';
export * from './steps.ts';
export * from './tags.ts';
export * from './time-zone.ts';
export * from './validation.ts';
