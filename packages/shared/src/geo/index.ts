// @northstar/shared/geo: countries, regions and cities.
export * from './city-rows.ts';
export * from './country-groups.ts';
export * from './normalise.ts';
export * from './region-rows.ts';
export * from './regions.ts';
