// @northstar/shared/projections: projections from a draft or a forecast point, and the budget sanity
// checks.
export * from './budget-sanity.ts';
export * from './campaign-projections.ts';
export * from './from-draft.ts';
export * from './from-point.ts';
export * from './input.ts';
export * from './outcome.ts';
