// @northstar/shared/testing: fixtures and property-test arbitraries for tests only (a check keeps product
// code from importing them); fast-check is a dev dependency of this package.
export * from './coverage-fixtures.ts';
export * from './delivery-fixtures.ts';
export * from './draft-arbitraries.ts';
export * from './draft-fixtures.ts';
