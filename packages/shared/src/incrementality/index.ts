// @northstar/shared/incrementality: Incrementality (holdout) tests: configuration, power and the API contract.
export * from './holdout-test.ts';
export * from './incrementality.ts';
export * from './power.ts';
