// @northstar/shared/audience: audience size and breadth estimates from a draft's targeting.
export * from './breadth.ts';
export * from './generations.ts';
export * from './online-population.ts';
