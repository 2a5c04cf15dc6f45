// @northstar/shared/market: the sandbox market model, its clock and scope; the schemas are market/schemas.
export * from './clock.ts';
export * from './expected-rates.ts';
export * from './model.ts';
export * from './scope.ts';
