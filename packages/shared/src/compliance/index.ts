// @northstar/shared/compliance: compliance review (step 6): the rules table, copy checks and the regulated-
// category review.
export * from './cannabis-regions.ts';
export * from './category-rules.ts';
export * from './copy-review.ts';
export * from './copy-rules.ts';
export * from './disclaimers.ts';
export * from './jurisdictions.ts';
export * from './limits.ts';
export * from './review.ts';
export * from './review-regulated.ts';
export * from './rule-types.ts';
