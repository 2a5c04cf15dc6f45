// @northstar/shared/constants: limits and defaults every service shares.
export * from './constants.ts';
