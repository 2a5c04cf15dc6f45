// @northstar/shared/forecast: the budget curve and flight forecast on the one market model; the contracts
// are forecast/schemas.
export * from './flight-forecast.ts';
export * from './forecast-curve.ts';
export * from './unique-reach.ts';
