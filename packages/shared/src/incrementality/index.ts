// @northstar/shared/incrementality: incrementality (holdout) tests: configuration, power and the API
// contract.
export * from './holdout-test.ts';
export * from './incrementality.ts';
export * from './power.ts';
